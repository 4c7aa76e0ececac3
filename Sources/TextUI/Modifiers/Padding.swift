import Foundation

/// Adds empty cells around a view: the middle layer of the box model
/// (content → padding → border).
@usableFromInline
struct PaddingModifier: LayoutModifier {
  @usableFromInline var insets: EdgeInsets

  @usableFromInline
  init(insets: EdgeInsets) {
    self.insets = insets
  }

  /// The padding of `edges` by `length` cells, one cell when no length is given.
  @usableFromInline
  init(edges: Edge.Set, length: CGFloat?) {
    let amount = cells(length, orDefault: 1)
    insets = EdgeInsets(
      top: edges.contains(.top) ? amount : 0, leading: edges.contains(.leading) ? amount : 0,
      bottom: edges.contains(.bottom) ? amount : 0, trailing: edges.contains(.trailing) ? amount : 0)
  }

  @usableFromInline
  func makeNode(child: NodeRef, inputs: _ViewInputs) -> NodeRef {
    NodeRef(in: inputs.tree, PaddingNode(child: child, insets: insets))
  }
}

struct PaddingNode: LayoutNode {
  let child: NodeRef
  let insets: EdgeInsets
  init(child: NodeRef, insets: EdgeInsets) {
    self.child = child
    self.insets = insets
  }
  var layoutPriority: Double { child.layoutPriority }

  func sizeThatFits(_ proposal: ProposedSize) -> Size {
    let size = child.sizeThatFits(proposal.inset(by: insets))
    return Size(width: size.width + insets.horizontal, height: size.height + insets.vertical)
  }

  func draw(in rect: Rect, on canvas: inout Canvas) {
    child.draw(in: rect.inset(by: insets), on: &canvas)
  }
}

// The layout modifiers are inlinable, as node building is, so that the view they return is a
// type the calling module can see through and build with specialised code.
extension View {
  /// Pads the given edges by `length` cells; one cell when no length is given (SwiftUI's
  /// "default padding", which in a terminal is a single cell).
  @inlinable public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    modifier(PaddingModifier(edges: edges, length: length))
  }

  /// Pads every edge by `length` cells.
  @inlinable public func padding(_ length: CGFloat) -> some View {
    padding(.all, length)
  }

  /// Pads each edge by its own amount.
  @inlinable public func padding(_ insets: EdgeInsets) -> some View {
    modifier(PaddingModifier(insets: insets))
  }
}
