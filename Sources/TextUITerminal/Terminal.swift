import CTextUITerminal
import Dispatch
import Foundation

/// The terminal a live session runs in: the one place in TextUI that touches termios, file
/// descriptors and signals.
///
/// It puts the terminal in raw mode on the alternate screen, reports what the person does
/// and when the window changes, and puts everything back on every way out: a normal end, a
/// signal that kills the process (SIGTERM, SIGHUP, SIGINT, SIGQUIT), a trap in app code
/// (SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT) and a suspension (Ctrl-Z, then `fg`).
/// While the screen is up, whatever the app prints to its standard output or error is kept
/// aside and written out once the terminal is restored, so a `print` or a crash message is
/// never drawn over the screen or lost with it.
@MainActor
public final class Terminal {
  /// Why a terminal cannot be used.
  public enum Unavailable: Error, CustomStringConvertible {
    /// Standard input or output is not a terminal (a pipe, a file).
    case notATerminal(stream: String)
    /// `TERM` says the terminal cannot place the cursor.
    case dumbTerminal
    /// A terminal call failed.
    case failed(call: String, errno: Int32)

    public var description: String {
      switch self {
      case .notATerminal(let stream): "standard \(stream) is not a terminal"
      case .dumbTerminal: "TERM is \"dumb\", which cannot place the cursor"
      case .failed(let call, let code): "\(call) failed: \(String(cString: strerror(code)))"
      }
    }
  }

  /// What the terminal reports.
  public enum Event: Sendable {
    /// Bytes the person typed (keys, mouse reports, pastes), to decode.
    case input([UInt8])
    /// The window changed size.
    case resized
    /// The process was continued after a stop: the screen must be drawn again.
    case continued
    /// Standard input was closed: nothing more can arrive.
    case inputClosed
  }

  private let input = STDIN_FILENO
  /// The real standard output, where frames go while file descriptor 1 captures prints.
  private var output: Int32 = -1
  private var realError: Int32 = -1
  private var capturedOutput: Int32 = -1
  private var capturedError: Int32 = -1
  private var saved = termios()
  private var isUp = false
  private var sources: [any DispatchSourceProtocol] = []

  /// The terminal of this process, if standard input and output are one and `TERM` is
  /// usable. Nothing changes until ``start(_:)``.
  public static func current(environment: [String: String]) throws(Unavailable) -> Terminal {
    guard isatty(STDIN_FILENO) == 1 else { throw .notATerminal(stream: "input") }
    guard isatty(STDOUT_FILENO) == 1 else { throw .notATerminal(stream: "output") }
    if environment["TERM"] == "dumb" { throw .dumbTerminal }
    return Terminal()
  }

  private init() {}

  /// The size of the window in cells (0 × 0 when the terminal does not say).
  public var size: (columns: Int, rows: Int) {
    var columns: Int32 = 0
    var rows: Int32 = 0
    let fd = output >= 0 ? output : STDOUT_FILENO
    if textui_terminal_window_size(fd, &columns, &rows) != 0 { return (0, 0) }
    return (Int(columns), Int(rows))
  }

  /// Puts the terminal up (raw mode, alternate screen, mouse and paste reports) and starts
  /// reporting `handle` what happens, on the main actor.
  public func start(_ handle: @escaping @MainActor (Event) -> Void) throws(Unavailable) {
    guard tcgetattr(input, &saved) == 0 else { throw .failed(call: "tcgetattr", errno: errno) }
    try captureStreams()
    try enter()
    guard textui_terminal_install_signal_handlers() == 0 else {
      throw .failed(call: "sigaction", errno: errno)
    }
    watch(handle)
  }

  /// Sets raw mode and the screen up, and arms the restore that every way out runs.
  private func enter() throws(Unavailable) {
    var raw = saved
    // cfmakeraw: no echo, no line editing, no signals from keys (Ctrl-C arrives as a key),
    // no CR/NL translation either way, 8-bit characters, one byte at a time.
    raw.c_iflag &= ~tcflag_t(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON)
    raw.c_oflag &= ~tcflag_t(OPOST)
    raw.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
    raw.c_cflag &= ~tcflag_t(CSIZE | PARENB)
    raw.c_cflag |= tcflag_t(CS8)
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    guard tcsetattr(input, TCSAFLUSH, &raw) == 0 else { throw .failed(call: "tcsetattr", errno: errno) }
    let leave = Array(TerminalSequences.leave.utf8)
    leave.withUnsafeBufferPointer { bytes in
      bytes.withMemoryRebound(to: CChar.self) { leave in
        textui_terminal_arm(
          input, &saved, leave.baseAddress, leave.count, output, realError, capturedOutput, capturedError)
      }
    }
    write(Array(TerminalSequences.enter.utf8))
    isUp = true
  }

