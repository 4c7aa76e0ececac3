/// A reader's goal: how many pages a day, counted over which period, in which genre, and how
/// the shelf under the goal is sorted.
public struct ReadingGoal: Equatable, Sendable {
  /// The period the goal is counted over.
  public enum Period: String, CaseIterable, Identifiable, Sendable {
    case day = "Day"
    case week = "Week"
    case month = "Month"

    /// The period itself, so `ForEach(Period.allCases)` tags each option with its period.
    public var id: Self { self }

    /// How many days the period counts.
    public var days: Int {
      switch self {
      case .day: 1
      case .week: 7
      case .month: 30
      }
    }
  }

  /// The genre the goal is about.
  public enum Genre: String, CaseIterable, Sendable {
    case fiction = "Fiction"
    case history = "History"
    case science = "Science"
    case poetry = "Poetry"
  }

  /// How the books under the goal are ordered.
  public enum ShelfOrder: String, CaseIterable, Sendable {
    case title = "Title"
    case author = "Author"
    case dateAdded = "Date added"
  }

  /// The choices of pages a day: 5 to 100 in steps of 5.
  public static let pageChoices = Array(stride(from: 5, through: 100, by: 5))

  /// The period the goal is counted over.
  public var period: Period
  /// Pages to read each day; one of `pageChoices`.
  public var pagesPerDay: Int
  /// The genre the goal is about.
  public var genre: Genre
  /// How the shelf under the goal is ordered.
  public var order: ShelfOrder

  /// A goal; the defaults are the goal a new reader starts with.
  public init(period: Period = .week, pagesPerDay: Int = 20, genre: Genre = .fiction, order: ShelfOrder = .title) {
    self.period = period
    self.pagesPerDay = pagesPerDay
    self.genre = genre
    self.order = order
  }

  /// The pages the goal asks for over its whole period.
  public var pagesPerPeriod: Int { pagesPerDay * period.days }

  /// One line saying what the goal is.
  public var summary: String {
    let span =
      switch period {
      case .day: "today"
      case .week: "this week"
      case .month: "this month"
      }
    return "\(pagesPerDay) pages a day of \(genre.rawValue.lowercased()): \(pagesPerPeriod) pages \(span)"
  }
}
