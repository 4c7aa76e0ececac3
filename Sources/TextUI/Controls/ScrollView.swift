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
