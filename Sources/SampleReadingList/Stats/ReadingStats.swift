/// Figures about the reading list for the statistics screen, computed from the items alone so
/// a preview or a test gets the same numbers on every machine.
public struct ReadingStats: Hashable, Sendable {
  /// How many items carry one tag.
  public struct TagCount: Hashable, Sendable, Identifiable {
    public let tag: String
    public let count: Int
    public var id: String { tag }
  }

  /// The items the figures are about, in list order.
  public let items: [Item]
  /// Every tag with its number of items, most used first, then by name.
  public let tags: [TagCount]
  /// Items saved per month (`YYYY-MM`), oldest first.
  public let months: [(month: String, count: Int)]
  /// How many items the reader means to save this year.
  public let goal: Int

  public init(items: [Item], goal: Int = 6) {
    self.items = items
    self.goal = goal
    var counts: [String: Int] = [:]
    for item in items {
      for tag in item.tags { counts[tag, default: 0] += 1 }
    }
    tags = counts.map { TagCount(tag: $0.key, count: $0.value) }
      .sorted { $0.count != $1.count ? $0.count > $1.count : $0.tag < $1.tag }
    var perMonth: [String: Int] = [:]
    for item in items { perMonth[String(item.savedAt.prefix(7)), default: 0] += 1 }
    months = perMonth.keys.sorted().map { ($0, perMonth[$0] ?? 0) }
  }

  /// The share of items carrying `tag`, as a whole percentage.
  public func percent(of count: TagCount) -> Int {
    items.isEmpty ? 0 : count.count * 100 / items.count
  }

  /// How far along the yearly goal the list is, from 0 to 1.
  public var goalProgress: Double {
    goal == 0 ? 1 : min(1, Double(items.count) / Double(goal))
  }

  public static func == (lhs: ReadingStats, rhs: ReadingStats) -> Bool {
    lhs.items == rhs.items && lhs.goal == rhs.goal
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(items)
    hasher.combine(goal)
  }
}
