import Foundation
import Testing

/// Hot reload in a user's own package set up from the README: saving a Swift file while
/// `preview-runner live` runs rebuilds the runner and executes it again on the same state,
/// with what the person did there played again.
@Suite("Hot reload of preview-runner live in a user's package", .timeLimit(.minutes(30)))
struct HotReloadTests {
  @Test("after a save the canvas comes back on the same state with the new code and the interaction replayed")
  func saveReloadsOnSameState() async throws {
    let package = LiveUserPackage.shared
    let root = try await package.prepared()
    // As `swift run preview-runner live Counter` runs it, from the package's folder.
    let canvas = try await TmuxSession([await package.previewRunner, "live", "Counter"], in: root.path)
    defer { canvas.close() }
    try await canvas.waitFor("Taps: 0")
    try await canvas.press("F3")
    try await canvas.waitUntil("the second state") { $0.contains("CounterPreviews tapped 2/2") }
    try await canvas.waitForFocus(on: "Add")
    try await canvas.press("Enter")
    try await canvas.press("Enter")
    try await canvas.waitFor("Taps: 2")
    try await canvas.tab(toField: "Name")
    try await canvas.type("Ada")
    try await canvas.waitFor("Ada")

    try await package.edit(LiveUserPackage.counterPath, replacing: "Text(\"Taps: ", with: "Text(\"Taps so far: ")
    // The build's news on the status line first, then the new code on the same state.
    // An incremental build of the user's package: longer than a redraw on a busy machine.
    let reloaded = try await canvas.waitUntil("the reloaded canvas", deadline: .seconds(180)) {
      $0.contains("Taps so far: 2")
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
        .type("Ada", into: "Name"),
      ]) { … }
      """
    #expect(exit.screen.contains(printed), "\(exit.screen)")
  }
}
