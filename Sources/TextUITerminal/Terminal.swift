import CTextUITerminal
import Dispatch
import Foundation

/// The terminal a live session runs in: the one place in TextUI that touches termios, file
/// descriptors and signals.
///
/// It puts the terminal in raw mode on the alternate screen, reports what the person does
/// and when the window changes, and puts everything back on every way out: a normal end,
/// `exit()`, every signal whose default action ends the process (SIGTERM, SIGHUP, SIGINT,
/// SIGQUIT, SIGUSR1, SIGALRM, SIGXCPU… : restored, then the process ends of that signal), a
/// trap or a stack overflow in app code (SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT,
/// handled on an alternate signal stack) and a suspension (Ctrl-Z, then `fg`). SIGPIPE is
/// ignored while the screen is up: a write to a closed pipe is an error, not a death. A
/// process in the background (after `bg`, or stopped and continued by someone else) never
/// draws: it takes the screen back when it is in the foreground again. While the screen is
/// up, whatever the app prints to its standard output or error is kept aside and written out
/// once the terminal is restored, so a `print` or a crash message is never drawn over the
/// screen or lost with it.
///
/// A process can hand the terminal to its successor (a hot reload executing the rebuilt
/// program): ``releaseForExec()`` keeps raw mode and the screen and tells the successor, in
/// the environment, the settings to restore; the successor takes them over with
/// ``adoptHandOver(environment:)`` before anything else can fail, so every way out of it
/// restores the terminal too, and keys typed during the hand-over are read, not lost.
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
  /// Whether raw mode and the screen are set up: frames are written only then.
  private var isUp = false
  /// Whether the process took the terminal over from its predecessor: the settings to
  /// restore and the captured streams are set already, and no key typed meanwhile is dropped.
  private var isAdopted = false
  private var reader: (any DispatchSourceRead)?
  /// Where events are reported, once started.
  private var handle: (@MainActor (Event) -> Void)?
  private var sources: [any DispatchSourceProtocol] = []

  /// The environment variable through which a process tells its successor, executed on a
  /// terminal it left raw and on the alternate screen, the settings to restore.
  public static let handOverVariable = "TEXTUI_TERMINAL_HANDOVER"

  /// The terminal taken over from a predecessor by ``adoptHandOver(environment:)``.
  private static var adopted: Terminal?

  /// The terminal of this process, if standard input and output are one and `TERM` is
  /// usable. Nothing changes until ``start(_:)``, unless the terminal was handed over by a
  /// predecessor: it is then taken over at once (see ``adoptHandOver(environment:)``).
  public static func current(environment: [String: String]) throws(Unavailable) -> Terminal {
    if let adopted = adopted ?? adoptHandOver(environment: environment) { return adopted }
    guard isatty(STDIN_FILENO) == 1 else { throw .notATerminal(stream: "input") }
    guard isatty(STDOUT_FILENO) == 1 else { throw .notATerminal(stream: "output") }
    if environment["TERM"] == "dumb" { throw .dumbTerminal }
    return Terminal()
  }

  /// Takes over the terminal a predecessor handed over with ``releaseForExec()``, if
  /// `environment` says it did: from now on every way out of this process (an error before
  /// any session starts, `exit()`, a signal, a trap) leaves the alternate screen, restores
  /// the predecessor's saved settings and writes out what was printed meanwhile. Call it
  /// first thing in a program that may be such a successor; ``current(environment:)`` calls
  /// it too. Returns `nil`, changing nothing but the variable, when there is nothing to take.
  @discardableResult
  public static func adoptHandOver(environment: [String: String]) -> Terminal? {
    if let adopted { return adopted }
    guard let text = environment[handOverVariable] else { return nil }
    // Not passed on to anything this process starts (a build, a worker, its own successor).
    unsetenv(handOverVariable)
    guard let settings = HandOverSettings.decode(text), isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1
    else { return nil }
    let terminal = Terminal()
    terminal.saved = settings
    do {
      try terminal.captureStreams()
    } catch {
      return nil
    }
    terminal.arm()
    terminal.isAdopted = true
    terminal.isUp = true
    _ = textui_terminal_install_signal_handlers()
    adopted = terminal
    return terminal
  }

  private init() {}

  /// Gives the calling thread an alternate signal stack, if it has none, so that a stack
  /// overflow in code it runs can still restore the terminal. The live runtime calls it on
  /// each thread that runs its work (the main queue's may change from one event to the next)
  /// and on every thread it starts. Cheap after the first call on a thread; the stack is
  /// freed when the thread ends.
  nonisolated public static func prepareCurrentThread() {
    _ = textui_terminal_install_alternate_stack()
  }

  /// Whether the calling thread has an alternate signal stack.
  nonisolated public static var currentThreadHasSignalStack: Bool {
    textui_terminal_has_alternate_stack() != 0
  }

  /// Whether this process's group owns the terminal: a process in the background (after
  /// `bg`) must neither draw nor change the terminal's settings.
  private var isForeground: Bool {
    let owner = tcgetpgrp(input)
    return owner < 0 || owner == getpgrp()
  }

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
  ///
  /// With `askingBackground`, the terminal is first asked its background colour
  /// (``BackgroundColorQuery``), in raw mode and before anything is drawn, and waited for at
  /// most ``BackgroundColorQuery/timeLimit``; the colour is returned when it answered with one.
  /// Whatever else was read meanwhile (keys typed while the question was out) is reported to
  /// `handle` first, as input, in order. A terminal taken over from a predecessor is not asked.
  @discardableResult
  public func start(
    askingBackground: Bool = false, _ handle: @escaping @MainActor (Event) -> Void
  ) throws(Unavailable) -> ReportedColor? {
    Self.prepareCurrentThread()
    let adopted = isAdopted
    if adopted {
      // Raw and on the alternate screen already: a key typed during the hand-over waits to
      // be read, so the settings are set again without discarding input.
      try enter(flushingInput: false)
    } else {
      guard tcgetattr(input, &saved) == 0 else { throw .failed(call: "tcgetattr", errno: errno) }
      try captureStreams()
      try enter(flushingInput: true)
    }
    guard textui_terminal_install_signal_handlers() == 0 else {
      throw .failed(call: "sigaction", errno: errno)
    }
    // Asked once every way out restores the terminal: a signal during the wait must too.
    var background: ReportedColor?
    var typed: [UInt8] = []
    if askingBackground && !adopted { (background, typed) = askBackground() }
    if !typed.isEmpty {
      // Queued before the input is watched: the main queue runs it before any later read.
      DispatchQueue.main.async {
        Self.prepareCurrentThread()
        MainActor.assumeIsolated { handle(.input(typed)) }
      }
    }
    watch(handle)
    return background
  }

  /// Asks the terminal its background colour and reads the replies until DA1's, or until
  /// ``BackgroundColorQuery/timeLimit`` has passed: a wait in `poll`, never a sleep. Returns
  /// the colour, if one came, and the bytes read that were no part of a reply.
  private func askBackground() -> (ReportedColor?, [UInt8]) {
    var query = BackgroundColorQuery()
    var typed: [UInt8] = []
    write(BackgroundColorQuery.request)
    let clock = ContinuousClock()
    let end = clock.now + BackgroundColorQuery.timeLimit
    var buffer = [UInt8](repeating: 0, count: 1024)
    while !query.isComplete {
      let left = clock.now.duration(to: end)
      guard left > .zero else { break }
      let (seconds, attoseconds) = left.components
      let milliseconds = Int32(clamping: seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
      var ready = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
      let polled = poll(&ready, 1, milliseconds)
      if polled < 0 && errno == EINTR { continue }
      guard polled > 0 else { break }
      let count = buffer.withUnsafeMutableBytes { Self.read(input, into: $0) }
      if count > 0 {
        typed += query.feed(buffer[0..<count])
      } else if count < 0 && (errno == EINTR || errno == EAGAIN) {
        continue
      } else {
        // A hang-up or an error: the input's watcher reports it.
        break
      }
    }
    typed += query.finish()
    return (query.background, typed)
  }

  /// Sets raw mode and the screen up, and arms the restore that every way out runs.
  /// `flushingInput` discards what was typed before (at the first start, where it was meant
  /// for the shell); after a stop or a hand-over it is kept, to be read as keys.
  private func enter(flushingInput: Bool) throws(Unavailable) {
    var raw = saved
    // cfmakeraw: no echo, no line editing, no signals from keys (Ctrl-C arrives as a key),
    // no CR/NL translation either way, 8-bit characters. A read returns what is there, even
    // nothing (VMIN 0, VTIME 0), and never waits: the main queue reads only when told there
    // is input, but another process may take it first (a shell, while this one is in the
    // background), and a read restarted after a stop must not wait for the next key.
    raw.c_iflag &= ~tcflag_t(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON)
    raw.c_oflag &= ~tcflag_t(OPOST)
    raw.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
    raw.c_cflag &= ~tcflag_t(CSIZE | PARENB)
    raw.c_cflag |= tcflag_t(CS8)
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 0
      cc[Int(VTIME)] = 0
    }
    guard tcsetattr(input, flushingInput ? TCSAFLUSH : TCSADRAIN, &raw) == 0 else {
      throw .failed(call: "tcsetattr", errno: errno)
    }
    arm()
    isUp = true
    write(Array(TerminalSequences.enter.utf8))
  }

  /// Arms the restore that every way out runs with what it takes now.
  private func arm() {
    let leave = Array(TerminalSequences.leave.utf8)
    leave.withUnsafeBufferPointer { bytes in
      bytes.withMemoryRebound(to: CChar.self) { leave in
        textui_terminal_arm(
          input, &saved, leave.baseAddress, leave.count, output, realError, capturedOutput, capturedError)
      }
    }
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

  /// Reads what the terminal has (up to `limit` bytes, at least one) and reports it. Reading
  /// never waits (VMIN 0): nothing read from a terminal that is still there means another
  /// process took the input, or the read was restarted after a stop; only a hang-up, or an
  /// error, ends the input.
  private func readInput(upTo limit: Int) {
    guard let reader, let handle else { return }
    var ready = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
    _ = poll(&ready, 1, 0)
    let waiting = max(1, min(limit, 1 << 16))
    var bytes = [UInt8](repeating: 0, count: waiting)
    let count = bytes.withUnsafeMutableBytes { Self.read(input, into: $0) }
    let failure = errno
    if count > 0 {
      handle(.input(Array(bytes[0..<count])))
    } else if count == 0 && Int32(ready.revents) & POLLHUP == 0 {
      return
    } else if count < 0 && (failure == EINTR || failure == EAGAIN) {
      return
    } else {
      reader.cancel()
      self.reader = nil
      handle(.inputClosed)
    }
  }

  private func watch(_ handle: @escaping @MainActor (Event) -> Void) {
    let reader = DispatchSource.makeReadSource(fileDescriptor: input, queue: .main)
    self.handle = handle
    reader.setEventHandler {
      Self.prepareCurrentThread()
      MainActor.assumeIsolated { self.readInput(upTo: Int(reader.data)) }
    }
    reader.resume()
    self.reader = reader
    sources.append(reader)
    // The signals are watched from a queue of their own and handled on the main queue. Their
    // sources are registered (with the kernel, by Dispatch's manager thread) some time after
    // they are resumed; until then a resize or a continue is lost, as nothing would ask for
    // it. So this waits for the registrations before the app draws anything: under load, a
    // window resized right after the first frame was never drawn again.
    let signals = DispatchQueue(label: "TextUITerminal.signals")
    let registered = DispatchSemaphore(value: 0)
    // Ctrl-Z from another process (`kill -TSTP`): put the terminal back before stopping.
    Foundation.signal(SIGTSTP, SIG_IGN)
    let watched = [SIGWINCH, SIGCONT, SIGTSTP]
    for signal in watched {
      let source = Self.signalSource(signal, queue: signals, registered: registered) { [weak self] in
        self?.handleSignal($0)
      }
      source.resume()
      sources.append(source)
    }
    // Bounded, in case a registration never completes: the app then starts as it did before.
    let deadline = DispatchTime.now() + .seconds(1)
    for _ in watched {
      if registered.wait(timeout: deadline) == .timedOut { break }
    }
  }

  /// A source for `signal` on `queue` that signals `registered` once it is registered and
  /// calls `handle` on the main queue each time the signal arrives: delivered to a queue
  /// rather than to a handler, so the event is handled as any other, and the default actions
  /// (ignore, continue) still happen. Not isolated, as its closures run on `queue`.
  private nonisolated static func signalSource(
    _ signal: Int32, queue: DispatchQueue, registered: DispatchSemaphore,
    handle: @escaping @MainActor @Sendable (Int32) -> Void
  ) -> any DispatchSourceSignal {
    let source = DispatchSource.makeSignalSource(signal: signal, queue: queue)
    source.setRegistrationHandler { registered.signal() }
    source.setEventHandler {
      DispatchQueue.main.async {
        prepareCurrentThread()
        MainActor.assumeIsolated { handle(signal) }
      }
    }
    return source
  }

  /// Handles a signal watched by `watch(_:)`, unless the terminal stopped watching since.
  private func handleSignal(_ signal: Int32) {
    guard let handle else { return }
    switch signal {
    case SIGWINCH:
      handle(.resized)
    case SIGCONT:
      continued()
      handle(.continued)
    default:
      suspend()
      handle(.continued)
    }
  }

  /// Reads from the terminal as a program in a shell's job does: in the background, the read
  /// stops the process (SIGTTIN, "Stopped (tty input)") until `fg` continues it in the
  /// foreground. The thread reading is one of the main queue's, which blocks every signal;
  /// blocked, SIGTTIN would become an error (EIO) that looks like the end of input.
  private nonisolated static func read(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
    var backgroundRead = sigset_t()
    sigemptyset(&backgroundRead)
    sigaddset(&backgroundRead, SIGTTIN)
    var mask = sigset_t()
    pthread_sigmask(SIG_UNBLOCK, &backgroundRead, &mask)
    let count = Foundation.read(fd, buffer.baseAddress, buffer.count)
    let failure = errno
    pthread_sigmask(SIG_SETMASK, &mask, nil)
    errno = failure
    return count
  }

  /// The process was continued: by `fg` (the foreground again), by `bg`, or by whoever
  /// stopped it with SIGSTOP, which cannot be caught. In the foreground the settings and the
  /// screen are set again (a shell may have reset them meanwhile; the settings to restore
  /// stay the first ones). In the background the screen is given back to the shell and the
  /// process waits to be brought back (see `waitForForeground()`).
  private func continued() {
    guard reader != nil else { return }
    if !isForeground {
      if isUp {
        // Stopped by someone else and continued in the background: the shell has the
        // terminal and must not be left on the alternate screen. Its settings are the
        // shell's to set; changing them from the background would discard what is typed.
        let leave = Array(TerminalSequences.leave.utf8)
        write(leave)
        isUp = false
      }
      waitForForeground()
    }
    if isForeground { try? enter(flushingInput: false) }
  }

  /// In the background, stops until `fg` brings the process back, as a full-screen program
  /// does (vim, less): it stops as a read of the terminal from the background would (SIGTTIN,
  /// "Stopped (tty input)"), and `fg` continues it in the foreground. Stopped at once rather
  /// than at its next read, which would race the shell for the next key. Continued in the
  /// background again (`bg`), it stops again; in a process group no shell controls any more,
  /// where SIGTTIN stops nothing, it goes on without drawing.
  private func waitForForeground() {
    guard !isForeground else { return }
    // Raised on this thread with the signal unblocked here, so the process stops before
    // `raise` returns (see `suspend()`).
    var backgroundRead = sigset_t()
    sigemptyset(&backgroundRead)
    sigaddset(&backgroundRead, SIGTTIN)
    var mask = sigset_t()
    pthread_sigmask(SIG_UNBLOCK, &backgroundRead, &mask)
    raise(SIGTTIN)
    pthread_sigmask(SIG_SETMASK, &mask, nil)
  }

  /// Writes `bytes` to the terminal, all of them; nothing while the screen is not up (the
  /// process is suspended or in the background), when the caller draws everything again
  /// once it is told ``Event/continued``.
  public func write(_ bytes: [UInt8]) {
    guard isUp else { return }
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
  /// continued in the foreground (`fg`) sets the screen up again; the caller then draws
  /// everything again. Continued in the background (`bg`), it stops again on reading the
  /// terminal, as any full-screen program does, and draws nothing until `fg`.
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
    // Continued: by `fg`, or by `bg`, which leaves the terminal to the shell until `fg`.
    Foundation.signal(SIGTSTP, SIG_IGN)
    waitForForeground()
    if isForeground { try? enter(flushingInput: false) }
  }

  /// Puts the terminal back as it was and writes out what the app printed meanwhile.
  public func restore() {
    stopWatching()
    Foundation.signal(SIGTSTP, SIG_DFL)
    textui_terminal_restore()
    isUp = false
  }

  /// Hands the terminal to the successor this process is about to execute: puts the real
  /// standard output and error back, but keeps raw mode and the alternate screen (so a key
  /// typed meanwhile is neither echoed nor lost), and tells the successor in
  /// ``handOverVariable`` the settings to restore. If the successor cannot be executed,
  /// ``restore()`` still puts everything back.
  public func releaseForExec() {
    stopWatching()
    Foundation.signal(SIGTSTP, SIG_DFL)
    setenv(Self.handOverVariable, HandOverSettings.encode(saved), 1)
    textui_terminal_release_for_exec()
  }

  private func stopWatching() {
    for source in sources { source.cancel() }
    sources = []
    reader = nil
    handle = nil
  }
}
