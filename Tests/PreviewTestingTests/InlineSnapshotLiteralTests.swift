import Testing

@testable import PreviewTesting

@Suite("Inline snapshot literals read back as Swift evaluates them")
struct InlineSnapshotLiteralTests {
  private func decode(_ literal: String) -> String? {
    InlineSnapshotLiteral.decode(Array(literal.utf8)[...])
  }

  /// The literal written for `text`, indented by `indentation`, as it stands in a file.
  private func written(_ text: String, indentation: String = "    ") -> String {
    let literal = InlineSnapshotLiteral(text)
    let lines = [literal.opening] + literal.lines + [literal.closing]
    return lines.enumerated().map { index, line in
      index == 0 ? line : line.isEmpty ? "" : indentation + line
    }.joined(separator: "\n")
  }

  @Test(
    "every rendering is written as a literal that evaluates to it",
    arguments: [
      "", "plain", "two\nlines", "trailing newline\n", "\n\nleading", #"back\slash"#, ##"quotes """ and "# "##,
      "tab\tand\rreturn", "ESC \u{1B}[1m", "  indented\n    more", "┌──┐\n│ é│\n└──┘", ##"\#(not) \(interpolated)"##,
    ])
  func roundTrip(text: String) {
    #expect(decode(written(text)) == text)
  }

  @Test("Swift's rules: indentation stripped, escapes decoded, CRLF lines, line continuations")
  func swiftRules() {
    #expect(decode("\"a\\tb\\u{41}\\\\\"") == "a\tbA\\")
    #expect(decode(##"#"a\tb\#tc"#"##) == "a\\tb\tc")
    #expect(decode("\"\"\"\n    one\n\n      two\n    \"\"\"") == "one\n\n  two")
    #expect(decode("\"\"\"\r\n  one\r\n  two\r\n  \"\"\"") == "one\ntwo")
    #expect(decode("\"\"\"\n  one \\\n  two\n  \"\"\"") == "one two")
  }

  @Test("what is not a plain literal evaluates to nothing known: interpolation, bad indentation, bad escapes")
  func notLiterals() {
    #expect(decode(#""a\(b)""#) == nil)
    #expect(decode("\"\"\"\n    one\n  two\n    \"\"\"") == nil)
    #expect(decode(#""\q""#) == nil)
    #expect(decode("\"unterminated") == nil)
  }
}
