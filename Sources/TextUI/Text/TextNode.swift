import Foundation

/// Lays out and draws a `Text`: sanitised clusters, wrapped per paragraph, limited to the
/// lines allowed, the last one ending in "…" when something was cut.
struct TextNode: LayoutNode {
  /// The style of each cluster, parallel to `paragraphs`; `nil` when the whole text has one.
  private let styles: [[Style]]?
  private let style: Style
  private let lineLimit: Int?
  private let alignment: HorizontalAlignment
  private let truncation: Text.TruncationMode
  /// Where the text's characters came from, for the audit's `unlocalized-text` rule.
  private let sources: TextSources

  /// One laid-out line: clusters of one paragraph, possibly truncated with an ellipsis.
  struct Line {
    var paragraph: Int
    var range: Range<Int>
    var width: Int
    /// Where the ellipsis goes: nil (none), or before/after/inside the clusters.
    var ellipsisAt: Int?
    /// For middle truncation, the cluster drawn after the ellipsis: `ellipsisAt..<resumeAt`
    /// is left out.
    var resumeAt: Int? = nil
  }

  /// One layout of the text for a proposal, as the general path computes it.
  private struct Layout {
    var width: Int?
    var height: Int?
    var lines: [Line]
    var size: Size
  }

  /// The most recent layouts by the general path (texts that wrap or are cut); `nil` until
  /// the first, so that building and freeing a text that fits (most texts) retains and
  /// releases no array.
  private var cache: [Layout]? = nil

  /// The lines of the text wrapped at one width (`nil`: unwrapped), computed a paragraph at a
  /// time as far as some proposal needed them. Shared through `TextLayoutCache` by every node
  /// showing the same content, in this render and the next ones.
  final class Wrapping {
    let width: Int?
    var lines: [Line] = []
    /// The width of the widest line so far.
    var widest = 0
    /// The first paragraph not wrapped yet, or the one being wrapped while `partial` is set.
    private(set) var nextParagraph = 0
    /// Where the line breaker stands in paragraph `nextParagraph`, when the lines asked for
    /// so far ended inside it: the rest is found only if a later proposal needs it.
    private var partial: LineBreaker.Lines?
    init(width: Int?) { self.width = width }

    /// Whether every paragraph has been wrapped.
    func isComplete(_ paragraphs: [[DisplayCluster]]) -> Bool {
      nextParagraph == paragraphs.count && partial == nil
    }

    func wrap(_ paragraphs: [[DisplayCluster]], upTo count: Int) {
      while lines.count < count && nextParagraph < paragraphs.count {
        let paragraph = paragraphs[nextParagraph]
        if partial == nil {
          // A paragraph that fits is one line: most text in a screen, so the line breaker's
          // per-cluster analysis is skipped for it.
          guard let width, LineBreaker.width(of: paragraph, in: 0..<paragraph.count) > width else {
            append(0..<paragraph.count, of: paragraph)
            nextParagraph += 1
            continue
          }
          partial = LineBreaker.lines(paragraph, maxWidth: width)
        }
        if let range = partial?.next() {
          append(range, of: paragraph)
        } else {
          partial = nil
          nextParagraph += 1
        }
      }
    }

    private func append(_ range: Range<Int>, of paragraph: [DisplayCluster]) {
      let width = LineBreaker.width(of: paragraph, in: range)
      widest = max(widest, width)
      lines.append(Line(paragraph: nextParagraph, range: range, width: width, ellipsisAt: nil))
    }
  }

  /// The characters of a text of one run, looked up in the layout cache when the text is
  /// first measured: a text that is never laid out (a list row below the screen) never
  /// looks its characters up.
  private let string: String
  /// The clusters and wrappings of this text's characters, shared with every node showing
  /// the same characters, once looked up.
  private var found: TextLayoutCache.Entry?

