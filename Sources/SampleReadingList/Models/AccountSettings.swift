/// The user's preferences kept by `UserDefaultsStore`: a value, so a screen edits a copy and
/// saves it whole.
public struct AccountSettings: Equatable, Sendable {
  public var syncsOverCellular: Bool
  public var sendsDailyReminder: Bool
  public var opensLinksInReader: Bool

  public init(syncsOverCellular: Bool = false, sendsDailyReminder: Bool = false, opensLinksInReader: Bool = true) {
    self.syncsOverCellular = syncsOverCellular
    self.sendsDailyReminder = sendsDailyReminder
    self.opensLinksInReader = opensLinksInReader
  }
}
