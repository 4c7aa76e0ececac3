import Foundation
import PreviewTesting

/// The inline-rewrite faults: test files that drifted since the build, hostile shapes
/// (comments and strings naming the call, two calls on a line, `matches:` closures, CRLF,
/// tabs, a comment header), parameterized tests, read-only and linked files, and `kill -9`
/// in the middle of rewrites. Each runs PreviewTesting's own check and writer, as
/// `assertInlineSnapshot` does, on a file in a folder of its own. Afterwards the file must be
/// exactly what is expected (or untouched, mode and all, when the write was refused, with the
/// reason in the message), must still type-check against this package's modules, must differ
/// from before only within the rewritten calls (by a line diff), and its folder must hold
/// nothing else.
extension FaultSuite {
  static let inlineCategory = "inline rewrites"

  func inlineRewrites() {
    let root = NSTemporaryDirectory() + "fault-injection-inline-\(getpid())"
    try? FileManager.default.removeItem(atPath: root)
    defer { try? FileManager.default.removeItem(atPath: root) }
    let checks = InlineChecks(binFolder: (runner as NSString).deletingLastPathComponent)
    beginFaults()
    var number = 0
    for inlineCase in InlineCase.drift + InlineCase.rewrites + InlineCase.refusals + InlineCase.forms {
      number += 1
      let folder = root + "/case-\(number)"
      try! FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      record(Self.inlineCategory, inlineCase.name, problems: run(inlineCase, in: folder, checks: checks))
    }
    inlineRandomOrder(root: root + "/random", checks: checks)
    inlineKills(root: root + "/kills", checks: checks)
  }

  /// Runs one case in `folder`; what went wrong.
  private func run(_ inlineCase: InlineCase, in folder: String, checks: InlineChecks) -> [String] {
    let compiled = InlineFixture(inlineCase.compiled)
    var disk = InlineFixture(inlineCase.onDisk ?? inlineCase.compiled).text
    var expected = inlineCase.expected
    if case .crlf = inlineCase.setup {
      disk = disk.replacingOccurrences(of: "\n", with: "\r\n")
      expected = expected?.replacingOccurrences(of: "\n", with: "\r\n")
    }
    let (path, file) = Self.place(disk, in: folder, setup: inlineCase.setup)
    let built = Self.settle(file, savedAfterBuild: inlineCase.savedAfterBuild)
    let before = [UInt8](disk.utf8)
    let mode = InlineChecks.mode(file)
    let writer = InlineSnapshotWriter(buildTime: built)
    let renderings = InlineSnapshotRenderings()
    var problems: [String] = []
    for run in inlineCase.runs {
      let position = compiled.calls[run.call]!
      let call = InlineSnapshotWriter.Call(
        path: path, line: position.line, column: position.column, expected: run.expected, width: run.width,
        height: nil)
      var check = InlineSnapshotCheck(mode: run.mode, call: call, function: "test()")
      check.writer = writer
      check.renderings = renderings
      check.producer = run.producer
      let message = check.check(run.rendering)?.message ?? "(nothing reported)"
      if let phrase = run.says ?? inlineCase.message, !message.contains(phrase) {
        problems.append("the message does not say “\(phrase)”: \(tail(message))")
      }
    }
    if let expected {
      let after = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
      if after != expected { problems.append("the file is not as expected:\n\(after)") }
      if InlineChecks.mode(file) != mode {
        problems.append("its mode changed to \(String(InlineChecks.mode(file), radix: 8))")
      }
      let regions = inlineCase.runs.compactMap { compiled.regions[$0.call] }
      problems += InlineChecks.onlyRegionsChanged(before: disk, after: after, regions: regions)
    } else {
      problems += InlineChecks.unchanged(file, bytes: before, mode: mode)
    }
    chmod(file, 0o644)
    problems += checks.typeChecks(file)
    problems += Self.folderProblems(folder, setup: inlineCase.setup)
    return problems
  }

  /// Writes `text` as the case's test file; returns the path the test names and the file
  /// written (the link's target for a linked file).
  private static func place(_ text: String, in folder: String, setup: InlineCase.Setup) -> (String, String) {
    let path = folder + "/FixtureTests.swift"
    guard case .symbolicLink = setup else {
      try! Data(text.utf8).write(to: URL(fileURLWithPath: path))
      if case .readOnly = setup { chmod(path, 0o444) }
      return (path, path)
    }
    try! FileManager.default.createDirectory(atPath: folder + "/shared", withIntermediateDirectories: true)
    let target = folder + "/shared/Real.swift"
    try! Data(text.utf8).write(to: URL(fileURLWithPath: target))
    chmod(target, 0o640)
    try! FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "shared/Real.swift")
    return (path, target)
  }

  /// Dates `file` as compiled a minute before the build (or saved just after it); returns
  /// the build's time.
  static func settle(_ file: String, savedAfterBuild: Bool) -> POSIX.TimeSpec {
    let now = Int(Date().timeIntervalSince1970)
    let built = POSIX.TimeSpec(tv_sec: now - 30, tv_nsec: 0)
    if !savedAfterBuild {
      var times = [POSIX.TimeSpec(tv_sec: now - 90, tv_nsec: 0), POSIX.TimeSpec(tv_sec: now - 90, tv_nsec: 0)]
      utimensat(POSIX.AT_FDCWD, file, &times, 0)
    }
    return built
  }

  /// Problems when a case's folder holds anything but its file (and link).
  private static func folderProblems(_ folder: String, setup: InlineCase.Setup) -> [String] {
    guard case .symbolicLink = setup else { return InlineChecks.onlyFiles(["FixtureTests.swift"], in: folder) }
    var problems = InlineChecks.onlyFiles(["FixtureTests.swift", "shared"], in: folder)
    problems += InlineChecks.onlyFiles(["Real.swift"], in: folder + "/shared")
    if (try? FileManager.default.destinationOfSymbolicLink(atPath: folder + "/FixtureTests.swift"))
      != "shared/Real.swift"
    {
      problems.append("the symbolic link was replaced")
    }
    return problems
  }
}
