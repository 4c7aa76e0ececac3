import Observation

/// Loads what the user added to one item (notes, favourite mark) for `ItemDetailView`.
///
/// Written with Observation's `@Observable`, where `ItemListViewModel` uses
/// `ObservableObject`, to show that the dependency strategy does not depend on the model's
/// shape: either way the model takes its one dependency, a `Database`, by initializer.
@MainActor
@Observable
public final class ItemDetailViewModel {
  /// The user's additions to an item.
  public struct Details: Equatable, Sendable {
    public var notes: [String]
    public var isFavorite: Bool

    public init(notes: [String], isFavorite: Bool) {
      self.notes = notes
      self.isFavorite = isFavorite
    }
  }

  /// The item shown.
  public let item: Item
  /// Loading until the database answers, then the details or the failure's message.
  public private(set) var state: Loadable<Details> = .loading

  @ObservationIgnored private let database: any Database

  public init(item: Item, database: any Database) {
    self.item = item
    self.database = database
  }

  /// Reads the notes and the favourite mark.
  public func load() async {
    state = .loading
    do {
      let notes = try await database.notes(for: item.id)
      let isFavorite = try await database.isFavorite(item.id)
      state = .loaded(Details(notes: notes, isFavorite: isFavorite))
    } catch is CancellationError {
      // The screen went away mid-request: there is no one left to show a failure to.
    } catch {
      state = .failed(describing: error)
    }
  }
}
