import TextUI

/// A terminal for tests: a grid of cells that acts on bytes as xterm does, so that what a
/// frame differ writes can be checked by the screen it leaves rather than by its bytes.
///
/// It knows what the differ may write and acts on it as xterm does: printable UTF-8 (grapheme
/// clusters, each placed with TextUI's width rules), CR, LF, BS, `CUP`, `CUU`/`CUD`/`CUF`/`CUB`,
/// `CHA`, `VPA`, `ED`, `EL`, `SGR` with 16, 256 and 24-bit colours, and the DEC private modes
/// for the cursor (25) and synchronized output (2026); other private modes are ignored.
/// Printing follows xterm: auto-wrap with the wrap deferred while the cursor is in the last
/// column, a line feed on the bottom row scrolling the screen, erasing with the current
/// background, and overwriting half of a wide character blanking its other half.
///
/// Whatever a real terminal might do differently, or that a differ should never need, is
/// done as xterm does it and also recorded in ``anomalies``: a character printed while a wrap
/// is pending (the differ must place the cursor explicitly after the last column), a relative
/// move while a wrap is pending, a scroll, a line feed away from column 0 (which output
/// processing would turn into CR LF), a wide character that does not fit, an unknown sequence.
struct VTScreen {
  /// One cell as a terminal holds it.
  struct Cell: Equatable, CustomStringConvertible {
    /// The grapheme cluster shown; empty for the right half of a wide character.
    var symbol: String
    /// 1, 2 for a wide character's first cell, or 0 for its second.
    var width: Int
    var style: Style

    static let blank = Cell(symbol: " ", width: 1, style: .plain)

    /// Compares symbols by their scalars: a precomposed é and e with a combining accent are
    /// different bytes on the screen.
    static func == (lhs: Cell, rhs: Cell) -> Bool {
      lhs.width == rhs.width && lhs.style == rhs.style && lhs.symbol.utf8.elementsEqual(rhs.symbol.utf8)
    }

    var description: String {
      let scalars = symbol.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ")
      return "\"\(symbol)\" (\(scalars)) width \(width) \(VTScreen.describe(style))"
    }
  }

  let width: Int
  let height: Int
  /// Row-major cells.
  private(set) var cells: [Cell]
  private(set) var cursorX = 0
  private(set) var cursorY = 0
  /// Whether the last character went into the last column, so the next one wraps first.
  private(set) var wrapPending = false
  /// The graphic rendition characters are written with.
  private(set) var pen = Style.plain
  private(set) var cursorVisible = true
  private(set) var synchronizedOutput = false
  /// What was done that a terminal other than xterm might do differently, or that a differ
  /// should never need; empty when all went as it should.
  private(set) var anomalies: [String] = []
  /// The cells characters were printed into since ``resetPrinted()``, in order.
  private(set) var printed: [Point] = []

  /// A blank screen with the cursor at the top-left corner.
  init(width: Int, height: Int) {
    self.width = width
    self.height = height
    cells = Array(repeating: .blank, count: width * height)
  }

  /// A screen showing `buffer` as a terminal of `depth` colours shows it.
  init(showing buffer: Buffer, depth: ColorDepth = .truecolor) {
    self.width = buffer.width
    self.height = buffer.height
    cells = Self.cells(of: buffer, depth: depth)
  }

  /// The cells a terminal of `depth` colours shows for `buffer`: its colours mapped, `.clear`
  /// shown as the default colour, and a wide character's second half in its first half's
  /// style, since a terminal writes both halves at once.
  static func cells(of buffer: Buffer, depth: ColorDepth) -> [Cell] {
    var cells: [Cell] = []
    cells.reserveCapacity(buffer.cells.count)
    for y in 0..<buffer.height {
      for x in 0..<buffer.width {
        let cell = buffer[x, y]
        if cell.width == 0 {
          let head = x > 0 ? cells[cells.count - 1] : Cell.blank
          cells.append(Cell(symbol: "", width: 0, style: head.style))
        } else {
          cells.append(Cell(symbol: String(cell.symbol), width: Int(cell.width), style: shown(cell.style, depth)))
        }
      }
    }
    return cells
  }

