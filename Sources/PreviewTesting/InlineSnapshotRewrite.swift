/// The bytes that write one rendering into one call: its snapshot closure (or the place after
/// its `)` where a trailing closure goes) replaced by a closure returning a multi-line string
/// literal, in the file's own style.
///
/// The literal is indented one level deeper than the line that opens the closure, by the
/// file's indentation step: a tab when its code lines are indented with tabs, otherwise the
/// smallest indentation of a code line (lines inside comments and strings do not count, so a
/// `/* * */` header does not make it one space). Lines end as the call's line ends (`\r\n`
/// in a CRLF file).
struct InlineSnapshotRewrite: Equatable {
  /// The bytes replaced, in the file the call was found in.
  var range: Range<Int>
  /// What replaces them.
  var replacement: [UInt8]

  init(_ call: InlineSnapshotSource.Call, in source: InlineSnapshotSource, text: String) {
    let bytes = source.bytes
    let anchor = call.closureIsArgument ? call.closure!.lowerBound : call.nameStart
    let lineStart = bytes[..<anchor].lastIndex(of: source.newline).map { $0 + 1 } ?? 0
    let indentation = Array(bytes[lineStart...].prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") })
    let inner = indentation + Self.indentationUnit(of: source)
    let lineEnd = Self.lineEnding(of: source, at: anchor)
    let literal = InlineSnapshotLiteral(text)
    var replacement: [UInt8] = [UInt8(ascii: "{")] + lineEnd
    for line in [literal.opening] + literal.lines + [literal.closing] {
      if !line.isEmpty { replacement += inner + Array(line.utf8) }
      replacement += lineEnd
    }
    replacement += indentation + [UInt8(ascii: "}")]
    if let closure = call.closure {
      range = closure.lowerBound..<(closure.upperBound + 1)
    } else {
      range = (call.closingParenthesis + 1)..<(call.closingParenthesis + 1)
      replacement = [UInt8(ascii: " ")] + replacement
    }
    self.replacement = replacement
  }

  /// `bytes` with `rewrites` (which do not overlap) applied.
  static func apply(_ rewrites: [InlineSnapshotRewrite], to bytes: [UInt8]) -> [UInt8] {
    var result = bytes
    for rewrite in rewrites.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
      result.replaceSubrange(rewrite.range, with: rewrite.replacement)
    }
    return result
  }

  /// Where `offset` of the original file is once `rewrites` are applied (it lies outside them).
  static func offset(_ offset: Int, after rewrites: some Sequence<InlineSnapshotRewrite>) -> Int {
    rewrites.reduce(offset) { shifted, rewrite in
      rewrite.range.upperBound <= offset && rewrite.range.lowerBound < offset
        ? shifted + rewrite.replacement.count - rewrite.range.count : shifted
    }
  }

  /// The file's line ending at `offset`: `\r\n` when that line ends so, else the first line's.
  static func lineEnding(of source: InlineSnapshotSource, at offset: Int) -> [UInt8] {
    let bytes = source.bytes
    let newline = bytes[offset...].firstIndex(of: source.newline) ?? bytes.firstIndex(of: source.newline)
    guard let newline, newline > 0, bytes[newline - 1] == UInt8(ascii: "\r") else { return [source.newline] }
    return [UInt8(ascii: "\r"), source.newline]
  }

  /// The file's indentation step: a tab when its code lines start with tabs, otherwise the
  /// smallest number of leading spaces of an indented code line (4 when none is).
  static func indentationUnit(of source: InlineSnapshotSource) -> [UInt8] {
    let bytes = source.bytes
    var smallest = Int.max
    var lineStart = 0
    while lineStart < bytes.count {
      var first = lineStart
      while first < bytes.count, bytes[first] == UInt8(ascii: " ") || bytes[first] == UInt8(ascii: "\t") {
        first += 1
      }
      // A line counts when its first non-blank byte is code: not inside or starting a comment
      // or a string (a `/* * */` header, a multi-line literal's own lines).
      if first > lineStart, first < bytes.count, !source.isSpace(bytes[first]), source.isCode(first),
        source.commentEnd(at: first) == nil
      {
        if bytes[lineStart] == UInt8(ascii: "\t") { return [UInt8(ascii: "\t")] }
        smallest = min(smallest, first - lineStart)
      }
      lineStart = (bytes[first...].firstIndex(of: source.newline) ?? bytes.count) + 1
    }
    return Array(repeating: UInt8(ascii: " "), count: smallest == .max ? 4 : smallest)
  }
}
