import Foundation

extension FaultSuite {
  /// The labels the Good previews are recorded with: `old` snapshots, `fine` renderings (the
  /// new ones), and for the local-run faults a first run, a teammate's re-recording and a
  /// second run.
  static let labels = ["old", "fine", "run1", "team", "run2"]

  /// Every fault of every kind.
  func runAll() {
    prepare(labels: Self.labels)
    killDuringRecord()
    killDuringAccept()
    killDuringLocalRun()
    hostileLayouts()
    workerFaults()
    inlineRewrites()
    reportsToNonRegularPaths()
    liveTerminalFaults()
    hotReloadFaults()
  }

  // MARK: - kill -9 at random points

  /// One kind of kill: the run killed, what must hold right after, the run that follows
  /// (recovery), and what must hold after that.
  struct KillMode {
    var category: String
    var arguments: [String]
    var label: String
    var afterKill: (_ workspace: String) -> [String]
    var next: [String]
    var nextLabel: String
    var afterNext: (_ workspace: String, _ ended: Ended) -> [String]
  }

  /// Kills `mode`'s run at `points` seeded random moments, two faults at a time (a fault
  /// mostly waits: for its kill point, for a worker, for the disk), each in a workspace made
  /// from `template`. A point after the run already ended injected nothing and is drawn again.
  func killFaults(_ mode: KillMode, template: String) {
    let pair = 2
    _ = time(mode.category, mode.arguments, template: template, label: mode.label, concurrently: pair)
    beginFaults()
    var injected = 0
    while injected < points {
      let faults = (0..<min(pair, points - injected)).map { _ in
        let workspace = workspace(from: template)
        return (workspace: workspace, before: outside(workspace), delay: killPoint(mode.category))
      }
      let started = Date()
      let running = faults.map { fault in
        Running.start(
          runner, mode.arguments, in: fault.workspace, environment: ["TEXTPREVIEWS_FAULTY_LABEL": mode.label])
      }
      var killed = Array(repeating: false, count: faults.count)
      for index in faults.indices.sorted(by: { faults[$0].delay < faults[$1].delay }) {
        let wait = faults[index].delay - Date().timeIntervalSince(started)
        if wait > 0 { usleep(useconds_t(wait * 1_000_000)) }
        killed[index] = running[index].send(POSIX.SIGKILL)
      }
      for process in running { _ = process.wait(deadline: 60) }
      // Workers of a killed runner exit when their channel closes; none may stay.
      let left = workersLeft()
      var found: [[String]] = faults.indices.map { index in
        guard killed[index] else { return [] }
        return left + mode.afterKill(faults[index].workspace)
          + outsideProblems(faults[index].workspace, before: faults[index].before)
      }
      let next = faults.indices.filter { killed[$0] }.map { index in
        (
          index,
          Running.start(
            runner, mode.next, in: faults[index].workspace, environment: ["TEXTPREVIEWS_FAULTY_LABEL": mode.nextLabel])
        )
      }
      for (index, process) in next {
        found[index] += mode.afterNext(faults[index].workspace, process.wait(deadline: 60))
      }
      let leftAfterNext = workersLeft()
      found = found.map { $0 + leftAfterNext }
      for index in faults.indices {
        if killed[index] {
          injected += 1
          record(mode.category, "killed after \(milliseconds(faults[index].delay))", problems: found[index])
        }
        remove(faults[index].workspace)
      }
    }
  }

  /// `--record` over old snapshots, killed: each snapshot stays old or becomes new, and the
  /// next `--record` removes what the kill left and records everything.
  func killDuringRecord() {
    let template = template("record", snapshots: "old")
    let mode = KillMode(
      category: "kill -9 during --record", arguments: ["--record", "Good", "--jobs", "2", "--snapshots", "Snapshots"],
      label: "fine",
      afterKill: { self.snapshotProblems($0, allowed: ["old", "fine"]) },
      // One worker: the next run checks what the kill left, not how fast it renders.
      next: ["--record", "Good", "--jobs", "1", "--snapshots", "Snapshots"], nextLabel: "fine",
      afterNext: { workspace, next in
        var found = self.snapshotProblems(workspace, allowed: ["fine"])
        // What the kill left rewritten passes; what it left old is recorded again.
        if next.code != 0 || !next.summary.contains("passed, 0 failed") || Self.snapshotCount(next.summary) != 6 {
          found.append("the next --record did not record everything: \(tail(next.output + next.error))")
        }
        if Tree(workspace + "/Snapshots").entries.keys.contains(where: { $0.hasSuffix(".tmp") }) {
          found.append("the next --record left an interrupted write behind")
        }
        return found
      })
    killFaults(mode, template: template)
  }

