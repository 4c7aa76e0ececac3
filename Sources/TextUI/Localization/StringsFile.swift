import Foundation

/// Reads a strings file (`ja.lproj/Localizable.strings`): the pairs Foundation's
/// `localizedString(forKey:value:table:)` reads, in their old property-list form.
///
/// ```
/// /* The title of the list. */
/// "Reading List" = "読書リスト";
/// "in %lld months" = "%lldか月間"; // a comment to the end of the line
/// ```
///
/// A key and a value are quoted strings (with the escapes `\"`, `\\`, `\n`, `\t`, `\r` and
/// `\U` or `\u` and four hex digits) or unquoted words of letters, digits and `_.$:/-`; each
/// pair ends in `;`, and `"key";` alone means the value is the key. The file is UTF-8, or
/// UTF-16 with a byte-order mark. Anything else is a ``LocalizationFileError`` naming the
/// file, the line and, once read, the key.
enum StringsFile {
  /// The pairs in `data`, read from `path`.
  static func read(_ data: Data, path: String) throws(LocalizationFileError) -> [String: String] {
    guard let text = decode(data) else {
      throw LocalizationFileError(file: path, key: nil, problem: "not UTF-8 or UTF-16 text")
    }
    var parser = Parser(scalars: Array(text.unicodeScalars))
    do {
      return try parser.pairs()
    } catch {
      throw LocalizationFileError(file: path, key: error.key, problem: "line \(error.line): \(error.problem)")
    }
  }

  private static func decode(_ data: Data) -> String? {
    let bytes = [UInt8](data)
    if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
      return String(data: data, encoding: .utf16)
    }
    let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
    return String(validating: body, as: UTF8.self)
  }

  /// A problem at a line, with the key of the pair it is in when it was read.
  struct Problem: Error {
    var line: Int
    var key: String?
    var problem: String
  }

  private struct Parser {
    let scalars: [Unicode.Scalar]
    var index = 0
    var line = 1

    init(scalars: [Unicode.Scalar]) { self.scalars = scalars }

    mutating func pairs() throws(Problem) -> [String: String] {
      var pairs: [String: String] = [:]
      while true {
        try skipSpaceAndComments()
        guard index < scalars.count else { return pairs }
        let key = try string(after: nil)
        try skipSpaceAndComments()
        var value = key
        if peek == "=" {
          index += 1
          try skipSpaceAndComments()
          value = try string(after: key)
          try skipSpaceAndComments()
        }
        guard peek == ";" else {
          throw Problem(line: line, key: key, problem: "expected \";\" after the pair")
        }
        index += 1
        pairs[key] = value
      }
    }

    var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    mutating func skipSpaceAndComments() throws(Problem) {
      while let scalar = peek {
        if scalar == "\n" {
          line += 1
          index += 1
        } else if scalar.properties.isWhitespace {
          index += 1
        } else if scalar == "/" && index + 1 < scalars.count && scalars[index + 1] == "*" {
          let start = line
          index += 2
          while index + 1 < scalars.count && !(scalars[index] == "*" && scalars[index + 1] == "/") {
            if scalars[index] == "\n" { line += 1 }
            index += 1
          }
          guard index + 1 < scalars.count else {
            throw Problem(line: start, key: nil, problem: "a /* comment is never closed")
          }
          index += 2
        } else if scalar == "/" && index + 1 < scalars.count && scalars[index + 1] == "/" {
          while let next = peek, next != "\n" { index += 1 }
        } else {
          return
        }
      }
    }

    /// A quoted or unquoted string; `key` is the pair's key when this is its value.
    mutating func string(after key: String?) throws(Problem) -> String {
      guard let first = peek else {
        throw Problem(line: line, key: key, problem: key == nil ? "expected a key" : "expected a value")
      }
      if first == "\"" { return try quoted(key: key) }
      var word = ""
      while let scalar = peek,
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
          || "_.$:/-".unicodeScalars.contains(scalar)
      {
        word.unicodeScalars.append(scalar)
        index += 1
      }
      guard !word.isEmpty else {
        throw Problem(
          line: line, key: key,
          problem: "unexpected \"\(first)\" where a \(key == nil ? "key" : "value") in quotes was expected")
      }
      return word
    }

    mutating func quoted(key: String?) throws(Problem) -> String {
      let start = line
      index += 1
      var text = ""
      while let scalar = peek {
        index += 1
        switch scalar {
        case "\"": return text
        case "\\": text.unicodeScalars.append(try escaped(key: key))
        default:
          if scalar == "\n" { line += 1 }
          text.unicodeScalars.append(scalar)
        }
      }
      throw Problem(line: start, key: key, problem: "a quoted string is never closed")
    }

    mutating func escaped(key: String?) throws(Problem) -> Unicode.Scalar {
      guard let scalar = peek else { throw Problem(line: line, key: key, problem: "the file ends in a \\") }
      index += 1
      switch scalar {
      case "n": return "\n"
      case "t": return "\t"
      case "r": return "\r"
      case "0": return "\0"
      case "U", "u":
        guard index + 4 <= scalars.count,
          let value = UInt32(String(String.UnicodeScalarView(scalars[index..<index + 4])), radix: 16),
          let unicode = Unicode.Scalar(value)
        else {
          throw Problem(line: line, key: key, problem: "\\\(scalar) is not followed by four hex digits")
        }
        index += 4
        return unicode
      default: return scalar
      }
    }
  }
}
