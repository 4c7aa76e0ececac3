import Foundation
import Testing

/// `preview-runner live` asks the terminal its background (OSC 11, then DA1) and starts a
/// state in its dark variant on a dark terminal. tmux answers OSC 11 with the window's
/// default background when `window-style` sets one, and only DA1 otherwise; a terminal
/// played by the test (``PseudoTerminal``) answers when the test says, so keys can be typed
/// while the question is out.
@Suite("preview-runner live starts in the terminal's colour scheme", .serialized)
struct TerminalBackgroundTests {
  private static let statusKeys = "F2/F3 state · F4 find · F5 restart · F6 variant · ^C quit"

  /// `preview-runner live` with `arguments` in tmux, in a window of `background` (none: tmux
  /// answers only DA1), with `COLORFGBG` set to `colorFGBG` or unset.
  private func startCanvas(
    _ arguments: [String], background: String?, colorFGBG: String?
  ) async throws -> TmuxSession {
    let variable = colorFGBG.map { ["COLORFGBG=\($0)"] } ?? ["-u", "COLORFGBG"]
    let canvas = try await TmuxSession(
      ["/usr/bin/env"] + variable + [try BuiltProduct.previewRunner, "live"] + arguments,
      in: FileManager.default.temporaryDirectory.path, background: background)
    try await canvas.waitFor(Self.statusKeys)
    return canvas
  }

  /// The last row of the screen: the canvas's status line.
  private static func statusLine(_ screen: String) -> String {
    screen.split(separator: "\n").last.map(String.init) ?? ""
  }

  @Test("a terminal that answers a dark background starts in the dark variant, whatever COLORFGBG says")
  func darkAnswer() async throws {
    let canvas = try await startCanvas(["ItemActions"], background: "#000000", colorFGBG: "0;15")
    defer { canvas.close() }
    let screen = try await canvas.waitFor("[ Delete Item ]")
    #expect(Self.statusLine(screen).contains(" plain [dark] 1/6 "), "\(Self.statusLine(screen))")
  }

  @Test("a terminal that answers a light background starts light, whatever COLORFGBG says")
  func lightAnswer() async throws {
    let canvas = try await startCanvas(["ItemActions"], background: "#fdf6e3", colorFGBG: "15;0")
    defer { canvas.close() }
    let screen = try await canvas.waitFor("[ Delete Item ]")
    #expect(Self.statusLine(screen).hasPrefix(" ItemA…iews plain 1/6 "), "\(Self.statusLine(screen))")
  }

  @Test("a terminal that answers only DA1 starts light, or as COLORFGBG says when it is set")
  func deviceAttributesOnly() async throws {
    let light = try await startCanvas(["ItemActions"], background: nil, colorFGBG: nil)
    defer { light.close() }
    let screen = try await light.waitFor("[ Delete Item ]")
    #expect(Self.statusLine(screen).hasPrefix(" ItemA…iews plain 1/6 "), "\(Self.statusLine(screen))")
    light.close()
    let dark = try await startCanvas(["ItemActions"], background: nil, colorFGBG: "15;0")
    defer { dark.close() }
    let darkScreen = try await dark.waitFor("[ Delete Item ]")
    #expect(Self.statusLine(darkScreen).contains(" plain [dark] 1/6 "), "\(Self.statusLine(darkScreen))")
  }

  @Test("variants chosen with --variant win over the terminal's answer and COLORFGBG")
  func chosenVariantsWin() async throws {
    let canvas = try await startCanvas(
      ["ItemActions", "--variant", "default", "--variant", "dark"], background: "#000000", colorFGBG: "15;0")
    defer { canvas.close() }
    let screen = try await canvas.waitFor("[ Delete Item ]")
    #expect(Self.statusLine(screen).hasPrefix(" ItemA…iews plain 1/6 "), "\(Self.statusLine(screen))")
  }

  @Test("keys typed while the question is out reach the canvas, in order, after the terminal answers dark")
  func keysTypedDuringTheQuery() async throws {
    var environment = ProcessInfo.processInfo.environment
    environment["TERM"] = "xterm-256color"
    environment["COLORFGBG"] = nil
    environment["TMUX"] = nil
    // Enter presses the focused Edit button; then, as separate writes, the two replies.
    let terminal = try PseudoTerminal(
      [try BuiltProduct.previewRunner, "live", "ItemActions"], in: FileManager.default.temporaryDirectory.path,
      environment: environment,
      answers: [
        .init(
          after: "\u{1B}]11;?\u{1B}\\\u{1B}[c",
          writes: ["\r", "\u{1B}]11;rgb:1e1e/1e1e/2e2e\u{1B}\\", "\u{1B}[?62;22c"])
      ])
    defer { terminal.close() }
    try await terminal.waitFor(" plain [dark] 1/6 ")
    // The Enter typed before the answer opens the edit sheet once the canvas reads it: waited
    // for, as a Ctrl-C read together with it would quit first (Ctrl-C is taken before the
    // rest of a read), which under load made the step list empty.
    try await terminal.waitFor("Edit Item")
    terminal.type("\u{3}")
    #expect(try await terminal.waitForExit() == 0)
    let printed = """
      // ItemActions/ItemActionsPreviews plain [dark]: the interaction as preview steps
      PreviewState("plain", steps: [
        .tap("Edit"),
      ]) { … }
      """
    #expect(terminal.output.contains(printed), "\(terminal.output.suffix(400))")
  }
}
