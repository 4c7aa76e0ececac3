import Testing

@testable import TextUI

@Suite("Encoders")
struct EncodingTests {
  @Test("the ASCII fast path gives exactly the UTF-8 of every ASCII character and nothing for others")
  func asciiFastPath() {
    for value in UInt8(0)..<0x80 {
      let symbol = Character(Unicode.Scalar(value))
      #expect(Buffer.asciiByte(of: symbol) == value)
    }
    for symbol: Character in ["é", "日", "\u{FFFD}", "🇯🇵", "e\u{301}", "\r\n", "👩‍👩‍👧"] {
      #expect(Buffer.asciiByte(of: symbol) == nil, "\(symbol.unicodeScalars.map(\.value))")
    }
  }

  @Test(
    "plain and ANSI encoders write every cell's bytes, ASCII or not",
    arguments: ["ab c", "日本 x", "é\u{301}z", "🇯🇵!", "~x{}"])
  func encodersKeepEveryCharacter(text: String) {
    var buffer = Buffer(width: 8, height: 1)
    var x = 0
    for symbol in text {
      x += buffer.put(symbol, width: GraphemeWidth.width(of: symbol), x: x, y: 0, style: .plain, clip: buffer.bounds)
    }
    let expected = buffer.text(in: buffer.bounds)
    #expect(PlainTextRenderer(trimsTrailingSpaces: true).render(buffer) == expected)
    #expect(ANSIRenderer().render(buffer).hasPrefix(expected))
  }
}
