/// A multi-line string literal that evaluates to a given text: `"""` delimiters, or raw
/// `#"""` ones (with as many `#` as needed) when the text holds a backslash or `"""`, so the
/// rendering is written into the test exactly, escapes and all.
struct InlineSnapshotLiteral {
  /// The opening delimiter, e.g. `"""` or `#"""`.
  var opening: String
  /// The text's lines, without indentation.
  var lines: [String]
  /// The closing delimiter, e.g. `"""` or `"""#`.
  var closing: String

  init(_ text: String) {
    var hashes = 0
    if text.contains("\\") || text.contains("\"\"\"") {
      hashes = 1
      while text.contains("\"" + String(repeating: "#", count: hashes))
        || text.contains("\\" + String(repeating: "#", count: hashes))
      {
        hashes += 1
      }
    }
    let delimiter = String(repeating: "#", count: hashes)
    opening = delimiter + "\"\"\""
    closing = "\"\"\"" + delimiter
    lines = text.isEmpty ? [] : text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }
}
