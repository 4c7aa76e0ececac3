/// Turns arbitrary user text into displayable grapheme clusters: lines split, tabs expanded,
/// control characters made visible, invisible characters dropped.
///
/// Writing raw user text to a terminal is unsafe and unpredictable: a control character can
/// move the cursor or change modes, a tab's width depends on the terminal's tab stops, and an
/// invisible character occupies no cell, which would desynchronise TextUI's cell grid from the
/// screen. After this pass every cluster draws exactly the number of cells it claims.
///
/// Choices made here:
/// - Line separators are `"\n"`, `"\r\n"`, a lone `"\r"`, U+2028 LINE SEPARATOR and U+2029
///   PARAGRAPH SEPARATOR (the mandatory breaks of UAX #14 rule LB4/LB5, except VT, FF and NEL,
///   which are shown as symbols).
/// - C0 controls U+0000–U+001F (other than tab and the separators) become their Control
///   Pictures symbol U+2400 + code (␀ … ␟), DEL U+007F becomes ␡ U+2421. C1 controls
///   U+0080–U+009F have no Control Pictures, so they become U+FFFD � REPLACEMENT CHARACTER.
/// - A tab becomes one to ``tabWidth`` spaces, up to the next multiple of ``tabWidth`` cells
///   counted from the start of the paragraph.
/// - A cluster that starts with a combining mark (a lone U+0301, say) has nothing to attach to;
///   it is drawn on U+25CC DOTTED CIRCLE, as the Unicode Standard (section 5.13) recommends.
/// - Clusters of width 0 (ZWSP, a lone ZWJ, the BOM, stray variation selectors) are dropped.
/// - A cluster wider than two cells (a non-RGI join of emoji, several half-width sound marks)
///   is split into its drawn parts, so every returned cluster has width 1 or 2.
/// - Invalid UTF-8 cannot occur in a Swift `String`; bytes decoded with
///   `String(decoding:as: UTF8.self)` already contain U+FFFD, which is shown as is (width 1).
public enum DisplayText {
  /// Tab stop interval in cells. Four matches the common editor setting and keeps indented
  /// text readable in narrow views.
  public static let tabWidth: Int = 4

  /// Splits `text` into paragraphs at line separators, and within each paragraph returns the
  /// displayable clusters with their widths.
  ///
  /// `n` separators give `n + 1` paragraphs, so the empty string is one empty paragraph and a
  /// trailing newline ends with an empty paragraph, as a text editor shows it.
  public static func paragraphs(_ text: String) -> [[DisplayCluster]] {
    paragraphs(text, startColumn: 0)
  }

  /// ``paragraphs(_:)`` for text that continues a line already `startColumn` cells wide (a
  /// later run of a concatenated `Text`): tabs in the first paragraph expand to the stops of
  /// the whole line.
  static func paragraphs(_ text: String, startColumn: Int) -> [[DisplayCluster]] {
    if let line = simpleLine(text) { return [line.clusters] }
    return walkedParagraphs(text, startColumn: startColumn)
  }

  /// ``paragraphs(_:startColumn:)`` found by the general walk alone, whatever the text: what
  /// ``simpleLine(_:)`` must agree with, and the tests check it does.
  static func walkedParagraphs(_ text: String, startColumn: Int) -> [[DisplayCluster]] {
    var result: [[DisplayCluster]] = []
    var line: [DisplayCluster] = []
    line.reserveCapacity(text.utf8.count)
    var column = startColumn
    // Walked by scalar over the UTF-8: a scalar that always ends a cluster and is followed by
    // another such scalar (or by the end) is a cluster of its own, so nearly every cluster of
    // Latin, kana, CJK and box-drawing text is found without grapheme segmentation or string
    // indices, which cost several times more per character. Anything else is segmented by
    // `String` from where it starts.
    var utf8 = text
    utf8.withUTF8 { bytes in
      let count = bytes.count
      var offset = 0
      // Each scalar is decoded once: the one after the current scalar, decoded to see whether
      // the current one is alone, is carried to the next round.
      var decoded = count > 0 ? Self.scalar(in: bytes, at: 0) : (value: 0, length: 0)
      while offset < count {
        let (value, length) = decoded
        let next = offset + length
        // `if`s rather than `&&`, whose right side is a closure in a debug build.
        var isAlone = alwaysBreaks(value)
        if next < count {
          decoded = Self.scalar(in: bytes, at: next)
          if isAlone {
            let following = decoded.value
            if !alwaysBreaks(following) {
              isAlone = false
            } else if value == 0x0D {
              isAlone = following != 0x0A
            }
          }
        }
        if isAlone {
          offset = next
          if isControl(value) {
            appendControl(value, to: &line, paragraphs: &result, column: &column)
            continue
          }
          // The width from the scalar's value and `!` rather than `unsafelyUnwrapped`: a debug
          // build calls the generic `Optional` property and `Unicode.Scalar`'s width overload
          // for every character. Valid UTF-8 (every String is) decodes to a valid scalar.
          var width = 1
          if value >= 0x7F { width = GraphemeWidth.width(ofSingle: value, ambiguousWide: false) }
          guard width > 0 else { continue }
          line.append(DisplayCluster(scalar: Unicode.Scalar(value)!, width: width))
          column += width
          continue
        }
        let start = text.utf8.index(text.utf8.startIndex, offsetBy: offset)
        let character = text[start]
        offset = text.utf8.distance(from: text.utf8.startIndex, to: text.index(after: start))
        if offset < count { decoded = Self.scalar(in: bytes, at: offset) }
        appendCluster(character, to: &line, paragraphs: &result, column: &column)
      }
    }
    result.append(line)
    return result
  }

