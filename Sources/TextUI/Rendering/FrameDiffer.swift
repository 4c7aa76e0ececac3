/// The bytes that turn a terminal showing one frame into one showing the next: what a live app
/// writes for every frame, so that only the cells that changed travel to the terminal.
///
/// ```swift
/// let differ = FrameDiffer(colorDepth: .detected(environment: environment))
/// var shown: Buffer? = nil  // the first frame clears the screen and draws everything
/// var caret: Point? = nil
/// for frame in frames {
///   write(differ.bytes(from: shown, cursor: caret, to: frame.buffer, cursor: frame.caret))
///   (shown, caret) = (frame.buffer, frame.caret)
/// }
/// ```
///
/// What a frame writes:
/// - Nothing at all when no cell changed and the cursor stayed; only the cursor's move, or
///   showing or hiding it, when only the cursor changed.
/// - Otherwise the changed cells, each reached by the cheapest move: an absolute `CUP`, a
///   relative `CUF`/`CUB`/`CUU`/`CUD`, a carriage return and line feeds, backspaces, or the
///   unchanged cells in between written again when they take fewer bytes. A changed row whose
///   end has become blank is cut with `EL` rather than overwritten with spaces.
/// - Style changes as ``SGR`` writes them (only what differs from the previous cell), and a
///   reset at the end, so that nothing bleeds into the shell if the program dies mid-way.
/// - The whole frame between `ESC[?2026h` and `ESC[?2026l` (synchronized output: the terminal
///   shows it at once, never half drawn; terminals without mode 2026 ignore both), and the
///   cursor hidden while cells are drawn.
/// - With no previous frame, or one of another size: a reset, `ESC[2J` and every non-blank cell.
///
/// A wide character is always written whole, from its first cell: when either of its halves
/// changed, and wherever a narrow character takes the place of one of its halves. After
/// writing into the last column the cursor is always placed explicitly, because terminals
/// defer the wrap there (and differ in what a relative move does meanwhile); so the
/// bottom-right cell is written without scrolling the screen. Line feeds are only written at
/// column 0, where they mean the same with the terminal's output processing on or off.
///
/// The differ trusts what it is given: `previous` is exactly what the screen shows, drawn by
/// the previous call, which left the cursor at `previousCursor` (or hidden); the buffer
/// covers the screen from its top-left corner; and each cell's ``Cell/width`` is the width
/// the terminal gives its symbol, as TextUI draws them (``GraphemeWidth``). A control
/// character in a cell, which would move the terminal's cursor, is written as U+FFFD.
public struct FrameDiffer: Sendable {
  /// The colours the terminal can show: every cell's colours are mapped through it as they
  /// are written.
  public var colorDepth: ColorDepth
  /// Whether frames are wrapped in synchronized-output mode (`ESC[?2026h` … `ESC[?2026l`).
  public var synchronizedOutput: Bool

  /// A differ for a terminal of `colorDepth` colours, wrapping frames in synchronized output
  /// unless `synchronizedOutput` is `false`.
  public init(colorDepth: ColorDepth = .truecolor, synchronizedOutput: Bool = true) {
    self.colorDepth = colorDepth
    self.synchronizedOutput = synchronizedOutput
  }

