/// Keeps a view's size but draws nothing, as SwiftUI's `.hidden()`: the space stays taken and
/// the view's controls cannot be tapped.
struct HiddenModifier: LayoutModifier {
  func makeNode(child: NodeRef, inputs: _ViewInputs) -> NodeRef {
    NodeRef(in: inputs.tree, HiddenNode(child: child))
  }
}

struct HiddenNode: LayoutNode {
  let child: NodeRef
  init(child: NodeRef) { self.child = child }
  var layoutPriority: Double { child.layoutPriority }
  func sizeThatFits(_ proposal: ProposedSize) -> Size { child.sizeThatFits(proposal) }
  func draw(in rect: Rect, on canvas: inout Canvas) {}
}

extension View {
  /// Hides this view and keeps its space, as SwiftUI does.
  public func hidden() -> some View { modifier(HiddenModifier()) }

  /// Hides this view when `isHidden`, keeping its space.
  func hidden(_ isHidden: Bool) -> some View {
    modifier(HiddenWhen(isHidden: isHidden))
  }
}

/// `.hidden()` chosen at render time, so a view keeps one type whether or not it is hidden.
struct HiddenWhen: LayoutModifier {
  let isHidden: Bool
  func makeNode(child: NodeRef, inputs: _ViewInputs) -> NodeRef {
    isHidden ? NodeRef(in: inputs.tree, HiddenNode(child: child)) : child
  }
}
