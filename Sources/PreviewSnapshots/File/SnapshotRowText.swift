import TextUI

extension SnapshotFile {
  /// The text of one buffer row as the file shows it: `width` cells as `GraphemeWidth`
  /// measures them, each cell's symbol its own grapheme cluster (see the type's notes on
  /// cells the file cannot show).
  package static func displayText(of row: ArraySlice<Cell>) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(row.count * 3)
    appendDisplayText(of: row, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends the UTF-8 of ``displayText(of:)`` to `bytes`, with no `String` made for a row
  /// whose cells are all isolated single scalars (nearly every row).
  static func appendDisplayText(of row: ArraySlice<Cell>, to bytes: inout [UInt8]) {
    // Built from each cell's scalar, in a pointer walk: appending a Character to a String,
    // asking it for its UTF-8, or indexing a slice costs several times more (many generic
    // calls per cell in a debug build), and this runs for every cell of every state the
    // runner renders.
    let start = bytes.count
    let complete = row.withUnsafeBufferPointer { all in
      guard let cells = all.baseAddress else { return true }
      var index = 0
      let count = all.count
      while index < count {
        let cell = cells[index]
        guard let scalar = cell.singleScalar else { return false }
        let value = scalar.value
        if value >= 0x20 && value < 0x7F && cell.width == 1 {
          bytes.append(UInt8(truncatingIfNeeded: value))
          index += 1
          continue
        }
        let span = cell.width == 2 && index + 1 < count && cells[index + 1].width == 0 ? 2 : 1
        guard Int(cell.width) == span, isIsolated(scalar, cells: span) else { return false }
        cell.appendSymbolUTF8(to: &bytes)
        index += span
      }
      return true
    }
    if !complete {
      bytes.removeSubrange(start...)
      bytes.append(contentsOf: displayText(ofMixed: Array(row)).utf8)
    }
  }

  /// Symbols a file's rows have been found to hold isolated, each as its scalar value with
  /// its width in cells above bit 21: a table of 64 slots, each symbol in the slot its key
  /// hashes to, a later symbol taking the slot over. Forgetting a symbol only costs looking
  /// it up again.
  struct IsolatedSymbols {
    private var keys = [UInt32](repeating: .max, count: 64)

    /// Whether `key` was inserted and not taken over since.
    func contains(_ key: UInt32) -> Bool { keys[Self.slot(key)] == key }

    /// Remembers `key`.
    mutating func insert(_ key: UInt32) { keys[Self.slot(key)] = key }

    /// The slot of `key`: the top six bits of a multiplicative hash.
    private static func slot(_ key: UInt32) -> Int { Int(truncatingIfNeeded: (key &* 0x9E37_79B1) &>> 26) }
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
  static func isIsolated(_ symbol: Character, cells: Int) -> Bool {
    guard let scalar = symbol.unicodeScalars.first, symbol.unicodeScalars.count == 1 else { return false }
    return isIsolated(scalar, cells: cells)
  }

  /// ``isIsolated(_:cells:)-(Character,_)`` for a symbol already known to be the one scalar `scalar`.
  static func isIsolated(_ scalar: Unicode.Scalar, cells: Int) -> Bool {
    isIsolated(value: scalar.value, cells: cells)
  }

  /// ``isIsolated(_:cells:)-(Unicode.Scalar,_)`` for the scalar of value `value`.
  static func isIsolated(value: UInt32, cells: Int) -> Bool {
    if value >= 0x20 && value < 0x7F { return cells == 1 }
    // Latin-1 and Latin Extended (the soft hyphen aside) are one cell wide, as
    // `GraphemeWidth` measures them: no table search for the commonest symbols.
    if value >= 0xA0 && value <= 0x2FF { return value != 0xAD && cells == 1 }
    // Comparisons rather than a search of `isolatedRanges`: a loop over ranges makes generic
    // calls per cell in a debug build. A test checks the two agree on every scalar.
    guard isInIsolatedRange(value), let scalar = Unicode.Scalar(value) else { return false }
    return GraphemeWidth.width(of: scalar) == cells
  }

  /// Whether `value` is in one of ``isolatedRanges``.
  package static func isInIsolatedRange(_ value: UInt32) -> Bool {
    // One comparison per range, in order, with early returns: `||` chains build a closure
    // per operand in a debug build.
    if value < 0xA0 { return false }
    if value <= 0xAC { return true }
    if value < 0xAE { return false }
    if value <= 0x2FF { return true }
    if value < 0x370 { return false }
    if value <= 0x482 { return true }
    if value < 0x48A { return false }
    if value <= 0x52F { return true }
    if value < 0x2010 { return false }
    if value <= 0x2027 { return true }
    if value < 0x2030 { return false }
    if value <= 0x205E { return true }
    if value < 0x2070 { return false }
    if value <= 0x20C0 { return true }
    if value < 0x2100 { return false }
    if value <= 0x23FF { return true }
    if value < 0x2460 { return false }
    if value <= 0x27BF { return true }
    if value < 0x2800 { return false }
    if value <= 0x2BFF { return true }
    if value < 0x3000 { return false }
    if value <= 0x3029 { return true }
    if value < 0x3030 { return false }
    if value <= 0x303F { return true }
    if value < 0x3041 { return false }
    if value <= 0x3096 { return true }
    if value < 0x309B { return false }
    if value <= 0x30FF { return true }
    if value < 0x3400 { return false }
    if value <= 0x4DBF { return true }
    if value < 0x4E00 { return false }
    if value <= 0x9FFF { return true }
    if value < 0xAC00 { return false }
    if value <= 0xD7A3 { return true }
    if value < 0xFF01 { return false }
    if value <= 0xFF9D { return true }
    if value < 0xFFA0 { return false }
    if value <= 0xFFDC { return true }
    if value < 0x1F300 { return false }
    if value <= 0x1F3FA { return true }
    if value < 0x1F400 { return false }
    if value <= 0x1F64F { return true }
    if value < 0x1F680 { return false }
    if value <= 0x1F6FF { return true }
    if value < 0x1F900 { return false }
    return value <= 0x1F9FF
  }

  /// Blocks of Grapheme_Cluster_Break=Other scalars common on screens: Latin-1 and Latin
  /// Extended (without the soft hyphen), Greek and Cyrillic (without combining marks),
  /// general punctuation (without zero-width and bidi format characters and line separators),
  /// arrows, technical and geometric symbols, box drawing, dingbats, CJK punctuation (without
  /// the combining tone marks), kana (without the combining voiced marks), CJK ideographs,
  /// Hangul syllables, full-width and half-width forms (without the half-width voiced
  /// marks), and single-scalar emoji (without the skin-tone modifiers, which are Extend).
  package static let isolatedRanges: [ClosedRange<UInt32>] = [
    0xA0...0xAC, 0xAE...0x2FF, 0x370...0x482, 0x48A...0x52F, 0x2010...0x2027, 0x2030...0x205E,
    0x2070...0x209F, 0x20A0...0x20C0, 0x2100...0x23FF, 0x2460...0x27BF, 0x2800...0x2BFF,
    0x3000...0x3029, 0x3030...0x303F, 0x3041...0x3096, 0x309B...0x30FF, 0x3400...0x4DBF,
    0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xFF01...0xFF9D, 0xFFA0...0xFFDC, 0x1F300...0x1F3FA,
    0x1F400...0x1F64F, 0x1F680...0x1F6FF, 0x1F900...0x1F9FF,
  ]

  /// One grapheme cluster of a row and the cells it covers.
  struct Segment {
    var symbol: Character
    var cells: Int
    /// False for the replacement symbols and blanks, which can join nothing.
    var canReplace: Bool
  }

  static let replacement: Character = "\u{FFFD}"

  static func displayText(ofMixed cells: [Cell]) -> String {
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
  static func isOneClusterPerSegment(_ line: String, _ segments: [Segment]) -> Bool {
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
  static func joinedSegments(_ line: String, _ segments: [Segment]) -> [Int] {
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
  static func isShowable(_ symbol: Character, cells: Int) -> Bool {
    for scalar in symbol.unicodeScalars
    where isControl(scalar) || scalar.value == 0x2028
      || scalar.value == 0x2029
    {
      return false
    }
    return GraphemeWidth.width(of: symbol) == cells
  }

  /// C0 and C1 controls and DEL, which a snapshot never contains raw.
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    EscapedText.isControl(scalar)
  }
}
