/// Makes text that came from a file, a preview or a worker safe to show: a preview, state or
/// folder name, a header read from a pending file, a line a crashing preview printed. Any of
/// them may hold ESC or another control character, which a terminal would obey (clear the
/// screen, set the title, hide what follows) instead of showing, or a bidirectional control,
/// which makes a line read differently from what it is (`Faq‮txt.exe`).
///
/// This is the runner's one escaping function: every output uses it — the progress line,
/// failures and their diffs, the summary, `--list`, `review`, and the HTML, JUnit and JSON
/// reports (each adding its own syntax's escaping on top, see ``jsonEscaped(_:)``) — so the
/// set of characters that never reach a terminal or a report raw is decided once, here:
/// C0 controls, DEL, C1 controls, and the Unicode bidirectional controls (U+061C, U+200E,
/// U+200F, U+202A–U+202E, U+2066–U+2069) and line and paragraph separators (U+2028, U+2029).
/// Everything else, emoji and joiners included, is shown as it is.
package enum TerminalText {
  /// `text` on one line with every unsafe character (see ``TerminalText``) written as a
  /// visible escape: `\e` for ESC, `\n`, `\t`, `\r`, and `\u{7}` style for the rest.
  /// Escaping escaped text changes nothing, so a message built from escaped parts can be
  /// escaped again safely.
  package static func escaped(_ text: String) -> String {
    escaped(text, keepingLineBreaks: false)
  }

  /// `text` escaped line by line: its line breaks stay line breaks, everything else that a
  /// terminal would obey is made visible.
  package static func escapedLines(_ text: String) -> String {
    escaped(text, keepingLineBreaks: true)
  }

  /// Whether `scalar` must never reach a terminal or a report raw.
  package static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 0x20 || (0x7F...0x9F).contains(value) { return true }
    guard value >= 0x61C else { return false }
    return value == 0x61C || value == 0x200E || value == 0x200F || (0x2028...0x202E).contains(value)
      || (0x2066...0x2069).contains(value)
  }

  private static func escaped(_ text: String, keepingLineBreaks: Bool) -> String {
    guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count + 16)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n" where keepingLineBreaks: result.unicodeScalars.append(scalar)
      case "\u{1B}": result += "\\e"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      case _ where isUnsafe(scalar): result += "\\u{" + String(scalar.value, radix: 16) + "}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// A JSON document with every unsafe character that a JSON encoder leaves raw (DEL, C1,
  /// bidirectional controls, separators) written as a `\uXXXX` escape: the values read back
  /// exactly as they were, and `cat report.json` shows them instead of obeying them. Such
  /// characters can only occur inside strings (JSON's own syntax is ASCII), and an encoder
  /// already escapes C0 controls there, so the line breaks kept are the document's own.
  package static func jsonEscaped(_ json: String) -> String {
    guard json.unicodeScalars.contains(where: { isUnsafe($0) && $0.value >= 0x20 }) else { return json }
    var result = ""
    result.reserveCapacity(json.utf8.count + 16)
    for scalar in json.unicodeScalars {
      if scalar.value >= 0x20 && isUnsafe(scalar) {
        let digits = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
