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
