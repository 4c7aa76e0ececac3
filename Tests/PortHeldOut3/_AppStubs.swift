import Foundation
import Observation

// App model types the held-out screens use, as the app around them would declare them.

struct TodoItem: Identifiable, Hashable {
  let id = UUID()
  var title: String
  var isDone = false
  var dueDate: Date?
  var isFlagged = false

  static let samples: [TodoItem] = [
    TodoItem(title: "Buy oat milk"),
    TodoItem(title: "Call the plumber", dueDate: Date(timeIntervalSince1970: 1_760_000_000)),
    TodoItem(title: "Renew passport", isDone: true),
    TodoItem(title: "Book dentist", isFlagged: true),
  ]
}

struct Ingredient: Identifiable, Hashable {
  let id = UUID()
  var name: String
  var amount: String
}

struct Recipe: Identifiable, Hashable {
  let id = UUID()
  var title: String
  var summary: String
  var minutes: Int
  var servings: Int
  var calories: Int
  var ingredients: [Ingredient]
  var steps: [String]
  var isFavorite = false

  static let sample = Recipe(
    title: "Lemon Garlic Pasta",
    summary: "A bright weeknight pasta with parmesan, lemon zest and plenty of garlic.",
    minutes: 25,
    servings: 2,
    calories: 540,
    ingredients: [
      Ingredient(name: "Spaghetti", amount: "200 g"),
      Ingredient(name: "Garlic", amount: "4 cloves"),
      Ingredient(name: "Lemon", amount: "1"),
      Ingredient(name: "Parmesan", amount: "40 g"),
    ],
    steps: [
      "Boil the pasta in salted water until al dente.",
      "Fry the sliced garlic gently in olive oil.",
      "Toss the pasta with garlic, lemon juice, zest and cheese.",
    ]
  )
}

struct HourlyForecast: Identifiable, Hashable {
  let id = UUID()
  var hour: Date
  var temperature: Double
  var symbol: String
}

struct WeatherReport: Hashable {
  var city: String
  var condition: String
  var symbol: String
  var temperature: Double
  var high: Double
  var low: Double
  var humidity: Double
  var windSpeed: Double
  var hourly: [HourlyForecast]

  static let sample = WeatherReport(
    city: "Lisbon",
    condition: "Partly Cloudy",
    symbol: "cloud.sun.fill",
    temperature: 21,
    high: 24,
    low: 15,
    humidity: 0.62,
    windSpeed: 14,
    hourly: (0..<6).map { offset in
      HourlyForecast(
        hour: Date(timeIntervalSince1970: 1_760_000_000 + Double(offset) * 3600),
        temperature: 21 + Double(offset % 3),
        symbol: offset.isMultiple(of: 2) ? "sun.max.fill" : "cloud.fill"
      )
    }
  )
}

struct ChatMessage: Identifiable, Hashable {
  let id = UUID()
  var text: String
  var isFromMe: Bool
  var sentAt: Date

  static let samples: [ChatMessage] = [
    ChatMessage(
      text: "Are we still on for lunch?", isFromMe: false, sentAt: Date(timeIntervalSince1970: 1_760_000_000)),
    ChatMessage(
      text: "Yes! 12:30 at the usual place.", isFromMe: true, sentAt: Date(timeIntervalSince1970: 1_760_000_060)),
    ChatMessage(text: "Perfect, see you there.", isFromMe: false, sentAt: Date(timeIntervalSince1970: 1_760_000_120)),
  ]
}

enum Pronouns: String, CaseIterable, Identifiable {
  case unspecified = "Prefer not to say"
  case she = "she/her"
  case he = "he/him"
  case they = "they/them"
  var id: String { rawValue }
}

@Observable
final class UserProfile {
  var displayName: String
  var username: String
  var email: String
  var bio: String
  var birthday: Date
  var pronouns: Pronouns
  var isPrivate: Bool

