import Foundation
import Synchronization

/// Where `review` reads its single-key answers: the terminal, one key press at a time without
/// Enter, or a script of keys in tests, so the interactive review runs in-process with a
/// capturing console.
///
/// ```swift
/// let keys = KeySource.scripted("as")  // accept the first change, skip the second
/// ```
package struct KeySource: Sendable {
  /// Whether a person can answer: the review is interactive only when this is true and the
  /// console is a terminal.
  package let isInteractive: Bool
  private let read: @Sendable () -> Character?

  /// Standard input: interactive when it is a terminal. Each read switches the terminal to
  /// non-canonical mode without echo (and without signals, so Ctrl-C arrives as a key and
  /// the terminal is always restored), reads one key, and restores the previous mode.
  package static func terminal() -> KeySource {
    KeySource(isInteractive: POSIX.isatty(POSIX.STDIN_FILENO) == 1) { readTerminalKey() }
  }

  /// Keys from `script`, one per read, then nothing (end of input); interactive, as a person
  /// at a terminal would be.
  package static func scripted(_ script: String) -> KeySource {
    let remaining = Mutex(Array(script).reversed() as [Character])
    return KeySource(isInteractive: true) { remaining.withLock { $0.popLast() } }
  }

  /// No input at all: never interactive.
  package static let none = KeySource(isInteractive: false) { nil }

  private init(isInteractive: Bool, read: @escaping @Sendable () -> Character?) {
    self.isInteractive = isInteractive
    self.read = read
  }

  /// The next key, or `nil` at the end of input.
  package func next() -> Character? { read() }

  private static func readTerminalKey() -> Character? {
    var saved = termios()
    let isTerminal = tcgetattr(POSIX.STDIN_FILENO, &saved) == 0
    if isTerminal {
      var raw = saved
      raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
      withUnsafeMutableBytes(of: &raw.c_cc) { cc in
        cc[Int(VMIN)] = 1
        cc[Int(VTIME)] = 0
      }
      tcsetattr(POSIX.STDIN_FILENO, TCSANOW, &raw)
    }
    defer { if isTerminal { tcsetattr(POSIX.STDIN_FILENO, TCSANOW, &saved) } }
    var byte: UInt8 = 0
    while true {
      let count = Foundation.read(POSIX.STDIN_FILENO, &byte, 1)
      if count == 1 { return Character(Unicode.Scalar(byte)) }
      if count < 0 && POSIX.errno == POSIX.EINTR { continue }
      return nil
    }
  }
}
