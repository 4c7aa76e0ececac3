import PreviewKit
import SampleReadingList
import TextUI

/// The item details in every state, with a mock database only: the screen's own preview,
/// where the list's preview can only reach it as a "not set" placeholder.
struct ItemDetailPreviews: PreviewProvider {
  static var states: [PreviewState] {
    [
      .loading { screen(MockDatabase(notes: .pending)) },
      .success {
        screen(
          MockDatabase(
            notes: .success([
              "Read before the next architecture review.",
              "Compare with the swift-dependencies article.",
            ]),
            isFavorite: .success(true)))
      },
      .error { screen(MockDatabase(notes: .failure(MockError.server(status: 500)))) },
      PreviewState("no notes") { screen(MockDatabase(notes: .success([]))) },
    ]
  }

  private static func screen(_ database: MockDatabase) -> some View {
    NavigationStack {
      ItemDetailView(item: Item.samples[0], database: database)
    }
  }
}
