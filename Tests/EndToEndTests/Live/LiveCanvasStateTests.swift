import Foundation
import Testing

/// The live canvas shows the state it names: its status line keeps the state's name and
/// position, a state opens where its snapshot is, each state keeps what was done on it, and
/// F4 lists every matching state. Run on this repository's sample previews from a folder
/// outside any package (no rebuilding), as `LiveCanvasTests` runs them.
@Suite("preview-runner live shows the state it names", .serialized)
struct LiveCanvasStateTests {
  private func startCanvas(_ arguments: [String], columns: Int = 80) async throws -> TmuxSession {
    let canvas = try await TmuxSession(
      [try BuiltProduct.previewRunner, "live"] + arguments, in: FileManager.default.temporaryDirectory.path,
      columns: columns)
    try await canvas.waitFor("^C")
    return canvas
  }

  /// The last row of the screen: the canvas's status line.
  private static func statusLine(_ screen: String) -> String {
    screen.split(separator: "\n").last.map(String.init) ?? ""
  }

  /// The rows of a committed snapshot's rendering, without the frame drawn around it and
  /// with trailing spaces trimmed, as tmux shows a screen.
  private static func snapshotRows(_ file: String) throws -> [String] {
    let text = try String(
      contentsOf: BuiltProduct.packageRoot.appending(path: "Snapshots/\(file)"), encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let top = try #require(lines.firstIndex { $0.hasPrefix("┌") })
    let bottom = try #require(lines.firstIndex { $0.hasPrefix("└") })
    return lines[(top + 1)..<bottom].map { row in
      String(String(row.dropFirst().dropLast()).reversed().drop { $0 == " " }.reversed())
    }
  }

  @Test("at 80 columns and at 40 the status line keeps `error 3/3`, shortening the path")
  func statusLineKeepsStateAndPosition() async throws {
    let canvas = try await startCanvas([
      "RandomNumberScreenPreviews", "--state", "loading", "--state", "success", "--state", "error",
    ])
    defer { canvas.close() }
    try await canvas.press("F3")
    try await canvas.waitUntil("the second state") { Self.statusLine($0).contains("success 2/3") }
    try await canvas.press("F3")
    let screen = try await canvas.waitUntil("the third state") { Self.statusLine($0).contains(" error 3/3 ") }
    let status = Self.statusLine(screen)
    #expect(status.hasSuffix("F2/F3 state · F4 find · F5 restart · F6 variant · ^C quit"), "\(status)")
    #expect(status.contains("…"), "the path is shortened: \(status)")
    try await canvas.resize(columns: 40, rows: 24)
    let narrow = try await canvas.waitUntil("the status line at 40 columns") {
      Self.statusLine($0).hasSuffix("F2/F3 F4 F5 F6 ^C")
    }
    #expect(Self.statusLine(narrow).contains(" error 3/3 "), "\(Self.statusLine(narrow))")
  }

  @Test("a state with steps opens on its snapshot's screen")
  func opensWhereItsSnapshotIs() async throws {
    let canvas = try await startCanvas(["RandomNumberScreenPreviews", "--state", "error"])
    defer { canvas.close() }
    let screen = try await canvas.waitFor("Something went wrong")
    let rows = screen.split(separator: "\n", omittingEmptySubsequences: false).dropLast(2).map(String.init)
    // The runner's rendering after the state's last step, row by row, in order and at the
    // same columns; the canvas is taller than the snapshot's natural height, so it may have
    // more blank rows between them.
    let expected = try Self.snapshotRows("RandomNumberScreen/RandomNumberScreenPreviews.error.1-tap-Fetch.txt")
    #expect(expected.contains("                              Something went wrong"))
    var next = rows.startIndex
    for row in expected {
      let found = rows[next...].firstIndex(of: row)
      #expect(found != nil, "the snapshot's row \"\(row)\" is not on the canvas:\n\(screen)")
      next = (found ?? next) + 1
      if next >= rows.endIndex { break }
    }
  }

  @Test("each state keeps its steps across F3 and F2, and each changed one is printed on quit")
  func stepsKeptAcrossStatesAndPrinted() async throws {
    let canvas = try await startCanvas(["ItemActions"])
    defer { canvas.close() }
    try await canvas.waitForFocus(on: "Edit")
    try await canvas.press("Enter")
    try await canvas.waitFor("Edit Item")
    try await canvas.press("F3")
    // The next state opens with its own steps played: its sheet open, its title typed.
    try await canvas.waitUntil("the edit sheet state") { Self.statusLine($0).contains("edit sheet 2/6") }
    try await canvas.waitFor("[Dune Messiah")
    try await canvas.tab(to: "Save")
    try await canvas.press("Enter")
    try await canvas.waitUntil("the sheet saved") { !$0.contains("Edit Item") }
    try await canvas.press("F2")
    // Back on the first state: what was done there is played again.
    try await canvas.waitUntil("the first state") { Self.statusLine($0).contains("plain 1/6") }
    try await canvas.waitFor("Edit Item")
    try await canvas.press("F3")
    let saved = try await canvas.waitUntil("the edit sheet state, saved") {
      Self.statusLine($0).contains("edit sheet 2/6") && !$0.contains("Edit Item")
    }
    #expect(saved.contains("Dune Messiah"), "\(saved)")
    try await canvas.press("C-c")
    let exit = try await canvas.waitForExit()
    #expect(exit.status == 0)
    #expect(exit.terminalRestored, "\(exit.restoreReport)")
    let printed = """
      // ItemActions/ItemActionsPreviews plain: the interaction as preview steps
      PreviewState("plain", steps: [
        .tap("Edit"),
      ]) { … }
      // ItemActions/ItemActionsPreviews edit sheet: the interaction as preview steps
      PreviewState("edit sheet", steps: [
        .tap("Edit"),
        .type("Dune Messiah", into: "Title"),
        .tap("Save"),
      ]) { … }
      """
    #expect(exit.screen.contains(printed), "\(exit.screen)")
  }

  @Test("F4 lists every matching state; typing filters it, Enter opens one and Esc closes it")
  func pickerFiltersAndOpens() async throws {
    let canvas = try await startCanvas(["ItemActions"])
    defer { canvas.close() }
    try await canvas.press("F4")
    let list = try await canvas.waitFor("6 states")
    #expect(list.contains("ItemActions/ItemActionsPreviews delete fails"), "\(list)")
    #expect(Self.statusLine(list).contains("Esc close"))
    try await canvas.type("fails DELE")
    let filtered = try await canvas.waitFor("1 of 6 states")
    #expect(filtered.contains("ItemActionsPreviews delete fails"))
    #expect(!filtered.contains("ItemActionsPreviews deleted"))
    try await canvas.press("Enter")
    // The state opens on its snapshot's screen: its steps (Delete Item, Delete) played. The status
    // line names the state at once; its screen comes when the worker has drawn it.
    let opened = try await canvas.waitUntil("the chosen state, drawn") {
      Self.statusLine($0).contains("delete fails 5/6") && $0.contains("Something went wrong")
    }
    #expect(!opened.contains("of 6 states"), "\(opened)")
    // Esc closes the list and comes back to the state it was opened on.
    try await canvas.press("F4")
    try await canvas.waitFor("6 states")
    try await canvas.press("Escape")
    let back = try await canvas.waitUntil("the state again") {
      Self.statusLine($0).contains("delete fails 5/6") && !$0.contains("of 6 states")
    }
    #expect(back.contains("Something went wrong"), "\(back)")
  }
}
