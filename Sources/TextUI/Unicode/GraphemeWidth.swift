/// Terminal display width of grapheme clusters: UAX #11 East Asian Width, the emoji rules of
/// UTS #51 and the conventions terminals follow for marks, joiners and jamo, from tables
/// generated from the Unicode Character Database (`UnicodeWidthTables`).
///
/// A terminal is a grid of cells, and every layout decision in TextUI (wrapping, clipping,
/// alignment, cursor placement) needs to know how many cells a piece of text covers. Swift's
/// `Character` is a UAX #29 extended grapheme cluster, so widths are computed per `Character`;
/// within a cluster the scalars are measured the way terminals advance the cursor over them,
/// which is what Python's grapheme-aware `wcwidth` models too (the test suite checks the two
/// agree on a committed reference table).
///
/// The rules, in order (the width table of the Writing components article gives the reason
/// for each):
/// - Line separators (`"\n"`, `"\r"`, `"\r\n"`, U+2028, U+2029) occupy no cell: 0.
/// - Other C0/C1 controls and DEL: 1, the width of the visible symbol that ``DisplayText``
///   draws in their place. A tab also counts as 1 here because its real width depends on the
///   column; ``DisplayText/paragraphs(_:)`` expands tabs.
/// - An RGI emoji ZWJ sequence, a flag (two regional indicators): 2.
/// - Otherwise each scalar that draws something starts a new part of the cluster, with its
///   East Asian Width (W and F are 2, A is 1 or 2 by ``AmbiguousWidth``, the rest 1), and the
///   cluster's width is the sum of its parts. So a ZWJ between characters that do not form an
///   RGI sequence leaves each side its width, half-width katakana sound marks (ﾞ ﾟ) take a cell
///   each, and a prepended concatenation mark (U+0600…) keeps its cell before the digits.
/// - Within a part: format characters, default-ignorable scalars, nonspacing and enclosing marks
///   and Hangul medial/final jamo add nothing; a spacing mark (Mc) makes the part 2 cells; a
///   consonant joined by a virama makes the part a 2-cell conjunct; an emoji modifier after a
///   pictograph adds nothing; VS16 after a character with an emoji variation sequence makes it
///   2; VS15 after a wide one with a text variation sequence makes it 1.
/// - A cluster that starts with a mark (a "defective combining sequence", such as a lone
///   U+0301) is measured as if on U+25CC DOTTED CIRCLE, the base it is displayed on, as the
///   Unicode Standard (section 5.13) recommends; ``DisplayText`` inserts that circle.
///
/// Spacing marks that UAX #29 does not join to a cluster (Myanmar ါ U+102B, …) are letters
/// of one cell here.
///
/// Clusters made of several parts can be wider than 2 (a non-RGI join of two emoji is 4);
/// ``DisplayText`` draws them part by part so that every buffer cell holds at most two cells.
public enum GraphemeWidth {
  /// Name of the width policy, written into snapshot headers so that a snapshot recorded with
  /// one set of width rules is recognisably different from one recorded with another.
  public static let policy: String =
    "unicode-\(UnicodeWidthTables.unicodeVersion) uax11-wide=2 ambiguous=1 emoji=2 parts=terminal"

  /// How wide to draw East Asian Width Ambiguous characters (Greek, Cyrillic, box drawing in
  /// some fonts, ①, ±…): terminals outside East Asian locales draw them in one cell, terminals
  /// configured for CJK in two.
  public enum AmbiguousWidth: Sendable, Hashable {
    /// One cell, the default: what terminals do unless configured for a CJK locale.
    case narrow
    /// Two cells, as terminals configured with "ambiguous width: wide" draw them.
    case wide
  }

  /// Display width in cells of one grapheme cluster.
  ///
  /// This is called for every cluster during rendering, so ASCII and other single-scalar
  /// clusters take a fast path that never walks the whole cluster.
  @inline(__always)
  public static func width(of character: Character) -> Int {
    width(of: character, ambiguous: .narrow)
  }

  /// Display width in cells of one grapheme cluster, with Ambiguous characters `ambiguous`.
  public static func width(of character: Character, ambiguous: AmbiguousWidth) -> Int {
    let scalars = character.unicodeScalars
    var iterator = scalars.makeIterator()
    guard let first = iterator.next() else { return 0 }
    if iterator.next() == nil {
      return width(ofSingle: first.value, ambiguousWide: ambiguous == .wide)
    }
    return width(ofCluster: scalars, ambiguous: ambiguous)
  }

