/// One UTF-8 character being read a byte at a time, so that a character split across reads is
/// joined.
///
/// It follows Unicode's "maximal subpart" practice (the one `String(decoding:as:)` follows):
/// an ill-formed sequence is replaced by one U+FFFD for the longest prefix that could still have
/// begun a well-formed character, and the byte that broke it is decoded again on its own. Each
/// lead byte narrows what its second byte may be, which rules out overlong forms, surrogates and
/// scalars above U+10FFFF.
struct UTF8ScalarDecoder: Sendable {
  /// What a continuation byte did.
  enum Step: Equatable {
    /// The character needs more bytes.
    case incomplete
    /// The character is complete.
    case scalar(Unicode.Scalar)
    /// The byte cannot continue this character: the bytes so far are one U+FFFD, and the byte
    /// must be decoded again on its own.
    case invalid
  }

  private var value: UInt32 = 0
  private var remaining = 0
  private var lowest: UInt8 = 0x80
  private var highest: UInt8 = 0xBF

  /// Starts a character at `lead`; `false` when `lead` cannot begin a multi-byte character
  /// (a continuation byte, C0, C1, F5–FF), which is then one U+FFFD.
  mutating func start(_ lead: UInt8) -> Bool {
    (lowest, highest) = (0x80, 0xBF)
    switch lead {
    case 0xC2...0xDF: (remaining, value) = (1, UInt32(lead & 0x1F))
    case 0xE0...0xEF: (remaining, value) = (2, UInt32(lead & 0x0F))
    case 0xF0...0xF4: (remaining, value) = (3, UInt32(lead & 0x07))
    default: return false
    }
    switch lead {
    case 0xE0: lowest = 0xA0  // below: overlong
    case 0xED: highest = 0x9F  // above: UTF-16 surrogates
    case 0xF0: lowest = 0x90  // below: overlong
    case 0xF4: highest = 0x8F  // above: beyond U+10FFFF
    default: break
    }
    return true
  }

  /// Adds the next byte of the character started by ``start(_:)``.
  mutating func next(_ byte: UInt8) -> Step {
    guard (lowest...highest).contains(byte) else {
      remaining = 0
      return .invalid
    }
    value = value << 6 | UInt32(byte & 0x3F)
    remaining -= 1
    (lowest, highest) = (0x80, 0xBF)
    guard remaining == 0 else { return .incomplete }
    // The ranges above admit only scalar values.
    return .scalar(Unicode.Scalar(value)!)
  }
}
