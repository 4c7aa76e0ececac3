import TextUI

/// Renderings of one state in several variants laid out side by side, as `show` prints them
/// when the terminal is wide enough: a line naming each variant over its column, then the
/// rows next to each other, two spaces apart.
struct SideBySide {
  /// One column: its title and its rows, each `width` cells wide as a terminal shows it (the
  /// plain and ANSI renderings keep every row's trailing spaces).
  struct Column {
    var title: String
    var rows: [String]
    var width: Int
  }

  /// The space between two columns.
  static let gap = 2

  /// The columns' total width, gaps included.
  static func width(of columns: [Column]) -> Int {
    columns.reduce(0) { $0 + $1.width } + gap * max(0, columns.count - 1)
  }

  /// The lines of `columns` side by side; a column shorter than another is filled with spaces.
  static func lines(_ columns: [Column]) -> [String] {
    let height = columns.map(\.rows.count).max() ?? 0
    let separator = String(repeating: " ", count: gap)
    var lines = [
      columns.map { padded(String($0.title.prefix($0.width)), to: $0.width) }.joined(separator: separator)
    ]
    for row in 0..<height {
      lines.append(
        columns.map { row < $0.rows.count ? $0.rows[row] : String(repeating: " ", count: $0.width) }
          .joined(separator: separator))
    }
    return lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
  }

  /// `title` followed by the spaces that make it `width` cells wide.
  static func padded(_ title: String, to width: Int) -> String {
    let shown = title.reduce(0) { $0 + GraphemeWidth.width(of: $1) }
    return title + String(repeating: " ", count: max(0, width - shown))
  }
}