  /// The one paragraph of a text of lone scalars (see ``simpleLine(_:)``) and its width in
  /// cells, summed as the clusters are made: the layout cache would otherwise walk them again.
  struct SimpleLine: Equatable {
    let clusters: [DisplayCluster]
    let width: Int
  }

  /// The one paragraph of `text` when every scalar in it is a cluster of its own and no
  /// control or separator (``alwaysBreaks(_:)``, as nearly every label is, Latin, kana or
  /// CJK): each scalar's cluster written straight into an array of the right capacity, one
  /// decode and one width a scalar, where the general walk below also looks ahead a scalar
  /// and appends each cluster with the array's checks. `nil` for any other text, which the
  /// general walk handles. None of these scalars is a right-to-left letter (a test checks).
  static func simpleLine(_ text: String) -> SimpleLine? {
    var text = text
    return text.withUTF8 { bytes -> SimpleLine? in
      guard let base = bytes.baseAddress else { return SimpleLine(clusters: [], width: 0) }
      let count = bytes.count
      var simple = true
      // The cells beyond the first of each cluster: the line's width is this and the count.
      var extraCells = 0
      let line = [DisplayCluster](unsafeUninitializedCapacity: count) { clusters, initialized in
        guard let out = clusters.baseAddress else { return }
        // Plain pointers, stores of the trivial clusters, and the commonest widths tested
        // here: a debug build makes every buffer subscript, generic `initialize` and width
        // lookup a call, several a character.
        var offset = 0
        var written = 0
        while offset < count {
          let lead = base[offset]
          // Printable ASCII, the commonest by far: one byte, one cell.
          if lead &- 0x20 < 0x5F {
            out[written] = DisplayCluster(scalarValue: UInt32(lead), width: 1)
            written &+= 1
            offset &+= 1
            continue
          }
          // Latin-1 and Latin Extended (U+00A0 to U+02FF, leads C2 to CB): two bytes, one cell
          // (see `GraphemeWidth`); U+0080 to U+009F are C1 controls, for the general walk.
          // Masking shifts (`&<<`): a debug build checks a smart shift's amount.
          if lead &- 0xC2 < 0x0A {
            let latin = (UInt32(lead) & 0x1F) &<< 6 | UInt32(base[offset &+ 1]) & 0x3F
            // One test for a C1 control, on the scalar, rather than two on its bytes.
            if latin < 0xA0 {
              simple = false
              break
            }
            out[written] = DisplayCluster(scalarValue: latin, width: 1)
            written &+= 1
            offset &+= 2
            continue
          }
          var value = UInt32(lead)
          var length = 1
          if lead >= 0xC0 && lead < 0xE0 {
            value = (value & 0x1F) &<< 6 | UInt32(base[offset &+ 1]) & 0x3F
            length = 2
          } else if lead >= 0xE0 {
            (value, length) = scalar(in: bytes, at: offset)
          }
          if !alwaysBreaks(value) || isControl(value) {
            simple = false
            break
          }
          offset &+= length
          // Latin-1 and Latin Extended are one cell wide (see `GraphemeWidth`).
          let width = value < 0x300 ? 1 : GraphemeWidth.width(ofSingle: value, ambiguousWide: false)
          // A scalar of no width (a stray format character) draws nothing, as below.
          if width == 0 { continue }
          out[written] = DisplayCluster(scalarValue: value, width: width)
          written &+= 1
          extraCells &+= width &- 1
        }
        initialized = written
      }
      return simple ? SimpleLine(clusters: line, width: line.count &+ extraCells) : nil
    }
  }

