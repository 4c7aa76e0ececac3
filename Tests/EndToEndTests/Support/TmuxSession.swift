import Foundation

/// A real terminal for a live app: a tmux server of its own (a unique `-L` socket, no
/// configuration) with one 80×24 window, where a test sends keys as a person types them and
/// reads the screen as a person sees it. The server is killed when the session is closed or
/// released, whatever the test did.
///
/// An app is run by a small wrapper in the pane that writes the app's process id before it
/// starts, and after it ends writes `stty -a` of the pane's terminal and prints
/// `[exit STATUS]`, then keeps the pane open so the screen and the terminal's modes can be
/// read after the app is gone.
///
/// Each suite runs its tests one at a time (the suites side by side): every test is a tmux
/// server and a debug build of an app, and dozens at once would take the cores that the other
/// test targets' timed waits (settling a preview) need.
final class TmuxSession: @unchecked Sendable {
  /// How long a wait may take before the test fails: it bounds a hang, never paces a pass.
  static let deadline: Duration = .seconds(20)

  let socket: String
  /// A folder of this session's own: the wrapper, the app's pid, `stty -a` after exit.
  let folder: URL
  private let lock = NSLock()
  private var closed = false

  /// Starts `command` (an executable and its arguments) in a new 80×24 pane, in `directory`,
  /// with `environment` added to the app's.
  ///
  /// With `background` (`#000000`), the window's default background is that colour, and tmux
  /// answers an app's OSC 11 query (`ESC ] 11 ; ?`) with it (`rgb:0000/0000/0000`); without,
  /// tmux 3.3 answers only the Primary Device Attributes request (`ESC [ c`), as a terminal
  /// that does not know OSC 11 does.
  init(
    _ command: [String], in directory: String? = nil, environment: [String: String] = [:], columns: Int = 80,
    rows: Int = 24, background: String? = nil
  ) async throws {
    (socket, folder) = try Self.makeFolder()
    let exports = environment.sorted { $0.key < $1.key }.map { "export \($0.key)=\(Self.quoted($0.value))\n" }
      .joined()
    // No core files: an app ended by SIGQUIT, SIGXCPU or a trap must not leave one behind.
    let wrapper = """
      #!/bin/sh
      ulimit -c 0
      \(exports)sh -c 'echo $$ > "$0/pid"; exec "$@"' \(Self.quoted(folder.path)) \
      \(command.map(Self.quoted).joined(separator: " "))
      status=$?
      stty -a > \(Self.quoted(folder.appending(path: "stty").path))
      echo "[exit $status]"
      exec sleep 3600

      """
    try Data(wrapper.utf8).write(to: folder.appending(path: "run.sh"))
    try await start(
      "sh \(Self.quoted(folder.appending(path: "run.sh").path))", in: directory, columns: columns, rows: rows,
      background: background)
  }

  /// Starts an interactive `bash` (with job control, so Ctrl-Z and `fg` work) in a new pane,
  /// with the prompt `$ `; a test types its commands.
  ///
  /// With `secondWindow`, a second window is opened whose terminal nothing reads: see
  /// ``secondWindowTerminal``.
  init(interactiveShellIn directory: String? = nil, secondWindow: Bool = false) async throws {
    (socket, folder) = try Self.makeFolder()
    try await start(
      "env PS1='$ ' HISTFILE=/dev/null bash --norc --noprofile -i", in: directory, columns: 80, rows: 24,
      secondWindow: secondWindow)
  }

  deinit { close() }

  private static func makeFolder() throws -> (String, URL) {
    let name = "textui-live-\(getpid())-\(UUID().uuidString.prefix(8))"
    let folder = FileManager.default.temporaryDirectory.appending(path: name)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return (name, folder)
  }

