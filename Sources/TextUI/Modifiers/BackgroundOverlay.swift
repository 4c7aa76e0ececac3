/// Draws a second view behind (`background`) or in front of (`overlay`) the content. The
/// content decides the size; the second view is offered exactly that size.
struct SecondaryLayerModifier<Layer: View>: PrimitiveModifier {
  var layer: Layer
  var alignment: Alignment
  var inFront: Bool

  public static func _makeNodes(
    _ modifier: Self, inputs: _ViewInputs, into nodes: inout [NodeRef],
    content: (_ViewInputs, inout [NodeRef]) -> Void
  ) {
    var children: [NodeRef] = []
    content(inputs, &children)
    // Each node of a multi-node content (a `Group`, a `ForEach`) gets its own layer, as in
    // SwiftUI, where a modifier on a group applies to each child.
    for (index, child) in children.enumerated() {
      var layers: [NodeRef] = []
      let layerInputs = index == 0 ? inputs.child(1) : inputs.child(1).child(index)
      appendNodes(modifier.layer, inputs: layerInputs.inside(nil), into: &layers)
      guard let layer = singleNode(layers, in: inputs.tree) else {
        nodes.append(child)
        continue
      }
      nodes.append(
        NodeRef(
          in: inputs.tree,
          LayeredNode(content: child, layer: layer, alignment: modifier.alignment, inFront: modifier.inFront)))
    }
  }
}

struct LayeredNode: LayoutNode {
  let content: NodeRef
  let layer: NodeRef
  let alignment: Alignment
  let inFront: Bool
  init(content: NodeRef, layer: NodeRef, alignment: Alignment, inFront: Bool) {
    self.content = content
    self.layer = layer
    self.alignment = alignment
    self.inFront = inFront
  }
  var layoutPriority: Double { content.layoutPriority }
  var spacerMinLength: Int? { content.spacerMinLength }

  func sizeThatFits(_ proposal: ProposedSize) -> Size { content.sizeThatFits(proposal) }

  func draw(in rect: Rect, on canvas: inout Canvas) {
    if inFront { content.draw(in: rect, on: &canvas) }
    let size = layer.sizeThatFits(ProposedSize(rect.size))
    layer.draw(in: Rect(origin: alignment.place(size, in: rect), size: size), on: &canvas)
    if !inFront { content.draw(in: rect, on: &canvas) }
  }
}

extension View {
  /// Draws `view` behind this one, sized to this view (`.background(Color.red)` paints it red).
  /// Disfavoured so that a colour, which is both a view and a shape style, takes SwiftUI's
  /// `background(_:ignoresSafeAreaEdges:)`, which paints the same.
  @_disfavoredOverload
  public func background<Background: View>(_ view: Background, alignment: Alignment = .center)
    -> some View
  {
    modifier(SecondaryLayerModifier(layer: view, alignment: alignment, inFront: false))
  }

  /// Draws the built view behind this one.
  public func background<Background: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> Background
  ) -> some View {
    background(content(), alignment: alignment)
  }

  /// Draws `view` in front of this one, sized to this view.
  public func overlay<Overlay: View>(_ view: Overlay, alignment: Alignment = .center)
    -> some View
  {
    modifier(SecondaryLayerModifier(layer: view, alignment: alignment, inFront: true))
  }

  /// Draws the built view in front of this one.
  public func overlay<Overlay: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> Overlay
  ) -> some View {
    overlay(content(), alignment: alignment)
  }
}
