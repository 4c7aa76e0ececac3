import Foundation
import PreviewTesting

/// A generated test file of `count` tests with one inline call each, some of them recorded:
/// every state a sequence of rewrites can leave it in, built here without the writer.
struct InlineRows {
  let count: Int

  /// The rendering recorded into call `index`.
  func rendering(_ index: Int) -> String {
    "row \(index)\n└──┘"
  }

  /// The file with the calls in `recorded` holding their rendering.
  func text(recorded: Set<Int>) -> String {
    var text = "import PreviewTesting\nimport Testing\nimport TextUI\n\n@MainActor\nstruct RowsTests {\n"
    for index in 0..<count {
      text += "  @Test func row\(index)() async {\n    await assertInlineSnapshot(of: Text(\"row \(index)\"), width: 8)"
      if recorded.contains(index) {
        text += " {\n      \"\"\"\n" + rendering(index).split(separator: "\n").map { "      \($0)\n" }.joined()
        text += "      \"\"\"\n    }"
      }
      text += "\n  }\n"
    }
    return text + "}\n"
  }

  /// Where call `index`'s `(` is (line and column from 1) when the calls in `recorded` hold
  /// their rendering.
  func position(of index: Int, recorded: Set<Int>) -> (line: Int, column: Int) {
    (6 + 3 * index + 2 + 5 * recorded.count { $0 < index }, 31)
  }
}

/// What a child of the suite writes, in order, as one test process would.
struct InlineRewritePlan: Codable {
  struct Write: Codable {
    var line: Int
    var column: Int
    var text: String
  }

  var path: String
  var buildTime: Int
  var writes: [Write]
}

/// `textpreviews-fault-injection --inline-rewrite-child PLAN`: a test process's inline writes,
/// for the parent to kill at a random moment.
enum InlineRewriteChild {
  static func runIfAsked() {
    let arguments = CommandLine.arguments
    guard arguments.count == 3, arguments[1] == "--inline-rewrite-child" else { return }
    let data = FileManager.default.contents(atPath: arguments[2])!
    let plan = try! JSONDecoder().decode(InlineRewritePlan.self, from: data)
    let writer = InlineSnapshotWriter(buildTime: POSIX.TimeSpec(tv_sec: plan.buildTime, tv_nsec: 0))
    for write in plan.writes {
      let call = InlineSnapshotWriter.Call(
        path: plan.path, line: write.line, column: write.column, expected: nil, width: 8, height: nil)
      do {
        try writer.write(write.text, into: call)
      } catch {
        print("refused: \(error.message(rerun: "swift test"))")
        POSIX.exit(1)
      }
    }
    POSIX.exit(0)
  }
}

extension FaultSuite {
  /// Six calls recorded in a seeded random order: each lands at its own call.
  func inlineRandomOrder(root: String, checks: InlineChecks) {
    try! FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    let rows = InlineRows(count: 6)
    let order = Array(0..<rows.count).shuffled(using: &random)
    let file = root + "/RowsTests.swift"
    let before = rows.text(recorded: [])
    try! Data(before.utf8).write(to: URL(fileURLWithPath: file))
    let writer = InlineSnapshotWriter(buildTime: Self.settle(file, savedAfterBuild: false))
    var problems: [String] = []
    for index in order {
      let position = rows.position(of: index, recorded: [])
      let call = InlineSnapshotWriter.Call(
        path: file, line: position.line, column: position.column, expected: nil, width: 8, height: nil)
      do {
        try writer.write(rows.rendering(index), into: call)
      } catch {
        problems.append("row \(index) was refused: \(error.message(rerun: "swift test"))")
      }
    }
    let after = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
    if after != rows.text(recorded: Set(order)) { problems.append("the file is not as expected:\n\(after)") }
    let regions = (0..<rows.count).map {
      rows.position(of: $0, recorded: []).line...rows.position(of: $0, recorded: []).line
    }
    problems += InlineChecks.onlyRegionsChanged(before: before, after: after, regions: regions)
    problems += checks.typeChecks(file) + InlineChecks.onlyFiles(["RowsTests.swift"], in: root)
    record(Self.inlineCategory, "six calls in the order \(order)", problems: problems)
  }