  /// The width of the text's only paragraph (-1 when it has several) and the number of its
  /// clusters, copied from the entry when it is looked up (`Int.min` before): measuring a
  /// text that fits, the usual case, reads them without retaining and releasing the entry.
  private var fittingWidth = Int.min
  private var fittingCount = 0
  /// Whether the text holds right-to-left letters, copied from the entry: its lines are
  /// drawn in visual order.
  private var hasRightToLeft = false
  /// How many lines the text has at least at a width of one cell (exactly, when
  /// `widthOneLinesAreExact`), copied from the entry: a stack measures the minimum of every
  /// text in every layout, which reads these without retaining and releasing the entry.
  private var widthOneLines = 0
  private var widthOneLinesAreExact = false

  /// The clusters and wrappings of this text's characters (see `found`).
  private var shared: TextLayoutCache.Entry {
    mutating get {
      if let found { return found }
      lookUp()
      return found.unsafelyUnwrapped
    }
  }

  /// Looks the text's characters up in the layout cache. Returns nothing: the entry moves
  /// into the node, where returning it too cost a retain and a release per text measured.
  private mutating func lookUp() {
    let entry = TextLayoutCache.shared.entry(for: string)
    fittingWidth = entry.singleParagraphWidth ?? -1
    fittingCount = entry.firstParagraphCount
    hasRightToLeft = entry.hasRightToLeft
    copyWidthOneLines(from: entry)
    found = consume entry
  }

  /// The width of the text when it is one paragraph, which is one line at any width it fits
  /// in (or none) whatever the height; `nil` for a text of several paragraphs.
  mutating func singleParagraphWidth() -> Int? {
    if fittingWidth == Int.min { lookUp() }
    return fittingWidth >= 0 ? fittingWidth : nil
  }

  /// A text limited to one line, or of one paragraph proposed a width it fits in, is one line
  /// whatever the height; any text proposed a width of zero is none wide (``minimumSize(height:)``).
  mutating func ignoresProposedHeight(width: Int?, widthOnly: Bool) -> Bool {
    if lineLimit == 1 { return true }
    if widthOnly && isZero(width) { return true }
    if fittingWidth == Int.min { lookUp() }
    return fits(fittingWidth, in: width)
  }

  /// Copies what the entry knows of the text's lines at a width of one cell.
  private mutating func copyWidthOneLines(from entry: TextLayoutCache.Entry) {
    if let count = entry.linesAtWidthOne {
      widthOneLines = count
      widthOneLinesAreExact = true
    } else {
      widthOneLines = entry.linesAtWidthOneAtLeast
    }
  }

  /// The clusters of each paragraph.
  private var paragraphs: [[DisplayCluster]] { mutating get { shared.paragraphs } }

  /// The node of `text`, styled over `base` and limited as the environment says. The text is
  /// borrowed: the node keeps its characters and resolved style, never the text itself.
  ///
  /// A factory over the memberwise initialiser rather than an initialiser of its own: an
  /// initialiser that sets `self` field by field builds the node aside and copies it out
  /// (retaining and releasing each of its references), in a debug build always.
  static func make(
    text: borrowing Text, base: Style, lineLimit: Int?, alignment: HorizontalAlignment, truncation: Text.TruncationMode
  ) -> TextNode {
    // `count == 0` rather than `isEmpty`, which a debug build runs as the generic `Collection`
    // default through witness tables.
    if text.rest.count == 0 {
      // One run, styled or not, has one style for every cluster: no per-cluster table. The
      // run is read out once: a debug build copies it for each field read through `text`.
      let run = text.first
      return TextNode(
        styles: nil, style: run.style(over: base), lineLimit: atLeastOne(lineLimit), alignment: alignment,
        truncation: truncation, sources: run.source.textSources, string: run.string)
    }
    return concatenation(text, base: base, lineLimit: lineLimit, alignment: alignment, truncation: truncation)
  }

