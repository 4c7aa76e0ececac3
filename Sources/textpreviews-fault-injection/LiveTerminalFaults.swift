import Foundation

/// Faults met by a live app in a real terminal (tmux): the live probe app
/// (`textpreviews-live-probe`, built beside the runner) killed by every signal whose default
/// action ends a process, ending of a stack overflow and of a trap in a button's action,
/// stopped and continued by someone else, sent SIGPIPE, and flooded with escape-sequence
/// fuzz. After each: the app ended within its deadline (no hang) with the status the fault
/// gives, `stty` in the pane shows `icanon` and `echo`, and the pane is off the alternate
/// screen; after a flood, the first Ctrl-C quits.
extension FaultSuite {
  /// Every catchable signal whose default action ends a process: each must end the app of
  /// that signal with the terminal restored.
  static var endingSignals: [(name: String, number: Int32)] {
    var signals: [(String, Int32)] = [
      ("HUP", POSIX.SIGHUP), ("INT", POSIX.SIGINT), ("QUIT", POSIX.SIGQUIT), ("TERM", POSIX.SIGTERM),
      ("USR1", POSIX.SIGUSR1), ("USR2", POSIX.SIGUSR2), ("ALRM", POSIX.SIGALRM), ("VTALRM", POSIX.SIGVTALRM),
      ("PROF", POSIX.SIGPROF), ("XCPU", POSIX.SIGXCPU), ("XFSZ", POSIX.SIGXFSZ), ("SYS", POSIX.SIGSYS),
      ("IO", POSIX.SIGIO),
    ]
    #if os(Linux)
      signals += [
        ("PWR", POSIX.SIGPWR), ("STKFLT", POSIX.SIGSTKFLT), ("RTMIN", POSIX.SIGRTMIN()),
        ("RTMIN+5", POSIX.SIGRTMIN() + 5), ("RTMAX", POSIX.SIGRTMAX()),
      ]
    #endif
    return signals
  }

  /// How many floods of fuzz are sent, each to an app of its own.
  static let fuzzBursts = 6

  /// Every live fault, counted in three categories.
  func liveTerminalFaults() {
    let probe = (runner as NSString).deletingLastPathComponent + "/textpreviews-live-probe"
    guard FileManager.default.isExecutableFile(atPath: probe) else {
      record("live app in tmux", "setting up", problems: ["\(probe) is not built: run swift build --build-tests"])
      return
    }
    guard TmuxPane.isInstalled else {
      record("live app in tmux", "setting up", problems: ["tmux is not installed: run scripts/install-tools tmux"])
      return
    }
    beginFaults()
    for signal in Self.endingSignals { signalFault(signal, probe: probe) }
    pipeFault(probe: probe)
    stopAndContinueFault(probe: probe)
    crashFault("a stack overflow in a button's action", tabs: 1, statuses: [128 + POSIX.SIGSEGV], probe: probe)
    crashFault(
      "a trap in a button's action", tabs: 2, statuses: [128 + POSIX.SIGILL, 128 + POSIX.SIGTRAP], probe: probe)
    for burst in 0..<Self.fuzzBursts { fuzzFault(burst, probe: probe) }
  }

  /// Starts the probe in a pane of its own and waits for its first screen; `nil` (with the
  /// problem recorded) when it does not come.
  private func startProbe(_ probe: String, category: String, fault: String) -> TmuxPane? {
    let pane: TmuxPane
    do {
      // Swift's backtracer, on a terminal, would offer to debug a crash and wait for a key.
      pane = try TmuxPane([probe], in: NSTemporaryDirectory(), environment: ["SWIFT_BACKTRACE": "interactive=no"])
    } catch {
      record(category, fault, problems: ["cannot start tmux: \(error)"])
      return nil
    }
    guard pane.wait(seconds: 20, until: { $0.contains("Count: 0") }) else {
      record(category, fault, problems: ["the probe drew no first screen within 20 s:\n\(pane.screen())"])
      pane.close()
      return nil
    }
    return pane
  }

  /// What must hold once the app has ended: it did within `seconds`, with a status of
  /// `statuses`, and left the terminal restored.
  func endProblems(of pane: TmuxPane, statuses: [Int32], seconds: Double = 20) -> [String] {
    guard let exit = pane.exit(within: seconds) else {
      let pid = pane.pid(within: 0)
      if let pid { _ = POSIX.kill(pid, POSIX.SIGKILL) }
      return ["the app did not end within \(Int(seconds)) s (a hang):\n\(pane.screen())"]
    }
    var problems = TmuxPane.restoreProblems(modes: exit.modes, alternateScreen: exit.alternateScreen)
    if !statuses.contains(exit.status) { problems.append("exit status \(exit.status), expected \(statuses)") }
    return problems
  }

