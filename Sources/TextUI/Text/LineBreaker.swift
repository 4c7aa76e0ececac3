/// Finds line breaks in one paragraph of display clusters for a given width in cells.
///
/// The algorithm is greedy (each line takes as much as fits) and runs in time linear in the
/// paragraph length, because it is run on every layout pass of every text view; its lines
/// can be taken one at a time (``lines(_:maxWidth:)``), so a text that shows only its first
/// lines costs only those.
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
    var lines: [Range<Int>] = []
    var breaker = Lines(clusters, maxWidth: maxWidth)
    while let line = breaker.next() { lines.append(line) }
    return lines
  }

  /// The lines of `clusters` at `maxWidth`, as ``wrap(_:maxWidth:)`` gives them, one at a time:
  /// each is found when asked for, so a text that shows only its first lines (a one-line
  /// field, a `lineLimit`) costs what those lines cost, never the whole paragraph.
  public static func lines(_ clusters: [DisplayCluster], maxWidth: Int) -> Lines {
    Lines(clusters, maxWidth: maxWidth)
  }

  /// The wrapped lines of one paragraph, found one at a time by the greedy algorithm
  /// ``LineBreaker`` describes. Each cluster is looked at a bounded number of times, whatever
  /// the text (a run of spaces, of wide characters, of punctuation that may not start a line),
  /// so all the lines of `n` clusters cost O(n).
  public struct Lines: IteratorProtocol, Sequence {
    private let clusters: [DisplayCluster]
    private let limit: Int
    private var lineStart = 0
    // Width of clusters[0..<index] and of clusters[0..<lineStart]; their difference is the
    // width of the current line so far. Offsets avoid rescanning when a line is cut.
    private var consumed = 0
    private var lineStartOffset = 0
    // The latest break opportunity on the current line: the line would end before `breakEnd`
    // and the next one start at `breakNext` (after hanging spaces), at offset `breakOffset`.
    private var breakEnd = -1
    private var breakNext = 0
    private var breakOffset = 0
    // Spaces before this index are to be laid out as ordinary content (indentation, or spaces
    // where kinsoku forbids a break), so that a run is examined only once.
    private var contentSpacesEnd = 0
    private var index = 0
    private var finished = false

    init(_ clusters: [DisplayCluster], maxWidth: Int) {
      self.clusters = clusters
      limit = Swift.max(1, maxWidth)
    }

    /// The facts about one cluster, worked out where they are needed rather than for the
    /// whole paragraph up front: a caller may want only the first line of a long one.
    @inline(__always)
    private func info(_ index: Int) -> ClusterInfo { ClusterInfo(clusters[index]) }

    /// The next line, or `nil` after the last.
    public mutating func next() -> Range<Int>? {
      if finished { return nil }
      let count = clusters.count
      guard count > 0 else {
        finished = true
        return 0..<0
      }
      while index < count {
        let info = info(index)

        if info.isSpace && index >= contentSpacesEnd {
          var runEnd = index
          var runWidth = 0
          while runEnd < count {
            let next = self.info(runEnd)
            guard next.isSpace else { break }
            runWidth += next.width
            runEnd += 1
          }
          if runEnd == count {
            // Trailing spaces of the paragraph: keep what fits, drop the rest rather than
            // giving them a line of their own.
            finished = true
            return lineStart..<fittingSpaces(from: index, lineWidth: consumed - lineStartOffset)
          }
          // LB14/LB13 and kinsoku: no break after an opening bracket or before closing
          // punctuation, even across spaces. Leading spaces are indentation, not a break.
          if index > 0 && !self.info(index - 1).forbidsBreakAfter && !self.info(runEnd).forbidsBreakBefore {
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

        if index > lineStart && isIdeographicBreak(before: index) {
          breakEnd = index
          breakNext = index
          breakOffset = consumed
        }

        // A cluster at the start of a line is always placed, even if wider than the line.
        if index > lineStart && consumed - lineStartOffset + info.width > limit {
          let next = breakEnd > lineStart ? (start: breakNext, offset: breakOffset) : hardCut(before: index)
          let line = lineStart..<(breakEnd > lineStart ? breakEnd : next.start)
          lineStart = next.start
          lineStartOffset = next.offset
          breakEnd = -1
          // The same cluster is laid out again on the new line; `lineStart` grew, so this ends.
          return line
        }

        consumed += info.width
        index += 1
      }
      finished = true
      return lineStart..<count
    }

    /// Where the next line starts, and its offset, when the line from `lineStart` has no break
    /// opportunity before the cluster at `index`, which does not fit: cut inside a word.
    private func hardCut(before index: Int) -> (start: Int, offset: Int) {
      let cut = hardBreak(before: index)
      var offset = consumed
      for moved in cut..<index { offset -= info(moved).width }
      return (cut, offset)
    }

    /// Where to force a break in a line that has no opportunity left before `index`, the
    /// first cluster that does not fit. Prefers the latest grapheme boundary that respects
    /// kinsoku; when none exists (e.g. a run of closing punctuation longer than the line) it
    /// breaks at `index` anyway, because overflowing the view is worse than a rule violation.
    private func hardBreak(before index: Int) -> Int {
      var candidate = index
      while candidate > lineStart {
        if !info(candidate).forbidsBreakBefore && !info(candidate - 1).forbidsBreakAfter { return candidate }
        candidate -= 1
      }
      return index
    }

    /// The end of the trailing spaces from `index` that still fit on a line already
    /// `lineWidth` cells wide.
    private func fittingSpaces(from index: Int, lineWidth: Int) -> Int {
      var kept = index
      var width = lineWidth
      while kept < clusters.count {
        let next = info(kept).width
        guard width + next <= limit else { break }
        width += next
        kept += 1
      }
      return kept
    }

    /// Whether there is a break opportunity between the clusters at `index - 1` and `index`
    /// that does not involve spaces: UAX #14 LB31 allows a break on either side of an
    /// ideograph (class ID), unless kinsoku forbids it.
    @inline(__always)
    private func isIdeographicBreak(before index: Int) -> Bool {
      let previous = info(index - 1)
      let next = info(index)
      return (previous.isIdeographic || next.isIdeographic)
        && !previous.isSpace && !next.isSpace
        && !previous.forbidsBreakAfter && !next.forbidsBreakBefore
    }
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

  /// The line-breaking facts about one cluster, worked out where a line needs them.
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
