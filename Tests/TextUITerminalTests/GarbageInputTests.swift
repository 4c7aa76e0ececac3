import Testing

@testable import TextUITerminal

@Suite struct GarbageInputTests {
  /// Bytes that make sequences begin, continue and end, so that random input reaches every
  /// state, not only text.
  private static let grammarBytes = Array("\u{1B}\u{1B}\u{1B}[[O]P_^X<?;:~$^@MmuAZIR0125789\u{7}\\\r\n".utf8)
  /// Whole beginnings, among them a paste start that the random bytes may never end.
  private static let fragments = [
    "\u{1B}[200~", "\u{1B}[201~", "\u{1B}[<", "\u{1B}[M", "\u{1B}]", "\u{1B}P", "\u{1B}[[",
  ]
  .map { Array($0.utf8) }

  /// 4,000 random byte strings of 1 to 100 bytes, about 200 KB, the same on every run.
  static func corpus() -> [[UInt8]] {
    var generator = SeededGenerator(seed: 0x5EED_0F_1006)
    return (0..<4000).map { _ in
      var bytes: [UInt8] = []
      let length = Int.random(in: 1...100, using: &generator)
      while bytes.count < length {
        switch Int.random(in: 0..<20, using: &generator) {
        case 0: bytes += fragments.randomElement(using: &generator)!
        case 1...8: bytes.append(grammarBytes.randomElement(using: &generator)!)
        case 9...11: bytes.append(UInt8.random(in: 0x00...0x1F, using: &generator))
        case 12...14: bytes.append(UInt8.random(in: 0x80...0xFF, using: &generator))
        default: bytes.append(UInt8.random(in: 0x00...0xFF, using: &generator))
        }
      }
      return bytes
    }
  }

  /// Decodes `bytes` in reads of 1 to 16 bytes chosen by `generator`, then flushes.
  static func decodeInPieces(_ bytes: [UInt8], using generator: inout SeededGenerator, into decoder: inout InputDecoder)
    -> [InputEvent]
  {
    var events: [InputEvent] = []
    var start = 0
    while start < bytes.count {
      let end = min(start + Int.random(in: 1...16, using: &generator), bytes.count)
      events += decoder.decode(bytes[start..<end])
      start = end
    }
    return events + decoder.flush()
  }

  @Test("Random bytes never trap, and after a flush a valid sequence still decodes")
  func survivesGarbage() {
    let probe = Array("\u{1B}[1;5Aé\u{1B}[<0;3;4m\u{1B}[200~p\r\u{1B}[201~\u{1B}".utf8)
    let expected = [key(.up, .control), key("é"), mouse(.release(.left), 2, 3), .paste("p\n"), key(.escape)]
    var generator = SeededGenerator(seed: 1)
    var decoder = InputDecoder()
    for garbage in Self.corpus() {
      _ = Self.decodeInPieces(garbage, using: &generator, into: &decoder)
      #expect(!decoder.hasPendingInput, "after \(visible(garbage))")
      let events = decoder.decode(probe) + decoder.flush()
      #expect(events == expected, "after \(visible(garbage))")
    }
  }

  @Test("Random bytes decode to the same events however the reads split them")
  func garbageIsSplitInvariant() {
    var generator = SeededGenerator(seed: 2)
    for garbage in Self.corpus() {
      var whole = InputDecoder()
      let expected = whole.decode(garbage) + whole.flush()
      var pieces = InputDecoder()
      let events = Self.decodeInPieces(garbage, using: &generator, into: &pieces)
      // Where a read ends, a grapheme may be cut: compare scalar by scalar.
      #expect(scalarEvents(events) == scalarEvents(expected), "\(visible(garbage))")
    }
  }

  @Test("Random text bytes decode as String(decoding:as:) does, less C1 controls")
  func textMatchesTheStandardLibrary() {
    var generator = SeededGenerator(seed: 3)
    for _ in 0..<2000 {
      let bytes = (0..<Int.random(in: 1...60, using: &generator)).map { _ in
        // Printable ASCII and every byte above it but DEL: text with no control byte.
        Bool.random(using: &generator)
          ? UInt8.random(in: 0x80...0xFF, using: &generator) : UInt8.random(in: 0x20...0x7E, using: &generator)
      }
      let expected = String(decoding: bytes, as: UTF8.self).unicodeScalars.filter { !(0x80...0x9F).contains($0.value) }
      var decoder = InputDecoder()
      let events = Self.decodeInPieces(bytes, using: &generator, into: &decoder)
      let scalars = scalarEvents(events).map { event -> Unicode.Scalar? in
        guard case .key(let press) = event, press.modifiers.isEmpty, case .character(let character) = press.key
        else { return nil }
        return character.unicodeScalars.first
      }
      #expect(scalars == expected.map { $0 }, "\(visible(bytes))")
    }
  }
}