  /// Points file descriptors 1 and 2 at two unlinked temporary files, keeping the real ones
  /// for frames and for writing the captured text back at the end.
  private func captureStreams() throws(Unavailable) {
    output = dup(STDOUT_FILENO)
    realError = dup(STDERR_FILENO)
    guard output >= 0, realError >= 0 else { throw .failed(call: "dup", errno: errno) }
    _ = fcntl(output, F_SETFD, FD_CLOEXEC)
    _ = fcntl(realError, F_SETFD, FD_CLOEXEC)
    capturedOutput = Self.unlinkedFile()
    capturedError = Self.unlinkedFile()
    // Whatever stdio holds for the real streams goes there, not into the capture.
    fflush(nil)
    if capturedOutput >= 0 {
      dup2(capturedOutput, STDOUT_FILENO)
      textui_terminal_line_buffer_standard_output()
    }
    if capturedError >= 0 { dup2(capturedError, STDERR_FILENO) }
  }

  private static func unlinkedFile() -> Int32 {
    let directory = ProcessInfo.processInfo.environment["TMPDIR"] ?? "/tmp"
    var template = Array("\(directory)/textui-live-XXXXXX".utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard fd >= 0 else { return -1 }
    template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
    _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
    return fd
  }

  private func watch(_ handle: @escaping @MainActor (Event) -> Void) {
    let reader = DispatchSource.makeReadSource(fileDescriptor: input, queue: .main)
    let fd = input
    reader.setEventHandler {
      // The source says how many bytes wait; reading no more than that never blocks.
      let waiting = max(1, min(Int(reader.data), 1 << 16))
      var bytes = [UInt8](repeating: 0, count: waiting)
      let count = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress, waiting) }
      MainActor.assumeIsolated {
        if count > 0 {
          handle(.input(Array(bytes[0..<count])))
        } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
          reader.cancel()
          handle(.inputClosed)
        }
      }
    }
    reader.resume()
    sources.append(reader)
    for (signal, event) in [(SIGWINCH, Event.resized), (SIGCONT, Event.continued)] {
      // Delivered to the main queue rather than to a handler, so the event is handled as
      // any other; the default actions (ignore, continue) still happen.
      let source = DispatchSource.makeSignalSource(signal: signal, queue: .main)
      source.setEventHandler {
        MainActor.assumeIsolated {
          // Stopped by SIGSTOP, which cannot be caught: a shell may have reset the modes
          // meanwhile, so they are set again (the settings to restore stay the first ones).
          if signal == SIGCONT && self.isUp { try? self.enter() }
          handle(event)
        }
      }
      source.resume()
      sources.append(source)
    }
    // Ctrl-Z from another process (`kill -TSTP`): put the terminal back before stopping.
    Foundation.signal(SIGTSTP, SIG_IGN)
    let stop = DispatchSource.makeSignalSource(signal: SIGTSTP, queue: .main)
    stop.setEventHandler {
      MainActor.assumeIsolated {
        self.suspend()
        handle(.continued)
      }
    }
    stop.resume()
    sources.append(stop)
  }

  /// Writes `bytes` to the terminal, all of them.
  public func write(_ bytes: [UInt8]) {
    let fd = output >= 0 ? output : STDOUT_FILENO
    var offset = 0
    bytes.withUnsafeBytes { buffer in
      while offset < buffer.count {
        let written = Foundation.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR || errno == EAGAIN { continue }
          return
        }
        offset += written
      }
    }
  }

  /// Ctrl-Z: puts the terminal back, stops the process as the shell expects, and when it is
  /// continued (`fg`) sets the screen up again; the caller then draws everything again.
  public func suspend() {
    guard isUp else { return }
    textui_terminal_leave_screen()
    isUp = false
    Foundation.signal(SIGTSTP, SIG_DFL)
    // Raised on this thread with the signal unblocked here, so the process stops before
    // `raise` returns. Sent to the process, it could reach another thread only after the line
    // below had set it back to ignored, and the process would never stop.
    var stop = sigset_t()
    sigemptyset(&stop)
    sigaddset(&stop, SIGTSTP)
    var mask = sigset_t()
    pthread_sigmask(SIG_UNBLOCK, &stop, &mask)
    raise(SIGTSTP)
    pthread_sigmask(SIG_SETMASK, &mask, nil)
    // Continued.
    Foundation.signal(SIGTSTP, SIG_IGN)
    try? enter()
  }

  /// Puts the terminal back as it was and writes out what the app printed meanwhile.
  public func restore() {
    for source in sources { source.cancel() }
    sources = []
    Foundation.signal(SIGTSTP, SIG_DFL)
    textui_terminal_restore()
    isUp = false
  }

  /// Puts the settings and standard streams back but keeps the alternate screen, for a
  /// process about to execute its successor (which sets the screen up again).
  public func releaseForExec() {
    for source in sources { source.cancel() }
    sources = []
    textui_terminal_release_for_exec()
    isUp = false
  }
}
