/// The on-device store of what the user added to an item: notes and the favourite mark.
public protocol Database: Sendable {
  /// The user's notes on the item, oldest first.
  func notes(for itemID: Item.ID) async throws -> [String]
  /// Whether the user marked the item as a favourite.
  func isFavorite(_ itemID: Item.ID) async throws -> Bool
}
