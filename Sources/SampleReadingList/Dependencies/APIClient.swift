/// The reading-list server: the list of saved items and search over them.
///
/// A protocol so that each screen's view model takes it by initializer and a preview or test
/// hands in a mock; nothing reaches for a shared instance.
public protocol APIClient: Sendable {
  /// Every saved item, newest last.
  func fetchItems() async throws -> [Item]
  /// The saved items matching `query` in their title, author or tags.
  func search(_ query: String) async throws -> [Item]
}
