/// Finds line breaks in one paragraph of display clusters for a given width in cells.
///
/// The algorithm is greedy (each line takes as much as fits) and runs in time linear in the
/// paragraph length, because it is run on every layout pass of every text view.
///
/// Break opportunities are a subset of UAX #14 that covers the text a terminal UI shows:
/// - after a run of spaces (U+0020, including the spaces a tab expanded to); the spaces at a
///   break hang: they belong to neither line, like LB7/LB18 spaces at the end of a line;
/// - between two clusters when either is East Asian wide (CJK ideographs, kana, Hangul,
///   fullwidth forms, wide emoji) or half-width katakana, so that Japanese and Chinese text,
///   which has no spaces, wraps between characters (the ID class, LB31).
///
/// Japanese line-breaking rules (kinsoku shori, JIS X 4051) remove opportunities: a line never
/// starts with closing punctuation, small kana or the prolonged sound mark, and never ends with
/// an opening bracket. Text that does not fit is pushed to the next line (oidashi).
///
/// When no opportunity exists within the width (a long word, a URL, a run of closing
/// punctuation longer than the line), the line is broken anyway at a grapheme boundary so that
/// it never overflows, still avoiding a kinsoku violation where the line allows it. A wide
/// cluster is never split across lines.
public enum LineBreaker {
  /// Returns the ranges (indices into `clusters`) of each wrapped line, in order.
  ///
  /// - Spaces at a break are excluded from both lines. Leading spaces of the paragraph are
  ///   kept as indentation. Trailing spaces at the end of the paragraph are kept as far as they
  ///   fit and never start a line of their own.
  /// - A line is at most `maxWidth` cells, except that a single cluster wider than the line (a
  ///   wide character when `maxWidth` is 1) gets a line of its own; the caller clips it.
  /// - `maxWidth <= 0` is treated as 1. An empty paragraph gives one empty line, `0..<0`.
  /// - Negative cluster widths are treated as 0.
  public static func wrap(_ clusters: [DisplayCluster], maxWidth: Int) -> [Range<Int>] {
    let limit = max(1, maxWidth)
    let count = clusters.count
    guard count > 0 else { return [0..<0] }
    let infos = clusters.map(ClusterInfo.init)

    var lines: [Range<Int>] = []
    var lineStart = 0
    // Width of clusters[0..<index] and of clusters[0..<lineStart]; their difference is the
    // width of the current line so far. Offsets avoid rescanning when a line is cut.
    var consumed = 0
    var lineStartOffset = 0
    // The latest break opportunity on the current line: the line would end before `breakEnd`
    // and the next one start at `breakNext` (after hanging spaces), at offset `breakOffset`.
    var breakEnd = -1
    var breakNext = 0
    var breakOffset = 0
    // Spaces before this index are to be laid out as ordinary content (indentation, or spaces
    // where kinsoku forbids a break), so that a run is examined only once.
    var contentSpacesEnd = 0
    var index = 0

    while index < count {
      let info = infos[index]

      if info.isSpace && index >= contentSpacesEnd {
        var runEnd = index
        var runWidth = 0
        while runEnd < count && infos[runEnd].isSpace {
          runWidth += infos[runEnd].width
          runEnd += 1
        }
        if runEnd == count {
          // Trailing spaces of the paragraph: keep what fits, drop the rest rather than
          // giving them a line of their own.
          lines.append(lineStart..<fittingSpaces(from: index, lineWidth: consumed - lineStartOffset, limit, infos))
          return lines
        }
        // LB14/LB13 and kinsoku: no break after an opening bracket or before closing
        // punctuation, even across spaces. Leading spaces are indentation, not a break.
        if index > 0 && !infos[index - 1].forbidsBreakAfter && !infos[runEnd].forbidsBreakBefore {
          if index > lineStart {
            breakEnd = index
            breakNext = runEnd
            breakOffset = consumed + runWidth
          }
          consumed += runWidth
          index = runEnd
          continue
        }
        contentSpacesEnd = runEnd
      }

      if index > lineStart && isIdeographicBreak(before: index, infos) {
        breakEnd = index
        breakNext = index
        breakOffset = consumed
      }

      // A cluster at the start of a line is always placed, even if wider than the line.
      if index > lineStart && consumed - lineStartOffset + info.width > limit {
        let next =
          breakEnd > lineStart
          ? (start: breakNext, offset: breakOffset)
          : hardCut(before: index, consumed: consumed, lineStart: lineStart, infos)
        lines.append(lineStart..<(breakEnd > lineStart ? breakEnd : next.start))
        lineStart = next.start
        lineStartOffset = next.offset
        breakEnd = -1
        // Lay out the same cluster again on the new line; `lineStart` grew, so this ends.
        continue
      }

      consumed += info.width
      index += 1
    }

    lines.append(lineStart..<count)
    return lines
  }

