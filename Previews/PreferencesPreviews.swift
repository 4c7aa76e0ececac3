import PreviewKit
import SampleReadingList
import TextUI

/// The preferences form: a new install, a signed-in reader (password masked, then revealed),
/// typing a password, choosing a theme, opening "Advanced" and clearing the cache, the columns
/// style and a narrow canvas.
struct PreferencesPreviews: PreviewProvider {
  static var states: [PreviewState] {
    [
      PreviewState("new install") { screen(ReadingPreferences()) },
      PreviewState("signed in") { screen(signedIn) },
      PreviewState("password revealed") { screen(signedIn).secureFieldsRevealed() },
      PreviewState(
        "sign in to sync",
        steps: [.type("reader@example.com", into: "Email"), .type("correct horse", into: "Sync password")]
      ) {
        screen(ReadingPreferences())
      },
      PreviewState("advanced", steps: [.tap("Advanced"), .toggle("Debug logging"), .tap("Clear Cache")]) {
        screen(signedIn)
      },
      PreviewState("choose a theme", steps: [.tap("Theme"), .tap("Sepia")]) { screen(signedIn) },
      PreviewState("columns") { screen(signedIn).formStyle(.columns) },
      PreviewState("narrow", layout: PreviewLayout(width: 40)) { screen(signedIn, showsAdvanced: true) },
    ]
  }

  private static let signedIn = ReadingPreferences(
    justifiesText: true, textSize: 18, syncEmail: "reader@example.com", syncPassword: "correct horse",
    syncsOverCellular: true)

  private static func screen(_ preferences: ReadingPreferences, showsAdvanced: Bool = false) -> some View {
    NavigationStack {
      PreferencesView(preferences: preferences, showsAdvanced: showsAdvanced, version: "2.4 (118)")
    }
  }
}
