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
      source.withUnsafeMutableBufferPointer { source in
        let scratch = source.baseAddress!
        for y in area.minY..<area.maxY {
          let row = cells.baseAddress! + y * bufferWidth
          while nextRun < rowRuns.count && rowRuns[nextRun].y < y { nextRun += 1 }
          var rowEnd = nextRun
          while rowEnd < rowRuns.count && rowRuns[rowEnd].y == y { rowEnd += 1 }
          if Self.mirrorNarrowRow(row, rect: rect, area: area, runs: rowRuns[nextRun..<rowEnd], scratch: scratch) {
            continue
          }
          scratch.update(from: row + area.minX, count: area.width)
          for index in owner.indices { owner[index] = -1 }
          var runIndex = nextRun
          while runIndex < rowEnd {
            let run = rowRuns[runIndex]
            for x in max(run.minX, area.minX)..<max(max(run.minX, area.minX), min(run.maxX, area.maxX)) {
              owner[x - area.minX] = runIndex
            }
            runIndex += 1
          }
          Self.mirrorRow(source: scratch, owner: owner, runs: rowRuns, axis: axis, area: area, into: row)
        }
      }
    }
  }

  /// Mirrors one row in place the quick way, when it can: every cell of it one column wide
  /// (no wide character to keep whole), the rectangle inside the buffer across, and its text
  /// runs inside it and apart. The row is reversed, glyphs mirrored, and each run's cells are
  /// copied as a block from `scratch` (a copy of the row, `area.width` cells) to their place
  /// on the other side. Returns whether it did; the caller mirrors the row cell by cell
  /// otherwise.
  private static func mirrorNarrowRow(
    _ row: UnsafeMutablePointer<Cell>, rect: Rect, area: Rect, runs: ArraySlice<KeptRun>,
    scratch: UnsafeMutablePointer<Cell>
  ) -> Bool {
    guard area.minX == rect.minX && area.maxX == rect.maxX else { return false }
    if runs.isEmpty && isUniform(row, area.minX, area.maxX) { return true }
    for x in area.minX..<area.maxX where row[x].width != 1 { return false }
    for (index, run) in zip(runs.indices, runs) {
      guard run.minX >= area.minX && run.maxX <= area.maxX && run.minX <= run.maxX else { return false }
      for other in runs[(index + 1)...] where other.minX < run.maxX && run.minX < other.maxX { return false }
    }
    if !runs.isEmpty { scratch.update(from: row + area.minX, count: area.width) }
    reverseMirroringGlyphs(row, area.minX, area.maxX)
    let axis = rect.minX + rect.maxX
    for run in runs where run.minX < run.maxX {
      (row + axis - run.maxX).update(from: scratch + (run.minX - area.minX), count: run.maxX - run.minX)
    }
    return true
  }

  /// Whether the cells `start..<end` of `row` are one cell repeated, one column wide, whose
  /// glyph is its own mirror image (a blank row, a filled background): mirroring them changes
  /// nothing.
  private static func isUniform(_ row: UnsafeMutablePointer<Cell>, _ start: Int, _ end: Int) -> Bool {
    let first = row[start]
    guard first.width == 1 && first.code.mirroredGlyph == first.code else { return false }
    for x in (start + 1)..<end where row[x] != first { return false }
    return true
  }

  /// Reverses the cells `start..<end` of `row`, each glyph replaced by its mirror image.
  private static func reverseMirroringGlyphs(_ row: UnsafeMutablePointer<Cell>, _ start: Int, _ end: Int) {
    var low = start
    var high = end - 1
    while low < high {
      let left = row[low]
      row[low] = row[high]
      row[high] = left
      row[low].code = row[low].code.mirroredGlyph
      row[high].code = row[high].code.mirroredGlyph
      low += 1
      high -= 1
    }
    if low == high { row[low].code = row[low].code.mirroredGlyph }
  }

  /// Writes the mirror image of one row's `source` cells (columns `area.minX…`) into `row`.
  private static func mirrorRow(
    source: UnsafeMutablePointer<Cell>, owner: [Int], runs: [KeptRun], axis: Int, area: Rect,
    into row: UnsafeMutablePointer<Cell>
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
    let value = rawValue
    // Nearly every cell is a letter, a digit or a space: only ASCII's brackets and slashes,
    // `«»` and the range from `‹` (U+2039) to `⯈` (U+2BC8) have images. A cluster's value has
    // its flag bit set, so it is past the range.
    if value < 0x80 {
      switch value {
      case 0x28, 0x29, 0x2F, 0x3C, 0x3E, 0x5B, 0x5C, 0x5D, 0x7B, 0x7D: break
      default: return self
      }
    } else if value != 0xAB && value != 0xBB && (value < 0x2039 || value > 0x2BC8) {
      return self
    }
    if value & 0xFF00 == 0x2500 {
      // Box drawing and blocks, which every border and control is drawn with: a table.
      let mirror = Self.boxMirrors[Int(value & 0xFF)]
      return mirror == 0 ? self : CellSymbol(scalarValue: mirror)
    }
    guard let mirror = Self.mirrors[value] else { return self }
    return CellSymbol(scalarValue: mirror)
  }

  /// The mirror images of U+2500…U+25FF, by their last byte; 0 where there is none.
  private static let boxMirrors: [UInt32] = {
    var table = [UInt32](repeating: 0, count: 256)
    for (glyph, image) in mirrors where glyph & 0xFF00 == 0x2500 { table[Int(glyph & 0xFF)] = image }
    return table
  }()

  /// Each glyph with a mirror image, and that image (both ways).
  static let mirrors: [UInt32: UInt32] = {
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
