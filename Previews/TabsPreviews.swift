import PreviewKit
import SampleReadingList
import TextUI

/// The app as a tab bar, with the complete container of fakes injected at the root (each tab
/// builds its screen from it). "switch tabs" taps the Stats and then the Settings tab.
struct TabsPreviews: PreviewProvider {
  static var states: [PreviewState] {
    [
      PreviewState("library") { tabs() },
      PreviewState("switch tabs", steps: [.tap("Stats"), .tap("Settings")]) { tabs() },
      PreviewState("fixed height", layout: PreviewLayout(width: 80, height: 16)) { tabs(.stats) },
    ]
  }

  private static func tabs(_ selection: ReadingTab = .library) -> some View {
    ReadingTabsView(selection: selection).environment(\.appDependency, .fake)
  }
}