  init(
    displayName: String = "Ana Souza",
    username: String = "anasouza",
    email: String = "ana@example.com",
    bio: String = "Coffee, climbing and Swift.",
    birthday: Date = Date(timeIntervalSince1970: 700_000_000),
    pronouns: Pronouns = .she,
    isPrivate: Bool = false
  ) {
    self.displayName = displayName
    self.username = username
    self.email = email
    self.bio = bio
    self.birthday = birthday
    self.pronouns = pronouns
    self.isPrivate = isPrivate
  }
}

struct OnboardingPage: Identifiable, Hashable {
  let id: Int
  var symbol: String
  var title: String
  var message: String

  static let all: [OnboardingPage] = [
    OnboardingPage(
      id: 0, symbol: "checklist", title: "Plan your day", message: "Collect everything you need to do in one place."),
    OnboardingPage(
      id: 1, symbol: "bell.badge", title: "Never forget", message: "Get a gentle reminder right when it matters."),
    OnboardingPage(
      id: 2, symbol: "person.2", title: "Share lists", message: "Invite family and friends to plan together."),
  ]
}

struct Product: Identifiable, Hashable {
  let id = UUID()
  var name: String
  var price: Decimal
  var symbol: String
}

struct CartLine: Identifiable, Hashable {
  let id = UUID()
  var product: Product
  var quantity: Int

  var total: Decimal { product.price * Decimal(quantity) }
}

@Observable
final class Cart {
  var lines: [CartLine]
  var shipping: Decimal = 4.99
  var taxRate: Decimal = 0.08

  init(lines: [CartLine] = []) {
    self.lines = lines
  }

  var subtotal: Decimal { lines.reduce(0) { $0 + $1.total } }
  var tax: Decimal { subtotal * taxRate }
  var total: Decimal { subtotal + tax + (lines.isEmpty ? 0 : shipping) }

  static func preview() -> Cart {
    Cart(lines: [
      CartLine(product: Product(name: "Ceramic Mug", price: 14.5, symbol: "cup.and.saucer"), quantity: 2),
      CartLine(product: Product(name: "Pour-over Kettle", price: 42, symbol: "drop"), quantity: 1),
      CartLine(product: Product(name: "Coffee Beans 1kg", price: 28.9, symbol: "leaf"), quantity: 1),
    ])
  }
}

struct CalendarEvent: Identifiable, Hashable {
  let id = UUID()
  var title: String
  var location: String?
  var start: Date
  var end: Date
  var isAllDay = false
  var colorName: String

  static let samples: [CalendarEvent] = {
    let base = Date(timeIntervalSince1970: 1_760_000_000)
    return [
      CalendarEvent(
        title: "Standup", location: "Room 4", start: base, end: base.addingTimeInterval(900), colorName: "blue"),
      CalendarEvent(
        title: "Design review", location: nil, start: base.addingTimeInterval(7200),
        end: base.addingTimeInterval(10_800), colorName: "purple"),
      CalendarEvent(
        title: "Team offsite", location: "Sintra", start: base.addingTimeInterval(86_400),
        end: base.addingTimeInterval(172_800), isAllDay: true, colorName: "green"),
      CalendarEvent(
        title: "Dinner with Sam", location: "Taberna", start: base.addingTimeInterval(97_200),
        end: base.addingTimeInterval(104_400), colorName: "orange"),
    ]
  }()
}

struct Track: Identifiable, Hashable {
  let id = UUID()
  var title: String
  var artist: String
  var duration: TimeInterval
}

@Observable
final class PlayerModel {
  var track: Track
  var isPlaying = false
  var position: TimeInterval = 0
  var isShuffling = false
  var volume = 0.6

  init(track: Track = Track(title: "Midnight City", artist: "M83", duration: 243)) {
    self.track = track
  }

  func togglePlayback() { isPlaying.toggle() }
  func skipForward() { position = min(track.duration, position + 15) }
  func skipBackward() { position = max(0, position - 15) }
}