  /// A test process writing thirty calls, killed at seeded random moments: the file is always
  /// one of the states the writes go through and type-checks, and the next run (rebuilt from
  /// what the kill left) records the rest and removes the interrupted write's temporary file.
  func inlineKills(root: String, checks: InlineChecks, kills: Int = 12) {
    let rows = InlineRows(count: 30)
    let order = Array(0..<rows.count).shuffled(using: &random)
    let duration = inlineChild(rows: rows, order: order, recorded: [], in: root + "/timing").wait(deadline: 120)
    let start = Date()
    _ = inlineChild(rows: rows, order: order, recorded: [], in: root + "/timing2").wait(deadline: 120)
    let whole = Date().timeIntervalSince(start)
    guard duration.code == 0 else {
      record(
        Self.inlineCategory, "kill -9 during rewrites", problems: ["an unkilled run failed: \(tail(duration.output))"])
      return
    }
    var injected = 0
    var attempt = 0
    while injected < kills && attempt < kills * 4 {
      attempt += 1
      let folder = root + "/kill-\(attempt)"
      let delay = Double.random(in: 0..<(whole * 0.95), using: &random)
      let child = inlineChild(rows: rows, order: order, recorded: [], in: folder)
      usleep(useconds_t(delay * 1_000_000))
      guard child.send(POSIX.SIGKILL) else {
        _ = child.wait(deadline: 120)
        continue
      }
      _ = child.wait(deadline: 120)
      injected += 1
      let (written, problems) = afterKill(rows: rows, order: order, folder: folder, checks: checks)
      record(
        Self.inlineCategory, "kill -9 after \(milliseconds(delay)) of rewrites (\(written) of \(order.count) written)",
        problems: problems)
    }
  }

  /// Problems after a kill in `folder`: the state it left, and the run that follows it.
  private func afterKill(
    rows: InlineRows, order: [Int], folder: String, checks: InlineChecks
  ) -> (written: Int, problems: [String]) {
    let file = folder + "/RowsTests.swift"
    let left = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
    guard let written = (0...order.count).first(where: { left == rows.text(recorded: Set(order.prefix($0))) }) else {
      return (-1, ["the kill left a file that no sequence of rewrites makes:\n\(left)"])
    }
    var problems = checks.typeChecks(file)
    let recorded = Set(order.prefix(written))
    let next = inlineChild(rows: rows, order: Array(order.dropFirst(written)), recorded: recorded, in: folder)
      .wait(deadline: 120)
    if next.code != 0 { problems.append("the next run did not record the rest: \(tail(next.output + next.error))") }
    let after = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
    if after != rows.text(recorded: Set(order)) { problems.append("after the next run the file is not as expected") }
    return (written, problems + InlineChecks.onlyFiles(["RowsTests.swift", "plan.json"], in: folder))
  }

  /// Starts a child writing `order`'s renderings into a file in `folder`, compiled with the
  /// calls in `recorded` already holding theirs (the file is written when it is missing).
  private func inlineChild(rows: InlineRows, order: [Int], recorded: Set<Int>, in folder: String) -> Running {
    try! FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let file = folder + "/RowsTests.swift"
    if !FileManager.default.fileExists(atPath: file) {
      try! Data(rows.text(recorded: recorded).utf8).write(to: URL(fileURLWithPath: file))
    }
    let built = Self.settle(file, savedAfterBuild: false)
    let writes = order.map { index in
      let position = rows.position(of: index, recorded: recorded)
      return InlineRewritePlan.Write(line: position.line, column: position.column, text: rows.rendering(index))
    }
    let plan = InlineRewritePlan(path: file, buildTime: built.tv_sec, writes: writes)
    try! JSONEncoder().encode(plan).write(to: URL(fileURLWithPath: folder + "/plan.json"))
    let me = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    return Running.start(me, ["--inline-rewrite-child", folder + "/plan.json"], in: folder, environment: [:])
  }
}