  private func start(
    _ command: String, in directory: String?, columns: Int, rows: Int, secondWindow: Bool = false,
    background: String? = nil
  ) async throws {
    var arguments = ["new-session", "-d", "-s", "live", "-n", "app", "-x", "\(columns)", "-y", "\(rows)"]
    if let directory { arguments += ["-c", directory] }
    arguments.append(command)
    // In the same command: tmux 3.3a's server dies on a new window once sizes are manual.
    if secondWindow { arguments += [";", "new-window", "-d", "-n", "input", "exec sleep 3600"] }
    // In the same command too: set before the app can ask.
    if let background { arguments += [";", "set-option", "-g", "window-style", "bg=\(background)"] }
    // Windows of a fixed size whatever attaches; nothing of tmux's own on the screen.
    try await tmux(
      arguments + [";", "set-option", "-g", "status", "off", ";", "set-option", "-g", "window-size", "manual"])
  }

  /// The pane the app runs in.
  private static let app = "live:app"

  /// The terminal of the second window (such as `/dev/pts/7`), which nothing reads: an app
  /// given it as standard input reads the keys sent there with ``press(_:inSecondWindow:)``,
  /// and ``closeSecondWindow()`` hangs it up.
  var secondWindowTerminal: String {
    get async throws {
      try await tmux(["display-message", "-p", "-t", "live:input", "#{pane_tty}"])
        .trimmingCharacters(in: .whitespacesAndNewlines)
    }
  }

  /// Presses `key` in the second window.
  func press(_ key: String, inSecondWindow: Bool) async throws {
    try await tmux(["send-keys", "-t", inSecondWindow ? "live:input" : Self.app, key])
  }

  /// Closes the second window: its terminal is hung up for whoever still has it open.
  func closeSecondWindow() async throws {
    try await tmux(["kill-window", "-t", "live:input"])
  }

  /// Kills the server and its panes, and removes the session's folder.
  func close() {
    lock.lock()
    let wasClosed = closed
    closed = true
    lock.unlock()
    guard !wasClosed else { return }
    _ = try? Self.runTmux(socket: socket, ["kill-server"])
    try? FileManager.default.removeItem(at: folder)
  }

  // MARK: Input

  /// Sends tmux key names (`Tab`, `BTab`, `Enter`, `Space`, `Escape`, `C-c`, `Down`, `NPage`,
  /// `F3`…), one at a time, each a separate write as a person's key presses are.
  func press(_ keys: String...) async throws {
    for key in keys {
      try await tmux(["send-keys", "-t", Self.app, key])
      // A lone Esc is told from the start of a sequence by what follows it within 30 ms;
      // keys a person presses are further apart than that.
      if key == "Escape" { try await Task.sleep(for: .milliseconds(60)) }
    }
  }

  /// Types `text` literally, as one write.
  func type(_ text: String) async throws {
    try await tmux(["send-keys", "-t", Self.app, "-l", text])
  }

  /// Writes `bytes` to the app's terminal as they are (mouse reports, escape sequences).
  func sendBytes(_ bytes: [UInt8]) async throws {
    try await tmux(["send-keys", "-t", Self.app, "-H"] + bytes.map { String(format: "%02x", $0) })
  }

  /// An SGR (1006) mouse report: `button` as the terminal encodes it (0 left, 64 wheel up,
  /// 65 wheel down), at zero-based `x`, `y`.
  func mouse(button: Int, x: Int, y: Int, release: Bool = false) async throws {
    try await sendBytes(Array("\u{1B}[<\(button);\(x + 1);\(y + 1)\(release ? "m" : "M")".utf8))
  }

  /// Pastes `text` as a terminal pastes: inside bracketed-paste marks when the app asked for them.
  func paste(_ text: String) async throws {
    let file = folder.appending(path: "paste-\(UUID().uuidString.prefix(8))")
    try Data(text.utf8).write(to: file)
    try await tmux([
      "load-buffer", "-b", "paste", file.path, ";", "paste-buffer", "-p", "-d", "-b", "paste", "-t", Self.app,
    ])
  }

