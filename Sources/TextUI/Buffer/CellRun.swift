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
    // Written straight into the array's storage, four bytes of room a cell made at once (the
    // snapshot encoder calls this for every row of every state): an append per byte checks
    // the array's uniqueness and capacity every time.
    let start = run.row * width + run.columns.lowerBound
    let end = start + run.columns.count
    let old = bytes.count
    let room = run.columns.count * 4
    Self.appendRoom(room, to: &bytes)
    let written: Int? = bytes.withUnsafeMutableBufferPointer { out in
      cells.withUnsafeBufferPointer { all in
        guard let cells = all.baseAddress, let base = out.baseAddress else { return 0 }
        var next = base + old
        var index = start
        while index < end {
          let cell = cells + index
          index &+= 1
          if cell.pointee.width == 0 { continue }
          let value = cell.pointee.code.rawValue
          // A cluster of several scalars may need more than its room.
          if value >= CellSymbol.clusterFlag { return nil }
          next += Self.writeUTF8(scalar: value, to: next)
        }
        return next - (base + old)
      }
    }
    bytes.removeLast(room - (written ?? 0))
    if written == nil {
      for x in run.columns where self[x, run.row].width != 0 { self[x, run.row].code.appendUTF8(to: &bytes) }
    }
  }

  /// ``appendSymbols(of:to:)`` for a run whose every symbol must be one scalar at the width
  /// `accepts` agrees to (the right half of a wide character right after it): printable
  /// ASCII one cell wide is taken as it is, any other symbol is offered to `accepts` with its
  /// scalar value and width in cells. Returns false, with `bytes` as they were, at the first
  /// symbol that is not one scalar, spans other cells than its width, or is refused.
  ///
  /// The snapshot encoder writes a row with it: one pass, where checking the row and then
  /// writing it took two.
  public func appendSymbols(
    of run: CellRun, to bytes: inout [UInt8], accepting accepts: (_ scalar: UInt32, _ cells: Int) -> Bool
  ) -> Bool {
    let start = run.row * width + run.columns.lowerBound
    let end = start + run.columns.count
    let old = bytes.count
    let room = run.columns.count * 4
    Self.appendRoom(room, to: &bytes)
    let written: Int? = bytes.withUnsafeMutableBufferPointer { out in
      cells.withUnsafeBufferPointer { all in
        guard let cells = all.baseAddress, let base = out.baseAddress else { return 0 }
        var next = base + old
        var index = start
        // The last symbol `accepts` agreed to, with its span: a row repeats a border's or a
        // rule's symbol, which is then not offered again.
        var accepted: (value: UInt32, span: Int) = (.max, 0)
        while index < end {
          let cell = cells + index
          let value = cell.pointee.code.rawValue
          let cellWidth = cell.pointee.width
          if value &- 0x20 < 0x5F && cellWidth == 1 {
            next[0] = UInt8(truncatingIfNeeded: value)
            next += 1
            index &+= 1
            continue
          }
          let span = cellWidth == 2 && index + 1 < end && cells[index + 1].width == 0 ? 2 : 1
          guard value < CellSymbol.clusterFlag, Int(cellWidth) == span else { return nil }
          if value != accepted.value || span != accepted.span {
            guard accepts(value, span) else { return nil }
            accepted = (value, span)
          }
          next += Self.writeUTF8(scalar: value, to: next)
          index &+= span
        }
        return next - (base + old)
      }
    }
    bytes.removeLast(written.map { room - $0 } ?? room)
    return written != nil
  }

  /// Zeros to copy as room: appending a repeated element is a generic call per byte in a
  /// debug build (what `swift run preview-runner` is), copying an array is one `memcpy`.
  private static let zeros = [UInt8](repeating: 0, count: 4096)

  /// Appends `count` bytes of room to `bytes`, to be written through a pointer.
  private static func appendRoom(_ count: Int, to bytes: inout [UInt8]) {
    var left = count
    while left > 0 {
      let chunk = min(left, zeros.count)
      bytes.append(contentsOf: zeros[0..<chunk])
      left -= chunk
    }
  }

  /// Writes the UTF-8 of the scalar `value`; returns its length.
  private static func writeUTF8(scalar value: UInt32, to out: UnsafeMutablePointer<UInt8>) -> Int {
    if value < 0x80 {
      out[0] = UInt8(truncatingIfNeeded: value)
      return 1
    }
    if value < 0x800 {
      out[0] = UInt8(truncatingIfNeeded: 0xC0 | value >> 6)
      out[1] = UInt8(truncatingIfNeeded: 0x80 | value & 0x3F)
      return 2
    }
    if value < 0x1_0000 {
      out[0] = UInt8(truncatingIfNeeded: 0xE0 | value >> 12)
      out[1] = UInt8(truncatingIfNeeded: 0x80 | value >> 6 & 0x3F)
      out[2] = UInt8(truncatingIfNeeded: 0x80 | value & 0x3F)
      return 3
    }
    out[0] = UInt8(truncatingIfNeeded: 0xF0 | value >> 18)
    out[1] = UInt8(truncatingIfNeeded: 0x80 | value >> 12 & 0x3F)
    out[2] = UInt8(truncatingIfNeeded: 0x80 | value >> 6 & 0x3F)
    out[3] = UInt8(truncatingIfNeeded: 0x80 | value & 0x3F)
    return 4
  }

  // The seam: the only code reading the cells through a pointer for encoders. A plain
  // pointer's subscript is inlined even in a debug build (what `swift run preview-runner` is),
  // where an array's or a buffer pointer's is a generic call per cell.

  /// The column after the run that starts at column `start` of the row of `width` cells at
  /// `row`.
  private static func endOfRun(_ row: UnsafePointer<Cell>, width rowWidth: Int, from start: Int) -> Int {
    let bits = row[start].style.bits
    var x = start &+ 1
    while x < rowWidth {
      let cell = row + x
      // The right half of a wide character stays in its character's run.
      if cell.pointee.style.bits != bits && !(cell.pointee.width == 0 && row[x &- 1].width == 2) { return x }
      x &+= 1
    }
    return rowWidth
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
      var index = start
      while index < end {
        let cell = cells + index
        if cell.pointee.width != 0 { stream.write(cell.pointee.code, keeping: room) }
        index &+= 1
      }
    }
  }
}
