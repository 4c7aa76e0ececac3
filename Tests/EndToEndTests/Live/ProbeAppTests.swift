import Foundation
import Testing

/// The probe app (`textpreviews-live-probe`, a SwiftUI-shaped app with `import TextUI` as
/// its only change) run in a real terminal: keys go in through tmux as a person types them,
/// and the screen is read as a person sees it.
@Suite("The probe app in a real terminal", .serialized)
struct ProbeAppTests {
  private func startProbe(columns: Int = 80, rows: Int = 24) async throws -> TmuxSession {
    let session = try await TmuxSession([try BuiltProduct.probe], columns: columns, rows: rows)
    try await session.waitFor("Count: 0")
    return session
  }

  @Test("an app whose root is a NavigationStack shows its bar on the top row and its content centred at 80×24")
  func navigationStackRootFillsTheScreen() async throws {
    let session = try await TmuxSession([try BuiltProduct.probe, "--greeting"], columns: 80, rows: 24)
    defer { session.close() }
    let screen = try await session.waitFor("Hello, world!")
    let rows = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(rows[0].hasPrefix("Home"), "\(screen)")
    // The greeting (globe, text, padding: 4 rows) in the middle of the 23 rows under the bar.
    let greeting = try #require(rows.firstIndex { $0.contains("Hello, world!") })
    #expect(greeting == 12, "\(screen)")
    #expect(
      rows[greeting].firstIndex(of: "H").map { rows[greeting].distance(from: rows[greeting].startIndex, to: $0) } == 33)
  }

  @Test("the first control has the focus at start, drawn in reverse video, and nothing else is")
  func firstControlFocused() async throws {
    let probe = try await startProbe()
    defer { probe.close() }
    let focused = try await probe.waitForFocus(on: "Increment")
    #expect(focused.count == 1, "more than the focused control is reversed: \(focused)")
    #expect(try await probe.alternateScreen)
  }

  @Test("Tab moves the focus to the next control in reading order and Shift-Tab back")
  func tabAndShiftTab() async throws {
    let probe = try await startProbe()
    defer { probe.close() }
    try await probe.waitForFocus(on: "Increment")
    let rows = try await probe.screen().split(separator: "\n", omittingEmptySubsequences: false)
    let fieldRow = try #require(rows.firstIndex { $0.contains("Name") })
    try await probe.press("Tab")
    try await probe.waitForFocus(on: "Notifications")
    // A focused field is drawn with the caret in it.
    try await probe.press("Tab")
    try await probe.waitForFocus(on: "caret on row \(fieldRow):")
    try await probe.press("BTab")
    try await probe.waitForFocus(on: "Notifications")
    try await probe.press("BTab")
    try await probe.waitForFocus(on: "Increment")
    // From the first control, Shift-Tab wraps to the last.
    try await probe.press("BTab")
    try await probe.waitForFocus(on: "Trap")
  }

  @Test("Enter and Space each press the focused button")
  func enterAndSpacePress() async throws {
    let probe = try await startProbe()
    defer { probe.close() }
    try await probe.waitForFocus(on: "Increment")
    try await probe.press("Enter")
    try await probe.waitFor("Count: 1")
    try await probe.press("Space")
    try await probe.waitFor("Count: 2")
  }

  @Test("Space flips the focused toggle")
  func spaceFlipsToggle() async throws {
    let probe = try await startProbe()
    defer { probe.close() }
    let before = try await probe.screen()
    try await probe.tab(to: "Notifications")
    try await probe.press("Space")
    let line = { (screen: String) in screen.split(separator: "\n").first { $0.contains("Notifications") } }
    let after = try await probe.waitUntil("the toggle to change") { line($0) != line(before) }
    #expect(line(after) != line(before))
  }

  @Test("typing into a field edits it at the caret, and Enter runs its onSubmit")
  func typingAndSubmit() async throws {
    let probe = try await startProbe()
    defer { probe.close() }
    try await probe.tab(toField: "Name")
    try await probe.type("Adx")
    try await probe.waitFor("Adx")
    try await probe.press("BSpace")
    try await probe.type("a")
    try await probe.waitFor("Ada")
    // The caret is shown where typing goes: just after the text.
    let cursorVisible = try await probe.display("#{cursor_flag}")
    #expect(cursorVisible == "1")
    try await probe.press("Enter")
    try await probe.waitFor("Hello, Ada!")
  }

  @Test("arrows change the focused stepper")
  func arrowsChangeStepper() async throws {
    let probe = try await startProbe()
    defer { probe.close() }
    try await probe.tab(to: "Quantity")
    try await probe.press("Right")
    try await probe.waitFor("Quantity: 2")
    try await probe.press("Right")
    try await probe.waitFor("Quantity: 3")
    try await probe.press("Left")
    try await probe.waitFor("Quantity: 2")
  }

  @Test("Esc dismisses a sheet, and the focus comes back to the button that showed it")
  func escDismissesSheet() async throws {
    let probe = try await startProbe()
    defer { probe.close() }
    try await probe.tab(to: "Show Sheet")
    try await probe.press("Enter")
    try await probe.waitFor("Sheet content")
    try await probe.press("Escape")
    try await probe.waitUntil("the sheet to close") { !$0.contains("Sheet content") }
    try await probe.waitForFocus(on: "Show Sheet")
  }

  @Test("Esc dismisses an alert by its cancel button, whose action runs")
  func escCancelsAlert() async throws {
    let probe = try await startProbe()
    defer { probe.close() }
    try await probe.tab(to: "Show Alert")
    try await probe.press("Enter")
    try await probe.waitFor("Are you sure?")
    try await probe.press("Escape")
    let after = try await probe.waitFor("Cancelled")
    #expect(!after.contains("Are you sure?"))
  }

  @Test("a click presses the control under the pointer")
  func clickPresses() async throws {
    let probe = try await startProbe()
    defer { probe.close() }
    let screen = try await probe.screen()
    let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
    let y = try #require(rows.firstIndex { $0.contains("Increment") })
    let x = try #require(rows[y].range(of: "Increment")).lowerBound.utf16Offset(in: rows[y]) + 2
    try await probe.mouse(button: 0, x: x, y: y)
    try await probe.mouse(button: 0, x: x, y: y, release: true)
    try await probe.waitFor("Count: 1")
  }

  @Test("Enter on a link pushes its screen, whose timer ticks, and Esc goes back")
  func navigationPushAndBack() async throws {
    let probe = try await startProbe()
    defer { probe.close() }
    try await probe.tab(to: "Details")
    try await probe.press("Enter")
    try await probe.waitFor("Row 1")
    // The pushed screen's timer redraws as it fires, with no key pressed.
    try await probe.waitFor("Ticks: 3")
    try await probe.press("Escape")
    let back = try await probe.waitFor("Count: 0")
    #expect(!back.contains("Row 1"))
  }

  @Test("a list scrolls with Down, PageDown and the mouse wheel")
  func listScrolls() async throws {
    let probe = try await startProbe()
    defer { probe.close() }
    try await probe.tab(to: "Details")
    try await probe.press("Enter")
    let first = try await probe.waitFor("Row 1")
    #expect(Self.rowsAbove(first) == 0)
    try await probe.press("Down")
    try await probe.waitUntil("Down to scroll a row") { Self.rowsAbove($0) == 1 }
    try await probe.press("NPage")
    let paged = try await probe.waitUntil("PageDown to scroll") { Self.rowsAbove($0) > 1 }
    // A page is the list's height less a row kept for context.
    #expect(Self.rowsAbove(paged) >= 15, "PageDown scrolled less than a page:\n\(paged)")
    let afterPage = Self.rowsAbove(paged)
    let rows = paged.split(separator: "\n", omittingEmptySubsequences: false)
    let listRow = try #require(rows.firstIndex { $0.contains("Row ") })
    try await probe.mouse(button: 65, x: 10, y: listRow)
    try await probe.waitUntil("the wheel to scroll down") { Self.rowsAbove($0) == afterPage + 1 }
    try await probe.mouse(button: 64, x: 10, y: listRow)
    try await probe.mouse(button: 64, x: 10, y: listRow)
    try await probe.waitUntil("the wheel to scroll up") { Self.rowsAbove($0) == afterPage - 1 }
  }

  /// How many rows the list says are scrolled off above it ("↑ 3 more rows"); 0 when it
  /// says none.
  private static func rowsAbove(_ screen: String) -> Int {
    for line in screen.split(separator: "\n") {
      let text = line.drop { $0 == " " }
      guard text.hasPrefix("↑ ") else { continue }
      return Int(text.dropFirst(2).prefix { $0.isNumber }) ?? 0
    }
    return 0
  }

  @Test("a resize lays the screen out again at the new size")
  func resizeRelaysOut() async throws {
    let probe = try await startProbe()
    defer { probe.close() }
    // The field fills the width it is given.
    let fieldWidth = { (screen: String) in screen.split(separator: "\n").first { $0.hasPrefix("[Name") }?.count ?? 0 }
    let narrow = try await probe.screen()
    #expect(fieldWidth(narrow) == 80, "\(narrow)")
    try await probe.resize(columns: 100, rows: 30)
    let wide = try await probe.waitUntil("a 100-column layout") { fieldWidth($0) > fieldWidth(narrow) }
    #expect(fieldWidth(wide) == 100, "\(wide)")
    try await probe.resize(columns: 40, rows: 12)
    let small = try await probe.waitUntil("a 40-column layout") { fieldWidth($0) == 40 }
    #expect(fieldWidth(small) == 40, "\(small)")
    // Still running and answering keys at the new size.
    try await probe.press("Enter")
    try await probe.waitFor("Count: 1")
  }
}
