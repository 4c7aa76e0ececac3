import Foundation
import PreviewKit
import PreviewRunner
import Testing
import TextUI

/// What the greeting previews show; a test changes it to "change the component".
@MainActor
private enum Fixture {
  static var greeting = "Hello"
}

private struct GreetingPreviews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(width: 20, height: 3) }
  static var states: [PreviewState] {
    [
      PreviewState("plain") { Text(Fixture.greeting) },
      PreviewState("loud") { Text(Fixture.greeting.uppercased()).bold() },
    ]
  }
}

private struct FarewellPreviews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(width: 20, height: 3) }
  static var states: [PreviewState] {
    [PreviewState("default") { Text("Goodbye") }]
  }
}

private struct HostilePreviews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(width: 12, height: 1) }
  static var states: [PreviewState] {
    [
      PreviewState("../../escape") { Text("out") },
      PreviewState("a/b") { Text("slash") },
      PreviewState("bell\u{7}\ttab\nline") { Text("control") },
    ]
  }
}

/// A temporary directory per test, holding the snapshots directory and reports.
private struct Sandbox: ~Copyable {
  let root: URL

  init() throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("runner-integration-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    // `--snapshots` names a directory that must exist unless recording, as in a real project.
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("Snapshots"), withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: root) }

  var snapshots: String { root.appendingPathComponent("Snapshots").path }

  func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

  /// Every file under `directory`, relative to it, sorted.
  func listing(_ directory: String) -> [String] {
    let base = URL(fileURLWithPath: directory).standardizedFileURL.path
    guard let enumerator = FileManager.default.enumerator(atPath: base) else { return [] }
    return enumerator.compactMap { $0 as? String }.filter { relative in
      var isDirectory: ObjCBool = false
      return FileManager.default.fileExists(atPath: base + "/" + relative, isDirectory: &isDirectory)
        && !isDirectory.boolValue
    }.sorted()
  }

  /// Runs the runner over `providers` with `--snapshots` pointing into the sandbox.
  @MainActor
  func run(
    _ arguments: [String], providers: [any PreviewProvider.Type] = [GreetingPreviews.self, FarewellPreviews.self],
    environment: [String: String] = [:]
  ) async -> (code: Int32, output: String, error: String) {
    let console = Console.capturing()
    let code = await PreviewRunnerCommand.run(
      arguments: arguments + ["--snapshots", snapshots], environment: environment, providers: providers,
      appChecks: [], workingDirectory: root.path, output: console)
    return (code, console.standardOutput, console.standardError)
  }
}

private func lastLine(_ text: String) -> String {
  text.split(separator: "\n").last.map(String.init) ?? ""
}

@Suite("Runner integration", .serialized)
@MainActor
struct RunnerIntegrationTests {
  @Test("record, verify, change the component, see the diff, re-record")
  func recordVerifyChange() async throws {
    let sandbox = try Sandbox()
    defer { Fixture.greeting = "Hello" }

    let first = await sandbox.run([])
    #expect(first.code == 0)
    #expect(lastLine(first.output) == "0 passed, 0 failed, 3 new")
    #expect(first.output.contains("new: Greeting/"))
    #expect(sandbox.listing(sandbox.snapshots).allSatisfy { $0.hasPrefix(".pending/") })

    let accepted = await sandbox.run(["review", "--accept"])
    #expect(accepted.code == 0)
    #expect(lastLine(accepted.output) == "3 accepted, 0 rejected, 0 skipped")

    let second = await sandbox.run([])
    #expect(second.code == 0)
    #expect(lastLine(second.output) == "3 passed, 0 failed")

    Fixture.greeting = "Howdy"
    let changed = await sandbox.run([])
    #expect(changed.code == 1)
    #expect(lastLine(changed.output) == "1 passed, 2 failed")
    let lines = changed.output.split(separator: "\n")
    #expect(lines.contains { $0.hasPrefix("-") && $0.contains("Hello") })
    #expect(lines.contains { $0.hasPrefix("+") && $0.contains("Howdy") })
    #expect(sandbox.listing(sandbox.snapshots).contains { $0.hasPrefix(".pending/Greeting/") })

    let recorded = await sandbox.run(["--record"])
    #expect(recorded.code == 0)
    #expect(lastLine(recorded.output) == "1 passed, 0 failed, 2 recorded")
    #expect(!sandbox.listing(sandbox.snapshots).contains { $0.hasPrefix(".pending/Greeting/") })

    let after = await sandbox.run([])
    #expect(after.code == 0)
    #expect(lastLine(after.output) == "3 passed, 0 failed")
  }