  /// Where the next line starts, and its offset, when the line from `lineStart` has no break
  /// opportunity before the cluster at `index`, which does not fit: cut inside a word.
  private static func hardCut(before index: Int, consumed: Int, lineStart: Int, _ infos: [ClusterInfo])
    -> (start: Int, offset: Int)
  {
    let cut = hardBreak(before: index, lineStart: lineStart, infos)
    var offset = consumed
    for moved in cut..<index { offset -= infos[moved].width }
    return (cut, offset)
  }

  /// The end of the trailing spaces from `index` that still fit on a line already
  /// `lineWidth` cells wide.
  private static func fittingSpaces(from index: Int, lineWidth: Int, _ limit: Int, _ infos: [ClusterInfo]) -> Int {
    var kept = index
    var width = lineWidth
    while kept < infos.count && width + infos[kept].width <= limit {
      width += infos[kept].width
      kept += 1
    }
    return kept
  }

  /// Width in cells of `clusters[range]`. A range reaching outside `clusters` is clamped to it.
  public static func width(of clusters: [DisplayCluster], in range: Range<Int>) -> Int {
    let lower = min(max(range.lowerBound, 0), clusters.count)
    let upper = min(max(range.upperBound, lower), clusters.count)
    var total = 0
    for index in lower..<upper {
      total += clusters[index].width
    }
    return total
  }

  // MARK: - Implementation

  /// Whether there is a break opportunity between `infos[index - 1]` and `infos[index]` that
  /// does not involve spaces: UAX #14 LB31 allows a break on either side of an ideograph
  /// (class ID), unless kinsoku forbids it.
  @inline(__always)
  private static func isIdeographicBreak(before index: Int, _ infos: [ClusterInfo]) -> Bool {
    let previous = infos[index - 1]
    let next = infos[index]
    return (previous.isIdeographic || next.isIdeographic)
      && !previous.isSpace && !next.isSpace
      && !previous.forbidsBreakAfter && !next.forbidsBreakBefore
  }

  /// Where to force a break in a line that has no opportunity left before `index`, the first
  /// cluster that does not fit. Prefers the latest grapheme boundary that respects kinsoku;
  /// when none exists (e.g. a run of closing punctuation longer than the line) it breaks at
  /// `index` anyway, because overflowing the view is worse than a rule violation.
  private static func hardBreak(before index: Int, lineStart: Int, _ infos: [ClusterInfo])
    -> Int
  {
    var candidate = index
    while candidate > lineStart {
      if !infos[candidate].forbidsBreakBefore && !infos[candidate - 1].forbidsBreakAfter {
        return candidate
      }
      candidate -= 1
    }
    return index
  }

  /// The line-breaking facts about one cluster, computed once per wrap.
  private struct ClusterInfo {
    /// Cells covered, never negative.
    var width: Int
    /// A plain U+0020 space: a break opportunity that hangs at the end of a line.
    var isSpace: Bool
    /// East Asian wide or half-width katakana: a line may break on either side.
    var isIdeographic: Bool
    /// Must not start a line (closing punctuation, small kana, prolonged sound mark).
    var forbidsBreakBefore: Bool
    /// Must not end a line (opening brackets).
    var forbidsBreakAfter: Bool

