/// SwiftUI's `ViewThatFits`: the first of its children whose ideal size fits the space
/// offered along the given axes, or the last one if none fits.
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///   HStack { tiles }   // at 80 columns
///   VStack { tiles }   // at 30
/// }
/// ```
public struct ViewThatFits<Content: View>: _PrimitiveView {
  let axes: Axis.Set
  let content: Content

  /// Picks among `content`'s children along `axes` (both by default).
  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.content = content()
  }

  public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [NodeRef]) {
    var children: [NodeRef] = []
    appendNodes(view.content, inputs: inputs.inside(nil), into: &children)
    guard !children.isEmpty else { return }
    nodes.append(NodeRef(in: inputs.tree, FirstFittingNode(candidates: children, axes: view.axes)))
  }
}

/// Lays out the first candidate whose ideal size fits the proposal along `axes`.
struct FirstFittingNode: LayoutNode {
  let candidates: [NodeRef]
  let axes: Axis.Set

  init(candidates: [NodeRef], axes: Axis.Set) {
    self.candidates = candidates
    self.axes = axes
  }

  /// The candidate to show for `proposal`.
  func choice(for proposal: ProposedSize) -> NodeRef {
    for candidate in candidates {
      let ideal = candidate.sizeThatFits(.unspecified)
      let fitsWidth = !axes.contains(.horizontal) || proposal.width.map { ideal.width <= $0 } ?? true
      let fitsHeight = !axes.contains(.vertical) || proposal.height.map { ideal.height <= $0 } ?? true
      if fitsWidth && fitsHeight { return candidate }
    }
    return candidates[candidates.count - 1]
  }

  func sizeThatFits(_ proposal: ProposedSize) -> Size {
    choice(for: proposal).sizeThatFits(proposal)
  }

  func draw(in rect: Rect, on canvas: inout Canvas) {
    choice(for: ProposedSize(rect.size)).draw(in: rect, on: &canvas)
  }
}
