import Testing

@testable import TextUI

@Suite("Text layout")
@MainActor
struct TextLayoutTests {
  @Test(
    "text wraps at word boundaries and breaks words longer than the line",
    arguments: [
      ("the quick brown fox jumps", 10, ["the quick ", "brown fox ", "jumps     "]),
      ("the quick brown fox jumps", 25, ["the quick brown fox jumps"]),
      ("the quick brown fox jumps", 5, ["the  ", "quick", "brown", "fox  ", "jumps"]),
      ("abcdefghijkl", 5, ["abcde", "fghij", "kl   "]),
      ("one\ntwo three", 9, ["one      ", "two three"]),
    ])
  func wordWrap(text: String, width: Int, lines: [String]) {
    #expect(TestScreen.text(Text(text), width: width) == lines.joined(separator: "\n"))
  }

  @Test(
    "lineLimit cuts text to that many lines and ends the last one in an ellipsis",
    arguments: [
      (1, ["the quick…"]),
      (2, ["the quick ", "brown fox…"]),
      (3, ["the quick ", "brown fox ", "jumps over"]),
    ])
  func lineLimit(limit: Int, lines: [String]) {
    let view = Text("the quick brown fox jumps over").lineLimit(limit)
    #expect(TestScreen.text(view, width: 10) == lines.joined(separator: "\n"))
  }

  @Test("lineLimit marks a cut paragraph even when the shown line fits")
  func lineLimitAcrossParagraphs() {
    #expect(TestScreen.text(Text("abc\ndef").lineLimit(1), width: 6) == "abc…  ")
  }

  @Test("a height proposal limits the lines like lineLimit")
  func heightLimitsLines() {
    #expect(TestScreen.text(Text("the quick brown fox").frame(height: .rows(1)), width: 10) == "the quick…")
  }

  @Test(
    "truncation modes put the ellipsis at the head, in the middle or at the tail",
    arguments: [
      (Text.TruncationMode.head, "…fox jumps"),
      (.middle, "the q…umps"),
      (.tail, "the quick…"),
    ])
  func truncationModes(mode: Text.TruncationMode, expected: String) {
    let view = Text("the quick brown fox jumps").lineLimit(1).truncationMode(mode)
    #expect(TestScreen.text(view, width: 10) == expected)
  }

  @Test("middle truncation of wide characters keeps whole characters on both sides")
  func middleTruncationWide() {
    let view = Text("日本語のテキストです").lineLimit(1).truncationMode(.middle)
    #expect(TestScreen.text(view, width: 9) == "日本…です")
  }

  @Test(
    "multilineTextAlignment aligns each line inside the text's width",
    arguments: [
      (TextAlignment.leading, ["the quick ", "brown fox ", "jumps     "]),
      (.center, ["the quick ", "brown fox ", "  jumps   "]),
      (.trailing, ["the quick ", "brown fox ", "    jumps "]),
    ])
  func multilineAlignment(alignment: TextAlignment, lines: [String]) {
    let view = Text("the quick brown fox jumps").multilineTextAlignment(alignment)
    #expect(TestScreen.text(view, width: 10) == lines.joined(separator: "\n"))
  }

