import Foundation
import Testing

/// Every way a live app ends or stops gives the terminal back as the shell had it: line
/// editing and echo on (`stty -a` shows `icanon` and `echo`), the main screen
/// (`#{alternate_on}` is 0), the cursor shown, and what the app printed meanwhile written out.
@Suite("The terminal is restored on every way out", .serialized)
struct TerminalRestoreTests {
  private func startProbe() async throws -> TmuxSession {
    let session = try await TmuxSession([try BuiltProduct.probe])
    try await session.waitFor("Count: 0")
    return session
  }

  @Test("Ctrl-C quits with status 0 and restores the terminal")
  func controlCRestores() async throws {
    let probe = try await startProbe()
    defer { probe.close() }
    try await probe.press("C-c")
    let exit = try await probe.waitForExit()
    #expect(exit.status == 0)
    #expect(exit.terminalRestored, "\(exit.restoreReport)")
  }

  @Test("a trap in a button's action restores the terminal, and its Fatal error message is shown after")
  func trapRestores() async throws {
    // Swift's backtracer, on a terminal, offers to debug and waits 30 s for a key: not here.
    let probe = try await TmuxSession([try BuiltProduct.probe], environment: ["SWIFT_BACKTRACE": "interactive=no"])
    defer { probe.close() }
    try await probe.waitFor("Count: 0")
    // Shift-Tab from the first control wraps to the last: Trap.
    try await probe.press("BTab")
    try await probe.waitForFocus(on: "Trap")
    try await probe.press("Enter")
    let exit = try await probe.waitForExit()
    // 128 + SIGILL or SIGTRAP: the trap's own signal, not a tidy exit.
    #expect([128 + SIGILL, 128 + SIGTRAP].contains(exit.status), "exit status \(exit.status)")
    #expect(exit.terminalRestored, "\(exit.restoreReport)")
    #expect(exit.screen.contains("Fatal error: the probe trapped on purpose"), "\(exit.screen)")
  }

  @Test("a stack overflow in a button's action restores the terminal, and what the app printed before is shown")
  func stackOverflowRestores() async throws {
    let probe = try await TmuxSession([try BuiltProduct.probe], environment: ["SWIFT_BACKTRACE": "interactive=no"])
    defer { probe.close() }
    try await probe.waitFor("Count: 0")
    try await probe.tab(to: "Print")
    try await probe.press("Enter")
    try await probe.press("Tab")
    try await probe.waitForFocus(on: "Overflow")
    try await probe.press("Enter")
    let exit = try await probe.waitForExit()
    #expect(exit.status == 128 + SIGSEGV, "exit status \(exit.status)")
    #expect(exit.terminalRestored, "\(exit.restoreReport)")
    #expect(exit.screen.contains("printed while the screen was up"), "\(exit.screen)")
  }

  @Test("what the app printed while the screen was up appears after it exits")
  func printAppearsAfterExit() async throws {
    let probe = try await startProbe()
    defer { probe.close() }
    try await probe.tab(to: "Print")
    try await probe.press("Enter")
    // Pressed: the focus stays, and the screen is not drawn over.
    try await probe.press("Tab")
    try await probe.waitForFocus(on: "Overflow")
    #expect(!(try await probe.screen()).contains("printed while the screen was up"))
    try await probe.press("C-c")
    let exit = try await probe.waitForExit()
    #expect(exit.status == 0)
    #expect(exit.screen.contains("printed while the screen was up"), "\(exit.screen)")
  }

  /// Every signal whose default action ends a process (SIGKILL and SIGSTOP aside, which no
  /// process can catch).
  static let endingSignals: [Int32] = [
    SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGSYS,
    SIGIO, SIGPWR, SIGSTKFLT, __libc_current_sigrtmin(), __libc_current_sigrtmax(),
  ]

  @Test(
    "every signal whose default action ends the app ends it of that signal, with the terminal restored",
    arguments: endingSignals)
  func signalRestores(signal: Int32) async throws {
    let probe = try await startProbe()
    defer { probe.close() }
    kill(try await probe.appPID, signal)
    let exit = try await probe.waitForExit()
    #expect(exit.status == 128 + signal, "exit status \(exit.status)")
    #expect(exit.terminalRestored, "\(exit.restoreReport)")
  }

  @Test("SIGPIPE is ignored: the app goes on, and quits with the terminal restored")
  func brokenPipeIgnored() async throws {
    let probe = try await startProbe()
    defer { probe.close() }
    kill(try await probe.appPID, SIGPIPE)
    try await probe.press("Enter")
    try await probe.waitFor("Count: 1")
    try await probe.press("C-c")
    let exit = try await probe.waitForExit()
    #expect(exit.status == 0)
    #expect(exit.terminalRestored, "\(exit.restoreReport)")
  }

