import Foundation
import TextUI

/// A unified diff between two snapshot texts, printable as a patch that
/// `git apply` and `patch -p1` accept, or colored for a terminal.
///
/// Lines are split on LF only, because snapshots are LF-only; a CR is part of
/// the line's text. Lines are compared byte for byte (not by Unicode
/// canonical equivalence), so applying ``patchText()`` to the old text
/// reproduces the new text exactly.
package struct UnifiedDiff: Sendable {
  /// One line of a hunk.
  package struct Line: Equatable, Sendable {
    /// Whether the line is shared, only in the old text, or only in the new.
    package enum Kind: Equatable, Sendable {
      /// In both texts; printed with a leading space.
      case context
      /// Only in the old text; printed with a leading `-`.
      case removed
      /// Only in the new text; printed with a leading `+`.
      case added
    }

    /// Whether the line is shared, removed or added.
    package var kind: Kind
    /// The line without its terminating LF.
    package var text: String
    /// True for a last line that has no LF, which patches mark with
    /// `\ No newline at end of file`.
    package var endsWithoutNewline: Bool

    /// Creates a line; `endsWithoutNewline` defaults to `false`.
    package init(_ kind: Kind, _ text: String, endsWithoutNewline: Bool = false) {
      self.kind = kind
      self.text = text
      self.endsWithoutNewline = endsWithoutNewline
    }
  }

  /// A run of changes with its surrounding context.
  ///
  /// Starts and counts are the numbers of the `@@ -start,count +start,count @@`
  /// header, following GNU diff: starts are 1-based, and when a count is 0
  /// the start is the line *before* the empty range (0 at the top).
  package struct Hunk: Equatable, Sendable {
    /// First old line in the hunk (see the type's note on empty ranges).
    package var oldStart: Int
    /// Number of old lines (context and removed) in the hunk.
    package var oldCount: Int
    /// First new line in the hunk (see the type's note on empty ranges).
    package var newStart: Int
    /// Number of new lines (context and added) in the hunk.
    package var newCount: Int
    /// The hunk's lines in patch order.
    package var lines: [Line]

    /// Creates a hunk from its header numbers and lines.
    package init(oldStart: Int, oldCount: Int, newStart: Int, newCount: Int, lines: [Line]) {
      self.oldStart = oldStart
      self.oldCount = oldCount
      self.newStart = newStart
      self.newCount = newCount
      self.lines = lines
    }

    /// The `@@ … @@` line. A count of 1 is omitted, as GNU diff does.
    package var header: String {
      func range(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start)" : "\(start),\(count)"
      }
      return "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@"
    }
  }

  /// Path of the old file, printed after `--- a/` (after `--- ` alone when absolute).
  package var oldPath: String
  /// Path of the new file, printed after `+++ b/` (after `+++ ` alone when absolute).
  package var newPath: String
  /// The hunks, in file order; empty when the texts are equal.
  package var hunks: [Hunk]

  /// True when the texts were byte-for-byte equal.
  package var isEmpty: Bool { hunks.isEmpty }

  /// Diffs `old` against `new`, keeping `context` unchanged lines around
  /// each change (negative values count as 0).
  ///
  /// Changes separated by at most `2 × context` unchanged lines share one
  /// hunk, as in GNU diff and git, so no context line is printed twice.
  /// Equal texts are detected with one byte comparison before any splitting,
  /// because that is by far the most common case.
  package init(old: String, new: String, oldPath: String, newPath: String, context: Int = 3) {
    self.oldPath = oldPath
    self.newPath = newPath
    self.hunks = []
    guard !Self.bytesEqual(old, new) else { return }

    let oldText = SplitText(old)
    let newText = SplitText(new)
    hunks = Self.hunks(
      from: Self.lineOperations(oldText, newText), old: oldText, new: newText,
      context: max(0, context))
  }

  /// A file header's path: `a/` or `b/` (`side`) before a relative path, as git writes it;
  /// an absolute path as it is, as GNU diff writes one, rather than `a//tmp/…`.
  static func headerPath(_ path: String, side: String) -> String {
    path.hasPrefix("/") ? path : side + path
  }

  /// The diff as a patch: `--- a/<oldPath>`, `+++ b/<newPath>` (an absolute path without
  /// the `a/` and `b/`), then each
  /// hunk header and its lines prefixed with space, `-` or `+`. Returns ""
  /// when the texts are equal. The patch is exact, whatever the texts hold;
  /// to print it on a terminal, escape it (``TerminalText/escapedLines(_:)``),
  /// as ``SnapshotChange/report(colored:)`` does.
  package func patchText() -> String {
    guard !hunks.isEmpty else { return "" }
    var output = "--- \(Self.headerPath(oldPath, side: "a/"))\n+++ \(Self.headerPath(newPath, side: "b/"))\n"
    for hunk in hunks {
      output += hunk.header + "\n"
      for line in hunk.lines {
        output += Self.prefix(line.kind) + line.text + "\n"
        if line.endsWithoutNewline {
          output += Self.noNewlineMarker + "\n"
        }
      }
    }
    return output
  }

  /// The diff for a terminal, using ANSI SGR codes: file headers bold, hunk
  /// headers cyan, removed lines red, added lines green.
  ///
  /// Within each change run the n-th removed line is paired with the n-th
  /// added line, and the characters that differ inside a pair are shown in
  /// reverse video. Lines longer than ``inlineHighlightLimit`` characters are
  /// not paired, to keep a pathological line from costing quadratic time.
  /// Every line ends with a reset. Returns "" when the texts are equal. Paths
  /// and lines go through ``TerminalText``: a snapshot holds nothing a terminal
  /// obeys, so for snapshots that changes nothing, and any other text shows
  /// what a terminal would otherwise have obeyed.
  package func coloredText() -> String {
    guard !hunks.isEmpty else { return "" }
    var output = SGR.styled("--- \(Self.headerPath(TerminalText.escaped(oldPath), side: "a/"))", SGR.bold) + "\n"
    output += SGR.styled("+++ \(Self.headerPath(TerminalText.escaped(newPath), side: "b/"))", SGR.bold) + "\n"
    for hunk in hunks {
      output += SGR.styled(hunk.header, SGR.cyan) + "\n"
      let lines = hunk.lines
      var index = 0
      while index < lines.count {
        guard lines[index].kind != .context else {
          output += Self.coloredLine(lines[index], ranges: [])
          index += 1
          continue
        }
        let removedStart = index
        while index < lines.count && lines[index].kind == .removed { index += 1 }
        let addedStart = index
        while index < lines.count && lines[index].kind == .added { index += 1 }
        let removed = lines[removedStart..<addedStart]
        let added = lines[addedStart..<index]
        var removedRanges = Array(repeating: [Range<Int>](), count: removed.count)
        var addedRanges = Array(repeating: [Range<Int>](), count: added.count)
        for pair in 0..<min(removed.count, added.count) {
          let oldLine = removed[removedStart + pair].text
          let newLine = added[addedStart + pair].text
          guard oldLine.count <= Self.inlineHighlightLimit,
            newLine.count <= Self.inlineHighlightLimit
          else { continue }
          let changes = InlineHighlight.changes(old: oldLine, new: newLine)
          removedRanges[pair] = changes.old
          addedRanges[pair] = changes.new
        }
        for (offset, line) in removed.enumerated() {
          output += Self.coloredLine(line, ranges: removedRanges[offset])
        }
        for (offset, line) in added.enumerated() {
          output += Self.coloredLine(line, ranges: addedRanges[offset])
        }
      }
    }
    return output
  }

  /// Longest line, in characters, that ``coloredText()`` highlights inside.
  package static let inlineHighlightLimit = 1_000

  private static let noNewlineMarker = "\\ No newline at end of file"

  private static func prefix(_ kind: Line.Kind) -> String {
    switch kind {
    case .context: " "
    case .removed: "-"
    case .added: "+"
    }
  }

  private static func coloredLine(_ line: Line, ranges: [Range<Int>]) -> String {
    let escaped = TerminalText.escaped(line.text)
    // Highlight ranges count the line's own characters; an escaped line has others.
    let ranges = escaped == line.text ? ranges : []
    let text = prefix(line.kind) + escaped
    var output: String
    switch line.kind {
    case .context:
      output = text + SGR.reset
    case .removed, .added:
      // Ranges index the line's text; the one-character prefix shifts them.
      let shifted = ranges.map { ($0.lowerBound + 1)..<($0.upperBound + 1) }
      let base = line.kind == .removed ? SGR.red : SGR.green
      output = InlineHighlight.render(
        text, highlighting: shifted, base: base, highlight: SGR.reverse)
    }
    output += "\n"
    if line.endsWithoutNewline {
      output += noNewlineMarker + SGR.reset + "\n"
    }
    return output
  }

  /// The line edit script between two split texts.
  private static func lineOperations(_ old: SplitText, _ new: SplitText) -> [DiffOperation] {
    // Snapshots usually differ in a few lines, so the shared lines at both
    // ends are matched with plain byte comparisons and only the middle is
    // hashed and diffed.
    let shorter = min(old.lines.count, new.lines.count)
    var prefix = 0
    while prefix < shorter && old.line(prefix, equals: new, prefix) {
      prefix += 1
    }
    var suffix = 0
    while suffix < shorter - prefix
      && old.line(old.lines.count - 1 - suffix, equals: new, new.lines.count - 1 - suffix)
    {
      suffix += 1
    }
    // Interning turns each line into an Int, so the diff compares integers
    // instead of byte strings in its inner loops.
    var identifiers: [ArraySlice<UInt8>: Int] = [:]
    func intern(_ text: SplitText) -> [Int] {
      text.lines[prefix..<(text.lines.count - suffix)].map { range in
        let bytes = text.bytes[range]
        if let known = identifiers[bytes] { return known }
        let identifier = identifiers.count
        identifiers[bytes] = identifier
        return identifier
      }
    }
    let oldMiddle = intern(old)
    let newMiddle = intern(new)
    var operations: [DiffOperation] = []
    operations.reserveCapacity(max(old.lines.count, new.lines.count))
    for index in 0..<prefix {
      operations.append(.equal(oldIndex: index, newIndex: index))
    }
    for operation in LineDiff.diff(
      interned: oldMiddle, newMiddle, identifierCount: identifiers.count)
    {
      operations.append(operation.shifted(by: prefix))
    }
    for index in 0..<suffix {
      operations.append(
        .equal(
          oldIndex: prefix + oldMiddle.count + index, newIndex: prefix + newMiddle.count + index))
    }
    return operations
  }

  /// Builds hunks from a full edit script: each hunk spans its changes plus
  /// `context` equal operations on either side, and absorbs the next change
  /// when at most `2 × context` equal operations separate them.
  private static func hunks(
    from operations: [DiffOperation], old: SplitText, new: SplitText, context: Int
  ) -> [Hunk] {
    var hunks: [Hunk] = []
    var index = 0
    // Lines of each text consumed by the operations before `index`.
    var oldPosition = 0
    var newPosition = 0
    while let firstChange = operations[index...].firstIndex(where: { !$0.isEqual }) {
      let start = max(firstChange - context, index)
      oldPosition += start - index
      newPosition += start - index

      var lastChange = firstChange
      var cursor = firstChange + 1
      while cursor < operations.count {
        if !operations[cursor].isEqual {
          lastChange = cursor
          cursor += 1
          continue
        }
        let runEnd =
          operations[cursor...].firstIndex(where: { !$0.isEqual }) ?? operations.count
        guard runEnd < operations.count && runEnd - cursor <= 2 * context else { break }
        cursor = runEnd
      }
      let stop = min(lastChange + 1 + context, operations.count)

      var lines: [Line] = []
      lines.reserveCapacity(stop - start)
      var oldCount = 0
      var newCount = 0
      for operation in operations[start..<stop] {
        switch operation {
        case .equal(let oldIndex, _):
          lines.append(old.line(oldIndex, as: .context))
          oldCount += 1
          newCount += 1
        case .delete(let oldIndex):
          lines.append(old.line(oldIndex, as: .removed))
          oldCount += 1
        case .insert(let newIndex):
          lines.append(new.line(newIndex, as: .added))
          newCount += 1
        }
      }
      hunks.append(
        Hunk(
          oldStart: oldCount == 0 ? oldPosition : oldPosition + 1, oldCount: oldCount,
          newStart: newCount == 0 ? newPosition : newPosition + 1, newCount: newCount,
          lines: lines))
      oldPosition += oldCount
      newPosition += newCount
      index = stop
    }
    return hunks
  }

  /// Byte equality; `String ==` would treat canonically equivalent but
  /// differently encoded texts as equal, and the patch would then be wrong.
  private static func bytesEqual(_ first: String, _ second: String) -> Bool {
    var first = first
    var second = second
    guard first.utf8.count == second.utf8.count else { return false }
    return first.withUTF8 { firstBytes in
      second.withUTF8 { secondBytes in
        guard let firstBase = firstBytes.baseAddress, let secondBase = secondBytes.baseAddress
        else { return true }
        return POSIX.memcmp(firstBase, secondBase, firstBytes.count) == 0
      }
    }
  }
}