  /// Display width in cells of a cluster made of the one scalar `scalar`, as
  /// ``width(of:)-(Character)`` measures it, without forming a `Character`: text layout and
  /// encoders that already hold a scalar use it. Transparent, so that printable ASCII, nearly
  /// every scalar measured, costs no call even in a debug build.
  @_transparent
  public static func width(of scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value >= 0x20 {
      if value < 0x7F { return 1 }
    }
    return width(ofSingle: value, ambiguousWide: false)
  }

  /// Sum of the widths of the clusters of a string, without tab expansion or any other
  /// sanitising: each cluster counts as ``width(of:)-(Character)`` says.
  ///
  /// Printable ASCII, by far the most common content, is measured byte by byte without
  /// forming `Character`s at all.
  public static func width(of string: some StringProtocol) -> Int {
    var total = 0
    for byte in string.utf8 {
      // Any non-ASCII byte or control needs grapheme segmentation; restart on the slow path.
      guard byte >= 0x20 && byte < 0x7F else { return clusterWidth(of: string) }
      total += 1
    }
    return total
  }

  /// Sum of the widths of the clusters of a string with Ambiguous characters `ambiguous`.
  public static func width(of string: some StringProtocol, ambiguous: AmbiguousWidth) -> Int {
    guard ambiguous == .wide else { return width(of: string) }
    var total = 0
    for character in string {
      total += width(of: character, ambiguous: ambiguous)
    }
    return total
  }

  /// The parts of a cluster wider than two cells, each drawn in cells of its own: the scalars
  /// from one drawing scalar up to the next, with their widths. `nil` when the cluster is at
  /// most two cells wide and is drawn whole.
  static func parts(of character: Character) -> [(Character, Int)]? {
    let scalars = character.unicodeScalars
    guard scalars.count > 1, width(of: character) > 2 else { return nil }
    var measure = ClusterMeasure(ambiguous: .narrow)
    var parts: [(Character, Int)] = []
    var current = ""
    for scalar in scalars {
      let before = measure.total
      measure.add(scalar)
      if measure.total != before && !current.isEmpty {
        // `add` closed the previous part: it is complete.
        parts.append((Character(current), measure.total - before))
        current = ""
      }
      current.unicodeScalars.append(scalar)
    }
    if !current.isEmpty { parts.append((Character(current), measure.finish() - measure.total)) }
    // A part must be one grapheme cluster to go in one cell; if a part splits (it cannot
    // for the sequences that reach here, but text is arbitrary) draw the cluster whole.
    guard parts.allSatisfy({ String($0.0).count == 1 }) else { return nil }
    return parts
  }

  // MARK: - Implementation

  /// Slow path of `width(of: String)`: one cluster at a time.
  private static func clusterWidth(of string: some StringProtocol) -> Int {
    var total = 0
    for character in string {
      total += width(of: character)
    }
    return total
  }

  /// Width of a cluster made of exactly one scalar, of value `value`; Ambiguous characters
  /// are two cells when `ambiguousWide`. Plain integer tests throughout: the comparison of
  /// two enums and an option set's `contains` are generic calls in a debug build.
  @usableFromInline
  static func width(ofSingle value: UInt32, ambiguousWide: Bool) -> Int {
    if value < 0x7F {
      // LF and CR are line separators; every other ASCII control is drawn as a symbol.
      return value == 0x0A || value == 0x0D ? 0 : 1
    }
    if value < 0xA0 { return 1 }  // DEL and C1 controls are drawn as a replacement symbol.
    if value < 0x300 && !ambiguousWide {
      // Latin-1 and Latin Extended hold no marks and nothing wide (the soft hyphen is 1).
      return 1
    }
    if isCommonWide(value) { return 2 }
    if value == 0x2028 || value == 0x2029 { return 0 }
    let properties = ScalarWidthProperties(of: value)
    if properties.has(ScalarWidthProperties.zeroWidthBit) {
      // A lone mark is drawn on U+25CC; a lone format or ignorable character draws nothing.
      if !properties.has(ScalarWidthProperties.markBit) { return 0 }
      return properties.has(ScalarWidthProperties.spacingMarkBit) ? 2 : 1
    }
    if properties.has(ScalarWidthProperties.wideBit) { return 2 }
    return ambiguousWide && properties.has(ScalarWidthProperties.ambiguousBit) ? 2 : 1
  }

