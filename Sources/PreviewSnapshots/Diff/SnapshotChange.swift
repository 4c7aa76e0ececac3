import TextUI

/// What changed between a recorded snapshot and a fresh rendering, and how to show it.
package struct SnapshotChange: Sendable {
  /// Which part of the snapshot changed, so the runner can say it in one word.
  package enum Kind: String, Sendable {
    /// The rows' text changed; styles did not.
    case text
    /// Only styles changed; the text is identical.
    case styles
    /// Both the text and the styles changed.
    case textAndStyles
    /// Text and styles are identical but the header differs: the width policy, the size of
    /// an empty rendering, or the names.
    case header
    /// Text and styles are identical but what a screen reader gets changed (the
    /// `accessibility:` section).
    case accessibility
  }

  /// Which part changed.
  package var kind: Kind
  /// The diff from the recorded file's text to the new rendering's.
  package var diff: UnifiedDiff
  /// Cell-level style differences when the two renderings have the same size, one line per
  /// row and column range: `"row 3, columns 0..<7: fg=red bold → fg=green bold"`.
  package var styleChanges: [String]
  /// The header fields that differ, e.g. `["width-policy"]`.
  package var headerChanges: [String]

  /// A change with explicit parts.
  package init(kind: Kind, diff: UnifiedDiff, styleChanges: [String], headerChanges: [String] = []) {
    self.kind = kind
    self.diff = diff
    self.styleChanges = styleChanges
    self.headerChanges = headerChanges
  }

  /// The change from `recorded` to `actual`, which are known to differ; their texts, when
  /// given, are the files as read (a file that decodes is exactly what encoding its model
  /// gives, so a mismatch encodes nothing again).
  package init(
    recorded: SnapshotFile, actual: SnapshotFile, path: String, recordedText: String? = nil, actualText: String? = nil
  ) {
    // The rows alone decide "text": an empty rendering that changed width has the same
    // (no) text and is a header change.
    let textChanged =
      recorded.lines.count != actual.lines.count
      || zip(recorded.lines, actual.lines).contains { !$0.utf8.elementsEqual($1.utf8) }
    let stylesChanged = recorded.styles != actual.styles
    var headerChanges: [String] = []
    func note(_ name: String, _ changed: Bool) { if changed { headerChanges.append(name) } }
    note("component", !recorded.id.component.utf8.elementsEqual(actual.id.component.utf8))
    note("preview", !recorded.id.preview.utf8.elementsEqual(actual.id.preview.utf8))
    note("state", !recorded.id.state.utf8.elementsEqual(actual.id.state.utf8))
    note("step", recorded.id.step.map { Array($0.utf8) } != actual.id.step.map { Array($0.utf8) })
    note("width", recorded.width != actual.width)
    note("height", recorded.height != actual.height)
    note("width-policy", !recorded.unicodePolicy.utf8.elementsEqual(actual.unicodePolicy.utf8))
    self.headerChanges = headerChanges
    switch (textChanged, stylesChanged) {
    case (true, true): kind = .textAndStyles
    case (true, false): kind = .text
    case (false, true): kind = .styles
    case (false, false):
      kind =
        recorded.accessibility.count != actual.accessibility.count
          || zip(recorded.accessibility, actual.accessibility).contains { !$0.utf8.elementsEqual($1.utf8) }
        ? .accessibility : .header
    }
    diff = UnifiedDiff(
      old: recordedText ?? recorded.encoded(), new: actualText ?? actual.encoded(), oldPath: path, newPath: path)
    styleChanges =
      stylesChanged && recorded.width == actual.width && recorded.height == actual.height
      ? Self.cellChanges(from: recorded, to: actual) : []
  }

  /// One block for the person at the terminal: a headline saying what changed, the cell-level
  /// style changes when only styles changed (a style line diff alone is hard to read), then
  /// the unified diff, coloured for a terminal when `colored`. Paths and lines are escaped
  /// (``TerminalText``), so the block is safe to print whatever the files hold.
  package func report(colored: Bool) -> String {
    var text = headline
    if colored { text = SGR.styled(text, SGR.bold) }
    text += "\n"
    if kind == .styles {
      for change in styleChanges { text += "  " + change + "\n" }
    }
    text += colored ? diff.coloredText() : TerminalText.escapedLines(diff.patchText())
    return text
  }

  /// What changed, in a few words: `"text changed"`, `"styles changed (text identical)"`, …
  package var headline: String {
    let header =
      headerChanges.contains("width-policy") ? " (the Unicode width policy changed too)" : ""
    switch kind {
    case .text: return "text changed" + header
    case .styles: return "styles changed (text identical)" + header
    case .textAndStyles: return "text and styles changed" + header
    case .accessibility:
      return "accessibility changed (text and styles identical)" + header
    case .header:
      return "header changed (text and styles identical): "
        + headerChanges.joined(separator: ", ")
    }
  }

  /// The most cell-level lines a change lists before summarising the rest: a restyled screen
  /// would otherwise bury the diff.
  static let styleChangeLimit = 20

  /// Groups cells whose (old, new) style pair is the same into column ranges, per row.
  private static func cellChanges(from recorded: SnapshotFile, to actual: SnapshotFile) -> [String] {
    let width = recorded.width
    func cells(_ file: SnapshotFile) -> [Int: [Style]] {
      var rows: [Int: [Style]] = [:]
      for run in file.styles {
        var row = rows[run.row] ?? Array(repeating: .plain, count: width)
        for column in run.columns.clamped(to: 0..<width) { row[column] = run.style }
        rows[run.row] = row
      }
      return rows
    }
    let old = cells(recorded)
    let new = cells(actual)
    var lines: [String] = []
    var total = 0
    for row in Set(old.keys).union(new.keys).sorted() {
      let before = old[row] ?? Array(repeating: .plain, count: width)
      let after = new[row] ?? Array(repeating: .plain, count: width)
      var column = 0
      while column < width {
        guard before[column] != after[column] else {
          column += 1
          continue
        }
        let start = column
        while column < width && before[column] == before[start] && after[column] == after[start] {
          column += 1
        }
        total += 1
        if lines.count < styleChangeLimit {
          lines.append(
            "row \(row), columns \(StyleEncoding.describe(start..<column)): "
              + StyleEncoding.encode(before[start]) + " → " + StyleEncoding.encode(after[start]))
        }
      }
    }
    if total > lines.count {
      lines.append("… and \(counted(total - lines.count, "more style change"))")
    }
    return lines
  }
}
