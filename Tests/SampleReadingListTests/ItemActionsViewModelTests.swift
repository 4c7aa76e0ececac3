import SampleReadingList
import Synchronization
import Testing

@Suite("Item actions")
@MainActor
struct ItemActionsViewModelTests {
  /// An item store that records what it was asked and fails when told to.
  final class RecordingStore: ItemStore {
    struct Offline: Error, CustomStringConvertible {
      var description: String { "The store is offline." }
    }

    let fails: Bool
    let saved = Mutex<[Item]>([])
    let deleted = Mutex<[Item.ID]>([])

    init(fails: Bool = false) { self.fails = fails }

    func save(_ item: Item) async throws {
      if fails { throw Offline() }
      saved.withLock { $0.append(item) }
    }

    func delete(_ itemID: Item.ID) async throws {
      if fails { throw Offline() }
      deleted.withLock { $0.append(itemID) }
    }
  }

  let item = Item.samples[1]

  @Test("saving stores the edited item, shows it and closes the sheet")
  func saveClosesTheSheet() async {
    let store = RecordingStore()
    let model = ItemActionsViewModel(item: item, store: store)
    model.isEditing = true
    await model.save(title: "Dune Messiah", author: "Frank Herbert")
    #expect(store.saved.withLock { $0.map(\.title) } == ["Dune Messiah"])
    #expect(model.item.title == "Dune Messiah" && model.item.author == "Frank Herbert")
    #expect(model.item.id == item.id && model.item.tags == item.tags)
    #expect(!model.isEditing && !model.isShowingFailure)
  }

  @Test("a failed save keeps the sheet open and the old item, and shows the alert")
  func failedSaveShowsTheAlert() async {
    let model = ItemActionsViewModel(item: item, store: RecordingStore(fails: true))
    model.isEditing = true
    await model.save(title: "Dune Messiah", author: "Frank Herbert")
    #expect(model.item == item)
    #expect(model.isEditing && model.isShowingFailure)
    #expect(model.failureMessage == "Could not save the changes. The store is offline.")
  }

  @Test("deleting removes the item by its ID")
  func deleteRemovesTheItem() async {
    let store = RecordingStore()
    let model = ItemActionsViewModel(item: item, store: store)
    await model.delete()
    #expect(store.deleted.withLock { $0 } == [item.id])
    #expect(model.isDeleted && !model.isShowingFailure)
  }

  @Test("a failed delete keeps the item and names it in the alert")
  func failedDeleteNamesTheItem() async {
    let model = ItemActionsViewModel(item: item, store: RecordingStore(fails: true))
    await model.delete()
    #expect(!model.isDeleted && model.isShowingFailure)
    #expect(model.failureMessage == "Could not delete “\(item.title)”. The store is offline.")
  }
}
