/// A vertically scrolling container, shown at its top. It takes the width it is offered and
/// at most the height it is offered; when the content is taller, the last visible row is
/// replaced by a dim "↓ N more lines" so a snapshot shows that something is cut.
public struct ScrollView<Content: View>: _PrimitiveView {
  let content: Content

  public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [any LayoutNode]) {
    var children: [any LayoutNode] = []
    appendNodes(view.content, inputs: inputs.inside(.vertical), into: &children)
    nodes.append(ClippingListNode(rows: children, unit: "line", rowStyle: nil))
  }
}

/// A list of rows, as SwiftUI's `List`: rows fill the width and stack with no spacing;
/// buttons inside are plain. Rows beyond the offered height are replaced by a dim
/// "↓ N more rows" line.
public struct List<Content: View>: _PrimitiveView {
  let content: Content

  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [any LayoutNode]) {
    var inputs = inputs.inside(.vertical)
    inputs.environment.buttonStyle = .plain
    var rows: [any LayoutNode] = []
    appendNodes(view.content, inputs: inputs, into: &rows)
    nodes.append(ClippingListNode(rows: rows, unit: "row", rowStyle: nil))
  }
}

extension List {
  /// A list with one row per element of `data`.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.content = ForEach(data, id: id, content: rowContent)
  }

  /// A list with one row per `Identifiable` element of `data`.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.content = ForEach(data, content: rowContent)
  }
}

/// Stacks rows top to bottom and clips them to the offered height with a "more" line.
final class ClippingListNode: LayoutNode {
  let rows: [any LayoutNode]
  let unit: String
  let rowStyle: Style?

  init(rows: [any LayoutNode], unit: String, rowStyle: Style?) {
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
      hidden = rows.count - shownRows
    } else {
      let total = measured.complete ? measured.total : heights(width: rect.width, limit: nil).total
      hidden = total - shownLines
    }
    let message = "↓ \(hidden) more \(unit)\(hidden == 1 ? "" : "s")"
    var x = rect.minX
    let lineY = rect.minY + contentHeight
    let style = Style(attributes: .dim)
    let clip = canvas.clip.intersection(Rect(x: rect.minX, y: lineY, width: rect.width, height: 1))
    for character in message {
      x += canvas.buffer.put(
        character, width: GraphemeWidth.width(of: character), x: x, y: lineY, style: style, clip: clip)
    }
  }
}

extension List {
  /// A list whose rows can be selected: tapping a row (or a preview's `.select("row label")`)
  /// sets `selection` to the row's ID, and the selected row is drawn in inverse video.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<ID?>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, _SelectableRow<RowContent, ID>> {
    self.content = ForEach(data, id: id) { element in
      _SelectableRow(id: element[keyPath: id], selection: selection, content: rowContent(element))
    }
  }

  /// A list of `Identifiable` elements whose rows can be selected.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<Data.Element.ID?>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ForEach<Data, Data.Element.ID, _SelectableRow<RowContent, Data.Element.ID>>, Data.Element: Identifiable
  {
    self.init(data, id: \.id, selection: selection, rowContent: rowContent)
  }
}

/// One row of a selectable `List`: a tappable region that selects its ID, in inverse video
/// while selected.
public struct _SelectableRow<Content: View, ID: Hashable>: _PrimitiveView {
  let id: ID
  let selection: Binding<ID?>
  let content: Content

  public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [any LayoutNode]) {
    let selection = view.selection
    let id = view.id
    let row = view.content
      .frame(maxWidth: .infinity, alignment: .leading)
      .inverse(selection.wrappedValue == id)
    regionNodes(row, inputs: inputs, kind: .row, label: "", action: .tap { selection.wrappedValue = id }, into: &nodes)
  }
}