  /// Width of a cluster of two or more scalars.
  private static func width(
    ofCluster scalars: Character.UnicodeScalarView, ambiguous: AmbiguousWidth
  ) -> Int {
    guard let first = scalars.first else { return 0 }
    let value = first.value
    if value == 0x0D { return 0 }  // "\r\n" is a single cluster and a line separator.
    if isRegionalIndicator(value) {
      // UTS #51 ED-14: two regional indicators form a flag, drawn as one emoji.
      var count = 0
      for scalar in scalars where isRegionalIndicator(scalar.value) { count += 1 }
      if count == 2 { return 2 }
    }
    var hasJoiner = false
    var measure = ClusterMeasure(ambiguous: ambiguous)
    for scalar in scalars {
      if scalar.value == 0x200D { hasJoiner = true }
      measure.add(scalar)
    }
    let total = measure.finish()
    if hasJoiner && total > 2 && isRGIEmojiZWJSequence(scalars) { return 2 }
    return total
  }

  /// Whether a cluster is an RGI emoji ZWJ sequence, VS16 aside (fonts draw the fully- and
  /// minimally-qualified forms alike).
  private static func isRGIEmojiZWJSequence(_ scalars: Character.UnicodeScalarView) -> Bool {
    var key = String.UnicodeScalarView()
    for scalar in scalars where scalar.value != 0xFE0F { key.append(scalar) }
    return rgiEmojiZWJSequences.contains(String(key))
  }

  /// ``UnicodeWidthTables/rgiEmojiZWJSequences`` as a set, built on first use.
  private static let rgiEmojiZWJSequences: Set<String> = Set(
    UnicodeWidthTables.rgiEmojiZWJSequences)

  /// Whether a cluster is a defective combining sequence: its first scalar that is not
  /// zero-width is a mark, so it has no base to draw on. Such a cluster is measured and drawn
  /// on U+25CC by ``DisplayText``.
  static func startsWithCombiningMark(_ character: Character) -> Bool {
    for scalar in character.unicodeScalars {
      let value = scalar.value
      if value < 0x300 { return false }
      let properties = ScalarWidthProperties(of: value)
      if properties.contains(.mark) { return true }
      if !properties.contains(.zeroWidth) { return false }
    }
    return false
  }

  /// The ranges that make up nearly all East Asian text: Hangul syllables, CJK unified
  /// ideographs (and extension A), kana except the combining voiced sound marks U+3099/U+309A,
  /// all W in UAX #11 and none of them marks or format characters. Checked first so that CJK
  /// text skips the table search; a test checks them against the table.
  @inline(__always)
  static func isCommonWide(_ value: UInt32) -> Bool {
    (value >= 0x4E00 && value <= 0x9FFF) || (value >= 0xAC00 && value <= 0xD7A3)
      || (value >= 0x3400 && value <= 0x4DBF) || (value >= 0x3041 && value <= 0x3096)
      || (value >= 0x309B && value <= 0x30FF)
  }

  @inline(__always)
  static func isRegionalIndicator(_ value: UInt32) -> Bool {
    value >= 0x1F1E6 && value <= 0x1F1FF
  }
}

/// Walks the scalars of one grapheme cluster the way a terminal advances its cursor over them.
///
/// Each scalar with a width of its own starts a new part; marks, joiners and selectors adjust
/// the current part. `total` holds the widths of the finished parts, `part` the open one.
struct ClusterMeasure {
  /// How wide Ambiguous characters are.
  let ambiguous: GraphemeWidth.AmbiguousWidth
  /// Widths of the parts already closed.
  private(set) var total = 0
  /// Width of the open part.
  private var part = 0
  /// Properties of the scalar that opened the part, while selectors and modifiers may still
  /// change its presentation.
  private var base: ScalarWidthProperties?
  /// The previous scalar was a virama: a following consonant joins the part as a conjunct.
  private var afterVirama = false
  /// Whether any scalar has opened a part yet.
  private var started = false

  init(ambiguous: GraphemeWidth.AmbiguousWidth) { self.ambiguous = ambiguous }

  /// Width of the whole cluster once every scalar is added.
  func finish() -> Int { total + part }

