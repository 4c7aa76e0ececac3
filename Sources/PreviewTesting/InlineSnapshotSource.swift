/// Finds an `assertInlineSnapshot` call in Swift source by the line and column the compiler
/// gave it, and rewrites its trailing closure to return a new multi-line string literal —
/// without swift-syntax: a small scanner that knows just enough Swift to match brackets
/// (string literals, raw and multi-line ones, interpolation, and comments are skipped).
struct InlineSnapshotSource {
  /// The file's UTF-8.
  var bytes: [UInt8]

  /// One call, as byte offsets into ``bytes``.
  struct Call: Equatable {
    /// Where the function's name starts.
    var nameStart: Int
    /// The `)` that ends the argument list.
    var closingParenthesis: Int
    /// The trailing closure, from `{` to `}` inclusive; `nil` when there is none yet.
    var closure: ClosedRange<Int>?
  }

  /// What a rewrite did to the file, in lines, for the edits that follow it in the same file.
  struct Edit: Equatable {
    /// The new file.
    var bytes: [UInt8]
    /// Lines from the call's first line to the end of its closure, before the edit.
    var linesBefore: Int
    /// The same lines after the edit.
    var linesAfter: Int
  }

  /// The call to `name` on `line` (from 1) at or after `column` (from 1, in UTF-8 bytes), or
  /// the first on that line.
  func call(named name: String, line: Int, column: Int) -> Call? {
    guard let lineStart = offset(ofLine: line) else { return nil }
    let lineEnd = bytes[lineStart...].firstIndex(of: newline) ?? bytes.count
    let start = min(lineStart + max(0, column - 1), lineEnd)
    let nameStart = find(name, in: start..<lineEnd) ?? find(name, in: lineStart..<lineEnd)
    guard let nameStart else { return nil }
    var index = skipSpace(from: nameStart + name.utf8.count)
    guard index < bytes.count, bytes[index] == UInt8(ascii: "("), let close = matchingClose(index) else { return nil }
    index = skipSpace(from: close + 1)
    if index < bytes.count, bytes[index] == UInt8(ascii: "{"), let end = matchingClose(index) {
      return Call(nameStart: nameStart, closingParenthesis: close, closure: index...end)
    }
    return Call(nameStart: nameStart, closingParenthesis: close, closure: nil)
  }

  /// The file with `call`'s trailing closure replaced by one returning `text` as a multi-line
  /// string literal, indented one level deeper than the call's line.
  func rewriting(_ call: Call, with text: String) -> Edit {
    let lineStart = bytes[..<call.nameStart].lastIndex(of: newline).map { $0 + 1 } ?? 0
    let indentation = Array(bytes[lineStart...].prefix { $0 == space || $0 == tab })
    let inner = indentation + indentationUnit
    let literal = InlineSnapshotLiteral(text)
    var replacement: [UInt8] = Array("{\n".utf8)
    for line in [literal.opening] + literal.lines + [literal.closing] {
      if !line.isEmpty { replacement += inner + Array(line.utf8) }
      replacement.append(newline)
    }
    replacement += indentation + [UInt8(ascii: "}")]
    let replaced: Range<Int>
    if let closure = call.closure {
      replaced = closure.lowerBound..<(closure.upperBound + 1)
    } else {
      replaced = (call.closingParenthesis + 1)..<(call.closingParenthesis + 1)
      replacement = [space] + replacement
    }
    var result = bytes
    result.replaceSubrange(replaced, with: replacement)
    let before = bytes[call.nameStart..<replaced.upperBound].count { $0 == newline } + 1
    let after = result[call.nameStart..<(replaced.lowerBound + replacement.count)].count { $0 == newline } + 1
    return Edit(bytes: result, linesBefore: before, linesAfter: after)
  }

  // MARK: Scanning

