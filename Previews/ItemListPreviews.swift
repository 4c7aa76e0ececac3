import PreviewKit
import SampleReadingList
import TextUI

/// The reading list in every state, inside a navigation stack as the app shows it. Each state
/// injects one mock API client and nothing else, which is the point: the list needs no
/// database, and opening an item shows "AppDependency is not set." because this preview does
/// not (and need not) provide the app's container.
struct ItemListPreviews: PreviewProvider {
  static var states: [PreviewState] {
    [
      .loading { screen(.pending) },
      .success { screen(.success(Item.samples)) },
      .error { screen(.failure(MockError.offline)) },
      PreviewState("empty") { screen(.success([])) },
      PreviewState("long titles", layout: PreviewLayout(widths: [40, 80])) {
        screen(.success([Item.veryLongTitle] + Item.samples))
      },
      // The detail screen is not this preview's concern: no AppDependency is injected, so
      // the pushed destination shows the red "AppDependency is not set." placeholder.
      PreviewState("open an item", steps: [.open(Item.samples[1].title)]) {
        screen(.success(Item.samples))
      },
    ]
  }

  private static func screen(_ items: MockResponse<[Item]>) -> some View {
    NavigationStack {
      ItemListView(viewModel: ItemListViewModel(apiClient: MockAPIClient(items: items)))
    }
  }
}
