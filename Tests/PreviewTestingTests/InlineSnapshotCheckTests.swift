import Foundation
import PreviewSnapshots
import Testing
import TextUI

@testable import PreviewTesting

@Suite("Inline snapshot checks: record modes, messages, and one rendering per call site")
@MainActor
struct InlineSnapshotCheckTests {
  private let source = """
    func one() async {
      await assertInlineSnapshot(of: A())
    }
    func two() async {
      await assertInlineSnapshot(of: B()) {
        \"""
        reviewed
        \"""
      }
    }

    """

  private func check(
    _ path: String, line: Int, expected: String?, mode: SnapshotRecordMode, producer: String? = nil,
    writer: InlineSnapshotWriter, renderings: InlineSnapshotRenderings = InlineSnapshotRenderings(),
    function: String = "greeting()"
  ) -> InlineSnapshotCheck {
    let call = InlineSnapshotWriter.Call(
      path: path, line: line, column: 29, expected: expected, width: 80, height: nil)
    var check = InlineSnapshotCheck(mode: mode, call: call, function: function)
    check.writer = writer
    check.renderings = renderings
    check.rerun = "swift test --filter GreetingTests"
    if let producer { check.producer = producer }
    return check
  }

  @Test("messages name the line the call is on now, after the rewrites above it")
  func currentLine() throws {
    let folder = try SourceFolder()
    let path = try folder.write("T.swift", source)
    let writer = freshWriter()
    _ = check(path, line: 2, expected: nil, mode: .missing, writer: writer).check("a\nb\nc")
    let failure = check(path, line: 5, expected: "reviewed", mode: .never, writer: writer).check("changed")
    #expect(failure?.line == 11)
    #expect(failure?.message.hasPrefix("inline snapshot does not match at \(path):11:") == true)
    let recorded = check(path, line: 5, expected: "reviewed", mode: .failed, writer: writer).check("changed")
    #expect(recorded?.message.hasPrefix("re-recorded the inline snapshot at \(path):11 (record mode failed)") == true)
  }

  @Test("the re-record hint runs the one test, with --filter")
  func rerecordHint() throws {
    let folder = try SourceFolder()
    let path = try folder.write("T.swift", source)
    let failure = check(path, line: 5, expected: "reviewed", mode: .never, writer: freshWriter()).check("changed")
    #expect(
      failure?.message.hasSuffix(
        "If the change is intended, re-record it with: SNAPSHOT_TESTING_RECORD=failed swift test --filter greeting")
        == true, "\(failure?.message ?? "")")
    let missing = check(path, line: 2, expected: nil, mode: .never, writer: freshWriter()).check("new")
    #expect(missing?.message.contains("Record it locally with: swift test --filter greeting, then commit it.") == true)
  }

  @Test("a refusal says to run the tests again, with the filter this run was given")
  func refusalSaysRerun() throws {
    let folder = try SourceFolder()
    let path = try folder.write("T.swift", source)
    let built = InlineSnapshotWriter(buildTime: timespec(tv_sec: 0, tv_nsec: 0))
    let failure = check(path, line: 2, expected: nil, mode: .missing, writer: built).check("new")
    #expect(
      failure?.message.hasSuffix("Run the tests again, which rebuilds them: swift test --filter GreetingTests") == true)
    #expect(try folder.read("T.swift") == source)
    #expect(
      RunningTest.rerun(arguments: [
        "/x/Tests.xctest", "--filter", "Greeting Tests", "--testing-library", "swift-testing",
      ])
        == "swift test --filter 'Greeting Tests'")
    #expect(RunningTest.rerun(arguments: ["/x/Tests.xctest"]) == "swift test")
  }

  @Test("cases that render one call differently fail, naming each case, and what was recorded is taken back")
  func differingCases() throws {
    let folder = try SourceFolder()
    let path = try folder.write("T.swift", source)
    let writer = freshWriter()
    let renderings = InlineSnapshotRenderings()
    let first = check(
      path, line: 2, expected: nil, mode: .missing, producer: "the case name → \"Ada\"", writer: writer,
      renderings: renderings
    )
    .check("Hello, Ada")
    #expect(first?.message.hasPrefix("recorded the inline snapshot") == true)
    let second = check(
      path, line: 2, expected: nil, mode: .missing, producer: "the case name → \"Bo\"", writer: writer,
      renderings: renderings
    )
    .check("Hello, Bo")
    let message = second?.message ?? ""
    #expect(
      message.contains("the case name → \"Ada\" rendered one thing, the case name → \"Bo\" another"), "\(message)")
    #expect(message.contains("-Hello, Ada\n+Hello, Bo"), "\(message)")
    #expect(message.contains("What this run had recorded there was taken back"), "\(message)")
    #expect(try folder.read("T.swift") == source)
    // A third case that renders as the first still writes nothing.
    let third = check(
      path, line: 2, expected: nil, mode: .missing, producer: "the case name → \"Cy\"", writer: writer,
      renderings: renderings
    )
    .check("Hello, Ada")
    #expect(third?.message.contains("Nothing was written.") == true)
    #expect(try folder.read("T.swift") == source)
  }

  @Test("the same rendering from every case is recorded once and passes after")
  func sameRenderingInEveryCase() throws {
    let folder = try SourceFolder()
    let path = try folder.write("T.swift", source)
    let writer = freshWriter()
    let renderings = InlineSnapshotRenderings()
    for name in ["a", "b", "c"] {
      let failure = check(
        path, line: 2, expected: nil, mode: .missing, producer: name, writer: writer, renderings: renderings
      )
      .check("same")
      #expect(failure?.message.hasPrefix("recorded the inline snapshot") == true)
    }
    #expect(try folder.read("T.swift").contains("A()) {\n    \"\"\"\n    same\n    \"\"\"\n  }\n"))
  }

  @Test("a loop that renders one call differently names each turn")
  func loopTurns() {
    let renderings = InlineSnapshotRenderings()
    let site = InlineSnapshotRenderings.Site(path: "/T.swift", line: 2, column: 29)
    _ = renderings.note("one", at: site, by: "greeting()")
    let (name, differing) = renderings.note("two", at: site, by: "greeting()")
    #expect(name == "greeting() (its call number 2 here)")
    #expect(differing == [InlineSnapshotRenderings.Seen(rendering: "one", producer: "greeting()")])
  }

  @Test("a parameterized test's case is named by its arguments, as Swift Testing prints them", arguments: [(1, "a")])
  func caseArguments(number: Int, text: String) {
    #expect(RunningTest.arguments == #"number → 1, text → "a""#)
  }

  @Test("as: .lines holds the framed screen only; the default keeps styles and accessibility")
  func linesFormat() async throws {
    let id = SnapshotID(component: "c", preview: "p", state: "s", width: 4)
    let file = try await ViewRendering.snapshot(of: { Text("Hi").bold() }, id: id, height: nil).get()
    #expect(InlineSnapshotText.text(of: file, as: .lines) == "┌────┐\n│ Hi │\n└────┘")
    #expect(InlineSnapshotText.text(of: file).hasPrefix("┌────┐\n│ Hi │\n└────┘\nstyles:\n"))
  }
}