  /// The bytes that change a screen showing `previous`, with the cursor at `previousCursor`,
  /// into one showing `next` with the cursor at `cursor`.
  ///
  /// - Parameters:
  ///   - previous: What the screen shows, as the previous call drew it; `nil` when that is
  ///     unknown (the first frame, or after another program drew on the screen): the screen
  ///     is then cleared and drawn whole, as it is when `next` has another size.
  ///   - previousCursor: Where the previous call showed the cursor (its `cursor`), or `nil`
  ///     if it hid it.
  ///   - next: The frame to show.
  ///   - cursor: Where to show the cursor (a text field's caret), or `nil` to hide it. A point
  ///     outside `next` is moved to its nearest cell.
  public func bytes(from previous: Buffer?, cursor previousCursor: Point?, to next: Buffer, cursor: Point?) -> [UInt8] {
    let caret = Self.clamp(cursor, to: next)
    let redraw = previous.map { $0.width != next.width || $0.height != next.height } ?? true
    let shownCaret = redraw ? nil : previousCursor.flatMap { Self.clamp($0, to: next) }
    var bytes: [UInt8] = []
    next.cells.withUnsafeBufferPointer { newCells in
      (redraw ? [] : previous?.cells ?? []).withUnsafeBufferPointer { oldCells in
        var pass = Pass(
          new: newCells.baseAddress, old: redraw ? nil : oldCells.baseAddress, width: next.width,
          height: next.height, depth: colorDepth, synchronized: synchronizedOutput, shownCaret: shownCaret,
          capacity: redraw ? next.width * next.height * 2 + 64 : 256)
        if redraw { pass.clear() }
        pass.drawChangedCells()
        pass.finish(caret: caret, shownCaret: shownCaret)
        pass.stream.append(to: &bytes)
      }
    }
    return bytes
  }

  /// `point` moved inside `buffer`, or `nil` when the buffer has no cell to show it in.
  private static func clamp(_ point: Point?, to buffer: Buffer) -> Point? {
    guard let point, buffer.width > 0, buffer.height > 0 else { return nil }
    return Point(x: min(max(point.x, 0), buffer.width - 1), y: min(max(point.y, 0), buffer.height - 1))
  }
}

extension FrameDiffer {
  /// The writing of one frame: the bytes so far and what the terminal is known to be in after
  /// them (its cursor and its graphic rendition).
  private struct Pass: ~Copyable {
    var stream: ByteStream
    /// The new frame's cells; `nil` when it has none.
    let new: UnsafePointer<Cell>?
    /// What the screen shows; `nil` when it is blank, just cleared.
    let old: UnsafePointer<Cell>?
    let width: Int
    let height: Int
    let depth: ColorDepth
    let synchronized: Bool
    /// Whether the cursor shows and so is hidden while cells are drawn.
    let hidesCursor: Bool
    /// Whether the frame's opening (synchronized output, the hidden cursor) was written: only
    /// once a cell has to be.
    var began = false
    /// The cursor's column, or -1 when unknown: at the start, or after writing into the last
    /// column, where the terminal defers the wrap and moves other than `CUP` and a carriage
    /// return mean different things in different terminals.
    var column = -1
    /// The cursor's row, or -1 when unknown.
    var row = -1
    /// The graphic rendition the terminal writes with, mapped to the colour depth.
    var pen = Style.plain
    /// The last style mapped to the colour depth and its mapping: runs of cells share a style,
    /// and a mapping to 256 or 16 colours searches the palette.
    var mappedFrom = Style.plain
    var mapped = Style.plain

    init(
      new: UnsafePointer<Cell>?, old: UnsafePointer<Cell>?, width: Int, height: Int, depth: ColorDepth,
      synchronized: Bool, shownCaret: Point?, capacity: Int
    ) {
      stream = ByteStream(capacity: capacity)
      self.new = new
      self.old = old
      self.width = width
      self.height = height
      self.depth = depth
      self.synchronized = synchronized
      self.hidesCursor = shownCaret != nil
      if let shownCaret {
        column = shownCaret.x
        row = shownCaret.y
      }
    }

    // MARK: The frame

    /// Opens the frame: synchronized output, and the cursor hidden while cells are drawn.
    mutating func begin() {
      guard !began else { return }
      began = true
      if synchronized { writeSequence("?2026h") }
      if hidesCursor { writeSequence("?25l") }
    }

    /// Clears the screen, whose content is unknown: the opening, a hidden cursor (whether it
    /// shows is unknown too), and a reset first, because the terminal erases with its current
    /// background.
    mutating func clear() {
      begin()
      if !hidesCursor { writeSequence("?25l") }
      writeSequence("0m")
      writeSequence("2J")
    }

