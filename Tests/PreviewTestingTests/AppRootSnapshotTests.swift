import PreviewTesting
import Testing

@testable import TextUI

/// The first app a new user writes: Xcode's template greeting, in a `NavigationStack`.
private struct GreetingApp: App {
  var body: some Scene {
    WindowGroup {
      NavigationStack {
        VStack {
          Image(systemName: "globe")
            .imageScale(.large)
            .foregroundStyle(.tint)
          Text("Hello, world!")
        }
        .padding()
        .navigationTitle("Home")
      }
    }
  }
}

/// An app's first screen as `swift run` shows it in an 80×24 terminal
/// (`__Snapshots__/AppRootSnapshotTests/` beside this file).
@Suite("An app's first screen")
@MainActor
struct AppRootSnapshotTests {
  @Test("an @main app whose root is a NavigationStack shows its bar on the top row and its content centred")
  func navigationStackRoot() async {
    let rows = PlainTextRenderer().render(
      ViewGraph(AppRootView(app: GreetingApp())).render(width: 80, height: 24).buffer
    )
    .split(separator: "\n", omittingEmptySubsequences: false)
    #expect(rows[0].hasPrefix("Home "))
    #expect(rows[12] == String(repeating: " ", count: 33) + "Hello, world!" + String(repeating: " ", count: 34))
    await assertSnapshot(of: AppRootView(app: GreetingApp()), named: "greeting", width: 80, height: 24)
  }
}
