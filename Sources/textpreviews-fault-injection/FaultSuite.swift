import Foundation
import PreviewRunner
import PreviewSnapshots

/// Faults injected into the faulty-previews runner as an attacker and as bad luck would,
/// with what must hold after each: every snapshot old or new and decodable, nothing outside
/// the snapshots directory changed, no state counted twice or dropped, no worker left behind.
///
/// Every fault runs in a workspace of its own: `Snapshots/` (copied from a template) and a
/// decoy tree beside it that hostile layouts link to. Kill points are drawn from a seeded
/// generator within the time a whole run of that mode took on this machine.
final class FaultSuite {
  let runner: String
  let points: Int
  var random: SeededGenerator
  private let root: String
  private var counts: [(category: String, injected: Int, survived: Int, seconds: Double)] = []
  /// When the fault being recorded started: the end of the previous one.
  private var lastRecorded = Date()
  private(set) var problems: [String] = []
  /// How many workspaces were made, which numbers them.
  private(set) var fault = 0

  /// The six Good snapshots as recorded with each label, by relative path.
  private var good: [String: [String: [UInt8]]] = [:]
  /// How long a whole run of each mode takes here, in seconds.
  private var duration: [String: Double] = [:]

  static let goodFiles = (1...6).map { "Good/GoodPreviews.good-\($0).txt" }

  init(runner: String, seed: UInt64, points: Int) {
    self.runner = runner
    self.points = points
    random = SeededGenerator(seed: seed)
    root = NSTemporaryDirectory() + "fault-injection-\(getpid())"
    try? FileManager.default.removeItem(atPath: root)
    try! FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
  }

  /// Removes every workspace; the process exits with `exit`, which runs no deinitializer.
  func removeWorkspaces() {
    try? FileManager.default.removeItem(atPath: root)
  }

  /// Every category's counts and the time its faults took, in the order run.
  var results: [(category: String, injected: Int, survived: Int, seconds: Double)] { counts }

  // MARK: - Running the runner

  /// Runs the runner to its end (a guard deadline aside).
  @discardableResult
  func run(_ arguments: [String], in workspace: String, label: String = "fine", extra: [String: String] = [:])
    -> Ended
  {
    Running.start(
      runner, arguments, in: workspace, environment: ["TEXTPREVIEWS_FAULTY_LABEL": label].merging(extra) { $1 }
    )
    .wait(deadline: 60)
  }

  // MARK: - Workspaces

  /// A fresh workspace with `Snapshots/` copied from `template` (or empty) and the decoy.
  func workspace(from template: String?) -> String {
    fault += 1
    let path = root + "/fault-\(fault)"
    try! FileManager.default.createDirectory(atPath: path + "/decoy/pending/Good", withIntermediateDirectories: true)
    for (name, text) in [
      ("notes.txt", "notes\n"), ("GoodPreviews.good-1.txt", "not a snapshot\n"), ("holder", "precious\n"),
      ("pending/Good/GoodPreviews.good-1.txt", "someone else's\n"),
    ] {
      try! Data(text.utf8).write(to: URL(fileURLWithPath: path + "/decoy/" + name))
    }
    if let template {
      try! FileManager.default.copyItem(atPath: template, toPath: path + "/Snapshots")
    } else {
      try! FileManager.default.createDirectory(atPath: path + "/Snapshots", withIntermediateDirectories: true)
    }
    return path
  }

  /// Everything in a workspace but its snapshots: what no fault may change.
  func outside(_ workspace: String) -> Tree {
    Tree(workspace, excluding: ["Snapshots"])
  }

  func remove(_ workspace: String) {
    try? FileManager.default.removeItem(atPath: workspace)
  }

  // MARK: - Fixtures

  /// Records the Good snapshots with each label once, keeps their bytes, and times a whole
  /// run of each mode that faults interrupt.
  func prepare(labels: [String]) {
    for label in labels {
      let workspace = workspace(from: nil)
      let ended = run(["--record", "Good", "--snapshots", "Snapshots"], in: workspace, label: label)
      precondition(ended.code == 0, "recording the fixtures failed: \(ended.output)\(ended.error)")
      var files: [String: [UInt8]] = [:]
      for file in Self.goodFiles {
        let bytes = [UInt8](FileManager.default.contents(atPath: workspace + "/Snapshots/" + file)!)
        precondition((try? SnapshotFile.decode(bytes, path: file)) != nil, "\(file) does not decode")
        files[file] = bytes
      }
      good[label] = files
      remove(workspace)
    }
  }

  /// The bytes of the Good snapshot `file` recorded with `label`.
  func bytes(_ label: String, _ file: String) -> [UInt8] {
    good[label]![file]!
  }