  /// The scalar value starting at `offset` of valid UTF-8 `bytes`, and its length in bytes.
  /// Transparent: decoded for every character, where a call costs more than the decoding.
  @_transparent
  private static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> (value: UInt32, length: Int) {
    let lead = UInt32(bytes[offset])
    if lead < 0x80 { return (lead, 1) }
    if lead < 0xE0 { return ((lead & 0x1F) &<< 6 | UInt32(bytes[offset + 1]) & 0x3F, 2) }
    if lead < 0xF0 {
      return ((lead & 0x0F) &<< 12 | (UInt32(bytes[offset + 1]) & 0x3F) &<< 6 | UInt32(bytes[offset + 2]) & 0x3F, 3)
    }
    return (
      (lead & 0x07) &<< 18 | (UInt32(bytes[offset + 1]) & 0x3F) &<< 12 | (UInt32(bytes[offset + 2]) & 0x3F) &<< 6
        | UInt32(bytes[offset + 3]) & 0x3F, 4
    )
  }

  /// Handles a cluster found by grapheme segmentation: a control, nothing (zero width), the
  /// drawn parts of a cluster wider than two cells, or the cluster (on a dotted circle when
  /// it starts with a mark).
  private static func appendCluster(
    _ character: Character, to line: inout [DisplayCluster], paragraphs: inout [[DisplayCluster]],
    column: inout Int
  ) {
    if let scalar = controlScalar(character) {
      appendControl(scalar.value, to: &line, paragraphs: &paragraphs, column: &column)
      return
    }
    let width = GraphemeWidth.width(of: character)
    guard width > 0 else { return }
    if width > 2, let parts = GraphemeWidth.parts(of: character) {
      // A cluster of several drawn parts (a non-RGI join of two emoji, say) covers more
      // cells than one buffer cell can hold: each part goes in cells of its own, and the
      // terminal, which advances per part too, shows the same sequence.
      for (part, partWidth) in parts where partWidth > 0 {
        line.append(DisplayCluster(character: part, width: partWidth))
      }
      column += width
      return
    }
    let drawn =
      GraphemeWidth.startsWithCombiningMark(character) ? onDottedCircle(character) : character
    line.append(DisplayCluster(character: drawn, width: width))
    column += width
  }

  /// Handles a control or line separator: a new paragraph, a tab's spaces, or a visible symbol.
  @inline(__always)
  private static func appendControl(
    _ value: UInt32, to line: inout [DisplayCluster], paragraphs: inout [[DisplayCluster]], column: inout Int
  ) {
    switch value {
    case 0x0A, 0x0D, 0x2028, 0x2029:
      paragraphs.append(line)
      line = []
      column = 0
    case 0x09:
      let spaces = tabWidth - column % tabWidth
      for _ in 0..<spaces {
        line.append(DisplayCluster(character: " ", width: 1))
      }
      column += spaces
    default:
      line.append(DisplayCluster(character: visibleSymbol(forControl: value), width: 1))
      column += 1
    }
  }

  /// Whether a scalar is always a grapheme cluster boundary on both sides when its neighbour
  /// is one too (UAX #29: both are Grapheme_Cluster_Break Other or Control, never Extend,
  /// SpacingMark, ZWJ, Prepend, a regional indicator or a conjoining jamo). The ranges are the
  /// standard library's own fast path for segmentation, plus box drawing and block elements;
  /// a test checks every scalar in them against `String`'s segmentation. The first test is
  /// transparent, so that Latin text costs no call even in a debug build.
  @_transparent
  static func alwaysBreaks(_ value: UInt32) -> Bool {
    value < 0x300 || breaksBeyondLatin(value)
  }

