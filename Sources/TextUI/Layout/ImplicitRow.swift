/// A control's label laid out as a row: SwiftUI lays the views of a label written without an
/// `HStack` (`Image(systemName: "star"); Text("Favorites")` in a `Button` or
/// `NavigationLink`) side by side, one column apart, centred on each other; a label of one
/// view is that view.
struct ImplicitRow<Content: View>: _PrimitiveView {
  let content: Content

  static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [NodeRef]) {
    let first = nodes.count
    appendNodes(view.content, inputs: inputs, into: &nodes)
    guard nodes.count - first > 1 else { return }
    let children = takeNodes(from: &nodes, since: first)
    nodes.append(
      NodeRef(
        in: inputs.tree,
        StackNode(
          axis: .horizontal, alignment: Alignment(horizontal: .leading, vertical: .center),
          spacing: HStack<EmptyView>.defaultSpacing, children: children, in: inputs.tree)))
  }
}
