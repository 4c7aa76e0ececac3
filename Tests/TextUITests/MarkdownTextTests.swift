import Testing

@testable import TextUI

/// The spans of `literal` as `Text` parses a string literal, each as `[attributes]text`.
private func spans(_ literal: String) -> [String] {
  let spans = InlineMarkdown.spans(of: literal) ?? [InlineMarkdown.Span(text: literal, attributes: [])]
  return spans.map { span in
    let names: [(InlineMarkdown.Attributes, String)] = [
      (.bold, "b"), (.italic, "i"), (.strikethrough, "s"), (.code, "c"), (.link, "l"),
    ]
    let marks = names.filter { span.attributes.contains($0.0) }.map(\.1).joined()
    return marks.isEmpty ? span.text : "[\(marks)]\(span.text)"
  }
}

@Suite("Markdown in Text, as SwiftUI renders a string literal")
@MainActor
struct MarkdownTextTests {
  @Test(
    "inline Markdown parses as SwiftUI's does",
    arguments: [
      ("**bold**, *italic*, `code`, ~~struck~~", ["[b]bold", ", ", "[i]italic", ", ", "[c]code", ", ", "[s]struck"]),
      ("__bold__ and _italic_", ["[b]bold", " and ", "[i]italic"]),
      ("***both***", ["[bi]both"]),
      ("Read [the docs](https://example.com/a_(b)) now", ["Read ", "[l]the docs", " now"]),
      ("[**bold** link](https://x.y)", ["[bl]bold", "[l] link"]),
      ("snake_case_name stays", ["snake_case_name stays"]),
      ("2 * 3 * 4", ["2 * 3 * 4"]),
      ("a * unmatched", ["a * unmatched"]),
      ("\\*not italic\\*", ["*not italic*"]),
      ("`**not bold**`", ["[c]**not bold**"]),
      ("`` a `tick` ``", ["[c]a `tick`"]),
      ("[not a link] and [x](has space)", ["[not a link] and [x](has space)"]),
      ("*foo**bar*", ["[i]foo**bar"]),
      ("# Heading\n- item", ["# Heading\n- item"]),
    ])
  func parses(literal: String, expected: [String]) {
    #expect(spans(literal) == expected)
  }

  @Test("a literal is drawn without its marks: bold, italic, struck, and links underlined in the tint")
  func drawsStyles() {
    let frame = TestScreen.frame(Text("**B** *I* ~~S~~ [L](https://x.y) `C`"), width: 9)
    #expect(PlainTextRenderer().render(frame.buffer) == "B I S L C")
    #expect(frame.buffer[0, 0].style.attributes.contains(.bold))
    #expect(frame.buffer[2, 0].style.attributes.contains(.italic))
    #expect(frame.buffer[4, 0].style.attributes.contains(.strikethrough))
    #expect(frame.buffer[6, 0].style.attributes.contains(.underline))
    #expect(frame.buffer[6, 0].style.foreground == .accentColor)
    #expect(frame.buffer[8, 0].style == .plain)
  }

  @Test("Text(verbatim:) and a String variable stay literal, as in SwiftUI")
  func variablesStayLiteral() {
    let note = "Build *beta*"
    #expect(TestScreen.text(Text(note), width: 12) == "Build *beta*")
    #expect(TestScreen.text(Text(verbatim: "**x**"), width: 5) == "**x**")
    #expect(Text(note).content == "Build *beta*")
  }

  @Test("interpolated values are never Markdown, but the literal's marks style them")
  func interpolations() {
    let name = "a*b*c"
    let frame = TestScreen.frame(Text("**\(name)** and \(name)"), width: 15)
    #expect(PlainTextRenderer().render(frame.buffer) == "a*b*c and a*b*c")
    #expect(frame.buffer[1, 0].style.attributes.contains(.bold))
    #expect(!frame.buffer[10, 0].style.attributes.contains(.bold))
    #expect(!frame.buffer[11, 0].style.attributes.contains(.italic))
    // Values before the first mark are plain too, and a count formats as before.
    #expect(TestScreen.text(Text("\(name) has *\(3)* items"), width: 17) == "a*b*c has 3 items")
  }

  @Test("Markdown and the values it must not parse are found wherever they stand in a long literal")
  func longLiteral() {
    let name = "a*b*c"
    for length in [0, 7, 100, 120, 127, 128, 129, 200] {
      let head = String(repeating: "h", count: length)
      let key: LocalizedStringKey = "\(head) **\(name)** and *\(name)* \(length)"
      let runs = [key.first] + key.rest
      #expect(runs.map(\.string) == ["\(head) ", name, " and ", name, " \(length)"], "\(length)")
      #expect(runs.map(\.isUnstyled) == [true, false, true, false, true], "\(length)")
    }
  }

  @Test("a literal without Markdown characters is one plain run, as before")
  func plainLiteral() {
    let key: LocalizedStringKey = "Hello, world!"
    #expect(key.first == Text.Run(string: "Hello, world!", source: .key) && key.rest.isEmpty)
    #expect(!InlineMarkdown.mayContainMarkup("Hello, world! (1 + 2) = 3 # ok"))
    #expect(InlineMarkdown.spans(of: "a_b") == nil)
  }

  @Test("a Button, Label or Toggle titled by a literal renders its Markdown, and is found by its plain title")
  func controlTitles() {
    let frame = TestScreen.frame(Button("**Save**") {}.buttonStyle(.plain), width: 4)
    #expect(PlainTextRenderer().render(frame.buffer) == "Save")
    #expect(frame.buffer[0, 0].style.attributes.contains(.bold))
    #expect(frame.regions.map(\.label) == ["Save"])
  }
}