  /// `style` as a terminal of `depth` colours shows it.
  static func shown(_ style: Style, _ depth: ColorDepth) -> Style {
    func color(_ color: Color?) -> Color? {
      guard let color else { return nil }
      let mapped = depth.map(color)
      return mapped.storage == .clear ? nil : mapped
    }
    return Style(foreground: color(style.foreground), background: color(style.background), attributes: style.attributes)
  }

  /// The cell at column `x` of row `y`.
  subscript(x: Int, y: Int) -> Cell { cells[y * width + x] }

  /// The text of row `y`, for messages.
  func text(ofRow y: Int) -> String {
    (0..<width).map { self[$0, y].symbol }.joined()
  }

  /// Puts the cursor somewhere, as a previous frame or program might have left it.
  mutating func place(
    cursorX x: Int, y: Int, visible: Bool = true, wrapPending pending: Bool = false, pen style: Style = .plain
  ) {
    cursorX = min(max(x, 0), max(width - 1, 0))
    cursorY = min(max(y, 0), max(height - 1, 0))
    cursorVisible = visible
    wrapPending = pending
    pen = style
  }

  /// Forgets the cells printed so far.
  mutating func resetPrinted() { printed = [] }

  /// Forgets the anomalies so far.
  mutating func resetAnomalies() { anomalies = [] }

  // MARK: Bytes

  /// Acts on `bytes` as xterm would.
  mutating func apply(_ bytes: [UInt8]) {
    var index = 0
    var text: [UInt8] = []
    while index < bytes.count {
      let byte = bytes[index]
      if byte >= 0x20 && byte != 0x7F {
        text.append(byte)
        index += 1
        continue
      }
      flush(&text)
      switch byte {
      case 0x1B:
        index = escape(bytes, from: index + 1)
        continue
      case 0x0D:
        cursorX = 0
        wrapPending = false
      case 0x0A, 0x0B, 0x0C:
        relativeMove("line feed")
        if cursorX != 0 {
          anomalies.append("line feed at column \(cursorX) of row \(cursorY): output processing would add a CR")
        }
        lineFeed()
      case 0x08:
        relativeMove("backspace")
        cursorX = max(cursorX - 1, 0)
      default:
        anomalies.append("control byte \(byte)")
      }
      index += 1
    }
    flush(&text)
  }

  /// Prints the grapheme clusters of the UTF-8 in `text`, then empties it.
  private mutating func flush(_ text: inout [UInt8]) {
    guard !text.isEmpty else { return }
    guard let string = String(validating: text, as: UTF8.self) else {
      anomalies.append("invalid UTF-8 \(text)")
      text = []
      return
    }
    for character in string { print(character) }
    text = []
  }

  /// Prints one grapheme cluster at the cursor, as xterm does.
  private mutating func print(_ character: Character) {
    let glyph = GraphemeWidth.width(of: character)
    guard glyph == 1 || glyph == 2, glyph <= width, height > 0 else {
      anomalies.append("printed \(character.unicodeScalars.map { $0.value }) of width \(glyph)")
      return
    }
    if wrapPending {
      anomalies.append("printed \"\(character)\" while a wrap was pending at row \(cursorY): it wraps")
      wrapPending = false
      cursorX = 0
      lineFeed()
    }
    if glyph == 2 && cursorX == width - 1 {
      anomalies.append("printed wide \"\(character)\" in the last column of row \(cursorY): it wraps")
      cursorX = 0
      lineFeed()
    }
    let row = cursorY * width
    for x in cursorX..<(cursorX + glyph) { detach(x, keeping: cursorX..<(cursorX + glyph)) }
    cells[row + cursorX] = Cell(symbol: String(character), width: glyph, style: pen)
    if glyph == 2 { cells[row + cursorX + 1] = Cell(symbol: "", width: 0, style: pen) }
    printed.append(Point(x: cursorX, y: cursorY))
    cursorX += glyph
    if cursorX >= width {
      cursorX = width - 1
      wrapPending = true
    }
  }

