/// Terminal display width of grapheme clusters (UAX #11 East Asian Width plus the emoji
/// presentation rules of UTS #51).
///
/// A terminal is a grid of cells, and every layout decision in TextUI (wrapping, clipping,
/// alignment, cursor placement) needs to know how many cells a piece of text covers. Swift's
/// `Character` is already a UAX #29 extended grapheme cluster, i.e. the unit a user perceives
/// as one character, so widths are computed per `Character`.
///
/// The rules, in order:
/// - Line separators (`"\n"`, `"\r"`, `"\r\n"`, U+2028, U+2029) occupy no cell: 0.
/// - Other C0/C1 controls and DEL: 1, the width of the visible symbol that
///   ``DisplayText`` draws in their place. A tab also counts as 1 here because its real width
///   depends on the column; ``DisplayText/paragraphs(_:)`` expands tabs.
/// - Default-ignorable scalars (format characters such as ZWSP, ZWJ, the BOM, the soft hyphen,
///   variation selectors and tag characters) add nothing; a cluster made only of them is 0.
/// - A cluster whose base is a combining mark (a "defective combining sequence", such as a lone
///   U+0301) is 1, because it is displayed on a dotted circle U+25CC, as the Unicode Standard
///   (section 5.13) recommends; ``DisplayText`` inserts that circle.
/// - Emoji (UTS #51): a flag (two regional indicators), a keycap sequence, a cluster with VS16
///   (U+FE0F) after an emoji, an emoji modifier (skin tone) sequence, an emoji ZWJ sequence, or
///   an `Emoji_Presentation` base: 2. A text-presentation emoji without VS16 (U+2764 ❤,
///   U+263A ☺) follows its East Asian Width, 1. A lone regional indicator is not a flag and is
///   1, its UAX #11 width (Neutral).
/// - Otherwise the East Asian Width of the base scalar: Wide (W) and Fullwidth (F) are 2;
///   Ambiguous (A), Halfwidth (H), Narrow (Na) and Neutral (N) are 1.
///
/// The result for a `Character` is always 0, 1 or 2.
public enum GraphemeWidth {
  /// Name of the width policy, written into snapshot headers so that a snapshot recorded with
  /// one set of width rules is recognisably different from one recorded with another.
  public static let policy: String = "unicode-15.1 uax11-wide=2 ambiguous=1 emoji=2"

