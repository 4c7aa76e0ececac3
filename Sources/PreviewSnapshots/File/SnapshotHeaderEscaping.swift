extension SnapshotFile {
  /// A header value with backslashes, controls, format characters and outer spaces escaped,
  /// so a value is always exactly one visible line.
  static func escape(_ value: String) -> String {
    var needsEscape = value.first == " " || value.last == " "
    if !needsEscape {
      for scalar in value.unicodeScalars where mustEscape(scalar) {
        needsEscape = true
        break
      }
    }
    guard needsEscape else { return value }
    var text = ""
    let scalars = Array(value.unicodeScalars)
    for (index, scalar) in scalars.enumerated() {
      switch scalar {
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\t": text += "\\t"
      case "\r": text += "\\r"
      case " " where index == 0 || index == scalars.count - 1: text += "\\u{20}"
      default:
        if mustEscape(scalar) {
          text += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        } else {
          text.unicodeScalars.append(scalar)
        }
      }
    }
    return text
  }

  static func mustEscape(_ scalar: Unicode.Scalar) -> Bool {
    if scalar == "\\" || isControl(scalar) { return true }
    if scalar.value < 0xA0 { return false }
    switch scalar.properties.generalCategory {
    case .format, .lineSeparator, .paragraphSeparator: return true
    default: return false
    }
  }

  /// Reads a value written by ``escape(_:)``; `nil` for a malformed escape.
  static func unescape(_ text: Substring) -> String? {
    guard text.unicodeScalars.contains("\\") else { return String(text) }
    var value = ""
    var scalars = text.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      guard scalar == "\\" else {
        value.unicodeScalars.append(scalar)
        continue
      }
      switch scalars.next() {
      case "\\": value += "\\"
      case "n": value += "\n"
      case "t": value += "\t"
      case "r": value += "\r"
      case "u":
        guard scalars.next() == "{" else { return nil }
        var digits = ""
        while let digit = scalars.next(), digit != "}" {
          digits.unicodeScalars.append(digit)
          if digits.count > 6 { return nil }
        }
        guard let code = UInt32(digits, radix: 16), let decoded = Unicode.Scalar(code) else {
          return nil
        }
        value.unicodeScalars.append(decoded)
      default: return nil
      }
    }
    return value
  }
}
