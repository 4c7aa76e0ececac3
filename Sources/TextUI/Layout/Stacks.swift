import Foundation

/// An empty array with room for the children of a typical `ZStack`, for it to build its
/// children into directly. Transparent so that a debug build makes no call for it.
@_transparent @usableFromInline
func stackChildren() -> [NodeRef] {
  var children: [NodeRef] = []
  children.reserveCapacity(8)
  return children
}

/// The nodes of a stack's `content`, kept in the tree.
///
/// In a release build they are built at the end of the parent's array `nodes` and moved into
/// the tree: no array of their own, which was an allocation per stack per render. A debug
/// build runs the array operations that moving them out takes (`removeLast`, slicing) as
/// unspecialised generic code, which costs more than the allocation, so there they are built
/// in an array of their own with room for a typical stack.
@inlinable
@MainActor
func stackChildren<Content: View>(_ content: Content, inputs: _ViewInputs, after nodes: inout [NodeRef]) -> NodeRefs {
  #if DEBUG
    var children = stackChildren()
    appendNodes(content, inputs: inputs, into: &children)
    return NodeRefs(children, in: inputs.space)
  #else
    let first = nodes.count
    appendNodes(content, inputs: inputs, into: &nodes)
    return takeNodes(from: &nodes, since: first, in: inputs.space)
  #endif
}

/// The node of a stack: a factory for the stacks' inlinable `_makeNodes`, which the node
/// class itself stays hidden from.
@MainActor @usableFromInline
func stackNode(
  axis: Axis, alignment: Alignment, spacing: Int, children: NodeRefs, in space: UnsafeMutablePointer<NodeSpace>
) -> NodeRef {
  NodeRef(
    in: space,
    StackNode(axis: axis, alignment: alignment, spacing: spacing, children: children, in: space))
}

/// `length` points in cells along `axis` (never negative), or `default` cells when it is
/// `nil`. A branch rather than `Optional.map`, which a debug build runs as an unspecialized
/// generic call with a closure (about 140 instructions) for every stack and spacer built.
@usableFromInline
func cells(_ length: CGFloat?, along axis: Axis, orDefault defaultLength: Int) -> Int {
  guard let length else { return defaultLength }
  return max(0, CellMetric.cells(length, along: axis))
}

/// Arranges children in a row.
///
/// Defaults, chosen for a terminal grid: children are centred vertically and separated by
/// **one** column, SwiftUI's 8 pt (`spacing: 0` packs them); a spacing in points becomes
/// columns by ``CellMetric``. Flexible children share the width SwiftUI's way:
/// the least flexible is served first; `.layoutPriority(_:)` goes before that.
public struct HStack<Content: View>: _PrimitiveView {
  /// How children of different heights line up.
  public var alignment: VerticalAlignment
  /// The points between adjacent children, rounded to columns by ``CellMetric``; `nil` for
  /// ``defaultSpacing``.
  public var spacing: CGFloat?
  /// The children, left to right.
  public var content: Content

  /// The spacing between children when none is given: one cell.
  public static var defaultSpacing: Int { 1 }

  /// A row of `content`'s views, lined up by `alignment` and `spacing` columns apart.
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  // Always inlined into its parent (a `ForEach` making rows): called apart, the content
  // was copied into the call and once more into its own.
  @inlinable @inline(__always)
  public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [NodeRef]) {
    let children = stackChildren(view.content, inputs: inputs.inside(.horizontal), after: &nodes)
    nodes.append(
      stackNode(
        axis: .horizontal, alignment: Alignment(horizontal: .leading, vertical: view.alignment),
        spacing: cells(view.spacing, along: .horizontal, orDefault: defaultSpacing), children: children,
        in: inputs.space))
  }
}

/// Arranges children in a column.
///
/// Defaults, chosen for a terminal grid: children are centred horizontally (as in SwiftUI)
/// with **no** blank line between them: SwiftUI's default spacing is a third of a line. A
/// spacing in points becomes rows by ``CellMetric`` (`spacing: 16` or `spacing: 8` is a row).
public struct VStack<Content: View>: _PrimitiveView {
  /// How children of different widths line up.
  public var alignment: HorizontalAlignment
  /// The points between adjacent children, rounded to rows by ``CellMetric``; `nil` for
  /// ``defaultSpacing``.
  public var spacing: CGFloat?
  /// The children, top to bottom.
  public var content: Content

  /// The spacing between children when none is given: zero rows.
  public static var defaultSpacing: Int { 0 }

  /// A column of `content`'s views, lined up by `alignment` and `spacing` rows apart.
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  // Always inlined into its parent (a `ForEach` making rows): called apart, the content
  // was copied into the call and once more into its own.
  @inlinable @inline(__always)
  public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [NodeRef]) {
    let children = stackChildren(view.content, inputs: inputs.inside(.vertical), after: &nodes)
    nodes.append(
      stackNode(
        axis: .vertical, alignment: Alignment(horizontal: view.alignment, vertical: .top),
        spacing: cells(view.spacing, along: .vertical, orDefault: defaultSpacing), children: children,
        in: inputs.space))
  }
}

