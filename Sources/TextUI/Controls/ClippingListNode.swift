/// Stacks rows top to bottom and clips them to the offered height with a "more" line.
struct ClippingListNode: LayoutNode {
  let rows: [NodeRef]
  let unit: String
  let rowStyle: Style?

  init(rows: [NodeRef], unit: String, rowStyle: Style?) {
    self.rows = rows
    self.unit = unit
    self.rowStyle = rowStyle
  }

  /// Row heights for `width`, measuring only as many rows as `limit` rows of height need
  /// (so a list of 100,000 rows offered 24 lines measures about 24 rows).
  private func heights(width: Int?, limit: Int?) -> (heights: [Int], total: Int, width: Int, complete: Bool) {
    var heights: [Int] = []
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
    let measured = heights(width: rect.width, limit: rect.height)
    let overflows = measured.total > rect.height
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
    let lineY = rect.minY + contentHeight
    let style = Style(attributes: .dim)
    let clip = canvas.clip.intersection(Rect(x: rect.minX, y: lineY, width: rect.width, height: 1))
    var x =
      rect.minX
      + canvas.buffer.put(Self.arrow, width: Self.arrowWidth, x: rect.minX, y: lineY, style: style, clip: clip)
    // The rest is ASCII but for an unusual unit: drawn a byte at a time, where a `Character`
    // at a time (segmenting the string) cost more than drawing the rows shown.
    let rest = " \(hidden) more \(unit)\(hidden == 1 ? "" : "s")"
    var isPrintableASCII = true
    for byte in rest.utf8 where byte < 0x20 || byte > 0x7E {
      isPrintableASCII = false
      break
    }
    if isPrintableASCII {
      for byte in rest.utf8 {
        x += canvas.buffer.put(
          CellSymbol(scalar: Unicode.Scalar(byte)), width: 1, x: x, y: lineY, style: style, clip: clip)
      }
      return
    }
    for character in rest {
      x += canvas.buffer.put(
        character, width: GraphemeWidth.width(of: character), x: x, y: lineY, style: style, clip: clip)
    }
  }

  /// The arrow that starts the "more" line, packed once.
  private static let arrow = CellSymbol("↓")
  private static let arrowWidth = GraphemeWidth.width(of: "↓")
}
