import Foundation
import Testing

/// What a terminal may throw at an app: an enormous paste, a window too small to draw in,
/// a storm of resizes, sequences nobody knows. The app neither hangs nor crashes, and
/// answers keys afterwards.
@Suite("Bad input in a real terminal", .serialized)
struct BadInputTests {
  private func startProbe() async throws -> TmuxSession {
    let session = try await TmuxSession([try BuiltProduct.probe])
    try await session.waitFor("Count: 0")
    return session
  }

  @Test("a 1 MB bracketed paste into a field neither hangs nor crashes, and the field holds it")
  func megabytePaste() async throws {
    let probe = try await startProbe()
    defer { probe.close() }
    try await probe.tab(toField: "Name")
    // Lines of text, as a log pasted by mistake; the one-line field turns breaks into spaces.
    let line = String(repeating: "0123456789", count: 7) + "abcdefghi\n"
    let text = String(repeating: line, count: (1 << 20) / line.utf8.count) + "END"
    try await probe.paste(text)
    // The field shows the end of what it holds, where the caret is.
    try await probe.waitFor("abcdefghi END")
    try await probe.press("Enter")
    // The greeting is one word too long for a line: it starts on the next.
    try await probe.waitFor("Hello,\n0123456789")
    try await probe.press("C-c")
    let exit = try await probe.waitForExit()
    #expect(exit.status == 0)
    #expect(exit.terminalRestored, "\(exit.restoreReport)")
  }

  @Test("a 1×1 window does not crash the app, which draws again when the window grows")
  func oneByOneWindow() async throws {
    let probe = try await startProbe()
    defer { probe.close() }
    let pid = try await probe.appPID
    try await probe.resize(columns: 1, rows: 1)
    // The one cell the app can draw: the title, cut short to "…" as a bar's title is.
    try await probe.waitUntil("a 1×1 screen") { $0.hasPrefix("…") && !$0.contains("Count") }
    try await probe.resize(columns: 80, rows: 24)
    try await probe.waitFor("Count: 0")
    #expect(kill(pid, 0) == 0, "the app is gone")
    try await probe.tab(to: "Increment")
    try await probe.press("Enter")
    try await probe.waitFor("Count: 1")
    try await probe.press("C-c")
    #expect(try await probe.waitForExit().status == 0)
  }

  @Test("a terminal that reports 0 rows does not crash the app, which draws again when it has rows")
  func zeroRows() async throws {
    let probe = try await startProbe()
    defer { probe.close() }
    let pid = try await probe.appPID
    let tty = try await probe.paneTTY
    // tmux cannot make a window of 0 rows; the terminal's size is set as a program would.
    try await Self.stty(tty, ["rows", "0"])
    // The app draws a screen of no rows: the screen is cleared.
    try await probe.waitUntil("a screen of no rows") { !$0.contains("Count") }
    try await Self.stty(tty, ["rows", "24"])
    #expect(kill(pid, 0) == 0, "the app is gone")
    try await probe.tab(to: "Increment")
    try await probe.press("Enter")
    try await probe.waitFor("Count: 1")
    try await probe.press("C-c")
    #expect(try await probe.waitForExit().status == 0)
  }

  private static func stty(_ tty: String, _ arguments: [String]) async throws {
    let status = try await TmuxSession.offPool {
      let process = Process()
      process.executableURL = URL(filePath: "/bin/stty")
      process.arguments = ["-F", tty] + arguments
      let exited = DispatchSemaphore(value: 0)
      process.terminationHandler = { _ in exited.signal() }
      try process.run()
      exited.wait()
      return process.terminationStatus
    }
    #expect(status == 0, "stty -F \(tty) \(arguments.joined(separator: " ")) failed")
  }

  @Test("a storm of 50 resizes settles on the layout of the last size")
  func resizeStorm() async throws {
    let probe = try await startProbe()
    defer { probe.close() }
    let settled = try await probe.screen()
    for step in 0..<49 {
      try await probe.resize(columns: 20 + (step * 37) % 100, rows: 3 + (step * 11) % 40)
    }
    try await probe.resize(columns: 80, rows: 24)
    try await probe.waitUntil("the 80×24 screen again") { $0 == settled }
    try await probe.press("Enter")
    try await probe.waitFor("Count: 1")
  }

  @Test("unknown escape sequences and stray bytes are ignored, and keys after them work")
  func unknownSequences() async throws {
    let probe = try await startProbe()
    defer { probe.close() }
    let before = try await probe.screen()
    let garbage: [[UInt8]] = [
      Array("\u{1B}[999~".utf8), Array("\u{1B}[?1;2$y".utf8), Array("\u{1B}]11;rgb:0000/0000/0000\u{07}".utf8),
      Array("\u{1B}P1$r0m\u{1B}\\".utf8), [0xFF, 0xFE, 0xC3], Array("\u{1B}[<99;999;999M".utf8),
      Array("\u{1B}[1;99Z".utf8),
    ]
    for bytes in garbage { try await probe.sendBytes(bytes) }
    try await probe.press("Enter")
    let after = try await probe.waitFor("Count: 1")
    #expect(after == before.replacingOccurrences(of: "Count: 0", with: "Count: 1"))
  }
}
