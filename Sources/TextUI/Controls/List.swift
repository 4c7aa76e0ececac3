/// A list of rows, as SwiftUI's `List`: rows fill the width and stack with no spacing;
/// buttons inside are plain. Rows beyond the offered height are replaced by a dim
/// "↓ N more rows" line. Rows are drawn as the list's `.listStyle` says: by default in a
/// rounded box, as iOS's inset grouped lists draw them, `Section`s each in a box of their own
/// under their header, and a run of rows outside any section in a box too; `.plain` rows are
/// bare lines. Inside a vertical `ScrollView` a list has no height and shows nothing, as in
/// SwiftUI (use a `VStack` or `LazyVStack` there).
public struct List<Content: View>: _PrimitiveView {
  @usableFromInline let content: Content
  @usableFromInline var selection: (any ListSelection)?

  /// A list of `content`'s views, one row each.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  @inlinable
  public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [NodeRef]) {
    if inputs.environment.isInVerticalScrollView { return }
    let inputs = rowInputs(inputs, selection: view.selection)
    let first = nodes.count
    appendNodes(view.content, inputs: inputs, into: &nodes)
    wrapRows(&nodes, since: first, inputs: inputs)
  }
}

/// The inputs of a list's rows: a vertical stack of plain buttons, with the list's selection
/// and section drawing.
@MainActor @usableFromInline
func rowInputs(_ inputs: _ViewInputs, selection: (any ListSelection)?) -> _ViewInputs {
  var inputs = inputs.inside(.vertical)
  inputs.environment.isInVerticalScrollView = false
  inputs.environment.buttonChrome = .plain
  inputs.environment.isListRow = true
  inputs.listSelection = selection
  inputs.environment.sectionDrawing = inputs.environment.listSectionDrawing
  return inputs
}

/// Replaces the row nodes appended since `first` by the list's node.
@MainActor @usableFromInline
func wrapRows(_ nodes: inout [NodeRef], since first: Int, inputs: _ViewInputs) {
  let drawing = inputs.environment.sectionDrawing
  // iOS's grouped styles draw rows outside a section as a group of their own, as a form does.
  let listRows = SectionNode.listRows(
    nodes[first...], drawing: drawing, groupsLooseRows: drawing == .insetGrouped || drawing == .grouped,
    in: inputs.tree)
  nodes.removeSubrange(first...)
  nodes.append(
    NodeRef(
      in: inputs.tree, ClippingListNode(rows: listRows, unit: "row", rowStyle: nil, scroll: ScrollState.ifLive(inputs)))
  )
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
  ) where Content == ForEach<Data, ID, RowContent> {
    self.content = ForEach(data, id: id, content: rowContent)
    self.selection = BoundListSelection(selection)
  }

  /// A list of `Identifiable` elements whose rows can be selected.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<Data.Element.ID?>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(data, id: \.id, selection: selection, rowContent: rowContent)
  }

  /// A list of elements that select themselves, as SwiftUI's list whose rows are tagged by
  /// their `NavigationLink(value:)`s: `List(mailboxes, selection: $mailbox)` with a
  /// `Mailbox?` selection.
  @_disfavoredOverload
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<Data.Element?>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element, RowContent>, Data.Element: Hashable {
    self.init(data, id: \.self, selection: selection, rowContent: rowContent)
  }
}

/// The selection of a selectable `List`, without its ID type: the list hands it to its
/// `ForEach`, which makes each row select the row's ID, as SwiftUI tags rows with their IDs.
extension List {
  /// A list whose rows (the elements of the `ForEach`es inside) select a single value.
  public init<SelectionValue: Hashable>(
    selection: Binding<SelectionValue?>, @ViewBuilder content: () -> Content
  ) {
    self.content = content()
    self.selection = BoundListSelection(selection)
  }

  /// A list whose rows select and deselect values of a set (multiple selection): a tap on a
  /// row toggles it, and every selected row is drawn in inverse.
  public init<SelectionValue: Hashable>(
    selection: Binding<Set<SelectionValue>>, @ViewBuilder content: () -> Content
  ) {
    self.content = content()
    self.selection = SetListSelection(selection)
  }

  /// A list of one row per element, with multiple selection.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<ID>>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.content = ForEach(data, id: id, content: rowContent)
    self.selection = SetListSelection(selection)
  }

  /// A list of one row per `Identifiable` element, with multiple selection.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<Set<Data.Element.ID>>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(data, id: \.id, selection: selection, rowContent: rowContent)
  }
}

private struct IsInVerticalScrollViewKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// Whether the views below are the content of a vertical `ScrollView`, which offers them no
  /// height: a `List` there collapses, as SwiftUI's does.
  @usableFromInline var isInVerticalScrollView: Bool {
    get { self[IsInVerticalScrollViewKey.self] }
    set { self[IsInVerticalScrollViewKey.self] = newValue }
  }
}

@MainActor
@usableFromInline
protocol ListSelection {
  func isSelected(_ id: AnyHashable) -> Bool
  func select(_ id: AnyHashable)
}

/// A `ListSelection` over a binding to an optional ID.
struct BoundListSelection<ID: Hashable>: ListSelection {
  let binding: Binding<ID?>

  init(_ binding: Binding<ID?>) { self.binding = binding }

  func isSelected(_ id: AnyHashable) -> Bool {
    guard let selected = binding.wrappedValue else { return false }
    return AnyHashable(selected) == id
  }

  func select(_ id: AnyHashable) {
    if let id = id.base as? ID { binding.wrappedValue = id }
  }
}

/// One row of a selectable `List`: a tappable region that selects its ID, in inverse video
/// while selected.
/// Multiple selection: a tap toggles the row's ID in the set.
struct SetListSelection<ID: Hashable>: ListSelection {
  let binding: Binding<Set<ID>>

  init(_ binding: Binding<Set<ID>>) { self.binding = binding }

  func isSelected(_ id: AnyHashable) -> Bool {
    guard let id = id.base as? ID else { return false }
    return binding.wrappedValue.contains(id)
  }

  func select(_ id: AnyHashable) {
    guard let id = id.base as? ID else { return }
    if binding.wrappedValue.contains(id) {
      binding.wrappedValue.remove(id)
    } else {
      binding.wrappedValue.insert(id)
    }
  }
}

struct SelectableRow<Content: View>: _PrimitiveView {
  let id: AnyHashable
  let selection: any ListSelection
  let content: Content

  static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [NodeRef]) {
    let selection = view.selection
    let id = view.id
    let row = view.content
      .frame(maxWidth: .infinity, alignment: .leading)
      .inverse(selection.isSelected(id))
    regionNodes(row, inputs: inputs, kind: .row, label: "", action: .tap { selection.select(id) }, into: &nodes)
  }
}