  /// A template folder: the Good snapshots of `label`, then whatever `then` adds.
  func template(_ name: String, snapshots label: String, then: (String) -> Void = { _ in }) -> String {
    let workspace = root + "/template-" + name
    try! FileManager.default.createDirectory(atPath: workspace + "/Snapshots/Good", withIntermediateDirectories: true)
    for file in Self.goodFiles {
      try! Data(bytes(label, file)).write(to: URL(fileURLWithPath: workspace + "/Snapshots/" + file))
    }
    then(workspace)
    return workspace + "/Snapshots"
  }

  /// How long `arguments` take on a copy of `template` when `concurrently` runs share the
  /// machine, as faults will: the longest of two rounds.
  func time(_ mode: String, _ arguments: [String], template: String, label: String, concurrently: Int) -> Double {
    var longest = 0.0
    for _ in 0..<2 {
      let workspaces = (0..<concurrently).map { _ in workspace(from: template) }
      let start = Date()
      let running = workspaces.map {
        Running.start(runner, arguments, in: $0, environment: ["TEXTPREVIEWS_FAULTY_LABEL": label])
      }
      for process in running { _ = process.wait(deadline: 60) }
      longest = max(longest, Date().timeIntervalSince(start))
      workspaces.forEach(remove)
    }
    duration[mode] = longest
    return longest
  }

  /// Starts the clock of the faults about to run: preparing them is not counted.
  func beginFaults() {
    lastRecorded = Date()
  }

  /// A kill point within the time a whole run of `mode` takes.
  func killPoint(_ mode: String) -> Double {
    Double.random(in: 0..<(duration[mode]! * 0.95), using: &random)
  }

  // MARK: - Checks

  /// Records one fault of `category` and whether everything held; `problems` says what did not.
  func record(_ category: String, _ description: String, problems found: [String]) {
    let seconds = Date().timeIntervalSince(lastRecorded)
    lastRecorded = Date()
    if let index = counts.firstIndex(where: { $0.category == category }) {
      counts[index].injected += 1
      counts[index].seconds += seconds
      if found.isEmpty { counts[index].survived += 1 }
    } else {
      counts.append((category, 1, found.isEmpty ? 1 : 0, seconds))
    }
    for problem in found { problems.append("\(category), \(description): \(problem)") }
  }

  /// Problems with the snapshots: each Good snapshot must be one of `allowed` (by label) and
  /// decode, and nothing but the runner's own files may be beside them.
  func snapshotProblems(_ workspace: String, allowed labels: [String]) -> [String] {
    var problems: [String] = []
    let snapshots = workspace + "/Snapshots"
    for file in Self.goodFiles {
      guard let data = FileManager.default.contents(atPath: snapshots + "/" + file) else {
        problems.append("\(file) is gone")
        continue
      }
      let bytes = [UInt8](data)
      if !labels.contains(where: { self.bytes($0, file) == bytes }) {
        problems.append("\(file) is none of \(labels.joined(separator: ", "))")
      }
      if (try? SnapshotFile.decode(bytes, path: file)) == nil { problems.append("\(file) does not decode") }
    }
    let tree = Tree(snapshots, excluding: [".pending"])
    for (path, kind) in tree.entries {
      let name = path.split(separator: "/").last.map(String.init) ?? path
      let expected =
        kind == "folder"
        ? path == "Good"
        : Self.goodFiles.contains(path) || name == ".preview-runner.lock"
          || (name.hasPrefix(".snapshot-") && name.hasSuffix(".tmp"))
      if !expected { problems.append("unexpected \(path) (\(kind))") }
    }
    return problems
  }

  /// Problems with the pending renderings: each must be one of `allowed` (by label).
  func pendingProblems(_ workspace: String, allowed labels: [String]) -> [String] {
    var problems: [String] = []
    for file in Self.goodFiles {
      guard let data = FileManager.default.contents(atPath: workspace + "/Snapshots/.pending/" + file) else { continue }
      if !labels.contains(where: { self.bytes($0, file) == [UInt8](data) }) {
        problems.append(".pending/\(file) is none of \(labels.joined(separator: ", "))")
      }
    }
    return problems
  }

  /// Problems with what lies outside the snapshots: anything changed since `before`.
  func outsideProblems(_ workspace: String, before: Tree) -> [String] {
    outside(workspace).differences(from: before).map { "outside the snapshots directory: \($0)" }
  }

  /// Waits up to two seconds for every process of the runner to be gone: workers of a killed
  /// runner exit when their channel closes.
  func workersLeft() -> [String] {
    let deadline = Date().addingTimeInterval(2)
    var left = processes(running: runner)
    while !left.isEmpty && Date() < deadline {
      usleep(10_000)
      left = processes(running: runner)
    }
    for pid in left { _ = POSIX.kill(pid, POSIX.SIGKILL) }
    return left.map {
      "process \($0) of the runner was left behind (state \(processState($0).map(String.init) ?? "?"))"
    }
  }
}
