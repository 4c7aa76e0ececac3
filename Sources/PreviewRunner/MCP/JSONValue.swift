/// A JSON value as the agent server reads and writes it: the messages of the Model Context
/// Protocol, their arguments and the tools' structured results.
///
/// Objects keep their keys in the order they were written, so a message reads
/// `{"jsonrpc":"2.0","id":1,"result":…}` and every result is byte-for-byte the same from run
/// to run. Integers that fit an `Int` are kept apart from other numbers, so an id sent as `1`
/// comes back as `1`.
enum JSONValue: Equatable, Sendable {
  case null
  case bool(Bool)
  case integer(Int)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([(String, JSONValue)])

  static func == (left: JSONValue, right: JSONValue) -> Bool {
    switch (left, right) {
    case (.null, .null): true
    case (.bool(let a), .bool(let b)): a == b
    case (.integer(let a), .integer(let b)): a == b
    case (.number(let a), .number(let b)): a == b
    case (.string(let a), .string(let b)): a == b
    case (.array(let a), .array(let b)): a == b
    case (.object(let a), .object(let b)): a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    default: false
    }
  }

  /// The value of `key` in an object; `nil` for another value or a missing key.
  subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.0 == key }?.1
  }

  /// The string, if this is one.
  var string: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// The object's members, if this is an object.
  var members: [(String, JSONValue)]? {
    if case .object(let members) = self { return members }
    return nil
  }

  /// What kind of value this is, for a message about a value of the wrong kind.
  var kind: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .integer, .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// An object of `members`, in this order; `nil` values are left out.
  static func object(_ members: KeyValuePairs<String, JSONValue?>) -> JSONValue {
    .object(members.compactMap { key, value in value.map { (key, $0) } })
  }

  /// A list of strings.
  static func strings(_ values: [String]) -> JSONValue {
    .array(values.map(JSONValue.string))
  }

  /// A string, or `null` for `nil`.
  static func optional(_ value: String?) -> JSONValue {
    value.map(JSONValue.string) ?? .null
  }
}

// MARK: Writing

extension JSONValue {
  /// The value as compact JSON text on one line: a line feed inside a string is written `\n`,
  /// so the text never holds one, as the stdio transport requires.
  var serialized: String {
    var text = ""
    write(to: &text)
    return text
  }

  private func write(to text: inout String) {
    switch self {
    case .null: text += "null"
    case .bool(let value): text += value ? "true" : "false"
    case .integer(let value): text += String(value)
    case .number(let value):
      if !value.isFinite {
        text += "null"
      } else if value == value.rounded(), abs(value) < 1e15 {
        text += String(Int(value))
      } else {
        text += "\(value)"
      }
    case .string(let value): Self.writeString(value, to: &text)
    case .array(let values):
      text += "["
      for (index, value) in values.enumerated() {
        if index > 0 { text += "," }
        value.write(to: &text)
      }
      text += "]"
    case .object(let members):
      text += "{"
      for (index, (key, value)) in members.enumerated() {
        if index > 0 { text += "," }
        Self.writeString(key, to: &text)
        text += ":"
        value.write(to: &text)
      }
      text += "}"
    }
  }

  private static func writeString(_ value: String, to text: inout String) {
    text += "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x2028 || scalar.value == 0x2029:
        let hex = String(scalar.value, radix: 16)
        text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: text.unicodeScalars.append(scalar)
      }
    }
    text += "\""
  }
}

// MARK: Reading

extension JSONValue {
  /// Why a text is not one JSON value, and where.
  struct ParseError: Error, Equatable, CustomStringConvertible {
    /// What was wrong.
    var reason: String
    /// The byte offset it was found at.
    var offset: Int

    var description: String { "\(reason) at byte \(offset)" }
  }

  /// How deep arrays and objects may nest: far beyond any message, and short of the stack.
  static let maximumDepth = 64

  /// Reads `bytes` as exactly one JSON value (RFC 8259), surrounding white space allowed.
  init(parsing bytes: some Collection<UInt8>) throws(ParseError) {
    var parser = Parser(Array(bytes))
    parser.skipSpace()
    let value = try parser.value(depth: 0)
    parser.skipSpace()
    guard parser.atEnd else { throw parser.error("unexpected text after the JSON value") }
    self = value
  }

  /// A strict reader: no comments, no trailing commas, no duplicate keys, valid UTF-8.
  private struct Parser {
    let bytes: [UInt8]
    var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var atEnd: Bool { index >= bytes.count }

    func error(_ reason: String) -> ParseError { ParseError(reason: reason, offset: index) }

    mutating func skipSpace() {
      while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    mutating func value(depth: Int) throws(ParseError) -> JSONValue {
      guard index < bytes.count else { throw error("the text ends where a value was due") }
      switch bytes[index] {
      case UInt8(ascii: "{"): return try object(depth: depth + 1)
      case UInt8(ascii: "["): return try array(depth: depth + 1)
      case UInt8(ascii: "\""): return .string(try string())
      case UInt8(ascii: "t"): return try literal("true", .bool(true))
      case UInt8(ascii: "f"): return try literal("false", .bool(false))
      case UInt8(ascii: "n"): return try literal("null", .null)
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
      default: throw error("expected a value (an object, array, string, number, true, false or null)")
      }
    }

    mutating func literal(_ word: String, _ value: JSONValue) throws(ParseError) -> JSONValue {
      let utf8 = Array(word.utf8)
      guard bytes.count - index >= utf8.count, Array(bytes[index..<index + utf8.count]) == utf8 else {
        throw error("expected a value (an object, array, string, number, true, false or null)")
      }
      index += utf8.count
      return value
    }

    mutating func object(depth: Int) throws(ParseError) -> JSONValue {
      guard depth <= JSONValue.maximumDepth else { throw error("arrays and objects nest deeper than \(maximumDepth)") }
      index += 1
      var members: [(String, JSONValue)] = []
      skipSpace()
      if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
        index += 1
        return .object(members)
      }
      while true {
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a key in quotes") }
        let keyStart = index
        let key = try string()
        if members.contains(where: { $0.0 == key }) {
          throw ParseError(reason: "the key \"\(key)\" appears twice in one object", offset: keyStart)
        }
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':' after a key") }
        index += 1
        skipSpace()
        members.append((key, try value(depth: depth)))
        skipSpace()
        guard index < bytes.count else { throw error("the text ends inside an object") }
        if bytes[index] == UInt8(ascii: "}") {
          index += 1
          return .object(members)
        }
        guard bytes[index] == UInt8(ascii: ",") else { throw error("expected ',' or '}' in an object") }
        index += 1
      }
    }

