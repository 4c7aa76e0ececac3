import Foundation

/// Lays out and draws a `Text`: sanitised clusters, wrapped per paragraph, limited to the
/// lines allowed, the last one ending in "…" when something was cut.
final class TextNode: LayoutNode {
  private let paragraphs: [[DisplayCluster]]
  /// The style of each cluster, parallel to `paragraphs`; `nil` when the whole text has one.
  private let styles: [[Style]]?
  private let style: Style
  private let lineLimit: Int?
  private let alignment: HorizontalAlignment
  private let truncation: Text.TruncationMode

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

  private var cache: [(width: Int?, height: Int?, lines: [Line], size: Size)] = []

  /// The lines of the text wrapped at one width (`nil`: unwrapped), computed a paragraph at a
  /// time as far as some proposal needed them. Shared through `TextLayoutCache` by every node
  /// showing the same content, in this render and the next ones.
  final class Wrapping {
    let width: Int?
    var lines: [Line] = []
    /// The width of the widest line so far.
    var widest = 0
    var nextParagraph = 0
    init(width: Int?) { self.width = width }

    func wrap(_ paragraphs: [[DisplayCluster]], upTo count: Int) {
      while lines.count < count && nextParagraph < paragraphs.count {
        let paragraph = paragraphs[nextParagraph]
        // A paragraph that fits is one line: most text in a screen, so the line breaker's
        // per-cluster analysis is skipped for it.
        let ranges: [Range<Int>] =
          if let width, LineBreaker.width(of: paragraph, in: 0..<paragraph.count) > width {
            LineBreaker.wrap(paragraph, maxWidth: width)
          } else {
            [0..<paragraph.count]
          }
        for range in ranges {
          let width = LineBreaker.width(of: paragraph, in: range)
          widest = max(widest, width)
          lines.append(Line(paragraph: nextParagraph, range: range, width: width, ellipsisAt: nil))
        }
        nextParagraph += 1
      }
    }
  }

  /// The clusters and wrappings of this text's characters, shared with every node showing
  /// the same characters.
  private let shared: TextLayoutCache.Entry

  init(text: Text, base: Style, lineLimit: Int?, alignment: HorizontalAlignment, truncation: Text.TruncationMode) {
    self.lineLimit = lineLimit.map { max(1, $0) }
    self.alignment = alignment
    self.truncation = truncation
    if text.rest.isEmpty {
      // One run, styled or not, has one style for every cluster: no per-cluster table.
      style = text.first.style(over: base)
      shared = TextLayoutCache.shared.entry(for: .single(text.first.string))
      paragraphs = shared.paragraphs
      styles = nil
      return
    }
    let runs = text.runs
    style = base
    var strings: [String] = []
    strings.reserveCapacity(runs.count)
    for run in runs { strings.append(run.string) }
    shared = TextLayoutCache.shared.entry(for: .runs(strings))
    paragraphs = shared.paragraphs
    var styles: [[Style]] = [[]]
    for (run, counts) in zip(runs, shared.runClusterCounts) {
      let runStyle = run.style(over: base)
      for (index, count) in counts.enumerated() {
        if index > 0 { styles.append([]) }
        styles[styles.count - 1].append(contentsOf: repeatElement(runStyle, count: count))
      }
    }
    self.styles = styles
  }

  func sizeThatFits(_ proposal: ProposedSize) -> Size {
    if let line = fittingLine(width: proposal.width) { return Size(width: line.width, height: 1) }
    return layout(width: proposal.width, height: proposal.height).size
  }

  /// The whole text as its one line when it is one paragraph that fits in `width`: what most
  /// texts on a screen are, laid out here without wrapping, truncating or caching anything,
  /// exactly as the general path would lay them out.
  @inline(__always)
  private func fittingLine(width: Int?) -> Line? {
    guard let natural = shared.singleParagraphWidth else { return nil }
    if let width, width < ProposedSize.infinity, natural > width { return nil }
    return Line(paragraph: 0, range: 0..<paragraphs[0].count, width: natural, ellipsisAt: nil)
  }

