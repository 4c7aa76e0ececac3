import Foundation
import PreviewKit
import PreviewSnapshots
import Testing
import TextUI

@testable import PreviewRunner

/// Text with every kind of control character: ESC (a colour sequence), BEL, a C1 control
/// (NEL, U+0085) and DEL.
private let hostile = "a\u{1B}[31mb\u{7}c\u{85}d\u{7F}e"

/// A state whose name, text, label and hint all hold control characters; `changed` renders
/// other text under the same names.
private struct HostileTextPreviews: PreviewProvider {
  nonisolated(unsafe) static var changed = false
  static var layout: PreviewLayout { PreviewLayout(width: 16, height: 2) }
  static var states: [PreviewState] {
    [
      PreviewState("esc\u{1B}[2J") {
        VStack {
          Text(changed ? "calm" : hostile)
          Button("go\u{1B}") {}.accessibilityHint("h\u{9B}int")
        }
      }
    ]
  }
}

/// Whether `bytes` hold a control character other than the line feed: raw C0, DEL or C1.
private func holdsControl(_ bytes: [UInt8]) -> Bool {
  String(decoding: bytes, as: UTF8.self).unicodeScalars.contains { $0 != "\n" && EscapedText.isControl($0) }
}

@Suite("Control characters are escaped in snapshot files and read back", .serialized)
@MainActor
struct SnapshotEscapingTests {
  @Test("a state whose names and text hold controls is recorded without one, reads back, and a change is a diff")
  func recordedEscaped() async throws {
    let sandbox = try RunnerSandbox()
    HostileTextPreviews.changed = false
    defer { HostileTextPreviews.changed = false }
    let record = await sandbox.run(["--record"], providers: [HostileTextPreviews.self])
    #expect(record.code == 0, "\(record.output)\(record.error)")
    let path = try #require(sandbox.listing().first)
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: sandbox.snapshots + "/" + path)))
    #expect(!holdsControl(bytes), "\(String(decoding: bytes, as: UTF8.self))")
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.contains("state: esc\\u{1B}[2J\n"))
    // The row is what a terminal shows: TextUI draws each control as a visible symbol.
    #expect(text.contains("│ a␛[31mb␇c�d␡e  │"), "\(text)")
    #expect(
      text.hasSuffix(
        #"text "a\u{1B}[31mb\u{7}c\u{85}d\u{7F}e""# + "\n" + #"button "go\u{1B}" hint="h\u{9B}int""# + "\n"))
    let file = try SnapshotFile.decode(bytes, path: path)
    #expect(file.id.state == "esc\u{1B}[2J")
    #expect(file.encodedBytes() == bytes)

    HostileTextPreviews.changed = true
    let changed = await sandbox.run(["--ci"], providers: [HostileTextPreviews.self])
    #expect(changed.code == 1)
    #expect(!changed.output.contains("cannot read"), "\(changed.output)")
    #expect(
      changed.output.contains(#"-text "a\u{1B}[31mb\u{7}c\u{85}d\u{7F}e""# + "\n+text \"calm\""), "\(changed.output)")
  }

  @Test(
    "escaped text reads back exactly, a backslash included",
    arguments: [
      hostile, "\\u{1B} is not ESC", "\\", "tab\there", "\u{0}\u{1F}\u{7F}\u{80}\u{9F}\u{A0}", "say \"hi\"\r\n",
      "\\\\u{41}",
    ])
  func roundTrip(text: String) {
    let quoted = EscapedText.escaped(text) { scalar, _, _ in scalar == "\"" }
    #expect(!quoted.unicodeScalars.contains(where: EscapedText.isControl))
    #expect(EscapedText.unescaped(Substring(quoted), quotes: true) == text)
    let header = SnapshotFile.escape(text)
    #expect(SnapshotFile.unescape(Substring(header)) == text)
    let line = AccessibilityElement(role: .staticText, name: text, frame: Rect(x: 0, y: 0, width: 1, height: 1)).line
    #expect(!line.unicodeScalars.contains(where: EscapedText.isControl), "\(line)")
    #expect(EscapedText.unescaped(Substring(line.dropFirst(6).dropLast()), quotes: true) == text)
  }

  @Test(
    "a backslash that starts no escape the format writes is refused",
    arguments: [#"\q"#, #"\u{1b}"#, #"\u{001B}"#, #"\u{1B"#, #"\u{}"#, #"\u{110000}"#, #"\"#])
  func malformed(text: String) {
    #expect(EscapedText.unescaped(Substring(text), quotes: true) == nil)
  }

  @Test("a file written before control characters were escaped reads unchanged")
  func existingFilesRead() throws {
    let text = """
      textui-snapshot 2
      component: C
      preview: P
      state: \\u{20}tab\\tand\\\\ \\u{200B}
      width: 4
      height: 1
      width-policy: \(GraphemeWidth.policy)
      ┌────┐
      │a\\b │
      └────┘
      styles:
      accessibility:
      text "a\\\\b" hint="say \\"hi\\"\\n"

      """
    let file = try SnapshotFile.decode(Array(text.utf8), path: "C/P.s.txt")
    #expect(file.id.state == " tab\tand\\ \u{200B}")
    #expect(file.lines == ["a\\b "])
    #expect(file.encoded() == text)
  }

  @Test("a malformed escape in the accessibility section names its line")
  func malformedAccessibilityLine() {
    let text = """
      textui-snapshot 2
      component: C
      preview: P
      state: s
      width: 1
      height: 1
      width-policy: \(GraphemeWidth.policy)
      ┌─┐
      │a│
      └─┘
      styles:
      accessibility:
      text "a\\e"

      """
    #expect(throws: SnapshotReadError.self) { try SnapshotFile.decode(Array(text.utf8), path: "C/P.s.txt") }
    do {
      _ = try SnapshotFile.decode(Array(text.utf8), path: "C/P.s.txt")
    } catch {
      #expect(error.reason == "line 13: the accessibility element has a malformed `\\` escape — re-record it")
    }
  }

  @Test("a control in a row given as text is written as U+FFFD, as a rendering's row shows it")
  func controlInGivenRow() throws {
    let id = SnapshotID(component: "C", preview: "P", state: "s", width: 3)
    let file = SnapshotFile(
      id: id, width: 3, height: 1, unicodePolicy: GraphemeWidth.policy, lines: ["a\u{1B}b"], styles: [])
    let bytes = file.encodedBytes()
    #expect(!holdsControl(bytes))
    #expect(String(decoding: bytes, as: UTF8.self).contains("│a\u{FFFD}b│\n"))
    #expect(try SnapshotFile.decode(bytes, path: id.relativePath).lines == ["a\u{FFFD}b"])
  }
}
