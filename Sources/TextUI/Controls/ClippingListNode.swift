/// Stacks rows top to bottom and clips them to the offered height with a "more" line.
struct ClippingListNode: LayoutNode {
  let rows: [NodeRef]
  let unit: String
  let rowStyle: Style?
  /// Where the live runtime has scrolled it; `nil` in previews, which show the top.
  let scroll: ScrollState?

  init(rows: [NodeRef], unit: String, rowStyle: Style?, scroll: ScrollState? = nil) {
    self.rows = rows
    self.unit = unit
    self.rowStyle = rowStyle
    self.scroll = scroll
  }

  /// Row heights for `width`, measuring only as many rows as `limit` rows of height need
  /// (so a list of 100,000 rows offered 24 lines measures about 24 rows).
  private func heights(width: Int?, limit: Int?) -> (heights: [Int], total: Int, width: Int, complete: Bool) {
    var heights: [Int] = []
    // Room for every row measured when each is a line high, made once rather than grown.
    if let limit, limit < rows.count { heights.reserveCapacity(limit + 1) } else { heights.reserveCapacity(rows.count) }
    var total = 0
    var widest = 0
    for row in rows {
      let size = row.sizeThatFits(ProposedSize(width: width, height: nil))
      heights.append(size.height)
      total += size.height
      widest = max(widest, size.width)
      if let limit, total > limit { return (heights, total, widest, false) }
    }
    return (heights, total, widest, true)
  }

  /// Like SwiftUI's `List` and `ScrollView`, takes all the space it is offered; only an
  /// ideal-size proposal (`nil`) measures the content. This also keeps a stack's probing for
  /// minimum and maximum sizes from laying out every row.
  func sizeThatFits(_ proposal: ProposedSize) -> Size {
    if let width = proposal.width, let height = proposal.height { return Size(width: width, height: height) }
    let measured = heights(width: proposal.width, limit: proposal.height)
    return Size(width: proposal.width ?? measured.width, height: proposal.height ?? measured.total)
  }

  /// The rows of `nodes` that are not list chrome. The answer depends only on a node's
  /// type, so the protocol is looked up once per run of one type (a list's rows are
  /// nearly all one type) rather than per row, which cost more than drawing the rows shown.
  static func rowCount(of nodes: ArraySlice<NodeRef>) -> Int {
    var count = 0
    var lastType: ObjectIdentifier? = nil
    var lastIsChrome = false
    for node in nodes {
      let nodeType = ObjectIdentifier(node.type)
      if nodeType != lastType {
        lastType = nodeType
        lastIsChrome = node.type is any ListChrome.Type
      }
      if !lastIsChrome { count += 1 }
    }
    return count
  }

  func draw(in rect: Rect, on canvas: inout Canvas) {
    if let scroll, scroll.offset > 0 {
      drawScrolled(in: rect, offset: scroll.offset, state: scroll, on: &canvas)
      return
    }
    let measured = heights(width: rect.width, limit: rect.height)
    let overflows = measured.total > rect.height
    if overflows, let scroll {
      canvas.scrollTargets.append(
        ScrollTarget(rect: rect.intersection(canvas.clip), offset: 0, canScrollDown: true, state: scroll))
    }
    let contentHeight = overflows ? max(0, rect.height - 1) : rect.height
    var y = rect.minY
    var shownRows = 0
    var shownLines = 0
    canvas.clipped(to: Rect(x: rect.minX, y: rect.minY, width: rect.width, height: contentHeight)) { canvas in
      for (index, height) in measured.heights.enumerated() {
        let top = y - rect.minY
        if overflows {
          // A list shows whole rows only; a scroll view shows the top of a row cut by the edge.
          if unit == "row" ? top + height > contentHeight : top >= contentHeight { break }
        }
        rows[index].draw(in: Rect(x: rect.minX, y: y, width: rect.width, height: height), on: &canvas)
        y += height
        shownRows += 1
        shownLines += overflows ? min(height, contentHeight - top) : height
      }
    }
    guard overflows, rect.height > 0 else { return }
    let hidden: Int
    if unit == "row" {
      // A section's header, footer and box edges are not rows: "N more rows" counts rows.
      hidden = Self.rowCount(of: rows[shownRows...])
    } else {
      let total = measured.complete ? measured.total : heights(width: rect.width, limit: nil).total
      hidden = total - shownLines
    }
    drawMoreLine(Self.arrow, hidden: hidden, y: rect.minY + contentHeight, in: rect, on: &canvas)
  }