  /// `review --accept` of six pending renderings, killed: each snapshot stays old or becomes
  /// the rendering, and accepting again finishes the job without refusing anything.
  func killDuringAccept() {
    let template = template("accept", snapshots: "old") { workspace in
      self.run(["Good", "--snapshots", "Snapshots"], in: workspace, label: "fine")
    }
    let arguments = ["review", "--accept", "--snapshots", "Snapshots"]
    let mode = KillMode(
      category: "kill -9 during review --accept", arguments: arguments, label: "fine",
      afterKill: { workspace in
        self.snapshotProblems(workspace, allowed: ["old", "fine"]) + self.pendingProblems(workspace, allowed: ["fine"])
      },
      next: arguments, nextLabel: "fine",
      afterNext: { workspace, again in
        var found = self.snapshotProblems(workspace, allowed: ["fine"])
        if again.code != 0 || again.output.contains("refused") {
          found.append("accepting again did not finish quietly: \(tail(again.output + again.error))")
        }
        if FileManager.default.fileExists(atPath: workspace + "/Snapshots/.pending/Good") {
          found.append(
            "accepting again left pending renderings: \(Tree(workspace + "/Snapshots/.pending").entries.keys.sorted())")
        }
        return found
      })
    killFaults(mode, template: template)
  }

  /// A local run killed while it keeps renderings pending, after a teammate re-recorded the
  /// snapshots that older pending renderings were compared with: the run writes no snapshot,
  /// and accepting afterwards never puts a rendering over a snapshot it was not compared with.
  func killDuringLocalRun() {
    let template = template("local", snapshots: "old") { workspace in
      // Renderings of a first run, compared with the old snapshots, then the teammate's.
      self.run(["Good", "--snapshots", "Snapshots"], in: workspace, label: "run1")
      for file in Self.goodFiles {
        try! Data(self.bytes("team", file)).write(to: URL(fileURLWithPath: workspace + "/Snapshots/" + file))
      }
    }
    let mode = KillMode(
      category: "kill -9 during a local run", arguments: ["Good", "--jobs", "2", "--snapshots", "Snapshots"],
      label: "run2",
      afterKill: { workspace in
        self.snapshotProblems(workspace, allowed: ["team"])
          + self.pendingProblems(workspace, allowed: ["run1", "run2"])
      },
      next: ["review", "--accept", "--snapshots", "Snapshots"], nextLabel: "run2",
      afterNext: { workspace, accepted in
        // run1's renderings were compared with the old snapshots: never accepted over the team's.
        var found = self.snapshotProblems(workspace, allowed: ["team", "run2"])
        if accepted.code > 1 || accepted.hung {
          found.append("review --accept failed: \(tail(accepted.output + accepted.error))")
        }
        return found
      })
    killFaults(mode, template: template)
  }

  // MARK: - Hostile layouts

