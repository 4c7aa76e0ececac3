import Foundation
import PreviewKit
import PreviewRunner
import PreviewSnapshots
import Testing
import TextUI

private struct StableRepeatPreviews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(width: 12) }
  static var states: [PreviewState] {
    [PreviewState("plain") { Text("always") }, PreviewState("styled") { Text("same").bold() }]
  }
}

/// A counter that is never the same twice in a process: a stand-in for a random number that
/// cannot, by chance, repeat.
@MainActor private var rolls = 0

private struct RollingRepeatPreviews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(width: 12) }
  static var states: [PreviewState] {
    [
      PreviewState("roll") {
        rolls += 1
        return Text("rolled \(rolls)")
      }
    ]
  }
}

/// How many times each state of `CountedRepeatPreviews` was built.
@MainActor private var builds: [String: Int] = [:]

private struct CountedRepeatPreviews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(width: 12) }
  static var states: [PreviewState] {
    [
      PreviewState("hangs") {
        builds["hangs", default: 0] += 1
        // Work that never finishes: the state does not settle within --timeout.
        return Text("waiting").task { while !Task.isCancelled { await Task.yield() } }
      },
      PreviewState("steady") {
        builds["steady", default: 0] += 1
        return Text("steady")
      },
    ]
  }
}

@Suite("preview-runner --repeat fails the states whose renderings differ")
@MainActor
struct RepeatTests {
  @Test("a state that renders differently each time fails, naming the first differing cell; stable ones pass")
  func rollingStateFails() async throws {
    let sandbox = try RunnerSandbox()
    let (code, output, error) = await sandbox.run(
      ["--repeat", "3"], providers: [StableRepeatPreviews.self, RollingRepeatPreviews.self])
    #expect(code == 1, "\(output)\(error)")
    #expect(
      output.contains(
        "FAIL RollingRepeat/RollingRepeatPreviews roll\nrenders differently when repeated: run 2 of 3 "
          + "(TZ=America/Los_Angeles LANG=de_DE.UTF-8) differs from run 1 (TZ=UTC LANG=en_US.UTF-8) at row 0, "
          + "column 9: \"1\" in one rendering, \"2\" in the other"),
      "\(output)")
    #expect(!output.contains("StableRepeat"), "\(output)")
    #expect(summaryLine(output) == "2 passed, 1 failed (each state rendered 3 times)")
    // It compares renderings with each other: no snapshot is read or written.
    #expect(sandbox.listing().isEmpty)
  }

  @Test("a state that fails to render is not rendered again, and the run says so; the others are repeated")
  func failedStateIsNotRepeated() async throws {
    let sandbox = try RunnerSandbox()
    builds = [:]
    let (code, output, error) = await sandbox.run(
      ["--repeat", "4", "--timeout", "0.2"], providers: [CountedRepeatPreviews.self])
    #expect(code == 1, "\(output)\(error)")
    #expect(builds == ["hangs": 1, "steady": 4])
    #expect(
      output.contains("did not settle after the first render within 0.2s"), "\(output)")
    #expect(
      output.contains("\nnot repeated after run 1: a state that failed once is not rendered again\n"), "\(output)")
    #expect(
      summaryLine(output) == "1 passed, 1 failed (each state rendered 4 times, 1 stopped at its first failure)")
  }

  @Test("stable states pass with exit code 0")
  func stableStatesPass() async throws {
    let sandbox = try RunnerSandbox()
    let (code, output, _) = await sandbox.run(["--repeat", "2"], providers: [StableRepeatPreviews.self])
    #expect(code == 0)
    #expect(summaryLine(output) == "2 passed, 0 failed (each state rendered 2 times)")
  }

  @Test(
    "--repeat takes 2 to 100 and is refused where it would be ignored",
    arguments: [
      (["--repeat", "1"], "invalid value '1' for '--repeat': expected an integer from 2 to 100"),
      (["--repeat", "3", "--record"], "'--repeat' and '--record' cannot be used together"),
      (["show", "--repeat", "3"], "'show' cannot be used with '--repeat'"),
    ])
  func usage(arguments: [String], message: String) {
    #expect(throws: UsageError(message)) { try RunnerOptions.parse(arguments) }
  }

  @Test("the first difference is the first differing cell, then the first differing style, then the size")
  func firstDifference() {
    let id = SnapshotID(component: "C", preview: "P", state: "s", width: 6)
    func file(_ line: String, styles: [StyleRun] = [], height: Int = 1) -> SnapshotFile {
      SnapshotFile(
        id: id, width: 6, height: height, unicodePolicy: "p", lines: Array(repeating: line, count: height),
        styles: styles)
    }
    #expect(RenderingDifference.between(file("ab世 x"), file("ab世 x")) == nil)
    #expect(
      RenderingDifference.between(file("ab世 x"), file("ab世 y"))?.description
        == "row 0, column 5: \"x\" in one rendering, \"y\" in the other")
    #expect(
      RenderingDifference.between(
        file("abcdef"), file("abcdef", styles: [StyleRun(row: 0, columns: 2..<4, style: Style(attributes: .bold))]),
        step: "1 tap Go")?.description
        == "after step \"1 tap Go\", row 0, column 2: plain in one rendering, bold in the other")
    #expect(
      RenderingDifference.between(file("abcdef"), file("abcdef", height: 2))?.description
        == "size: 6×1 in one rendering, 6×2 in the other")
  }
}