  /// Draws the rows from `offset` (a row of a list, a line of a scroll view) on: a dim
  /// "↑ N more" line first, then what fits, then "↓ N more" if anything is left below. The
  /// offset is clamped so that the end of the content never scrolls past the bottom.
  private func drawScrolled(in rect: Rect, offset requested: Int, state: ScrollState, on canvas: inout Canvas) {
    guard rect.height > 1 else { return }
    let measured = heights(width: rect.width, limit: nil)
    let room = rect.height - 1
    // A list's offset counts rows, as its "↑ N more rows" line does: a section's header or
    // a card's edge is passed over with the row after it.
    let maximum: Int
    if unit == "row" {
      // The first node whose remaining content fits under the "↑" line…
      var fitting = measured.heights.count
      var below = 0
      while fitting > 0 && below + measured.heights[fitting - 1] <= room {
        fitting -= 1
        below += measured.heights[fitting]
      }
      // …and the rows hidden to start there (one more if chrome would stay above it).
      let hidden = Self.rowCount(of: rows[0..<fitting])
      maximum = firstNode(hidingRows: hidden) < fitting ? hidden + 1 : hidden
    } else {
      maximum = max(0, measured.total - room)
    }
    let offset = min(requested, maximum)
    if offset != requested { state.clamp(to: offset) }
    if offset == 0 {
      draw(in: rect, on: &canvas)
      return
    }
    let firstNode = unit == "row" ? firstNode(hidingRows: offset) : 0
    let firstLine = unit == "row" ? measured.heights[0..<firstNode].reduce(0, +) : offset
    let remaining = measured.total - firstLine
    let overflows = remaining > room
    let contentTop = rect.minY + 1
    let contentHeight = overflows ? room - 1 : room
    var y = contentTop - firstLine
    var lastShownLine = firstLine
    canvas.clipped(to: Rect(x: rect.minX, y: contentTop, width: rect.width, height: contentHeight)) { canvas in
      for (index, height) in measured.heights.enumerated() {
        defer { y += height }
        if y + height <= contentTop { continue }
        let top = y - contentTop
        if unit == "row" ? top + height > contentHeight : top >= contentHeight { break }
        rows[index].draw(in: Rect(x: rect.minX, y: y, width: rect.width, height: height), on: &canvas)
        lastShownLine = firstLine + min(top + height, contentHeight)
      }
    }
    let hiddenAbove = offset
    drawMoreLine(Self.upArrow, hidden: hiddenAbove, y: rect.minY, in: rect, on: &canvas)
    if overflows {
      let hiddenBelow: Int
      if unit == "row" {
        var shown = firstNode
        var used = 0
        while shown < measured.heights.count && used + measured.heights[shown] <= contentHeight {
          used += measured.heights[shown]
          shown += 1
        }
        hiddenBelow = Self.rowCount(of: rows[shown...])
      } else {
        hiddenBelow = measured.total - lastShownLine
      }
      drawMoreLine(Self.arrow, hidden: hiddenBelow, y: rect.minY + room, in: rect, on: &canvas)
    }
    canvas.scrollTargets.append(
      ScrollTarget(rect: rect.intersection(canvas.clip), offset: offset, canScrollDown: overflows, state: state))
  }

  /// The index of the first node shown once `count` rows are scrolled past: the node after
  /// the `count`-th row (chrome before it is scrolled past with it).
  private func firstNode(hidingRows count: Int) -> Int {
    if count <= 0 { return 0 }
    var seen = 0
    var lastType: ObjectIdentifier? = nil
    var lastIsChrome = false
    for (index, node) in rows.enumerated() {
      let nodeType = ObjectIdentifier(node.type)
      if nodeType != lastType {
        lastType = nodeType
        lastIsChrome = node.type is any ListChrome.Type
      }
      if !lastIsChrome {
        seen += 1
        if seen == count { return index + 1 }
      }
    }
    return rows.count
  }

  /// A dim "↓ N more rows" (or "↑ …") line across `rect` at row `y`.
  private func drawMoreLine(_ arrow: CellSymbol, hidden: Int, y lineY: Int, in rect: Rect, on canvas: inout Canvas) {
    let style = Style(attributes: .dim)
    let clip = canvas.clip.intersection(Rect(x: rect.minX, y: lineY, width: rect.width, height: 1))
    var x =
      rect.minX
      + canvas.buffer.put(arrow, width: Self.arrowWidth, x: rect.minX, y: lineY, style: style, clip: clip)
    // The rest is ASCII but for an unusual unit: drawn a byte at a time, where a `Character`
    // at a time (segmenting the string) cost more than drawing the rows shown, and in parts,
    // where interpolating them into one string cost as much again.
    var isPrintableASCII = true
    for byte in unit.utf8 where byte < 0x20 || byte > 0x7E {
      isPrintableASCII = false
      break
    }
    let textStart = x
    if isPrintableASCII {
      x = canvas.buffer.putASCII(" ", x: x, y: lineY, style: style, clip: clip)
      x = canvas.buffer.putASCII(String(hidden), x: x, y: lineY, style: style, clip: clip)
      x = canvas.buffer.putASCII(" more ", x: x, y: lineY, style: style, clip: clip)
      x = canvas.buffer.putASCII(unit, x: x, y: lineY, style: style, clip: clip)
      if hidden != 1 { x = canvas.buffer.putASCII("s", x: x, y: lineY, style: style, clip: clip) }
    } else {
      let rest = " \(hidden) more \(unit)\(hidden == 1 ? "" : "s")"
      for character in rest {
        x += canvas.buffer.put(
          character, width: GraphemeWidth.width(of: character), x: x, y: lineY, style: style, clip: clip)
      }
    }
    // Text: it keeps its order in a right-to-left layout.
    if canvas.keepsTextOrder { canvas.keepOrder(y: lineY, minX: textStart, maxX: x, clip: clip) }
  }

  /// The arrow that starts the "more" line, packed once.
  private static let arrow = CellSymbol("↓")
  private static let upArrow = CellSymbol("↑")
  private static let arrowWidth = GraphemeWidth.width(of: "↓")
}
