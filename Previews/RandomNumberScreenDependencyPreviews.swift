import PreviewKit
import SampleRandomNumberDependencies
import TextDependencies
import TextUI

/// The article's screen with each case tapped through: overrides made with
/// `withDependencies`, and one state with no override at all, which gets the client's
/// `previewValue` (a mock answering 42) because the runner renders every state in the
/// preview context.
struct RandomNumberScreenDependencyPreviews: PreviewProvider {
  static var component: String { "RandomNumberScreen" }

  static var states: [PreviewState] {
    [
      .success(steps: [.tap("Fetch")]) {
        RandomNumberScreen(
          viewModel: withDependencies {
            $0.randomNumberClient = RandomNumberClientMock(fetchResult: .success(7))
          } operation: {
            .init()
          })
      },
      .error(steps: [.tap("Fetch")]) {
        RandomNumberScreen(
          viewModel: withDependencies {
            $0.randomNumberClient = RandomNumberClientMock(fetchResult: .failure(MockError.offline))
          } operation: {
            .init()
          })
      },
      PreviewState("preview value", steps: [.tap("Fetch")]) {
        RandomNumberScreen()
      },
    ]
  }
}
