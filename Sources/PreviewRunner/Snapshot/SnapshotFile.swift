import TextUI

/// The text form of one rendered state, designed to read well in `git diff`.
///
/// ## The snapshot file format, version 1
///
/// A snapshot is UTF-8 text with LF line ends and a final newline, in three parts: a header,
/// the screen in a frame, and the styles. For example, a 12 × 3 rendering of the state
/// `success` of `ItemListPreviews`:
///
/// ```text
/// textui-snapshot 1
/// component: ItemListView
/// preview: ItemListPreviews
/// state: success
/// width: 12
/// height: 3
/// width-policy: unicode-17.0.0 uax11-wide=2 ambiguous=1 emoji=2 parts=terminal
/// ┌────────────┐
/// │Books 本    │
/// │> Dune      │
/// │[ Fetch ]   │
/// └────────────┘
/// styles:
/// 0: 0..<5 fg=cyan bold
/// 1: 0..<6 fg=black bg=#e0e0e0 │ 6..<12 bg=p236
/// ```
///
/// **Header.** The first line is `textui-snapshot` and the format version. Then one
/// `name: value` field per line, always in this order: `component`, `preview`, `state`,
/// `step` (only for a state after an interaction step, e.g. `step: 1 tap Fetch`), `width` and
/// `height` in cells, and `width-policy`, the Unicode width rules the text was measured with
/// (`GraphemeWidth.policy`). Values are written as they are, except that `\` is written `\\`,
/// a newline `\n`, a tab `\t`, a carriage return `\r`, any other control or format character
/// (and a space at either end of the value) `\u{XXXX}` with its hexadecimal code point.
///
/// **Screen.** The frame's top rule `┌`, `─` × width, `┐`; then every row of the buffer, top
/// to bottom, as `│<row>│` where `<row>` is exactly what a terminal shows, including trailing
/// spaces, always `width` cells wide as `GraphemeWidth` measures; then the bottom rule `└`,
/// `─` × width, `┘`. The frame keeps trailing spaces visible and safe from editors, and makes
/// a change to one row a change to exactly one line of the file. A buffer of width 0 has rows
/// `││`; a buffer of height 0 has only the two rules. A cell the file cannot show faithfully
/// (a control character, a character whose measured width differs from its cell's, a
/// character that would join its neighbour into one grapheme cluster, or half of a split wide
/// character) is written as U+FFFD `�` (plus a space for the second cell of a wide one).
///
/// **Styles.** A line `styles:`, always present, then one line for every row that has any
/// non-default style, in row order; rows without styles have no line. A style line is the row
/// number (from 0 at the top), `: `, then the row's maximal runs of equal style from left to
/// right, separated by ` │ `. A run is `<start>..<<end>`, cell columns from 0 with the end
/// exclusive as in a Swift range (so `0..<5` is the first five cells), a space, and the style:
/// `fg=<colour>`, then `bg=<colour>`, then the attributes `bold`, `dim`, `italic`,
/// `underline`, `strikethrough`, `inverse` in that order, separated by spaces. Colours are
/// `black`, `red`, `green`, `yellow`, `blue`, `magenta`, `cyan`, `white` and `bright-black` …
/// `bright-white` for the 16 ANSI colours, `p0`–`p255` for the 256-colour palette and
/// `#rrggbb` (lower-case hex) for RGB. The terminal's default colour is left out. The right
/// half of a wide character always belongs to its character's run. Because each row has its
/// own line, changing the colour of one row changes exactly that row's style line.
///
/// A file's text depends only on the buffer and the ``SnapshotID``, so re-recording an
/// unchanged state rewrites identical bytes; ``decode(_:path:)`` accepts only files in exactly
/// this form and says which line is wrong otherwise.
public struct SnapshotFile: Equatable, Sendable {
  /// The version written on the first line; files with another version are rejected.
  public static let formatVersion = 1

