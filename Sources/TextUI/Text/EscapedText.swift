/// The one escaping of the text lines TextUI and the snapshot format write for people to read
/// and tools to diff: an accessibility element's line (``AccessibilityElement/line``) and a
/// snapshot header's values. A character that must not appear raw is written as a backslash
/// escape, and the backslash itself as `\\`, so the text never carries a live control
/// character to a terminal, a pager or `git diff`, and reads back exactly.
///
/// | Character | Written |
/// | --- | --- |
/// | `\` | `\\` |
/// | line feed, tab, carriage return | `\n`, `\t`, `\r` |
/// | any other C0 control (U+0000–U+001F), DEL (U+007F) or C1 control (U+0080–U+009F) | `\u{1B}`: the code point in upper-case hexadecimal, without leading zeros |
///
/// A format may escape more: a quoted string also writes `"` as `\"`, a header value writes
/// format characters and a space at either end as `\u{…}`. Because a backslash is always
/// escaped, every backslash in escaped text starts an escape, and reading it back is
/// unambiguous.
package enum EscapedText {
  /// Whether `scalar` is a C0 or C1 control or DEL, which a terminal acts on rather than shows.
  package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    isControl(value: scalar.value)
  }

  /// ``isControl(_:)`` for the scalar of value `value`.
  package static func isControl(value: UInt32) -> Bool {
    value < 0x20 || (value >= 0x7F && value < 0xA0)
  }

  /// Whether the UTF-8 `bytes` hold a backslash, a control character or one of `also` (ASCII
  /// bytes): the fast check before escaping, asked of every name a snapshot writes.
  ///
  /// Eight bytes at a time, as one 64-bit word: a byte below 0x20 and a byte equal to `\`,
  /// DEL or `also` are found with a few arithmetic operations on the whole word (the "has a
  /// zero byte" tests of bit-twiddling lore, exact for whether any byte matches), where a byte
  /// loop took about twenty instructions a byte; a C1 control (C2 80…C2 9F) is found the same
  /// way, byte pairs at a time.
  package static func needsEscape(_ bytes: UnsafeBufferPointer<UInt8>, also: UInt8? = nil) -> Bool {
    guard let base = bytes.baseAddress else { return false }
    let count = bytes.count
    // `also` defaults to the backslash, which is tested anyway.
    let extra = UInt64(also ?? 0x5C) &* SWAR.ones
    var offset = 0
    while offset &+ 8 <= count {
      let word = SWAR.word(at: base + offset)
      // One test for the four: each term is nonzero exactly when its bytes match.
      let special =
        SWAR.belowSpace(word) | SWAR.zeroByte(word ^ SWAR.backslashes) | SWAR.zeroByte(word ^ SWAR.deletes)
        | SWAR.zeroByte(word ^ extra)
      if special != 0 { return true }
      // A C1 control is C2 followed by 80…9F: the bytes equal to C2, each flag moved onto the
      // byte after it, against the bytes whose top three bits are 100. Exact per byte, so a
      // `·` (C2 B7) is told from a control without a byte loop. The C2s are looked for only
      // in a word with a byte 80…9F: an ASCII word or one of `·`s has none.
      let seconds = SWAR.zeroBytes((word & SWAR.topThreeBits) ^ SWAR.highs)
      // Masking shifts (`&<<`): a smart shift is a generic call in a debug build.
      if seconds != 0, (SWAR.zeroBytes(word ^ SWAR.c1Leads) &<< 8) & seconds != 0 { return true }
      // A C2 in the word's last byte: its second byte starts the next word.
      if word &>> 56 == 0xC2, offset &+ 8 < count, base[offset &+ 8] & 0xE0 == 0x80 { return true }
      offset &+= 8
    }
    let backslashOrAlso = also ?? 0x5C
    while offset < count {
      let value = base[offset]
      // One test each rather than `||`, whose right side a debug build makes a closure.
      if value < 0x20 { return true }
      if value == 0x5C { return true }
      if value == 0x7F { return true }
      if value == backslashOrAlso { return true }
      if value == 0xC2, offset &+ 1 < count, base[offset &+ 1] &- 0x80 < 0x20 { return true }
      offset &+= 1
    }
    return false
  }

  /// Tests on the eight bytes of a word at once.
  private enum SWAR {
    /// The eight bytes at `bytes`, aligned or not, little-endian: byte `i + 1` above byte
    /// `i`, whatever the machine. One load in an optimised build; byte by byte in a debug
    /// build, where `loadUnaligned` is a generic call and `UInt64(littleEndian:)` another.
    @_transparent static func word(at bytes: UnsafePointer<UInt8>) -> UInt64 {
      #if DEBUG
        UInt64(bytes[0]) | UInt64(bytes[1]) &<< 8 | UInt64(bytes[2]) &<< 16 | UInt64(bytes[3]) &<< 24
          | UInt64(bytes[4]) &<< 32 | UInt64(bytes[5]) &<< 40 | UInt64(bytes[6]) &<< 48 | UInt64(bytes[7]) &<< 56
      #else
        UInt64(littleEndian: UnsafeRawPointer(bytes).loadUnaligned(as: UInt64.self))
      #endif
    }

    @_transparent static var ones: UInt64 { 0x0101_0101_0101_0101 }
    @_transparent static var highs: UInt64 { 0x8080_8080_8080_8080 }
    @_transparent static var backslashes: UInt64 { 0x5C5C_5C5C_5C5C_5C5C }
    @_transparent static var deletes: UInt64 { 0x7F7F_7F7F_7F7F_7F7F }
    @_transparent static var c1Leads: UInt64 { 0xC2C2_C2C2_C2C2_C2C2 }

    /// Nonzero when a byte of `word` is zero (its high bit set at the first such byte).
    @_transparent static func zeroByte(_ word: UInt64) -> UInt64 {
      (word &- ones) & ~word & highs
    }

    @_transparent static var lows: UInt64 { 0x7F7F_7F7F_7F7F_7F7F }
    @_transparent static var topThreeBits: UInt64 { 0xE0E0_E0E0_E0E0_E0E0 }

    /// 0x80 in each byte of `word` that is zero, 0 in the others: exact per byte, where
    /// ``zeroByte(_:)`` only says whether there is one.
    @_transparent static func zeroBytes(_ word: UInt64) -> UInt64 {
      ~(((word & lows) &+ lows) | word | lows)
    }

    /// Nonzero when a byte of `word` is below 0x20 (exact for bounds up to 0x80).
    @_transparent static func belowSpace(_ word: UInt64) -> UInt64 {
      (word &- 0x2020_2020_2020_2020) & ~word & highs
    }
  }

  /// `text` with every backslash and control character escaped, and every scalar for which
  /// `alsoEscapes(scalar, index, count)` is true (`index` among the text's `count` scalars).
  package static func escaped(
    _ text: String, alsoEscapes: (_ scalar: Unicode.Scalar, _ index: Int, _ count: Int) -> Bool = { _, _, _ in false }
  ) -> String {
    let scalars = Array(text.unicodeScalars)
    var result = ""
    result.reserveCapacity(text.utf8.count + 8)
    for (index, scalar) in scalars.enumerated() {
      if scalar == "\\" || isControl(scalar) || alsoEscapes(scalar, index, scalars.count) {
        appendEscape(of: scalar, to: &result)
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Appends the escape of `scalar`: its short form (`\\`, `\"`, `\n`, `\t`, `\r`) or
  /// `\u{XX}`.
  package static func appendEscape(of scalar: Unicode.Scalar, to text: inout String) {
    switch scalar {
    case "\\": text += "\\\\"
    case "\"": text += "\\\""
    case "\n": text += "\\n"
    case "\t": text += "\\t"
    case "\r": text += "\\r"
    default: text += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }
  }

  /// Reads escaped text back; `nil` when a backslash does not start an escape this format
  /// writes. `\"` is read only when `quotes` is true (in quoted strings); `\u{…}` holds one
  /// to six hexadecimal digits of a valid scalar.
  package static func unescaped(_ text: Substring, quotes: Bool = false) -> String? {
    guard text.utf8.contains(0x5C) else { return String(text) }
    var value = ""
    var scalars = text.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      guard scalar == "\\" else {
        value.unicodeScalars.append(scalar)
        continue
      }
      switch scalars.next() {
      case "\\": value += "\\"
      case "\"" where quotes: value += "\""
      case "n": value += "\n"
      case "t": value += "\t"
      case "r": value += "\r"
      case "u":
        guard scalars.next() == "{", let decoded = hexadecimalScalar(&scalars) else { return nil }
        value.unicodeScalars.append(decoded)
      default: return nil
      }
    }
    return value
  }

  /// Reads `XX}` of `\u{XX}`: the hexadecimal digits as ``appendEscape(of:to:)`` writes them
  /// (upper-case, no leading zero), so that one scalar has one escape.
  private static func hexadecimalScalar(_ scalars: inout some IteratorProtocol<Unicode.Scalar>) -> Unicode.Scalar? {
    var digits = ""
    while let digit = scalars.next() {
      if digit == "}" {
        guard let code = UInt32(digits, radix: 16), String(code, radix: 16, uppercase: true) == digits else {
          return nil
        }
        return Unicode.Scalar(code)
      }
      digits.unicodeScalars.append(digit)
      if digits.unicodeScalars.count > 6 { return nil }
    }
    return nil
  }
}