  /// Symbolic links a checkout could commit, each met by the command that would have
  /// followed it: refused (or, for a snapshot file, replaced), and nothing outside changed.
  func hostileLayouts() {
    let recorded = template("hostile", snapshots: "fine")
    let layouts: [(name: String, arguments: [String], code: Int32, prepare: (String) -> Void)] = [
      (
        "lock file linked to a file", ["--record", "Good"], 2,
        { self.link("Snapshots/.preview-runner.lock", "decoy/holder", $0) }
      ),
      (
        "lock file linked to nothing", ["Good"], 2, { self.link("Snapshots/.preview-runner.lock", "decoy/created", $0) }
      ),
      (
        "lock file linked, review", ["review", "--accept"], 2,
        { self.link("Snapshots/.preview-runner.lock", "decoy/holder", $0) }
      ),
      (
        "component folder linked, --record --prune", ["--record", "--prune"], 2,
        { self.replace("Snapshots/Good", "decoy", $0) }
      ),
      ("component folder linked, --ci", ["--ci", "Good"], 2, { self.replace("Snapshots/Good", "decoy", $0) }),
      (
        "component folder linked to nothing", ["--record", "Good"], 2,
        { self.replace("Snapshots/Good", "decoy/gone", $0) }
      ),
      (
        ".pending linked, review --reject", ["review", "--reject"], 2,
        { self.link("Snapshots/.pending", "decoy/pending", $0) }
      ),
      (".pending linked, a local run", ["Good"], 2, { self.link("Snapshots/.pending", "decoy/pending", $0) }),
      (".pending linked to nothing, a local run", ["Good"], 2, { self.link("Snapshots/.pending", "decoy/none", $0) }),
      (
        ".pending/Good linked, review --accept", ["review", "--accept"], 2,
        { workspace in
          try! FileManager.default.createDirectory(
            atPath: workspace + "/Snapshots/.pending", withIntermediateDirectories: true)
          self.link("Snapshots/.pending/Good", "decoy/pending/Good", workspace)
        }
      ),
      ("snapshots directory linked", ["--record", "Good"], 2, { self.replace("Snapshots", "decoy", $0) }),
      (
        "snapshot file linked, --record", ["--record", "Good"], 0,
        {
          self.replace("Snapshots/Good/GoodPreviews.good-1.txt", "decoy/holder", $0)
        }
      ),
      (
        "snapshot file linked, --ci", ["--ci", "Good"], 1,
        {
          self.replace("Snapshots/Good/GoodPreviews.good-1.txt", "decoy/holder", $0)
        }
      ),
    ]
    beginFaults()
    for layout in layouts {
      let workspace = workspace(from: recorded)
      layout.prepare(workspace)
      let before = outside(workspace)
      let ended = run(layout.arguments + ["--snapshots", "Snapshots"], in: workspace)
      var found = outsideProblems(workspace, before: before)
      if ended.code != layout.code {
        found.append("exit \(ended.code), expected \(layout.code): \(tail(ended.output + ended.error))")
      }
      if ended.code == 2 && !ended.error.contains("is a symbolic link") {
        found.append("the error does not name the link: \(tail(ended.error))")
      }
      if (ended.output + ended.error).contains("precious") { found.append("the decoy's content was shown") }
      record("hostile layouts", layout.name, problems: found)
      remove(workspace)
    }
  }

  /// Replaces `relative` in `workspace` by a link to `target` (relative to the workspace).
  func replace(_ relative: String, _ target: String, _ workspace: String) {
    try? FileManager.default.removeItem(atPath: workspace + "/" + relative)
    link(relative, target, workspace)
  }

  func link(_ relative: String, _ target: String, _ workspace: String) {
    try! FileManager.default.createSymbolicLink(
      atPath: workspace + "/" + relative, withDestinationPath: workspace + "/" + target)
  }

  // MARK: - Workers

