import Foundation

/// A fixed frame: `.frame(width:height:alignment:)`. The child is offered the fixed size and
/// placed inside by `alignment`; an unset dimension follows the child. Points become cells by
/// ``CellMetric``, and a frame larger than the canvas is clamped to it (see ``CanvasBounds``).
@usableFromInline
struct FrameModifier: LayoutModifier {
  @usableFromInline var width: Int?
  @usableFromInline var height: Int?
  @usableFromInline var alignment: Alignment

  /// A frame of `width` and `height` points (rounded to cells), `nil` following the child.
  @usableFromInline
  init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
    self.width = optionalColumns(width)
    self.height = optionalRows(height)
    self.alignment = alignment
  }

  @usableFromInline
  func makeNode(child: NodeRef, inputs: _ViewInputs) -> NodeRef {
    NodeRef(in: inputs.tree, FrameNode(child: child, width: width, height: height, alignment: alignment))
  }
}

struct FrameNode: LayoutNode {
  let child: NodeRef
  let width: Int?
  let height: Int?
  let alignment: Alignment
  init(child: NodeRef, width: Int?, height: Int?, alignment: Alignment) {
    self.child = child
    self.width = width
    self.height = height
    self.alignment = alignment
  }
  var layoutPriority: Double { child.layoutPriority }

  func sizeThatFits(_ proposal: ProposedSize) -> Size {
    let width = CanvasBounds.clampWidth(width)
    let height = CanvasBounds.clampHeight(height)
    if let width, let height { return Size(width: width, height: height) }
    let size = child.sizeThatFits(
      ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height))
    return Size(width: width ?? size.width, height: height ?? size.height)
  }

  func draw(in rect: Rect, on canvas: inout Canvas) {
    let width = CanvasBounds.clampWidth(width)
    let height = CanvasBounds.clampHeight(height)
    let size = child.sizeThatFits(
      ProposedSize(width: width ?? rect.width, height: height ?? rect.height))
    child.draw(in: Rect(origin: alignment.place(size, in: rect), size: size), on: &canvas)
  }
}

/// A flexible frame: `.frame(minWidth:idealWidth:maxWidth:…)`, following SwiftUI's rules.
/// The child is offered the proposal clamped to the bounds (or the ideal size when the parent
/// asks for an ideal size); the frame then takes the child's size pushed into the bounds,
/// growing towards the proposal up to a maximum and shrinking towards it down to a minimum.
@usableFromInline
struct FlexibleFrameModifier: LayoutModifier {
  @usableFromInline var minWidth: Int?, idealWidth: Int?, maxWidth: Int?
  @usableFromInline var minHeight: Int?, idealHeight: Int?, maxHeight: Int?
  @usableFromInline var alignment: Alignment

  /// A frame with these bounds in points (rounded to cells), `nil` leaving a bound unset.
  @usableFromInline
  init(
    minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?, minHeight: CGFloat?, idealHeight: CGFloat?,
    maxHeight: CGFloat?, alignment: Alignment
  ) {
    self.minWidth = optionalColumns(minWidth)
    self.idealWidth = optionalColumns(idealWidth)
    self.maxWidth = optionalColumns(maxWidth)
    self.minHeight = optionalRows(minHeight)
    self.idealHeight = optionalRows(idealHeight)
    self.maxHeight = optionalRows(maxHeight)
    self.alignment = alignment
  }

  @usableFromInline
  func makeNode(child: NodeRef, inputs: _ViewInputs) -> NodeRef {
    NodeRef(in: inputs.tree, FlexibleFrameNode(child: child, frame: self))
  }
}

struct FlexibleFrameNode: LayoutNode {
  let child: NodeRef
  let bounds: FlexibleFrameModifier
  init(child: NodeRef, frame: FlexibleFrameModifier) {
    self.child = child
    self.bounds = frame
  }

  /// The bounds with every finite one clamped to the canvas.
  private var frame: FlexibleFrameModifier {
    var frame = bounds
    frame.minWidth = CanvasBounds.clampWidth(frame.minWidth)
    frame.idealWidth = CanvasBounds.clampWidth(frame.idealWidth)
    frame.minHeight = CanvasBounds.clampHeight(frame.minHeight)
    frame.idealHeight = CanvasBounds.clampHeight(frame.idealHeight)
    return frame
  }
  var layoutPriority: Double { child.layoutPriority }

  private static func childProposal(_ proposed: Int?, min: Int?, ideal: Int?, max: Int?) -> Int? {
    guard var value = proposed else { return ideal }
    if let max { value = Swift.min(value, max) }
    if let min { value = Swift.max(value, min) }
    return value
  }

  private static func resolve(_ childLength: Int, proposed: Int?, min: Int?, ideal: Int?, max: Int?) -> Int {
    let offered = proposed ?? ideal ?? childLength
    var length = childLength
    if let min { length = Swift.max(min, Swift.min(length, offered)) }
    if let max { length = Swift.min(max, Swift.max(length, offered)) }
    return length
  }

  func sizeThatFits(_ proposal: ProposedSize) -> Size {
    let childSize = child.sizeThatFits(
      ProposedSize(
        width: Self.childProposal(proposal.width, min: frame.minWidth, ideal: frame.idealWidth, max: frame.maxWidth),
        height: Self.childProposal(
          proposal.height, min: frame.minHeight, ideal: frame.idealHeight, max: frame.maxHeight)))
    return Size(
      width: Self.resolve(
        childSize.width, proposed: proposal.width, min: frame.minWidth, ideal: frame.idealWidth,
        max: frame.maxWidth),
      height: Self.resolve(
        childSize.height, proposed: proposal.height, min: frame.minHeight, ideal: frame.idealHeight,
        max: frame.maxHeight))
  }

  func draw(in rect: Rect, on canvas: inout Canvas) {
    let size = child.sizeThatFits(
      ProposedSize(
        width: Self.childProposal(rect.width, min: frame.minWidth, ideal: frame.idealWidth, max: frame.maxWidth),
        height: Self.childProposal(
          rect.height, min: frame.minHeight, ideal: frame.idealHeight, max: frame.maxHeight)))
    child.draw(in: Rect(origin: frame.alignment.place(size, in: rect), size: size), on: &canvas)
  }
}

extension View {
  /// Gives the view a fixed width and/or height in points (rounded to cells by
  /// ``CellMetric``; `.columns(n)` and `.rows(n)` for whole cells), at most the canvas's.
  @inlinable
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
    -> some View
  {
    modifier(FrameModifier(width: width, height: height, alignment: alignment))
  }

  /// Gives the view minimum, ideal and maximum sizes in points; `.infinity` makes it take all
  /// it is offered. Minimum and ideal sizes are at most the canvas's.
  @inlinable
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View {
    modifier(
      FlexibleFrameModifier(
        minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
        idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))
  }
}
