import PreviewSnapshots
import Testing
import TextUI

@Suite("What changed between two snapshots, as the judge says")
struct SnapshotComparisonTests {
  static let id = SnapshotID(component: "Greeting", preview: "GreetingPreviews", state: "success", width: 7)
  static let path = "Snapshots/Greeting/GreetingPreviews.success.txt"

  static func file(_ rows: [(String, Style)], policy: String = GraphemeWidth.policy) -> SnapshotFile {
    let buffer = SnapshotTestBuffers.buffer(
      width: 7, height: rows.count, rows.enumerated().map { ($0.element.0, x: 0, y: $0.offset, $0.element.1) })
    var file = SnapshotFile(id: id, buffer: buffer)
    file.unicodePolicy = policy
    return file
  }

  static let recorded = file([("Hello", Style(foreground: .red, attributes: .bold)), ("world", .plain)])

  /// The change, or a recorded issue when the comparison matched.
  static func change(_ actual: SnapshotFile) -> SnapshotChange? {
    guard case .changed(let change) = verdict(recorded: recorded, actual: actual) else {
      Issue.record("expected a change")
      return nil
    }
    return change
  }

  /// The judge's verdict on `actual` against `recorded`, both as encoded files.
  static func verdict(recorded: SnapshotFile, actual: SnapshotFile) -> Verdict {
    Judge.verdict(
      recorded: .found(recorded.encodedBytes()), rendered: actual.encodedBytes(), path: path, shownPath: path)
  }

  @Test("an identical rendering matches")
  func identical() {
    let actual = Self.file([("Hello", Style(foreground: .red, attributes: .bold)), ("world", .plain)])
    guard case .match = Self.verdict(recorded: Self.recorded, actual: actual) else {
      Issue.record("identical snapshots did not match")
      return
    }
  }

  @Test("one changed character is a text change whose diff shows the row")
  func textChange() throws {
    let change = try #require(
      Self.change(Self.file([("Hello", Style(foreground: .red, attributes: .bold)), ("word", .plain)])))
    #expect(change.kind == .text)
    #expect(change.styleChanges == [])
    #expect(
      change.diff.patchText() == """
        --- a/\(Self.path)
        +++ b/\(Self.path)
        @@ -7,7 +7,7 @@
         width-policy: \(GraphemeWidth.policy)
         ┌───────┐
         │Hello  │
        -│world  │
        +│word   │
         └───────┘
         styles:
         0: 0..<5 fg=red bold

        """)
    #expect(change.report(colored: false).hasPrefix("text changed\n--- a/"))
  }

  @Test("a colour change alone is a style change naming the row, columns and both styles")
  func styleChange() throws {
    let change = try #require(
      Self.change(Self.file([("Hello", Style(foreground: .green, attributes: .bold)), ("world", .plain)])))
    #expect(change.kind == .styles)
    #expect(change.styleChanges == ["row 0, columns 0..<5: fg=red bold → fg=green bold"])
    let report = change.report(colored: false)
    #expect(
      report.hasPrefix(
        "styles changed (text identical)\n  row 0, columns 0..<5: fg=red bold → fg=green bold\n--- a/"))
    #expect(report.contains("-0: 0..<5 fg=red bold\n+0: 0..<5 fg=green bold\n"))
  }

  @Test("a style added to an unstyled row lists the cells going from plain")
  func styleAdded() throws {
    let change = try #require(
      Self.change(
        Self.file([("Hello", Style(foreground: .red, attributes: .bold)), ("world", Style(attributes: .underline))])))
    #expect(change.kind == .styles)
    #expect(change.styleChanges == ["row 1, columns 0..<5: plain → underline"])
  }

  @Test("text and colour changed together is textAndStyles")
  func textAndStyles() throws {
    let change = try #require(
      Self.change(Self.file([("Help", Style(foreground: .blue)), ("world", .plain)])))
    #expect(change.kind == .textAndStyles)
    #expect(change.report(colored: false).hasPrefix("text and styles changed\n"))
  }

  @Test("a different width policy with the same screen is a header change")
  func header() throws {
    let change = try #require(
      Self.change(
        Self.file([("Hello", Style(foreground: .red, attributes: .bold)), ("world", .plain)], policy: "other")))
    #expect(change.kind == .header)
    #expect(change.headline == "header changed (text and styles identical): width-policy")
    #expect(change.diff.patchText().contains("+width-policy: other\n"))
  }

  @Test("a coloured report uses the coloured diff")
  func coloredReport() throws {
    let change = try #require(
      Self.change(Self.file([("Hello", Style(foreground: .red, attributes: .bold)), ("word", .plain)])))
    let report = change.report(colored: true)
    #expect(report.hasPrefix("\u{1B}[1mtext changed\u{1B}[0m\n"))
    #expect(report.hasSuffix(change.diff.coloredText()))
  }
}
