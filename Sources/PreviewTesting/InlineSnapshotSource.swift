/// A Swift source file as the inline-snapshot writer reads it, without swift-syntax: a small
/// scanner that knows just enough Swift to tell code from comments and string literals (raw,
/// multi-line and interpolated ones), match brackets, and find the calls of one function.
///
/// Comments and strings are never code: a comment that names `assertInlineSnapshot(of:`, or a
/// string holding it, is not a call, and a bracket inside either never closes one.
struct InlineSnapshotSource {
  /// The file's UTF-8.
  var bytes: [UInt8]
  /// The comments and string literals, in order, as byte ranges: everything that is not code.
  let nonCode: [Range<Int>]

  init(bytes: [UInt8]) {
    self.bytes = bytes
    nonCode = Self.nonCodeRanges(bytes)
  }

  /// One call, as byte offsets into ``bytes``.
  struct Call: Equatable {
    /// Where the function's name starts.
    var nameStart: Int
    /// The `(` that opens the argument list: where `#column` points.
    var openingParenthesis: Int
    /// The `)` that ends the argument list.
    var closingParenthesis: Int
    /// The closure the snapshot is returned from, `{` to `}` inclusive: the trailing closure,
    /// or the `matches:` argument's; `nil` when the call has none.
    var closure: ClosedRange<Int>?
    /// Whether ``closure`` is the `matches:` argument rather than a trailing closure.
    var closureIsArgument = false
    /// A `matches:` argument that is not a closure literal (`matches: nil`, a variable).
    var hasOtherMatchesArgument = false

    /// One past the call's last byte: after its closure, or after its `)`.
    var end: Int {
      guard let closure, !closureIsArgument else { return closingParenthesis + 1 }
      return closure.upperBound + 1
    }
  }

  /// Every call of `name` in code, in the order they appear: the name, not part of a longer
  /// one nor declared with `func`, then `(` (white space and comments may come between).
  func calls(named name: String) -> [Call] {
    var calls: [Call] = []
    var previous: Range<Int>?
    forEachIdentifier { range in
      defer { previous = range }
      guard bytes[range].elementsEqual(name.utf8) else { return }
      if let previous, bytes[previous].elementsEqual("func".utf8) { return }
      let open = skipSpace(from: range.upperBound)
      guard open < bytes.count, bytes[open] == UInt8(ascii: "("),
        let call = call(nameStart: range.lowerBound, open: open)
      else { return }
      calls.append(call)
    }
    return calls
  }

  /// The call of `name` whose `(` is at `line` (from 1) and `column` (from 1, in UTF-8
  /// bytes), as the compiler's `#line` and `#column` give it: the name is the one just before
  /// that `(`. `nil` when no call of `name` opens there.
  func call(named name: String, line: Int, column: Int) -> Call? {
    guard let offset = offset(line: line, column: column) else { return nil }
    return calls(named: name).first { $0.openingParenthesis == offset }
  }

  /// The byte offset of `line` and `column` (both from 1), `nil` past the line's end.
  func offset(line: Int, column: Int) -> Int? {
    guard column >= 1, let lineStart = offset(ofLine: line) else { return nil }
    let lineEnd = bytes[lineStart...].firstIndex(of: newline) ?? bytes.count
    let offset = lineStart + column - 1
    return offset < lineEnd ? offset : nil
  }

  /// The line (from 1) that holds the byte at `offset`.
  func line(at offset: Int) -> Int {
    bytes[..<min(offset, bytes.count)].count { $0 == newline } + 1
  }

  /// The byte offset where `line` (from 1) starts.
  func offset(ofLine line: Int) -> Int? {
    guard line >= 1 else { return nil }
    var remaining = line - 1
    var index = 0
    while remaining > 0 {
      guard let end = bytes[index...].firstIndex(of: newline) else { return nil }
      index = end + 1
      remaining -= 1
    }
    return index
  }