    mutating func array(depth: Int) throws(ParseError) -> JSONValue {
      guard depth <= JSONValue.maximumDepth else { throw error("arrays and objects nest deeper than \(maximumDepth)") }
      index += 1
      var values: [JSONValue] = []
      skipSpace()
      if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
        index += 1
        return .array(values)
      }
      while true {
        skipSpace()
        values.append(try value(depth: depth))
        skipSpace()
        guard index < bytes.count else { throw error("the text ends inside an array") }
        if bytes[index] == UInt8(ascii: "]") {
          index += 1
          return .array(values)
        }
        guard bytes[index] == UInt8(ascii: ",") else { throw error("expected ',' or ']' in an array") }
        index += 1
      }
    }

    mutating func number() throws(ParseError) -> JSONValue {
      let start = index
      if bytes[index] == UInt8(ascii: "-") { index += 1 }
      let digits = UInt8(ascii: "0")...UInt8(ascii: "9")
      guard index < bytes.count, digits.contains(bytes[index]) else { throw error("a number needs a digit") }
      if bytes[index] == UInt8(ascii: "0"), index + 1 < bytes.count, digits.contains(bytes[index + 1]) {
        throw error("a number has a leading zero")
      }
      while index < bytes.count, digits.contains(bytes[index]) { index += 1 }
      var isInteger = true
      if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
        isInteger = false
        index += 1
        guard index < bytes.count, digits.contains(bytes[index]) else { throw error("a number needs digits after '.'") }
        while index < bytes.count, digits.contains(bytes[index]) { index += 1 }
      }
      if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
        isInteger = false
        index += 1
        if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, digits.contains(bytes[index]) else { throw error("a number needs an exponent") }
        while index < bytes.count, digits.contains(bytes[index]) { index += 1 }
      }
      let text = String(decoding: bytes[start..<index], as: UTF8.self)
      if isInteger, let integer = Int(text) { return .integer(integer) }
      guard let double = Double(text) else { throw ParseError(reason: "a number is out of range", offset: start) }
      return .number(double)
    }

    mutating func string() throws(ParseError) -> String {
      index += 1
      var scalars = String.UnicodeScalarView()
      var run = index
      func flush(_ parser: Parser) throws(ParseError) {
        guard run < parser.index else { return }
        guard let text = String(validating: parser.bytes[run..<parser.index], as: UTF8.self) else {
          throw ParseError(reason: "a string is not valid UTF-8", offset: run)
        }
        scalars.append(contentsOf: text.unicodeScalars)
      }
      while true {
        guard index < bytes.count else { throw error("the text ends inside a string") }
        let byte = bytes[index]
        if byte == UInt8(ascii: "\"") {
          try flush(self)
          index += 1
          return String(scalars)
        }
        if byte < 0x20 { throw error("a string holds a control character; escape it") }
        if byte == UInt8(ascii: "\\") {
          try flush(self)
          scalars.append(try escape())
          run = index
          continue
        }
        index += 1
      }
    }

    /// Reads one escape sequence, the backslash first.
    mutating func escape() throws(ParseError) -> Unicode.Scalar {
      index += 1
      guard index < bytes.count else { throw error("the text ends inside an escape") }
      let byte = bytes[index]
      index += 1
      switch byte {
      case UInt8(ascii: "\""): return "\""
      case UInt8(ascii: "\\"): return "\\"
      case UInt8(ascii: "/"): return "/"
      case UInt8(ascii: "b"): return "\u{8}"
      case UInt8(ascii: "f"): return "\u{C}"
      case UInt8(ascii: "n"): return "\n"
      case UInt8(ascii: "r"): return "\r"
      case UInt8(ascii: "t"): return "\t"
      case UInt8(ascii: "u"):
        let first = try hex()
        if (0xD800..<0xDC00).contains(first) {
          guard bytes.count - index >= 2, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
          else { throw error("a high surrogate is not followed by a low one") }
          index += 2
          let second = try hex()
          guard (0xDC00..<0xE000).contains(second) else { throw error("a high surrogate is not followed by a low one") }
          return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))!
        }
        guard let scalar = Unicode.Scalar(first) else { throw error("a lone low surrogate") }
        return scalar
      default:
        throw error("unknown escape '\\\(Character(Unicode.Scalar(byte)))'")
      }
    }

    mutating func hex() throws(ParseError) -> UInt32 {
      guard bytes.count - index >= 4 else { throw error("\\u needs four hex digits") }
      var value: UInt32 = 0
      for _ in 0..<4 {
        guard let digit = Character(Unicode.Scalar(bytes[index])).hexDigitValue else {
          throw error("\\u needs four hex digits")
        }
        value = value << 4 | UInt32(digit)
        index += 1
      }
      return value
    }
  }
}