    /// Closes the frame: the style reset, the cursor placed and shown, the end of synchronized
    /// output. A frame where no cell changed writes only what the cursor needs.
    mutating func finish(caret: Point?, shownCaret: Point?) {
      guard began else {
        guard caret != shownCaret else { return }
        if let caret {
          move(toColumn: caret.x, row: caret.y, style: nil)
          if shownCaret == nil { writeSequence("?25h") }
        } else {
          writeSequence("?25l")
        }
        return
      }
      if !pen.isPlain {
        SGR.writeReset(to: &stream)
        pen = .plain
      }
      if let caret {
        move(toColumn: caret.x, row: caret.y, style: nil)
        writeSequence("?25h")
      }
      if synchronized { writeSequence("?2026l") }
    }

    // MARK: Cells

    /// Writes every changed cell, row by row, left to right.
    mutating func drawChangedCells() {
      guard let new else { return }
      for y in 0..<height {
        let start = y * width
        var x = 0
        var blankTail = -1
        while x < width {
          // Most cells are unchanged: skip to the next that differs in a loop of its own, then
          // to the start of its glyph (a wide character's second half may be what differs).
          let next = Self.firstDifference(new + start, old.map { $0 + start }, from: x, to: width)
          if next == width { break }
          x = next > x && new[start + next].width == 0 && new[start + next - 1].width == 2 ? next - 1 : next
          let glyph = glyphWidth(start, x)
          guard changed(start, x) else {
            x += glyph
            continue
          }
          begin()
          if old != nil {
            if blankTail < 0 { blankTail = blankTailStart(start) }
            // Three cells or more to blank at the end of the row: `EL` (3 bytes) is cheaper,
            // and leaves no deferred wrap behind.
            if x >= blankTail && changedColumns(start, from: x) >= 3 {
              move(toColumn: x, row: y, style: .plain)
              setPen(.plain)
              writeSequence("K")
              break
            }
          }
          move(toColumn: x, row: y, style: terminalStyle(new[start + x].style))
          x = writeRun(start, from: x, before: old == nil ? width : max(blankTail, x + 1))
        }
      }
    }

    /// How many columns the glyph at column `x` of the row starting at `start` takes: 2 for a
    /// wide character (its continuation is never visited), else 1. A wide character with no
    /// room for its second half, which a buffer never holds, is written as a space.
    func glyphWidth(_ start: Int, _ x: Int) -> Int {
      new.unsafelyUnwrapped[start + x].width == 2 && x + 1 < width ? 2 : 1
    }

    /// Whether the glyph at column `x` of the row starting at `start` differs from what the
    /// screen shows. A wide character is unchanged when its first cell is (the screen then
    /// has its second half beside it): the style of the second half is never shown.
    func changed(_ start: Int, _ x: Int) -> Bool {
      let cell = new.unsafelyUnwrapped[start + x]
      guard let old else { return !Self.same(cell, .blank) }
      return !Self.same(cell, old[start + x])
    }

    /// The first column from `x` before `end` where the cells of `new` differ from those of
    /// `old` (or from a blank, without `old`), or `end`. A function of plain pointers and
    /// integers, never inlined, so that its loop runs in registers: in the pass, whose state
    /// lives in memory, the same loop cost several times as much per cell.
    @inline(never)
    static func firstDifference(_ new: UnsafePointer<Cell>, _ old: UnsafePointer<Cell>?, from x: Int, to end: Int)
      -> Int
    {
      var x = x
      if let old {
        while x < end && same(new[x], old[x]) { x += 1 }
      } else {
        let blank = Cell.blank
        while x < end && same(new[x], blank) { x += 1 }
      }
      return x
    }

    /// The first column of the row starting at `start` from which every cell is blank.
    func blankTailStart(_ start: Int) -> Int {
      let new = self.new.unsafelyUnwrapped
      var x = width
      while x > 0 && Self.same(new[start + x - 1], .blank) { x -= 1 }
      return x
    }

    /// How many columns from `x` to the end of the row starting at `start` the screen shows
    /// something other than a blank in.
    func changedColumns(_ start: Int, from x: Int) -> Int {
      guard let old else { return 0 }
      var count = 0
      for column in x..<width where !Self.same(old[start + column], .blank) { count += 1 }
      return count
    }

