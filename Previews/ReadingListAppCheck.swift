import PreviewKit
import SampleReadingList
import TextUI

/// The app as it starts, with a complete container of fakes injected at the root: the runner
/// follows every link from here and fails if any screen shows a "not set" placeholder, which
/// would mean a destination escaped the container.
struct ReadingListAppCheck: AppCheckProvider {
  static var root: some View {
    AppRootView().environment(\.appDependency, .fake)
  }
}
