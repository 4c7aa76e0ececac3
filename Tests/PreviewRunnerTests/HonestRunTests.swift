import Foundation
import PreviewKit
import PreviewRunner
import PreviewSnapshots
import Testing
import TextUI

private struct PlainPreviews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(widths: [30, 60], height: 1) }
  static var states: [PreviewState] {
    (1...8).map { number in PreviewState("state \(number)") { Text("plain \(number)") } }
  }
}

private struct CasePreviews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(width: 10, height: 1) }
  static var states: [PreviewState] {
    [PreviewState("Loud") { Text("A") }, PreviewState("loud") { Text("a") }]
  }
}

private struct EscapePreviews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(width: 10, height: 1) }
  static var states: [PreviewState] {
    [PreviewState("evil\u{1B}[2Jname") { Text("x") }]
  }
}

/// Two states drawing an SF Symbol TextUI has no stand-in for, one of them twice, and a
/// second unknown name in a step.
private struct SymbolPreviews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(width: 12, height: 1) }
  static var states: [PreviewState] {
    [
      PreviewState("one") { Label("Spin", systemImage: "zz.not.a.symbol") },
      PreviewState("two", steps: [.tap("Go")]) {
        HStack {
          Image(systemName: "zz.not.a.symbol")
          Button("Go") {}
          Image(systemName: "zz.not.a.symbol")
        }
      },
    ]
  }
}

private struct TallPreviews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(width: 32) }
  static var states: [PreviewState] {
    [PreviewState("tall") { VStack(alignment: .leading) { ForEach(0..<1_100) { Text("row \($0)") } } }]
  }
}

@Suite("Nothing claims what did not happen", .serialized)
@MainActor
struct HonestRunTests {
  private let plain: [any PreviewProvider.Type] = [PlainPreviews.self]