    /// Writes the changed glyphs from column `x` of the row starting at `start`, where the
    /// cursor is, up to the first unchanged one or column `end`; returns the column after them.
    mutating func writeRun(_ start: Int, from x: Int, before end: Int) -> Int {
      let new = self.new.unsafelyUnwrapped
      var x = x
      var style = new[start + x].style
      setPen(terminalStyle(style))
      repeat {
        let cell = new[start + x]
        if cell.style != style {
          style = cell.style
          setPen(terminalStyle(style))
        }
        let glyph = glyphWidth(start, x)
        writeSymbol(of: cell, glyph: glyph)
        x += glyph
      } while x < end && changed(start, x)
      // The terminal defers the wrap: the cursor stays in the last column until the next
      // character, so where it is depends on the terminal until it is placed again.
      column = x < width ? x : -1
      return x
    }

    /// Writes the symbol of `cell`, a glyph `glyph` columns wide.
    @inline(__always)
    mutating func writeSymbol(of cell: Cell, glyph: Int) {
      stream.reserve(8)
      if cell.width == 0 || cell.width == 2 && glyph == 1 {
        stream.write(0x20)
      } else if let value = cell.singleScalarValue {
        if Self.isControl(value) {
          writeReplacement()
        } else {
          stream.write(cell.code, keeping: 0)
        }
      } else if let first = cell.symbol.unicodeScalars.first, Self.isControl(first.value) {
        writeReplacement()
      } else {
        stream.write(cell.code, keeping: 0)
      }
    }

    /// Writes U+FFFD, what a control character in a cell is shown as.
    mutating func writeReplacement() {
      stream.reserve(3)
      stream.write(0xEF)
      stream.write(0xBF)
      stream.write(0xBD)
    }

    /// Whether the scalar `value` is a C0 or C1 control or DEL, which a terminal acts on
    /// rather than shows.
    static func isControl(_ value: UInt32) -> Bool {
      value < 0x20 || (0x7F...0x9F).contains(value)
    }

    /// The bytes the symbol of `cell` takes as `writeSymbol` writes it, or `nil` for a
    /// cluster of several scalars (never worth writing again to save a move).
    static func symbolLength(of cell: Cell) -> Int? {
      guard let value = cell.singleScalarValue else { return nil }
      if isControl(value) { return 3 }
      return value < 0x80 ? 1 : value < 0x800 ? 2 : value < 0x1_0000 ? 3 : 4
    }

    /// Whether two cells show the same: symbol, width and style, compared as integers.
    @inline(__always)
    static func same(_ lhs: Cell, _ rhs: Cell) -> Bool {
      lhs.code.rawValue == rhs.code.rawValue && lhs.width == rhs.width && lhs.style.bits == rhs.style.bits
    }

    // MARK: Style

    /// `style` as this terminal shows it: its colours mapped to the colour depth, and `.clear`
    /// (which lets the terminal's default show) written as no colour.
    mutating func terminalStyle(_ style: Style) -> Style {
      if style == mappedFrom { return mapped }
      let shown = shownStyle(style)
      mappedFrom = style
      mapped = shown
      return shown
    }

    /// ``terminalStyle(_:)`` without the cache.
    func shownStyle(_ style: Style) -> Style {
      var shown = style
      if depth != .truecolor {
        shown.foreground = style.foreground.map(depth.map)
        shown.background = style.background.map(depth.map)
      }
      let clear = UInt64(Color.code(of: .clear))
      if shown.bits & Style.colorMask == clear { shown.bits &= ~Style.colorMask }
      if shown.bits >> Style.backgroundShift & Style.colorMask == clear {
        shown.bits &= ~(Style.colorMask << Style.backgroundShift)
      }
      return shown
    }

    /// Makes the terminal write with `style` (already mapped).
    mutating func setPen(_ style: Style) {
      guard style != pen else { return }
      SGR.writeTransition(from: pen, to: style, to: &stream, keeping: 0)
      pen = style
    }

    // MARK: Moves