/// Overlays children on top of each other, later children in front, aligned by `alignment`.
public struct ZStack<Content: View>: _PrimitiveView {
  /// Where children smaller than the stack sit.
  public var alignment: Alignment
  /// The children, back to front.
  public var content: Content

  /// An overlay of `content`'s views, each placed by `alignment`.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [NodeRef]) {
    var children = stackChildren()
    appendNodes(view.content, inputs: inputs.inside(nil), into: &children)
    nodes.append(NodeRef(in: inputs.tree, ZStackNode(alignment: view.alignment, children: children)))
  }
}

/// Every child is offered the same size; the stack is as big as its biggest child.
struct ZStackNode: LayoutNode {
  let alignment: Alignment
  let children: [NodeRef]

  init(alignment: Alignment, children: [NodeRef]) {
    self.alignment = alignment
    self.children = children
  }

  func sizeThatFits(_ proposal: ProposedSize) -> Size {
    var size = Size.zero
    for child in children {
      let childSize = child.sizeThatFits(proposal)
      size.width = max(size.width, childSize.width)
      size.height = max(size.height, childSize.height)
    }
    return size
  }

  func draw(in rect: Rect, on canvas: inout Canvas) {
    for child in children {
      let size = child.sizeThatFits(ProposedSize(rect.size))
      child.draw(in: Rect(origin: alignment.place(size, in: rect), size: size), on: &canvas)
    }
  }
}

/// Flexible empty space that expands along the axis of its stack (both axes elsewhere).
///
/// Its default minimum length is zero cells: stacks already put spacing around it.
public struct Spacer: _PrimitiveView {
  /// The fewest points the spacer shrinks to, rounded to cells along its stack by
  /// ``CellMetric``; `nil` for zero.
  public var minLength: CGFloat?
  /// A spacer at least `minLength` points long.
  public init(minLength: CGFloat? = nil) { self.minLength = minLength }

  public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [NodeRef]) {
    let minLength = cells(view.minLength, along: inputs.axis ?? .horizontal, orDefault: 0)
    nodes.append(NodeRef(in: inputs.space, SpacerNode(axis: inputs.axis, minLength: minLength)))
  }
}

/// The node of a `Spacer`: two words in its tree, nothing to free.
struct SpacerNode: LayoutNode {
  let axis: Axis?
  let minLength: Int
  init(axis: Axis?, minLength: Int) {
    self.axis = axis
    self.minLength = minLength
  }

  var spacerMinLength: Int? { minLength }

  func sizeThatFits(_ proposal: ProposedSize) -> Size {
    // Stacks ask a spacer its size three times per layout.
    switch axis {
    case .horizontal: return Size(width: atLeast(minLength, proposal.width), height: 0)
    case .vertical: return Size(width: 0, height: atLeast(minLength, proposal.height))
    case nil: return Size(width: atLeast(minLength, proposal.width), height: atLeast(minLength, proposal.height))
    }
  }

  /// A spacer in a row is as wide as it is offered and no height at all.
  func ignoresProposedHeight(width: Int?, widthOnly: Bool) -> Bool { axis == .horizontal }

  func draw(in rect: Rect, on canvas: inout Canvas) {}
}

/// A thin line across its stack: horizontal (`─`) in a `VStack` or on its own, vertical (`│`)
/// in an `HStack`. It takes the foreground colour of the environment.
public struct Divider: _PrimitiveView {
  /// A divider whose direction its stack decides.
  public init() {}

  public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [NodeRef]) {
    let style = Style(foreground: inputs.environment.foregroundColor ?? .secondary)
    nodes.append(NodeRef(in: inputs.space, DividerNode(vertical: inputs.axis == .horizontal, style: style)))
  }
}

struct DividerNode: LayoutNode {
  let vertical: Bool
  let style: Style
  init(vertical: Bool, style: Style) {
    self.vertical = vertical
    self.style = style
  }

  func sizeThatFits(_ proposal: ProposedSize) -> Size {
    vertical
      ? Size(width: 1, height: proposal.height ?? 1)
      : Size(width: proposal.width ?? 1, height: 1)
  }

  func draw(in rect: Rect, on canvas: inout Canvas) {
    canvas.buffer.fill(rect, with: vertical ? "│" : "─", style: style, clip: canvas.clip)
  }
}

extension Color: _PrimitiveView {
  public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [NodeRef]) {
    nodes.append(NodeRef(in: inputs.tree, ColorNode(color: view)))
  }
}

/// A colour used as a view fills whatever it is offered; its ideal size is empty.
struct ColorNode: LayoutNode {
  let color: Color
  init(color: Color) { self.color = color }

  func sizeThatFits(_ proposal: ProposedSize) -> Size {
    Size(width: proposal.width ?? 0, height: proposal.height ?? 0)
  }

  func draw(in rect: Rect, on canvas: inout Canvas) {
    canvas.buffer.fill(rect, background: color, clip: canvas.clip)
  }
}

/// `max(minimum, proposed ?? minimum)`, spelled out: `max` and `??` are generic calls in a
/// debug build. Transparent, because a debug build also zeroes every local of a function
/// when it is entered (a call each), and its callers are asked their size in every layout.
@_transparent
private func atLeast(_ minimum: Int, _ proposed: Int?) -> Int {
  if let proposed, proposed > minimum { return proposed }
  return minimum
}
