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

  /// Symbols in every representation the fast paths meet: ASCII, two-, three- and four-byte
  /// scalars, clusters of several scalars, and a one-scalar `Character` held in a native
  /// (not inline) string buffer.
  static let symbols: [Character] = {
    var symbols: [Character] = [
      "a", " ", "~", "\u{7F}", "·", "é", "─", "日", "…", "\u{FFFD}", "😀", "e\u{301}", "🇯🇵", "\r\n", "👩‍👩‍👧",
    ]
    var native = String(repeating: "x", count: 40)
    native.removeLast(39)
    symbols.append(Character(native))
    var wide = String(repeating: "日", count: 20)
    wide.removeLast(19)
    symbols.append(Character(wide))
    return symbols
  }()

  @Test("a cell keeps its symbol's exact scalars, and its scalar and UTF-8 agree with unicodeScalars and utf8")
  func inlineSymbolForms() {
    for symbol in Self.symbols {
      let scalars = Array(symbol.unicodeScalars)
      #expect(SymbolBytes.singleScalar(of: symbol) == (scalars.count == 1 ? scalars[0] : nil), "\(scalars)")
      #expect(Cell(symbol).singleScalar == (scalars.count == 1 ? scalars[0] : nil))
      var bytes: [UInt8] = []
      Cell(symbol).appendSymbolUTF8(to: &bytes)
      #expect(bytes == Array(symbol.utf8), "\(scalars)")
      #expect(Array(Cell(symbol).symbol.utf8) == Array(symbol.utf8), "\(scalars)")
    }
    for value in UInt32(0)..<0x3000 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      #expect(SymbolBytes.singleScalar(of: Character(scalar)) == scalar)
    }
  }

  @Test("canonically equivalent but differently written symbols stay different cells")
  func exactSymbols() {
    let precomposed = Cell("\u{E9}")
    let decomposed = Cell("e\u{301}")
    #expect(precomposed != decomposed)
    #expect(Array(decomposed.symbol.unicodeScalars) == ["e", "\u{301}"])
    #expect(Cell("e\u{301}") == decomposed)
  }
}
