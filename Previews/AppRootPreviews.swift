import PreviewKit
import SampleReadingList
import TextUI

/// The home menu. It takes no dependency, so its preview injects nothing; every link leads to
/// a screen built from the app's container (see `ReadingListAppCheck` for that walk).
struct AppRootPreviews: PreviewProvider {
  static var states: [PreviewState] {
    [PreviewState("menu") { AppRootView() }]
  }
}