  private func signalFault(_ signal: (name: String, number: Int32), probe: String) {
    let category = "live app, ending signals"
    let fault = "kill -\(signal.name)"
    guard let pane = startProbe(probe, category: category, fault: fault) else { return }
    defer { pane.close() }
    guard let pid = pane.pid() else {
      record(category, fault, problems: ["the probe's pid was never written"])
      return
    }
    _ = POSIX.kill(pid, signal.number)
    record(category, fault, problems: endProblems(of: pane, statuses: [128 + signal.number]))
  }

  /// SIGPIPE is ignored: the app goes on, answers a key, and quits on Ctrl-C.
  private func pipeFault(probe: String) {
    let category = "live app, ending signals"
    let fault = "kill -PIPE (ignored)"
    guard let pane = startProbe(probe, category: category, fault: fault), let pid = pane.pid() else { return }
    defer { pane.close() }
    _ = POSIX.kill(pid, POSIX.SIGPIPE)
    record(category, fault, problems: problemsAnsweringAKeyThenQuitting(pane))
  }

  /// Stopped and continued by someone else, the app draws again, answers keys, quits.
  private func stopAndContinueFault(probe: String) {
    let category = "live app, ending signals"
    let fault = "kill -STOP, then -CONT"
    guard let pane = startProbe(probe, category: category, fault: fault), let pid = pane.pid() else { return }
    defer { pane.close() }
    _ = POSIX.kill(pid, POSIX.SIGSTOP)
    // Continued once it has stopped, not after a guessed pause.
    var problems: [String] = []
    if !pane.wait(seconds: 20, until: { _ in processState(pid) == "T" }) { problems.append("it did not stop") }
    _ = POSIX.kill(pid, POSIX.SIGCONT)
    record(category, fault, problems: problems + problemsAnsweringAKeyThenQuitting(pane))
  }

  /// Presses Enter and expects the probe to count it, then quits it with Ctrl-C: what is wrong
  /// with an app that must go on after a fault.
  private func problemsAnsweringAKeyThenQuitting(_ pane: TmuxPane) -> [String] {
    pane.press("Enter")
    var problems: [String] = []
    if !pane.wait(seconds: 20, until: { $0.contains("Count: 1") }) { problems.append("no answer to a key after it") }
    pane.press("C-c")
    return problems + endProblems(of: pane, statuses: [0])
  }

  /// Presses the probe's Print button (the third control from the end), then the one `tabs`
  /// after it (Overflow, then Trap).
  private func crashFault(_ fault: String, tabs: Int, statuses: [Int32], probe: String) {
    let category = "live app, crashes in app code"
    guard let pane = startProbe(probe, category: category, fault: fault) else { return }
    defer { pane.close() }
    // Printed while the screen is up: the check below sees it written out after the crash.
    pane.press("BTab", "BTab", "BTab", "Enter")
    for _ in 0..<tabs { pane.press("Tab") }
    pane.press("Enter")
    var problems = endProblems(of: pane, statuses: statuses)
    if !pane.screen(history: true).contains("printed while the screen was up") {
      problems.append("what the app printed before the crash was lost")
    }
    record(category, fault, problems: problems)
  }

  /// Floods the app with seeded escape-sequence fuzz (on its first screen, or in its text
  /// field), then presses Ctrl-C once: the app must quit at once, restored.
  private func fuzzFault(_ burst: Int, probe: String) {
    let category = "live app, input fuzz"
    let inField = burst.isMultiple(of: 2)
    let fault =
      "burst \(burst + 1): 12 KB of escape-sequence fuzz \(inField ? "in a text field" : "on the first screen")"
    guard let pane = startProbe(probe, category: category, fault: fault) else { return }
    defer { pane.close() }
    if inField { pane.press("Tab", "Tab") }
    pane.send(InputFuzz.escapeSequences(count: 12 * 1024, using: &random))
    // However the app is drawing the flood, the first Ctrl-C ends it.
    pane.press("C-c")
    record(category, fault, problems: endProblems(of: pane, statuses: [0], seconds: 30))
  }
}