  mutating func add(_ scalar: Unicode.Scalar) {
    let value = scalar.value
    switch value {
    case 0x200D:
      // ZWJ draws nothing. After a virama it requests a half form of the same conjunct; between
      // other characters the two sides keep their widths (an RGI emoji sequence is caught
      // before this, by table).
      base = nil
      return
    case 0xFE0F:
      // UTS #51 ED-9a: VS16 requests emoji presentation, two cells, for a character that has
      // an emoji variation sequence.
      if let base, base.contains(.emojiVariationNarrow) { part = 2 }
      base = nil
      return
    case 0xFE0E:
      // VS15 requests text presentation, one cell, for a default-emoji character that has a
      // text variation sequence.
      if let base, base.contains(.textVariationWide), part == 2 { part = 1 }
      base = nil
      return
    case 0x1F3FB...0x1F3FF:
      // UTS #51 ED-13: an emoji modifier after a pictograph colours it, and the sequence has
      // emoji presentation (☝🏽 is two cells though ☝ alone is one); alone it is a swatch.
      if let base, base.contains(.extendedPictographic) {
        part = 2
        return
      }
    default:
      break
    }
    let properties = ScalarWidthProperties(of: value)
    if !started && properties.contains(.mark) {
      // A defective combining sequence is displayed on U+25CC DOTTED CIRCLE.
      started = true
      part = 1
      base = ScalarWidthProperties.plain
    }
    if !properties.contains(.zeroWidth) {
      started = true
      let width = properties.baseWidth(ambiguous: ambiguous)
      if afterVirama {
        // A virama joins this consonant to the previous one into a conjunct glyph, which
        // terminals give two cells.
        part = 2
      } else {
        total += part
        part = width
      }
      base = properties
      afterVirama = false
    } else if properties.contains(.virama) {
      afterVirama = true
    } else if properties.contains(.spacingMark) && base != nil {
      // A spacing mark (Mc) takes a cell beside its base: the pair is two cells.
      part = 2
      base = nil
      afterVirama = false
    } else {
      afterVirama = false
    }
  }
}

/// The width properties of a Unicode scalar, read from the generated ``UnicodeWidthTables``.
///
/// The bits match the generator's (scripts/unicode-width/generate_tables.py).
struct ScalarWidthProperties: OptionSet, Sendable {
  let rawValue: UInt16

  /// East_Asian_Width W or F.
  static let wide = ScalarWidthProperties(rawValue: 1 << 0)
  /// East_Asian_Width A.
  static let ambiguous = ScalarWidthProperties(rawValue: 1 << 1)
  /// Draws nothing of its own: Mn, Me, Mc, Cf, default-ignorable, Hangul medial/final jamo.
  static let zeroWidth = ScalarWidthProperties(rawValue: 1 << 2)
  /// General_Category Mc.
  static let spacingMark = ScalarWidthProperties(rawValue: 1 << 3)
  /// A virama or invisible stacker (Indic_Syllabic_Category), which forms conjuncts.
  static let virama = ScalarWidthProperties(rawValue: 1 << 4)
  /// Extended_Pictographic (UTS #51).
  static let extendedPictographic = ScalarWidthProperties(rawValue: 1 << 5)
  /// Has an emoji variation sequence and is narrow without one.
  static let emojiVariationNarrow = ScalarWidthProperties(rawValue: 1 << 6)
  /// Has a text variation sequence and is wide without one.
  static let textVariationWide = ScalarWidthProperties(rawValue: 1 << 7)

  /// Zero-width scalars that are combining marks rather than format characters: a cluster
  /// that starts with one has no base.
  static let mark = ScalarWidthProperties(rawValue: 1 << 8)

  /// No property: a plain narrow scalar such as U+25CC DOTTED CIRCLE.
  static let plain: ScalarWidthProperties = []

  init(rawValue: UInt16) { self.rawValue = rawValue }

  /// Looks up `value` by binary search of the run starts: O(log n) over about 1,800 runs,
  /// through a plain pointer (an array's subscript is a call per probe in a debug build).
  init(of value: UInt32) {
    let index = UnicodeWidthTables.runStarts.withUnsafeBufferPointer { all -> Int in
      guard let starts = all.baseAddress else { return 0 }
      var low = 0
      var high = all.count
      // Invariant: starts[low] <= value < starts[high] (with starts[count] = infinity).
      while high - low > 1 {
        let middle = (low + high) / 2
        if starts[middle] <= value { low = middle } else { high = middle }
      }
      return low
    }
    self.rawValue = UnicodeWidthTables.runProperties[index]
  }

  /// Whether any of `bits` is set: the test ``contains(_:)`` makes, without the option set's
  /// generic calls in a debug build.
  @_transparent func has(_ bits: UInt16) -> Bool { rawValue & bits != 0 }

  /// The bits of ``wide``, ``ambiguous``, ``zeroWidth``, ``spacingMark`` and ``mark`` as plain
  /// numbers for ``has(_:)``.
  @_transparent static var wideBit: UInt16 { 1 << 0 }
  @_transparent static var ambiguousBit: UInt16 { 1 << 1 }
  @_transparent static var zeroWidthBit: UInt16 { 1 << 2 }
  @_transparent static var spacingMarkBit: UInt16 { 1 << 3 }
  @_transparent static var markBit: UInt16 { 1 << 8 }

  /// Cells of a scalar that opens a part of a cluster.
  @inline(__always)
  func baseWidth(ambiguous: GraphemeWidth.AmbiguousWidth) -> Int {
    if contains(.wide) { return 2 }
    if ambiguous == .wide && contains(.ambiguous) { return 2 }
    return 1
  }
}
