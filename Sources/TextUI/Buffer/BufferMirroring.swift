/// A span of one row whose cells keep their order when the rectangle around them is mirrored:
/// a line of text, which reads the same in a right-to-left layout and only moves.
struct KeptRun: Hashable, Sendable {
  /// The row.
  var y: Int
  /// The first column of the span.
  var minX: Int
  /// The column past the span's last one.
  var maxX: Int
}

extension Buffer {
  /// Mirrors the cells of `rect` left to right about its middle, as a right-to-left layout
  /// places what a left-to-right one drew: every cell moves to the other side and a glyph that
  /// points one way (`‹`, `├`, `┌`, `▶`…) is replaced by its mirror image, except the cells of
  /// `runs`, which move as blocks and keep their order and glyphs (text). A wide character
  /// moves as a whole. Mirroring twice gives back the cells mirrored (with no runs).
  ///
  /// Cells of `rect` outside the buffer are not drawn; rows and runs outside it are ignored.
  mutating func mirror(_ rect: Rect, keeping runs: ArraySlice<KeptRun>) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    // The sum of the mirrored rectangle's edges: column x moves to `axis - 1 - x`.
    let axis = rect.minX + rect.maxX
    let rowRuns = runs.isEmpty ? [] : runs.sorted { $0.y < $1.y }
    var nextRun = 0
    var owner = [Int](repeating: -1, count: area.width)
    var source = [Cell](repeating: .blank, count: area.width)
    let bufferWidth = width
    withUnsafeMutableCells { cells in
      for y in area.minY..<area.maxY {
        let row = y * bufferWidth
        for x in area.minX..<area.maxX { source[x - area.minX] = cells[row + x] }
        for index in owner.indices { owner[index] = -1 }
        while nextRun < rowRuns.count && rowRuns[nextRun].y < y { nextRun += 1 }
        var runIndex = nextRun
        while runIndex < rowRuns.count && rowRuns[runIndex].y == y {
          let run = rowRuns[runIndex]
          for x in max(run.minX, area.minX)..<max(max(run.minX, area.minX), min(run.maxX, area.maxX)) {
            owner[x - area.minX] = runIndex
          }
          runIndex += 1
        }
        Self.mirrorRow(
          source: source, owner: owner, runs: rowRuns, axis: axis, area: area, into: cells.baseAddress! + row)
      }
    }
  }

  /// Writes the mirror image of one row's `source` cells (columns `area.minX…`) into `row`.
  private static func mirrorRow(
    source: [Cell], owner: [Int], runs: [KeptRun], axis: Int, area: Rect, into row: UnsafeMutablePointer<Cell>
  ) {
    let first = area.minX
    func store(_ cell: Cell, at x: Int) {
      if x >= area.minX && x < area.maxX { row[x] = cell }
    }
    var x = area.minX
    while x < area.maxX {
      let cell = source[x - first]
      if owner[x - first] >= 0 {
        let run = runs[owner[x - first]]
        store(cell, at: axis - run.maxX + (x - run.minX))
        x += 1
      } else if cell.width == 2 {
        // A wide character stays a lead cell followed by its continuation.
        let target = axis - x - 2
        if target >= area.minX {
          row[target] = cell
          store(x + 1 < area.maxX ? source[x + 1 - first] : .continuation(style: cell.style), at: target + 1)
        } else {
          store(Cell(code: .space, width: 1, style: cell.style), at: target + 1)
        }
        x += 2
      } else if cell.width == 0 {
        // The right half of a wide character cut by the rectangle's left edge.
        store(Cell(code: .space, width: 1, style: cell.style), at: axis - 1 - x)
        x += 1
      } else {
        store(Cell(code: cell.code.mirroredGlyph, width: 1, style: cell.style), at: axis - 1 - x)
        x += 1
      }
    }
  }
}

extension CellSymbol {
  /// The glyph drawn as this one's mirror image, or this one when it has none: Unicode's
  /// mirrored pairs (brackets, guillemets, `‹›`), and the box drawing, arrows, triangles and
  /// partial blocks that TextUI's controls and borders are drawn with.
  var mirroredGlyph: CellSymbol {
    guard let scalar, let mirror = Self.mirrors[scalar.value] else { return self }
    return CellSymbol(scalar: Unicode.Scalar(mirror)!)
  }

  /// Each glyph with a mirror image, and that image (both ways).
  private static let mirrors: [UInt32: UInt32] = {
    let pairs: [(Unicode.Scalar, Unicode.Scalar)] = [
      ("(", ")"), ("[", "]"), ("{", "}"), ("<", ">"), ("/", "\\"), ("«", "»"), ("‹", "›"), ("⟨", "⟩"),
      ("├", "┤"), ("┌", "┐"), ("└", "┘"), ("╭", "╮"), ("╰", "╯"), ("┏", "┓"), ("┗", "┛"), ("┣", "┫"),
      ("╔", "╗"), ("╚", "╝"), ("╠", "╣"), ("╟", "╢"), ("╞", "╡"), ("┝", "┥"), ("╒", "╕"), ("╘", "╛"),
      ("╓", "╖"), ("╙", "╜"), ("╱", "╲"), ("╴", "╶"), ("╸", "╺"),
      ("←", "→"), ("⇐", "⇒"), ("↖", "↗"), ("↙", "↘"), ("⟵", "⟶"), ("↩", "↪"), ("⇤", "⇥"),
      ("◀", "▶"), ("◁", "▷"), ("◂", "▸"), ("◃", "▹"), ("◄", "►"), ("⯇", "⯈"),
      ("▌", "▐"), ("▏", "▕"), ("▖", "▗"), ("▘", "▝"), ("▙", "▟"), ("▛", "▜"), ("◐", "◑"),
    ]
    var table: [UInt32: UInt32] = [:]
    for (left, right) in pairs {
      table[left.value] = right.value
      table[right.value] = left.value
    }
    return table
  }()
}
