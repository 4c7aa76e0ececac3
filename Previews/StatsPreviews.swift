import PreviewKit
import SampleReadingList
import TextUI

/// The statistics screen in every state, with one mock API client. The wide state shows the
/// adaptive cover grid making more columns and the goal bar growing with the width.
struct StatsPreviews: PreviewProvider {
  static var states: [PreviewState] {
    [
      .loading { screen(.pending) },
      .success { screen(.success(Item.samples)) },
      .error { screen(.failure(MockError.offline)) },
      PreviewState("empty") { screen(.success([])) },
      PreviewState("widths", layout: PreviewLayout(widths: [50, 120])) {
        screen(.success(Item.samples + [Item.veryLongTitle]))
      },
    ]
  }

  private static func screen(_ items: MockResponse<[Item]>) -> some View {
    NavigationStack {
      StatsScreen(viewModel: ItemListViewModel(apiClient: MockAPIClient(items: items)))
    }
  }
}