  @Test("Japanese wraps between characters and keeps 。、」 off the start of a line")
  func japaneseWrapping() {
    let view = Text("これは日本語の文章です。「かぎ」、テスト。")
    #expect(
      TestScreen.text(view, width: 10)
        == ["これは日本", "語の文章で", "す。「か  ", "ぎ」、テス", "ト。      "].joined(separator: "\n"))
  }

  @Test(
    "no wrapped Japanese line starts with a closing mark at widths that fit a character and two marks",
    arguments: 6...30)
  func japaneseLineStarts(width: Int) {
    let text = "吾輩は猫である。名前はまだ無い。どこで生れたかとんと見当がつかぬ。「何でも薄暗い」、じめじめした所で泣いていた。"
    let lines = TestScreen.text(Text(text), width: width).split(separator: "\n")
    #expect(lines.count > 1)
    for line in lines {
      #expect(!["。", "、", "」"].contains(line.first.map(String.init) ?? ""), "line \(line) at width \(width)")
    }
  }

  @Test("a wide character cut by a clip edge becomes a space, never half a character")
  func wideCharacterAtClipEdge() {
    let view = Text("日本語").fixedSize().frame(width: .columns(3), alignment: .leading).clipped()
    let buffer = TestScreen.frame(view, width: 6).buffer
    #expect(PlainTextRenderer().render(buffer) == "日    ")
    #expect(buffer[0, 0].width == 2 && buffer[1, 0].isContinuation)
    #expect(buffer[2, 0].symbol == " " && buffer[2, 0].width == 1)
  }

  @Test("a wide character at the canvas edge is not split")
  func wideCharacterAtCanvasEdge() {
    let buffer = TestScreen.frame(Text("日本語").fixedSize(), width: 5).buffer
    #expect(PlainTextRenderer().render(buffer) == "日本 ")
    #expect(buffer[4, 0].width == 1)
  }

  @Test("a wide character under the right side of a border leaves the border whole")
  func wideCharacterUnderBorder() {
    let view = Text("日本語").fixedSize().frame(width: .columns(3), alignment: .leading).border()
    #expect(TestScreen.text(view, width: 6) == ["┌───┐ ", "│日 │ ", "└───┘ "].joined(separator: "\n"))
  }

  @Test("wide text wraps inside a narrow bordered box without splitting characters")
  func wideTextInBorder() {
    #expect(
      TestScreen.text(Text("日本語x").border(), width: 6)
        == ["┌────┐", "│日本│", "│語x │", "└────┘"].joined(separator: "\n"))
  }

  @Test(
    "tabs expand to the next multiple of four columns",
    arguments: [("a\tb", "a   b   "), ("ab\tc", "ab  c   "), ("\tx", "    x   "), ("abcd\te", "abcd    ")])
  func tabs(text: String, expected: String) {
    #expect(TestScreen.text(Text(text).fixedSize(), width: 8) == expected)
  }

  @Test(
    "control characters are shown as visible symbols",
    arguments: [
      ("a\u{7}b", "a␇b   "), ("\u{1B}[31m", "␛[31m "), ("x\u{7F}", "x␡    "), ("x\u{85}y", "x�y   "),
      ("\u{0}", "␀     "),
    ])
  func controlCharacters(text: String, expected: String) {
    #expect(TestScreen.text(Text(text), width: 6) == expected)
  }

  @Test("zero-width characters are dropped and a lone combining mark sits on a dotted circle")
  func invisibleAndCombining() {
    #expect(TestScreen.text(Text("a\u{200B}b"), width: 4) == "ab  ")
    #expect(TestScreen.text(Text("\u{301}x"), width: 4) == "◌́x  ")
  }

  @Test("concatenated texts keep each part's style in its cells")
  func concatenationStyles() {
    let view = Text("a").bold() + Text("b") + Text("c").foregroundColor(.red).italic()
    let buffer = TestScreen.frame(view, width: 4).buffer
    #expect(PlainTextRenderer().render(buffer) == "abc ")
    #expect(buffer[0, 0].style == Style(attributes: .bold))
    #expect(buffer[1, 0].style == .plain)
    #expect(buffer[2, 0].style == Style(foreground: .red, attributes: .italic))
    #expect(buffer[3, 0].style == .plain)
  }

  @Test("texts with the same characters keep their own styles, limits and widths")
  func sameCharactersIndependentLayouts() {
    let view = VStack(alignment: .leading) {
      Text("same words here").bold()
      Text("same words here").lineLimit(1)
      Text("same words here").frame(width: .columns(5), alignment: .leading)
      Text("same ") + Text("words here").italic()
    }
    let buffer = TestScreen.frame(view, width: 10).buffer
    #expect(
      PlainTextRenderer().render(buffer)
        == [
          "same words", "here      ", "same word…", "same      ", "words     ", "here      ", "same words",
          "here      ",
        ]
        .joined(separator: "\n"))
    #expect(buffer[0, 0].style.attributes == .bold)
    #expect(buffer[0, 2].style.attributes.isEmpty)
    #expect(buffer[0, 6].style.attributes.isEmpty && buffer[5, 6].style.attributes == .italic)
  }

  @Test(
    "a tab in a later run of a concatenated text expands from the start of the line",
    arguments: [
      (["ab", "\tc"], "ab  c   "),
      (["a", "b", "\tc"], "ab  c   "),
      (["abcde", "\tx"], "abcde   x"),
      (["ab\nx", "\ty"], "x   y   "),
    ])
  func concatenatedTabs(runs: [String], lastLine: String) {
    let view = runs.dropFirst().reduce(Text(runs[0])) { $0 + Text($1).bold() }
    let rendered = TestScreen.text(view, width: lastLine.count)
    #expect(rendered.split(separator: "\n").last.map(String.init) == lastLine)
  }

  @Test("a styled run after a tab keeps its style on the right cells")
  func concatenatedTabStyles() {
    let buffer = TestScreen.frame(Text("a") + Text("\tb").bold(), width: 6).buffer
    #expect(PlainTextRenderer().render(buffer) == "a   b ")
    #expect(buffer[0, 0].style.attributes.isEmpty)
    #expect(buffer[4, 0].style.attributes == .bold)
    #expect(buffer[5, 0].style.attributes.isEmpty)
  }

  @Test("concatenated texts wrap as one text")
  func concatenationWraps() {
    let view = Text("hello ").bold() + Text("big world")
    let buffer = TestScreen.frame(view, width: 9).buffer
    #expect(PlainTextRenderer().render(buffer) == "hello big\nworld    ")
    #expect(buffer[0, 0].style.attributes == .bold)
    #expect(buffer[6, 0].style.attributes.isEmpty)
    #expect(buffer[0, 1].style.attributes.isEmpty)
  }
}