  /// Display width in cells of one grapheme cluster: 0, 1 or 2.
  ///
  /// This is called for every cluster during rendering, so ASCII and other single-scalar
  /// clusters take a fast path that never walks the whole cluster.
  public static func width(of character: Character) -> Int {
    let scalars = character.unicodeScalars
    var iterator = scalars.makeIterator()
    guard let first = iterator.next() else { return 0 }
    if iterator.next() == nil {
      return width(ofSingle: first)
    }
    return width(ofCluster: scalars)
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

  // MARK: - Implementation

  /// Slow path of `width(of: String)`: one cluster at a time.
  private static func clusterWidth(of string: some StringProtocol) -> Int {
    var total = 0
    for character in string {
      total += width(of: character)
    }
    return total
  }

  /// Width of a cluster made of exactly one scalar.
  @inline(__always)
  private static func width(ofSingle scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x7F {
      // LF and CR are line separators; every other ASCII control is drawn as a symbol.
      return value == 0x0A || value == 0x0D ? 0 : 1
    }
    if value < 0x300 {
      // U+0080–U+02FF holds no combining marks and no wide characters. DEL and C1 controls are
      // drawn as a replacement symbol (1); the soft hyphen U+00AD is a default-ignorable format
      // character, invisible unless a renderer hyphenates, which a terminal never does.
      return value == 0xAD ? 0 : 1
    }
    if isCommonWide(value) { return 2 }
    if value == 0x2028 || value == 0x2029 { return 0 }
    switch kind(of: scalar) {
    case .zeroWidth: return 0
    case .combiningMark: return 1  // Displayed on U+25CC, see the type's documentation.
    case .base: break
    }
    if isRegionalIndicator(value) {
      // A lone regional indicator is not a flag; UAX #11 gives it Neutral width and most
      // terminals draw it as a single letter-like symbol.
      return 1
    }
    return isWide(scalar) ? 2 : 1
  }

  /// Width of a cluster of two or more scalars. Clusters are short, so one pass collects
  /// the facts the emoji rules need.
  private static func width(ofCluster scalars: Character.UnicodeScalarView) -> Int {
    var base: Unicode.Scalar?
    var baseIsCombiningMark = false
    var previous: Unicode.Scalar?
    var regionalIndicators = 0
    var emojiByVariation = false
    var emojiByModifier = false
    var emojiByJoiner = false
    var hasKeycap = false

    for scalar in scalars {
      let value = scalar.value
      if isRegionalIndicator(value) { regionalIndicators += 1 }
      switch value {
      case 0xFE0F:
        // UTS #51 ED-9a: VS16 after an emoji character requests emoji presentation,
        // which terminals draw two cells wide.
        if let previous, previous.properties.isEmoji { emojiByVariation = true }
      case 0x1F3FB...0x1F3FF:
        // UTS #51 ED-13: an emoji modifier after a modifier base forms one emoji glyph.
        if let previous, previous.properties.isEmojiModifierBase { emojiByModifier = true }
      case 0x20E3:
        // UTS #51 ED-14c: a keycap sequence is [0-9#*] FE0F? U+20E3.
        hasKeycap = true
      default:
        // UTS #51 ED-16: an emoji ZWJ sequence joins emoji with U+200D.
        if let previous, previous.value == 0x200D, scalar.properties.isEmoji,
          value > 0x7F
        {
          emojiByJoiner = true
        }
      }
      if base == nil {
        switch kind(of: scalar) {
        case .zeroWidth: break
        case .combiningMark:
          base = scalar
          baseIsCombiningMark = true
        case .base: base = scalar
        }
      }
      previous = scalar
    }

    // Only format characters and variation selectors: nothing to draw.
    guard let base else { return 0 }
    let value = base.value

    if value == 0x0D { return 0 }  // "\r\n" is a single cluster and a line separator.
    if regionalIndicators >= 2 { return 2 }  // UTS #51 ED-14: emoji flag sequence.
    if isRegionalIndicator(value) { return 1 }
    if hasKeycap && isKeycapBase(value) { return 2 }
    if base.properties.isEmoji && value > 0x7F
      && (emojiByVariation || emojiByModifier || emojiByJoiner)
    {
      return 2
    }
    if baseIsCombiningMark {
      // A defective combining sequence has no base to sit on; it is displayed on U+25CC.
      return 1
    }
    return isWide(base) ? 2 : 1
  }

  /// Whether a cluster is a defective combining sequence: its first scalar that is not
  /// zero-width is a nonspacing or enclosing mark, so it has no base to draw on. Such a
  /// cluster is counted as 1 cell because ``DisplayText`` draws it on U+25CC.
  static func startsWithCombiningMark(_ character: Character) -> Bool {
    for scalar in character.unicodeScalars {
      switch kind(of: scalar) {
      case .zeroWidth: continue
      case .combiningMark: return true
      case .base: return false
      }
    }
    return false
  }

  /// How a scalar takes part in a cluster's width.
  private enum ScalarKind {
    /// Never occupies a cell of its own.
    case zeroWidth
    /// A nonspacing (Mn) or enclosing (Me) mark, drawn on top of a preceding base.
    case combiningMark
    /// Anything else: the scalar whose width the cluster takes.
    case base
  }

  /// Classifies a scalar with a single General_Category lookup where possible.
  ///
  /// Zero-width are Default_Ignorable_Code_Point scalars (ZWSP, ZWJ, the BOM, the soft hyphen,
  /// variation selectors, tags, ...) and every other format (Cf) character. The Hangul fillers
  /// are default-ignorable but are kept as bases: they stand in for a missing jamo and occupy
  /// the cells of the syllable they belong to. Spacing marks (Mc) occupy a cell of their own
  /// and are plain bases.
  private static func kind(of scalar: Unicode.Scalar) -> ScalarKind {
    let value = scalar.value
    if value < 0x300 { return value == 0xAD ? .zeroWidth : .base }
    let properties = scalar.properties
    switch properties.generalCategory {
    case .format:
      return .zeroWidth
    case .nonspacingMark:
      // Variation selectors, CGJ and the Mongolian free variation selectors are Mn but
      // default-ignorable: they select a glyph and draw nothing themselves.
      return properties.isDefaultIgnorableCodePoint ? .zeroWidth : .combiningMark
    case .enclosingMark:
      return .combiningMark
    case .unassigned:
      // Unassigned code points in default-ignorable ranges (e.g. U+E0080...) are reserved
      // for future invisible characters, so they must not take space when they appear.
      return properties.isDefaultIgnorableCodePoint ? .zeroWidth : .base
    default:
      return .base
    }
  }

  /// The ranges that make up nearly all East Asian text: Hangul syllables, CJK unified
  /// ideographs (and extension A), kana except the combining voiced sound marks U+3099/U+309A,
  /// all W in UAX #11 and none of them marks or format characters. Checked first so that CJK
  /// text avoids property lookups.
  @inline(__always)
  private static func isCommonWide(_ value: UInt32) -> Bool {
    (value >= 0x4E00 && value <= 0x9FFF) || (value >= 0xAC00 && value <= 0xD7A3)
      || (value >= 0x3400 && value <= 0x4DBF) || (value >= 0x3041 && value <= 0x3096)
      || (value >= 0x309B && value <= 0x30FF)
  }

  @inline(__always)
  private static func isRegionalIndicator(_ value: UInt32) -> Bool {
    value >= 0x1F1E6 && value <= 0x1F1FF
  }

  /// Keycap bases per UTS #51: digits, `#` and `*`.
  private static func isKeycapBase(_ value: UInt32) -> Bool {
    (value >= 0x30 && value <= 0x39) || value == 0x23 || value == 0x2A
  }

  /// Whether a base scalar is two cells wide: East Asian Width W or F, or an emoji that
  /// defaults to emoji presentation.
  ///
  /// Since Unicode 9 every Emoji_Presentation character is also W in EastAsianWidth.txt, so the
  /// property check only matters for emoji newer than the table (the standard library may know
  /// a newer Unicode version than 15.1). Regional indicators are the documented exception and
  /// are handled before this is called.
  private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 0x1100 { return false }
    if isInWideTable(value) { return true }
    return value >= 0x1F000 && scalar.properties.isEmojiPresentation
  }

