// The app types the second held-out set's screens take from the rest of their apps (models,
// services), stubbed so that each screen can be type-checked on its own. Not counted by port-rate.
import SwiftUI

struct Workout: Identifiable, Hashable {
  let id = UUID()
  var kind: String
  var symbol: String
  var date: Date
  var duration: TimeInterval
  var distance: Double
  var calories: Int
  var averageHeartRate: Double

  static let sample = Workout(
    kind: "Outdoor Run", symbol: "figure.run", date: Date(timeIntervalSince1970: 1_700_000_000),
    duration: 1_845, distance: 5.23, calories: 412, averageHeartRate: 148.6)
}

struct Transaction: Identifiable, Hashable {
  let id = UUID()
  var merchant: String
  var category: String
  var amount: Double
  var date: Date

  static let samples: [Transaction] = [
    Transaction(
      merchant: "Blue Bottle", category: "Coffee", amount: -4.5, date: Date(timeIntervalSince1970: 1_700_000_000)),
    Transaction(
      merchant: "Payroll", category: "Income", amount: 2_450, date: Date(timeIntervalSince1970: 1_699_900_000)),
    Transaction(
      merchant: "Whole Foods", category: "Groceries", amount: -86.12, date: Date(timeIntervalSince1970: 1_699_800_000)),
  ]
}

struct ChatMessage: Identifiable, Hashable {
  let id = UUID()
  var text: String
  var isFromMe: Bool
  var sentAt: Date

  static let samples: [ChatMessage] = [
    ChatMessage(
      text: "Are we still on for tonight?", isFromMe: false, sentAt: Date(timeIntervalSince1970: 1_700_000_000)),
    ChatMessage(
      text: "Yes! 7pm at the usual place.", isFromMe: true, sentAt: Date(timeIntervalSince1970: 1_700_000_060)),
  ]
}

struct UserProfile: Hashable {
  var name: String
  var handle: String
  var bio: String
  var avatarURL: URL?
  var followers: Int
  var following: Int
  var posts: Int
  var joined: Date
  var website: URL?

  static let sample = UserProfile(
    name: "Ada Park", handle: "adapark", bio: "Designer. Runner. Coffee.",
    avatarURL: URL(string: "https://example.com/ada.png"), followers: 12_840, following: 311, posts: 87,
    joined: Date(timeIntervalSince1970: 1_600_000_000), website: URL(string: "https://ada.example.com"))
}

struct OnboardingPage: Identifiable, Hashable {
  let id = UUID()
  var title: String
  var message: String
  var symbol: String

  static let all: [OnboardingPage] = [
    OnboardingPage(title: "Track", message: "Log every habit in a tap.", symbol: "checkmark.circle"),
    OnboardingPage(title: "Review", message: "See your week at a glance.", symbol: "chart.bar"),
    OnboardingPage(title: "Share", message: "Invite friends to keep you honest.", symbol: "person.2"),
  ]
}

struct Product: Identifiable, Hashable {
  let id: Int
  var name: String
  var price: Decimal
  var rating: Double
  var category: String

  static let samples: [Product] = [
    Product(id: 1, name: "Trail Shoes", price: 129.99, rating: 4.6, category: "Shoes"),
    Product(id: 2, name: "Rain Jacket", price: 89, rating: 4.2, category: "Outerwear"),
    Product(id: 3, name: "Wool Socks", price: 14.5, rating: 4.8, category: "Accessories"),
  ]
}

struct Event: Identifiable, Hashable {
  let id = UUID()
  var title: String
  var venue: String
  var start: Date
  var end: Date
  var notes: String
  var ticketURL: URL

  static let sample = Event(
    title: "Swift Meetup", venue: "Library, Room 4", start: Date(timeIntervalSince1970: 1_700_000_000),
    end: Date(timeIntervalSince1970: 1_700_007_200), notes: "Talks on concurrency and SwiftUI.",
    ticketURL: URL(string: "https://example.com/tickets")!)
}

struct CartItem: Identifiable, Hashable {
  let id = UUID()
  var name: String
  var unitPrice: Double
  var quantity: Int

  static let samples: [CartItem] = [
    CartItem(name: "Espresso Beans", unitPrice: 16, quantity: 1),
    CartItem(name: "Ceramic Mug", unitPrice: 12.5, quantity: 2),
  ]
}

struct Person: Identifiable, Hashable {
  let id = UUID()
  var firstName: String
  var lastName: String
  var phone: String
  var email: String
  var birthday: Date
  var company: String?

  var fullName: String { "\(firstName) \(lastName)" }

  static let sample = Person(
    firstName: "Grace", lastName: "Hopper", phone: "+1 555 0100", email: "grace@example.com",
    birthday: Date(timeIntervalSince1970: -1_999_000_000), company: "Navy")
}

struct DayForecast: Identifiable, Hashable {
  let id = UUID()
  var date: Date
  var symbol: String
  var high: Double
  var low: Double
  var precipitationChance: Double

  static let week: [DayForecast] = (0..<5).map { day in
    DayForecast(
      date: Date(timeIntervalSince1970: 1_700_000_000 + Double(day) * 86_400),
      symbol: day % 2 == 0 ? "sun.max" : "cloud.rain",
      high: 18 + Double(day), low: 9 + Double(day) / 2, precipitationChance: Double(day) * 0.15)
  }
}

struct Habit: Identifiable, Hashable {
  let id = UUID()
  var name: String
  var streak: Int
  var isDoneToday: Bool

  static let samples: [Habit] = [
    Habit(name: "Read 20 minutes", streak: 12, isDoneToday: true),
    Habit(name: "Stretch", streak: 3, isDoneToday: false),
    Habit(name: "No sugar", streak: 0, isDoneToday: false),
  ]
}

struct Plan: Identifiable, Hashable {
  let id: String
  var name: String
  var price: Double
  var period: String
  var discount: Double?

  static let all: [Plan] = [
    Plan(id: "monthly", name: "Monthly", price: 4.99, period: "month", discount: nil),
    Plan(id: "yearly", name: "Yearly", price: 39.99, period: "year", discount: 0.33),
  ]
}

struct Stat: Identifiable, Hashable {
  let id = UUID()
  var title: String
  var value: Double
  var goal: Double
  var unit: String

  static let samples: [Stat] = [
    Stat(title: "Steps", value: 8_432, goal: 10_000, unit: "steps"),
    Stat(title: "Water", value: 1.6, goal: 2.5, unit: "L"),
    Stat(title: "Sleep", value: 7.2, goal: 8, unit: "h"),
  ]
}

struct Note: Identifiable, Hashable {
  let id = UUID()
  var title: String
  var body: String
  var modified: Date
}

@MainActor @Observable
final class SessionStore {
  var email = ""
  var password = ""
  var isSigningIn = false
  var errorMessage: String?

  func signIn() async {
    isSigningIn = true
    defer { isSigningIn = false }
    if password.count < 8 { errorMessage = "Password must be at least 8 characters." }
  }
}
