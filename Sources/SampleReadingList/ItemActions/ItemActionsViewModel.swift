import Observation

/// What the item actions screen shows and changes: the item, which presentation is up (the
/// edit sheet, the delete confirmation, the failure alert) and whether the item is gone.
///
/// The presentations are plain flags the view binds to `.sheet`, `.confirmationDialog` and
/// `.alert`, so the model decides what is presented and a test can read it.
@MainActor
@Observable
public final class ItemActionsViewModel {
  /// The item as last saved.
  public private(set) var item: Item
  /// Whether the edit sheet is up.
  public var isEditing = false
  /// Whether the delete confirmation is up.
  public var isConfirmingDelete = false
  /// Whether the failure alert is up.
  public var isShowingFailure = false
  /// What the failure alert says.
  public private(set) var failureMessage = ""
  /// Whether the item was deleted.
  public private(set) var isDeleted = false

  @ObservationIgnored private let store: any ItemStore

  public init(item: Item, store: any ItemStore) {
    self.item = item
    self.store = store
  }

  /// Saves the item with a new title and author, closing the sheet when the store took it.
  public func save(title: String, author: String) async {
    let edited = Item(
      id: item.id, title: title, url: item.url, author: author, tags: item.tags, savedAt: item.savedAt)
    do {
      try await store.save(edited)
      item = edited
      isEditing = false
    } catch is CancellationError {
      // The screen went away mid-save: nobody is left to tell.
    } catch {
      fail("Could not save the changes. \(error)")
    }
  }

  /// Deletes the item; a failure is shown in the alert.
  public func delete() async {
    do {
      try await store.delete(item.id)
      isDeleted = true
    } catch is CancellationError {
      // The screen went away mid-delete: nobody is left to tell.
    } catch {
      fail("Could not delete “\(item.title)”. \(error)")
    }
  }

  private func fail(_ message: String) {
    failureMessage = message
    isShowingFailure = true
  }
}
