import Foundation

/// Moves a view's drawing without moving its frame, as SwiftUI's `.offset(x:y:)`: the view
/// keeps its place in the layout and draws that many cells away from it, over its neighbours
/// if it must (a badge nudged onto an icon's corner). Points become cells by ``CellMetric``.
@usableFromInline
struct OffsetModifier: LayoutModifier {
  @usableFromInline var columns: Int
  @usableFromInline var rows: Int

  @usableFromInline
  init(x: CGFloat, y: CGFloat) {
    columns = CellMetric.columns(x)
    rows = CellMetric.rows(y)
  }

  @usableFromInline
  func makeNode(child: NodeRef, inputs: _ViewInputs) -> NodeRef {
    guard columns != 0 || rows != 0 else { return child }
    return NodeRef(in: inputs.tree, OffsetNode(child: child, columns: columns, rows: rows))
  }
}

struct OffsetNode: LayoutNode {
  let child: NodeRef
  let columns: Int
  let rows: Int
  init(child: NodeRef, columns: Int, rows: Int) {
    self.child = child
    self.columns = columns
    self.rows = rows
  }
  var layoutPriority: Double { child.layoutPriority }

  func sizeThatFits(_ proposal: ProposedSize) -> Size { child.sizeThatFits(proposal) }

  func draw(in rect: Rect, on canvas: inout Canvas) {
    var moved = rect
    moved.origin.x += columns
    moved.origin.y += rows
    child.draw(in: moved, on: &canvas)
  }
}

extension View {
  /// Draws the view `x` points across and `y` points down from where the layout put it,
  /// leaving its frame where it was, as SwiftUI's drawing offset.
  @inlinable public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    modifier(OffsetModifier(x: x, y: y))
  }

  /// Draws the view moved by `offset` points.
  @inlinable public func offset(_ offset: CGSize) -> some View {
    modifier(OffsetModifier(x: offset.width, y: offset.height))
  }
}