    init(_ cluster: DisplayCluster) {
      width = max(0, cluster.width)
      let (first, isOnly) = cluster.firstScalar
      isSpace = first == 0x20 && isOnly
      isIdeographic = width >= 2 || (first >= 0xFF61 && first <= 0xFF9F)
      forbidsBreakBefore = ClusterInfo.isLineStartProhibited(first)
      forbidsBreakAfter = ClusterInfo.isLineEndProhibited(first)
    }

    /// Kinsoku gyoutou kinsoku: characters that must not begin a line. Closing brackets and
    /// quotes (UAX #14 CL/CP), sentence punctuation (EX/IS), small kana and the prolonged
    /// sound mark (CJ, treated strictly as in Japanese), iteration marks, plus their ASCII,
    /// fullwidth and half-width forms.
    static func isLineStartProhibited(_ value: UInt32) -> Bool {
      switch value {
      case 0x21, 0x29, 0x2C, 0x2E, 0x3A, 0x3B, 0x3F, 0x5D, 0x7D:  // ! ) , . : ; ? ] }
        return true
      case 0x2019, 0x201D:  // ’ ”
        return true
      case 0x3001, 0x3002, 0x3005:  // 、 。 々
        return true
      case 0x3009, 0x300B, 0x300D, 0x300F, 0x3011, 0x3015, 0x3017, 0x3019, 0x301B, 0x301F:
        return true  // 〉 》 」 』 】 〕 〗 〙 〛 〟
      case 0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3063, 0x3083, 0x3085, 0x3087, 0x308E,
        0x3095, 0x3096:
        return true  // ぁ ぃ ぅ ぇ ぉ っ ゃ ゅ ょ ゎ ゕ ゖ
      case 0x309D, 0x309E:  // ゝ ゞ
        return true
      case 0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30C3, 0x30E3, 0x30E5, 0x30E7, 0x30EE,
        0x30F5, 0x30F6:
        return true  // ァ ィ ゥ ェ ォ ッ ャ ュ ョ ヮ ヵ ヶ
      case 0x30FB, 0x30FC, 0x30FD, 0x30FE:  // ・ ー ヽ ヾ
        return true
      case 0x31F0...0x31FF:  // small katakana extensions ㇰ … ㇿ
        return true
      case 0xFF01, 0xFF09, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF1F, 0xFF3D, 0xFF5D, 0xFF60:
        return true  // ！ ） ， ． ： ； ？ ］ ｝ ｠
      case 0xFF61, 0xFF63, 0xFF64, 0xFF65, 0xFF67...0xFF70, 0xFF9E, 0xFF9F:
        return true  // half-width ｡ ｣ ､ ･ ｧ … ｯ ｰ ﾞ ﾟ
      default:
        return false
      }
    }

    /// Kinsoku gyoumatsu kinsoku: characters that must not end a line. Opening brackets and
    /// quotes (UAX #14 OP) in ASCII, CJK, fullwidth and half-width forms.
    static func isLineEndProhibited(_ value: UInt32) -> Bool {
      switch value {
      case 0x28, 0x5B, 0x7B:  // ( [ {
        return true
      case 0x2018, 0x201C:  // ‘ “
        return true
      case 0x3008, 0x300A, 0x300C, 0x300E, 0x3010, 0x3014, 0x3016, 0x3018, 0x301A, 0x301D:
        return true  // 〈 《 「 『 【 〔 〖 〘 〚 〝
      case 0xFF08, 0xFF3B, 0xFF5B, 0xFF5F, 0xFF62:  // （ ［ ｛ ｟ ｢
        return true
      default:
        return false
      }
    }
  }
}
