import TextUI

/// Cells `columns` of row `row` share `style`: one entry of a snapshot's styles section, a
/// buffer's `CellRun` (TextUI) after normalising (see ``StyleEncoding/runs(of:)``).
package typealias StyleRun = CellRun

/// The text form of styles in a snapshot: words a reviewer can read in `git diff` rather than
/// escape codes.
///
/// A style is written as `fg=<colour>`, then `bg=<colour>`, then attribute names in the order
/// of `TextAttributes.named` (bold dim italic underline strikethrough inverse), separated by
/// single spaces: `"fg=red bg=p208 bold underline"`. Colours are the 16 ANSI names (`black`,
/// `red`, `green`, `yellow`, `blue`, `magenta`, `cyan`, `white`, and `bright-` plus each),
/// `p0`–`p255` for the 256-colour palette, and `#rrggbb` (lower-case) for RGB. A style line
/// lists one row's runs: `"3: 0..<7 fg=red bold │ 12..<20 bg=#1e1e1e"`.
package enum StyleEncoding {
  /// Why a style or style line could not be read.
  package struct DecodeError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong, in words for the person who edited the file.
    package var reason: String
    /// An error with `reason`.
    package init(_ reason: String) { self.reason = reason }
    /// The reason.
    package var description: String { reason }
  }

  /// The names of the 16 ANSI colours, indexed by their ANSI number.
  package static let colorNames: [String] = (0..<16).map { colorName($0).description }

  /// The name of ANSI colour `index` (0–15): a switch rather than a table, so the encoder
  /// reads a name with no array access, each a call in a debug build.
  static func colorName(_ index: Int) -> StaticString {
    switch index {
    case 0: "black"
    case 1: "red"
    case 2: "green"
    case 3: "yellow"
    case 4: "blue"
    case 5: "magenta"
    case 6: "cyan"
    case 7: "white"
    case 8: "bright-black"
    case 9: "bright-red"
    case 10: "bright-green"
    case 11: "bright-yellow"
    case 12: "bright-blue"
    case 13: "bright-magenta"
    case 14: "bright-cyan"
    default: "bright-white"
    }
  }

  /// Separates runs on a style line; the frame's bar reads as a column separator.
  static let runSeparator = " │ "

  /// The maximal runs of equal, non-plain style in each row, top to bottom, left to right.
  ///
  /// The right half of a wide character belongs to its character's run whatever its own style
  /// is, because a terminal paints the glyph as one unit. Styles are first normalised (see
  /// ``normalized(_:)``) so that looks a terminal cannot tell apart give the same text.
  package static func runs(of buffer: Buffer) -> [StyleRun] {
    var result: [StyleRun] = []
    result.reserveCapacity(buffer.height * 2)
    // The last two styles normalised, with what they normalise to: a screen alternates a few
    // styles, and normalising one decodes and encodes both its colours.
    var memo: (Style, Style, Style, Style) = (.plain, .plain, .plain, .plain)
    for y in 0..<buffer.height {
      // The buffer's runs, normalised, with neighbours that normalise alike joined.
      var current = StyleRun(row: y, columns: 0..<0, style: .plain)
      buffer.forEachRun(inRow: y) { run in
        let normal: Style
        if run.style.isPlain || run.style == memo.0 {
          normal = run.style.isPlain ? run.style : memo.1
        } else if run.style == memo.2 {
          normal = memo.3
          memo = (memo.2, memo.3, memo.0, memo.1)
        } else {
          normal = normalized(run.style)
          memo = (run.style, normal, memo.0, memo.1)
        }
        if normal == current.style {
          current.columns = current.columns.lowerBound..<run.columns.upperBound
          return
        }
        if !current.style.isPlain { result.append(current) }
        current = StyleRun(row: y, columns: run.columns, style: normal)
      }
      if !current.style.isPlain { result.append(current) }
    }
    return result
  }

  /// `style` as a terminal shows it: a `.clear` colour is the terminal default (`nil`), and an
  /// ANSI index above 15 is the colour `ANSIRenderer` emits for it, index modulo 16.
  package static func normalized(_ style: Style) -> Style {
    Style(packed: normalized(packed: style.packed))
  }

  /// ``normalized(_:)`` on a style's packed form (`Style.packed`), computed on its bits: the
  /// encoder normalises every run's style, where decoding and encoding the two colours cost
  /// a debug build a dozen calls. Masking shifts (`&>>`) in this file: a debug build checks a
  /// smart shift's amount.
  @_transparent
  static func normalized(packed bits: UInt64) -> UInt64 {
    normalized(code: bits & colorMask) | normalized(code: bits &>> backgroundShift & colorMask) &<< backgroundShift
      | bits & attributeMask
  }

  /// A colour's code (`Color.code(of:)`) as the terminal shows it: `.clear` (kind 4) no
  /// colour, an ANSI index (kind 1) modulo 16.
  @_transparent
  static func normalized(code: UInt64) -> UInt64 {
    let kind = code &>> 24
    return kind == 4 ? 0 : kind == 1 ? code & 0x0100_000F : code
  }

  // The layout of `Style.packed`: each colour's code in 27 bits, foreground first, then the
  // six attribute bits.
  @_transparent static var colorMask: UInt64 { 0x7FF_FFFF }
  @_transparent static var backgroundShift: UInt64 { 27 }
  @_transparent static var attributeShift: UInt64 { 54 }
  @_transparent static var attributeMask: UInt64 { 0x3F &<< 54 }

  /// `style` in words: `"fg=red bg=p208 bold underline"`, or `"plain"` for the default look.
  package static func encode(_ style: Style) -> String {
    var bytes: [UInt8] = []
    appendStyle(style, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `color` in words: an ANSI name, `p<index>`, `#rrggbb`, or `default` for `.clear`.
  package static func encode(_ color: Color) -> String {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 16) { block in
      let count = writeColor(color, to: block.baseAddress!)
      return String(decoding: UnsafeBufferPointer(rebasing: block[..<count]), as: UTF8.self)
    }
  }

  /// Reads what ``encode(_:)-(Style)`` writes. Words may come in any order, but each colour
  /// and attribute at most once.
  package static func decode(_ text: String) throws(DecodeError) -> Style {
    if text == "plain" { return .plain }
    var style = Style.plain
    var sawForeground = false
    var sawBackground = false
    for word in text.split(separator: " ", omittingEmptySubsequences: false) {
      if word.isEmpty { throw DecodeError("style `\(text)` has an extra space") }
      if word.hasPrefix("fg=") {
        if sawForeground { throw DecodeError("style `\(text)` sets fg twice") }
        sawForeground = true
        style.foreground = try decodeColor(word.dropFirst(3))
      } else if word.hasPrefix("bg=") {
        if sawBackground { throw DecodeError("style `\(text)` sets bg twice") }
        sawBackground = true
        style.background = try decodeColor(word.dropFirst(3))
      } else if let attribute = TextAttributes.named.first(where: { $0.name == word })?.attribute {
        if style.attributes.contains(attribute) {
          throw DecodeError("style `\(text)` lists `\(word)` twice")
        }
        style.attributes.insert(attribute)
      } else {
        let names = TextAttributes.named.map(\.name).joined(separator: ", ")
        throw DecodeError("unknown style word `\(word)` (use fg=…, bg=…, \(names))")
      }
    }
    return style
  }

  /// Reads one colour word; see the type's documentation for the forms.
  package static func decodeColor(_ word: Substring) throws(DecodeError) -> Color {
    if let index = colorNames.firstIndex(where: { $0 == word }) {
      return Color(ansi: UInt8(index))
    }
    if word == "default" { return .clear }
    if word.first == "p", let index = decimal(word.dropFirst()), index <= 255 {
      return Color(palette: UInt8(index))
    }
    if word.first == "#", word.utf8.count == 7 {
      let digits = Array(word.utf8.dropFirst())
      var components: [UInt8] = []
      for pair in stride(from: 0, to: 6, by: 2) {
        guard let high = hexValue(digits[pair]), let low = hexValue(digits[pair + 1]) else {
          break
        }
        components.append(high &<< 4 | low)
      }
      if components.count == 3 {
        return Color(red: components[0], green: components[1], blue: components[2])
      }
    }
    throw DecodeError(
      "unknown colour `\(word)` (use black, red, green, yellow, blue, magenta, cyan, white, "
        + "bright-black … bright-white, p0–p255 or #rrggbb)")
  }

  /// One row's style line: `"3: 0..<7 fg=red bold │ 12..<20 bg=#1e1e1e"`. Columns are cell
  /// indices, start inclusive and end exclusive, as in a Swift `Range`.
  package static func encodeLine(row: Int, runs: [StyleRun]) -> String {
    var bytes: [UInt8] = []
    appendLine(row: row, runs: runs[...], to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends the bytes of ``encodeLine(row:runs:)`` to `bytes`.
  static func appendLine(row: Int, runs: ArraySlice<StyleRun>, to bytes: inout [UInt8]) {
    appendWritten(runs.count * maximumRunBytes, to: &bytes) { writeLine(row: row, runs: runs, to: $0) }
  }

  /// Writes the bytes of ``encodeLine(row:runs:)`` at `out`, which has room for
  /// ``maximumRunBytes`` a run; returns the bytes written.
  static func writeLine(row: Int, runs: ArraySlice<StyleRun>, to out: UnsafeMutablePointer<UInt8>) -> Int {
    // An index loop: iterating a slice is generic calls per element in a debug build.
    var count = 0
    var index = runs.startIndex
    while index < runs.endIndex {
      let run = runs[index]
      count += writeRun(
        row: row, columns: run.columns, style: run.style, first: index == runs.startIndex, to: out + count)
      index += 1
    }
    return count
  }

  /// Writes one run of a style line, `<start>..<<end> <style>`, after the row number and
  /// `: ` for the `first` run of the line or after ` │ ` for a later one, at `out`, which has
  /// room for ``maximumRunBytes``; returns the bytes written.
  static func writeRun(
    row: Int, columns: Range<Int>, style: Style, first: Bool, to out: UnsafeMutablePointer<UInt8>
  ) -> Int {
    let count = writeRunColumns(row: row, columns: columns, first: first, to: out)
    return count + writeStyle(style, to: out + count)
  }

  /// ``writeRun(row:columns:style:first:to:)`` up to the style: the row number and `: ` or
  /// ` │ `, the columns and a space; returns the bytes written.
  static func writeRunColumns(row: Int, columns: Range<Int>, first: Bool, to out: UnsafeMutablePointer<UInt8>) -> Int {
    var count = 0
    if first {
      count += writeDecimal(row, to: out)
      out[count] = 0x3A  // ":"
      out[count + 1] = 0x20
      count += 2
    } else {
      // ` │ `: a space, U+2502 and a space.
      out[0] = 0x20
      out[1] = 0xE2
      out[2] = 0x94
      out[3] = 0x82
      out[4] = 0x20
      count = 5
    }
    count += writeDecimal(columns.lowerBound, to: out + count)
    out[count] = 0x2E  // "."
    out[count + 1] = 0x2E
    out[count + 2] = 0x3C  // "<"
    count += 3
    count += writeDecimal(columns.upperBound, to: out + count)
    out[count] = 0x20
    return count + 1
  }

  /// The most bytes one run of a style line takes, with the row number or the separator
  /// before it: three numbers of up to 20 digits, punctuation and a style.
  static let maximumRunBytes = 80 + maximumStyleBytes

  /// Calls `write` with a block of `capacity` bytes and appends the bytes it says it wrote
  /// to `bytes` with one copy. The snapshot encoder's one way of writing through a pointer:
  /// its numbers, styles and rules are written a section or a line at a time, where
  /// appending a byte at a time checks the array's uniqueness and capacity for every byte.
  static func appendWritten(
    _ capacity: Int, to bytes: inout [UInt8], _ write: (UnsafeMutablePointer<UInt8>) -> Int
  ) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { block in
      let count = write(block.baseAddress!)
      // `0..<count`, not `..<count`: a debug build resolves a partial range through generic
      // calls costing several times the copy.
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: block[0..<count]))
    }
  }

  /// Appends ``encode(_:)-(Style)`` as bytes.
  static func appendStyle(_ style: Style, to bytes: inout [UInt8]) {
    appendWritten(maximumStyleBytes, to: &bytes) { writeStyle(style, to: $0) }
  }

  /// The most bytes ``writeStyle(_:to:)`` writes: `fg=bright-magenta bg=bright-magenta` and
  /// every attribute.
  static let maximumStyleBytes = 96

  /// Writes ``encode(_:)-(Style)`` at `out`, which has room for ``maximumStyleBytes``;
  /// returns the bytes written. Through a pointer: appending to an array is a call per byte in
  /// a debug build, and the snapshot encoder writes every run's style.
  static func writeStyle(_ style: Style, to out: UnsafeMutablePointer<UInt8>) -> Int {
    writeStyle(packed: style.packed, to: out)
  }

  /// ``writeStyle(_:to:)`` from the style's packed form (`Style.packed`), read from its bits:
  /// no `Color` or option set is made, each several calls in a debug build.
  static func writeStyle(packed bits: UInt64, to out: UnsafeMutablePointer<UInt8>) -> Int {
    var count = 0
    if bits & colorMask != 0 {
      count = write("fg=", to: out)
      count += writeColor(code: bits & colorMask, to: out + count)
    }
    if bits &>> backgroundShift & colorMask != 0 {
      count += write(count > 0 ? " bg=" : "bg=", to: out + count)
      count += writeColor(code: bits &>> backgroundShift & colorMask, to: out + count)
    }
    // The attributes in the order of `TextAttributes.named`, one test each.
    if bits & attributeMask != 0 {
      if bits & 1 &<< attributeShift != 0 { count += writeWord("bold", after: count, to: out) }
      if bits & 2 &<< attributeShift != 0 { count += writeWord("dim", after: count, to: out) }
      if bits & 4 &<< attributeShift != 0 { count += writeWord("italic", after: count, to: out) }
      if bits & 8 &<< attributeShift != 0 { count += writeWord("underline", after: count, to: out) }
      if bits & 16 &<< attributeShift != 0 { count += writeWord("strikethrough", after: count, to: out) }
      if bits & 32 &<< attributeShift != 0 { count += writeWord("inverse", after: count, to: out) }
    }
    if count == 0 { count = write("plain", to: out) }
    return count
  }

  /// Writes `word` at `out + count`, after a space when `count` bytes are there already;
  /// returns the bytes written.
  private static func writeWord(_ word: StaticString, after count: Int, to out: UnsafeMutablePointer<UInt8>) -> Int {
    guard count > 0 else { return write(word, to: out) }
    out[count] = 0x20
    return 1 + write(word, to: out + count + 1)
  }

  private static func writeColor(_ color: Color, to out: UnsafeMutablePointer<UInt8>) -> Int {
    writeColor(code: UInt64(Style(foreground: color).packed), to: out)
  }

  /// Writes the colour whose code (`Color.code(of:)`, never 0) is `code`: its kind in the
  /// top three bits (1 ANSI, 2 palette, 3 RGB, 4 clear), its index or components below.
  private static func writeColor(code: UInt64, to out: UnsafeMutablePointer<UInt8>) -> Int {
    switch code &>> 24 {
    case 1: return write(colorName(Int(code & 0x0F)), to: out)
    case 2:
      out[0] = UInt8(ascii: "p")
      return 1 + writeDecimal(Int(code & 0xFF), to: out + 1)
    case 3:
      out[0] = UInt8(ascii: "#")
      writeHex(UInt8(truncatingIfNeeded: code &>> 16), to: out + 1)
      writeHex(UInt8(truncatingIfNeeded: code &>> 8), to: out + 3)
      writeHex(UInt8(truncatingIfNeeded: code), to: out + 5)
      return 7
    default: return write("default", to: out)
    }
  }

  /// Writes the UTF-8 of `text`; returns its length. Transparent, as `writeDecimal`: a debug
  /// build inlines them into the style and run writers of this file, where each call zeroed
  /// its locals with a call each, for every run.
  @_transparent
  static func write(_ text: StaticString, to out: UnsafeMutablePointer<UInt8>) -> Int {
    out.initialize(from: text.utf8Start, count: text.utf8CodeUnitCount)
    return text.utf8CodeUnitCount
  }

  /// Writes `component` as two lower-case hexadecimal digits.
  private static func writeHex(_ component: UInt8, to out: UnsafeMutablePointer<UInt8>) {
    out[0] = hexDigit(component &>> 4)
    out[1] = hexDigit(component & 0x0F)
  }

  /// The lower-case hexadecimal digit of `value` (0–15).
  private static func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
  }

  /// Appends a non-negative number in decimal, most significant digit first, with no array
  /// of digits made for it.
  static func appendDecimal(_ value: Int, to bytes: inout [UInt8]) {
    appendWritten(20, to: &bytes) { writeDecimal(value, to: $0) }
  }

  /// Writes a non-negative number in decimal at `out`, which has room for 20 bytes; returns
  /// the digits written.
  @_transparent
  static func writeDecimal(_ value: Int, to out: UnsafeMutablePointer<UInt8>) -> Int {
    if value < 10 {
      out[0] = 0x30 | UInt8(truncatingIfNeeded: value)
      return 1
    }
    // Two digits, nearly every row and column number, without the loop's divisions.
    if value < 100 {
      out[0] = 0x30 | UInt8(truncatingIfNeeded: value / 10)
      out[1] = 0x30 | UInt8(truncatingIfNeeded: value % 10)
      return 2
    }
    return writeLongDecimal(value, to: out)
  }

  /// ``writeDecimal(_:to:)`` for a number of three digits or more: a function of its own, so
  /// that the usual one or two digits find no locals to zero on entry (a call each in a debug
  /// build).
  private static func writeLongDecimal(_ value: Int, to out: UnsafeMutablePointer<UInt8>) -> Int {
    var divisor = 10
    while divisor <= value / 10 { divisor *= 10 }
    var rest = value
    var count = 0
    while divisor > 0 {
      out[count] = 0x30 | UInt8(truncatingIfNeeded: rest / divisor)
      rest %= divisor
      divisor /= 10
      count += 1
    }
    return count
  }

  /// Reads a line written by ``encodeLine(row:runs:)`` for a buffer of `width` × `height`,
  /// insisting on the exact form the encoder writes, so a file that decodes also re-encodes
  /// to the same bytes.
  static func decodeLine(
    _ line: Substring, width: Int, height: Int
  ) throws(DecodeError) -> (row: Int, runs: [StyleRun]) {
    guard let colon = line.firstIndex(of: ":"), let row = decimal(line[..<colon]) else {
      throw DecodeError("`\(line)` is not a style line (expected `<row>: <start>..<<end> <style>`)")
    }
    guard row < height else {
      throw DecodeError("styles are given for row \(row) but the header says height \(height)")
    }
    let rest = line[colon...].dropFirst()
    guard rest.first == " ", rest.count > 1 else {
      throw DecodeError("the style line for row \(row) has no runs after `\(row):`")
    }
    var runs: [StyleRun] = []
    for text in rest.dropFirst().split(separator: runSeparator, omittingEmptySubsequences: false) {
      let run = try decodeRun(text, row: row, width: width)
      if let previous = runs.last {
        guard previous.columns.upperBound <= run.columns.lowerBound else {
          throw DecodeError(
            "on row \(row), columns \(describe(run.columns)) overlap or come before "
              + "\(describe(previous.columns)); runs must be in order and not overlap")
        }
        guard previous.columns.upperBound != run.columns.lowerBound || previous.style != run.style
        else {
          throw DecodeError(
            "on row \(row), \(describe(previous.columns)) and \(describe(run.columns)) have the "
              + "same style; they should be one run")
        }
      }
      runs.append(run)
    }
    return (row, runs)
  }

  /// `start..<end` as the file writes it.
  static func describe(_ columns: Range<Int>) -> String {
    "\(columns.lowerBound)..<\(columns.upperBound)"
  }

  private static func decodeRun(
    _ text: Substring, row: Int, width: Int
  ) throws(DecodeError) -> StyleRun {
    guard let space = text.firstIndex(of: " "), let dots = text[..<space].firstRange(of: "..<"),
      let start = decimal(text[..<dots.lowerBound]),
      let end = decimal(text[dots.upperBound..<space])
    else {
      throw DecodeError(
        "`\(text)` on row \(row) is not a style run (expected `<start>..<<end> <style>`)")
    }
    guard start < end, end <= width else {
      throw DecodeError(
        "columns \(start)..<\(end) on row \(row) are out of range for width \(width)")
    }
    let words = String(text[space...].dropFirst())
    let style = try decode(words)
    guard !style.isPlain else {
      throw DecodeError("columns \(start)..<\(end) on row \(row) have no style")
    }
    guard normalized(style) == style else {
      throw DecodeError(
        "`\(words)` on row \(row) names the terminal's default colour, which snapshots leave out")
    }
    let canonical = encode(style)
    guard canonical == words else {
      throw DecodeError("style `\(words)` on row \(row) should be written `\(canonical)`")
    }
    return StyleRun(row: row, columns: start..<end, style: style)
  }

  /// A non-negative decimal written the way the encoder writes numbers: digits only, no sign,
  /// no leading zero, at most 9 digits so it cannot overflow.
  static func decimal(_ text: Substring) -> Int? {
    let utf8 = text.utf8
    guard !utf8.isEmpty, utf8.count <= 9, utf8.first != UInt8(ascii: "0") || utf8.count == 1
    else { return nil }
    var value = 0
    for byte in utf8 {
      guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") else { return nil }
      value = value * 10 + Int(byte - UInt8(ascii: "0"))
    }
    return value
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
