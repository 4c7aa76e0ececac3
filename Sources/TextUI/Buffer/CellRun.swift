import Foundation

/// A stretch of one buffer row whose cells share a style: the unit every encoder translates
/// (plain text, ANSI, the runner's snapshot files and HTML report), walked with
/// ``Buffer/forEachRun(inRow:_:)``.
///
/// The right half of a wide character belongs to its character's run whatever its own style
/// is, because a terminal paints the glyph as one unit; so a run never splits a character.
public struct CellRun: Hashable, Sendable {
  /// The row the run is in.
  public var row: Int
  /// The columns the run covers, never empty.
  public var columns: Range<Int>
  /// The style of every cell of the run (of the left half, for a wide character).
  public var style: Style

  /// A run of `columns` of row `row` in `style`.
  public init(row: Int, columns: Range<Int>, style: Style) {
    self.row = row
    self.columns = columns
    self.style = style
  }
}

extension Buffer {
  /// Calls `body` with the runs of row `y` from left to right: maximal stretches of cells of
  /// equal style covering every column, the right half of a wide character in its
  /// character's run. A row of width 0 has no runs.
  ///
  /// ```swift
  /// buffer.forEachRun(inRow: 0) { run in
  ///   print(run.columns, run.style, buffer.symbols(of: run))
  /// }
  /// ```
  public func forEachRun(inRow y: Int, _ body: (CellRun) throws -> Void) rethrows {
    precondition(y >= 0 && y < height, "row \(y) is outside a buffer of height \(height)")
    let rowWidth = width
    try cells.withUnsafeBufferPointer { all in
      guard let base = all.baseAddress else { return }
      let row = base + y * rowWidth
      var start = 0
      while start < rowWidth {
        let end = Self.endOfRun(row, width: rowWidth, from: start)
        try body(CellRun(row: y, columns: start..<end, style: row[start].style))
        start = end
      }
    }
  }

  /// ``forEachRun(inRow:_:)`` for every row, top to bottom.
  public func forEachRun(_ body: (CellRun) throws -> Void) rethrows {
    for y in 0..<height { try forEachRun(inRow: y, body) }
  }