  /// The node of a concatenation, whose styles follow its clusters: its entry is looked up
  /// now. In a function of its own: a debug build zeroes every local of a function when it is
  /// entered (a call each), and this path's locals would cost every text.
  private static func concatenation(
    _ text: borrowing Text, base: Style, lineLimit: Int?, alignment: HorizontalAlignment,
    truncation: Text.TruncationMode
  ) -> TextNode {
    let shared = entry(of: text)
    var sources = text.first.source.textSources
    for run in text.rest { sources.formUnion(run.source.textSources) }
    return TextNode(
      styles: styles(of: text, over: base, clusterCounts: shared.runClusterCounts), style: base,
      lineLimit: atLeastOne(lineLimit), alignment: alignment, truncation: truncation, sources: sources,
      string: text.plainString,
      found: shared,
      fittingWidth: shared.singleParagraphWidth ?? -1, fittingCount: shared.paragraphs.first?.count ?? 0)
  }

  /// The layout cache's entry for the characters of a text of several runs.
  private static func entry(of text: borrowing Text) -> TextLayoutCache.Entry {
    var strings: [String] = []
    strings.reserveCapacity(text.rest.count + 1)
    strings.append(text.first.string)
    for run in text.rest { strings.append(run.string) }
    return TextLayoutCache.shared.entry(for: .runs(strings))
  }

  /// The style of each cluster of a text of several runs over `base`, by paragraph, given
  /// how many clusters each run has in each paragraph it spans.
  private static func styles(of text: borrowing Text, over base: Style, clusterCounts: [[Int]]) -> [[Style]] {
    var styles: [[Style]] = [[]]
    for (run, counts) in zip(text.runs, clusterCounts) {
      let runStyle = run.style(over: base)
      for (index, count) in counts.enumerated() {
        if index > 0 { styles.append([]) }
        styles[styles.count - 1].append(contentsOf: repeatElement(runStyle, count: count))
      }
    }
    return styles
  }

  mutating func sizeThatFits(_ proposal: ProposedSize) -> Size {
    // A text on one line that fits, most measures of most texts, answered without a call: so
    // that measuring it saves no registers (`fittingWidth` is `Int.min`, which fits nothing,
    // until the text is looked up).
    if fits(fittingWidth, in: proposal.width) { return Size(width: fittingWidth, height: 1) }
    return measure(proposal)
  }

  /// ``sizeThatFits(_:)`` of a text that is not looked up yet, does not fit or is measured
  /// at a width of zero.
  @inline(never)
  private mutating func measure(_ proposal: ProposedSize) -> Size {
    if fittingWidth == Int.min {
      lookUp()
      if fits(fittingWidth, in: proposal.width) { return Size(width: fittingWidth, height: 1) }
    }
    if isZero(proposal.width) { return minimumSize(height: proposal.height) }
    return layout(width: proposal.width, height: proposal.height).size
  }

  /// The size for a proposed width of zero, which stacks propose to every child to find its
  /// minimum length: no columns, and as many rows as the text has lines at a width of one
  /// cell, up to the lines allowed. What `layout(width: 0, height:)` gives, without copying,
  /// truncating or keeping the lines, which nothing draws.
  private mutating func minimumSize(height: Int?) -> Size {
    let maxLines = linesAllowed(lineLimit, height: height)
    if widthOneLines >= maxLines { return Size(width: 0, height: maxLines) }
    if widthOneLinesAreExact { return Size(width: 0, height: widthOneLines) }
    return Size(width: 0, height: countLinesAtWidthOne(upTo: maxLines))
  }

  /// How many lines, up to `maxLines`, the text has at a width of one cell, from the entry
  /// or counted: the first time a text's minimum is measured, so in a function of its own.
  private mutating func countLinesAtWidthOne(upTo maxLines: Int) -> Int {
    let shared = self.shared
    if shared.linesAtWidthOne == nil && shared.linesAtWidthOneAtLeast < maxLines {
      _ = Self.wrapAtWidthOne(shared, upTo: maxLines)
    }
    copyWidthOneLines(from: shared)
    return widthOneLines < maxLines ? widthOneLines : maxLines
  }

