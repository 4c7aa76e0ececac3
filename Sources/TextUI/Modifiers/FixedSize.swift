/// Offers the child its ideal size along the chosen axes, whatever the parent proposes, so
/// text does not wrap or truncate there.
@usableFromInline
struct FixedSizeModifier: LayoutModifier {
  @usableFromInline var horizontal: Bool
  @usableFromInline var vertical: Bool

  @usableFromInline
  init(horizontal: Bool, vertical: Bool) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  @usableFromInline
  func makeNode(child: NodeRef, inputs: _ViewInputs) -> NodeRef {
    NodeRef(in: inputs.tree, FixedSizeNode(child: child, horizontal: horizontal, vertical: vertical))
  }
}

struct FixedSizeNode: LayoutNode {
  let child: NodeRef
  let horizontal: Bool
  let vertical: Bool
  init(child: NodeRef, horizontal: Bool, vertical: Bool) {
    self.child = child
    self.horizontal = horizontal
    self.vertical = vertical
  }
  var layoutPriority: Double { child.layoutPriority }

  private func adjusted(_ proposal: ProposedSize) -> ProposedSize {
    ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
  }

  func sizeThatFits(_ proposal: ProposedSize) -> Size {
    child.sizeThatFits(adjusted(proposal))
  }

  func draw(in rect: Rect, on canvas: inout Canvas) {
    child.draw(in: rect, on: &canvas)
  }
}

/// Changes the order in which stacks share space among children.
struct LayoutPriorityModifier: LayoutModifier {
  var priority: Double
  public func makeNode(child: NodeRef, inputs: _ViewInputs) -> NodeRef {
    NodeRef(in: inputs.tree, LayoutPriorityNode(child: child, priority: priority))
  }
}

struct LayoutPriorityNode: LayoutNode {
  let child: NodeRef
  let priority: Double
  init(child: NodeRef, priority: Double) {
    self.child = child
    self.priority = priority
  }
  var layoutPriority: Double { priority }
  func sizeThatFits(_ proposal: ProposedSize) -> Size { child.sizeThatFits(proposal) }
  func draw(in rect: Rect, on canvas: inout Canvas) { child.draw(in: rect, on: &canvas) }
}

/// Discards drawing outside the view's rectangle.
struct ClipModifier: LayoutModifier {
  public func makeNode(child: NodeRef, inputs: _ViewInputs) -> NodeRef {
    NodeRef(in: inputs.tree, ClipNode(child: child))
  }
}

struct ClipNode: LayoutNode {
  let child: NodeRef
  init(child: NodeRef) { self.child = child }
  var layoutPriority: Double { child.layoutPriority }
  func sizeThatFits(_ proposal: ProposedSize) -> Size { child.sizeThatFits(proposal) }
  func draw(in rect: Rect, on canvas: inout Canvas) {
    canvas.clipped(to: rect) { child.draw(in: rect, on: &$0) }
  }
}

extension View {
  /// Keeps the view at its ideal size in both axes.
  @inlinable public func fixedSize() -> some View {
    modifier(FixedSizeModifier(horizontal: true, vertical: true))
  }

  /// Keeps the view at its ideal size along the chosen axes.
  @inlinable public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    modifier(FixedSizeModifier(horizontal: horizontal, vertical: vertical))
  }

  /// Stacks serve higher priorities first when sharing space (default 0).
  public func layoutPriority(_ value: Double) -> some View {
    modifier(LayoutPriorityModifier(priority: value))
  }

  /// Cuts off drawing that overflows the view's frame.
  public func clipped() -> some View {
    modifier(ClipModifier())
  }
}