  /// Resizes the window, as a person dragging its corner does.
  func resize(columns: Int, rows: Int) async throws {
    try await tmux(["resize-window", "-t", Self.app, "-x", "\(columns)", "-y", "\(rows)"])
  }

  // MARK: Reading

  /// The screen as text, one line per row, trailing spaces removed; with `history`, the
  /// lines scrolled off the top too, and lines the terminal wrapped joined; with `styles`,
  /// SGR sequences where the style changes.
  func screen(history: Bool = false, styles: Bool = false) async throws -> String {
    var arguments = ["capture-pane", "-p", "-t", Self.app]
    // -J: a line the terminal wrapped is one line again.
    if history { arguments += ["-S", "-", "-J"] }
    if styles { arguments.append("-e") }
    return try await tmux(arguments)
  }

  /// A tmux format about the pane, such as `#{alternate_on}` or `#{cursor_x},#{cursor_y}`.
  func display(_ format: String) async throws -> String {
    try await tmux(["display-message", "-p", "-t", Self.app, format]).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Whether the pane shows the alternate screen.
  var alternateScreen: Bool {
    get async throws { try await display("#{alternate_on}") == "1" }
  }

  /// The pane's terminal device, such as `/dev/pts/3`.
  var paneTTY: String {
    get async throws { try await display("#{pane_tty}") }
  }

  /// Waits until the screen contains `text`, and returns the screen.
  @discardableResult
  func waitFor(_ text: String, history: Bool = false, styles: Bool = false) async throws -> String {
    try await waitUntil("the screen shows \"\(text)\"", history: history, styles: styles) { $0.contains(text) }
  }

  /// Waits until `condition` holds for the screen, and returns that screen; fails after
  /// ``deadline`` with what the screen showed last.
  @discardableResult
  func waitUntil(
    _ what: String, history: Bool = false, styles: Bool = false, deadline: Duration = TmuxSession.deadline,
    _ condition: (String) throws -> Bool
  ) async throws -> String {
    let clock = ContinuousClock()
    let end = clock.now + deadline
    var attempt = 0
    while true {
      let shown = try await screen(history: history, styles: styles)
      if try condition(shown) { return shown }
      guard clock.now < end else { throw LiveTerminalError.timedOut(waitingFor: what, after: deadline, screen: shown) }
      try await Self.pause(&attempt)
    }
  }

  /// Waits until the pane shows the alternate screen (`on`) or the shell's own; fails after
  /// ``deadline``. A process continued by a signal sets its screen as the signal is handled,
  /// a moment after `kill` returns.
  func waitForAlternateScreen(_ on: Bool) async throws {
    let clock = ContinuousClock()
    let end = clock.now + Self.deadline
    var attempt = 0
    while try await alternateScreen != on {
      guard clock.now < end else {
        throw LiveTerminalError.timedOut(
          waitingFor: on ? "the alternate screen" : "the shell's screen", screen: try await screen(history: true))
      }
      try await Self.pause(&attempt)
    }
  }

  /// The app's process id, once the wrapper has written it.
  var appPID: pid_t {
    get async throws {
      let file = folder.appending(path: "pid")
      let clock = ContinuousClock()
      let end = clock.now + Self.deadline
      var attempt = 0
      while true {
        if let text = try? String(contentsOf: file, encoding: .utf8),
          let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines))
        {
          return pid
        }
        guard clock.now < end else {
          throw LiveTerminalError.timedOut(waitingFor: "the app's pid", screen: try await screen(history: true))
        }
        try await Self.pause(&attempt)
      }
    }
  }

  /// How the app ended: waits for the wrapper's `[exit STATUS]`, then reads the terminal's
  /// modes (`stty -a`), whether the alternate screen is still up, and the screen with its history.
  func waitForExit() async throws -> Exit {
    let shown = try await waitUntil("the app to exit", history: true) { $0.contains("[exit ") }
    guard let range = shown.range(of: #"\[exit (\d+)\]"#, options: .regularExpression),
      let status = Int32(shown[range].dropFirst(6).dropLast())
    else { throw LiveTerminalError.timedOut(waitingFor: "an exit status", screen: shown) }
    let modes = try String(contentsOf: folder.appending(path: "stty"), encoding: .utf8)
    return Exit(
      status: status,
      modes: Set(modes.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" }).map(String.init)),
      alternateScreen: try await alternateScreen, cursorVisible: try await display("#{cursor_flag}") == "1",
      screen: shown)
  }

  /// How an app ended, and the terminal it left.
  struct Exit {
    /// The wrapper's `$?`: the exit status, or 128 + the signal that ended the app.
    var status: Int32
    /// The words of `stty -a` after the app ended (`icanon`, `-icanon`, `echo`…).
    var modes: Set<String>
    /// Whether the pane was still on the alternate screen.
    var alternateScreen: Bool
    /// Whether the cursor was shown.
    var cursorVisible: Bool
    /// The main screen with its history.
    var screen: String

    /// Whether the terminal is as a shell left it: line editing, echo, signals from keys,
    /// CR/NL translation, the main screen and a visible cursor.
    var terminalRestored: Bool {
      ["icanon", "echo", "isig", "icrnl", "opost"].allSatisfy(modes.contains) && !alternateScreen && cursorVisible
    }

    /// What a failure shows: the modes that are not restored, and the screen.
    var restoreReport: String {
      let wrong = ["icanon", "echo", "isig", "icrnl", "opost"].filter { !modes.contains($0) }
      return
        "modes not restored: \(wrong), alternate screen: \(alternateScreen), cursor visible: \(cursorVisible)\n\(screen)"
    }
  }

  /// The pause before looking again: short at first, so a quick change is seen at once, then
  /// longer, so a slow one does not spawn a tmux client every few milliseconds (each look is
  /// a process, and many tests look at once on a machine with few cores).
  static func pause(_ attempt: inout Int) async throws {
    // Capped before it is an `Int`: a slow change is looked for long enough for 1.5^attempt to
    // pass `Int.max`.
    let milliseconds = Int(min(250, 10 * pow(1.5, Double(min(attempt, 20)))))
    attempt += 1
    try await Task.sleep(for: .milliseconds(milliseconds))
  }

  // MARK: tmux

  @discardableResult
  private func tmux(_ arguments: [String]) async throws -> String {
    let socket = socket
    return try await Self.offPool { try Self.runTmux(socket: socket, arguments) }
  }

  /// Runs `body`, which blocks, on a thread of its own rather than one of the cooperative pool's.
  static func offPool<Result: Sendable>(_ body: @escaping @Sendable () throws -> Result) async throws -> Result {
    try await withCheckedThrowingContinuation { continuation in
      Thread { continuation.resume(with: Swift.Result { try body() }) }.start()
    }
  }

  private static func runTmux(socket: String, _ arguments: [String]) throws -> String {
    guard let tmux = executableInPath("tmux") else { throw LiveTerminalError.tmuxMissing }
    var environment = ProcessInfo.processInfo.environment
    environment["TMUX"] = nil
    environment["TERM"] = environment["TERM"] ?? "xterm-256color"
    let output = FileManager.default.temporaryDirectory.appending(path: "textui-live-\(UUID().uuidString).out").path
    let errors = FileManager.default.temporaryDirectory.appending(path: "textui-live-\(UUID().uuidString).err").path
    defer {
      try? FileManager.default.removeItem(atPath: output)
      try? FileManager.default.removeItem(atPath: errors)
    }
    // -u: the panes hold UTF-8 whatever the locale of the machine running the tests.
    let status = try ChildProcess.run(
      tmux, ["-u", "-L", socket, "-f", "/dev/null"] + arguments, environment: environment, output: output,
      errors: errors)
    guard status == 0 else {
      throw LiveTerminalError.tmuxFailed(
        arguments: arguments, message: (try? String(contentsOfFile: errors, encoding: .utf8)) ?? "")
    }
    return (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
  }

  static func executableInPath(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") {
      let candidate = "\(directory)/\(name)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  /// `value` as one word for `sh`.
  static func quoted(_ value: String) -> String {
    "'" + value.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}

/// Why a live terminal test could not go on.
enum LiveTerminalError: Error, CustomStringConvertible {
  case tmuxMissing
  case tmuxFailed(arguments: [String], message: String)
  case timedOut(waitingFor: String, after: Duration = TmuxSession.deadline, screen: String)
  case notBuilt(String)

  var description: String {
    switch self {
    case .tmuxMissing:
      "tmux is not installed: the live terminal tests run apps in it; install it (apt-get install tmux) and run again"
    case .tmuxFailed(let arguments, let message):
      "tmux \(arguments.joined(separator: " ")) failed: \(message)"
    case .timedOut(let what, let deadline, let screen):
      "timed out after \(deadline) waiting for \(what); the screen showed:\n\(screen)"
    case .notBuilt(let path):
      "\(path) is not built; run swift build --build-tests first"
    }
  }
}

extension TmuxSession {
  /// What is drawn focused: the runs of text in reverse video (a button, a toggle, a
  /// stepper's row; a status line too), and the row of the caret when one is shown (a
  /// focused field, drawn with the cursor in it).
  func focusedText() async throws -> [String] {
    let styled = try await screen(styles: true)
    var focused = StyledScreen(styled).reversedRuns
    let cursor = try await display("#{cursor_flag} #{cursor_y}").split(separator: " ")
    if cursor.first == "1", let row = cursor.last.flatMap({ Int($0) }) {
      let rows = try await screen().split(separator: "\n", omittingEmptySubsequences: false)
      if rows.indices.contains(row) { focused.append("caret on row \(row): " + rows[row]) }
    }
    return focused
  }

  /// Waits until what is drawn focused contains `label`, and returns it.
  @discardableResult
  func waitForFocus(on label: String) async throws -> [String] {
    try await waitForFocus("\"\(label)\" drawn focused") { $0.contains { $0.contains(label) } }
  }

  /// Waits until what is drawn focused satisfies `condition`, and returns it.
  @discardableResult
  func waitForFocus(_ what: String, _ condition: ([String]) -> Bool) async throws -> [String] {
    let clock = ContinuousClock()
    let end = clock.now + Self.deadline
    var attempt = 0
    while true {
      let focused = try await focusedText()
      if condition(focused) { return focused }
      guard clock.now < end else {
        throw LiveTerminalError.timedOut(waitingFor: "\(what) (drawn focused: \(focused))", screen: try await screen())
      }
      try await Self.pause(&attempt)
    }
  }

  /// Presses Tab until the field whose placeholder is `placeholder` now has the caret (a
  /// focused field shows the caret rather than its placeholder).
  func tab(toField placeholder: String) async throws {
    let rows = try await screen().split(separator: "\n", omittingEmptySubsequences: false)
    guard let row = rows.firstIndex(where: { $0.contains(placeholder) }) else {
      throw LiveTerminalError.timedOut(waitingFor: "a field \"\(placeholder)\"", screen: rows.joined(separator: "\n"))
    }
    try await tab(to: "caret on row \(row):")
  }

  /// Presses Tab until what is drawn focused contains `label`, each press once the one
  /// before has moved the focus.
  func tab(to label: String, limit: Int = 20) async throws {
    for _ in 0..<limit {
      let focused = try await focusedText()
      if focused.contains(where: { $0.contains(label) }) { return }
      try await press("Tab")
      try await waitForFocus("the focus to move from \(focused)") { $0 != focused }
    }
    throw LiveTerminalError.timedOut(waitingFor: "Tab to reach \"\(label)\"", screen: try await screen())
  }
}