  /// How many lines, up to `maxLines`, the text of `shared` has at a width of one cell,
  /// counted as far as needed without keeping them (a long text has about as many as it has
  /// characters, which nothing draws): once per text, so in a function of its own, whose
  /// locals a debug build would otherwise zero on every measure.
  private static func wrapAtWidthOne(_ shared: TextLayoutCache.Entry, upTo maxLines: Int) -> Int {
    var count = 0
    for paragraph in shared.paragraphs {
      var lines = LineBreaker.lines(paragraph, maxWidth: 1)
      while lines.next() != nil {
        count += 1
        if count >= maxLines {
          if maxLines > shared.linesAtWidthOneAtLeast { shared.linesAtWidthOneAtLeast = maxLines }
          return maxLines
        }
      }
    }
    shared.linesAtWidthOne = count
    return count
  }

  /// The whole text as its one line when it is one paragraph that fits in `width`: what most
  /// texts on a screen are, laid out here without wrapping, truncating or caching anything,
  /// exactly as the general path would lay them out.
  @inline(__always)
  private mutating func fittingLine(width: Int?) -> Line? {
    if fittingWidth == Int.min { lookUp() }
    guard fits(fittingWidth, in: width) else { return nil }
    return Line(paragraph: 0, range: 0..<fittingCount, width: fittingWidth, ellipsisAt: nil)
  }

  private mutating func layout(width: Int?, height: Int?) -> (lines: [Line], size: Size) {
    // No closures on this path (see above).
    var width = width
    if let proposed = width, proposed >= ProposedSize.infinity { width = nil }
    var height = height
    if let proposed = height, proposed >= ProposedSize.infinity { height = nil }
    // Loops rather than closures: a closure made in this main-actor node checks its
    // executor on every call, which dominated the cost of layout.
    if let cache {
      for entry in cache where entry.width == width && entry.height == height {
        return (entry.lines, entry.size)
      }
    }
    var maxLines = lineLimit ?? Int.max
    if let height { maxLines = min(maxLines, max(1, height)) }

    // Wrapping depends on the width only: proposals that differ in height share it.
    var wrapWidth: Int? = nil
    if let width { wrapWidth = max(1, width) }
    let wrapping = shared.wrapping(width: wrapWidth)
    wrapping.wrap(paragraphs, upTo: maxLines == Int.max ? Int.max : maxLines + 1)
    let truncated = wrapping.lines.count > maxLines
    var lines = truncated ? Array(wrapping.lines.prefix(maxLines)) : wrapping.lines
    if truncated, let last = lines.indices.last {
      lines[last] = truncate(lines[last], width: width)
    }
    var size = Size(width: 0, height: lines.count)
    if truncated {
      for line in lines { size.width = max(size.width, line.width) }
    } else {
      size.width = wrapping.widest
    }
    if let width { size.width = min(size.width, max(0, width)) }
    let layout = Layout(width: width, height: height, lines: lines, size: size)
    if cache == nil {
      cache = [layout]
    } else {
      if cache.unsafelyUnwrapped.count == 4 { cache!.removeFirst() }
      cache!.append(layout)
    }
    return (lines, size)
  }

  /// Makes `line` the last line shown: it takes what it can of the rest of its paragraph
  /// and ends in "…" (or starts with it, or has it in the middle, by `truncation`).
  private mutating func truncate(_ line: Line, width: Int?) -> Line {
    let paragraph = paragraphs[line.paragraph]
    let available = max(0, (width ?? Int.max) - 1)
    var result = line
    switch truncation {
    case .middle where width != nil:
      // Keep the start and the end of the paragraph with the ellipsis between them.
      var start = paragraph.count
      var tailUsed = 0
      while start > line.range.lowerBound && tailUsed + paragraph[start - 1].width <= available / 2 {
        tailUsed += paragraph[start - 1].width
        start -= 1
      }
      var end = line.range.lowerBound
      var headUsed = 0
      while end < start && headUsed + tailUsed + paragraph[end].width <= available {
        headUsed += paragraph[end].width
        end += 1
      }
      if end == start {
        // Everything left fits: the ellipsis only marks what follows, at the end.
        result.range = line.range.lowerBound..<paragraph.count
        result.width = headUsed + tailUsed + 1
        result.ellipsisAt = paragraph.count
        return result
      }
      while end > line.range.lowerBound && paragraph[end - 1].code == CellSymbol.space {
        end -= 1
        headUsed -= 1
      }
      result.range = line.range.lowerBound..<paragraph.count
      result.width = headUsed + 1 + tailUsed
      result.ellipsisAt = end
      result.resumeAt = start
    case .tail, .middle:
      // Fill from the line's start with as much of the paragraph as fits before the ellipsis.
      var end = line.range.lowerBound
      var used = 0
      while end < paragraph.count && used + paragraph[end].width <= available
        && (width != nil || end < line.range.upperBound)
      {
        used += paragraph[end].width
        end += 1
      }
      while end > line.range.lowerBound && paragraph[end - 1].code == CellSymbol.space {
        end -= 1
        used -= 1
      }
      result.range = line.range.lowerBound..<end
      result.width = used + 1
      result.ellipsisAt = end
    case .head:
      // Keep the end of the paragraph, after the ellipsis.
      var start = paragraph.count
      var used = 0
      while start > line.range.lowerBound && used + paragraph[start - 1].width <= available {
        used += paragraph[start - 1].width
        start -= 1
      }
      result.range = start..<paragraph.count
      result.width = used + 1
      result.ellipsisAt = start
    }
    return result
  }

