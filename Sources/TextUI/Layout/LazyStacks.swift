import Foundation

/// The kinds of views a lazy stack or grid keeps visible at the edge while its scroll view
/// scrolls, as SwiftUI's `PinnedScrollableViews`. A snapshot never scrolls, so pinning has no
/// visible effect; the option is accepted so SwiftUI code ports unchanged.
public struct PinnedScrollableViews: OptionSet, Sendable, Hashable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// Section headers stay at the top while their section scrolls.
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
  /// Section footers stay at the bottom while their section scrolls.
  public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A column whose children are built only as they scroll into view, as SwiftUI's
/// `LazyVStack`. A snapshot renders everything that is visible, so laziness has no visible
/// effect: it is laid out as a `VStack` (same default spacing, zero rows), except that, as in
/// SwiftUI, it takes all the width it is offered and aligns its children inside that width.
///
/// ```swift
/// ScrollView {
///   LazyVStack(alignment: .leading) {
///     ForEach(1..<100) { Text("Row \($0)") }
///   }
/// }
/// ```
public struct LazyVStack<Content: View>: _PrimitiveView {
  /// How children of different widths line up across the stack's width.
  public var alignment: HorizontalAlignment
  /// The rows between adjacent children, rounded to whole cells; `nil` for `VStack`'s default.
  public var spacing: CGFloat?
  /// The views pinned while scrolling; accepted, no visible effect in a snapshot.
  public var pinnedViews: PinnedScrollableViews
  /// The children, top to bottom.
  public var content: Content

  /// A lazy column of `content`'s views, lined up by `alignment` and `spacing` rows apart.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.pinnedViews = pinnedViews
    self.content = content()
  }

  public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [NodeRef]) {
    let first = nodes.count
    appendNodes(view.content, inputs: inputs.inside(.vertical), into: &nodes)
    let children = takeNodes(from: &nodes, since: first)
    let stack = StackNode(
      axis: .vertical, alignment: Alignment(horizontal: view.alignment, vertical: .top),
      spacing: cells(view.spacing, along: .vertical, orDefault: VStack<Content>.defaultSpacing), children: children,
      in: inputs.tree)
    nodes.append(
      NodeRef(
        in: inputs.tree,
        CrossFillingNode(stack: NodeRef(in: inputs.tree, stack), axis: .vertical, alignment: stack.alignment)))
  }
}

/// A row whose children are built only as they scroll into view, as SwiftUI's `LazyHStack`.
/// Laid out as an `HStack` (one cell of default spacing), except that, as in SwiftUI, it
/// takes all the height it is offered and aligns its children inside that height.
public struct LazyHStack<Content: View>: _PrimitiveView {
  /// How children of different heights line up across the stack's height.
  public var alignment: VerticalAlignment
  /// The columns between adjacent children, rounded to whole cells; `nil` for `HStack`'s default.
  public var spacing: CGFloat?
  /// The views pinned while scrolling; accepted, no visible effect in a snapshot.
  public var pinnedViews: PinnedScrollableViews
  /// The children, left to right.
  public var content: Content

  /// A lazy row of `content`'s views, lined up by `alignment` and `spacing` columns apart.
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.pinnedViews = pinnedViews
    self.content = content()
  }

  public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [NodeRef]) {
    let first = nodes.count
    appendNodes(view.content, inputs: inputs.inside(.horizontal), into: &nodes)
    let children = takeNodes(from: &nodes, since: first)
    let stack = StackNode(
      axis: .horizontal, alignment: Alignment(horizontal: .leading, vertical: view.alignment),
      spacing: cells(view.spacing, along: .horizontal, orDefault: HStack<Content>.defaultSpacing), children: children,
      in: inputs.tree)
    nodes.append(
      NodeRef(
        in: inputs.tree,
        CrossFillingNode(stack: NodeRef(in: inputs.tree, stack), axis: .horizontal, alignment: stack.alignment)))
  }
}

/// A lazy stack: its content is the stack's, and across the stacking axis it takes all it is
/// offered, its content aligned inside, as SwiftUI's lazy stacks do.
struct CrossFillingNode: LayoutNode {
  let stack: NodeRef
  let axis: Axis
  let alignment: Alignment

  init(stack: NodeRef, axis: Axis, alignment: Alignment) {
    self.stack = stack
    self.axis = axis
    self.alignment = alignment
  }

  private var cross: Axis { axis == .horizontal ? .vertical : .horizontal }

  func sizeThatFits(_ proposal: ProposedSize) -> Size {
    var size = stack.sizeThatFits(proposal)
    if let offered = proposal[cross] { size[cross] = max(size[cross], offered) }
    return size
  }

  func draw(in rect: Rect, on canvas: inout Canvas) {
    var proposal = ProposedSize(rect.size)
    proposal[axis] = rect.size[axis]
    var size = stack.sizeThatFits(proposal)
    size[cross] = min(size[cross], rect.size[cross])
    size[axis] = rect.size[axis]
    stack.draw(in: Rect(origin: alignment.place(size, in: rect), size: size), on: &canvas)
  }
}