  /// The symbols of the cells of `run`, the right halves of wide characters left out: what a
  /// terminal shows in those columns.
  public func symbols(of run: CellRun) -> String {
    var bytes: [UInt8] = []
    appendSymbols(of: run, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends the UTF-8 of ``symbols(of:)`` to `bytes`.
  public func appendSymbols(of run: CellRun, to bytes: inout [UInt8]) {
    let complete = appendWritten(room: run.columns.count * 4, to: &bytes) { cells, out in
      var next = out
      var index = run.row * width + run.columns.lowerBound
      let end = index + run.columns.count
      while index < end {
        let cell = cells + index
        index &+= 1
        if cell.pointee.width == 0 { continue }
        let value = cell.pointee.code.rawValue
        // A cluster of several scalars may need more than its room.
        if value >= CellSymbol.clusterFlag { return nil }
        next += Self.writeUTF8(scalar: value, to: next)
      }
      return next - out
    }
    if !complete {
      for x in run.columns where self[x, run.row].width != 0 { self[x, run.row].code.appendUTF8(to: &bytes) }
    }
  }

  /// Writes rows from `firstRow` on as a snapshot file frames them, each `bar` (its UTF-8,
  /// `barLength` bytes, first byte lowest), the row's symbols, `bar` again and a newline, at
  /// `start`, which has room for ``framedRowRoom`` bytes a row; adds the bytes written to
  /// `count` and returns the row it stopped at: `height` when every row was written, else
  /// the first row (not written) with a symbol that is not one scalar, spans other cells than
  /// its width (the right half of a wide character right after it), or that `accepts`
  /// refused. Printable ASCII one cell wide is taken as it is; any other symbol is offered to
  /// `accepts` with its scalar value and width in cells, and the last two it agreed to are
  /// written again without asking. Each row written has its runs (as
  /// ``forEachRun(inRow:_:)`` finds them) put in `runs`.
  ///
  /// The snapshot encoder's walk of a screen: one call for all the rows, where a call per row
  /// (and its closures) cost a debug build more than the row's cells; and one walk of the
  /// cells for their symbols and their runs, where a second walk for the runs cost a debug
  /// build half as much as the first.
  package func writeFramedRows(
    from firstRow: Int, to start: UnsafeMutablePointer<UInt8>, count: inout Int, bar: UInt32, barLength: Int,
    runs: borrowing RowRuns, accepting accepts: (_ scalar: UInt32, _ cells: Int) -> Bool
  ) -> Int {
    let rowWidth = width
    let rows = height
    let runStarts = runs.starts
    let runStyles = runs.styles
    let runCounts = runs.counts
    var written = 0
    let stopped = cells.withUnsafeBufferPointer { all -> Int in
      guard let cells = all.baseAddress, rowWidth > 0 else {
        return Self.writeEmptyRows(
          from: firstRow, of: rows, to: start, written: &written, bar: bar, barLength: barLength)
      }
      // The last two symbols `accepts` agreed to (`first` the later), each with its span
      // and UTF-8 (`length` bytes from the low byte): a screen repeats its border's bar and
      // a rule's or a text's symbol row after row.
      var first = AcceptedSymbol()
      var second = AcceptedSymbol()
      var y = firstRow
      while y < rows {
        var next = start + written
        Self.writeBar(bar, length: barLength, to: &next)
        let rowStart = y &* rowWidth
        var index = rowStart
        let end = index &+ rowWidth
        // The row's runs so far, the last in `style` (its packed form), kept where the row's
        // cells are kept: `rowStart` on.
        var style = cells[index].style.bits
        runStarts[rowStart] = 0
        runStyles[rowStart] = style
        var runCount = 1
        while index < end {
          index = Self.copyNarrow(cells, from: index, to: end, style: style, first: first, second: second, into: &next)
          if index == end { break }
          let cell = cells + index
          // A cell reached here is never the right half of a wide character (those are
          // stepped over with their left half), so a new style starts a run.
          if cell.pointee.style.bits != style {
            style = cell.pointee.style.bits
            runStarts[rowStart &+ runCount] = index &- rowStart
            runStyles[rowStart &+ runCount] = style
            runCount &+= 1
            continue
          }
          let value = cell.pointee.code.rawValue
          let cellWidth = cell.pointee.width
          // Conditions in a list, not joined by `&&` or `||`, whose right side a debug
          // build makes a closure.
          var span = 1
          if cellWidth == 2, index &+ 1 < end, cells[index &+ 1].width == 0 { span = 2 }
          guard value < CellSymbol.clusterFlag, Int(cellWidth) == span else { return y }
          if value == first.value, span == first.span {
            // The last symbol again.
          } else if value == second.value, span == second.span {
            swap(&first, &second)
          } else {
            guard accepts(value, span) else { return y }
            second = first
            first = AcceptedSymbol(value: value, span: span)
          }
          // Room for four bytes a cell: all four are written, `length` of them kept.
          Self.writeBar(first.utf8, length: first.length, to: &next)
          index &+= span
        }
        runCounts[y] = runCount
        Self.writeBar(bar, length: barLength, to: &next)
        next.pointee = 0x0A
        written = next + 1 - start
        y &+= 1
      }
      return rows
    }
    count += written
    return stopped
  }

  /// The room ``writeFramedRows(from:to:count:bar:barLength:accepting:)`` needs for a row:
  /// four bytes a cell, two bars of up to four bytes and a newline.
  package var framedRowRoom: Int { width * 4 + 9 }

  /// The rows of a buffer without cells (of width 0): bars and newlines.
  private static func writeEmptyRows(
    from firstRow: Int, of rows: Int, to start: UnsafeMutablePointer<UInt8>, written: inout Int, bar: UInt32,
    barLength: Int
  ) -> Int {
    var next = start
    var y = firstRow
    while y < rows {
      writeBar(bar, length: barLength, to: &next)
      writeBar(bar, length: barLength, to: &next)
      next.pointee = 0x0A
      next += 1
      y += 1
    }
    written = next - start
    return rows
  }

  /// A symbol the snapshot encoder's check agreed to: its scalar, the cells it spans and its
  /// UTF-8, `length` bytes of `utf8` from the low byte.
  private struct AcceptedSymbol {
    var value: UInt32 = .max
    var span = 0
    var utf8: UInt32 = 0
    var length = 0

    init() {}

    init(value: UInt32, span: Int) {
      self.value = value
      self.span = span
      utf8 = Buffer.packedUTF8(scalar: value)
      length = Buffer.utf8Length(scalar: value)
    }
  }

  /// Writes `length` bytes of `utf8` (first byte lowest) at `next`, advancing it; there is
  /// room for four. All four stored, `length` kept. Masking shifts (`&>>`) here and below:
  /// a debug build checks a smart shift's amount, some twenty instructions a shift.
  @_transparent
  private static func writeBar(_ utf8: UInt32, length: Int, to next: inout UnsafeMutablePointer<UInt8>) {
    next[0] = UInt8(truncatingIfNeeded: utf8)
    next[1] = UInt8(truncatingIfNeeded: utf8 &>> 8)
    next[2] = UInt8(truncatingIfNeeded: utf8 &>> 16)
    next[3] = UInt8(truncatingIfNeeded: utf8 &>> 24)
    next += length
  }

  /// Puts the runs of row `y` in `runs`, as ``forEachRun(inRow:_:)`` finds them: the
  /// snapshot encoder's walk of a row that
  /// ``writeFramedRows(from:to:count:bar:barLength:runs:accepting:)`` did not write.
  package func writeRuns(ofRow y: Int, into runs: borrowing RowRuns) {
    precondition(y >= 0 && y < height, "row \(y) is outside a buffer of height \(height)")
    let rowWidth = width
    let starts = runs.starts + y * rowWidth
    let styles = runs.styles + y * rowWidth
    runs.counts[y] = cells.withUnsafeBufferPointer { all -> Int in
      guard let base = all.baseAddress else { return 0 }
      let row = base + y * rowWidth
      var start = 0
      var count = 0
      while start < rowWidth {
        starts[count] = start
        styles[count] = row[start].style.bits
        count &+= 1
        start = Self.endOfRun(row, width: rowWidth, from: start)
      }
      return count
    }
  }

  // The seam: the only code reading the cells through a pointer for encoders. A plain
  // pointer's subscript is inlined even in a debug build (what `swift run preview-runner` is),
  // where an array's or a buffer pointer's is a generic call per cell.

  /// Calls `write` with the cells and a block of `room` bytes, then appends the bytes it says
  /// it wrote to `bytes` with one copy; returns false, `bytes` as they were, when it says
  /// `nil`. The block is on the stack for a usual row: appending to the array a byte at a
  /// time checks its uniqueness and capacity every time, and reserving room in it and taking
  /// back what was not used cost more than a row's symbols.
  private func appendWritten(
    room: Int, to bytes: inout [UInt8],
    _ write: (_ cells: UnsafePointer<Cell>, _ out: UnsafeMutablePointer<UInt8>) -> Int?
  ) -> Bool {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: room + 4) { block in
      let written: Int? = cells.withUnsafeBufferPointer { all in
        guard let cells = all.baseAddress, let out = block.baseAddress else { return 0 }
        return write(cells, out)
      }
      guard let written else { return false }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: block[0..<written]))
      return true
    }
  }

  /// Copies the cells from `start` up to `end` that are one cell wide, of the packed style
  /// `style`, and printable ASCII or the symbol `first` or `second` (when one cell wide) to
  /// `next`, advancing it; stops at the first other cell and returns where it stopped. There
  /// must be room for four bytes a cell. Transparent, as `writeRepeats`: a debug build
  /// inlines them into the row loop, where a call zeroed each of their locals (a `memset` each).
  @_transparent
  private static func copyNarrow(
    _ cells: UnsafePointer<Cell>, from start: Int, to end: Int, style: UInt64, first: AcceptedSymbol,
    second: AcceptedSymbol, into next: inout UnsafeMutablePointer<UInt8>
  ) -> Int {
    // A cell pointer rather than an index: in a debug build every operation is its own
    // instructions, and each cell's address was one more.
    var cell = cells + start
    let last = cells + end
    var out = next
    // No more locals than these: a debug build zeroes each on every call, with a call each.
    while cell < last {
      // Two tests, not one with `||`, whose right side a debug build makes a closure.
      if cell.pointee.width != 1 { break }
      if cell.pointee.style.bits != style { break }
      let value = cell.pointee.code.rawValue
      if value &- 0x20 < 0x5F {
        out.pointee = UInt8(truncatingIfNeeded: value)
        out += 1
        // Blank space eight cells on: the run of it written at once. Only a space is looked
        // for, the one ASCII symbol a screen repeats much: the look cost a debug build more on
        // every letter than it saved on runs of other symbols.
        if value == 0x20, cell + 8 < last, (cell + 8).pointee.code.rawValue == 0x20 {
          cell += writeRepeats(of: cell, before: last, utf8: value, length: 1, to: &out)
        }
      } else if value == first.value, first.span == 1 {
        writeBar(first.utf8, length: first.length, to: &out)
        // A rule, a row of dots: the run of it written at once.
        if cell + 8 < last, (cell + 8).pointee.code.rawValue == value {
          cell += writeRepeats(of: cell, before: last, utf8: first.utf8, length: first.length, to: &out)
        }
      } else if value == second.value, second.span == 1 {
        writeBar(second.utf8, length: second.length, to: &out)
      } else {
        break
      }
      cell += 1
    }
    next = out
    return cell - cells
  }

  /// Writes the cells after `cell` that equal it byte for byte (symbol, width, style), eight
  /// at a time while eight more before `last` do, as `length` bytes of `utf8` each (first
  /// byte lowest) at `out`, advancing it; returns how many, a multiple of eight. There must be
  /// room for four bytes a cell.
  ///
  /// A screen is mostly blank space and rules, runs of one cell: `memcmp` of the run against
  /// itself a cell further on finds them at a few instructions a cell, in either build, where
  /// the cell by cell checks cost a debug build some fifty.
  @_transparent
  private static func writeRepeats(
    of cell: UnsafePointer<Cell>, before last: UnsafePointer<Cell>, utf8: UInt32, length: Int,
    to out: inout UnsafeMutablePointer<UInt8>
  ) -> Int {
    var count = 0
    // Eight cells after `cell + count`, all equal to it, so to `cell`.
    while last - (cell + count) > 8 {
      if memcmp(cell + count, cell + count + 1, 8 * MemoryLayout<Cell>.stride) != 0 { break }
      count &+= 8
    }
    if count == 0 { return 0 }
    if length == 1 {
      memset(out, Int32(truncatingIfNeeded: utf8), count)
      out += count
      return count
    }
    // One copy of the symbol, then what is written copied after itself, doubling.
    let start = out
    writeBar(utf8, length: length, to: &out)
    let total = count &* length
    var done = length
    while done < total {
      let chunk = done < total &- done ? done : total &- done
      memcpy(start + done, start, chunk)
      done &+= chunk
    }
    out = start + total
    return count
  }

  /// The UTF-8 of the scalar `value`, first byte lowest. Transparent, as the helpers below:
  /// a debug build inlines them too, where a call cost more than the work.
  @_transparent
  private static func packedUTF8(scalar value: UInt32) -> UInt32 {
    if value < 0x80 { return value }
    if value < 0x800 { return (0xC0 | value &>> 6) | (0x80 | value & 0x3F) &<< 8 }
    if value < 0x1_0000 {
      return (0xE0 | value &>> 12) | (0x80 | value &>> 6 & 0x3F) &<< 8 | (0x80 | value & 0x3F) &<< 16
    }
    return (0xF0 | value &>> 18) | (0x80 | value &>> 12 & 0x3F) &<< 8 | (0x80 | value &>> 6 & 0x3F) &<< 16
      | (0x80 | value & 0x3F) &<< 24
  }

  /// The number of UTF-8 bytes of the scalar `value`.
  @_transparent
  private static func utf8Length(scalar value: UInt32) -> Int {
    value < 0x80 ? 1 : value < 0x800 ? 2 : value < 0x1_0000 ? 3 : 4
  }

  /// Writes the UTF-8 of the scalar `value`; returns its length.
  private static func writeUTF8(scalar value: UInt32, to out: UnsafeMutablePointer<UInt8>) -> Int {
    if value < 0x80 {
      out[0] = UInt8(truncatingIfNeeded: value)
      return 1
    }
    if value < 0x800 {
      out[0] = UInt8(truncatingIfNeeded: 0xC0 | value &>> 6)
      out[1] = UInt8(truncatingIfNeeded: 0x80 | value & 0x3F)
      return 2
    }
    if value < 0x1_0000 {
      out[0] = UInt8(truncatingIfNeeded: 0xE0 | value &>> 12)
      out[1] = UInt8(truncatingIfNeeded: 0x80 | value &>> 6 & 0x3F)
      out[2] = UInt8(truncatingIfNeeded: 0x80 | value & 0x3F)
      return 3
    }
    out[0] = UInt8(truncatingIfNeeded: 0xF0 | value &>> 18)
    out[1] = UInt8(truncatingIfNeeded: 0x80 | value &>> 12 & 0x3F)
    out[2] = UInt8(truncatingIfNeeded: 0x80 | value &>> 6 & 0x3F)
    out[3] = UInt8(truncatingIfNeeded: 0x80 | value & 0x3F)
    return 4
  }

  /// The column after the run that starts at column `start` of the row of `width` cells at
  /// `row`.
  private static func endOfRun(_ row: UnsafePointer<Cell>, width rowWidth: Int, from start: Int) -> Int {
    let bits = row[start].style.bits
    // The test of `startsRun` written into the loop: a debug build calls a function for
    // every cell, and zeroes its locals first, which cost several times the test. The two
    // builds want different loops, measured: a debug build makes each subscript and each
    // integer operation a call, so a moving pointer costs least there, where the optimised
    // build's loop over an index is the faster of the two.
    #if DEBUG
      var cell = row + (start &+ 1)
      let end = row + rowWidth
      while cell < end {
        if cell.pointee.style.bits != bits {
          if cell.pointee.width != 0 || (cell - 1).pointee.width != 2 { return cell - row }
        }
        cell += 1
      }
    #else
      var x = start &+ 1
      while x < rowWidth {
        if row[x].style.bits != bits && (row[x].width != 0 || row[x &- 1].width != 2) { return x }
        x &+= 1
      }
    #endif
    return rowWidth
  }

  /// Whether column `x` of the row at `row` starts a run, the run before it having the style
  /// `bits`: its style differs, and it is not the right half of a wide character, which
  /// stays in its character's run. A column of style `bits` starts none, and then the column
  /// to its left is not read.
  @_transparent
  private static func startsRun(_ row: UnsafePointer<Cell>, at x: Int, after bits: UInt64) -> Bool {
    let cell = row + x
    return cell.pointee.style.bits != bits && !(cell.pointee.width == 0 && row[x &- 1].width == 2)
  }

  /// Writes the UTF-8 of the symbols of `run` to `stream`, reserving room for them and
  /// `spare` bytes more.
  func writeSymbols(of run: CellRun, to stream: inout ByteStream, keeping spare: Int) {
    let start = run.row * width + run.columns.lowerBound
    let end = start + run.columns.count
    // A cluster of several scalars reserves room for itself and this much more, so the room
    // for the rest of the run is still there after it.
    let room = run.columns.count * 4 + spare
    stream.reserve(room)
    cells.withUnsafeBufferPointer { all in
      guard let cells = all.baseAddress else { return }
      // Written through a pointer of the walk's own, kept in a register, and handed back to
      // the stream for a cluster of several scalars and at the end: writing through the
      // stream stored its cursor back for every byte.
      var out = stream.cursor
      var index = start
      while index < end {
        let cell = cells + index
        index &+= 1
        if cell.pointee.width == 0 { continue }
        let value = cell.pointee.code.rawValue
        if value < 0x80 {
          out.pointee = UInt8(truncatingIfNeeded: value)
          out += 1
        } else if value < CellSymbol.clusterFlag {
          // All four bytes stored at once, the symbol's own kept: there is room for four a cell.
          UnsafeMutableRawPointer(out).storeBytes(
            of: UInt32(littleEndian: Self.packedUTF8(scalar: value)), as: UInt32.self)
          out += Self.utf8Length(scalar: value)
        } else {
          stream.moveCursor(to: out)
          stream.write(cell.pointee.code, keeping: room)
          out = stream.cursor
        }
      }
      stream.moveCursor(to: out)
    }
  }

  /// Writes the UTF-8 of every row's symbols at `start`, the rows joined by newlines (each
  /// without its trailing spaces when `trimmed`), when every symbol is one scalar: at most
  /// four bytes a cell and one a row, which the caller has room for. Returns the bytes
  /// written, or `nil` at the first cluster of several scalars (whose bytes may be more): the
  /// caller then writes the buffer another way. The plain text encoder's walk, in one pass
  /// over the cells with the output pointer in a register.
  func writeScalarText(to start: UnsafeMutablePointer<UInt8>, trimmed: Bool) -> Int? {
    let rowWidth = width
    let rows = height
    return cells.withUnsafeBufferPointer { all -> Int? in
      guard let cells = all.baseAddress else { return rows > 1 ? nil : 0 }
      var next = start
      var cell = cells
      var y = 0
      while y < rows {
        if y > 0 {
          next.pointee = 0x0A
          next += 1
        }
        let rowStart = next
        let end = cell + rowWidth
        while cell < end {
          defer { cell += 1 }
          if cell.pointee.width == 0 { continue }
          let value = cell.pointee.code.rawValue
          if value < 0x80 {
            next.pointee = UInt8(truncatingIfNeeded: value)
            next += 1
          } else if value < CellSymbol.clusterFlag {
            UnsafeMutableRawPointer(next).storeBytes(
              of: UInt32(littleEndian: Self.packedUTF8(scalar: value)), as: UInt32.self)
            next += Self.utf8Length(scalar: value)
          } else {
            return nil
          }
        }
        if trimmed {
          while next > rowStart && (next - 1).pointee == UInt8(ascii: " ") { next -= 1 }
        }
        y += 1
      }
      return next - start
    }
  }

  /// The walk of ``forEachRun(inRow:_:)`` and ``writeSymbols(of:to:keeping:)`` in one pass,
  /// for an encoder that writes something before each run and then its symbols: calls
  /// `startRun` with the style of each run of row `y`, left to right, and writes the run's
  /// symbols after it, keeping room for them and `spare` bytes more. Finding where a run ends
  /// and then writing it walked each cell twice, which cost the ANSI encoder a quarter more.
  /// Always inlined, so that `startRun` is inlined into the walk rather than called per run.
  @inline(__always)
  func writeSymbols(
    ofRow y: Int, to stream: inout ByteStream, keeping spare: Int,
    startingRuns startRun: (_ style: Style, _ stream: inout ByteStream) -> Void
  ) {
    precondition(y >= 0 && y < height, "row \(y) is outside a buffer of height \(height)")
    let rowWidth = width
    guard rowWidth > 0 else { return }
    let room = rowWidth * 4 + spare
    cells.withUnsafeBufferPointer { all in
      guard let base = all.baseAddress else { return }
      let row = base + y * rowWidth
      var bits = row[0].style.bits
      startRun(row[0].style, &stream)
      stream.reserve(room)
      // Symbols are written through a pointer of the walk's own, handed back to the stream
      // before each run starts and for a cluster of several scalars.
      var out = stream.cursor
      // A run starting at `cell`: the stream takes its cursor back for `startRun`.
      func start(at cell: UnsafePointer<Cell>) {
        bits = cell.pointee.style.bits
        stream.moveCursor(to: out)
        startRun(cell.pointee.style, &stream)
        stream.reserve(room)
        out = stream.cursor
      }
      var x = 0
      while x < rowWidth {
        // The whole cell read at once, as a value: reading its fields one by one through
        // the pointer cost the ANSI encoder a quarter more.
        let cell = row[x]
        x &+= 1
        if cell.width == 0 {
          // The right half of a wide character shows nothing, and starts a run only when it
          // is not one (`startsRun`), which a drawn buffer never has.
          if Self.startsRun(row, at: x &- 1, after: bits) { start(at: row + (x &- 1)) }
          continue
        }
        // Column 0 has the style `bits`, so it starts nothing here. Marked rare, so that a
        // cell that goes on its run is a straight path through the loop.
        if _slowPath(cell.style.bits != bits) { start(at: row + (x &- 1)) }
        let value = cell.code.rawValue
        if value < 0x80 {
          out.pointee = UInt8(truncatingIfNeeded: value)
          out += 1
        } else if value < CellSymbol.clusterFlag {
          out += Self.writeUTF8(scalar: value, to: out)
        } else {
          stream.moveCursor(to: out)
          stream.write(cell.code, keeping: room)
          out = stream.cursor
        }
      }
      stream.moveCursor(to: out)
    }
  }
}

/// The runs of each row of a buffer as the snapshot encoder's walks find them (see
/// ``Buffer/writeFramedRows(from:to:count:bar:barLength:runs:accepting:)``): for row `y`, how
/// many (`counts[y]`), and from `y × width` on, where each starts (its column) and its
/// style's packed form (`Style.packed`). The memory belongs to the value (which cannot be
/// copied) and is freed by its deinit.
package struct RowRuns: ~Copyable {
  /// Where each run starts, `width` entries a row.
  package let starts: UnsafeMutablePointer<Int>
  /// Each run's style, packed, `width` entries a row.
  package let styles: UnsafeMutablePointer<UInt64>
  /// The number of runs of each row.
  package let counts: UnsafeMutablePointer<Int>

  /// Room for the runs of a buffer of `width` × `height` cells, every count 0.
  package init(width: Int, height: Int) {
    let cells = max(1, width * height)
    starts = .allocate(capacity: cells)
    styles = .allocate(capacity: cells)
    counts = .allocate(capacity: max(1, height))
    counts.initialize(repeating: 0, count: max(1, height))
  }

  deinit {
    starts.deallocate()
    styles.deallocate()
    counts.deallocate()
  }
}