  mutating func draw(in rect: Rect, on canvas: inout Canvas) {
    // Nothing to draw outside the clip's rows (the rows of a long column below the screen).
    // The rectangles' stored parts, not `minY`/`maxY`: calls in a debug build, for every text.
    let top = rect.origin.y
    let clipTop = canvas.clip.origin.y
    if top + rect.size.height <= clipTop || top >= clipTop + canvas.clip.size.height { return }
    if canvas.recordsAccessibility {
      Self.recordAccessibility(of: string, sources: sources, in: rect, on: &canvas)
    }
    if let line = fittingLine(width: rect.size.width) {
      if rect.size.height > 0 { draw(line, row: 0, in: rect, on: &canvas) }
      return
    }
    let lines = layout(width: rect.width, height: rect.height).lines
    for (row, line) in lines.enumerated() where row < rect.height {
      draw(line, row: row, in: rect, on: &canvas)
    }
  }

  /// Records the text as static text for a screen reader, whole even when it is cut: what is
  /// read is the text, not what fits. Nothing for blank text or text outside the clip.
  /// Static: a method called from `draw`, which is mutating, copied the whole node in a
  /// debug build.
  private static func recordAccessibility(
    of string: String, sources: TextSources, in rect: Rect, on canvas: inout Canvas
  ) {
    let left = rect.origin.x
    let clipLeft = canvas.clip.origin.x
    guard rect.size.width > 0, rect.size.height > 0, left + rect.size.width > clipLeft,
      left < clipLeft + canvas.clip.size.width, hasInk(string)
    else { return }
    canvas.accessibility.recordText(string, frame: rect, sources: sources)
  }

  /// Whether `string` has anything but spaces and controls, scanned with plain pointers (a
  /// generic walk is a call per byte in an unoptimised build). Nonisolated: its closure,
  /// isolated to the main actor, checked the executor at every call.
  nonisolated private static func hasInk(_ string: String) -> Bool {
    var string = string
    return string.withUTF8 { buffer in
      guard var byte = buffer.baseAddress else { return false }
      let end = byte + buffer.count
      while byte < end {
        if byte.pointee > 0x20 { return true }
        byte += 1
      }
      return false
    }
  }

