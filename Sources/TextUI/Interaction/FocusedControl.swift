/// The control the live runtime has focused, as drawing sees it: which control, and for a
/// text field where its caret is. Previews have none, so snapshots never show focus.
struct FocusedControl: Equatable {
  /// The focused control's view identity (``InteractiveRegion``'s).
  var identity: ViewIdentity
  /// For a text field or editor: the caret, as a UTF-8 offset into its text at a character
  /// boundary (see `CaretText`).
  var caret: Int = 0
}

extension Canvas {
  /// Draws the focus on the control just drawn in `rect`, if it is the focused one: a text
  /// field shows its text around the caret and puts the cursor there; any other control is
  /// drawn in reverse video, as a terminal shows a selection (or underlined and bold when it
  /// is reversed already).
  @MainActor mutating func drawFocus(on region: InteractiveRegion) {
    guard let focus, focus.identity == region.identity else { return }
    if let editing = region.editing {
      var shown = editing.text()
      var caret = focus.caret
      if editing.isSecure {
        // One "•" per character, the caret after as many of them as characters before it.
        let before = shown[..<CaretText.index(of: CaretText.boundary(in: shown, atOrBefore: caret), in: shown)].count
        shown = String(repeating: "•", count: shown.count)
        caret = before * "•".utf8.count
      }
      if editing.isMultiline {
        drawEditor(shown, caret: caret, in: region.rect)
      } else {
        drawField(shown, caret: caret, in: region.rect)
      }
    } else if isReversed(region.rect) {
      // Already reversed (a selected segment, a highlighted row): focus must still show.
      buffer.restyle(region.rect, clip: clip) { $0.attributes.formUnion([.underline, .bold]) }
    } else {
      buffer.restyle(region.rect, clip: clip) { $0.attributes.insert(.inverse) }
    }
  }

  /// Whether a cell of `rect` is drawn in reverse video already.
  private func isReversed(_ rect: Rect) -> Bool {
    let area = rect.intersection(clip).intersection(buffer.bounds)
    guard !area.isEmpty else { return false }
    for y in area.minY..<area.maxY {
      for x in area.minX..<area.maxX where buffer[x, y].style.attributes.contains(.inverse) { return true }
    }
    return false
  }

  /// A one-line field, `[text___]`: the part of the text that keeps the caret in view, and
  /// the cursor at the caret. Only the characters around the caret are looked at, so a field
  /// holding a megabyte draws as fast as one holding a word.
  private mutating func drawField(_ text: String, caret: Int, in rect: Rect) {
    guard rect.width > 2, rect.height > 0 else { return }
    let inner = Rect(x: rect.minX + 1, y: rect.minY, width: rect.width - 2, height: 1)
    let area = inner.intersection(clip)
    boldBrackets(of: rect)
    if text.isEmpty {
      // An empty field keeps its dim placeholder, as SwiftUI's does while focused.
      if area.contains(inner.origin) { cursor = inner.origin }
      return
    }
    let caretIndex = CaretText.index(of: CaretText.boundary(in: text, atOrBefore: caret), in: text)
    // Scroll so the caret (which needs a cell of its own at the end) stays inside the field:
    // the text shown starts as far back from the caret as still leaves it that cell.
    var first = caretIndex
    var widthToCaret = 0
    while first > text.startIndex {
      let before = text.index(before: first)
      let width = GraphemeWidth.width(of: text[before])
      if widthToCaret + width + 1 > inner.width { break }
      widthToCaret += width
      first = before
    }
    buffer.fill(inner, with: "_", style: Style(attributes: .dim), clip: area)
    var x = inner.minX
    var index = first
    while index < text.endIndex {
      let character = text[index]
      let width = GraphemeWidth.width(of: character)
      guard x + width <= inner.maxX else { break }
      x += buffer.put(character, width: width, x: x, y: inner.minY, style: .plain, clip: area)
      index = text.index(after: index)
    }
    // The typed text keeps its order in a right-to-left layout, and the caret goes with it.
    if keepsTextOrder { keepOrder(y: inner.minY, minX: inner.minX, maxX: x, clip: area) }
    let cursor = Point(x: inner.minX + widthToCaret, y: inner.minY)
    if area.contains(cursor) { self.cursor = cursor }
  }