  /// The call whose name starts at `nameStart` and whose argument list opens at `open`.
  private func call(nameStart: Int, open: Int) -> Call? {
    guard let close = matchingClose(open) else { return nil }
    var call = Call(nameStart: nameStart, openingParenthesis: open, closingParenthesis: close)
    if let argument = argument(labeled: "matches", in: open, close) {
      if bytes[argument.lowerBound] == UInt8(ascii: "{"), let end = matchingClose(argument.lowerBound),
        skipSpace(from: end + 1) >= argument.upperBound
      {
        call.closure = argument.lowerBound...end
        call.closureIsArgument = true
      } else {
        call.hasOtherMatchesArgument = true
      }
    }
    let next = skipSpace(from: close + 1)
    if next < bytes.count, bytes[next] == UInt8(ascii: "{"), let end = matchingClose(next) {
      // A trailing closure beside a `matches:` closure does not compile: say it is neither.
      if call.closure != nil { call.hasOtherMatchesArgument = true }
      call.closure = next...end
      call.closureIsArgument = false
    }
    return call
  }

  // MARK: Arguments

  /// The value of the top-level argument `label:` in the list between `open` and `close`,
  /// from its first byte after white space to the `,` or `)` that ends it.
  func argument(labeled label: String, in open: Int, _ close: Int) -> Range<Int>? {
    var start = skipSpace(from: open + 1)
    while start < close {
      let end = argumentEnd(from: start, close: close)
      if let colon = labelColon(at: start, label: label, before: end) {
        let value = skipSpace(from: colon + 1)
        var valueEnd = end
        while valueEnd > value, isSpace(bytes[valueEnd - 1]) { valueEnd -= 1 }
        return value..<valueEnd
      }
      start = skipSpace(from: end + 1)
    }
    return nil
  }

  /// The `,` or `)` that ends the argument starting at `start`.
  private func argumentEnd(from start: Int, close: Int) -> Int {
    var index = start
    while index < close {
      if let end = nonCodeEnd(at: index) {
        index = end
        continue
      }
      switch bytes[index] {
      case UInt8(ascii: ","): return index
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
        index = (matchingClose(index) ?? close) + 1
      default: index += 1
      }
    }
    return close
  }

  /// The `:` after `label` when the argument at `start` is labelled so.
  private func labelColon(at start: Int, label: String, before end: Int) -> Int? {
    let labelEnd = start + label.utf8.count
    guard labelEnd <= end, bytes[start..<labelEnd].elementsEqual(label.utf8) else { return nil }
    let colon = skipSpace(from: labelEnd)
    return colon < end && bytes[colon] == UInt8(ascii: ":") ? colon : nil
  }

  // MARK: Scanning

  let newline = UInt8(ascii: "\n")

