/// A multi-line string literal that evaluates to a given text, and the reverse: what a
/// literal in a test's source evaluates to.
///
/// Written literals use `"""` delimiters, or raw `#"""` ones (with as many `#` as needed)
/// when the text holds a backslash or `"""`, so the rendering is written into the test
/// exactly; a control character other than the line feed is written as a `\u{…}` escape, so
/// the source holds no invisible bytes and a carriage return is not taken for a line end.
/// Reading follows Swift's rules: the closing delimiter's indentation is stripped from every
/// line, escapes are decoded, and a literal with an interpolation evaluates to nothing known.
struct InlineSnapshotLiteral {
  /// The opening delimiter, e.g. `"""` or `#"""`.
  var opening: String
  /// The text's lines, without indentation, escapes already written.
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
    let escape = "\\" + delimiter
    lines =
      text.isEmpty
      ? []
      : text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
        var written = ""
        for scalar in line.unicodeScalars {
          if scalar.value < 0x20 || scalar.value == 0x7F {
            written += escape + "u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
          } else {
            written.unicodeScalars.append(scalar)
          }
        }
        return written
      }
  }

  // MARK: Reading

  /// What the string literal `token` (its delimiters included) evaluates to; `nil` when it
  /// has an interpolation or is not a well-formed literal.
  static func decode(_ token: ArraySlice<UInt8>) -> String? {
    var start = token.startIndex
    var hashes = 0
    while start < token.endIndex, token[start] == UInt8(ascii: "#") {
      hashes += 1
      start += 1
    }
    let quote = UInt8(ascii: "\"")
    let multiline = token[start...].starts(with: [quote, quote, quote])
    let width = multiline ? 3 : 1
    let end = token.endIndex - width - hashes
    guard end >= start + width, token[start...].starts(with: Array(repeating: quote, count: width)),
      token[end...].elementsEqual(
        Array(repeating: quote, count: width) + Array(repeating: UInt8(ascii: "#"), count: hashes))
    else { return nil }
    let content = Array(token[(start + width)..<end])
    return multiline ? decodeMultiline(content, hashes: hashes) : decodeLine(content[...], hashes: hashes)?.text
  }

  /// A multi-line literal's content, from just after `"""` to just before the closing one.
  private static func decodeMultiline(_ content: [UInt8], hashes: Int) -> String? {
    var lines = content.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
      line.last == UInt8(ascii: "\r") ? line.dropLast() : line
    }
    // The opening line holds nothing but the delimiter; the last one, the closing
    // delimiter's indentation.
    guard lines.count >= 2, lines[0].allSatisfy(isBlank), let last = lines.popLast(), last.allSatisfy(isBlank)
    else { return nil }
    lines.removeFirst()
    var text = ""
    var joined = false
    for (index, line) in lines.enumerated() {
      let body: ArraySlice<UInt8>
      if line.starts(with: last) {
        body = line.dropFirst(last.count)
      } else if line.allSatisfy(isBlank) {
        body = []
      } else {
        return nil
      }
      if index > 0 && !joined { text += "\n" }
      guard let decoded = decodeLine(body, hashes: hashes) else { return nil }
      text += decoded.text
      joined = decoded.continues
    }
    return joined ? nil : text
  }

  private static func isBlank(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
  }

  /// One line of a literal with its escapes decoded, and whether it ends with a `\` that
  /// joins it to the next line.
  private static func decodeLine(_ line: ArraySlice<UInt8>, hashes: Int) -> (text: String, continues: Bool)? {
    var scalars = String.UnicodeScalarView()
    var pending: [UInt8] = []
    var index = line.startIndex
    func flush() {
      scalars.append(contentsOf: String(decoding: pending, as: UTF8.self).unicodeScalars)
      pending = []
    }
    while index < line.endIndex {
      let byte = line[index]
      let escapeEnd = index + 1 + hashes
      guard byte == UInt8(ascii: "\\"), escapeEnd <= line.endIndex,
        line[(index + 1)..<escapeEnd].allSatisfy({ $0 == UInt8(ascii: "#") })
      else {
        pending.append(byte)
        index += 1
        continue
      }
      flush()
      if line[escapeEnd...].allSatisfy(isBlank) { return (String(scalars), true) }
      guard let (scalar, next) = escape(in: line, at: escapeEnd) else { return nil }
      scalars.append(scalar)
      index = next
    }
    flush()
    return (String(scalars), false)
  }

  /// The character an escape names, its letter at `index`, and the offset after it.
  private static func escape(in line: ArraySlice<UInt8>, at index: Int) -> (Unicode.Scalar, Int)? {
    let simple: [UInt8: Unicode.Scalar] = [
      UInt8(ascii: "n"): "\n", UInt8(ascii: "t"): "\t", UInt8(ascii: "r"): "\r", UInt8(ascii: "0"): "\0",
      UInt8(ascii: "\\"): "\\", UInt8(ascii: "\""): "\"", UInt8(ascii: "'"): "'",
    ]
    if let scalar = simple[line[index]] { return (scalar, index + 1) }
    guard line[index] == UInt8(ascii: "u"), index + 1 < line.endIndex, line[index + 1] == UInt8(ascii: "{"),
      let close = line[index...].firstIndex(of: UInt8(ascii: "}")),
      let value = UInt32(String(decoding: line[(index + 2)..<close], as: UTF8.self), radix: 16),
      let scalar = Unicode.Scalar(value)
    else { return nil }
    return (scalar, close + 1)
  }
}
