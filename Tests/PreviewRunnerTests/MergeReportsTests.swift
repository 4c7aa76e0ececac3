import Foundation
import PreviewKit
import Testing
import TextUI

@testable import PreviewRunner

/// What the lamp previews show; tests change it to make a state fail.
@MainActor
private enum Lamp {
  static var label = "Lamp"
}

private struct LampPreviews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(width: 14, height: 2) }
  static var states: [PreviewState] {
    (1...9).map { number in
      PreviewState("state \(number)") { Text("\(Lamp.label) \(number)").foregroundColor(number == 3 ? .red : nil) }
    } + [PreviewState("steps", steps: [.tap("On")]) { Button("On") {} }]
  }
}

private struct DeskPreviews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(widths: [10, 16], height: 1) }
  static var states: [PreviewState] {
    [PreviewState("plain") { Text("Desk") }, PreviewState("lit") { Text("Desk *").bold() }]
  }
  /// A second variant: its snapshots' paths end in `@dark`, and reports name the variant.
  static func variants(from configured: [PreviewVariant]) -> [PreviewVariant] { configured + [.dark] }
}

@MainActor private let providers: [any PreviewProvider.Type] = [LampPreviews.self, DeskPreviews.self]

@Suite("merge-reports", .serialized)
@MainActor
struct MergeReportsTests {
  /// A sandbox whose snapshots are recorded, one changed and one removed, with a stale file:
  /// a CI run fails on two states and finds one stale file.
  private func failingSandbox() async throws -> RunnerSandbox {
    let sandbox = try RunnerSandbox()
    Lamp.label = "Lamp"
    _ = await sandbox.run(["--record"], providers: providers)
    let changed = try sandbox.read("Lamp/LampPreviews.state-2.txt").replacingOccurrences(of: "Lamp 2", with: "Lamb 2")
    try sandbox.write(changed, to: "Lamp/LampPreviews.state-2.txt")
    try FileManager.default.moveItem(
      atPath: sandbox.snapshots + "/Lamp/LampPreviews.state-7.txt", toPath: sandbox.snapshots + "/Lamp/Old.gone.txt")
    try FileManager.default.createDirectory(atPath: sandbox.path("artifact"), withIntermediateDirectories: true)
    return sandbox
  }

  /// Runs the four shards of a CI matrix, each writing its JSON report into the artifact.
  private func runShards(_ sandbox: RunnerSandbox, count: Int = 4) async {
    for index in 1...count {
      let run = await sandbox.run(
        [
          "--ci", "--shard", "\(index)/\(count)", "--new-dir", sandbox.path("artifact"), "--report", "json",
          sandbox.path("artifact/shard-\(index).json"),
        ], providers: providers)
      #expect(run.code <= 1, "\(run.error)")
    }
  }

  private func read(_ path: String) throws -> String {
    try String(contentsOfFile: path, encoding: .utf8)
  }

