/// A scrolling container, shown at its top-leading corner, with SwiftUI's initialiser.
///
/// Vertical (the default): it takes the width it is offered and at most the height it is
/// offered; when the content is taller, the last visible row is replaced by a dim
/// "↓ N more lines" so a snapshot shows that something is cut. Horizontal: the content is
/// offered unlimited width and clipped at the right edge, marked by a dim `→`; with both axes
/// the content is offered unlimited space and clipped on both sides. Several children are
/// stacked vertically, as in SwiftUI's implicit stack; put an `HStack` inside to lay a row.
public struct ScrollView<Content: View>: _PrimitiveView {
  let content: Content
  let axes: Axis.Set

  /// A scroll view over `content` that scrolls along `axes`. `showsIndicators` is accepted for
  /// SwiftUI code: the dim cut markers are a terminal scroll view's only indicators.
  public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.axes = axes
  }

  public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [NodeRef]) {
    guard view.axes.contains(.horizontal) else {
      var children: [NodeRef] = []
      var contentInputs = inputs.inside(.vertical)
      contentInputs.environment.isInVerticalScrollView = true
      appendNodes(view.content, inputs: contentInputs, into: &children)
      nodes.append(
        NodeRef(
          in: inputs.tree,
          ClippingListNode(rows: children, unit: "line", rowStyle: nil, scroll: ScrollState.ifLive(inputs))))
      return
    }
    let vertical = view.axes.contains(.vertical)
    var children: [NodeRef] = []
    appendNodes(view.content, inputs: inputs.inside(vertical ? .vertical : .horizontal), into: &children)
    guard let content = singleNode(children, in: inputs.tree) else { return }
    nodes.append(NodeRef(in: inputs.tree, HorizontalScrollNode(content: content, scrollsVertically: vertical)))
  }
}