  /// Draws a line of text holding right-to-left letters in the order it is read, by
  /// `BidiOrder`: cells hold what a terminal that draws them left to right must show. The
  /// ellipsis of a cut line is a neutral at its place in the text.
  private func drawInVisualOrder(
    _ line: Line, _ paragraph: [DisplayCluster], styles paragraphStyles: [Style]?, x: Int, y: Int, clip: Rect,
    on canvas: inout Canvas
  ) {
    var items: [(code: CellSymbol, width: Int, style: Style)] = []
    var classes: [BidiOrder.Class] = []
    var lastStyle = style
    var skipped = 0..<0
    if let resume = line.resumeAt { skipped = (line.ellipsisAt ?? resume)..<resume }
    for index in line.range {
      if index == line.ellipsisAt {
        items.append((Self.ellipsis, 1, lastStyle))
        classes.append(.otherNeutral)
      }
      if skipped.contains(index) { continue }
      lastStyle = paragraphStyles?[index] ?? style
      items.append((paragraph[index].code, paragraph[index].width, lastStyle))
      classes.append(BidiOrder.bidiClass(paragraph[index]))
    }
    if line.ellipsisAt == line.range.upperBound {
      items.append((Self.ellipsis, 1, lastStyle))
      classes.append(.otherNeutral)
    }
    let (order, mirrored) = BidiOrder.visualOrder(
      classes, paragraph: paragraph.map(BidiOrder.bidiClass), rightToLeftByDefault: canvas.mirrorDepth > 0)
    var column = x
    for index in order {
      let item = items[index]
      let code = mirrored[index] ? item.code.bidiMirrored : item.code
      column += canvas.buffer.put(code, width: item.width, x: column, y: y, style: item.style, clip: clip)
    }
  }

  /// Whether the clusters in `range` hold a letter or a digit: text that reads in an order,
  /// rather than symbols that point one way.
  private static func hasWordsOrNumbers(_ paragraph: [DisplayCluster], in range: Range<Int>) -> Bool {
    for index in range {
      for scalar in paragraph[index].character.unicodeScalars
      where scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
        return true
      }
    }
    return false
  }

  /// The "…" that marks cut text.
  private static let ellipsis = CellSymbol(scalar: "…")

  /// Draws one laid-out line as row `row` of `rect`.
  private mutating func draw(_ line: Line, row: Int, in rect: Rect, on canvas: inout Canvas) {
    let y = rect.origin.y + row
    let canvasClip = canvas.clip
    guard y >= canvasClip.origin.y, y < canvasClip.origin.y + canvasClip.size.height else { return }
    let width = rect.size.width
    let x = rect.origin.x + alignment.offset(child: line.width < width ? line.width : width, in: width)
    let clip = rowClip(canvasClip, x: rect.origin.x, y: y, width: width)
    if !canvas.keepsTextOrder && !hasRightToLeft && line.ellipsisAt == nil && line.resumeAt == nil {
      // Nearly every line: the entry moved out of the node and back rather than read through
      // it, which retained and released the entry and both arrays per line.
      if found == nil { lookUp() }
      guard let entry = found.take() else { return }
      Self.put(line, of: entry, styles: styles, style: style, x: x, y: y, clip: clip, on: &canvas.buffer)
      found = consume entry
      return
    }
    let paragraph = paragraphs[line.paragraph]
    let paragraphStyles = styles?[line.paragraph]
    // In a right-to-left region the line moves as a block and reads as written.
    // A line of symbols alone (a chevron, a slider's track) is mirrored as a whole, as an RTL
    // paragraph shows its neutral characters (see RightToLeft.md).
    if canvas.keepsTextOrder && Self.hasWordsOrNumbers(paragraph, in: line.range) {
      canvas.keepOrder(y: y, minX: x, maxX: x + line.width, clip: clip)
    }
    if hasRightToLeft {
      drawInVisualOrder(line, paragraph, styles: paragraphStyles, x: x, y: y, clip: clip, on: &canvas)
      return
    }
    if line.ellipsisAt == nil && line.resumeAt == nil {
      canvas.buffer.put(paragraph, in: line.range, x: x, y: y, style: style, styles: paragraphStyles, clip: clip)
      return
    }
    drawCut(line, paragraph, styles: paragraphStyles, x: x, y: y, clip: clip, on: &canvas)
  }

  /// Draws `line`, which has no ellipsis, of the text of `entry` from column `x` of row `y`.
  private static func put(
    _ line: Line, of entry: TextLayoutCache.Entry, styles: [[Style]]?, style: Style, x: Int, y: Int, clip: Rect,
    on buffer: inout Buffer
  ) {
    buffer.put(
      entry.paragraphs[line.paragraph], in: line.range, x: x, y: y, style: style, styles: styles?[line.paragraph],
      clip: clip)
  }

  /// Draws a line with an ellipsis from column `x` of row `y`, a cluster at a time: rare, so
  /// in a function of its own, whose locals a debug build would otherwise zero on every line.
  private func drawCut(
    _ line: Line, _ paragraph: [DisplayCluster], styles paragraphStyles: [Style]?, x start: Int, y: Int, clip: Rect,
    on canvas: inout Canvas
  ) {
    var x = start
    var lastStyle = style
    var skipped = 0..<0
    if let resume = line.resumeAt { skipped = (line.ellipsisAt ?? resume)..<resume }
    for index in line.range {
      if index == line.ellipsisAt {
        x += canvas.buffer.put(Self.ellipsis, width: 1, x: x, y: y, style: lastStyle, clip: clip)
      }
      if skipped.contains(index) { continue }
      let cluster = paragraph[index]
      lastStyle = paragraphStyles?[index] ?? style
      x += canvas.buffer.put(cluster.code, width: cluster.width, x: x, y: y, style: lastStyle, clip: clip)
    }
    if line.ellipsisAt == line.range.upperBound {
      canvas.buffer.put(Self.ellipsis, width: 1, x: x, y: y, style: lastStyle, clip: clip)
    }
  }
}