  @Test("CI mode writes nothing into the snapshots directory and fails on missing or changed")
  func ciWritesNothing() async throws {
    let sandbox = try Sandbox()
    defer { Fixture.greeting = "Hello" }

    let missing = await sandbox.run(["--ci", "--new-dir", sandbox.path("new")])
    #expect(missing.code == 1)
    #expect(lastLine(missing.output) == "0 passed, 3 failed")
    #expect(sandbox.listing(sandbox.snapshots) == [])

    let fromEnvironment = await sandbox.run(["--new-dir", sandbox.path("new")], environment: ["CI": "true"])
    #expect(fromEnvironment.code == 1)
    #expect(sandbox.listing(sandbox.snapshots) == [])

    _ = await sandbox.run(["--record"])
    let before = sandbox.listing(sandbox.snapshots)
    Fixture.greeting = "Howdy"
    let changed = await sandbox.run(["--ci"])
    #expect(changed.code == 1)
    #expect(changed.output.contains("wrote new renderings to "))
    #expect(sandbox.listing(sandbox.snapshots) == before)
  }

  @Test("a failing CI run says how to accept its renderings locally, last before the summary and in JUnit")
  func ciAcceptHint() async throws {
    let sandbox = try Sandbox()
    defer { Fixture.greeting = "Hello" }
    _ = await sandbox.run(["--record"])
    let passing = await sandbox.run(["--ci"])
    #expect(!passing.output.contains("to accept these renderings"))

    Fixture.greeting = "Howdy"
    let junitPath = sandbox.path("junit.xml")
    let failing = await sandbox.run(["--ci", "--new-dir", sandbox.path("new"), "--report", "junit", junitPath])
    #expect(failing.code == 1)
    let folder = " --snapshots \(sandbox.snapshots)"
    let hint =
      "to accept these renderings, run locally: swift run preview-runner\(folder), then swift run preview-runner "
      + "review\(folder) (or swift run preview-runner --record\(folder) <filter>); or accept CI's own: download its new "
      + "renderings and run swift run preview-runner review --from <folder or .zip>\(folder)"
    let lines = failing.output.split(separator: "\n").map(String.init)
    #expect(lines.suffix(2) == [hint, "1 passed, 2 failed"])
    let junit = try String(contentsOfFile: junitPath, encoding: .utf8)
    let escaped = hint.replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    #expect(junit.components(separatedBy: "\n\n" + escaped + "</failure>").count - 1 == 2)
  }

  @Test("a missing snapshot in CI mode names the command that records it, and that command does")
  func missingSnapshotHint() async throws {
    let sandbox = try Sandbox()
    let missing = await sandbox.run(["--ci", "Farewell", "--new-dir", sandbox.path("new")])
    #expect(missing.code == 1)
    let prefix = "record it with: swift run preview-runner "
    let hint = try #require(missing.output.split(separator: "\n").first { $0.contains(prefix) })
    let arguments = hint[hint.range(of: prefix)!.upperBound...].split(separator: " ").map(String.init)
    #expect(arguments == ["--record", "--snapshots", sandbox.snapshots, "Farewell"])

    // Run as printed, even where the CI variable is set.
    let console = Console.capturing()
    let recorded = await PreviewRunnerCommand.run(
      arguments: arguments, environment: ["CI": "1"], providers: [GreetingPreviews.self, FarewellPreviews.self],
      appChecks: [], workingDirectory: sandbox.root.path, output: console)
    #expect(recorded == 0, "\(console.standardOutput)\(console.standardError)")
    let verified = await sandbox.run(["--ci", "Farewell"])
    #expect(verified.code == 0)
    #expect(lastLine(verified.output) == "1 passed, 0 failed")
  }

  @Test("filters select components, and stale files are reported only within the filter")
  func filtersAndStale() async throws {
    let sandbox = try Sandbox()
    _ = await sandbox.run(["--record"])
    let staleGreeting = sandbox.snapshots + "/Greeting/GreetingPreviews.removed.txt"
    let staleFarewell = sandbox.snapshots + "/Farewell/FarewellPreviews.removed.txt"
    // Snapshots of states since removed: files the runner recorded (only those are stale).
    try FileManager.default.copyItem(
      atPath: sandbox.snapshots + "/Greeting/GreetingPreviews.plain.txt", toPath: staleGreeting)
    try FileManager.default.copyItem(
      atPath: sandbox.snapshots + "/Farewell/FarewellPreviews.default.txt", toPath: staleFarewell)

    let filtered = await sandbox.run(["Farewell"])
    #expect(filtered.code == 0)
    #expect(lastLine(filtered.output) == "1 passed, 0 failed, 1 stale")
    #expect(filtered.output.contains("stale: Farewell/FarewellPreviews.removed.txt"))
    #expect(!filtered.output.contains("stale: Greeting/"))

    let byState = await sandbox.run(["--state", "loud"])
    #expect(byState.code == 0)
    #expect(lastLine(byState.output) == "1 passed, 0 failed, 1 stale")
    #expect(byState.output.contains("stale: Greeting/GreetingPreviews.removed.txt"))

    let everything = await sandbox.run([])
    #expect(lastLine(everything.output) == "3 passed, 0 failed, 2 stale")

    let unknown = await sandbox.run(["Nope"])
    #expect(unknown.code == 2)
    #expect(unknown.error.contains("error: no preview matches 'Nope'; run with --list to see the names"))

    // A mistyped name gets the closest one, as a mistyped option does.
    let typo = await sandbox.run(["Greting"])
    #expect(typo.code == 2)
    #expect(typo.error.contains("error: no preview matches 'Greting'; did you mean 'Greeting'?"), "\(typo.error)")
    let stateTypo = await sandbox.run(["--state", "lod"])
    #expect(stateTypo.error.contains("error: no state matches 'lod'; did you mean 'loud'?"), "\(stateTypo.error)")
  }