    /// How the cursor goes to a cell: an absolute `CUP`, or a carriage return or not, then a
    /// vertical and a horizontal part.
    struct Move {
      enum Vertical {
        case none
        case lineFeeds(Int)
        /// `CUD` for a positive count, `CUU` for a negative one.
        case cursor(Int)
      }
      enum Horizontal {
        case none
        /// `CUF` for a positive count, `CUB` for a negative one.
        case cursor(Int)
        case backspaces(Int)
        /// The cells from this column to the target written again, in one style.
        case rewrite(from: Int, style: Style)
      }
      var absolute = false
      var carriageReturn = false
      var vertical = Vertical.none
      var horizontal = Horizontal.none
    }

    /// Moves the cursor to column `x` of row `y` by the cheapest move, where the next cell
    /// written has `style` (`nil` for the final cursor position): writing cells again is
    /// only considered when they share one style that is the pen's or `style`, so that it
    /// costs no style change the move would not.
    mutating func move(toColumn x: Int, row y: Int, style: Style?) {
      if row == y && column == x { return }
      var best = Move(absolute: true)
      var bestCost = Self.absoluteCost(x: x, y: y)
      if row >= 0 {
        let down = y - row
        if column >= 0 {
          // Line feeds only at column 0, where output processing turning them into CR LF
          // changes nothing.
          let vertical = Self.vertical(down, lineFeeds: column == 0)
          if vertical.cost < bestCost {
            let horizontal = self.horizontal(
              from: column, to: x, row: y, style: style, budget: bestCost - vertical.cost)
            if vertical.cost + horizontal.cost < bestCost {
              bestCost = vertical.cost + horizontal.cost
              best = Move(vertical: vertical.move, horizontal: horizontal.move)
            }
          }
        }
        let vertical = Self.vertical(down, lineFeeds: true)
        if 1 + vertical.cost < bestCost {
          let horizontal = self.horizontal(from: 0, to: x, row: y, style: style, budget: bestCost - 1 - vertical.cost)
          if 1 + vertical.cost + horizontal.cost < bestCost {
            best = Move(carriageReturn: true, vertical: vertical.move, horizontal: horizontal.move)
          }
        }
      }
      write(best, toColumn: x, row: y)
    }

    /// Writes `move`, which ends at column `x` of row `y`.
    mutating func write(_ move: Move, toColumn x: Int, row y: Int) {
      stream.reserve(32)
      if move.absolute {
        stream.write(0x1B)
        stream.write(UInt8(ascii: "["))
        if x > 0 || y > 0 { writeDecimal(y + 1) }
        if x > 0 {
          stream.write(UInt8(ascii: ";"))
          writeDecimal(x + 1)
        }
        stream.write(UInt8(ascii: "H"))
      } else {
        if move.carriageReturn { stream.write(0x0D) }
        switch move.vertical {
        case .none: break
        case .lineFeeds(let count): writeRepeated(0x0A, count)
        case .cursor(let count): writeRelative(count, forward: "B", back: "A")
        }
        switch move.horizontal {
        case .none: break
        case .cursor(let count): writeRelative(count, forward: "C", back: "D")
        case .backspaces(let count): writeRepeated(0x08, count)
        case .rewrite(let from, let style):
          setPen(style)
          let start = y * width
          var next = from
          while next < x {
            let glyph = glyphWidth(start, next)
            writeSymbol(of: new.unsafelyUnwrapped[start + next], glyph: glyph)
            next += glyph
          }
        }
      }
      column = x
      row = y
    }

    /// The cheapest vertical part of a move `down` rows down (up when negative).
    static func vertical(_ down: Int, lineFeeds: Bool) -> (move: Move.Vertical, cost: Int) {
      if down == 0 { return (.none, 0) }
      let cursor = relativeCost(abs(down))
      if down > 0 && lineFeeds && down <= cursor { return (.lineFeeds(down), down) }
      return (.cursor(down), cursor)
    }

