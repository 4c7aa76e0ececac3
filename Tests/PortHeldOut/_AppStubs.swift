// The app types the held-out screens take from the rest of their apps (models, services),
// stubbed so that each screen can be type-checked on its own. Not counted by port-rate.
import SwiftUI

struct TodoItem: Identifiable, Hashable {
  let id = UUID()
  var title: String
  var isDone = false
  var dueDate: Date?
  var priority: Priority = .normal

  enum Priority: String, CaseIterable, Identifiable {
    case low, normal, high
    var id: Self { self }
  }
}

struct Contact: Identifiable, Hashable {
  let id: Int
  var name: String
  var email: String
  var phone: String
  var avatarURL: URL?
}

struct Recipe: Identifiable, Hashable {
  let id: UUID
  var title: String
  var summary: String
  var imageURL: URL?
  var minutes: Int
  var ingredients: [String]
  var isFavorite: Bool
}

struct Article: Identifiable, Hashable, Codable {
  let id: Int
  let title: String
  let author: String
  let body: String
  let publishedAt: Date
}

struct Expense: Identifiable, Hashable {
  let id = UUID()
  var name: String
  var amount: Double
  var category: String
  var date: Date
}

struct Product: Identifiable, Hashable {
  let id: Int
  var name: String
  var price: Double
  var thumbnail: URL?
  var inStock: Bool
}

struct Mailbox: Identifiable, Hashable {
  let id: String
  var name: String
  var icon: String
  var unread: Int
}

struct Message: Identifiable, Hashable {
  let id: Int
  var sender: String
  var subject: String
  var preview: String
  var mailbox: String
  var isRead: Bool
}

struct WeatherReport: Equatable {
  var city: String
  var temperature: Double
  var condition: String
  var symbol: String
}

enum APIError: LocalizedError {
  case offline
  case unauthorized

  var errorDescription: String? {
    switch self {
    case .offline: "You appear to be offline."
    case .unauthorized: "Wrong email or password."
    }
  }
}

actor APIClient {
  static let shared = APIClient()

  func login(email: String, password: String) async throws -> String { "token" }
  func articles() async throws -> [Article] { [] }
  func weather(for city: String) async throws -> WeatherReport {
    WeatherReport(city: city, temperature: 21, condition: "Sunny", symbol: "sun.max.fill")
  }
  func search(_ query: String) async throws -> [String] { [] }
  func recipes() async throws -> [Recipe] { [] }
  func resetPassword(email: String) async throws {}
}

final class SessionStore: ObservableObject {
  @Published var isSignedIn = false
  @Published var userName = "Taylor"
  @Published var email = "taylor@example.com"

  func signOut() { isSignedIn = false }
}

extension TodoItem {
  static let samples = [
    TodoItem(title: "Buy milk"),
    TodoItem(title: "Call the plumber", isDone: true),
    TodoItem(title: "Write report", priority: .high),
  ]
}

extension Contact {
  static let samples = [
    Contact(id: 1, name: "Ada Lovelace", email: "ada@example.com", phone: "555-0100"),
    Contact(id: 2, name: "Grace Hopper", email: "grace@example.com", phone: "555-0101"),
    Contact(id: 3, name: "Alan Turing", email: "alan@example.com", phone: "555-0102"),
  ]
}

extension Recipe {
  static let sample = Recipe(
    id: UUID(), title: "Shakshuka", summary: "Eggs poached in a spiced tomato sauce.",
    imageURL: URL(string: "https://example.com/shakshuka.jpg"), minutes: 30,
    ingredients: ["4 eggs", "1 can tomatoes", "1 onion", "2 tsp paprika"], isFavorite: true)
}

extension Product {
  static let samples = [
    Product(id: 1, name: "Desk Lamp", price: 39.99, inStock: true),
    Product(id: 2, name: "Notebook", price: 4.5, inStock: false),
  ]
}

@Observable
class ExpenseBook {
  var expenses: [Expense] = [
    Expense(name: "Coffee", amount: 3.5, category: "Food", date: .now),
    Expense(name: "Train", amount: 12, category: "Travel", date: .now),
    Expense(name: "Groceries", amount: 48.2, category: "Food", date: .now),
  ]

  var total: Double { expenses.reduce(0) { $0 + $1.amount } }

  var categories: [String] { Array(Set(expenses.map(\.category))).sorted() }

  func delete(_ expense: Expense) {
    expenses.removeAll { $0.id == expense.id }
  }
}
