import Testing

@testable import TextUITerminal

@Suite struct InputDecoderTests {
  /// Bytes that may begin a longer sequence: what `decode` returns for them, what `flush` then
  /// gives.
  struct HeldCase: Sendable, CustomTestStringConvertible {
    var name: String
    var bytes: [UInt8]
    var decoded: [InputEvent]
    var flushed: [InputEvent]

    init(_ name: String, _ bytes: [UInt8], decoded: [InputEvent] = [], flushed: [InputEvent]) {
      (self.name, self.bytes, self.decoded, self.flushed) = (name, bytes, decoded, flushed)
    }

    init(_ name: String, _ text: String, decoded: [InputEvent] = [], flushed: [InputEvent]) {
      self.init(name, Array(text.utf8), decoded: decoded, flushed: flushed)
    }

    var testDescription: String { "\(name): \(visible(bytes))" }
  }

  static let held: [HeldCase] = [
    HeldCase("a lone ESC is Esc", "\u{1B}", flushed: [key(.escape)]),
    HeldCase("ESC ESC is Esc, then Esc", "\u{1B}\u{1B}", decoded: [key(.escape)], flushed: [key(.escape)]),
    HeldCase("text then ESC", "ab\u{1B}", decoded: keys("ab"), flushed: [key(.escape)]),
    HeldCase("ESC [ is Alt-[", "\u{1B}[", flushed: [key("[", .option)]),
    HeldCase("ESC O is Alt-O", "\u{1B}O", flushed: [key("O", .option)]),
    HeldCase("ESC ] is Alt-]", "\u{1B}]", flushed: [key("]", .option)]),
    HeldCase("ESC P is Alt-P", "\u{1B}P", flushed: [key("P", .option)]),
    HeldCase("ESC X is Alt-X", "\u{1B}X", flushed: [key("X", .option)]),
    HeldCase("ESC ^ is Alt-^", "\u{1B}^", flushed: [key("^", .option)]),
    HeldCase("ESC _ is Alt-_", "\u{1B}_", flushed: [key("_", .option)]),
    HeldCase("a partial CSI is dropped", "\u{1B}[1;5", flushed: []),
    HeldCase("a partial mouse report is dropped", "\u{1B}[<0;12", flushed: []),
    HeldCase("a partial SS3 is dropped", "\u{1B}O1;", flushed: []),
    HeldCase("a partial Linux console key is dropped", "\u{1B}[[", flushed: []),
    HeldCase("a partial OSC is dropped", "\u{1B}]11;rgb:ff", flushed: []),
    HeldCase("an OSC waiting for the end of ST is dropped", "\u{1B}]11;rgb:ff\u{1B}", flushed: []),
    HeldCase("a partial X10 report is dropped", "\u{1B}[M !", flushed: []),
    HeldCase("a partial two-byte character is U+FFFD", [0xC3], flushed: [key("\u{FFFD}")]),
    HeldCase("a partial four-byte character is U+FFFD", [0xF0, 0x9F, 0x98], flushed: [key("\u{FFFD}")]),
    HeldCase("text then a partial character", [0x61, 0xE2, 0x82], decoded: keys("a"), flushed: [key("\u{FFFD}")]),
    HeldCase("ESC and a partial character is Esc, U+FFFD", [0x1B, 0xC3], flushed: [key(.escape), key("\u{FFFD}")]),
  ]

  @Test("What may begin a longer sequence is held until flush, which gives up on it", arguments: held)
  func holdsUntilFlush(_ heldCase: HeldCase) {
    var decoder = InputDecoder()
    #expect(decoder.decode(heldCase.bytes) == heldCase.decoded)
    #expect(decoder.hasPendingInput)
    #expect(decoder.flush() == heldCase.flushed)
    #expect(!decoder.hasPendingInput)
    #expect(decoder.flush() == [])
    #expect(decoder.decode(Array("\u{1B}[Bx".utf8)) == [key(.down), key("x")])
  }

  @Test("A held ESC goes on to a sequence when the rest arrives in the next read")
  func heldEscapeContinues() {
    var decoder = InputDecoder()
    #expect(decoder.decode([0x1B]) == [])
    #expect(decoder.decode(Array("[1;5".utf8)) == [])
    #expect(decoder.hasPendingInput)
    #expect(decoder.decode(Array("Cz".utf8)) == [key(.right, .control), key("z")])
    #expect(!decoder.hasPendingInput)
  }

  @Test("A decoder holding nothing has nothing to flush")
  func flushesNothing() {
    var decoder = InputDecoder()
    #expect(!decoder.hasPendingInput)
    #expect(decoder.flush() == [])
    #expect(decoder.decode(Array("ok".utf8)) == keys("ok"))
    #expect(decoder.flush() == [])
  }

  @Test(
    "Scalars of one grapheme in one read are one key",
    arguments: ["e\u{301}", "🇫🇷", "👩‍👩‍👧", "한", "\u{1100}\u{1161}\u{11A8}", "❤️"])
  func joinsGraphemes(_ grapheme: String) {
    #expect(InputDecoder.decodeAll(Array(grapheme.utf8)) == [key(Character(grapheme))])
  }

  @Test("A grapheme split across reads is one key per part, each scalar whole")
  func splitsGraphemesAcrossReads() {
    var decoder = InputDecoder()
    let bytes = Array("e\u{301}".utf8)  // 65 CC 81
    let events = decoder.decode(bytes[..<2]) + decoder.decode(bytes[2...])
    #expect(events == [key("e"), key("\u{301}")])
  }
}