/// A text's UTF-8 bytes and the byte range of each line, including the LF
/// that ends it, so a last line without LF never equals one with an LF.
private struct SplitText {
  let bytes: [UInt8]
  let lines: [Range<Int>]

  init(_ text: String) {
    let bytes = Array(text.utf8)
    var lines: [Range<Int>] = []
    var start = 0
    while let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) {
      lines.append(start..<(newline + 1))
      start = newline + 1
    }
    if start < bytes.count {
      lines.append(start..<bytes.count)
    }
    self.bytes = bytes
    self.lines = lines
  }

  /// Whether line `index` has the same bytes (terminator included) as line
  /// `otherIndex` of `other`.
  func line(_ index: Int, equals other: SplitText, _ otherIndex: Int) -> Bool {
    let range = lines[index]
    let otherRange = other.lines[otherIndex]
    guard range.count == otherRange.count else { return false }
    // Every line holds at least one byte (its text or its LF), so both
    // buffers are non-empty and have a base address.
    return bytes.withUnsafeBytes { mine in
      other.bytes.withUnsafeBytes { theirs in
        POSIX.memcmp(
          mine.baseAddress! + range.lowerBound, theirs.baseAddress! + otherRange.lowerBound,
          range.count) == 0
      }
    }
  }

  func line(_ index: Int, as kind: UnifiedDiff.Line.Kind) -> UnifiedDiff.Line {
    let range = lines[index]
    let endsWithNewline = bytes[range.upperBound - 1] == UInt8(ascii: "\n")
    let textEnd = endsWithNewline ? range.upperBound - 1 : range.upperBound
    // LF never occurs inside a multi-byte UTF-8 sequence, so each line is
    // valid UTF-8 on its own and decodes without replacement characters.
    let text = String(decoding: bytes[range.lowerBound..<textEnd], as: UTF8.self)
    return UnifiedDiff.Line(kind, text, endsWithoutNewline: !endsWithNewline)
  }
}

extension DiffOperation {
  fileprivate var isEqual: Bool {
    if case .equal = self { return true }
    return false
  }

  /// The operation with both indices moved `offset` lines down, to place a
  /// script computed on a slice back into the whole text.
  fileprivate func shifted(by offset: Int) -> DiffOperation {
    switch self {
    case .equal(let oldIndex, let newIndex):
      .equal(oldIndex: oldIndex + offset, newIndex: newIndex + offset)
    case .delete(let oldIndex):
      .delete(oldIndex: oldIndex + offset)
    case .insert(let newIndex):
      .insert(newIndex: newIndex + offset)
    }
  }
}