  @Test("an unwritable --report is an error naming the path, before anything is rendered")
  func unwritableReport() async throws {
    let sandbox = try RunnerSandbox()
    let result = await sandbox.run(["--report", "json", "/nonexistent/dir/r.json"], providers: plain)
    #expect(result.code == 2)
    #expect(
      result.error.contains(
        "error: cannot write the json report to /nonexistent/dir/r.json: the directory /nonexistent/dir does not exist")
    )
    #expect(sandbox.listing() == [])
  }

  @Test("an unwritable --new-dir is an error, and nothing claims renderings were written there")
  func unwritableNewDirectory() async throws {
    let sandbox = try RunnerSandbox()
    try Data("file".utf8).write(to: URL(fileURLWithPath: sandbox.path("blocker")))
    let result = await sandbox.run(["--ci", "--new-dir", sandbox.path("blocker/new")], providers: plain)
    #expect(result.code == 2)
    #expect(result.error.contains("cannot write new renderings to \(sandbox.path("blocker/new"))"))
    #expect(!result.output.contains("wrote new renderings"))
  }

  @Test("--record --width is refused unless the preview declares that width")
  func recordAtUndeclaredWidth() async throws {
    let sandbox = try RunnerSandbox()
    let refused = await sandbox.run(["--record", "--width", "40"], providers: plain)
    #expect(refused.code == 2)
    #expect(
      refused.error.contains(
        "'--record --width 40' would record Plain/PlainPreviews state 1 at a width its layout does not declare"))
    #expect(refused.error.contains("it declares 30, 60"))
    #expect(sandbox.listing() == [])
    let declared = await sandbox.run(["--record", "--width", "60"], providers: plain)
    #expect(declared.code == 0)
    #expect(sandbox.listing().allSatisfy { $0.hasSuffix(".w60.txt") })
    #expect(sandbox.listing().count == 8)
  }

  @Test("a missing --snapshots directory is an error unless recording, which creates it")
  func missingSnapshotsDirectory() async throws {
    let sandbox = try RunnerSandbox()
    try FileManager.default.removeItem(atPath: sandbox.snapshots)
    for arguments in [[], ["--ci"]] {
      let result = await sandbox.run(arguments, providers: plain)
      #expect(result.code == 2)
      #expect(result.error.contains("the snapshots directory \(sandbox.snapshots) does not exist"))
      #expect(!FileManager.default.fileExists(atPath: sandbox.snapshots))
    }
    let recorded = await sandbox.run(["--record"], providers: plain)
    #expect(recorded.code == 0)
    #expect(sandbox.listing().count == 16)
  }

  @Test("a second writer waits a moment, then fails naming the holder")
  func lockHeld() async throws {
    let sandbox = try RunnerSandbox()
    let holder = open(sandbox.snapshots, O_RDONLY | O_CLOEXEC)
    #expect(flock(holder, LOCK_EX) == 0)
    try Data("preview-runner run (process 4711, since earlier)\n".utf8)
      .write(to: URL(fileURLWithPath: sandbox.snapshots + "/.preview-runner.lock"))
    let blocked = await sandbox.run(["--record"], providers: plain)
    #expect(blocked.code == 2)
    #expect(
      blocked.error.contains(
        "is in use by another run that writes snapshots (preview-runner run (process 4711, since earlier))"))
    #expect(sandbox.listing() == [".preview-runner.lock"])
    close(holder)
    let free = await sandbox.run(["--record"], providers: plain)
    #expect(free.code == 0)
    #expect(!sandbox.listing().contains(".preview-runner.lock"))
  }

  @Test("snapshot paths that differ only by letter case collide, but only for runs that include them")
  func caseInsensitiveCollision() async throws {
    let sandbox = try RunnerSandbox()
    let providers: [any PreviewProvider.Type] = [CasePreviews.self, PlainPreviews.self]
    let blocked = await sandbox.run(["--record"], providers: providers)
    #expect(blocked.code == 2)
    #expect(
      blocked.error.contains(
        "Case/CasePreviews Loud and Case/CasePreviews loud would be stored in Case/CasePreviews.Loud.txt and Case/CasePreviews.loud.txt"
      ))
    let other = await sandbox.run(["--record", "Plain"], providers: providers)
    #expect(other.code == 0)
  }

  @Test("control characters in names are escaped in --list and failure headers")
  func escapedNames() async throws {
    let sandbox = try RunnerSandbox()
    let list = await sandbox.run(["--list"], providers: [EscapePreviews.self])
    #expect(list.output == "Escape/EscapePreviews evil\\e[2Jname\n")
    let failing = await sandbox.run(["--ci"], providers: [EscapePreviews.self])
    #expect(failing.output.contains("FAIL Escape/EscapePreviews evil\\e[2Jname"))
    #expect(!failing.output.contains("\u{1B}"))
    #expect(TerminalText.escaped("a\u{7}b\tc\u{9B}") == "a\\u{7}b\\tc\\u{9b}")
  }

  @Test("an SF Symbol TextUI does not know draws nothing, and the run warns once naming it and the state")
  func unknownSymbolWarnsOnce() async throws {
    let sandbox = try RunnerSandbox()
    let result = await sandbox.run(["--record"], providers: [SymbolPreviews.self])
    #expect(result.code == 0)
    let warnings = result.output.split(separator: "\n").filter { $0.hasPrefix("warning:") }
    #expect(
      warnings == [
        "warning: SymbolPreviews one: TextUI knows no SF Symbol named \"zz.not.a.symbol\"; it draws nothing, "
          + "as on iOS (check the name, or use a symbol TextUI draws)"
      ])
    #expect(try sandbox.read("Symbol/SymbolPreviews.one.txt").contains("│     Spin   │"))
  }

  @Test("a view cut at the canvas cap shows the marker in its snapshot and the run warns by name")
  func tallView() async throws {
    let sandbox = try RunnerSandbox()
    let result = await sandbox.run(["--record"], providers: [TallPreviews.self])
    #expect(result.code == 0)
    #expect(
      result.output.contains(
        "warning: Tall/TallPreviews tall is taller than 1,000 rows: 101 rows were not rendered"))
    let snapshot = try sandbox.read("Tall/TallPreviews.tall.txt")
    #expect(snapshot.contains("│… 101 more rows not rendered    │"))
    #expect(snapshot.contains("row 998 "))
    #expect(!snapshot.contains("row 999 "))
  }

  @Test("shards are disjoint, cover every state, leave the stale check to shard 1 and name themselves in reports")
  func shards() async throws {
    let sandbox = try RunnerSandbox()
    _ = await sandbox.run(["--record"], providers: plain)
    try FileManager.default.copyItem(
      atPath: sandbox.snapshots + "/Plain/PlainPreviews.state-1.w30.txt",
      toPath: sandbox.snapshots + "/Plain/PlainPreviews.gone.txt")
    var seen: [String] = []
    for index in 1...3 {
      let report = sandbox.path("shard\(index).json")
      let result = await sandbox.run(
        ["--verbose", "--shard", "\(index)/3", "--report", "json", report], providers: plain)
      #expect(result.code == 0)
      if index == 1 {
        #expect(summaryLine(result.output).hasSuffix(", 1 stale"))
      } else {
        #expect(result.output.contains("note: stale snapshots are looked for by shard 1/3 only"))
      }
      seen += result.output.split(separator: "\n").filter { $0.hasPrefix("passed: ") }.map(String.init)
      let json = try String(contentsOfFile: report, encoding: .utf8)
      #expect(json.contains("\"shard\" : \"\(index)/3\""))
    }
    #expect(seen.count == 16)
    #expect(Set(seen).count == 16)
  }
}
