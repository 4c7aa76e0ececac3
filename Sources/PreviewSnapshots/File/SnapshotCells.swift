import TextUI

extension SnapshotFile {
  /// The cell buffer this file records: the rows' graphemes at their measured widths, with the
  /// style runs applied. Review prints a new state's whole rendering from it, and the HTML
  /// report draws its grids from it, so both show what the file says, not a fresh rendering.
  package func buffer() -> Buffer {
    var buffer = Buffer(width: width, height: height)
    let bounds = buffer.bounds
    for (row, line) in lines.enumerated() where row < height {
      var column = 0
      for character in line {
        guard column < width else { break }
        column += buffer.put(
          character, width: max(1, GraphemeWidth.width(of: character)), x: column, y: row, style: .plain,
          clip: bounds)
      }
    }
    for run in styles where run.row < height {
      let columns = run.columns.clamped(to: 0..<width)
      guard !columns.isEmpty else { continue }
      let rect = Rect(x: columns.lowerBound, y: run.row, width: columns.count, height: 1)
      buffer.restyle(rect, clip: bounds) { $0 = run.style }
    }
    return buffer
  }
}
