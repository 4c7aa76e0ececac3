/// A text and a caret in it, counted in characters (grapheme clusters), as a person moves
/// through text: the editing a focused field does, as a value so it can be tested alone.
struct CaretText: Equatable {
  private(set) var characters: [Character]
  /// Where typing goes: before the character at this offset (`count` is the end).
  private(set) var caret: Int

  init(_ text: String, caret: Int? = nil) {
    characters = Array(text)
    self.caret = min(max(0, caret ?? characters.count), characters.count)
  }

  var text: String { String(characters) }

  /// Types `text` at the caret and moves the caret past it.
  mutating func insert(_ text: String) {
    let inserted = Array(text)
    characters.insert(contentsOf: inserted, at: caret)
    caret += inserted.count
    // A combining mark typed after a letter joins it: count again as the string sees it.
    let joined = Array(String(characters))
    if joined.count != characters.count {
      caret -= characters.count - joined.count
      characters = joined
    }
  }

  /// Backspace: removes the character before the caret.
  mutating func deleteBackward() {
    guard caret > 0 else { return }
    characters.remove(at: caret - 1)
    caret -= 1
  }

  /// Delete: removes the character after the caret.
  mutating func deleteForward() {
    guard caret < characters.count else { return }
    characters.remove(at: caret)
  }

  /// Ctrl-W: removes the word before the caret and the spaces after it.
  mutating func deleteWordBackward() {
    var start = caret
    while start > 0 && characters[start - 1].isWhitespace { start -= 1 }
    while start > 0 && !characters[start - 1].isWhitespace { start -= 1 }
    characters.removeSubrange(start..<caret)
    caret = start
  }

  /// Ctrl-U: removes everything before the caret on its line.
  mutating func deleteToLineStart() {
    let start = lineStart
    characters.removeSubrange(start..<caret)
    caret = start
  }

  /// Ctrl-K: removes everything after the caret on its line.
  mutating func deleteToLineEnd() {
    characters.removeSubrange(caret..<lineEnd)
  }

  mutating func moveLeft() { caret = max(0, caret - 1) }
  mutating func moveRight() { caret = min(characters.count, caret + 1) }
  /// Home: the start of the caret's line.
  mutating func moveToLineStart() { caret = lineStart }
  /// End: the end of the caret's line.
  mutating func moveToLineEnd() { caret = lineEnd }
  mutating func move(to offset: Int) { caret = min(max(0, offset), characters.count) }

  private var lineStart: Int {
    var index = caret
    while index > 0 && !characters[index - 1].isNewline { index -= 1 }
    return index
  }

  private var lineEnd: Int {
    var index = caret
    while index < characters.count && !characters[index].isNewline { index += 1 }
    return index
  }
}
