import Foundation
import Testing

/// Hot reload in the user's package set up from the README (the same package as the recipe
/// tests, so this checkout is built there once): saving a Swift file while
/// `preview-runner live` runs rebuilds the runner and executes it again on the same state,
/// with what the person did there played again.
extension DocumentedRecipeTests {
  /// A component with a button and a field to run live, as a user adds their own.
  static let counterSource = """
    import TextUI

    public struct Counter: View {
      @State private var taps = 0
      @State private var name = ""

      public init() {}

      public var body: some View {
        VStack(alignment: .leading) {
          Text("Taps: \\(taps)")
          Button("Add") { taps += 1 }
          TextField("Name", text: $name)
        }
      }
    }

    """

  static let counterPreviews = """
    import MyApp
    import PreviewKit

    struct CounterPreviews: PreviewProvider {
      static var states: [PreviewState] {
        [
          PreviewState("fresh") { Counter() },
          PreviewState("tapped", steps: [.tap("Add")]) { Counter() },
        ]
      }
    }

    """

  @Test("after a save the canvas comes back on the same state with the new code and the interaction replayed")
  func saveReloadsOnSameState() async throws {
    let package = try await UserPackage.shared.prepared()
    let counterPath = "Sources/MyApp/Counter.swift"
    let previewsPath = "Previews/CounterPreviews.swift"
    defer {
      for path in [counterPath, previewsPath] {
        try? FileManager.default.removeItem(at: package.root.appending(path: path))
      }
      try? package.removeSnapshots()
    }
    try package.writeManifest(languageMode: 6)
    try package.write(Self.counterSource, to: counterPath)
    try package.write(Self.counterPreviews, to: previewsPath)
    // On a thread of its own: a build must not hold one of the few threads of Swift's
    // cooperative pool, which the other async tests need meanwhile.
    let build = try await TmuxSession.offPool { try package.swift(["build", "--product", "preview-runner"]) }
    try #require(build.status == 0, "swift build failed:\n\(build.output)")
    // As `swift run preview-runner live Counter` runs it, from the package's folder.
    let runner = package.root.appending(path: ".build/debug/preview-runner").path
    let canvas = try await TmuxSession([runner, "live", "Counter"], in: package.root.path)
    defer { canvas.close() }
    try await canvas.waitFor("Taps: 0")
    try await canvas.press("F3")
    try await canvas.waitUntil("the second state") { $0.contains("CounterPreviews tapped 2/2") }
    // Opened where its snapshot is: its step played.
    try await canvas.waitFor("Taps: 1")
    try await canvas.waitForFocus(on: "Add")
    try await canvas.press("Enter")
    try await canvas.press("Enter")
    try await canvas.waitFor("Taps: 3")
    try await canvas.tab(toField: "Name")
    try await canvas.type("Ada")
    try await canvas.waitFor("Ada")

    try package.write(
      Self.counterSource.replacingOccurrences(of: "Text(\"Taps: ", with: "Text(\"Taps so far: "), to: counterPath)
    // The build's news on the status line first, then the new code on the same state.
    // An incremental build of the user's package: longer than a redraw on a busy machine.
    let reloaded = try await canvas.waitUntil("the reloaded canvas", deadline: .seconds(180)) {
      $0.contains("Taps so far: 3")
    }
    #expect(reloaded.contains("CounterPreviews tapped 2/2"), "\(reloaded)")
    #expect(reloaded.contains("Ada"), "the typing was not replayed:\n\(reloaded)")

    try await canvas.press("C-c")
    let exit = try await canvas.waitForExit()
    #expect(exit.status == 0)
    #expect(exit.terminalRestored, "\(exit.restoreReport)")
    let printed = """
      PreviewState("tapped", steps: [
        .tap("Add"),
        .tap("Add"),
        .tap("Add"),
        .type("Ada", into: "Name"),
      ]) { … }
      """
    #expect(exit.screen.contains(printed), "\(exit.screen)")
  }
}
