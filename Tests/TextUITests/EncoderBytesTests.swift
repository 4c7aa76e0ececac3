import Testing

@testable import TextUI

@Suite("Encoder bytes")
struct EncoderBytesTests {
  /// A buffer whose every cell holds `symbol`, in `style`.
  private func filled(_ symbol: Character, width: Int, height: Int, style: Style = .plain) -> Buffer {
    var buffer = Buffer(width: width, height: height)
    let cells = GraphemeWidth.width(of: symbol)
    for y in 0..<height {
      for x in stride(from: 0, to: width - cells + 1, by: cells) {
        buffer.put(symbol, width: cells, x: x, y: y, style: style, clip: buffer.bounds)
      }
    }
    return buffer
  }

  @Test(
    "rows of many-scalar clusters, longer than the room reserved per row, are written whole",
    arguments: ["👨‍👩‍👧‍👦", "🏴󠁧󠁢󠁳󠁣󠁴󠁿", "e\u{301}\u{302}\u{303}\u{304}", "ｶﾞ"])
  func clustersOutgrowTheReservation(symbol: String) {
    let character = Character(symbol)
    let buffer = filled(character, width: 60, height: 30, style: Style(foreground: .red))
    let cells = GraphemeWidth.width(of: character)
    let row = String(repeating: symbol, count: 60 / cells) + String(repeating: " ", count: 60 % cells)
    let plain = Array(repeating: row, count: 30).joined(separator: "\n")
    #expect(PlainTextRenderer().render(buffer) == plain)
    #expect(PlainTextRenderer().bytes(buffer) == Array(plain.utf8))
    let esc = "\u{1B}["
    let styledRow =
      "\(esc)31m" + String(repeating: symbol, count: 60 / cells) + "\(esc)0m"
      + String(repeating: " ", count: 60 % cells)
    #expect(ANSIRenderer().render(buffer) == Array(repeating: styledRow, count: 30).joined(separator: "\n"))
  }

  @Test("every cell changing to the longest style still fits: the stream grows")
  func longestTransitionsGrowTheStream() {
    var buffer = Buffer(width: 40, height: 2)
    let loud = Style(
      foreground: Color(red: UInt8(255), green: 255, blue: 255), background: Color(red: UInt8(1), green: 2, blue: 3),
      attributes: [.bold, .dim, .italic, .underline, .strikethrough, .inverse])
    for y in 0..<2 {
      for x in 0..<40 {
        buffer.put("x", width: 1, x: x, y: y, style: x % 2 == 0 ? loud : .plain, clip: buffer.bounds)
      }
    }
    let esc = "\u{1B}["
    let on = "\(esc)1;2;3;4;9;7;38;2;255;255;255;48;2;1;2;3mx"
    let row = String(repeating: on + "\(esc)0mx", count: 20)
    #expect(ANSIRenderer().render(buffer) == row + "\n" + row)
    #expect(ANSIRenderer().bytes(buffer) == Array((row + "\n" + row).utf8))
  }

  @Test("appending to bytes keeps what was there; trimming stops at the row start")
  func appendAndTrim() {
    var buffer = Buffer(width: 4, height: 2)
    buffer.put("a", width: 1, x: 0, y: 0, style: .plain, clip: buffer.bounds)
    var bytes = Array("> ".utf8)
    PlainTextRenderer().append(buffer, to: &bytes)
    #expect(String(decoding: bytes, as: UTF8.self) == "> a   \n    ")
    #expect(PlainTextRenderer(trimsTrailingSpaces: true).render(buffer) == "a\n")
    var empty: [UInt8] = []
    ANSIRenderer().append(Buffer(width: 0, height: 0), to: &empty)
    #expect(empty.isEmpty)
  }

  @Test(
    "a style keeps each colour and attribute it is given, packed",
    arguments: [
      Color?.none, .red, .brightBlue, Color(palette: 0), Color(palette: 255), Color(red: UInt8(0), green: 0, blue: 0),
      Color(red: UInt8(255), green: 128, blue: 1), .clear,
    ])
  func packedStyleRoundTrips(color: Color?) {
    for attributes in [TextAttributes(), .bold, [.dim, .inverse], TextAttributes(rawValue: 0x3F)] {
      let style = Style(foreground: color, background: color, attributes: attributes)
      #expect(style.foreground == color && style.background == color && style.attributes == attributes)
      var changed = style
      changed.background = .green
      #expect(changed.foreground == color && changed.background == .green && changed.attributes == attributes)
      changed.attributes = .underline
      #expect(changed.foreground == color && changed.background == .green && changed.attributes == .underline)
      #expect(style.isPlain == (color == nil && attributes.isEmpty))
    }
  }

  @Test("a clear colour is a colour, not the terminal default, and styles differ by it")
  func clearIsNotDefault() {
    #expect(Style(background: .clear) != Style.plain)
    #expect(Style(background: .clear).background == .clear)
    #expect(Style(foreground: .red).drawn(over: Style(background: .blue)) == Style(foreground: .red, background: .blue))
    #expect(Style(background: .clear).drawn(over: Style(background: .blue)).background == .clear)
    #expect(Set([Style(foreground: .red), Style(foreground: .red), Style(background: .red)]).count == 2)
  }
}
