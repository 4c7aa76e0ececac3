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

  /// Whether standard output is an interactive terminal (progress lines, automatic colour).
  package let isTerminal: Bool
  private let isCapturing: Bool
  private let captured = Mutex(Captured())

  private init(isTerminal: Bool, capturing: Bool) {
    self.isTerminal = isTerminal
    self.isCapturing = capturing
  }

  /// The process's standard output and error; a terminal when `isatty(1)` says so.
  package static func standard() -> Console {
    Console(isTerminal: isatty(STDOUT_FILENO) == 1, capturing: false)
  }

  /// A console that keeps everything in `standardOutput` and `standardError`; `isTerminal`
  /// pretends to be a terminal, to test the progress line.
  package static func capturing(isTerminal: Bool = false) -> Console {
    Console(isTerminal: isTerminal, capturing: true)
  }

  /// Everything written to standard output so far (empty unless capturing).
  package var standardOutput: String { captured.withLock { $0.output } }

  /// Everything written to standard error so far (empty unless capturing).
  package var standardError: String { captured.withLock { $0.error } }

  /// Writes `text` to standard output as is. When standard output is a closed pipe, the
  /// runner stops there, quietly, with exit status 141 (128 + SIGPIPE), as a process killed
  /// by `SIGPIPE` reports.
  package func write(_ text: String) {
    if isCapturing {
      captured.withLock { $0.output += text }
    } else {
      BrokenPipe.write(text, to: STDOUT_FILENO)
    }
  }

  /// Writes `line` and a newline to standard output.
  package func print(_ line: String) {
    write(line + "\n")
  }

  /// Writes `line` and a newline to standard error; a closed pipe stops the runner as in
  /// ``write(_:)``.
  package func printError(_ line: String) {
    if isCapturing {
      captured.withLock { $0.error += line + "\n" }
    } else {
      BrokenPipe.write(line + "\n", to: STDERR_FILENO)
    }
  }
}
