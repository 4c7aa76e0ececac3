import TextUI

/// Where two renderings of the same state first differ: what `--repeat` and PreviewTesting's
/// stability check report, so a flaky preview is pinned to a cell rather than a whole screen.
///
/// Cells are compared row by row, left to right, as the snapshot file shows them; when the
/// text is identical the first cell whose style differs is named instead, and when the sizes
/// differ the sizes are.
package struct RenderingDifference: Sendable, Equatable, CustomStringConvertible {
  /// The step the renderings were taken after (`nil` for the first render).
  package var step: String?
  /// The row of the first differing cell, from 0 at the top; `nil` when the sizes differ.
  package var row: Int?
  /// The column of the first differing cell, from 0 at the left; `nil` when the sizes differ.
  package var column: Int?
  /// What the first rendering shows there, e.g. `"4"`, `"fg=red"` or `"40×3"`.
  package var first: String
  /// What the other rendering shows there.
  package var other: String

  /// A difference from its parts.
  package init(step: String?, row: Int?, column: Int?, first: String, other: String) {
    self.step = step
    self.row = row
    self.column = column
    self.first = first
    self.other = other
  }

  /// "row 2, column 9: \"7\" in one rendering, \"3\" in the other", prefixed with the step.
  package var description: String {
    let place = row.map { row in "row \(row), column \(column ?? 0)" } ?? "size"
    let stepText = step.map { "after step \"\($0)\", " } ?? ""
    return "\(stepText)\(place): \(first) in one rendering, \(other) in the other"
  }

  /// The first difference between two renderings of one state, or `nil` when they are equal.
  package static func between(_ first: SnapshotFile, _ other: SnapshotFile, step: String? = nil) -> Self? {
    if first.hasSameEncoding(as: other) { return nil }
    if first.width != other.width || first.height != other.height || first.lines.count != other.lines.count {
      return Self(
        step: step, row: nil, column: nil, first: "\(first.width)×\(first.height)",
        other: "\(other.width)×\(other.height)")
    }
    for (row, (left, right)) in zip(first.lines, other.lines).enumerated() where !left.utf8.elementsEqual(right.utf8) {
      let (column, leftCell, rightCell) = firstDifferingCell(left, right)
      return Self(step: step, row: row, column: column, first: quoted(leftCell), other: quoted(rightCell))
    }
    let leftStyles = cellStyles(first)
    let rightStyles = cellStyles(other)
    for key in Set(leftStyles.keys).union(rightStyles.keys).sorted(by: { ($0.row, $0.column) < ($1.row, $1.column) })
    where leftStyles[key] != rightStyles[key] {
      return Self(
        step: step, row: key.row, column: key.column,
        first: styleName(leftStyles[key]), other: styleName(rightStyles[key]))
    }
    // Only the header differs (the width policy, say): named as such.
    return Self(step: step, row: nil, column: nil, first: "its header", other: "another header")
  }

  /// The column where two rows' cells first differ, and the two graphemes there (`""` past
  /// the end of a row).
  private static func firstDifferingCell(_ left: String, _ right: String) -> (Int, String, String) {
    var column = 0
    var leftIndex = left.startIndex
    var rightIndex = right.startIndex
    while leftIndex < left.endIndex || rightIndex < right.endIndex {
      let leftCharacter = leftIndex < left.endIndex ? left[leftIndex] : nil
      let rightCharacter = rightIndex < right.endIndex ? right[rightIndex] : nil
      guard let leftCharacter, let rightCharacter,
        String(leftCharacter).utf8.elementsEqual(String(rightCharacter).utf8)
      else {
        return (column, leftCharacter.map(String.init) ?? "", rightCharacter.map(String.init) ?? "")
      }
      column += GraphemeWidth.width(of: leftCharacter)
      leftIndex = left.index(after: leftIndex)
      rightIndex = right.index(after: rightIndex)
    }
    return (column, "", "")
  }

  private struct Cell: Hashable {
    var row: Int
    var column: Int
  }

  /// Every styled cell of a snapshot.
  private static func cellStyles(_ file: SnapshotFile) -> [Cell: Style] {
    var cells: [Cell: Style] = [:]
    for run in file.styles {
      for column in run.columns { cells[Cell(row: run.row, column: column)] = run.style }
    }
    return cells
  }

  private static func styleName(_ style: Style?) -> String {
    StyleEncoding.encode(style ?? .plain)
  }

  private static func quoted(_ grapheme: String) -> String {
    grapheme.isEmpty ? "nothing" : "\"" + TerminalText.escaped(grapheme) + "\""
  }
}
