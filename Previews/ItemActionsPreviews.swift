import PreviewKit
import SampleReadingList
import TextUI

/// The item actions screen plain, with its edit sheet open and saved, its delete
/// confirmation, and its failure alert, each reached by the taps a user makes.
struct ItemActionsPreviews: PreviewProvider {
  static var states: [PreviewState] {
    [
      PreviewState("plain") { screen(MockItemStore()) },
      PreviewState("edit sheet", steps: [.tap("Edit"), .type("Dune Messiah", into: "Title")]) {
        screen(MockItemStore())
      },
      PreviewState("edited", steps: [.tap("Edit"), .type("Dune Messiah", into: "Title"), .tap("Save")]) {
        screen(MockItemStore())
      },
      PreviewState("delete dialog", steps: [.tap("Delete Item")]) { screen(MockItemStore()) },
      PreviewState("delete fails", steps: [.tap("Delete Item"), .tap("Delete")]) {
        screen(MockItemStore(delete: .failure(MockError.offline)))
      },
      PreviewState("deleted", steps: [.tap("Delete Item"), .tap("Delete")]) { screen(MockItemStore()) },
    ]
  }

  private static func screen(_ store: MockItemStore) -> some View {
    NavigationStack {
      ItemActionsView(item: Item.samples[1], store: store)
    }
  }
}

/// An `ItemStore` whose saves and deletes answer with canned responses.
private struct MockItemStore: ItemStore {
  var save: MockResponse<Void> = .success(())
  var delete: MockResponse<Void> = .success(())

  func save(_ item: Item) async throws { try await save.resolve() }

  func delete(_ itemID: Item.ID) async throws { try await delete.resolve() }
}
