import Foundation
import Synchronization

/// Where the runner writes: the process's standard output and error, or two strings that a
/// test or benchmark reads back. It knows whether standard output is a terminal, which
/// decides the progress line and the automatic colour choice.
///
/// ```swift
/// let console = Console.capturing()
/// let code = await PreviewRunnerCommand.run(arguments: ["--list"], …, output: console)
/// print(console.standardOutput)
/// ```
package final class Console: Sendable {
  private struct Captured {
    var output = ""
    var error = ""
  }

  /// What a console writes into: the process's streams, or strings a test reads back,
  /// shared by a console and the one ``reportingOnStandardOutput()`` makes of it.
  private final class Streams: Sendable {
    let isCapturing: Bool
    let captured = Mutex(Captured())

    init(capturing: Bool) { isCapturing = capturing }

    func write(_ text: String, toError: Bool) {
      if isCapturing {
        captured.withLock { toError ? ($0.error += text) : ($0.output += text) }
      } else {
        BrokenPipe.write(text, to: toError ? POSIX.STDERR_FILENO : POSIX.STDOUT_FILENO)
      }
    }
  }

  /// Whether standard output is an interactive terminal (progress lines, automatic colour).
  package let isTerminal: Bool
  private let streams: Streams
  /// Whether the run's own lines go to standard error, leaving standard output to a report.
  private let linesToError: Bool
  /// The terminal's width now, when standard output is a terminal that says.
  private let measureColumns: @Sendable () -> Int?

  private init(
    isTerminal: Bool, streams: Streams, linesToError: Bool = false,
    columns: @escaping @Sendable () -> Int? = { nil }
  ) {
    self.isTerminal = isTerminal
    self.streams = streams
    self.linesToError = linesToError
    // What is not a terminal has no width, whatever its descriptor says.
    let none: @Sendable () -> Int? = { nil }
    self.measureColumns = isTerminal ? columns : none
  }

  private convenience init(isTerminal: Bool, capturing: Bool, columns: @escaping @Sendable () -> Int?) {
    self.init(isTerminal: isTerminal, streams: Streams(capturing: capturing), columns: columns)
  }

  /// The width in cells of the terminal standard output is, read now (the window may have
  /// been resized); `nil` when standard output is not a terminal (a pipe, a file) or the
  /// terminal does not say.
  package var terminalColumns: Int? { measureColumns() }

  /// This console for a run whose report goes to standard output (`--report FORMAT -`): the
  /// run's own lines go to standard error, so that standard output holds the report alone
  /// (`preview-runner --report json - | jq`). Not a terminal: no progress line, and colour
  /// only when asked for.
  func reportingOnStandardOutput() -> Console {
    Console(isTerminal: false, streams: streams, linesToError: true)
  }

  /// The process's standard output and error; a terminal when `isatty(1)` says so.
  package static func standard() -> Console {
    Console(isTerminal: POSIX.isatty(POSIX.STDOUT_FILENO) == 1, capturing: false) {
      POSIX.windowColumns(POSIX.STDOUT_FILENO)
    }
  }

  /// A console that keeps everything in `standardOutput` and `standardError`; `isTerminal`
  /// pretends to be a terminal `columns` wide, to test the progress line and layouts.
  package static func capturing(isTerminal: Bool = false, columns: Int? = nil) -> Console {
    Console(isTerminal: isTerminal, capturing: true) { columns }
  }

  /// Everything written to standard output so far (empty unless capturing).
  package var standardOutput: String { streams.captured.withLock { $0.output } }

  /// Everything written to standard error so far (empty unless capturing).
  package var standardError: String { streams.captured.withLock { $0.error } }

  /// Writes `text` to standard output as is. When standard output is a closed pipe, the
  /// runner stops there, quietly, with exit status 141 (128 + SIGPIPE), as a process killed
  /// by `SIGPIPE` reports.
  package func write(_ text: String) {
    streams.write(text, toError: linesToError)
  }

  /// Writes a report to standard output, even when the run's own lines go to standard error.
  func writeReport(_ text: String) {
    streams.write(text, toError: false)
  }

  /// Writes `text` to standard error as is.
  func writeError(_ text: String) {
    streams.write(text, toError: true)
  }

  /// Writes `line` and a newline to standard output.
  package func print(_ line: String) {
    write(line + "\n")
  }

  /// Writes `line` and a newline to standard error; a closed pipe stops the runner as in
  /// ``write(_:)``.
  package func printError(_ line: String) {
    streams.write(line + "\n", toError: true)
  }
}