  @Test("four shards merge into exactly one run's JSON, HTML and JUnit (durations aside) and summary line")
  func mergedEqualsOneRun() async throws {
    let sandbox = try await failingSandbox()
    await runShards(sandbox)
    let merged = await sandbox.run(
      [
        "merge-reports", sandbox.path("artifact"), "--report", "json", sandbox.path("merged.json"), "--report", "html",
        sandbox.path("merged.html"), "--report", "junit", sandbox.path("merged.xml"),
      ], providers: [])
    let single = await sandbox.run(
      [
        "--ci", "--new-dir", sandbox.path("single-new"), "--report", "json", sandbox.path("single.json"), "--report",
        "html", sandbox.path("single.html"), "--report", "junit", sandbox.path("single.xml"),
      ], providers: providers)
    #expect(single.code == 1 && merged.code == 1, "\(merged.error)")
    #expect(summaryLine(single.output) == "17 passed, 2 failed, 1 stale")
    #expect(summaryLine(merged.output) == summaryLine(single.output))
    #expect(try read(sandbox.path("merged.json")) == read(sandbox.path("single.json")))
    #expect(try read(sandbox.path("merged.html")) == read(sandbox.path("single.html")))
    let html = try read(sandbox.path("merged.html"))
    #expect(html.contains("data-side=\"reference\"") && html.contains("data-side=\"new\""))
    func withoutTimes(_ text: String) -> String {
      text.replacingOccurrences(of: #" time="[0-9.]+""#, with: "", options: .regularExpression)
    }
    #expect(try withoutTimes(read(sandbox.path("merged.xml"))) == withoutTimes(read(sandbox.path("single.xml"))))
  }

  /// The shards' reports, written once; each bad-input test copies and damages them.
  private func shardReports() async throws -> RunnerSandbox {
    let sandbox = try await failingSandbox()
    await runShards(sandbox)
    return sandbox
  }

  /// Runs `merge-reports` with `inputs`, expecting exit 2, an error containing `message`, and
  /// no report written.
  private func expectRefused(
    _ sandbox: RunnerSandbox, _ inputs: [String], _ message: String, sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    let out = sandbox.path("out.json")
    let run = await sandbox.run(["merge-reports"] + inputs + ["--report", "json", out], providers: [])
    #expect(run.code == 2, sourceLocation: sourceLocation)
    #expect(run.error.hasPrefix("error: "), sourceLocation: sourceLocation)
    #expect(run.error.contains(message), "\(run.error)", sourceLocation: sourceLocation)
    #expect(!FileManager.default.fileExists(atPath: out), sourceLocation: sourceLocation)
    #expect(run.output.isEmpty, sourceLocation: sourceLocation)
  }

  private func shards(_ sandbox: RunnerSandbox, except: Int? = nil) -> [String] {
    (1...4).filter { $0 != except }.map { sandbox.path("artifact/shard-\($0).json") }
  }

  @Test("a truncated report and another tool's JSON are refused, naming the file")
  func truncatedAndForeign() async throws {
    let sandbox = try await shardReports()
    let text = try read(shards(sandbox)[1])
    try Data(text.utf8.prefix(text.utf8.count / 2)).write(to: URL(fileURLWithPath: shards(sandbox)[1]))
    await expectRefused(sandbox, shards(sandbox), "artifact/shard-2.json: it is not valid JSON: it ends early")
    try Data(#"{"name": "left-pad", "version": "1.3.0"}"#.utf8).write(to: URL(fileURLWithPath: shards(sandbox)[1]))
    await expectRefused(sandbox, shards(sandbox), "artifact/shard-2.json: it is not a preview-runner JSON report")
    try Data(text.replacingOccurrences(of: "\"status\" : \"passed\"", with: "\"status\" : \"fine\"").utf8)
      .write(to: URL(fileURLWithPath: shards(sandbox)[1]))
    await expectRefused(sandbox, shards(sandbox), "unknown status 'fine'")
  }

  @Test("reports of two revisions or two runner versions are refused, naming the files")
  func mixedOrigins() async throws {
    let sandbox = try await shardReports()
    let path = shards(sandbox)[2]
    let text = try read(path)
    try Data(
      text.replacingOccurrences(
        of: "\"planned\"", with: "\"revision\" : \"0123456789abcdef0123456789abcdef01234567\",\n  \"planned\""
      ).utf8
    ).write(to: URL(fileURLWithPath: path))
    await expectRefused(
      sandbox, shards(sandbox),
      "the reports come from different revisions: artifact/shard-1.json, artifact/shard-2.json, "
        + "artifact/shard-4.json at no known revision; artifact/shard-3.json at 0123456789ab")
    try Data(text.replacingOccurrences(of: "\"runnerVersion\" : \"", with: "\"runnerVersion\" : \"9.").utf8)
      .write(to: URL(fileURLWithPath: path))
    await expectRefused(sandbox, shards(sandbox), "the reports come from different runner versions")
  }

  @Test("a shard file listed twice, directly or through its folder, is refused")
  func listedTwice() async throws {
    let sandbox = try await shardReports()
    let first = shards(sandbox)[0]
    await expectRefused(sandbox, shards(sandbox) + [first], "\(first) is listed twice")
    await expectRefused(sandbox, [sandbox.path("artifact"), first], "is listed twice")
  }

  @Test("a missing shard, a shard given in two files and two matrices' shards are refused")
  func missingOrDuplicateShards() async throws {
    let sandbox = try await shardReports()
    await expectRefused(
      sandbox, shards(sandbox, except: 3),
      "shard 3/4 is missing: the reports are shards 1/4 (artifact/shard-1.json), 2/4 (artifact/shard-2.json), "
        + "4/4 (artifact/shard-4.json)")
    let copy = sandbox.path("copy.json")
    try FileManager.default.copyItem(atPath: shards(sandbox)[1], toPath: copy)
    await expectRefused(
      sandbox, shards(sandbox) + [copy], "shard 2/4 is in both artifact/shard-2.json and copy.json")
    let other = sandbox.path("other.json")
    try Data(try read(shards(sandbox)[1]).replacingOccurrences(of: "\"2/4\"", with: "\"2/3\"").utf8)
      .write(to: URL(fileURLWithPath: other))
    await expectRefused(
      sandbox, shards(sandbox, except: 2) + [other], "artifact/shard-1.json is shard 1/4 but other.json is shard 2/3")
  }

  @Test("a state covered by two shards is refused, naming it and both files")
  func duplicateCoverage() async throws {
    let sandbox = try await shardReports()
    let paths = shards(sandbox)
    let donor =
      try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: paths[0]))) as! [String: Any]
    var taker =
      try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: paths[1]))) as! [String: Any]
    let entry = (donor["snapshots"] as! [[String: Any]])[0]
    taker["snapshots"] = (taker["snapshots"] as! [[String: Any]]) + [entry]
    try JSONSerialization.data(withJSONObject: taker).write(to: URL(fileURLWithPath: paths[1]))
    let path = entry["path"] as! String
    await expectRefused(
      sandbox, paths, "\(path) is in both artifact/shard-1.json and artifact/shard-2.json: two shards cover it")
  }

  @Test("one whole run's report merges alone, and converts to the other formats")
  func wholeRunAlone() async throws {
    let sandbox = try await failingSandbox()
    _ = await sandbox.run(
      ["--ci", "--new-dir", sandbox.path("artifact"), "--report", "json", sandbox.path("artifact/run.json")],
      providers: providers)
    let run = await sandbox.run(
      ["merge-reports", sandbox.path("artifact/run.json"), "--report", "github", "-"], providers: [])
    #expect(run.code == 1)
    #expect(summaryLine(run.error) == "17 passed, 2 failed, 1 stale")
    #expect(run.output.split(separator: "\n").count == 2)
    #expect(run.output.hasPrefix("::error title=Lamp/LampPreviews state 2%3A text changed::"), "\(run.output)")
  }
}