  /// The state this file records. Decoding takes every part from the header except
  /// `includesWidthInName`, which comes from the file's path.
  public var id: SnapshotID
  /// Cells per row of the rendering (normally `id.width`).
  public var width: Int
  /// Rows of the rendering.
  public var height: Int
  /// The Unicode width rules the rows were measured with (`GraphemeWidth.policy`).
  public var unicodePolicy: String
  /// The rows exactly as a terminal shows them, each `width` cells wide, trailing spaces kept.
  public var lines: [String]
  /// The non-default styles, by row then column (see ``StyleEncoding``).
  public var styles: [StyleRun]

  /// The snapshot of `buffer` rendered for `id`, measured with the current width rules.
  public init(id: SnapshotID, buffer: Buffer) {
    self.id = id
    self.width = buffer.width
    self.height = buffer.height
    self.unicodePolicy = GraphemeWidth.policy
    self.lines = (0..<buffer.height).map { Self.displayText(of: buffer.row($0)) }
    self.styles = StyleEncoding.runs(of: buffer)
  }

  /// A snapshot from its parts; `lines` should have `height` rows of `width` cells each.
  public init(
    id: SnapshotID, width: Int, height: Int, unicodePolicy: String, lines: [String],
    styles: [StyleRun]
  ) {
    self.id = id
    self.width = width
    self.height = height
    self.unicodePolicy = unicodePolicy
    self.lines = lines
    self.styles = styles
  }

  // MARK: - Encoding

  private static let magic = "textui-snapshot"

  /// The file's full text: LF line ends and a final newline, in the format described on the
  /// type.
  public func encoded() -> String {
    var text = ""
    let ruleBytes = width * 3 + 7
    text.reserveCapacity(256 + (height + 2) * ruleBytes + styles.count * 32)
    text += "\(Self.magic) \(Self.formatVersion)\n"
    text += "component: " + Self.escape(id.component) + "\n"
    text += "preview: " + Self.escape(id.preview) + "\n"
    text += "state: " + Self.escape(id.state) + "\n"
    if let step = id.step { text += "step: " + Self.escape(step) + "\n" }
    text += "width: \(width)\n"
    text += "height: \(height)\n"
    text += "width-policy: " + Self.escape(unicodePolicy) + "\n"
    let rule = String(repeating: "─", count: max(0, width))
    text += "┌" + rule + "┐\n"
    for line in lines {
      text += "│"
      text += line
      text += "│\n"
    }
    text += "└" + rule + "┘\n"
    text += "styles:\n"
    // Runs from `StyleEncoding.runs(of:)` are already ordered; sorting is only for hand-built
    // files, so the text never depends on the order runs were added in.
    var runs = styles
    if zip(runs, runs.dropFirst()).contains(where: { Self.runOrder($1, $0) }) {
      runs.sort(by: Self.runOrder)
    }
    var start = 0
    while start < runs.count {
      var end = start + 1
      while end < runs.count && runs[end].row == runs[start].row { end += 1 }
      text += StyleEncoding.encodeLine(row: runs[start].row, runs: Array(runs[start..<end]))
      text += "\n"
      start = end
    }
    return text
  }

  private static func runOrder(_ left: StyleRun, _ right: StyleRun) -> Bool {
    (left.row, left.columns.lowerBound) < (right.row, right.columns.lowerBound)
  }

  /// Whether `other` encodes to the same bytes, decided without encoding either: the fast
  /// path of every comparison. Strings are compared by UTF-8 bytes, not by Swift's canonical
  /// equivalence, because the file on disk is what has to stay identical.
  func hasSameEncoding(as other: SnapshotFile) -> Bool {
    func same(_ left: String, _ right: String) -> Bool { left.utf8.elementsEqual(right.utf8) }
    func same(_ left: String?, _ right: String?) -> Bool {
      switch (left, right) {
      case (nil, nil): true
      case (let left?, let right?): same(left, right)
      default: false
      }
    }
    return width == other.width && height == other.height && styles == other.styles
      && lines.count == other.lines.count
      && same(id.component, other.id.component) && same(id.preview, other.id.preview)
      && same(id.state, other.id.state) && same(id.step, other.id.step)
      && same(unicodePolicy, other.unicodePolicy)
      && zip(lines, other.lines).allSatisfy { same($0, $1) }
  }

