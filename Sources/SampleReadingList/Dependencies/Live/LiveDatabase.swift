/// The app's database. This sample keeps a fixed set of notes and favourites in memory; a real
/// app would read its on-device store here. Previews and tests never use it.
public struct LiveDatabase: Database {
  private let notesByItem: [Item.ID: [String]]
  private let favorites: Set<Item.ID>

  public init(
    notesByItem: [Item.ID: [String]] = [
      1: ["Read before the next architecture review."],
      3: ["Compare with the talk."],
    ],
    favorites: Set<Item.ID> = [1]
  ) {
    self.notesByItem = notesByItem
    self.favorites = favorites
  }

  public func notes(for itemID: Item.ID) async throws -> [String] { notesByItem[itemID] ?? [] }

  public func isFavorite(_ itemID: Item.ID) async throws -> Bool { favorites.contains(itemID) }
}