  @Test("an unknown option is a usage error")
  func unknownOption() async throws {
    let sandbox = try Sandbox()
    let result = await sandbox.run(["--frobnicate"])
    #expect(result.code == 2)
    #expect(result.error.hasPrefix("error: "))
    #expect(result.error.contains("USAGE:"))
    #expect(sandbox.listing(sandbox.root.path) == [])
  }

  @Test("SNAPSHOT_TESTING_RECORD records as it does in swift test, outranks CI, and a wrong value is a usage error")
  func recordModeFromTheEnvironment() async throws {
    let sandbox = try Sandbox()
    let recorded = await sandbox.run([], environment: ["CI": "1", "SNAPSHOT_TESTING_RECORD": "failed"])
    #expect(recorded.code == 0)
    #expect(lastLine(recorded.output) == "0 passed, 0 failed, 3 new")
    #expect(sandbox.listing(sandbox.snapshots).count == 3)
    #expect(!sandbox.listing(sandbox.snapshots).contains { $0.hasPrefix(".pending/") })

    let wrong = await sandbox.run([], environment: ["SNAPSHOT_TESTING_RECORD": "yes"])
    #expect(wrong.code == 2)
    #expect(
      wrong.error.hasPrefix(
        "error: SNAPSHOT_TESTING_RECORD=yes is not a record mode; use one of missing, all, failed, never"))
  }

  @Test("list prints one line per state")
  func list() async throws {
    let sandbox = try Sandbox()
    let result = await sandbox.run(["--list"])
    #expect(result.code == 0)
    #expect(
      result.output
        == "Farewell/FarewellPreviews default\nGreeting/GreetingPreviews plain\nGreeting/GreetingPreviews loud\n")
    #expect(result.error == "3 states, 3 snapshots (a run counts snapshots)\n")
  }

  @Test(
    "a corrupt snapshot file fails with 'cannot read snapshot'",
    arguments: ["binary", "invalid UTF-8", "CRLF", "truncated", "header edited"])
  func corruptSnapshot(_ corruption: String) async throws {
    let sandbox = try Sandbox()
    _ = await sandbox.run(["--record", "Farewell"])
    let relative = try #require(sandbox.listing(sandbox.snapshots).first)
    let path = sandbox.snapshots + "/" + relative
    let original = try Data(contentsOf: URL(fileURLWithPath: path))
    let text = String(decoding: original, as: UTF8.self)
    let corrupted: Data =
      switch corruption {
      case "binary": Data([0x00, 0x01, 0xFF, 0xFE, 0x00, 0x7F, 0x80])
      case "invalid UTF-8": original + Data([0xC3, 0x28, 0x0A])
      case "CRLF": Data(text.replacingOccurrences(of: "\n", with: "\r\n").utf8)
      case "truncated": original.prefix(original.count / 2)
      default:
        Data(text.replacingOccurrences(of: "width", with: "wdith").replacingOccurrences(of: "20", with: "21").utf8)
      }
    #expect(corrupted != original)
    try corrupted.write(to: URL(fileURLWithPath: path))

    let result = await sandbox.run(["Farewell"])
    #expect(result.code == 1)
    #expect(result.output.contains("cannot read snapshot"))
    #expect(lastLine(result.output) == "0 passed, 1 failed")
  }

  @Test("state names with '..', '/' or control characters stay inside the snapshots directory")
  func hostileNames() async throws {
    let sandbox = try Sandbox()
    let result = await sandbox.run(["--record"], providers: [HostilePreviews.self])
    #expect(result.code == 0)
    #expect(lastLine(result.output) == "0 passed, 0 failed, 3 new")
    let everything = sandbox.listing(sandbox.root.path)
    #expect(everything.count == 3)
    #expect(everything.allSatisfy { $0.hasPrefix("Snapshots/Hostile/") })
    #expect(everything.allSatisfy { !$0.unicodeScalars.contains { $0.value < 0x20 } })
    let again = await sandbox.run([], providers: [HostilePreviews.self])
    #expect(lastLine(again.output) == "3 passed, 0 failed")
  }

  @Test("--prune deletes stale files only after a run where everything passed")
  func prune() async throws {
    let sandbox = try Sandbox()
    defer { Fixture.greeting = "Hello" }
    _ = await sandbox.run(["--record"])
    let stale = sandbox.snapshots + "/Greeting/GreetingPreviews.removed.txt"
    try FileManager.default.copyItem(atPath: sandbox.snapshots + "/Greeting/GreetingPreviews.plain.txt", toPath: stale)

    Fixture.greeting = "Howdy"
    let failing = await sandbox.run(["--prune"])
    #expect(failing.code == 1)
    #expect(failing.output.contains("not pruning 1 stale snapshot: 2 failed; fix them, then run --prune\n"))
    #expect(FileManager.default.fileExists(atPath: stale))

    Fixture.greeting = "Hello"
    let passing = await sandbox.run(["--prune"])
    #expect(passing.code == 0)
    #expect(passing.output.contains("pruned: Greeting/GreetingPreviews.removed.txt"))
    #expect(!FileManager.default.fileExists(atPath: stale))
    #expect(lastLine(passing.output) == "3 passed, 0 failed")
  }

  @Test("--prune deletes nothing while a state's new rendering is still pending review")
  func pruneWaitsForPending() async throws {
    let sandbox = try Sandbox()
    _ = await sandbox.run(["--record"])
    // The state "plain" renamed: its old snapshot is stale, its new one only pending.
    let renamed = sandbox.snapshots + "/Greeting/GreetingPreviews.removed.txt"
    try FileManager.default.moveItem(
      atPath: sandbox.snapshots + "/Greeting/GreetingPreviews.plain.txt", toPath: renamed)

    let pending = await sandbox.run(["--prune"])
    #expect(pending.code == 0)
    #expect(
      pending.output.contains(
        "not pruning 1 stale snapshot: 1 new rendering is still pending, and a rejected one would leave its state "
          + "with no snapshot; accept them (swift run preview-runner review --snapshots \(sandbox.snapshots)) or "
          + "record them (--record) first, then run --prune\n"))
    #expect(!pending.output.contains("pruned:"))
    #expect(FileManager.default.fileExists(atPath: renamed))
    #expect(lastLine(pending.output) == "2 passed, 0 failed, 1 new, 1 stale")

    _ = await sandbox.run(["review", "--accept"])
    let accepted = await sandbox.run(["--prune"])
    #expect(accepted.output.contains("pruned: Greeting/GreetingPreviews.removed.txt"))
    #expect(!FileManager.default.fileExists(atPath: renamed))
    #expect(lastLine(accepted.output) == "3 passed, 0 failed")
  }

  @Test("the JSON report lists every snapshot and the stale files, the same bytes every run")
  func jsonReport() async throws {
    let sandbox = try Sandbox()
    _ = await sandbox.run(["--record"])
    try FileManager.default.copyItem(
      atPath: sandbox.snapshots + "/Farewell/FarewellPreviews.default.txt",
      toPath: sandbox.snapshots + "/Farewell/FarewellPreviews.old.txt")

    let reportPath = sandbox.path("report.json")
    let result = await sandbox.run(["--report", "json", reportPath, "--report", "junit", sandbox.path("junit.xml")])
    #expect(result.code == 0)
    let data = try Data(contentsOf: URL(fileURLWithPath: reportPath))
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let stale = try #require(object["stale"] as? [[String: Any]])
    #expect(stale.compactMap { $0["path"] as? String } == ["Farewell/FarewellPreviews.old.txt"])
    let snapshots = try #require(object["snapshots"] as? [[String: Any]])
    #expect(snapshots.compactMap { $0["status"] as? String } == ["passed", "passed", "passed"])
    let junit = try String(contentsOfFile: sandbox.path("junit.xml"), encoding: .utf8)
    #expect(junit.contains("<testsuite name=\"Greeting\" tests=\"2\" failures=\"0\" time=\""))
    // Files are named from the package root, and every test case says how long it took.
    #expect(junit.contains("file=\"Snapshots/Greeting/GreetingPreviews.plain.txt\" time=\""))
    #expect(junit.components(separatedBy: "<testcase ").count - 1 == 3)
    #expect(junit.components(separatedBy: "\" time=\"").count - 1 >= 3 + 2 + 1)

    _ = await sandbox.run(["--report", "json", reportPath])
    #expect(try Data(contentsOf: URL(fileURLWithPath: reportPath)) == data)
  }
}
