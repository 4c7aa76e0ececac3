import Testing

@testable import TextUITerminal

@Suite struct BracketedPasteTests {
  static let pastes: [DecoderCase] = [
    DecoderCase("a word", "\u{1B}[200~hello\u{1B}[201~", .paste("hello")),
    DecoderCase("lines with LF", "\u{1B}[200~a\nb\n\u{1B}[201~", .paste("a\nb\n")),
    DecoderCase("lines with CR, as terminals send them", "\u{1B}[200~a\rb\r\u{1B}[201~", .paste("a\nb\n")),
    DecoderCase("lines with CRLF", "\u{1B}[200~a\r\nb\r\n\r\nc\u{1B}[201~", .paste("a\nb\n\nc")),
    DecoderCase("a blank line after CR", "\u{1B}[200~a\r\rb\u{1B}[201~", .paste("a\n\nb")),
    DecoderCase("tabs and controls", "\u{1B}[200~\ta\u{3}\u{1B}[201~", .paste("\ta\u{3}")),
    DecoderCase(
      "escape sequences inside", "\u{1B}[200~\u{1B}[A\u{1B}OP\u{1B}[<0;1;1M\u{1B}[201~",
      .paste("\u{1B}[A\u{1B}OP\u{1B}[<0;1;1M")),
    DecoderCase(
      "what nearly ends it", "\u{1B}[200~\u{1B}[20\u{1B}[201\u{1B}\u{1B}[2\u{1B}[201~",
      .paste("\u{1B}[20\u{1B}[201\u{1B}\u{1B}[2")),
    DecoderCase("a paste start inside", "\u{1B}[200~a\u{1B}[200~b\u{1B}[201~", .paste("a\u{1B}[200~b")),
    DecoderCase("UTF-8 text", "\u{1B}[200~é€😀\u{1B}[201~", .paste("é€😀")),
    DecoderCase(
      "ill-formed UTF-8",
      Array("\u{1B}[200~a".utf8) + [0xFF, 0xC3] + Array("b\u{1B}[201~".utf8), [.paste("a\u{FFFD}\u{FFFD}b")]),
    DecoderCase("an empty paste (nothing)", "\u{1B}[200~\u{1B}[201~x", key("x")),
    DecoderCase(
      "keys around it", "a\u{1B}[200~b\rc\u{1B}[201~\r", [key("a"), .paste("b\nc"), key(.enter)]),
    DecoderCase("two pastes", "\u{1B}[200~a\u{1B}[201~\u{1B}[200~b\u{1B}[201~", [.paste("a"), .paste("b")]),
    DecoderCase("a stray paste end (nothing)", "\u{1B}[201~x", key("x")),
  ]

  @Test("A bracketed paste is one event, line ends as LF, whatever it holds", arguments: pastes)
  func decodesPastes(_ decoderCase: DecoderCase) {
    expectDecodes(decoderCase)
  }

  @Test("A 1 MB paste in 4 KB reads is one paste of all of it")
  func decodesALargePaste() {
    var line = Array("The quick brown fox, é€😀, jumps \u{1B}[A over\r\n".utf8)
    var content: [UInt8] = []
    while content.count < 1 << 20 {
      content += line
      line.swapAt(0, 1)
    }
    let bytes = Array("\u{1B}[200~".utf8) + content + Array("\u{1B}[201~".utf8)
    var decoder = InputDecoder()
    var events: [InputEvent] = []
    var start = 0
    while start < bytes.count {
      let end = min(start + 4096, bytes.count)
      events += decoder.decode(bytes[start..<end])
      #expect(decoder.hasPendingInput == (end < bytes.count))
      start = end
    }
    let expected = String(decoding: content, as: UTF8.self).replacing("\r\n", with: "\n")
    #expect(events.count == 1)
    #expect(events.first == .paste(expected))
  }

  @Test("An unfinished paste is held, and flush delivers what arrived and ends it")
  func flushesAnUnfinishedPaste() {
    var decoder = InputDecoder()
    #expect(decoder.decode(Array("\u{1B}[200~ab\rc".utf8)) == [])
    #expect(decoder.hasPendingInput)
    #expect(decoder.isReceivingPaste)
    #expect(decoder.flush() == [.paste("ab\nc")])
    #expect(!decoder.hasPendingInput)
    #expect(!decoder.isReceivingPaste)
    #expect(decoder.decode(Array("\u{1B}[A".utf8)) == [key(.up)])
  }

  @Test("Flush drops what may begin the end marker, and an empty unfinished paste is nothing")
  func flushDropsAHeldEndMarker() {
    var decoder = InputDecoder()
    _ = decoder.decode(Array("\u{1B}[200~ab\u{1B}[20".utf8))
    #expect(decoder.flush() == [.paste("ab")])
    _ = decoder.decode(Array("\u{1B}[200~".utf8))
    #expect(decoder.flush() == [])
  }

  @Test("A paste over the limit is cut there, at a character boundary, and decoding goes on")
  func cutsALongPaste() {
    var decoder = InputDecoder(maximumPasteLength: 5)
    #expect(decoder.decode(Array("\u{1B}[200~0123456789\u{1B}[201~x".utf8)) == [.paste("01234"), key("x")])
    // "abcd" then é's two bytes: the cut falls between them.
    #expect(decoder.decode(Array("\u{1B}[200~abcdé\u{1B}[201~".utf8)) == [.paste("abcd")])
    #expect(decoder.decode(Array("\u{1B}[200~abc😀\u{1B}[201~".utf8)) == [.paste("abc")])
    #expect(decoder.decode(Array("\u{1B}[200~abcé\u{1B}[201~".utf8)) == [.paste("abcé")])
    // CRLF takes one byte of the limit, as the LF it becomes.
    #expect(decoder.decode(Array("\u{1B}[200~abcd\r\n\u{1B}[201~".utf8)) == [.paste("abcd\n")])
  }
}
