import PreviewSnapshots
import Testing
import TextUI

@testable import PreviewTesting

@Suite("Inline snapshots escape control characters as snapshot files do")
@MainActor
struct InlineSnapshotEscapingTests {
  @Test("text with ESC, BEL, DEL and a C1 control is written into the test escaped, in a raw literal")
  func escapedIntoTheTest() async throws {
    let id = SnapshotID(component: "c", preview: "p", state: "s", width: 8)
    let file = try await ViewRendering.snapshot(of: { Text("\u{1B}[1m\u{7}\u{7F}\u{85}") }, id: id, height: nil).get()
    let text = InlineSnapshotText.text(of: file)
    #expect(!text.unicodeScalars.contains { $0 != "\n" && EscapedText.isControl($0) }, "\(text)")
    #expect(text.hasSuffix(#"text "\u{1B}[1m\u{7}\u{7F}\u{85}""#), "\(text)")
    // The escapes reach the test as they are: a raw literal, so `\u{1B}` stays six characters.
    let literal = InlineSnapshotLiteral(text)
    #expect(literal.opening == "#\"\"\"")
    #expect(literal.lines.joined(separator: "\n") == text)
  }
}