  /// Blanks the other half of a wide character whose half at column `x` of the cursor's row
  /// is overwritten or erased, unless that half is in `kept`.
  private mutating func detach(_ x: Int, keeping kept: Range<Int>) {
    let row = cursorY * width
    let cell = cells[row + x]
    if cell.width == 2 && x + 1 < width && !kept.contains(x + 1) {
      cells[row + x + 1] = Cell(symbol: " ", width: 1, style: cells[row + x + 1].style)
    } else if cell.width == 0 && x > 0 && !kept.contains(x - 1) {
      cells[row + x - 1] = Cell(symbol: " ", width: 1, style: cells[row + x - 1].style)
    }
  }

  /// Moves the cursor down a row, scrolling the screen up on the bottom row.
  private mutating func lineFeed() {
    if cursorY < height - 1 {
      cursorY += 1
      return
    }
    anomalies.append("scrolled the screen")
    cells.removeFirst(width)
    cells.append(contentsOf: Array(repeating: erased, count: width))
  }

  /// Notes a relative move made while a wrap is pending, which terminals disagree on, and
  /// cancels the wrap as xterm does.
  private mutating func relativeMove(_ name: String) {
    if wrapPending {
      anomalies.append("\(name) while a wrap was pending at row \(cursorY)")
      wrapPending = false
    }
  }

  /// What an erased cell becomes: a blank in the current background (xterm's "background
  /// colour erase").
  private var erased: Cell {
    Cell(symbol: " ", width: 1, style: Style(background: pen.background))
  }

  // MARK: Escape sequences

