/// Where edits to an item and its deletion go: the one service the item actions screen
/// changes things through, passed to it by initializer like every other dependency.
public protocol ItemStore: Sendable {
  /// Saves `item` in place of the item with the same `id`.
  func save(_ item: Item) async throws
  /// Removes the item with `itemID` from the reading list.
  func delete(_ itemID: Item.ID) async throws
}