  private func layout(width: Int?, height: Int?) -> (lines: [Line], size: Size) {
    // No closures on this path (see above).
    var width = width
    if let proposed = width, proposed >= ProposedSize.infinity { width = nil }
    var height = height
    if let proposed = height, proposed >= ProposedSize.infinity { height = nil }
    // Loops rather than closures: a closure made in this main-actor class checks its
    // executor on every call, which dominated the cost of layout.
    for entry in cache where entry.width == width && entry.height == height {
      return (entry.lines, entry.size)
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
    if cache.count == 4 { cache.removeFirst() }
    cache.append((width, height, lines, size))
    return (lines, size)
  }

  /// Makes `line` the last line shown: it takes what it can of the rest of its paragraph
  /// and ends in "…" (or starts with it, or has it in the middle, by `truncation`).
  private func truncate(_ line: Line, width: Int?) -> Line {
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

  func draw(in rect: Rect, on canvas: inout Canvas) {
    if let line = fittingLine(width: rect.width) {
      if rect.height > 0 { draw(line, row: 0, in: rect, on: &canvas) }
      return
    }
    let lines = layout(width: rect.width, height: rect.height).lines
    for (row, line) in lines.enumerated() where row < rect.height {
      draw(line, row: row, in: rect, on: &canvas)
    }
  }

  /// The "…" that marks cut text.
  private static let ellipsis = CellSymbol(scalar: "…")

  /// Draws one laid-out line as row `row` of `rect`.
  private func draw(_ line: Line, row: Int, in rect: Rect, on canvas: inout Canvas) {
    let y = rect.minY + row
    guard y >= canvas.clip.minY, y < canvas.clip.maxY else { return }
    var x = rect.minX + alignment.offset(child: min(line.width, rect.width), in: rect.width)
    let paragraph = paragraphs[line.paragraph]
    let paragraphStyles = styles?[line.paragraph]
    let clip = canvas.clip.intersection(Rect(x: rect.minX, y: y, width: rect.width, height: 1))
    if line.ellipsisAt == nil && line.resumeAt == nil {
      canvas.buffer.put(paragraph, in: line.range, x: x, y: y, style: style, styles: paragraphStyles, clip: clip)
      return
    }
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

/// Display clusters and wrapped lines of recently shown texts, shared by every `TextNode`:
/// a screen renders again and again with mostly the same strings, and segmenting graphemes
/// and breaking lines is the bulk of the work of laying text out. Both depend on the
/// characters only (and the width), never on styles or the environment.
///
/// The table is bounded. When it is full, what is shown next is laid out without being
/// kept, rather than the table being emptied: a render showing more distinct texts than the
/// table holds (a list of 20,000 rows) would otherwise empty it again and again and find
/// nothing, render after render. A full table that has missed `renewalMisses` texts since it
/// filled up is emptied and refilled, so a long run whose screens change (a verify of many
/// states) still caches what it shows now.
@MainActor
final class TextLayoutCache {
  /// The cache every `TextNode` uses.
  static let shared = TextLayoutCache()

  /// The strings a text's clusters are made from: one string, or the runs of a concatenation
  /// (each run is sanitised on its own, so the split matters).
  enum Content: Hashable {
    case single(String)
    case runs([String])

    // Compared and hashed by UTF-8 bytes: `String`'s own hashing normalises non-ASCII text
    // first, which costs more than the lookup saves; equal bytes give equal clusters anyway.
    static func == (lhs: Content, rhs: Content) -> Bool {
      switch (lhs, rhs) {
      case (.single(let a), .single(let b)): return sameBytes(a, b)
      case (.runs(let a), .runs(let b)):
        guard a.count == b.count else { return false }
        for index in a.indices where !sameBytes(a[index], b[index]) { return false }
        return true
      default: return false
      }
    }

    private static func sameBytes(_ a: String, _ b: String) -> Bool {
      if let first = inlineWords(a), let second = inlineWords(b) { return first == second }
      var a = a
      var b = b
      return a.withUTF8 { first in
        b.withUTF8 { second in
          first.count == second.count
            && (first.isEmpty || memcmp(first.baseAddress!, second.baseAddress!, first.count) == 0)
        }
      }
    }

    func hash(into hasher: inout Hasher) {
      switch self {
      case .single(let string): Self.hashBytes(of: string, into: &hasher)
      case .runs(let strings):
        hasher.combine(strings.count)
        for string in strings { Self.hashBytes(of: string, into: &hasher) }
      }
    }

    private static func hashBytes(of string: String, into hasher: inout Hasher) {
      if let words = inlineWords(string) {
        hasher.combine(words.0)
        hasher.combine(words.1)
        return
      }
      var string = string
      string.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
      hasher.combine(string.utf8.count)
    }

    /// The two words of a string stored inline (at most 15 UTF-8 bytes, the standard library's
    /// "small" form on 64-bit little-endian platforms, as `SymbolBytes` reads a `Character`),
    /// which hold its bytes and count and nothing else: equal words are equal bytes, so most
    /// texts hash and compare in a few instructions. `nil` for any other representation, which
    /// hashes its bytes; a string of at most 15 bytes in another representation is rare, and
    /// is hashed by the same words built from its bytes, so equal bytes always hash equally.
    @inline(__always)
    private static func inlineWords(_ string: String) -> (UInt64, UInt64)? {
      #if (arch(x86_64) || arch(arm64)) && _endian(little)
        if MemoryLayout<String>.size == 16 {
          let words = unsafeBitCast(string, to: (UInt64, UInt64).self)
          if (words.1 >> 56) & 0xB0 == 0xA0 { return words }
          var copy = string
          return copy.withUTF8 { bytes -> (UInt64, UInt64)? in
            guard bytes.count <= 15 else { return nil }
            var low: UInt64 = 0
            var high: UInt64 = 0
            var ascii = true
            for (index, byte) in bytes.enumerated() {
              if byte >= 0x80 { ascii = false }
              if index < 8 {
                low |= UInt64(byte) << (8 * UInt64(index))
              } else {
                high |= UInt64(byte) << (8 * UInt64(index - 8))
              }
            }
            let discriminator: UInt64 = ascii ? 0xE0 : 0xA0
            high |= (discriminator | UInt64(bytes.count)) << 56
            return (low, high)
          }
        }
      #endif
      return nil
    }
  }

  /// What is known about one content: its clusters and its wrappings at recent widths.
  final class Entry {
    let paragraphs: [[DisplayCluster]]
    /// The width of the only paragraph, or `nil` when there are several: lets a text that
    /// fits on one line be measured without wrapping.
    let singleParagraphWidth: Int?
    /// For concatenated runs: per run, the number of clusters it put in each paragraph it
    /// touches, so that styles can be laid over the clusters; empty for a single string.
    let runClusterCounts: [[Int]]
    private var wrappings: [TextNode.Wrapping] = []

    init(paragraphs: [[DisplayCluster]], runClusterCounts: [[Int]] = []) {
      self.paragraphs = paragraphs
      self.runClusterCounts = runClusterCounts
      singleParagraphWidth =
        paragraphs.count == 1 ? LineBreaker.width(of: paragraphs[0], in: 0..<paragraphs[0].count) : nil
    }

    /// The entry of a text of printable ASCII: one paragraph of one-cell clusters.
    init(printableASCII clusters: [DisplayCluster]) {
      paragraphs = [clusters]
      runClusterCounts = []
      singleParagraphWidth = clusters.count
    }

    /// The wrapping at `width`; the most recent few widths are kept.
    func wrapping(width: Int?) -> TextNode.Wrapping {
      for wrapping in wrappings where wrapping.width == width { return wrapping }
      let created = TextNode.Wrapping(width: width)
      if wrappings.count == 8 { wrappings.removeFirst() }
      wrappings.append(created)
      return created
    }
  }

  /// The most entries the table keeps: by default enough for every text of a 10,000-row
  /// list, a few MiB of clusters for short texts.
  let capacity: Int
  /// The most UTF-8 bytes of content the table keeps, all entries together.
  let byteBudget: Int
  /// Contents longer than this (in UTF-8 bytes) are not kept, so one huge text cannot pin a
  /// lot of memory.
  let longestCachedContent: Int
  /// How many texts a full table misses before it is emptied and refilled.
  let renewalMisses: Int

  private var table: [Content: Entry] = [:]
  private var cachedBytes = 0
  private var missesWhileFull = 0

  /// A cache of at most `capacity` contents and `byteBudget` UTF-8 bytes, keeping no content
  /// longer than `longestCachedContent` bytes, and renewed once full and `renewalMisses`
  /// contents later. By default, twice as many misses as it holds: a render that shows a
  /// few more texts than the table holds keeps its hits render after render.
  init(
    capacity: Int = 16_384, byteBudget: Int = 256 * 1_024, longestCachedContent: Int = 4_096,
    renewalMisses: Int? = nil
  ) {
    self.capacity = capacity
    self.byteBudget = byteBudget
    self.longestCachedContent = longestCachedContent
    self.renewalMisses = renewalMisses ?? 2 * capacity
  }

  /// The number of contents the table keeps now.
  var count: Int { table.count }

  /// One cluster per byte when `string` is printable ASCII (U+0020 to U+007E), each one cell
  /// wide, exactly as `DisplayText.paragraphs` makes them: there are no controls, separators
  /// or multi-scalar clusters to find, so the per-scalar analysis is skipped. `nil` otherwise.
  nonisolated static func printableASCIIClusters(of string: String) -> [DisplayCluster]? {
    let count = string.utf8.count
    var string = string
    return string.withUTF8 { bytes -> [DisplayCluster]? in
      for byte in bytes where byte < 0x20 || byte > 0x7E { return nil }
      return [DisplayCluster](unsafeUninitializedCapacity: count) { clusters, initialized in
        for (index, byte) in bytes.enumerated() {
          (clusters.baseAddress! + index).initialize(to: DisplayCluster(scalar: Unicode.Scalar(byte), width: 1))
        }
        initialized = count
      }
    }
  }

  /// The entry for `content`, made (and remembered unless it is huge or the table is full)
  /// on first use.
  func entry(for content: Content) -> Entry {
    if let hit = table[content] { return hit }
    let entry: Entry
    let length: Int
    switch content {
    case .single(let string):
      if let clusters = Self.printableASCIIClusters(of: string) {
        entry = Entry(printableASCII: clusters)
      } else {
        entry = Entry(paragraphs: DisplayText.paragraphs(string))
      }
      length = string.utf8.count
    case .runs(let strings):
      // Each run is sanitised on its own, but a tab counts columns from the start of the
      // line, not of the run (SwiftUI lays concatenated text out as one string); a line
      // separator inside a run starts a new paragraph of the whole text.
      var paragraphs: [[DisplayCluster]] = [[]]
      var counts: [[Int]] = []
      var column = 0
      length = strings.reduce(0) { $0 + $1.utf8.count }
      for string in strings {
        var runCounts: [Int] = []
        for (index, paragraph) in DisplayText.paragraphs(string, startColumn: column).enumerated() {
          if index > 0 {
            paragraphs.append([])
            column = 0
          }
          paragraphs[paragraphs.count - 1].append(contentsOf: paragraph)
          runCounts.append(paragraph.count)
          for cluster in paragraph { column += cluster.width }
        }
        counts.append(runCounts)
      }
      entry = Entry(paragraphs: paragraphs, runClusterCounts: counts)
    }
    guard length <= longestCachedContent else { return entry }
    if table.count >= capacity || cachedBytes + length > byteBudget {
      missesWhileFull += 1
      guard missesWhileFull >= renewalMisses else { return entry }
      table.removeAll(keepingCapacity: true)
      cachedBytes = 0
      missesWhileFull = 0
    }
    table[content] = entry
    cachedBytes += length
    return entry
  }
}

extension Text.Run {
  func style(over base: Style) -> Style {
    Style(
      foreground: foreground ?? base.foreground, background: background ?? base.background,
      attributes: base.attributes.union(adding).subtracting(removing))
  }
}
