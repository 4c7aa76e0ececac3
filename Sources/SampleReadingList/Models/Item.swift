/// One saved article in the reading list: what the API returns and what every screen shows.
///
/// A plain value with no clock in it: `savedAt` is a fixed calendar day as text, so a preview
/// or a test renders the same on every machine and every day.
public struct Item: Identifiable, Hashable, Sendable {
  public let id: Int
  public let title: String
  public let url: String
  public let author: String
  public let tags: [String]
  /// The day the item was saved, as `YYYY-MM-DD`.
  public let savedAt: String

  public init(id: Int, title: String, url: String, author: String, tags: [String], savedAt: String) {
    self.id = id
    self.title = title
    self.url = url
    self.author = author
    self.tags = tags
    self.savedAt = savedAt
  }
}