  func isSpace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == newline || byte == UInt8(ascii: "\r")
  }

  static func isIdentifier(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
      || byte >= 0x80
  }

  /// Calls `body` with every identifier (or keyword, or number) in code, in order.
  private func forEachIdentifier(_ body: (Range<Int>) -> Void) {
    var index = 0
    var region = 0
    while index < bytes.count {
      if region < nonCode.count, nonCode[region].lowerBound <= index {
        index = max(index, nonCode[region].upperBound)
        region += 1
        continue
      }
      guard Self.isIdentifier(bytes[index]) else {
        index += 1
        continue
      }
      let start = index
      let limit = region < nonCode.count ? nonCode[region].lowerBound : bytes.count
      while index < limit, Self.isIdentifier(bytes[index]) { index += 1 }
      // A name after `.`, `$` or a backtick is a member or a quoted name, still a token.
      body(start..<index)
    }
  }

  /// Where the comment or string literal starting at `index` ends, `nil` when none does.
  func nonCodeEnd(at index: Int) -> Int? {
    commentEnd(at: index) ?? stringEnd(at: index)
  }

  /// Whether `offset` is inside a comment or a string literal.
  func isCode(_ offset: Int) -> Bool {
    var low = 0
    var high = nonCode.count
    while low < high {
      let middle = (low + high) / 2
      if nonCode[middle].upperBound <= offset { low = middle + 1 } else { high = middle }
    }
    return low == nonCode.count || !nonCode[low].contains(offset)
  }

  /// The first offset from `index` that is not white space or a comment.
  func skipSpace(from index: Int) -> Int {
    var index = index
    while index < bytes.count {
      if isSpace(bytes[index]) {
        index += 1
      } else if let end = commentEnd(at: index) {
        index = end
      } else {
        break
      }
    }
    return index
  }

  /// The bracket that closes the `(`, `[` or `{` at `open`.
  func matchingClose(_ open: Int) -> Int? {
    var depth = 0
    var index = open
    while index < bytes.count {
      if let end = nonCodeEnd(at: index) {
        index = end
        continue
      }
      switch bytes[index] {
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
        depth -= 1
        if depth == 0 { return index }
      default: break
      }
      index += 1
    }
    return nil
  }

  /// Where the comment starting at `index` ends, or `nil` when none starts there.
  func commentEnd(at index: Int) -> Int? {
    let slash = UInt8(ascii: "/")
    let star = UInt8(ascii: "*")
    guard bytes[index] == slash, index + 1 < bytes.count else { return nil }
    if bytes[index + 1] == slash {
      return bytes[index...].firstIndex(of: newline) ?? bytes.count
    }
    guard bytes[index + 1] == star else { return nil }
    var depth = 0
    var position = index
    while position + 1 < bytes.count {
      if bytes[position] == slash && bytes[position + 1] == star {
        depth += 1
        position += 2
      } else if bytes[position] == star && bytes[position + 1] == slash {
        depth -= 1
        position += 2
        if depth == 0 { return position }
      } else {
        position += 1
      }
    }
    return bytes.count
  }

  /// Where the string literal starting at `index` ends (just after it), or `nil` when none
  /// starts there. Handles `#` delimiters, `"""` and interpolations with brackets inside.
  func stringEnd(at index: Int) -> Int? {
    let quote = UInt8(ascii: "\"")
    var position = index
    var hashes = 0
    while position < bytes.count && bytes[position] == UInt8(ascii: "#") {
      hashes += 1
      position += 1
    }
    guard position < bytes.count, bytes[position] == quote else { return nil }
    let multiline = position + 2 < bytes.count && bytes[position + 1] == quote && bytes[position + 2] == quote
    position += multiline ? 3 : 1
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\\") {
        let next = position + 1 + hashCount(at: position + 1, upTo: hashes)
        guard next - position - 1 == hashes else {
          position += 1
          continue
        }
        if next < bytes.count, bytes[next] == UInt8(ascii: "("), let close = matchingClose(next) {
          position = close + 1
        } else {
          position = next + 1
        }
        continue
      }
      if byte == quote {
        let width = multiline ? 3 : 1
        if position + width <= bytes.count, bytes[position..<(position + width)].allSatisfy({ $0 == quote }),
          hashCount(at: position + width, upTo: hashes) == hashes
        {
          return position + width + hashes
        }
      }
      if byte == newline && !multiline { return position }
      position += 1
    }
    return bytes.count
  }

  /// How many `#` follow `index`, counting at most `limit`.
  private func hashCount(at index: Int, upTo limit: Int) -> Int {
    var count = 0
    while count < limit, index + count < bytes.count, bytes[index + count] == UInt8(ascii: "#") { count += 1 }
    return count
  }

  private static func nonCodeRanges(_ bytes: [UInt8]) -> [Range<Int>] {
    let scanner = InlineSnapshotSource(unscanned: bytes)
    var ranges: [Range<Int>] = []
    var index = 0
    while index < bytes.count {
      if let end = scanner.nonCodeEnd(at: index) {
        ranges.append(index..<end)
        index = end
      } else {
        index += 1
      }
    }
    return ranges
  }

  /// A scanner before its comments and strings are known: what finds them.
  private init(unscanned bytes: [UInt8]) {
    self.bytes = bytes
    nonCode = []
  }
}
