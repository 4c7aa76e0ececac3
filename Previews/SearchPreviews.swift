import PreviewKit
import SampleReadingList
import TextUI

/// The search screen before and after a search, with a mock API client only. A search starts
/// from the button, so the searching states type a query and tap Search.
struct SearchPreviews: PreviewProvider {
  static var states: [PreviewState] {
    [
      PreviewState("initial") { screen(MockAPIClient()) },
      .loading(steps: search) { screen(MockAPIClient(search: .pending)) },
      .success(steps: search) { screen(MockAPIClient(search: .success(Array(Item.samples.prefix(2))))) },
      .error(steps: search) { screen(MockAPIClient(search: .failure(MockError.offline))) },
      PreviewState("no results", steps: search) { screen(MockAPIClient(search: .success([]))) },
    ]
  }

  /// Types "swift" into the query field and taps Search.
  private static let search: [PreviewStep] = [.type("swift", into: "Query"), .tap("Search")]

  private static func screen(_ apiClient: MockAPIClient) -> some View {
    NavigationStack {
      SearchView(viewModel: SearchViewModel(apiClient: apiClient))
    }
  }
}
