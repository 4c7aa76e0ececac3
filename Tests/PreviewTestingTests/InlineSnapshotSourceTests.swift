import Foundation
import Testing

@testable import PreviewTesting

@Suite("Inline snapshots are written into the test source without swift-syntax")
struct InlineSnapshotSourceTests {
  /// `source` with the call whose `(` is at `line`:`column` rewritten to return `text`.
  private func rewrite(_ source: String, line: Int, column: Int, text: String) -> String? {
    let file = InlineSnapshotSource(bytes: Array(source.utf8))
    guard let call = file.call(named: "assertInlineSnapshot", line: line, column: column) else { return nil }
    let rewrite = InlineSnapshotRewrite(call, in: file, text: text)
    return String(decoding: InlineSnapshotRewrite.apply([rewrite], to: file.bytes), as: UTF8.self)
  }

  /// The column (from 1) of the `n`th `(` after `name` on `line` of `source`.
  private func column(of name: String, in source: String, line: Int, occurrence: Int = 1) -> Int {
    let text = source.split(separator: "\n", omittingEmptySubsequences: false)[line - 1]
    var rest = Substring(text)
    var offset = 0
    for _ in 1..<occurrence {
      let range = rest.range(of: name + "(")!
      offset += rest.utf8.distance(from: rest.startIndex, to: range.upperBound)
      rest = rest[range.upperBound...]
    }
    let range = rest.range(of: name + "(")!
    return offset + rest.utf8.distance(from: rest.startIndex, to: range.upperBound)
  }

  @Test("a call without a closure gets one after its argument list, four-space files keep four spaces")
  func missingClosure() {
    let source = "func a() async {\n    await assertInlineSnapshot(of: V(text: \"(\"))\n}\n"
    #expect(
      rewrite(source, line: 2, column: 31, text: "x")
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
      rewrite(source, line: 2, column: 29, text: "new") == """
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

  @Test("#column points at the call's (: on a line with two calls, each is found by its own (")
  func twoCallsOnOneLine() {
    let source = "x(); myassertInlineSnapshot(); assertInlineSnapshot(of: a) {}; assertInlineSnapshot(of: b) {}\n"
    let file = InlineSnapshotSource(bytes: Array(source.utf8))
    let first = file.call(
      named: "assertInlineSnapshot", line: 1,
      column: column(of: "assertInlineSnapshot", in: source, line: 1, occurrence: 2))
    let second = file.call(
      named: "assertInlineSnapshot", line: 1,
      column: column(of: "assertInlineSnapshot", in: source, line: 1, occurrence: 3))
    #expect(first?.nameStart == 31)
    #expect(second?.nameStart == 63)
    // A column that is not a call's `(` finds nothing rather than a neighbour.
    #expect(file.call(named: "assertInlineSnapshot", line: 1, column: 31) == nil)
    #expect(
      file.call(
        named: "assertInlineSnapshot", line: 1, column: column(of: "myassertInlineSnapshot", in: source, line: 1))
        == nil)
  }

  private static func column(_ column: UInt = #column) -> UInt { column }

  @Test("the compiler's #column for a call is its (, with the called name just before it")
  func compilerColumn() throws {
    func column(_ column: UInt = #column) -> UInt { column }
    let (first, second, line) = (column(), InlineSnapshotSourceTests.column(), #line)
    let text = try String(contentsOfFile: #filePath, encoding: .utf8)
    let file = InlineSnapshotSource(bytes: Array(text.utf8))
    for found in [first, second] {
      let offset = try #require(file.offset(line: line, column: Int(found)))
      #expect(file.bytes[offset] == UInt8(ascii: "("))
      #expect(file.calls(named: "column").contains { $0.openingParenthesis == offset })
    }
  }

  @Test("two calls on one line each get their own rendering, whichever is written first")
  func twoCallsOnOneLineRewritten() {
    let source = "  await assertInlineSnapshot(of: A()); await assertInlineSnapshot(of: B())\n"
    let file = InlineSnapshotSource(bytes: Array(source.utf8))
    let a = file.call(named: "assertInlineSnapshot", line: 1, column: 29)!
    let b = file.call(named: "assertInlineSnapshot", line: 1, column: 66)!
    let rewrites = [InlineSnapshotRewrite(b, in: file, text: "b"), InlineSnapshotRewrite(a, in: file, text: "a")]
    let result = String(decoding: InlineSnapshotRewrite.apply(rewrites, to: file.bytes), as: UTF8.self)
    #expect(
      result == """
          await assertInlineSnapshot(of: A()) {
            \"""
            a
            \"""
          }; await assertInlineSnapshot(of: B()) {
            \"""
            b
            \"""
          }

        """)
  }

