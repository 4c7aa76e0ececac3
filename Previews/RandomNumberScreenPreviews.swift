import PreviewKit
import SampleReadingList
import TextUI

/// The swift-dependencies article's screen, with a mock random-number client only: the
/// article's success and failure previews, plus a failure followed by a success.
struct RandomNumberScreenPreviews: PreviewProvider {
  static var states: [PreviewState] {
    [
      PreviewState("initial") {
        screen(MockResponses([.failure(MockError.unimplemented("RandomNumberClient.fetch"))]))
      },
      .loading(steps: [.tap("Fetch")]) { screen(MockResponses([.pending])) },
      .success(steps: [.tap("Fetch")]) { screen(MockResponses([.success(42)])) },
      .error(steps: [.tap("Fetch")]) { screen(MockResponses([.failure(MockError.offline)])) },
      PreviewState("fetch fails then succeeds", steps: [.tap("Fetch"), .tap("Fetch")]) {
        screen(MockResponses([.failure(MockError.offline), .success(42)]))
      },
    ]
  }

  private static func screen(_ responses: MockResponses<Int>) -> some View {
    NavigationStack {
      RandomNumberScreen(
        viewModel: RandomNumberViewModel(randomNumberClient: MockRandomNumberClient(responses: responses)))
    }
  }
}