  /// Acts on the escape sequence whose bytes start at `start` (after the ESC); returns the
  /// index after it.
  private mutating func escape(_ bytes: [UInt8], from start: Int) -> Int {
    guard start < bytes.count, bytes[start] == UInt8(ascii: "[") else {
      anomalies.append("escape sequence other than CSI at byte \(start)")
      return start + 1
    }
    var index = start + 1
    var isPrivate = false
    if index < bytes.count && bytes[index] == UInt8(ascii: "?") {
      isPrivate = true
      index += 1
    }
    var parameterText = ""
    while index < bytes.count, (0x30...0x3F).contains(bytes[index]) {
      parameterText.append(Character(Unicode.Scalar(bytes[index])))
      index += 1
    }
    guard index < bytes.count else {
      anomalies.append("unfinished control sequence")
      return index
    }
    let final = Character(Unicode.Scalar(bytes[index]))
    if !parameterText.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ";") }) {
      anomalies.append("parameters \(parameterText) are not numbers")
    }
    // An empty parameter is its default, as ECMA-48 says.
    let numbers =
      parameterText.isEmpty
      ? [] : parameterText.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
    if isPrivate {
      privateMode(numbers, set: final == "h", final: final)
    } else {
      control(final, numbers)
    }
    return index + 1
  }

  /// The parameter `index` of `numbers`, or `fallback` when it is missing or 0.
  private func count(_ numbers: [Int], _ index: Int = 0, _ fallback: Int = 1) -> Int {
    index < numbers.count && numbers[index] != 0 ? numbers[index] : fallback
  }

  private mutating func control(_ final: Character, _ numbers: [Int]) {
    switch final {
    case "H", "f":
      cursorY = min(count(numbers, 0), height) - 1
      cursorX = min(count(numbers, 1), width) - 1
      wrapPending = false
    case "A":
      relativeMove("CUU")
      cursorY = max(cursorY - count(numbers), 0)
    case "B":
      relativeMove("CUD")
      cursorY = min(cursorY + count(numbers), height - 1)
    case "C":
      relativeMove("CUF")
      cursorX = min(cursorX + count(numbers), width - 1)
    case "D":
      relativeMove("CUB")
      cursorX = max(cursorX - count(numbers), 0)
    case "G":
      cursorX = min(count(numbers), width) - 1
      wrapPending = false
    case "d":
      cursorY = min(count(numbers), height) - 1
      wrapPending = false
    case "J":
      eraseDisplay(numbers.first ?? 0)
    case "K":
      relativeMove("EL")
      eraseLine(numbers.first ?? 0)
    case "m":
      selectGraphicRendition(numbers.isEmpty ? [0] : numbers)
    default:
      anomalies.append("unknown control sequence ending in \(final)")
    }
  }

  private mutating func privateMode(_ numbers: [Int], set: Bool, final: Character) {
    guard final == "h" || final == "l" else {
      anomalies.append("unknown private sequence ending in \(final)")
      return
    }
    for mode in numbers {
      switch mode {
      case 25: cursorVisible = set
      case 2026:
        if synchronizedOutput == set { anomalies.append("synchronized output \(set ? "begun" : "ended") twice") }
        synchronizedOutput = set
      default: break
      }
    }
  }

  private mutating func eraseDisplay(_ mode: Int) {
    switch mode {
    case 0:
      eraseLine(0)
      for index in ((cursorY + 1) * width)..<cells.count { cells[index] = erased }
    case 1:
      eraseLine(1)
      for index in 0..<(cursorY * width) { cells[index] = erased }
    case 2, 3:
      cells = Array(repeating: erased, count: width * height)
    default:
      anomalies.append("unknown ED \(mode)")
    }
  }

  /// Erases from the cursor to the end of the line (0), from its start to the cursor (1), or
  /// all of it (2); a wide character cut by the edge is erased whole, as xterm does.
  private mutating func eraseLine(_ mode: Int) {
    guard height > 0, width > 0 else { return }
    let columns: Range<Int>
    switch mode {
    case 0: columns = cursorX..<width
    case 1: columns = 0..<(cursorX + 1)
    case 2: columns = 0..<width
    default:
      anomalies.append("unknown EL \(mode)")
      return
    }
    for x in [columns.lowerBound, columns.upperBound - 1] { detach(x, keeping: columns) }
    for x in columns { cells[cursorY * width + x] = erased }
  }

  private mutating func selectGraphicRendition(_ numbers: [Int]) {
    var index = 0
    func color(_ numbers: [Int], _ index: inout Int) -> Color? {
      guard index + 1 < numbers.count else { return nil }
      switch numbers[index + 1] {
      case 5 where index + 2 < numbers.count:
        index += 2
        return Color(palette: UInt8(clamping: numbers[index]))
      case 2 where index + 4 < numbers.count:
        index += 4
        return Color(
          red: UInt8(clamping: numbers[index - 2]), green: UInt8(clamping: numbers[index - 1]),
          blue: UInt8(clamping: numbers[index]))
      default:
        return nil
      }
    }
    let attributes: [Int: TextAttributes] = [
      1: .bold, 2: .dim, 3: .italic, 4: .underline, 7: .inverse, 9: .strikethrough,
    ]
    let removals: [Int: TextAttributes] = [
      22: [.bold, .dim], 23: .italic, 24: .underline, 27: .inverse, 29: .strikethrough,
    ]
    while index < numbers.count {
      let number = numbers[index]
      switch number {
      case 0: pen = .plain
      case 30...37: pen.foreground = Color(ansi: UInt8(number - 30))
      case 90...97: pen.foreground = Color(ansi: UInt8(number - 90 + 8))
      case 40...47: pen.background = Color(ansi: UInt8(number - 40))
      case 100...107: pen.background = Color(ansi: UInt8(number - 100 + 8))
      case 39: pen.foreground = nil
      case 49: pen.background = nil
      case 38, 48:
        guard let chosen = color(numbers, &index) else {
          anomalies.append("malformed colour in SGR \(numbers)")
          return
        }
        if number == 38 { pen.foreground = chosen } else { pen.background = chosen }
      default:
        if let attribute = attributes[number] {
          pen.attributes.insert(attribute)
        } else if let removed = removals[number] {
          pen.attributes.subtract(removed)
        } else {
          anomalies.append("unknown SGR \(number)")
        }
      }
      index += 1
    }
  }

  /// A style in words, for messages.
  static func describe(_ style: Style) -> String {
    if style.isPlain { return "plain" }
    var parts = TextAttributes.named.filter { style.attributes.contains($0.attribute) }.map(\.name)
    if let foreground = style.foreground { parts.append("fg \(foreground.storage)") }
    if let background = style.background { parts.append("bg \(background.storage)") }
    return parts.joined(separator: " ")
  }
}