  /// The text of one buffer row as the file shows it: `width` cells as `GraphemeWidth`
  /// measures them, each cell's symbol its own grapheme cluster (see the type's notes on
  /// cells the file cannot show).
  static func displayText(of row: ArraySlice<Cell>) -> String {
    // Built as bytes: appending a Character to a String costs several times more, and this
    // runs for every cell of every state the runner renders.
    var bytes: [UInt8] = []
    bytes.reserveCapacity(row.count * 2)
    var index = row.startIndex
    while index < row.endIndex {
      let cell = row[index]
      if cell.width == 1 {
        let utf8 = cell.symbol.utf8
        if utf8.count == 1, let ascii = utf8.first, ascii >= 0x20, ascii < 0x7F {
          bytes.append(ascii)
          index += 1
          continue
        }
      }
      let cells =
        cell.width == 2 && index + 1 < row.endIndex && row[index + 1].isContinuation ? 2 : 1
      guard cell.width == cells, isIsolated(cell.symbol, cells: cells) else {
        return displayText(ofMixed: Array(row))
      }
      bytes += cell.symbol.utf8
      index += cells
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Whether `symbol` is a single scalar that can never join a neighbour into one grapheme
  /// cluster, and measures `cells`: true for nearly every cell of a real screen, which then
  /// needs no grapheme segmentation at all.
  ///
  /// The ranges hold only scalars whose Grapheme_Cluster_Break (UAX #29) is Other, or LV/LVT
  /// for the precomposed Hangul syllables: never Extend, SpacingMark, ZWJ, Prepend,
  /// Regional_Indicator, a conjoining jamo or a control. Between two such scalars there is
  /// always a boundary (a syllable only joins a following jamo, which is not in the ranges),
  /// and a bar is an Other too. A test checks every scalar in the ranges against the standard
  /// library's segmentation. Anything else is still written correctly, by the general path.
  private static func isIsolated(_ symbol: Character, cells: Int) -> Bool {
    let scalars = symbol.unicodeScalars
    guard let scalar = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex
    else { return false }
    let value = scalar.value
    if value >= 0x20 && value < 0x7F { return cells == 1 }
    guard isolatedRanges.contains(where: { $0.contains(value) }) else { return false }
    return GraphemeWidth.width(of: symbol) == cells
  }

  /// Blocks of Grapheme_Cluster_Break=Other scalars common on screens: Latin-1 and Latin
  /// Extended (without the soft hyphen), Greek and Cyrillic (without combining marks),
  /// general punctuation (without zero-width and bidi format characters and line separators),
  /// arrows, technical and geometric symbols, box drawing, dingbats, CJK punctuation (without
  /// the combining tone marks), kana (without the combining voiced marks), CJK ideographs,
  /// Hangul syllables, full-width and half-width forms (without the half-width voiced
  /// marks), and single-scalar emoji (without the skin-tone modifiers, which are Extend).
  static let isolatedRanges: [ClosedRange<UInt32>] = [
    0xA0...0xAC, 0xAE...0x2FF, 0x370...0x482, 0x48A...0x52F, 0x2010...0x2027, 0x2030...0x205E,
    0x2070...0x209F, 0x20A0...0x20C0, 0x2100...0x23FF, 0x2460...0x27BF, 0x2800...0x2BFF,
    0x3000...0x3029, 0x3030...0x303F, 0x3041...0x3096, 0x309B...0x30FF, 0x3400...0x4DBF,
    0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xFF01...0xFF9D, 0xFFA0...0xFFDC, 0x1F300...0x1F3FA,
    0x1F400...0x1F64F, 0x1F680...0x1F6FF, 0x1F900...0x1F9FF,
  ]

  /// One grapheme cluster of a row and the cells it covers.
  private struct Segment {
    var symbol: Character
    var cells: Int
    /// False for the replacement symbols and blanks, which can join nothing.
    var canReplace: Bool
  }

  private static let replacement: Character = "\u{FFFD}"

  private static func displayText(ofMixed cells: [Cell]) -> String {
    var segments: [Segment] = []
    segments.reserveCapacity(cells.count)
    func replaced(cells span: Int) -> [Segment] {
      span == 2
        ? [
          Segment(symbol: replacement, cells: 1, canReplace: false),
          Segment(symbol: " ", cells: 1, canReplace: false),
        ]
        : [Segment(symbol: replacement, cells: 1, canReplace: false)]
    }
    var x = 0
    while x < cells.count {
      let cell = cells[x]
      if cell.width == 2 && x + 1 < cells.count && cells[x + 1].isContinuation {
        segments +=
          isShowable(cell.symbol, cells: 2)
          ? [Segment(symbol: cell.symbol, cells: 2, canReplace: true)] : replaced(cells: 2)
        x += 2
      } else if cell.isContinuation {
        // The right half of a wide character whose left half was overwritten shows nothing.
        segments.append(Segment(symbol: " ", cells: 1, canReplace: false))
        x += 1
      } else {
        // A wide character without its right half cannot be shown in one cell.
        segments +=
          cell.width == 1 && isShowable(cell.symbol, cells: 1)
          ? [Segment(symbol: cell.symbol, cells: 1, canReplace: true)] : replaced(cells: 1)
        x += 1
      }
    }
    // Grapheme clustering is contextual: a combining mark joins the symbol before it, a
    // prepended concatenation mark joins the one after, two lone regional indicators form a
    // flag. Joined cells would read back as fewer, wider clusters, so they are replaced until
    // every segment, and each frame bar, is a cluster of its own; each round replaces at least
    // one symbol and replacements never join, so this ends.
    while true {
      let line = "│" + String(segments.map(\.symbol)) + "│"
      if isOneClusterPerSegment(line, segments) { return String(line.dropFirst().dropLast()) }
      for index in joinedSegments(line, segments) {
        segments.replaceSubrange(index...index, with: replaced(cells: segments[index].cells))
      }
    }
  }

  /// Whether `line`, the segments between two bars, splits into clusters exactly at the
  /// segments: the usual answer, found with one walk and no allocation.
  private static func isOneClusterPerSegment(_ line: String, _ segments: [Segment]) -> Bool {
    var next = 0
    for character in line.dropFirst() {
      guard next < segments.count else {
        return next == segments.count && character.unicodeScalars.count == 1
      }
      guard character.unicodeScalars.count == segments[next].symbol.unicodeScalars.count else {
        return false
      }
      next += 1
    }
    return false
  }

  /// Indices, descending so they can be replaced in order, of the segments to replace
  /// because they are not a grapheme cluster of their own in `line` (the segments between
  /// two bars).
  ///
  /// Most joins attach a later symbol to an earlier one (a combining mark, a joiner, a second
  /// regional indicator), so the later one is replaced and the earlier one kept. When the
  /// later one is a bar, a replacement or a blank, which never join anything by themselves,
  /// the earlier one (a prepended mark) is at fault and is replaced instead. Every join
  /// involves at least one replaceable symbol, so each round makes progress.
  private static func joinedSegments(_ line: String, _ segments: [Segment]) -> [Int] {
    var clusterStarts: Set<Int> = []
    var offset = 0
    for character in line {
      clusterStarts.insert(offset)
      offset += character.unicodeScalars.count
    }
    var joined: [Int] = []
    // Offset 0 is the opening bar; segment `index` covers scalars start..<end after it.
    var start = 1
    for (index, segment) in segments.enumerated() {
      let end = start + segment.symbol.unicodeScalars.count
      defer { start = end }
      guard segment.canReplace else { continue }
      let joinsPrevious = !clusterStarts.contains(start)
      let isSplit = (start + 1..<end).contains(where: clusterStarts.contains)
      let nextJoins = !clusterStarts.contains(end)
      let nextCanReplace = index + 1 < segments.count && segments[index + 1].canReplace
      if joinsPrevious || isSplit || (nextJoins && !nextCanReplace) { joined.append(index) }
    }
    return joined.reversed()
  }

  /// Whether `symbol` can stand in the file for a cell of `cells` columns: no control or
  /// line-separator scalars, and the width the decoder will measure matches.
  private static func isShowable(_ symbol: Character, cells: Int) -> Bool {
    for scalar in symbol.unicodeScalars
    where isControl(scalar) || scalar.value == 0x2028
      || scalar.value == 0x2029
    {
      return false
    }
    return GraphemeWidth.width(of: symbol) == cells
  }

  /// C0 and C1 controls and DEL, which a snapshot never contains.
  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value < 0xA0)
  }

