/// The text of a bracketed paste as it arrives, up to its end marker `ESC [ 2 0 1 ~`.
///
/// Every byte is looked at once, whatever the reads are: runs of plain text are copied whole,
/// the end marker is matched a byte at a time (its first byte, ESC, occurs in it only once, so
/// a mismatch never needs to look back), and line ends are normalised on the way in. A paste
/// longer than its limit is cut there at a character boundary; the rest is read to find the
/// end marker, and dropped, so a runaway paste never holds more memory than that.
struct BracketedPaste: Sendable {
  private static let endMarker: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

  /// The most bytes of text kept.
  let limit: Int
  private var bytes: [UInt8] = []
  /// How many bytes of the end marker have just arrived, held back until it is clear whether
  /// they are text.
  private var matched = 0
  private var afterCarriageReturn = false
  private var isCut = false

  init(limit: Int) {
    self.limit = limit
  }

  /// Adds bytes from the front of `input` up to and including the end marker, if it comes;
  /// returns how many it took and whether the paste ended.
  mutating func append(contentsOf input: ArraySlice<UInt8>) -> (consumed: Int, ended: Bool) {
    var index = input.startIndex
    while index < input.endIndex {
      if matched == 0 {
        // Text up to the next byte that may begin the end marker or end a line goes in whole.
        let stop = input[index...].firstIndex { $0 == 0x1B || $0 == 0x0D || $0 == 0x0A } ?? input.endIndex
        if stop > index {
          store(input[index..<stop])
          index = stop
          continue
        }
      }
      let byte = input[index]
      index += 1
      if append(byte) { return (index - input.startIndex, true) }
    }
    return (input.count, false)
  }

  /// Adds `byte`; `true` when it completes the end marker.
  private mutating func append(_ byte: UInt8) -> Bool {
    if byte == Self.endMarker[matched] {
      matched += 1
      guard matched == Self.endMarker.count else { return false }
      matched = 0
      return true
    }
    if matched > 0 {
      for held in Self.endMarker[..<matched] { store(held) }
      matched = 0
      if byte == Self.endMarker[0] {
        matched = 1
        return false
      }
    }
    store(byte)
    return false
  }

  /// The text so far, with CRLF and CR as LF and ill-formed UTF-8 as U+FFFD, and starts again.
  /// Bytes that may begin the end marker are not text yet and are dropped.
  mutating func take() -> String {
    if isCut { trimIncompleteCharacter() }
    let text = String(decoding: bytes, as: UTF8.self)
    self = BracketedPaste(limit: limit)
    return text
  }

  private mutating func store(_ byte: UInt8) {
    // Terminals send a pasted line end as CR (as Enter does) or as the clipboard had it.
    let wasAfterCarriageReturn = afterCarriageReturn
    afterCarriageReturn = byte == 0x0D
    if byte == 0x0A && wasAfterCarriageReturn { return }
    guard bytes.count < limit else {
      isCut = true
      return
    }
    bytes.append(byte == 0x0D ? 0x0A : byte)
  }

  /// Stores a run of bytes holding no ESC, CR or LF.
  private mutating func store(_ run: ArraySlice<UInt8>) {
    afterCarriageReturn = false
    let room = limit - bytes.count
    if run.count > room { isCut = true }
    bytes.append(contentsOf: run.prefix(max(room, 0)))
  }

  /// Drops a character the cut split, so that a cut paste ends in text, not in U+FFFD.
  private mutating func trimIncompleteCharacter() {
    var start = bytes.count
    while start > 0 && bytes.count - start < 4 {
      start -= 1
      let byte = bytes[start]
      guard byte & 0xC0 == 0x80 else {
        let length =
          switch byte {
          case 0xC0...0xDF: 2
          case 0xE0...0xEF: 3
          case 0xF0...0xF7: 4
          default: 1
          }
        if bytes.count - start < length { bytes.removeSubrange(start...) }
        return
      }
    }
  }
}
