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
  }

  private var cache: [(width: Int?, height: Int?, lines: [Line], size: Size)] = []

  init(runs: [Text.Run], base: Style, lineLimit: Int?, alignment: HorizontalAlignment, truncation: Text.TruncationMode) {
    self.lineLimit = lineLimit.map { max(1, $0) }
    self.alignment = alignment
    self.truncation = truncation
    if runs.count == 1 && runs[0].isPlain {
      paragraphs = DisplayText.paragraphs(runs[0].string)
      styles = nil
      style = base
      return
    }
    var paragraphs: [[DisplayCluster]] = [[]]
    var styles: [[Style]] = [[]]
    for run in runs {
      let runStyle = run.style(over: base)
      for (index, paragraph) in DisplayText.paragraphs(run.string).enumerated() {
        if index > 0 {
          paragraphs.append([])
          styles.append([])
        }
        paragraphs[paragraphs.count - 1].append(contentsOf: paragraph)
        styles[styles.count - 1].append(contentsOf: repeatElement(runStyle, count: paragraph.count))
      }
    }
    self.paragraphs = paragraphs
    self.styles = styles
    self.style = base
  }

  func sizeThatFits(_ proposal: ProposedSize) -> Size {
    layout(width: proposal.width, height: proposal.height).size
  }

  private func layout(width: Int?, height: Int?) -> (lines: [Line], size: Size) {
    let width = width.flatMap { $0 >= ProposedSize.infinity ? nil : $0 }
    let height = height.flatMap { $0 >= ProposedSize.infinity ? nil : $0 }
    if let hit = cache.first(where: { $0.width == width && $0.height == height }) {
      return (hit.lines, hit.size)
    }
    var maxLines = lineLimit ?? Int.max
    if let height { maxLines = min(maxLines, max(1, height)) }

    var lines: [Line] = []
    var truncated = false
    paragraphLoop: for (index, paragraph) in paragraphs.enumerated() {
      let ranges: [Range<Int>] =
        if let width { LineBreaker.wrap(paragraph, maxWidth: max(1, width)) } else { [0..<paragraph.count] }
      for range in ranges {
        if lines.count == maxLines {
          truncated = true
          break paragraphLoop
        }
        lines.append(
          Line(paragraph: index, range: range, width: LineBreaker.width(of: paragraph, in: range), ellipsisAt: nil))
      }
    }
    if truncated, let last = lines.indices.last {
      lines[last] = truncate(lines[last], width: width)
    }
    var size = Size(width: 0, height: lines.count)
    for line in lines { size.width = max(size.width, line.width) }
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
      while end > line.range.lowerBound && paragraph[end - 1].character == " " {
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
    let lines = layout(width: rect.width, height: rect.height).lines
    for (row, line) in lines.enumerated() where row < rect.height {
      let y = rect.minY + row
      guard y >= canvas.clip.minY, y < canvas.clip.maxY else { continue }
      var x = rect.minX + alignment.offset(child: min(line.width, rect.width), in: rect.width)
      let paragraph = paragraphs[line.paragraph]
      let paragraphStyles = styles?[line.paragraph]
      let clip = canvas.clip.intersection(Rect(x: rect.minX, y: y, width: rect.width, height: 1))
      var lastStyle = style
      for index in line.range {
        if index == line.ellipsisAt { x += canvas.buffer.put("…", width: 1, x: x, y: y, style: lastStyle, clip: clip) }
        let cluster = paragraph[index]
        lastStyle = paragraphStyles?[index] ?? style
        x += canvas.buffer.put(cluster.character, width: cluster.width, x: x, y: y, style: lastStyle, clip: clip)
      }
      if line.ellipsisAt == line.range.upperBound {
        canvas.buffer.put("…", width: 1, x: x, y: y, style: lastStyle, clip: clip)
      }
    }
  }
}

extension Text.Run {
  var isPlain: Bool { foreground == nil && background == nil && adding.isEmpty && removing.isEmpty }

  func style(over base: Style) -> Style {
    Style(
      foreground: foreground ?? base.foreground, background: background ?? base.background,
      attributes: base.attributes.union(adding).subtracting(removing))
  }
}
