/// Mirrors a view's own drawing in a right-to-left layout, as SwiftUI's
/// `.flipsForRightToLeftLayoutDirection(true)` mirrors its pixels: its text is drawn back to
/// front and each glyph with a mirror image (`‹`, `→`, `├`, `▶`…) is replaced by it, where a
/// right-to-left layout otherwise only moves text. For a glyph that shows a direction in
/// reading order (a "next" arrow, a custom chevron). A left-to-right layout draws it as is.
struct FlipsForRightToLeftModifier: LayoutModifier {
  let enabled: Bool
  func makeNode(child: NodeRef, inputs: _ViewInputs) -> NodeRef {
    guard enabled, inputs.environment.storedLayoutDirection == .rightToLeft else { return child }
    return NodeRef(in: inputs.tree, FlippedNode(child: child))
  }
}

/// Draws its child with text order not kept, so the enclosing mirrored region mirrors it
/// cell by cell.
struct FlippedNode: LayoutNode {
  let child: NodeRef
  init(child: NodeRef) { self.child = child }
  var layoutPriority: Double { child.layoutPriority }
  func sizeThatFits(_ proposal: ProposedSize) -> Size { child.sizeThatFits(proposal) }
  func draw(in rect: Rect, on canvas: inout Canvas) {
    let saved = canvas.keepsTextOrder
    canvas.keepsTextOrder = false
    child.draw(in: rect, on: &canvas)
    canvas.keepsTextOrder = saved
  }
}

extension View {
  /// Mirrors this view's drawing when the layout is right to left (see ``LayoutDirection``):
  /// its text reads back to front and its directional glyphs point the other way. Views
  /// already move to their mirrored places without it; use it for a glyph that points in
  /// reading order, such as an arrow drawn as text.
  public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
    modifier(FlipsForRightToLeftModifier(enabled: enabled))
  }
}