struct Country: Identifiable, Hashable {
  var id: String { code }
  var code: String
  var name: String
  var capital: String

  static let all: [Country] = [
    Country(code: "PT", name: "Portugal", capital: "Lisbon"),
    Country(code: "ES", name: "Spain", capital: "Madrid"),
    Country(code: "FR", name: "France", capital: "Paris"),
    Country(code: "DE", name: "Germany", capital: "Berlin"),
    Country(code: "IT", name: "Italy", capital: "Rome"),
    Country(code: "NL", name: "Netherlands", capital: "Amsterdam"),
  ]
}

struct Mailbox: Identifiable, Hashable {
  let id: String
  var name: String
  var symbol: String
  var unread: Int

  static let all: [Mailbox] = [
    Mailbox(id: "inbox", name: "Inbox", symbol: "tray", unread: 3),
    Mailbox(id: "sent", name: "Sent", symbol: "paperplane", unread: 0),
    Mailbox(id: "archive", name: "Archive", symbol: "archivebox", unread: 0),
  ]
}

struct Email: Identifiable, Hashable {
  let id = UUID()
  var mailboxID: String
  var sender: String
  var subject: String
  var body: String
  var receivedAt: Date
  var isRead: Bool

  static let samples: [Email] = [
    Email(
      mailboxID: "inbox", sender: "Maria", subject: "Weekend plans", body: "Shall we go hiking on Saturday?",
      receivedAt: Date(timeIntervalSince1970: 1_760_000_000), isRead: false),
    Email(
      mailboxID: "inbox", sender: "GitHub", subject: "New pull request", body: "A new pull request was opened.",
      receivedAt: Date(timeIntervalSince1970: 1_759_990_000), isRead: true),
    Email(
      mailboxID: "sent", sender: "Me", subject: "Re: Invoice", body: "Paid, thanks!",
      receivedAt: Date(timeIntervalSince1970: 1_759_900_000), isRead: true),
  ]
}

struct StatsSnapshot: Hashable {
  var steps: Int
  var stepGoal: Int
  var activeMinutes: Int
  var sleepHours: Double
  var waterLitres: Double
  var streakDays: Int

  var stepProgress: Double { Double(steps) / Double(stepGoal) }

  static let sample = StatsSnapshot(
    steps: 7_430, stepGoal: 10_000, activeMinutes: 42, sleepHours: 7.2, waterLitres: 1.6, streakDays: 12)
}

struct FAQItem: Identifiable, Hashable {
  let id = UUID()
  var question: String
  var answer: String

  static let samples: [FAQItem] = [
    FAQItem(
      question: "How do I reset my password?",
      answer: "Go to Settings > Account > Reset Password and follow the link we email you."),
    FAQItem(question: "Can I use the app offline?", answer: "Yes. Your lists sync the next time you are online."),
    FAQItem(
      question: "How do I cancel my subscription?",
      answer: "Subscriptions are managed in your App Store account settings."),
  ]
}

struct Note: Identifiable, Hashable {
  let id = UUID()
  var title: String
  var body: String
  var updatedAt: Date
  var isPinned = false

  static let samples: [Note] = [
    Note(
      title: "Packing list", body: "Passport, charger, sunglasses",
      updatedAt: Date(timeIntervalSince1970: 1_760_000_000), isPinned: true),
    Note(
      title: "Gift ideas", body: "Book for Dad, plant for Ana", updatedAt: Date(timeIntervalSince1970: 1_759_000_000)),
  ]
}

struct Photo: Identifiable, Hashable {
  let id: Int
  var title: String
  var url: URL?
  var isFavorite: Bool

  static let samples: [Photo] = (1...12).map { index in
    Photo(
      id: index, title: "Photo \(index)", url: URL(string: "https://example.com/photos/\(index).jpg"),
      isFavorite: index % 4 == 0)
  }
}
