/// A text and a caret in it, moved through character by character (grapheme cluster) as a
/// person moves through text: the editing a focused field does, as a value so it can be
/// tested alone.
///
/// The caret is kept as a UTF-8 offset, always at a character boundary, so an edit costs
/// what it touches (and one copy of the text), never a walk over every character before the
/// caret: a field holding a megabyte answers a key as fast as an empty one.
struct CaretText: Equatable {
  private(set) var text: String
  /// Where typing goes: before the character that starts at this UTF-8 offset (the text's
  /// UTF-8 count is the end).
  private(set) var caret: Int
  /// Whether an edit changed the text since this value was made.
  private(set) var changed = false

  /// `text` with the caret at the UTF-8 offset `caret` (the end by default), clamped to the
  /// text and moved back to the start of the character it falls in.
  init(_ text: String, caret: Int? = nil) {
    self.text = text
    self.caret = Self.boundary(in: text, atOrBefore: caret ?? text.utf8.count)
  }

  static func == (lhs: CaretText, rhs: CaretText) -> Bool { lhs.text == rhs.text && lhs.caret == rhs.caret }

  /// `offset` clamped to `text` and moved back to the start of the character it falls in.
  static func boundary(in text: String, atOrBefore offset: Int) -> Int {
    let clamped = min(max(0, offset), text.utf8.count)
    guard clamped < text.utf8.count else { return clamped }
    let index = text.utf8.index(text.utf8.startIndex, offsetBy: clamped)
    // String's character operations round an index down to a character boundary first.
    return Self.offset(of: text.index(before: text.index(after: index)), in: text)
  }

  /// The index of UTF-8 offset `offset` (a boundary) in `text`: constant time for a native string.
  static func index(of offset: Int, in text: String) -> String.Index {
    text.utf8.index(text.utf8.startIndex, offsetBy: offset)
  }

  /// The UTF-8 offset of `index` in `text`: constant time for a native string.
  static func offset(of index: String.Index, in text: String) -> Int {
    text.utf8.distance(from: text.utf8.startIndex, to: index)
  }

  private var caretIndex: String.Index { Self.index(of: caret, in: text) }

  /// The caret as a count of characters from the start: a walk over the text before it, for
  /// tests and for what is drawn, never for editing.
  var characterOffset: Int { text[..<caretIndex].count }

  /// Types `text` at the caret and moves the caret past it.
  mutating func insert(_ inserted: String) {
    guard !inserted.isEmpty else { return }
    let end = caret + inserted.utf8.count
    text.insert(contentsOf: inserted, at: caretIndex)
    // A combining mark typed after a letter joins it, and a letter typed before a combining
    // mark is joined by it: the caret goes to the boundary at or before where the text ended.
    caret = Self.boundary(in: text, atOrBefore: end)
    changed = true
  }

  /// Backspace: removes the character before the caret.
  mutating func deleteBackward() {
    guard caret > 0 else { return }
    let start = text.index(before: caretIndex)
    let startOffset = Self.offset(of: start, in: text)
    text.removeSubrange(start..<caretIndex)
    caret = startOffset
    changed = true
  }

  /// Delete: removes the character after the caret.
  mutating func deleteForward() {
    guard caret < text.utf8.count else { return }
    let index = caretIndex
    text.removeSubrange(index..<text.index(after: index))
    changed = true
  }

  /// Ctrl-W: removes the word before the caret and the spaces after it.
  mutating func deleteWordBackward() {
    var start = caretIndex
    while start > text.startIndex && text[text.index(before: start)].isWhitespace { start = text.index(before: start) }
    while start > text.startIndex && !text[text.index(before: start)].isWhitespace {
      start = text.index(before: start)
    }
    remove(from: start, to: caretIndex)
  }

  /// Ctrl-U: removes everything before the caret on its line.
  mutating func deleteToLineStart() {
    remove(from: lineStart, to: caretIndex)
  }

  /// Ctrl-K: removes everything after the caret on its line.
  mutating func deleteToLineEnd() {
    let start = caretIndex
    let end = lineEnd
    guard start < end else { return }
    text.removeSubrange(start..<end)
    changed = true
  }

  private mutating func remove(from start: String.Index, to end: String.Index) {
    guard start < end else { return }
    let startOffset = Self.offset(of: start, in: text)
    text.removeSubrange(start..<end)
    caret = startOffset
    changed = true
  }

  mutating func moveLeft() {
    guard caret > 0 else { return }
    caret = Self.offset(of: text.index(before: caretIndex), in: text)
  }

  mutating func moveRight() {
    guard caret < text.utf8.count else { return }
    caret = Self.offset(of: text.index(after: caretIndex), in: text)
  }

  /// Home: the start of the caret's line.
  mutating func moveToLineStart() { caret = Self.offset(of: lineStart, in: text) }
  /// End: the end of the caret's line.
  mutating func moveToLineEnd() { caret = Self.offset(of: lineEnd, in: text) }

  // Lines are found scalar by scalar, far cheaper than character by character: a line
  // break is a control, which always stands between two characters (UAX #29, GB4 and GB5).
  private var lineStart: String.Index {
    let scalars = text.unicodeScalars
    var index = caretIndex
    while index > scalars.startIndex {
      let before = scalars.index(before: index)
      if Self.isLineBreak(scalars[before]) { break }
      index = before
    }
    return index
  }

  private var lineEnd: String.Index {
    let scalars = text.unicodeScalars
    var index = caretIndex
    while index < scalars.endIndex && !Self.isLineBreak(scalars[index]) { index = scalars.index(after: index) }
    return index
  }

  /// The scalars of the characters for which `Character.isNewline` is true.
  private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
    default: false
    }
  }
}