  private let newline = UInt8(ascii: "\n")
  private let space = UInt8(ascii: " ")
  private let tab = UInt8(ascii: "\t")
  private let quote = UInt8(ascii: "\"")
  private let hash = UInt8(ascii: "#")
  private let backslash = UInt8(ascii: "\\")
  private let slash = UInt8(ascii: "/")
  private let star = UInt8(ascii: "*")

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

  /// The file's indentation step: a tab when its lines start with tabs, otherwise the
  /// smallest number of leading spaces of an indented line (4 when none is).
  var indentationUnit: [UInt8] {
    var smallest = Int.max
    var atLineStart = true
    var count = 0
    for byte in bytes {
      if atLineStart {
        if byte == tab { return [tab] }
        if byte == space {
          count += 1
          continue
        }
        if byte != newline && count > 0 { smallest = min(smallest, count) }
        atLineStart = false
      }
      if byte == newline {
        atLineStart = true
        count = 0
      }
    }
    return Array(repeating: space, count: smallest == .max ? 4 : smallest)
  }

  /// The first occurrence of the identifier `name` in `range`, not part of a longer name.
  private func find(_ name: String, in range: Range<Int>) -> Int? {
    let target = Array(name.utf8)
    guard !target.isEmpty, range.count >= target.count else { return nil }
    func isIdentifier(_ byte: UInt8) -> Bool {
      byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
        || byte >= 0x80
    }
    for start in range.lowerBound...(range.upperBound - target.count)
    where bytes[start..<(start + target.count)].elementsEqual(target) {
      let before = start > 0 ? bytes[start - 1] : space
      let after = start + target.count < bytes.count ? bytes[start + target.count] : space
      if !isIdentifier(before) && !isIdentifier(after) { return start }
    }
    return nil
  }

  /// The first offset from `index` that is not white space or a comment.
  private func skipSpace(from index: Int) -> Int {
    var index = index
    while index < bytes.count {
      let byte = bytes[index]
      if byte == space || byte == tab || byte == newline || byte == UInt8(ascii: "\r") {
        index += 1
      } else if let end = commentEnd(at: index) {
        index = end
      } else {
        break
      }
    }
    return index
  }

  /// Where the comment starting at `index` ends, or `nil` when none starts there.
  private func commentEnd(at index: Int) -> Int? {
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

  /// The bracket that closes the `(`, `[` or `{` at `open`.
  func matchingClose(_ open: Int) -> Int? {
    var depth = 0
    var index = open
    while index < bytes.count {
      if let end = commentEnd(at: index) {
        index = end
        continue
      }
      if let end = stringEnd(at: index) {
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

  /// Where the string literal starting at `index` ends (just after it), or `nil` when none
  /// starts there. Handles `#` delimiters, `"""` and interpolations with brackets inside.
  private func stringEnd(at index: Int) -> Int? {
    var position = index
    var hashes = 0
    while position < bytes.count && bytes[position] == hash {
      hashes += 1
      position += 1
    }
    guard position < bytes.count, bytes[position] == quote else { return nil }
    let multiline = position + 2 < bytes.count && bytes[position + 1] == quote && bytes[position + 2] == quote
    position += multiline ? 3 : 1
    while position < bytes.count {
      let byte = bytes[position]
      if byte == backslash {
        var next = position + 1
        var count = 0
        while count < hashes && next < bytes.count && bytes[next] == hash {
          count += 1
          next += 1
        }
        if count == hashes, next < bytes.count, bytes[next] == UInt8(ascii: "("), let close = matchingClose(next) {
          position = close + 1
        } else {
          position = count == hashes ? next + 1 : position + 1
        }
        continue
      }
      if byte == quote {
        let width = multiline ? 3 : 1
        if position + width <= bytes.count, bytes[position..<(position + width)].allSatisfy({ $0 == quote }) {
          var next = position + width
          var count = 0
          while count < hashes && next < bytes.count && bytes[next] == hash {
            count += 1
            next += 1
          }
          if count == hashes { return next }
        }
      }
      if byte == newline && !multiline { return position }
      position += 1
    }
    return bytes.count
  }
}