  /// A focused field's brackets are bold, so it shows even before the cursor blinks.
  private mutating func boldBrackets(of rect: Rect) {
    buffer.restyle(Rect(x: rect.minX, y: rect.minY, width: 1, height: 1), clip: clip) { $0.attributes.insert(.bold) }
    buffer.restyle(Rect(x: rect.maxX - 1, y: rect.minY, width: 1, height: 1), clip: clip) {
      $0.attributes.insert(.bold)
    }
  }

  /// A `TextEditor`'s box: its lines wrapped at the box's width, character by character so
  /// the caret's place is exact, scrolled so the caret's line is in view.
  private mutating func drawEditor(_ text: String, caret: Int, in rect: Rect) {
    let inner = rect.inset(by: CellInsets(top: 1, leading: 1, bottom: 1, trailing: 1))
    guard inner.width > 0, inner.height > 0 else { return }
    let layout = EditorLayout(text: text, width: inner.width - 1)
    let caretPlace = layout.place(of: min(max(0, caret), layout.count))
    let firstLine = max(0, caretPlace.line - inner.height + 1)
    let area = inner.intersection(clip)
    buffer.fill(inner, with: " ", style: .plain, clip: area)
    for (row, line) in layout.lines.enumerated() where row >= firstLine && row - firstLine < inner.height {
      var x = inner.minX
      for character in line.characters {
        x += buffer.put(
          character, width: GraphemeWidth.width(of: character), x: x, y: inner.minY + row - firstLine, style: .plain,
          clip: area)
      }
      if keepsTextOrder { keepOrder(y: inner.minY + row - firstLine, minX: inner.minX, maxX: x, clip: area) }
    }
    let cursor = Point(x: inner.minX + caretPlace.column, y: inner.minY + caretPlace.line - firstLine)
    if area.contains(cursor) { self.cursor = cursor }
  }
}

/// A text laid out in lines no wider than a width, broken at line breaks and wherever the
/// next character would not fit: where a focused `TextEditor` draws each character and its
/// caret, and what Up and Down move the caret through. Offsets are UTF-8 offsets into the
/// text, at character boundaries, as the caret's are.
struct EditorLayout {
  struct Line {
    /// The UTF-8 offset of the line's first character in the text.
    var start: Int
    var characters: [Character]
  }
  private(set) var lines: [Line] = []
  /// The UTF-8 length of the text: the caret's offset at its end.
  let count: Int

  init(text: String, width: Int) {
    count = text.utf8.count
    let width = max(1, width)
    var line = Line(start: 0, characters: [])
    var used = 0
    var offset = 0
    for character in text {
      let length = character.utf8.count
      defer { offset += length }
      if character == "\n" || character == "\r\n" {
        lines.append(line)
        line = Line(start: offset + length, characters: [])
        used = 0
        continue
      }
      let characterWidth = GraphemeWidth.width(of: character)
      if used + characterWidth > width && !line.characters.isEmpty {
        lines.append(line)
        line = Line(start: offset, characters: [])
        used = 0
      }
      line.characters.append(character)
      used += characterWidth
    }
    lines.append(line)
  }

  /// The line and column (in cells) of the caret at UTF-8 offset `offset`.
  func place(of offset: Int) -> (line: Int, column: Int) {
    var index = lines.count - 1
    while index > 0 && lines[index].start > offset { index -= 1 }
    let line = lines[index]
    var position = line.start
    var column = 0
    for character in line.characters {
      if position >= offset { break }
      position += character.utf8.count
      column += GraphemeWidth.width(of: character)
    }
    return (index, column)
  }

  /// The caret offset on `line` nearest to `column` cells in: where Up and Down land.
  func offset(line: Int, column: Int) -> Int {
    let line = lines[min(max(0, line), lines.count - 1)]
    var used = 0
    var position = line.start
    for character in line.characters {
      let characterWidth = GraphemeWidth.width(of: character)
      if used + characterWidth > column { return position }
      used += characterWidth
      position += character.utf8.count
    }
    return position
  }
}
