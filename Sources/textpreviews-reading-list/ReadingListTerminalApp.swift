import SampleReadingList
import TextUI

/// The sample reading list as a terminal app: `swift run textpreviews-reading-list`. The
/// same root the previews and the app check render, with the app's own services.
@main
struct ReadingListTerminalApp: App {
  var body: some Scene {
    WindowGroup {
      ReadingListApp(dependency: .live)
    }
  }
}
