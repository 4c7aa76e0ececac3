/// Makes user-chosen names safe to print: a preview or state name may hold ESC or other
/// control characters, which a terminal would obey (clear the screen, change the title)
/// instead of showing.
public enum TerminalText {
  /// `text` with every C0/C1 control character and DEL written as a visible escape:
  /// `\e` for ESC, `\n`, `\t`, `\r`, and `\u{7}` style for the rest.
  public static func escaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\u{1B}": result += "\\e"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      case _ where isControl(scalar): result += "\\u{" + String(scalar.value, radix: 16) + "}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }
}

extension TerminalText {
  /// `text` escaped line by line: its line breaks stay line breaks, everything else that a
  /// terminal would obey is made visible.
  public static func escapedLines(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { escaped(String($0)) }.joined(separator: "\n")
  }
}
