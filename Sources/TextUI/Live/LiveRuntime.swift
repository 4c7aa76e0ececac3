import Foundation
internal import TextUITerminal

/// Runs views live in the terminal: what `App.main()` does, and what a host such as the
/// preview runner's live canvas uses to run a preview.
///
/// | key | does |
/// | --- | --- |
/// | Tab / Shift-Tab | moves focus through the controls in reading order |
/// | Enter, Space | presses the focused button, toggle, link, row, menu or picker |
/// | typing, Backspace, Delete, ←/→, Home/End | edits the focused field at its caret; Enter submits it |
/// | ←/→ | moves a focused stepper or slider |
/// | ↓/↑ | the next or previous control, or scrolls a list or scroll view that has more |
/// | PageUp/PageDown | scrolls a page |
/// | Esc | closes a menu, dismisses a sheet, alert or dialog, or goes back |
/// | mouse click, wheel | presses the control under the pointer; scrolls what is under it |
/// | Ctrl-Z | suspends (`fg` comes back) |
/// | Ctrl-C | quits |
///
/// With `TEXTUI_SCREEN_READER=1` nothing is drawn: each time focus moves (or the focused
/// control's value changes) one line of text says what is focused, `role, name, value`,
/// as Ink's screen-reader mode does, for a screen reader reading the terminal.
public enum LiveRuntime {
  /// How a run ended.
  public struct Outcome: Sendable {
    /// The process's exit status: 0 after Ctrl-C, 1 when there was no terminal to run in
    /// (one frame was printed instead) or standard input closed.
    public var status: Int32
    /// Why the session ended; `nil` when it never started.
    public var ending: LiveSession.Ending?
    /// What the person did, as preview steps.
    public var recorder: StepRecorder
  }

  /// Runs `root` (built again on ``LiveSession/restart()``) full screen until Ctrl-C or the
  /// end of input, with `host`'s status line and keys if there is one, in `colorDepth`
  /// (by default what `COLORTERM` and `TERM` say; `NO_COLOR` drops colours, keeping bold and
  /// reverse). A host that ``LiveHost/asksTerminalColorScheme`` is told the terminal's
  /// scheme before the first view is built. Without a terminal it prints one frame at
  /// `COLUMNS` × `LINES` (80 × 24 if unset) and says why.
  @MainActor
  public static func run(
    host: (any LiveHost)? = nil, environment: [String: String] = ProcessInfo.processInfo.environment,
    colorDepth: ColorDepth? = nil, root: @escaping () -> AnyView
  ) async -> Outcome {
    let terminal: Terminal
    do {
      terminal = try Terminal.current(environment: environment)
    } catch {
      // Nothing is asked of what is not a terminal: the environment alone says.
      if let host, host.asksTerminalColorScheme {
        host.terminalColorSchemeDetected(ColorScheme.detected(environment: environment))
      }
      printOneFrame(host: host, root: root, environment: environment, reason: error.description)
      return Outcome(status: 1, ending: nil, recorder: StepRecorder())
    }
    let session = LiveSession(
      screen: terminal, host: host, root: root, colorDepth: colorDepth ?? ColorDepth.detected(environment: environment),
      monochrome: !(environment["NO_COLOR"] ?? "").isEmpty,
      screenReader: environment[ScreenReaderOutput.environmentKey] == "1", processEnvironment: environment)
    do {
      let ending = try await session.run()
      if ending == .inputClosed {
        FileHandle.standardError.write(
          Data("standard input closed: nothing more could be typed, so the app ended\n".utf8))
        return Outcome(status: 1, ending: ending, recorder: session.recorder)
      }
      return Outcome(status: 0, ending: ending, recorder: session.recorder)
    } catch {
      terminal.restore()
      FileHandle.standardError.write(Data("cannot run in this terminal: \(error)\n".utf8))
      return Outcome(status: 1, ending: nil, recorder: session.recorder)
    }
  }

  /// Takes over the terminal a predecessor handed over (``LiveSession/handOver(_:)``: a hot
  /// reload executing this program again), if `environment` says one did: from then on every
  /// way out of this process, an error before any session starts included, leaves the
  /// alternate screen and restores the terminal's settings. A program that may be started so
  /// calls it first thing; ``run(host:environment:colorDepth:root:)`` does it too.
  @MainActor
  package static func adoptHandedOverTerminal(environment: [String: String] = ProcessInfo.processInfo.environment) {
    Terminal.adoptHandOver(environment: environment)
  }

  /// What a run without a terminal does: one frame as plain text on standard output, and why
  /// on standard error, so a pipe or a CI log shows what the app looks like.
  @MainActor
  private static func printOneFrame(
    host: (any LiveHost)?, root: () -> AnyView, environment: [String: String], reason: String
  ) {
    let columns = environment["COLUMNS"].flatMap(Int.init).map { min(max($0, 1), 500) } ?? 80
    let rows = environment["LINES"].flatMap(Int.init).map { min(max($0, 1), 500) } ?? 24
    let size: (width: Int, height: Int) = host?.viewSize(terminalColumns: columns, rows: rows) ?? (columns, rows)
    let graph = ViewGraph(
      host?.withContext { root() } ?? root(), environment: host?.environment ?? EnvironmentValues())
    graph.isLive = true
    let frame =
      host?.withContext { graph.render(width: size.width, height: size.height) }
      ?? graph.render(width: size.width, height: size.height)
    host?.withContext { graph.tearDown() } ?? graph.tearDown()
    FileHandle.standardOutput.write(Data((PlainTextRenderer().render(frame.buffer) + "\n").utf8))
    FileHandle.standardError.write(
      Data("not running live: \(reason); printed one \(columns)×\(rows) frame — run it in a terminal to use it\n".utf8))
  }
}
