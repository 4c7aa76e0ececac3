import Foundation
import Testing

/// `preview-runner live` of this repository: the sample's previews as an interactive canvas
/// in a real terminal. It runs from a folder outside any package, where the canvas does not
/// rebuild itself: a save in the checkout while the tests run must not start a build of it
/// (hot reload is tested in a user's package, `HotReloadTests`).
@Suite("preview-runner live in this repository", .serialized)
struct LiveCanvasTests {
  private static let statusKeys = "F2/F3 state · F4 find · F5 restart · F6 variant · ^C quit"

  private func startCanvas(_ filter: String) async throws -> TmuxSession {
    let canvas = try await TmuxSession(
      [try BuiltProduct.previewRunner, "live", filter], in: FileManager.default.temporaryDirectory.path)
    try await canvas.waitFor(Self.statusKeys)
    return canvas
  }

  /// The last row of the screen: the canvas's status line.
  private static func statusLine(_ screen: String) -> String {
    screen.split(separator: "\n").last.map(String.init) ?? ""
  }

  @Test("opens the first matching state, with a status line naming the preview, the state and the keys")
  func opensFirstState() async throws {
    let canvas = try await startCanvas("ItemActions")
    defer { canvas.close() }
    let screen = try await canvas.waitFor("[ Delete Item ]")
    // capture-pane ends every row with a line break.
    let rows = screen.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(rows.count == 24)
    // The path gives way to the state's name and position (its middle, with the variant key).
    #expect(rows[23].hasPrefix(" ItemA…iews plain 1/6"), "\(rows[23])")
    #expect(rows[23].hasSuffix(Self.statusKeys), "\(rows[23])")
    // The status line is drawn reversed, apart from the preview.
    #expect(try await canvas.focusedText().contains { $0.contains("ItemA…iews plain") })
  }

  @Test("F3 moves to the next state, F2 back, and F5 starts the state again")
  func functionKeysMoveBetweenStates() async throws {
    let canvas = try await startCanvas("ItemActions")
    defer { canvas.close() }
    try await canvas.press("F3")
    // The status line names the state and its position; the path gives way to them.
    try await canvas.waitUntil("the second state") { Self.statusLine($0).contains(" edit sheet 2/6 ") }
    try await canvas.press("F3")
    try await canvas.waitUntil("the third state") { Self.statusLine($0).contains(" edited 3/6 ") }
    try await canvas.press("F2")
    try await canvas.waitUntil("the second state again") {
      Self.statusLine($0).contains(" edit sheet 2/6 ")
    }
    try await canvas.press("F2")
    try await canvas.waitUntil("the first state again") { Self.statusLine($0).contains(" plain 1/6 ") }
    // F5: what was done on the state is undone.
    try await canvas.waitForFocus(on: "Edit")
    try await canvas.press("Enter")
    try await canvas.waitFor("Edit Item")
    try await canvas.press("F5")
    let restarted = try await canvas.waitUntil("the state started again") { !$0.contains("Edit Item") }
    #expect(Self.statusLine(restarted).contains("plain"))
  }

  @Test("F6 cycles the state's variants, drawn as each terminal shows them, and F3 keeps the variant")
  func variantKeyCyclesVariants() async throws {
    let canvas = try await startCanvas("ItemActions")
    defer { canvas.close() }
    try await canvas.waitFor("[ Delete Item ]")
    try await canvas.press("F6")
    try await canvas.waitUntil("the dark variant") { Self.statusLine($0).contains(" plain [dark] 1/6 ") }
    try await canvas.press("F6")
    try await canvas.waitUntil("the monochrome variant") { Self.statusLine($0).contains(" plain [monochrome] 1/6 ") }
    try await canvas.press("F6")
    // The status line names the variant at once; the screen comes when the worker has drawn it.
    try await canvas.waitUntil("the pseudo-locale, drawn") {
      Self.statusLine($0).contains(" plain [pseudo] ") && $0.contains("[ [Ðéļéţé Îţéɱ ·····] ]")
    }
    try await canvas.press("F3")
    try await canvas.waitUntil("the next state, still in the pseudo-locale") {
      Self.statusLine($0).contains(" edit sheet [pseudo] 2/6 ")
    }
    try await canvas.press("F6")
    try await canvas.waitUntil("right to left") { Self.statusLine($0).contains(" edit sheet [rtl] 2/6 ") }
    try await canvas.press("F6")
    try await canvas.waitUntil("back to the default variant") { Self.statusLine($0).contains(" edit sheet 2/6 ") }
  }

  @Test("what a person does on a state is printed as its preview steps in Swift on quit")
  func stepsPrintedOnQuit() async throws {
    let canvas = try await startCanvas("ItemActions")
    defer { canvas.close() }
    try await canvas.waitForFocus(on: "Edit")
    try await canvas.press("Enter")
    try await canvas.waitFor("Edit Item")
    try await canvas.tab(toField: "Designing a Dependency Container in Swift")
    try await canvas.press("End")
    try await canvas.type(" II")
    try await canvas.waitFor("Designing a Dependency Container in Swift II")
    try await canvas.press("C-c")
    let exit = try await canvas.waitForExit()
    #expect(exit.status == 0)
    #expect(exit.terminalRestored, "\(exit.restoreReport)")
    let printed = """
      // ItemActions/ItemActionsPreviews plain: the interaction as preview steps
      PreviewState("plain", steps: [
        .tap("Edit"),
        .type("Designing a Dependency Container in Swift II", into: "Title"),
      ]) { … }
      """
    #expect(exit.screen.contains(printed), "\(exit.screen)")
  }
}
