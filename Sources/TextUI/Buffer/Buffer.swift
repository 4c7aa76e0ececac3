/// A grid of cells, `width` × `height`: the single truth that layout draws into and that
/// every encoder (plain text, ANSI, snapshot) translates.
///
/// Writes are clipped to the buffer and never split a wide character: a wide character that
/// would straddle the clip edge is replaced by a space, and overwriting either half of a wide
/// character blanks the other half, so every row always spans exactly `width` cells.
public struct Buffer: Hashable, Sendable {
  /// The number of columns; every row spans exactly this many cells.
  public let width: Int
  /// The number of rows.
  public let height: Int
  /// Row-major cells.
  public private(set) var cells: [Cell]

  /// A blank buffer; negative sizes are treated as zero.
  public init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
    let count = self.width * self.height
    let blank = Cell.blank
    // One blank cell, then the filled part copied onto the rest, doubling up to 2 KiB and
    // then 2 KiB at a time: a cell holds no reference, so each copy is one `memcpy`, where
    // `Array(repeating:count:)` copies cell by cell through the generic value witnesses in a
    // debug build. Bounded copies, because `memcpy` moves a larger one a byte per step
    // (`rep movsb`), which made a whole screen's copies cost 16,000 instructions, not 2,000.
    let largestCopy = 2_048 / MemoryLayout<Cell>.stride
    self.cells = [Cell](unsafeUninitializedCapacity: count) { block, initialized in
      guard count > 0, let base = block.baseAddress else { return }
      base.initialize(to: blank)
      var filled = 1
      while filled < count {
        let chunk = min(filled, largestCopy, count - filled)
        (base + filled).initialize(from: base, count: chunk)
        filled += chunk
      }
      initialized = count
    }
  }

  /// The whole buffer as a rectangle.
  public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

  /// The cell at column `x`, row `y` (which must be inside the buffer).
  @inlinable public subscript(x: Int, y: Int) -> Cell {
    cells[y * width + x]
  }

  /// The cells of row `y`.
  public func row(_ y: Int) -> ArraySlice<Cell> {
    cells[(y * width)..<((y + 1) * width)]
  }

  /// Writes one grapheme of `width` 1 or 2 cells at (`x`, `y`) with `style` drawn over what is
  /// there, inside `clip`. Returns the number of columns advanced.
  @discardableResult
  public mutating func put(
    _ symbol: Character, width symbolWidth: Int, x: Int, y: Int, style: Style, clip: Rect
  ) -> Int {
    put(CellSymbol(symbol), width: symbolWidth, x: x, y: y, style: style, clip: clip)
  }

  /// ``put(_:width:x:y:style:clip:)`` for a symbol already packed, as text and borders hold them.
  @discardableResult
  mutating func put(
    _ symbol: CellSymbol, width symbolWidth: Int, x: Int, y: Int, style: Style, clip: Rect
  ) -> Int {
    let area = clip.intersection(bounds)
    guard y >= area.minY, y < area.maxY, x < area.maxX, x + symbolWidth > area.minX else {
      return symbolWidth
    }
    if symbolWidth == 2 && (x < area.minX || x + 1 >= area.maxX) {
      // The wide character straddles the clip edge: show the half that is inside as a space.
      let inside = x < area.minX ? x + 1 : x
      write(
        Cell(code: .space, width: 1, style: style.drawn(over: cells[y * width + inside].style)), x: inside, y: y)
      return 2
    }
    let index = y * width + x
    let drawn = style.drawn(over: cells[index].style)
    write(Cell(code: symbol, width: UInt8(symbolWidth), style: drawn), x: x, y: y)
    if symbolWidth == 2 {
      let second = style.drawn(over: cells[index + 1].style)
      write(.continuation(style: second), x: x + 1, y: y)
    }
    return symbolWidth
  }

  /// Writes the clusters `range` of `clusters` left to right from column `x` of row `y`, each
  /// with its style (`styles[index]`, or `style` when there is no table) drawn over what is
  /// there, inside `clip`: the cells one `put` per cluster would write, in one pass over the
  /// row without a call, a clip computation or an array check per cluster. Returns the column
  /// after the last cluster.
  @discardableResult
  mutating func put(
    _ clusters: [DisplayCluster], in range: Range<Int>, x start: Int, y: Int, style: Style, styles: [Style]?,
    clip: Rect
  ) -> Int {
    guard let area = Self.clipArea(clip, width: width, height: height), y >= area.minY, y < area.maxY else {
      var x = start
      for index in range { x += clusters[index].width }
      return x
    }
    var line = LineDraw(
      range: range, style: style, x: start, row: y * width, minX: area.minX, maxX: area.maxX, width: width)
    // Plain pointers: a buffer pointer's subscript is a generic call per use in a debug build,
    // and so is an array's.
    withCells { all in
      guard let cells = all.baseAddress else { return }
      clusters.withUnsafeBufferPointer { allClusters in
        guard let clusters = allClusters.baseAddress else { return }
        if let styles {
          styles.withUnsafeBufferPointer { table in
            line.x = Self.draw(clusters, styles: table.baseAddress, line, into: cells)
          }
        } else {
          line.x = Self.draw(clusters, styles: nil, line, into: cells)
        }
      }
    }
    return line.x
  }

  /// What ``put(_:in:x:y:style:styles:clip:)`` draws, but for the pointers: the clusters
  /// `range` in `style` from column `x` of the row starting at `row` (of `width` cells), inside
  /// columns `minX..<maxX`. One value, because a debug build copies and zeroes every value a
  /// closure captures, with a call each, for every line drawn.
  private struct LineDraw {
    var range: Range<Int>
    var style: Style
    var x: Int
    var row: Int
    var minX: Int
    var maxX: Int
    var width: Int
  }

  /// `clip` inside a buffer of `width` × `height`, or `nil` when they do not meet: what
  /// `clip.intersection(bounds)` gives, read from the rectangle's stored parts, because the
  /// rectangle's accessors, `intersection` and `min`/`max` are each a call in a debug build and
  /// every write computes this.
  @_transparent
  private static func clipArea(
    _ clip: Rect, width: Int, height: Int
  ) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
    let left = clip.origin.x
    let top = clip.origin.y
    let right = left + clip.size.width
    let bottom = top + clip.size.height
    let minX = left > 0 ? left : 0
    let minY = top > 0 ? top : 0
    let maxX = right < width ? right : width
    let maxY = bottom < height ? bottom : height
    if maxX <= minX || maxY <= minY { return nil }
    return (minX, minY, maxX, maxY)
  }

  /// The loop of ``put(_:in:x:y:style:styles:clip:)`` over plain pointers: the clusters of
  /// `line`, each with `styles[index]` (or the line's style without a table). Returns the
  /// column after the last.
  ///
  /// Runs of one-cell clusters over one-cell cells, nearly all text, go to
  /// ``drawNarrow(_:count:style:keeping:at:)``; this loop takes the rest one cluster at a time.
  /// Transparent: a debug build inlines it into the closure calling it, where a call passed
  /// and zeroed each of its many parameters and locals for every line drawn.
  @_transparent
  private static func draw(
    _ clusters: UnsafePointer<DisplayCluster>, styles: UnsafePointer<Style>?, _ line: LineDraw,
    into cells: UnsafeMutablePointer<Cell>
  ) -> Int {
    let style = line.style
    let row = line.row
    let minX = line.minX
    let maxX = line.maxX
    // The background bits of a packed style, for `drawNarrow`: a static of `Style` read once
    // per line rather than per cell (another file's accessor is a call in a debug build).
    let background = Style.colorMask << Style.backgroundShift
    var x = line.x
    var index = line.range.lowerBound
    let end = line.range.upperBound
    while index < end {
      if x >= minX && x < maxX {
        let drawn =
          if let styles {
            drawNarrow(
              clusters + index, count: end - index, room: maxX - x, styles: styles + index, background: background,
              at: cells + (row + x))
          } else {
            // The background drawn over is kept only when the style has none.
            drawNarrow(
              clusters + index, count: end - index, room: maxX - x, style: style.bits,
              keeping: style.bits & background == 0 ? background : 0, at: cells + (row + x))
          }
        index += drawn.clusters
        x += drawn.cells
        if index == end { break }
      }
      x += drawOne(
        clusters[index], style: style, styles: styles, index: index, x: x, row: row, minX: minX, maxX: maxX,
        width: line.width, into: cells)
      index += 1
    }
    return x
  }

  /// Draws one cluster, the `index`th, at column `left` of the row starting at `row`, inside
  /// columns `minX..<maxX`, with `styles[index]` (or `style` without a table) drawn over the
  /// cells' styles; returns its width. The clusters `drawNarrow` leaves: wide ones, over wide
  /// cells, at the clip's edges. Transparent, because a debug build zeroes every local of a
  /// function when it is entered (a call each): inside `draw`, these would cost every line,
  /// and in a function of their own, every wide character.
  @_transparent
  private static func drawOne(
    _ cluster: DisplayCluster, style: Style, styles: UnsafePointer<Style>?, index: Int, x left: Int, row: Int,
    minX: Int, maxX: Int, width rowWidth: Int, into cells: UnsafeMutablePointer<Cell>
  ) -> Int {
    var look = style
    if let styles { look = styles[index] }
    let clusterWidth = cluster.width
    if left >= maxX || left + clusterWidth <= minX { return clusterWidth }
    if clusterWidth == 2 && (left < minX || left + 1 >= maxX) {
      // The wide character straddles the clip edge: show the half that is inside as a space.
      let inside = left < minX ? left + 1 : left
      let blank = Cell(code: .space, width: 1, style: look.drawn(over: cells[row + inside].style))
      write(blank, x: inside, row: row, width: rowWidth, in: cells)
      return 2
    }
    write(
      code: cluster.code, width: UInt8(truncatingIfNeeded: clusterWidth),
      style: look.drawn(over: cells[row + left].style), x: left, row: row, rowWidth: rowWidth, in: cells)
    if clusterWidth == 2 {
      let second = look.drawn(over: cells[row + left + 1].style)
      write(.continuation(style: second), x: left + 1, row: row, width: rowWidth, in: cells)
    }
    return clusterWidth
  }

  /// Draws up to `count` clusters from `clusters` into the cells from `first`, at most `room`
  /// cells, in the packed `style`, each over the cell's own as `Style.drawn(over:)` does: the
  /// cell's bits in `kept` (its background, when the style has none) are kept. A wide cluster
  /// takes its cell and the next, the continuation. Stops at the first cluster that is
  /// neither one nor two cells wide or does not fit, or over a cell that is not one cell wide
  /// (half of a wide character, which needs unpairing); returns how many clusters were drawn
  /// and how many cells they took.
  ///
  /// A loop with few variables, storing only the parts that change: a debug build copies
  /// every variable live across a loop on each round, and calls another file's accessors, so
  /// the same work written into `draw`'s loop cost several times as much per cell.
  /// Transparent: a debug build zeroes every local of a function when it is entered (a call
  /// each), and inlined, this loop's cost nothing.
  @_transparent
  private static func drawNarrow(
    _ clusters: UnsafePointer<DisplayCluster>, count: Int, room: Int, style: UInt64, keeping kept: UInt64,
    at first: UnsafeMutablePointer<Cell>
  ) -> (clusters: Int, cells: Int) {
    // The clusters drawn and the wide ones among them: the cells taken are their sum, and
    // `limit` keeps that within `room` with one comparison a cluster.
    var index = 0
    var wide = 0
    var limit = count < room ? count : room
    var cell = first
    while index < limit {
      // The run of narrow clusters over narrow cells, in a loop of two variables: a debug
      // build copies every variable live across a loop on each round.
      let run = clusters + index
      let stop = clusters + limit
      var source = run
      while source < stop {
        if source.pointee.width != 1 { break }
        if cell.pointee.width != 1 { break }
        cell.pointee.code = source.pointee.code
        cell.pointee.style.bits = style | cell.pointee.style.bits & kept
        cell += 1
        source += 1
      }
      index &+= source - run
      if index >= limit { break }
      if cell.pointee.width != 1 { break }
      // A wide character over two narrow cells, both inside: it and its continuation.
      let clusterWidth = clusters[index].width
      if clusterWidth != 2 || index &+ wide &+ 1 >= room || (cell + 1).pointee.width != 1 { break }
      putWide(clusters[index].code, look: style, keeping: kept, at: cell)
      cell += 2
      wide &+= 1
      if room &- wide < limit { limit = room &- wide }
      index &+= 1
    }
    return (index, index &+ wide)
  }

  /// Writes the wide character `code` in the packed style `look` over the two narrow cells
  /// at `cell`: the character and its continuation, each keeping the `kept` bits of its old
  /// style. Transparent, as the loops calling it: a debug build inlines it.
  @_transparent
  private static func putWide(
    _ code: CellSymbol, look: UInt64, keeping kept: UInt64, at cell: UnsafeMutablePointer<Cell>
  ) {
    cell.pointee.code = code
    cell.pointee.width = 2
    cell.pointee.style.bits = look | cell.pointee.style.bits & kept
    (cell + 1).pointee.code = .space
    (cell + 1).pointee.width = 0
    (cell + 1).pointee.style.bits = look | (cell + 1).pointee.style.bits & kept
  }

  /// ``drawNarrow(_:count:room:style:keeping:at:)`` with each cluster's own style from
  /// `styles`; `background` is the mask of a packed style's background bits.
  @_transparent
  private static func drawNarrow(
    _ clusters: UnsafePointer<DisplayCluster>, count: Int, room: Int, styles: UnsafePointer<Style>,
    background: UInt64, at first: UnsafeMutablePointer<Cell>
  ) -> (clusters: Int, cells: Int) {
    var index = 0
    var wide = 0
    var limit = count < room ? count : room
    var cell = first
    while index < limit {
      // The run of narrow clusters over narrow cells, with as few loop variables as can be.
      let run = clusters + index
      let stop = clusters + limit
      var source = run
      var sourceStyle = styles + index
      while source < stop {
        if source.pointee.width != 1 { break }
        if cell.pointee.width != 1 { break }
        let look = sourceStyle.pointee.bits
        let kept = look & background == 0 ? background : 0
        cell.pointee.code = source.pointee.code
        cell.pointee.style.bits = look | cell.pointee.style.bits & kept
        cell += 1
        source += 1
        sourceStyle += 1
      }
      index &+= source - run
      if index >= limit { break }
      if cell.pointee.width != 1 { break }
      let clusterWidth = clusters[index].width
      let look = styles[index].bits
      let kept = look & background == 0 ? background : 0
      if clusterWidth != 2 || index &+ wide &+ 1 >= room || (cell + 1).pointee.width != 1 { break }
      putWide(clusters[index].code, look: look, keeping: kept, at: cell)
      cell += 2
      wide &+= 1
      if room &- wide < limit { limit = room &- wide }
      index &+= 1
    }
    return (index, index &+ wide)
  }

  /// Draws `symbol`, one cell wide, in columns `columns` of row `y` with `style` drawn over
  /// what is there, inside `clip`: the cells one `put` per column would write, in one pass
  /// over plain pointers (borders, rules and dividers; a `put` per cell cost thousands of
  /// instructions in a debug build).
  mutating func putLine(_ symbol: CellSymbol, columns: Range<Int>, y: Int, style: Style, clip: Rect) {
    guard let area = Self.clipArea(clip, width: width, height: height), y >= area.minY, y < area.maxY else { return }
    let start = columns.lowerBound > area.minX ? columns.lowerBound : area.minX
    let end = columns.upperBound < area.maxX ? columns.upperBound : area.maxX
    guard start < end else { return }
    let row = y * width
    let rowWidth = width
    let background = Style.colorMask << Style.backgroundShift
    let kept = style.bits & background == 0 ? background : 0
    withCells { all in
      guard let cells = all.baseAddress else { return }
      var x = start
      while x < end {
        Self.writeNarrow(symbol, style: style, keeping: kept, x: x, row: row, rowWidth: rowWidth, in: cells)
        x += 1
      }
    }
  }

  /// Writes the bytes of `text`, which must be printable ASCII, one cell each from column
  /// `x` of row `y` with `style` drawn over what is there, inside `clip`: the cells one `put`
  /// per byte would write, in one pass (a list's "↓ N more rows" line). Returns the column
  /// after the text.
  mutating func putASCII(_ text: String, x start: Int, y: Int, style: Style, clip: Rect) -> Int {
    var text = text
    let count = text.utf8.count
    guard let area = Self.clipArea(clip, width: width, height: height), y >= area.minY, y < area.maxY else {
      return start + count
    }
    let row = y * width
    let rowWidth = width
    let background = Style.colorMask << Style.backgroundShift
    let kept = style.bits & background == 0 ? background : 0
    withCells { all in
      guard let cells = all.baseAddress else { return }
      text.withUTF8 { bytes in
        guard let base = bytes.baseAddress else { return }
        var index = 0
        while index < count {
          let x = start + index
          if x >= area.minX && x < area.maxX {
            let symbol = CellSymbol(scalarValue: UInt32(base[index]))
            Self.writeNarrow(symbol, style: style, keeping: kept, x: x, row: row, rowWidth: rowWidth, in: cells)
          }
          index += 1
        }
      }
    }
    return start + count
  }

  /// Writes `symbol`, one cell wide, at column `x` of the row starting at `row` in `style`
  /// drawn over the cell's (its bits in `kept` are kept, as in `drawNarrow`): over a narrow
  /// cell, the two parts that change; over half of a wide character, a whole `write`.
  @_transparent
  private static func writeNarrow(
    _ symbol: CellSymbol, style: Style, keeping kept: UInt64, x: Int, row: Int, rowWidth: Int,
    in cells: UnsafeMutablePointer<Cell>
  ) {
    let cell = cells + (row + x)
    if cell.pointee.width == 1 {
      cell.pointee.code = symbol
      cell.pointee.style.bits = style.bits | cell.pointee.style.bits & kept
    } else {
      write(
        code: symbol, width: 1, style: Style(bits: style.bits | cell.pointee.style.bits & kept), x: x, row: row,
        rowWidth: rowWidth, in: cells)
    }
  }

  /// Draws `symbol`, one cell wide, in rows `rows` of column `x`: ``putLine(_:columns:y:style:clip:)``
  /// down a column.
  mutating func putColumn(_ symbol: CellSymbol, x: Int, rows: Range<Int>, style: Style, clip: Rect) {
    guard let area = Self.clipArea(clip, width: width, height: height), x >= area.minX, x < area.maxX else { return }
    let start = rows.lowerBound > area.minY ? rows.lowerBound : area.minY
    let end = rows.upperBound < area.maxY ? rows.upperBound : area.maxY
    guard start < end else { return }
    let rowWidth = width
    let background = Style.colorMask << Style.backgroundShift
    let kept = style.bits & background == 0 ? background : 0
    withCells { all in
      guard let cells = all.baseAddress else { return }
      var y = start
      while y < end {
        Self.writeNarrow(symbol, style: style, keeping: kept, x: x, row: y * rowWidth, rowWidth: rowWidth, in: cells)
        y += 1
      }
    }
  }

  /// Runs `body` with the cells in place, for a rewrite of whole rows (mirroring) that keeps
  /// wide characters paired itself.
  mutating func withUnsafeMutableCells<Result>(_ body: (UnsafeMutableBufferPointer<Cell>) -> Result) -> Result {
    cells.withUnsafeMutableBufferPointer { body($0) }
  }

  /// Sets a cell, blanking the other half of any wide character it overwrites.
  @usableFromInline mutating func write(_ cell: Cell, x: Int, y: Int) {
    let row = y * width
    let rowWidth = width
    withCells { Self.write(cell, x: x, row: row, width: rowWidth, in: $0.baseAddress!) }
  }

  /// Runs `body` with the cells in place, as the array's `withUnsafeMutableBufferPointer`
  /// does. Through a mutable span in a debug build, which hands them over with fewer checks
  /// (some 90 instructions a call fewer); the optimised build's array method costs less.
  @_transparent
  private mutating func withCells<Result>(_ body: (UnsafeMutableBufferPointer<Cell>) -> Result) -> Result {
    #if DEBUG
      var span = cells.mutableSpan
      return span.withUnsafeMutableBufferPointer(body)
    #else
      return cells.withUnsafeMutableBufferPointer { body($0) }
    #endif
  }

  /// Sets the cell at column `x` of the row starting at `row`, blanking the other half of any
  /// wide character it overwrites. Transparent, so that even a debug build writes a cell
  /// without a call; the usual case (a narrow cell over a narrow cell) is two comparisons.
  @_transparent
  private static func write(_ cell: Cell, x: Int, row: Int, width: Int, in cells: UnsafeMutablePointer<Cell>) {
    write(code: cell.code, width: cell.width, style: cell.style, x: x, row: row, rowWidth: width, in: cells)
  }

  /// ``write(_:x:row:width:in:)`` for the cell's parts, stored field by field: a debug build
  /// inlines transparent functions only within their own file, so making a `Cell` here would
  /// be a call per cell.
  @_transparent
  private static func write(
    code: CellSymbol, width cellWidth: UInt8, style: Style, x: Int, row: Int, rowWidth: Int,
    in cells: UnsafeMutablePointer<Cell>
  ) {
    let cell = cells + (row + x)
    let oldWidth = cell.pointee.width
    if oldWidth != 1 { unpair(x: x, row: row, width: rowWidth, oldWidth: oldWidth, in: cells) }
    cell.pointee.code = code
    cell.pointee.width = cellWidth
    cell.pointee.style = style
  }

  /// Blanks the other half of the wide character whose half at column `x` (of width
  /// `oldWidth`: 2 for the left half, 0 for the right) is about to be overwritten.
  private static func unpair(x: Int, row: Int, width: Int, oldWidth: UInt8, in cells: UnsafeMutablePointer<Cell>) {
    let index = row + x
    if oldWidth == 2 && x + 1 < width {
      cells[index + 1] = Cell(code: .space, width: 1, style: cells[index + 1].style)
    } else if oldWidth == 0 && x > 0 && cells[index - 1].width == 2 {
      cells[index - 1] = Cell(code: .space, width: 1, style: cells[index - 1].style)
    }
  }

  /// Paints the background of every cell in `rect ∩ clip`, keeping symbols; a `.clear` colour does nothing.
  public mutating func fill(_ rect: Rect, background: Color, clip: Rect) {
    if background.storage == .clear { return }
    let area = rect.intersection(clip).intersection(bounds)
    guard !area.isEmpty else { return }
    for y in area.minY..<area.maxY {
      for x in area.minX..<area.maxX {
        cells[y * width + x].style.background = background
      }
    }
  }

  /// Draws `symbol` (one cell wide) in every cell of `rect ∩ clip`: rules, dividers, fills.
  public mutating func fill(_ rect: Rect, with symbol: Character, style: Style, clip: Rect) {
    let area = rect.intersection(clip).intersection(bounds)
    guard !area.isEmpty else { return }
    let symbol = CellSymbol(symbol)
    for y in area.minY..<area.maxY {
      putLine(symbol, columns: area.minX..<area.maxX, y: y, style: style, clip: area)
    }
  }

  /// Applies `transform` to the style of every cell in `rect ∩ clip`.
  public mutating func restyle(_ rect: Rect, clip: Rect, _ transform: (inout Style) -> Void) {
    let area = rect.intersection(clip).intersection(bounds)
    guard !area.isEmpty else { return }
    for y in area.minY..<area.maxY {
      for x in area.minX..<area.maxX {
        transform(&cells[y * width + x].style)
      }
    }
  }

  /// Replaces the style of every cell with `map` of it. `map` is asked once per run of
  /// cells of one style, not per cell: a frame has few distinct styles, and resolving a
  /// frame for a terminal (``TerminalAppearance/resolve(_:)``) must cost about a comparison
  /// a cell.
  mutating func mapStyles(_ map: (Style) -> Style) {
    var last = Style.plain
    var mapped = map(last)
    cells.withUnsafeMutableBufferPointer { cells in
      guard let base = cells.baseAddress else { return }
      for index in 0..<cells.count {
        let style = base[index].style
        if style != last {
          last = style
          mapped = map(style)
        }
        base[index].style = mapped
      }
    }
  }

  /// The text of row `y` without styles, trailing spaces kept.
  public func text(ofRow y: Int) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(width)
    appendText(ofRow: y, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends the UTF-8 of row `y`'s symbols: building the bytes and making one string at the
  /// end is several times faster than appending characters to a string.
  func appendText(ofRow y: Int, to bytes: inout [UInt8]) {
    // A pointer walk: slicing and iterating `cells` costs several calls per cell in a debug
    // build, which is what `swift run preview-runner` is.
    cells.withUnsafeBufferPointer { all in
      guard let cells = all.baseAddress else { return }
      var index = y * width
      let end = index + width
      while index < end {
        if cells[index].width != 0 { cells[index].code.appendUTF8(to: &bytes) }
        index += 1
      }
    }
  }

  /// The byte of `symbol` when it is one ASCII byte, else `nil` (see `SymbolBytes`).
  @inline(__always)
  static func asciiByte(of symbol: Character) -> UInt8? {
    SymbolBytes.asciiByte(of: symbol)
  }

  /// The text inside `rect`, rows joined by newlines, each row's trailing spaces trimmed.
  public func text(in rect: Rect) -> String {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return "" }
    var lines: [String] = []
    for y in area.minY..<area.maxY {
      var line = ""
      for x in area.minX..<area.maxX where !self[x, y].isContinuation {
        line.append(self[x, y].symbol)
      }
      while line.last == " " { line.removeLast() }
      lines.append(line)
    }
    return lines.joined(separator: "\n")
  }
}