  /// Workers killed or stopped at random moments, and previews that write to the worker's
  /// channel: the run ends, counts every state once, writes nothing in CI mode, and leaves
  /// no worker behind.
  func workerFaults() {
    let recorded = template("workers", snapshots: "fine")
    let arguments = ["--ci", "Good", "--jobs", "2", "--timeout", "0.5", "--snapshots", "Snapshots"]
    _ = time("workers", arguments, template: recorded, label: "fine", concurrently: 1)
    for (category, signal, count) in [("workers killed", POSIX.SIGKILL, 10), ("workers stopped", POSIX.SIGSTOP, 5)] {
      beginFaults()
      var injected = 0
      while injected < count {
        let delay = killPoint("workers")
        let workspace = workspace(from: recorded)
        let before = Tree(workspace)
        let running = Running.start(runner, arguments, in: workspace, environment: [:])
        usleep(useconds_t(delay * 1_000_000))
        // A worker is stopped once it is one; it may be killed even before its exec.
        let workers = signal == POSIX.SIGSTOP ? running.workers : running.children
        let victim = workers.isEmpty ? nil : workers[Int.random(in: 0..<workers.count, using: &random)]
        if let victim { _ = POSIX.kill(victim, signal) }
        let ended = running.wait(deadline: 30)
        guard let victim else {
          // No worker was running at that moment: no fault; draw another point.
          _ = workersLeft()
          remove(workspace)
          continue
        }
        injected += 1
        var found = countProblems(ended, states: 6)
        if signal == POSIX.SIGSTOP, let state = processState(victim), state != "Z" {
          found.append("the stopped worker \(victim) is still there (state \(state))")
          _ = POSIX.kill(victim, POSIX.SIGKILL)
        }
        found += workersLeft()
        found += Tree(workspace).differences(from: before).map { "changed in CI mode: \($0)" }
        record(category, "worker \(victim) after \(milliseconds(delay))", problems: found)
        remove(workspace)
      }
    }
    for jobs in [1, 2, 1, 2] {
      let workspace = workspace(from: recorded)
      let before = Tree(workspace)
      let ended = run(
        ["--ci", "Good", "ChannelWriter", "--jobs", "\(jobs)", "--snapshots", "Snapshots"], in: workspace)
      var found = countProblems(ended, states: 8)
      if ended.summary != "6 passed, 2 failed" { found.append("summary: \(ended.summary)") }
      for expected in ["without the worker's secret", "frame header is not a decimal length"]
      where !ended.output.contains(expected) {
        found.append("no \"\(expected)\" in: \(tail(ended.output))")
      }
      found += workersLeft()
      found += Tree(workspace).differences(from: before).map { "changed in CI mode: \($0)" }
      record("forged frames and garbage", "--jobs \(jobs)", problems: found)
      remove(workspace)
    }
    for _ in 0..<2 {
      let workspace = workspace(from: recorded)
      let pidFile = workspace + "/decoy/worker.pid"
      let ended = run(
        ["--ci", "StopsAtExit", "--snapshots", "Snapshots"], in: workspace,
        extra: ["TEXTPREVIEWS_FAULTY_STOP_AT_EXIT": "1", "TEXTPREVIEWS_FAULTY_PID_FILE": pidFile])
      var found: [String] = ended.hung ? ["the run hung"] : []
      if let text = try? String(contentsOfFile: pidFile, encoding: .utf8), let pid = POSIX.ProcessID(text.trimmed) {
        if let state = processState(pid), state != "Z" {
          found.append("the worker \(pid) that stopped at exit is still there (state \(state))")
          _ = POSIX.kill(pid, POSIX.SIGKILL)
        }
      } else {
        found.append("the worker never ran")
      }
      record("workers stopped at exit", "run \(fault)", problems: found)
      remove(workspace)
    }
  }

  /// How many snapshots a runner's summary line counts: passed, failed, recorded and new
  /// (each snapshot is one of them), not stale files.
  static func snapshotCount(_ summary: String) -> Int {
    summary.split(separator: ",").reduce(0) { total, part in
      let words = part.split(separator: " ")
      guard let number = words.first.flatMap({ Int($0) }), words.last != "stale" else { return total }
      return total + number
    }
  }

  /// Problems with a run's counts: it must end, and its summary must count each of `states`
  /// once (or the provider once, when its states could not be read).
  func countProblems(_ ended: Ended, states: Int) -> [String] {
    guard !ended.hung else { return ["the run hung: \(tail(ended.output))"] }
    guard ended.code == 0 || ended.code == 1 else { return ["exit \(ended.code): \(tail(ended.output + ended.error))"] }
    let counted = Self.snapshotCount(ended.summary)
    if ended.output.contains("GoodPreviews (reading its states)") { return [] }
    return counted == states ? [] : ["the summary counts \(counted) of \(states) states: \(ended.summary)"]
  }
}

/// The last lines of a run's output, for a message.
func tail(_ text: String) -> String {
  text.split(separator: "\n").suffix(3).joined(separator: " ⏎ ")
}

func milliseconds(_ seconds: Double) -> String {
  "\(Int((seconds * 1000).rounded())) ms"
}

extension String {
  var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}