  /// A header value with backslashes, controls, format characters and outer spaces escaped,
  /// so a value is always exactly one visible line.
  static func escape(_ value: String) -> String {
    var needsEscape = value.first == " " || value.last == " "
    if !needsEscape {
      for scalar in value.unicodeScalars where mustEscape(scalar) {
        needsEscape = true
        break
      }
    }
    guard needsEscape else { return value }
    var text = ""
    let scalars = Array(value.unicodeScalars)
    for (index, scalar) in scalars.enumerated() {
      switch scalar {
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\t": text += "\\t"
      case "\r": text += "\\r"
      case " " where index == 0 || index == scalars.count - 1: text += "\\u{20}"
      default:
        if mustEscape(scalar) {
          text += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        } else {
          text.unicodeScalars.append(scalar)
        }
      }
    }
    return text
  }

  private static func mustEscape(_ scalar: Unicode.Scalar) -> Bool {
    if scalar == "\\" || isControl(scalar) { return true }
    if scalar.value < 0xA0 { return false }
    switch scalar.properties.generalCategory {
    case .format, .lineSeparator, .paragraphSeparator: return true
    default: return false
    }
  }

  /// Reads a value written by ``escape(_:)``; `nil` for a malformed escape.
  static func unescape(_ text: Substring) -> String? {
    guard text.unicodeScalars.contains("\\") else { return String(text) }
    var value = ""
    var scalars = text.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      guard scalar == "\\" else {
        value.unicodeScalars.append(scalar)
        continue
      }
      switch scalars.next() {
      case "\\": value += "\\"
      case "n": value += "\n"
      case "t": value += "\t"
      case "r": value += "\r"
      case "u":
        guard scalars.next() == "{" else { return nil }
        var digits = ""
        while let digit = scalars.next(), digit != "}" {
          digits.unicodeScalars.append(digit)
          if digits.count > 6 { return nil }
        }
        guard let code = UInt32(digits, radix: 16), let decoded = Unicode.Scalar(code) else {
          return nil
        }
        value.unicodeScalars.append(decoded)
      default: return nil
      }
    }
    return value
  }

  // MARK: - Decoding

  /// Reads a snapshot file, checking every part against the format so that a damaged or
  /// hand-edited file is reported with the line at fault instead of showing up as a
  /// confusing difference. `path` is used in errors and to recover `id.includesWidthInName`.
  public static func decode(
    _ bytes: some Collection<UInt8>, path: String
  ) throws(SnapshotReadError) -> SnapshotFile {
    var reader = Reader(path: path)
    return try reader.read(Array(bytes))
  }

  /// `bytes` as a string when they are valid UTF-8.
  ///
  /// Written with `String(decoding:as:)` because `String(validating:as:)` needs macOS 15 and
  /// the package supports macOS 14: decoding repairs invalid sequences, so a repaired string
  /// no longer matches the bytes.
  static func validUTF8(_ bytes: some Collection<UInt8>) -> String? {
    let text = String(decoding: bytes, as: UTF8.self)
    return text.utf8.elementsEqual(bytes) ? text : nil
  }

  /// The decoder: walks the lines once, front to back, keeping the line number for errors.
  private struct Reader {
    let path: String
    var lines: [Substring] = []
    var index = 0

    init(path: String) { self.path = path }

    func failure(_ reason: String) -> SnapshotReadError {
      SnapshotReadError(path: path, reason: reason)
    }

    /// The 1-based number of the line at `index`.
    var lineNumber: Int { index + 1 }

    mutating func read(_ bytes: [UInt8]) throws(SnapshotReadError) -> SnapshotFile {
      let text = try checkedText(bytes)
      lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        .map { Substring($0) }
      // The text ends with a newline (checked), so the split leaves an empty last piece.
      lines.removeLast()
      try checkCharacters()

      let header = try readHeader()
      let top = try readRule(opening: "┌", closing: "┐", name: "top")
      guard top == header.width else {
        throw failure(
          "the top of the frame (line \(index)) is \(top) cells wide but the header says width "
            + "\(header.width)")
      }
      let rows = try readRows(header)
      guard rows.count == header.height else {
        throw failure(
          "the header says height \(header.height) but the frame has \(rows.count) "
            + (rows.count == 1 ? "row" : "rows"))
      }
      let bottom = try readRule(opening: "└", closing: "┘", name: "bottom")
      guard bottom == header.width else {
        throw failure(
          "the bottom of the frame (line \(index)) is \(bottom) cells wide but the header says "
            + "width \(header.width)")
      }
      let styles = try readStyles(header)

      var id = SnapshotID(
        component: header.component, preview: header.preview, state: header.state,
        width: header.width, includesWidthInName: true, step: header.step)
      let named = id.relativePath
      id.includesWidthInName = path == named || path.hasSuffix("/" + named)
      let file = SnapshotFile(
        id: id, width: header.width, height: header.height, unicodePolicy: header.policy,
        lines: rows, styles: styles)
      try checkCanonical(file, text)
      return file
    }

    /// The bytes as text, after the checks that need bytes: emptiness, binary content,
    /// UTF-8 and the final newline.
    func checkedText(_ bytes: [UInt8]) throws(SnapshotReadError) -> String {
      guard !bytes.isEmpty else { throw failure("the file is empty") }
      if let nul = bytes.firstIndex(of: 0) {
        let line = bytes[..<nul].count(where: { $0 == UInt8(ascii: "\n") }) + 1
        throw failure("line \(line) contains a NUL byte: this is binary data, not a snapshot")
      }
      guard let text = validUTF8(bytes) else {
        var line = 1
        for piece in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
          if validUTF8(piece) == nil { break }
          line += 1
        }
        throw failure("line \(line) is not valid UTF-8")
      }
      if text.unicodeScalars.first == "\u{FEFF}" {
        throw failure("line 1 starts with a byte-order mark; snapshots are UTF-8 without one")
      }
      guard bytes.last == UInt8(ascii: "\n") else {
        let line = bytes.count(where: { $0 == UInt8(ascii: "\n") }) + 1
        throw failure(
          "line \(line) does not end with a newline: the file looks truncated")
      }
      return text
    }

    /// Rejects carriage returns and other controls, which the encoder never writes.
    func checkCharacters() throws(SnapshotReadError) {
      for (offset, line) in lines.enumerated() {
        for scalar in line.unicodeScalars where isControl(scalar) {
          if scalar == "\r" && line.unicodeScalars.last == "\r" {
            throw failure(
              "line \(offset + 1) ends with CRLF (\\r\\n); snapshots use LF — was it checked out "
                + "with autocrlf?")
          }
          let code = String(scalar.value, radix: 16, uppercase: true)
          throw failure(
            "line \(offset + 1) contains the control character U+"
              + String(repeating: "0", count: max(0, 4 - code.count)) + code)
        }
      }
    }

    struct Header {
      var component = ""
      var preview = ""
      var state = ""
      var step: String?
      var width = 0
      var height = 0
      var policy = ""
    }

    mutating func readHeader() throws(SnapshotReadError) -> Header {
      let expected = "\(magic) \(formatVersion)"
      guard let first = lines.first, first.hasPrefix(magic + " ") else {
        throw failure("line 1 is not a snapshot header (expected `\(expected)`)")
      }
      guard first == expected else {
        let version = first.dropFirst(magic.count + 1)
        throw failure(
          "format version `\(version)` is not supported (this runner reads version "
            + "\(formatVersion)) — update the runner, or re-record")
      }
      index = 1
      var header = Header()
      header.component = try field("component")
      header.preview = try field("preview")
      header.state = try field("state")
      if index < lines.count && lines[index].utf8.starts(with: "step: ".utf8) {
        header.step = try field("step")
      }
      header.width = try number("width")
      header.height = try number("height")
      header.policy = try field("width-policy")
      return header
    }

    /// The value of the header field `name`, which must be the next line.
    mutating func field(_ name: String) throws(SnapshotReadError) -> String {
      guard index < lines.count else {
        throw failure(
          "the file ends inside the header: line \(lineNumber) should be `\(name): …` — it looks "
            + "truncated")
      }
      let line = lines[index]
      // Bytes, not characters: a value starting with a combining mark joins the space before it.
      let prefix = (name + ": ").utf8
      guard line.utf8.starts(with: prefix) else {
        throw failure("line \(lineNumber) should be the header field `\(name): …` but is `\(line)`")
      }
      guard let value = unescape(Substring(line.utf8.dropFirst(prefix.count))) else {
        throw failure("line \(lineNumber): the \(name) has a malformed `\\` escape")
      }
      index += 1
      return value
    }

    mutating func number(_ name: String) throws(SnapshotReadError) -> Int {
      let value = try field(name)
      guard let number = StyleEncoding.decimal(Substring(value)) else {
        index -= 1
        throw failure("line \(lineNumber): the \(name) `\(value)` is not a whole number of cells")
      }
      return number
    }

    /// Reads a frame rule such as `┌───┐` and returns its width in cells.
    mutating func readRule(
      opening: Unicode.Scalar, closing: Unicode.Scalar, name: String
    ) throws(SnapshotReadError) -> Int {
      guard index < lines.count else {
        throw failure(
          "the \(name) of the frame (`\(opening)───\(closing)`) is missing after line \(index) — "
            + "the file looks truncated")
      }
      let scalars = lines[index].unicodeScalars
      guard scalars.count >= 2, scalars.first == opening, scalars.last == closing,
        scalars.dropFirst().dropLast().allSatisfy({ $0 == "─" })
      else {
        throw failure(
          "line \(lineNumber) should be the \(name) of the frame `\(opening)───\(closing)` but is "
            + "`\(lines[index])`")
      }
      index += 1
      return scalars.count - 2
    }

    /// The rows between the rules; stops before the bottom rule.
    mutating func readRows(_ header: Header) throws(SnapshotReadError) -> [String] {
      var rows: [String] = []
      rows.reserveCapacity(min(header.height, lines.count))
      let bar = "│".utf8
      // A rendering measured with other width rules cannot be measured again with these; the
      // comparison reports the policy change instead.
      let measures = header.policy == GraphemeWidth.policy
      while true {
        guard index < lines.count else {
          let last = rows.isEmpty ? "the top of the frame" : "row \(rows.count - 1)"
          throw failure(
            "the frame is not closed: no `└───┘` after \(last) (line \(index)) — the file looks "
              + "truncated")
        }
        let line = lines[index]
        if line.unicodeScalars.first == "└" { return rows }
        let utf8 = line.utf8
        guard utf8.count >= 2 * bar.count, utf8.starts(with: bar),
          utf8.suffix(bar.count).elementsEqual(bar)
        else {
          throw failure(
            "line \(lineNumber) should be row \(rows.count) framed as `│…│` but is `\(line)`")
        }
        let row = Substring(utf8.dropFirst(bar.count).dropLast(bar.count))
        if measures {
          let cells = GraphemeWidth.width(of: row)
          guard cells == header.width else {
            throw failure(
              "row \(rows.count) (line \(lineNumber)) is \(cells) cells wide but the header says "
                + "width \(header.width)")
          }
        }
        rows.append(String(row))
        index += 1
      }
    }

    mutating func readStyles(_ header: Header) throws(SnapshotReadError) -> [StyleRun] {
      guard index < lines.count else {
        throw failure(
          "the `styles:` section is missing after the frame (line \(index)) — the file looks "
            + "truncated")
      }
      guard lines[index] == "styles:" else {
        throw failure("line \(lineNumber) should be `styles:` but is `\(lines[index])`")
      }
      index += 1
      var runs: [StyleRun] = []
      var lastRow = -1
      while index < lines.count {
        let decoded: (row: Int, runs: [StyleRun])
        do {
          decoded = try StyleEncoding.decodeLine(
            lines[index], width: header.width, height: header.height)
        } catch {
          throw failure("line \(lineNumber): \(error.reason)")
        }
        guard decoded.row != lastRow else {
          throw failure(
            "line \(lineNumber): row \(decoded.row) has a second style line; a row has one at most")
        }
        guard decoded.row > lastRow else {
          throw failure(
            "line \(lineNumber): row \(decoded.row) comes after row \(lastRow); style lines are in "
              + "row order")
        }
        lastRow = decoded.row
        runs += decoded.runs
        index += 1
      }
      return runs
    }

    /// The last check: the file must be exactly what the encoder writes for what was read,
    /// so that equal renderings always mean equal bytes (and a diff never shows noise).
    func checkCanonical(_ file: SnapshotFile, _ text: String) throws(SnapshotReadError) {
      let expected = file.encoded()
      guard !expected.utf8.elementsEqual(text.utf8) else { return }
      let expectedLines = expected.utf8.split(
        separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      for (offset, line) in lines.enumerated()
      where offset >= expectedLines.count - 1 || !line.utf8.elementsEqual(expectedLines[offset]) {
        guard offset < expectedLines.count - 1 else {
          throw failure("line \(offset + 1) should not be there: the file should end before it")
        }
        throw failure(
          "line \(offset + 1) is not written the way the runner writes it: expected "
            + "`\(Substring(expectedLines[offset]))`")
      }
      throw failure("the file ends early: line \(lines.count + 1) is missing")
    }
  }
}

/// A snapshot file that cannot be read: what is wrong, where, and how to fix it.
public struct SnapshotReadError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file, as the runner was asked to read it.
  public var path: String
  /// What is wrong, usually with the line number.
  public var reason: String

  /// An error for `path` saying `reason`.
  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  /// `cannot read snapshot <path>: <reason> — re-record it with: swift run preview-runner
  /// --record <Component>`, the component taken from the file's folder when it is known.
  public var description: String {
    var command = "swift run preview-runner --record"
    let parts = path.split(separator: "/")
    if parts.count >= 2, let component = SnapshotID.originalName(fromSafeName: String(parts[parts.count - 2])),
      !component.isEmpty
    {
      command += " " + Self.shellQuoted(component)
    }
    return "cannot read snapshot \(path): \(reason) — re-record it with: \(command)"
  }

  /// `word` as one shell argument, quoted only when it has to be.
  private static func shellQuoted(_ word: String) -> String {
    let plain = word.unicodeScalars.allSatisfy {
      ($0.properties.isAlphabetic && $0.isASCII) || ("0"..."9").contains($0) || "_-.".unicodeScalars.contains($0)
    }
    if plain { return word }
    return "'" + word.replacing("'", with: "'\\''") + "'"
  }
}
