import Testing

@testable import TextUI

@Suite("Bad input")
@MainActor
struct BadInputTests {
  /// Every line of `frame` as text, checked to be exactly the canvas width.
  private func lines(of frame: RenderedFrame) -> [String] {
    PlainTextRenderer().lines(frame.buffer)
  }

  private static let sample: some View = VStack {
    Text("hello world").border()
    HStack {
      Text("a"); Spacer(); Text("日本")
    }
    Divider()
  }

  @Test(
    "zero and negative widths give empty lines, one per row of the natural height",
    arguments: [0, -1, -100, Int.min / 2])
  func zeroAndNegativeWidths(width: Int) {
    let frame = TestScreen.frame(Self.sample, width: width)
    #expect(frame.buffer.width == 0)
    #expect(frame.buffer.height > 0)
    #expect(lines(of: frame).allSatisfy { $0.isEmpty })
  }

  @Test("zero and negative heights give an empty screen", arguments: [0, -1, -100])
  func zeroAndNegativeHeights(height: Int) {
    let frame = TestScreen.frame(Self.sample, width: 10, height: height)
    #expect(frame.buffer.height == 0)
    #expect(PlainTextRenderer().render(frame.buffer) == "")
  }

  @Test("a huge width is clipped to the maximum width")
  func hugeWidth() {
    let frame = TestScreen.frame(Text("x").frame(maxWidth: .infinity), width: Int.max)
    #expect(frame.buffer.width == ViewGraph.maximumWidth)
    #expect(lines(of: frame).allSatisfy { GraphemeWidth.width(of: $0) == ViewGraph.maximumWidth })
  }

  @Test("negative and infinite frame, padding and spacing values do not break layout")
  func negativeAndInfiniteModifiers() {
    let view = HStack(spacing: -3) {
      Text("a").frame(width: -4, height: -1)
      Text("b").padding(-2)
      Text("c").frame(minWidth: -1, maxWidth: -5)
      Text("d").frame(width: .nan)
      Spacer(minLength: -10)
      Text("e").frame(height: .infinity)
    }
    let frame = TestScreen.frame(view, width: 10, height: 3)
    #expect(frame.buffer.height == 3)
    #expect(lines(of: frame).allSatisfy { GraphemeWidth.width(of: $0) == 10 })
  }

  @Test("empty strings render as blank lines of the canvas width")
  func emptyStrings() {
    #expect(TestScreen.text(Text(""), width: 3) == "   ")
    #expect(
      TestScreen.text(
        VStack {
          Text(""); Text("")
        }, width: 2) == "  \n  ")
    #expect(
      TestScreen.text(
        HStack {
          Text(""); Text("a")
        }, width: 4) == " a  ")
    #expect(TestScreen.text(Text("").border(), width: 3) == "┌┐ \n││ \n└┘ ")
  }

  @Test("invalid UTF-8 decoded with String(decoding:as:) shows replacement characters")
  func invalidUTF8() {
    let text = String(decoding: [0xFF, 0xFE, 0x41, 0xC3, 0x28, 0xED, 0xA0, 0x80] as [UInt8], as: UTF8.self)
    let rendered = TestScreen.text(Text(text), width: 10)
    #expect(rendered.hasPrefix("��A�("))
    #expect(GraphemeWidth.width(of: rendered) == 10)
  }

  @Test("a 10,000-character word wraps into full lines of the canvas width")
  func longWord() {
    let word = String(repeating: "x", count: 10_000)
    let frame = TestScreen.frame(Text(word), width: 40)
    #expect(frame.buffer.height == 250)
    #expect(lines(of: frame).allSatisfy { $0 == String(repeating: "x", count: 40) })
  }

  @Test("a 10,000-character word kept on one line is clipped to the canvas")
  func longWordFixed() {
    let word = String(repeating: "語", count: 10_000)
    let frame = TestScreen.frame(
      VStack(alignment: .leading) {
        Text("a"); Text(word).fixedSize()
      }.border(), width: 9)
    #expect(PlainTextRenderer().render(frame.buffer) == "┌────────\n│a       \n│語語語語\n└────────")
  }

  @Test("a 10,000-character word with a line limit ends in an ellipsis")
  func longWordLimited() {
    let word = String(repeating: "y", count: 10_000)
    #expect(TestScreen.text(Text(word).lineLimit(1), width: 5) == "yyyy…")
  }

  @Test("100,000 rows in a VStack at natural height are cut at the cap with a visible marker row")
  func hugeVStack() {
    let view = VStack(alignment: .leading) { ForEach(0..<100_000) { Text("row \($0)") } }
    let frame = TestScreen.frame(view, width: 32)
    #expect(frame.buffer.height == ViewGraph.maximumNaturalHeight)
    let lines = lines(of: frame)
    #expect(lines.first == "row 0" + String(repeating: " ", count: 27))
    #expect(lines[lines.count - 2] == "row 998" + String(repeating: " ", count: 25))
    #expect(lines.last == "… 99001 more rows not rendered  ")
    #expect(frame.cutRows == 99_001)
    #expect(lines.allSatisfy { GraphemeWidth.width(of: $0) == 32 })
  }

  @Test("content that fits the cap exactly is not cut and has no marker")
  func exactlyAtCap() {
    let view = VStack(alignment: .leading) { ForEach(0..<1_000) { Text("row \($0)") } }
    let frame = TestScreen.frame(view, width: 12)
    #expect(frame.cutRows == 0)
    #expect(lines(of: frame).last == "row 999     ")
  }

  @Test("100,000 rows in a List of height 24 show 23 rows and the indicator")
  func hugeList() {
    let view = List { ForEach(0..<100_000) { Text("row \($0)") } }
    let frame = TestScreen.frame(view, width: 20, height: 24)
    let lines = lines(of: frame)
    #expect(lines.count == 24)
    // The rows are in the default inset grouped card, whose top edge takes the first line.
    #expect(lines[0] == "╭──────────────────╮")
    #expect(lines[1] == "│ row 0            │")
    #expect(lines[22] == "│ row 21           │")
    #expect(lines[23] == "↓ 99978 more rows   ")
  }
}
