import Foundation
import Testing

@testable import PreviewTesting

@Suite("Inline snapshots are written into the test source without swift-syntax")
struct InlineSnapshotSourceTests {
  private func rewrite(_ source: String, line: Int, column: Int = 1, text: String) -> String? {
    let file = InlineSnapshotSource(bytes: Array(source.utf8))
    guard let call = file.call(named: "assertInlineSnapshot", line: line, column: column) else { return nil }
    return String(decoding: file.rewriting(call, with: text).bytes, as: UTF8.self)
  }

  @Test("an empty trailing closure gets the literal, one level deeper than the call")
  func emptyClosure() {
    let source = """
      @Test func a() async {
        await assertInlineSnapshot(of: Text("hi"), width: 4) {}
      }

      """
    #expect(
      rewrite(source, line: 2, column: 9, text: "┌────┐\n│hi  │\n└────┘") == """
        @Test func a() async {
          await assertInlineSnapshot(of: Text("hi"), width: 4) {
            \"""
            ┌────┐
            │hi  │
            └────┘
            \"""
          }
        }

        """)
  }

  @Test("a call without a closure gets one after its argument list, four-space files keep four spaces")
  func missingClosure() {
    let source = "func a() async {\n    await assertInlineSnapshot(of: V(text: \"(\"))\n}\n"
    #expect(
      rewrite(source, line: 2, text: "x")
        == "func a() async {\n    await assertInlineSnapshot(of: V(text: \"(\")) {\n        \"\"\"\n        x\n        \"\"\"\n    }\n}\n"
    )
  }

  @Test("an existing literal is replaced whole, brackets inside strings and comments do not confuse the scan")
  func existingLiteral() {
    let source = """
      func a() async {
        await assertInlineSnapshot(of: V(label: ")}"), width: 3) { // a } comment
          \"""
          old }
          \"""
        }
        let after = 1
      }
      """
    #expect(
      rewrite(source, line: 2, text: "new") == """
        func a() async {
          await assertInlineSnapshot(of: V(label: ")}"), width: 3) {
            \"""
            new
            \"""
          }
          let after = 1
        }
        """)
  }

  @Test("a rendering with a backslash or triple quote is written as a raw literal that reads back as itself")
  func rawLiteral() {
    let literal = InlineSnapshotLiteral(#"a\nb"""c"#)
    #expect(literal.opening == "#\"\"\"")
    #expect(literal.closing == "\"\"\"#")
    #expect(InlineSnapshotLiteral("x\\ \"#").opening == "##\"\"\"")
    #expect(InlineSnapshotLiteral("plain").opening == "\"\"\"")
  }

  @Test("the call is found at its column when a line holds two, and not inside a longer name")
  func columnChoosesTheCall() {
    let source = "x(); myassertInlineSnapshot(); assertInlineSnapshot(of: a) {}; assertInlineSnapshot(of: b) {}\n"
    let file = InlineSnapshotSource(bytes: Array(source.utf8))
    let first = file.call(named: "assertInlineSnapshot", line: 1, column: 1)
    let second = file.call(named: "assertInlineSnapshot", line: 1, column: 60)
    #expect(first?.nameStart == 31)
    #expect(second?.nameStart == 63)
  }

  @Test("several snapshots recorded in one file, in any order, each land at their own call")
  func severalInOneFile() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("inline-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("SeveralTests.swift").path
    let source = """
      func one() async {
        await assertInlineSnapshot(of: A()) {}
      }
      func two() async {
        await assertInlineSnapshot(of: B()) {
          \"""
          stale
          and long
          \"""
        }
      }
      func three() async {
        await assertInlineSnapshot(of: C())
      }

      """
    try source.write(toFile: path, atomically: true, encoding: .utf8)
    let writer = InlineSnapshotWriter()
    // The lines are those of the original file, as the compiled test knows them.
    #expect(writer.write("b1", path: path, line: 5, column: 3, function: "assertInlineSnapshot") == nil)
    #expect(writer.write("a1\na2\na3", path: path, line: 2, column: 3, function: "assertInlineSnapshot") == nil)
    #expect(writer.write("c1", path: path, line: 13, column: 3, function: "assertInlineSnapshot") == nil)
    #expect(writer.write("b2", path: path, line: 5, column: 3, function: "assertInlineSnapshot") == nil)
    #expect(
      try String(contentsOfFile: path, encoding: .utf8) == """
        func one() async {
          await assertInlineSnapshot(of: A()) {
            \"""
            a1
            a2
            a3
            \"""
          }
        }
        func two() async {
          await assertInlineSnapshot(of: B()) {
            \"""
            b2
            \"""
          }
        }
        func three() async {
          await assertInlineSnapshot(of: C()) {
            \"""
            c1
            \"""
          }
        }

        """)
  }
}
