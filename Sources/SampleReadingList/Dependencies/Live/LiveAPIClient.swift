import Foundation

/// The app's API client. This sample has no server, so it answers from the bundled sample
/// items in memory; a real app would call the network here. Previews and tests never use it:
/// they inject mocks.
public struct LiveAPIClient: APIClient {
  private let items: [Item]

  public init(items: [Item] = Item.samples + [Item.veryLongTitle]) {
    self.items = items
  }

  public func fetchItems() async throws -> [Item] { items }

  public func search(_ query: String) async throws -> [Item] {
    items.filter { item in
      ([item.title, item.author] + item.tags).contains { $0.localizedCaseInsensitiveContains(query) }
    }
  }
}