extension Text.Run {
  /// The run's style laid over `base`: the parts the run sets, and `base` elsewhere.
  /// Transparent: one mask, which a debug build would otherwise call for every text.
  @_transparent func style(over base: Style) -> Style {
    Style(bits: base.bits & ~styleMask | styleBits)
  }
}

/// The row `y` of `clip` within columns `x..<x + width`, which is `Rect.overlap(clip, Rect(x:
/// x, y: y, width: width, height: 1))` for a row `y` inside `clip`: here, because that and the
/// rectangle's initialiser are calls in a debug build (transparent functions are inlined
/// there only within their file), for every line of text drawn.
@_transparent
private func rowClip(_ clip: Rect, x: Int, y: Int, width: Int) -> Rect {
  var result = clip
  let clipRight = clip.origin.x + clip.size.width
  let lineRight = x + width
  if x > clip.origin.x { result.origin.x = x }
  result.origin.y = y
  let right = clipRight < lineRight ? clipRight : lineRight
  if right <= result.origin.x {
    result.origin = clip.origin
    result.size.width = 0
    result.size.height = 0
    return result
  }
  result.size.width = right - result.origin.x
  result.size.height = 1
  return result
}

/// The lines allowed by `lineLimit`: at least one, or `nil` without a limit. `if let` and a
/// comparison rather than `map` and `max`, a closure and a generic call in a debug build, for
/// every text of every screen; transparent, because a debug build also zeroes every local of
/// a function when it is entered (a call each).
@_transparent
private func atLeastOne(_ lineLimit: Int?) -> Int? {
  if let lineLimit { return lineLimit > 1 ? lineLimit : 1 }
  return nil
}

/// The most lines a text of `lineLimit` shows in a proposed `height` (`Int.max`: no
/// limit). Spelled out without `??`, `min` and `max`, which are generic calls in a debug
/// build, and transparent, so its locals cost nothing there: stacks ask a text's minimum
/// size of every text in every layout.
@_transparent
private func linesAllowed(_ lineLimit: Int?, height: Int?) -> Int {
  var maxLines = Int.max
  if let lineLimit { maxLines = lineLimit }
  if let height, height < ProposedSize.infinity {
    let rows = height > 1 ? height : 1
    if rows < maxLines { maxLines = rows }
  }
  return maxLines
}

/// Whether a proposed width is zero (`== 0` on an optional is a generic call in a debug build).
@_transparent
private func isZero(_ width: Int?) -> Bool {
  if let width { return width == 0 }
  return false
}

/// Whether a text whose only paragraph is `natural` cells wide (negative: several
/// paragraphs) fits in `width` on one line. Transparent, so that measuring such a text makes
/// no call even in a debug build.
@_transparent
private func fits(_ natural: Int, in width: Int?) -> Bool {
  if natural < 0 { return false }
  if let width, width < ProposedSize.infinity, natural > width { return false }
  return true
}