    /// The cheapest horizontal part of a move from column `from` to column `x` of row `y`,
    /// where the next cell written has `style`; writing cells again is considered only when
    /// it costs less than `budget`.
    func horizontal(from: Int, to x: Int, row y: Int, style: Style?, budget: Int) -> (
      move: Move.Horizontal, cost: Int
    ) {
      if from == x { return (.none, 0) }
      if x < from {
        let back = from - x
        let cursor = Self.relativeCost(back)
        return back < cursor ? (.backspaces(back), back) : (.cursor(-back), cursor)
      }
      let cursor = Self.relativeCost(x - from)
      if let rewrite = rewrite(from: from, to: x, row: y, style: style, budget: min(budget, cursor)) {
        return (.rewrite(from: from, style: rewrite.style), rewrite.cost)
      }
      return (.cursor(x - from), cursor)
    }

    /// What writing the cells from column `from` to column `x` of row `y` again costs, and
    /// their style, when they start a glyph, are single scalars of one style that is the pen's
    /// or `style`, and cost less than `budget`; otherwise `nil`. The cells are all showing
    /// already: cells are written in reading order, and any move ends on the next cell to write.
    func rewrite(from: Int, to x: Int, row y: Int, style: Style?, budget: Int) -> (cost: Int, style: Style)? {
      let new = self.new.unsafelyUnwrapped
      let start = y * width
      var cost = 0
      var shared: Style? = nil
      var column = from
      while column < x {
        let cell = new[start + column]
        guard cell.width != 0, let length = Self.symbolLength(of: cell) else { return nil }
        cost += length
        guard cost < budget else { return nil }
        // The mapping cache is kept for drawing; the few cells here map without it.
        let shown = shownStyle(cell.style)
        if let shared {
          guard shown == shared else { return nil }
        } else {
          guard shown == pen || shown == style else { return nil }
          shared = shown
        }
        column += glyphWidth(start, column)
      }
      guard let shared, column == x else { return nil }
      return (cost, shared)
    }

    /// The bytes of `CUP` to column `x` of row `y`: `ESC[H` home, `ESC[rH` at column 0.
    static func absoluteCost(x: Int, y: Int) -> Int {
      if x == 0 { return y == 0 ? 3 : 3 + digits(y + 1) }
      return 4 + digits(y + 1) + digits(x + 1)
    }

    /// The bytes of a relative move of `count` (at least 1) cells: `ESC[C`, `ESC[5C`.
    static func relativeCost(_ count: Int) -> Int {
      count == 1 ? 3 : 3 + digits(count)
    }

    /// The number of decimal digits of `value`, at least 0.
    static func digits(_ value: Int) -> Int {
      var digits = 1
      var rest = value / 10
      while rest > 0 {
        digits += 1
        rest /= 10
      }
      return digits
    }

    // MARK: Bytes

    /// Writes `ESC[` and `body`, a control sequence's parameters and final byte.
    mutating func writeSequence(_ body: StaticString) {
      stream.reserve(2 + body.utf8CodeUnitCount)
      stream.write(0x1B)
      stream.write(UInt8(ascii: "["))
      body.withUTF8Buffer { for byte in $0 { stream.write(byte) } }
    }

    /// Writes a relative move of `count` cells: `ESC[nF` with `forward` for a positive count,
    /// with `back` for a negative one, the count left out when it is 1.
    mutating func writeRelative(_ count: Int, forward: Unicode.Scalar, back: Unicode.Scalar) {
      stream.reserve(24)
      stream.write(0x1B)
      stream.write(UInt8(ascii: "["))
      if abs(count) != 1 { writeDecimal(abs(count)) }
      stream.write(UInt8(ascii: count > 0 ? forward : back))
    }

    /// Writes `byte` `count` times.
    mutating func writeRepeated(_ byte: UInt8, _ count: Int) {
      stream.reserve(count)
      for _ in 0..<count { stream.write(byte) }
    }

    /// Writes a non-negative number in decimal; the caller has reserved room for it.
    mutating func writeDecimal(_ value: Int) {
      if value < 1000 {
        SGR.writeDecimal(value, to: &stream)
        return
      }
      for digit in String(value).utf8 { stream.write(digit) }
    }
  }
}
