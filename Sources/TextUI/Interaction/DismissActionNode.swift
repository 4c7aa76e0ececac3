/// Draws its child after making `action` what Esc does: a pushed screen goes back, a
/// presentation or pop-up is dismissed. Whatever is drawn later (a pop-up or presentation on
/// top) sets its own, so Esc always acts on the topmost thing, as a person expects.
struct DismissActionNode: LayoutNode {
  let child: NodeRef
  let action: () -> Void

  init(child: NodeRef, action: @escaping () -> Void) {
    self.child = child
    self.action = action
  }

  var layoutPriority: Double { child.layoutPriority }

  func sizeThatFits(_ proposal: ProposedSize) -> Size { child.sizeThatFits(proposal) }

  func draw(in rect: Rect, on canvas: inout Canvas) {
    canvas.dismissAction = action
    child.draw(in: rect, on: &canvas)
  }
}
