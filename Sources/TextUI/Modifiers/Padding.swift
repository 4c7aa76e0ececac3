import Foundation

/// Adds empty cells around a view: the middle layer of the box model
/// (content → padding → border).
@usableFromInline
struct PaddingModifier: LayoutModifier {
  @usableFromInline var insets: CellInsets

  /// SwiftUI's default padding: 16 pt, which is 2 columns and 1 row.
  @usableFromInline static let defaultLength: CGFloat = 16

  @usableFromInline
  init(insets: EdgeInsets) {
    self.insets = CellInsets(insets)
  }

  @usableFromInline
  init(cells: CellInsets) {
    self.insets = cells
  }

  /// The padding of `edges` by `length` points (SwiftUI's default padding when none is
  /// given), each edge rounded to cells by ``CellMetric``.
  @usableFromInline
  init(edges: Edge.Set, length: CGFloat?) {
    let length = length ?? Self.defaultLength
    let columns = max(0, CellMetric.columns(length))
    let rows = max(0, CellMetric.rows(length))
    insets = CellInsets(
      top: edges.contains(.top) ? rows : 0, leading: edges.contains(.leading) ? columns : 0,
      bottom: edges.contains(.bottom) ? rows : 0, trailing: edges.contains(.trailing) ? columns : 0)
  }

  @usableFromInline
  func makeNode(child: NodeRef, inputs: _ViewInputs) -> NodeRef {
    NodeRef(in: inputs.tree, PaddingNode(child: child, insets: insets))
  }
}

struct PaddingNode: LayoutNode {
  let child: NodeRef
  let insets: CellInsets
  /// The insets squeezed for a proposal too small for them, and the size chosen with them:
  /// drawing at that size uses the same insets (the size alone would squeeze them again,
  /// differently). Set only when a proposal squeezed the insets, which is rare.
  private var squeezed: (size: Size, insets: CellInsets)? = nil

  init(child: NodeRef, insets: CellInsets) {
    self.child = child
    self.insets = insets
  }
  var layoutPriority: Double { child.layoutPriority }

  mutating func sizeThatFits(_ proposal: ProposedSize) -> Size {
    let fitted = fittedInsets(for: proposal)
    let size = child.sizeThatFits(proposal.inset(by: fitted))
    let chosen = Size(width: size.width + fitted.horizontal, height: size.height + fitted.vertical)
    if fitted != insets { squeezed = (chosen, fitted) }
    return chosen
  }

  func draw(in rect: Rect, on canvas: inout Canvas) {
    var insets = self.insets
    if let squeezed, squeezed.size == rect.size { insets = squeezed.insets }
    child.draw(in: rect.inset(by: insets), on: &canvas)
  }

  /// The insets for `proposal`: all of them, unless they would leave the padded view less
  /// than its ideal length and less than half of a proposed length; then they give way down
  /// to that, so a wide padding never takes all of a text's width (SwiftUI lets it squeeze
  /// the text to nothing). A proposal of zero, a parent asking for the minimum, keeps them.
  private mutating func fittedInsets(for proposal: ProposedSize) -> CellInsets {
    var fitted = insets
    if let width = proposal.width, width > 0, fitted.horizontal > width / 2 {
      let ideal = child.sizeThatFits(ProposedSize(width: nil, height: proposal.height)).width
      let keep = min(ideal, width / 2)
      if width - fitted.horizontal < keep {
        let allowed = max(0, width - keep)
        let leading = fitted.leading * allowed / fitted.horizontal
        fitted.leading = leading
        fitted.trailing = allowed - leading
      }
    }
    if let height = proposal.height, height > 0, fitted.vertical > height / 2 {
      let ideal = child.sizeThatFits(
        ProposedSize(width: proposal.width.map { $0 - fitted.horizontal }, height: nil)
      ).height
      let keep = min(ideal, height / 2)
      if height - fitted.vertical < keep {
        let allowed = max(0, height - keep)
        let top = fitted.top * allowed / fitted.vertical
        fitted.top = top
        fitted.bottom = allowed - top
      }
    }
    return fitted
  }
}

// The layout modifiers are inlinable, as node building is, so that the view they return is a
// type the calling module can see through and build with specialised code.
extension View {
  /// Pads the given edges by `length` points, SwiftUI's default padding (16 pt: 2 columns
  /// and 1 row) when no length is given. Points become cells by ``CellMetric``; write
  /// `.columns(n)` or `.rows(n)` to pad by whole cells.
  @inlinable public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    modifier(PaddingModifier(edges: edges, length: length))
  }

  /// Pads every edge by `length` points.
  @inlinable public func padding(_ length: CGFloat) -> some View {
    padding(.all, length)
  }

  /// Pads each edge by its own amount, in points.
  @inlinable public func padding(_ insets: EdgeInsets) -> some View {
    modifier(PaddingModifier(insets: insets))
  }

  /// Pads each edge by whole cells, for code written for a terminal:
  /// `.padding(.cells(1))`, or `.padding(CellInsets(leading: 2, trailing: 2))`.
  @inlinable public func padding(_ insets: CellInsets) -> some View {
    modifier(PaddingModifier(cells: insets))
  }
}
