import Testing

@testable import TextUITerminal

/// A byte string and the events it decodes to, named for what a person pressed.
struct DecoderCase: Sendable, CustomTestStringConvertible {
  var name: String
  var bytes: [UInt8]
  var events: [InputEvent]

  init(_ name: String, _ bytes: [UInt8], _ events: [InputEvent]) {
    self.name = name
    self.bytes = bytes
    self.events = events
  }

  init(_ name: String, _ text: String, _ events: [InputEvent]) {
    self.init(name, Array(text.utf8), events)
  }

  init(_ name: String, _ text: String, _ event: InputEvent) {
    self.init(name, Array(text.utf8), [event])
  }

  var testDescription: String { "\(name): \(visible(bytes))" }
}

/// `bytes` with ESC and other controls spelled out, for test names and failures.
func visible(_ bytes: some Sequence<UInt8>) -> String {
  bytes.map { byte in
    switch byte {
    case 0x1B: "ESC "
    case 0x20...0x7E: String(Unicode.Scalar(byte))
    default: "<\(String(byte, radix: 16, uppercase: true))>"
    }
  }.joined()
}

func key(_ key: Key, _ modifiers: KeyModifiers = []) -> InputEvent {
  .key(KeyPress(key, modifiers: modifiers))
}

func key(_ character: Character, _ modifiers: KeyModifiers = []) -> InputEvent {
  .key(KeyPress(character, modifiers: modifiers))
}

/// One key per character of `text`.
func keys(_ text: String) -> [InputEvent] {
  text.map { key($0) }
}

func mouse(_ kind: MouseEvent.Kind, _ x: Int, _ y: Int, _ modifiers: KeyModifiers = []) -> InputEvent {
  .mouse(MouseEvent(kind, x: x, y: y, modifiers: modifiers))
}

/// Events with each character key split into one key per Unicode scalar, so that decodings
/// that group graphemes differently (by where reads end) can be compared.
func scalarEvents(_ events: [InputEvent]) -> [InputEvent] {
  events.flatMap { event -> [InputEvent] in
    guard case .key(let press) = event, case .character(let character) = press.key else { return [event] }
    return character.unicodeScalars.map { .key(KeyPress(Character($0), modifiers: press.modifiers)) }
  }
}

/// Checks that `decoderCase` decodes to its events whole, split at every byte position across
/// two reads, and one byte per read, with nothing held afterwards (no flush needed).
func expectDecodes(_ decoderCase: DecoderCase, sourceLocation: SourceLocation = #_sourceLocation) {
  let bytes = decoderCase.bytes
  for split in 0...bytes.count {
    var decoder = InputDecoder()
    let events = decoder.decode(bytes[..<split]) + decoder.decode(bytes[split...])
    #expect(events == decoderCase.events, "split after byte \(split)", sourceLocation: sourceLocation)
    #expect(!decoder.hasPendingInput, "split after byte \(split)", sourceLocation: sourceLocation)
  }
  var decoder = InputDecoder()
  let events = bytes.flatMap { decoder.decode([$0]) }
  #expect(events == decoderCase.events, "one byte per read", sourceLocation: sourceLocation)
}