  /// ``alwaysBreaks(_:)`` for scalars from U+0300.
  static func breaksBeyondLatin(_ value: UInt32) -> Bool {
    switch value {
    case 0x3400...0xA4CF, 0x0400...0x0482, 0x2010...0x2029, 0x2500...0x259F, 0x3000...0x3029, 0x3041...0x3096,
      0x30A1...0x30FC, 0xFF01...0xFF9D:
      return true
    default:
      return false
    }
  }

  /// Whether `value` is a control or line separator (see ``controlScalar(_:)``).
  /// Transparent: asked of every character, where a call costs more than the test.
  @_transparent
  private static func isControl(_ value: UInt32) -> Bool {
    if value < 0x20 { return true }
    if value < 0x7F { return false }
    if value <= 0x9F { return true }
    return value == 0x2028 || value == 0x2029
  }

  /// The scalar of a cluster that is a control or line separator, or `nil` for anything
  /// else. Controls and separators always form clusters of their own (UAX #29 GB4/GB5), except
  /// CR LF, which is one cluster (GB3) and is reported as its CR.
  @inline(__always)
  private static func controlScalar(_ character: Character) -> Unicode.Scalar? {
    guard let first = character.unicodeScalars.first else { return nil }
    let value = first.value
    if value < 0x20 || (value >= 0x7F && value <= 0x9F) || value == 0x2028 || value == 0x2029 {
      return first
    }
    return nil
  }

  /// What to draw in place of a control character that is not a tab or line separator.
  private static func visibleSymbol(forControl value: UInt32) -> Character {
    switch value {
    case 0x00..<0x20:
      // The Control Pictures block mirrors C0 in order: U+2400 is ␀, U+241F is ␟.
      return Character(Unicode.Scalar(0x2400 + value) ?? "\u{FFFD}")
    case 0x7F:
      return "\u{2421}"
    default:
      return "\u{FFFD}"
    }
  }

  /// The cluster with U+25CC DOTTED CIRCLE as its base. A base followed by marks is one
  /// extended grapheme cluster (UAX #29 GB9), so the result is still a single `Character`.
  private static func onDottedCircle(_ character: Character) -> Character {
    var string = "\u{25CC}"
    string.unicodeScalars.append(
      contentsOf: character.unicodeScalars.filter {
        $0.properties.generalCategory != .format || $0.value == 0x200D || $0.value == 0x200C
      })
    return string.count == 1 ? Character(string) : character
  }
}

/// One grapheme cluster ready to be drawn in a terminal, with the number of cells it covers.
///
/// Produced by ``DisplayText/paragraphs(_:)`` and consumed by ``LineBreaker`` and the
/// renderer, so that width is computed once per cluster rather than at every layout pass.
public struct DisplayCluster: Equatable, Sendable {
  /// What to draw in the first cell; a wide cluster also covers the cell after it.
  public var character: Character {
    get { code.character }
    set { code = CellSymbol(newValue) }
  }
  /// Cells covered: 1 or 2 for clusters from ``DisplayText/paragraphs(_:)``.
  public var width: Int
  /// The cluster packed as a cell holds it: made once when the text is laid out, so drawing
  /// copies it into cells as it is, and a laid-out text is a plain array of small values.
  private(set) var code: CellSymbol

  /// Creates a cluster; `width` should be the ``GraphemeWidth`` of `character`.
  public init(character: Character, width: Int) {
    self.width = width
    self.code = CellSymbol(character)
  }

  /// A cluster of the one scalar `scalar`, `width` cells wide.
  init(scalar: Unicode.Scalar, width: Int) {
    self.width = width
    self.code = CellSymbol(scalar: scalar)
  }

  /// A cluster of the one scalar of value `value` (a valid scalar), `width` cells wide.
  /// Transparent: text layout makes one for every character. The symbol is its scalar value's
  /// four bytes (`CellSymbol`'s only stored part), cast rather than initialised: its
  /// initialiser is in another file, which a debug build calls for every character.
  @_transparent init(scalarValue value: UInt32, width: Int) {
    self.width = width
    self.code = unsafeBitCast(value, to: CellSymbol.self)
  }

  /// The value of the cluster's first scalar, and whether it is the only one: what line
  /// breaking asks of every cluster, answered without forming a `Character`.
  var firstScalar: (value: UInt32, isOnly: Bool) {
    if let scalar = code.scalar { return (scalar.value, true) }
    var scalars = character.unicodeScalars.makeIterator()
    let first = scalars.next()?.value ?? 0
    return (first, scalars.next() == nil)
  }
}
