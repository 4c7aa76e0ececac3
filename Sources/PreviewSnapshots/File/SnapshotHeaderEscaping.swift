import TextUI

extension SnapshotFile {
  /// A header value escaped as every text of the file is escaped (`EscapedText`: `\` as `\\`,
  /// a newline, tab or carriage return as `\n`, `\t`, `\r`, any other control character as
  /// `\u{XX}`), and also format characters, line and paragraph separators and a space at
  /// either end as `\u{XX}`, so that a value is always exactly one visible line.
  package static func escape(_ value: String) -> String {
    var needsEscape = value.first == " " || value.last == " "
    if !needsEscape {
      for scalar in value.unicodeScalars where mustEscape(scalar) {
        needsEscape = true
        break
      }
    }
    guard needsEscape else { return value }
    return EscapedText.escaped(value) { scalar, index, count in
      (scalar == " " && (index == 0 || index == count - 1)) || mustEscape(scalar)
    }
  }

  /// Whether a header writes `scalar` escaped wherever it is.
  static func mustEscape(_ scalar: Unicode.Scalar) -> Bool {
    if scalar == "\\" || isControl(scalar) { return true }
    if scalar.value < 0xA0 { return false }
    switch scalar.properties.generalCategory {
    case .format, .lineSeparator, .paragraphSeparator: return true
    default: return false
    }
  }

  /// Reads a value written by ``escape(_:)``; `nil` for a malformed escape.
  package static func unescape(_ text: Substring) -> String? {
    EscapedText.unescaped(text)
  }
}