  @Test("comments and strings that name the function are not calls, and never receive the closure")
  func commentsAndStrings() {
    let source = """
      let s = "assertInlineSnapshot(of: X())" // assertInlineSnapshot(of: Y())
      /* assertInlineSnapshot(of: Z()) */ await assertInlineSnapshot(of: W()) // assertInlineSnapshot(of:
      func assertInlineSnapshot(of: Int) {}

      """
    let file = InlineSnapshotSource(bytes: Array(source.utf8))
    let calls = file.calls(named: "assertInlineSnapshot")
    #expect(calls.count == 1)
    #expect(calls.first.map { file.line(at: $0.openingParenthesis) } == 2)
    #expect(
      calls.first?.openingParenthesis
        == file.offset(line: 2, column: column(of: "assertInlineSnapshot", in: source, line: 2, occurrence: 2)))
    #expect(
      rewrite(
        source, line: 2, column: column(of: "assertInlineSnapshot", in: source, line: 2, occurrence: 2), text: "w")
          == """
          let s = "assertInlineSnapshot(of: X())" // assertInlineSnapshot(of: Y())
          /* assertInlineSnapshot(of: Z()) */ await assertInlineSnapshot(of: W()) {
              \"""
              w
              \"""
          } // assertInlineSnapshot(of:
          func assertInlineSnapshot(of: Int) {}

          """)
  }

  @Test("matches: { \"\" } is the snapshot closure: replaced where it is, never given a second trailing closure")
  func matchesArgument() {
    let source = """
      func a() async {
        await assertInlineSnapshot(of: V(), width: 3, matches: { "" })
        await assertInlineSnapshot(of: V(), matches: { "old" }, line: 1)
      }

      """
    #expect(
      rewrite(source, line: 2, column: 29, text: "new") == """
        func a() async {
          await assertInlineSnapshot(of: V(), width: 3, matches: {
            \"""
            new
            \"""
          })
          await assertInlineSnapshot(of: V(), matches: { "old" }, line: 1)
        }

        """)
    let file = InlineSnapshotSource(bytes: Array(source.utf8))
    let second = file.call(named: "assertInlineSnapshot", line: 3, column: 29)!
    #expect(second.closureIsArgument)
    #expect(InlineSnapshotClosure(of: second, in: file) == .literal("old"))
    #expect(
      rewrite(source, line: 3, column: 29, text: "x")?.contains(
        "matches: {\n    \"\"\"\n    x\n    \"\"\"\n  }, line: 1)")
        == true)
  }

  @Test("a CRLF file gets CRLF lines, and its literals read back without the carriage returns")
  func crlf() {
    let source = "func a() async {\r\n  await assertInlineSnapshot(of: V())\r\n}\r\n"
    let result = rewrite(source, line: 2, column: 29, text: "one\ntwo")
    #expect(
      result
        == "func a() async {\r\n  await assertInlineSnapshot(of: V()) {\r\n    \"\"\"\r\n    one\r\n    two\r\n    \"\"\"\r\n  }\r\n}\r\n"
    )
    let file = InlineSnapshotSource(bytes: Array(result!.utf8))
    let call = file.call(named: "assertInlineSnapshot", line: 2, column: 29)!
    #expect(InlineSnapshotClosure(of: call, in: file) == .literal("one\ntwo"))
  }

  @Test("the indentation step is read from code lines: a /* * */ header or a literal's lines do not set it")
  func indentationSkipsComments() {
    let header = """
      /*
       * Copyright
       */
      let x = \"""
       one space inside a literal
      \"""
      func a() async {
        await assertInlineSnapshot(of: V())
      }

      """
    #expect(
      InlineSnapshotRewrite.indentationUnit(of: InlineSnapshotSource(bytes: Array(header.utf8))) == Array("  ".utf8))
    let tabs = "// x\nfunc a() async {\n\tawait assertInlineSnapshot(of: V())\n}\n"
    #expect(InlineSnapshotRewrite.indentationUnit(of: InlineSnapshotSource(bytes: Array(tabs.utf8))) == [9])
    #expect(
      rewrite(tabs, line: 3, column: 28, text: "t")
        == "// x\nfunc a() async {\n\tawait assertInlineSnapshot(of: V()) {\n\t\t\"\"\"\n\t\tt\n\t\t\"\"\"\n\t}\n}\n")
  }

  @Test("what a closure holds: nothing, a literal (return or not), or an expression that cannot be replaced")
  func closureContents() {
    let source = """
      assertInlineSnapshot(of: A())
      assertInlineSnapshot(of: B()) {}
      assertInlineSnapshot(of: C()) { return "c" }
      assertInlineSnapshot(of: D()) { expectedGreeting() }
      assertInlineSnapshot(of: E()) { "e\\(x)" }
      assertInlineSnapshot(of: F()) { "f" + "g" }
      assertInlineSnapshot(of: G(), matches: expected)

      """
    let file = InlineSnapshotSource(bytes: Array(source.utf8))
    let calls = file.calls(named: "assertInlineSnapshot")
    #expect(
      calls.map { InlineSnapshotClosure(of: $0, in: file) } == [
        .none, .empty, .literal("c"), .expression, .expression, .expression, .none,
      ])
    #expect(calls.last?.hasOtherMatchesArgument == true)
  }
}
