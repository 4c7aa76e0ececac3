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
  /// bytes), found with a pointer walk: the fast check before escaping, which is a call per
  /// byte in an unoptimised build otherwise.
  package static func needsEscape(_ bytes: UnsafeBufferPointer<UInt8>, also: UInt8? = nil) -> Bool {
    guard var byte = bytes.baseAddress else { return false }
    let end = byte + bytes.count
    while byte < end {
      let value = byte.pointee
      // DEL, and the C1 controls, which are C2 80…C2 9F in UTF-8.
      if value < 0x20 || value == 0x5C || value == 0x7F || value == also { return true }
      if value == 0xC2 && byte + 1 < end && (0x80...0x9F).contains(byte[1]) { return true }
      byte += 1
    }
    return false
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