  /// Binary search of ``wideRanges``.
  private static func isInWideTable(_ value: UInt32) -> Bool {
    var low = 0
    var high = wideRanges.count - 1
    while low <= high {
      let middle = (low + high) / 2
      let range = wideRanges[middle]
      if value < range.lower {
        high = middle - 1
      } else if value > range.upper {
        low = middle + 1
      } else {
        return true
      }
    }
    return false
  }

  /// Code points with East_Asian_Width W (Wide) or F (Fullwidth) in Unicode 15.1
  /// EastAsianWidth.txt, as sorted, coalesced, inclusive ranges. Unassigned code points in the
  /// CJK ideograph blocks and planes 2 and 3 are included because the file's `@missing` lines
  /// give them W, so ideographs added by later Unicode versions are already wide.
  ///
  /// Half-width katakana (U+FF61–U+FF9F) are H and therefore absent; Ambiguous characters are
  /// absent because TextUI treats them as narrow, as terminals outside East Asian locales do.
  static let wideRanges: [(lower: UInt32, upper: UInt32)] = [
    (0x1100, 0x115F), (0x231A, 0x231B), (0x2329, 0x232A), (0x23E9, 0x23EC),
    (0x23F0, 0x23F0), (0x23F3, 0x23F3), (0x25FD, 0x25FE), (0x2614, 0x2615),
    (0x2648, 0x2653), (0x267F, 0x267F), (0x2693, 0x2693), (0x26A1, 0x26A1),
    (0x26AA, 0x26AB), (0x26BD, 0x26BE), (0x26C4, 0x26C5), (0x26CE, 0x26CE),
    (0x26D4, 0x26D4), (0x26EA, 0x26EA), (0x26F2, 0x26F3), (0x26F5, 0x26F5),
    (0x26FA, 0x26FA), (0x26FD, 0x26FD), (0x2705, 0x2705), (0x270A, 0x270B),
    (0x2728, 0x2728), (0x274C, 0x274C), (0x274E, 0x274E), (0x2753, 0x2755),
    (0x2757, 0x2757), (0x2795, 0x2797), (0x27B0, 0x27B0), (0x27BF, 0x27BF),
    (0x2B1B, 0x2B1C), (0x2B50, 0x2B50), (0x2B55, 0x2B55), (0x2E80, 0x2E99),
    (0x2E9B, 0x2EF3), (0x2F00, 0x2FD5), (0x2FF0, 0x303E), (0x3041, 0x3096),
    (0x3099, 0x30FF), (0x3105, 0x312F), (0x3131, 0x318E), (0x3190, 0x31E3),
    (0x31EF, 0x321E), (0x3220, 0x3247), (0x3250, 0x4DBF), (0x4E00, 0xA48C),
    (0xA490, 0xA4C6), (0xA960, 0xA97C), (0xAC00, 0xD7A3), (0xF900, 0xFAFF),
    (0xFE10, 0xFE19), (0xFE30, 0xFE52), (0xFE54, 0xFE66), (0xFE68, 0xFE6B),
    (0xFF01, 0xFF60), (0xFFE0, 0xFFE6), (0x16FE0, 0x16FE4), (0x16FF0, 0x16FF1),
    (0x17000, 0x187F7), (0x18800, 0x18CD5), (0x18D00, 0x18D08), (0x1AFF0, 0x1AFF3),
    (0x1AFF5, 0x1AFFB), (0x1AFFD, 0x1AFFE), (0x1B000, 0x1B122), (0x1B132, 0x1B132),
    (0x1B150, 0x1B152), (0x1B155, 0x1B155), (0x1B164, 0x1B167), (0x1B170, 0x1B2FB),
    (0x1F004, 0x1F004), (0x1F0CF, 0x1F0CF), (0x1F18E, 0x1F18E), (0x1F191, 0x1F19A),
    (0x1F200, 0x1F202), (0x1F210, 0x1F23B), (0x1F240, 0x1F248), (0x1F250, 0x1F251),
    (0x1F260, 0x1F265), (0x1F300, 0x1F320), (0x1F32D, 0x1F335), (0x1F337, 0x1F37C),
    (0x1F37E, 0x1F393), (0x1F3A0, 0x1F3CA), (0x1F3CF, 0x1F3D3), (0x1F3E0, 0x1F3F0),
    (0x1F3F4, 0x1F3F4), (0x1F3F8, 0x1F43E), (0x1F440, 0x1F440), (0x1F442, 0x1F4FC),
    (0x1F4FF, 0x1F53D), (0x1F54B, 0x1F54E), (0x1F550, 0x1F567), (0x1F57A, 0x1F57A),
    (0x1F595, 0x1F596), (0x1F5A4, 0x1F5A4), (0x1F5FB, 0x1F64F), (0x1F680, 0x1F6C5),
    (0x1F6CC, 0x1F6CC), (0x1F6D0, 0x1F6D2), (0x1F6D5, 0x1F6D7), (0x1F6DC, 0x1F6DF),
    (0x1F6EB, 0x1F6EC), (0x1F6F4, 0x1F6FC), (0x1F7E0, 0x1F7EB), (0x1F7F0, 0x1F7F0),
    (0x1F90C, 0x1F93A), (0x1F93C, 0x1F945), (0x1F947, 0x1F9FF), (0x1FA70, 0x1FA7C),
    (0x1FA80, 0x1FA88), (0x1FA90, 0x1FABD), (0x1FABF, 0x1FAC5), (0x1FACE, 0x1FADB),
    (0x1FAE0, 0x1FAE8), (0x1FAF0, 0x1FAF8), (0x20000, 0x2FFFD), (0x30000, 0x3FFFD),
  ]
}