  @Test("stopped and continued by someone else (kill -STOP, kill -CONT), the app draws again and goes on")
  func stopAndContinue() async throws {
    let probe = try await startProbe()
    defer { probe.close() }
    let pid = try await probe.appPID
    kill(pid, SIGSTOP)
    try await probe.waitUntil("the app to stop") { _ in Self.processState(pid) == "T" }
    kill(pid, SIGCONT)
    try await probe.press("Enter")
    try await probe.waitFor("Count: 1")
    #expect(try await probe.alternateScreen)
    try await probe.press("C-c")
    let exit = try await probe.waitForExit()
    #expect(exit.status == 0)
    #expect(exit.terminalRestored, "\(exit.restoreReport)")
  }

  @Test("garbage that opens a paste or a sequence does not swallow the first Ctrl-C")
  func controlCAfterGarbage() async throws {
    let probe = try await startProbe()
    defer { probe.close() }
    try await probe.sendBytes(Array("\u{1B}[200~\u{1B}]0;\u{1B}[12;\u{1B}P1$".utf8) + [0xE2, 0x82])
    try await probe.press("C-c")
    let exit = try await probe.waitForExit()
    #expect(exit.status == 0)
    #expect(exit.terminalRestored, "\(exit.restoreReport)")
  }

  /// The state of process `pid` as /proc has it (`T`: stopped), `nil` when it is gone.
  static func processState(_ pid: pid_t) -> Character? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return nil }
    return stat[stat.index(close, offsetBy: 2)...].first
  }

  @Test("Ctrl-Z gives the shell a restored terminal, and fg brings the app back redrawn as it was")
  func suspendAndResume() async throws {
    let shell = try await TmuxSession(interactiveShellIn: nil)
    defer { shell.close() }
    try await shell.waitFor("$")
    let modes = shell.folder.appending(path: "suspended-stty").path
    try await shell.type(try BuiltProduct.probe)
    try await shell.press("Enter")
    try await shell.waitFor("Count: 0")
    try await shell.press("Enter")
    try await shell.waitFor("Count: 1")

    try await shell.press("C-z")
    try await shell.waitFor("Stopped")
    #expect(!(try await shell.alternateScreen))
    try await shell.type("stty -a > \(TmuxSession.quoted(modes))")
    try await shell.press("Enter")
    try await shell.waitUntil("stty to have run") { _ in FileManager.default.fileExists(atPath: modes) }
    let suspended = try await Self.words(ofFileAt: modes)
    #expect(suspended.isSuperset(of: ["icanon", "echo", "isig"]), "\(suspended.sorted())")

    try await shell.type("fg")
    try await shell.press("Enter")
    try await shell.waitFor("Count: 1")
    #expect(try await shell.alternateScreen)
    // Keys work again, raw: Enter presses the button rather than ending a line.
    try await shell.press("Enter")
    try await shell.waitFor("Count: 2")

    try await shell.press("C-c")
    try await shell.waitUntil("the shell's prompt") { !$0.contains("Count: 2") && $0.contains("$") }
    #expect(!(try await shell.alternateScreen))
  }

  @Test("Ctrl-Z then bg leaves the shell its terminal: the app draws nothing until fg brings it back")
  func backgroundDrawsNothing() async throws {
    let shell = try await TmuxSession(interactiveShellIn: nil)
    defer { shell.close() }
    try await shell.waitFor("$")
    try await shell.type(try BuiltProduct.probe)
    try await shell.press("Enter")
    try await shell.waitFor("Count: 0")
    try await shell.press("C-z")
    try await shell.waitFor("Stopped")
    try await shell.type("bg")
    try await shell.press("Enter")
    try await shell.type("echo the shell has its terminal")
    try await shell.press("Enter")
    try await shell.waitFor("\nthe shell has its terminal")
    #expect(!(try await shell.alternateScreen))
    #expect(!(try await shell.screen()).contains("Count: 0"))

    try await shell.type("fg")
    try await shell.press("Enter")
    try await shell.waitFor("Count: 0")
    #expect(try await shell.alternateScreen)
    try await shell.press("Enter")
    try await shell.waitFor("Count: 1")
    try await shell.press("C-c")
    try await shell.waitUntil("the shell's prompt") { !$0.contains("Count: 1") && $0.contains("$") }
    #expect(!(try await shell.alternateScreen))
  }

  @Test("stopped and continued by someone else while a shell has job control, the app waits for fg")
  func stopAndContinueUnderJobControl() async throws {
    let shell = try await TmuxSession(interactiveShellIn: nil)
    defer { shell.close() }
    try await shell.waitFor("$")
    let pidFile = shell.folder.appending(path: "probe-pid").path
    try await shell.type("sh -c 'echo $$ > \(TmuxSession.quoted(pidFile)); exec \(try BuiltProduct.probe)'")
    try await shell.press("Enter")
    try await shell.waitFor("Count: 0")
    let written = try String(contentsOfFile: pidFile, encoding: .utf8)
    let pid = try #require(pid_t(written.trimmingCharacters(in: .whitespacesAndNewlines)))
    kill(pid, SIGSTOP)
    try await shell.waitFor("Stopped")
    kill(pid, SIGCONT)
    // Continued in the background: the app gives the shell its screen back as it handles the
    // signal, and keeps running; the shell keeps its terminal.
    try await shell.waitForAlternateScreen(false)
    try await shell.type("echo still the shell")
    try await shell.press("Enter")
    try await shell.waitFor("\nstill the shell")
    #expect(!(try await shell.alternateScreen))
    #expect(kill(pid, 0) == 0, "the app ended")
    try await shell.type("fg")
    try await shell.press("Enter")
    try await shell.waitFor("Count: 0")
    try await shell.press("Enter")
    try await shell.waitFor("Count: 1")
    try await shell.press("C-c")
    try await shell.waitUntil("the shell's prompt") { !$0.contains("Count: 1") && $0.contains("$") }
    #expect(!(try await shell.alternateScreen))
  }

  private static func words(ofFileAt path: String) async throws -> Set<String> {
    // stty may still be writing when the file appears: wait for its last line.
    let clock = ContinuousClock()
    let end = clock.now + TmuxSession.deadline
    var attempt = 0
    while true {
      let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
      if text.contains("opost") || clock.now > end {
        return Set(text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" }).map(String.init))
      }
      try await TmuxSession.pause(&attempt)
    }
  }

  @Test(
    "without a terminal to run in, the app prints one frame and exits 1 saying why",
    arguments: [
      (command: "probe | cat", variables: [:], reason: "standard output is not a terminal"),
      (command: "probe", variables: ["TERM": "dumb"], reason: "TERM is \"dumb\""),
      (command: "echo | probe", variables: [:], reason: "standard input is not a terminal"),
    ] as [(command: String, variables: [String: String], reason: String)])
  func notATerminal(command: String, variables: [String: String], reason: String) async throws {
    let probe = try BuiltProduct.probe
    let line = command.replacingOccurrences(of: "probe", with: TmuxSession.quoted(probe))
    // The status of the app, not of `cat`.
    let session = try await TmuxSession(
      ["bash", "-c", "set -o pipefail; \(line)"], environment: variables)
    defer { session.close() }
    let exit = try await session.waitForExit()
    #expect(exit.status == 1)
    #expect(exit.screen.contains("Count: 0") && exit.screen.contains("Increment"), "\(exit.screen)")
    #expect(exit.screen.contains("not running live: \(reason)"), "\(exit.screen)")
    #expect(exit.terminalRestored, "\(exit.restoreReport)")
  }

  @Test("with no terminal at all, as in a CI log, one plain 80×24 frame and the reason on standard error, exit 1")
  func noTerminalGetsOneFrame() async throws {
    let run = try await LoggedRun.run(try BuiltProduct.probe)
    #expect(run.status == 1)
    let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(lines.count == 24, "\(run.output)")
    #expect(lines.allSatisfy { $0.count <= 80 })
    #expect(run.output.contains("Count: 0"))
    #expect(!run.output.contains("\u{1B}"), "escape codes in a pipe: \(run.output.debugDescription)")
    #expect(run.error.contains("not running live: standard input is not a terminal"), "\(run.error)")
  }

  @Test("a standard input that closes ends the app with a message, exit 1, and the screen restored")
  func closedInput() async throws {
    // The app draws in its pane and reads keys from the terminal of a second window; closing
    // that window hangs its terminal up, and the app's reads find the input gone. (A closed
    // terminal that is the app's own sends it SIGHUP instead, tested above.)
    let session = try await TmuxSession(interactiveShellIn: nil, secondWindow: true)
    defer { session.close() }
    let input = try await session.secondWindowTerminal
    try await session.waitFor("$")
    try await session.type("\(TmuxSession.quoted(try BuiltProduct.probe)) < \(input); echo \"[exit $?]\"")
    try await session.press("Enter")
    try await session.waitFor("Count: 0")
    try await session.press("Enter", inSecondWindow: true)
    try await session.waitFor("Count: 1")
    try await session.closeSecondWindow()
    let after = try await session.waitFor("[exit 1]")
    #expect(after.contains("standard input closed"), "\(after)")
    #expect(!(try await session.alternateScreen))
  }
}
