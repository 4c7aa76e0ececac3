/// The one protocol of layout: something that can say how big it wants to be for a proposed
/// size and then draw itself into a rectangle, following SwiftUI's protocol (the parent
/// proposes, the child chooses, the parent places).
@MainActor
public protocol LayoutNode: AnyObject {
  /// The size this node chooses for `proposal`. Called several times with different
  /// proposals by flexible parents; must not draw.
  func sizeThatFits(_ proposal: ProposedSize) -> Size

  /// Draws into `rect`, which the parent sized with a size this node chose.
  func draw(in rect: Rect, on canvas: inout Canvas)

  /// Stacks give space to higher priorities first (`.layoutPriority(_:)`).
  var layoutPriority: Double { get }

  /// Whether this node is a `Spacer` with this minimum length, so stacks can skip spacing
  /// decisions SwiftUI makes for spacers.
  var spacerMinLength: Int? { get }
}

extension LayoutNode {
  public var layoutPriority: Double { 0 }
  public var spacerMinLength: Int? { nil }
}

/// Where drawing goes: the buffer, the current clip rectangle, and the interactive regions
/// (buttons, fields, rows, links) found while drawing, which previews use to script taps.
public struct Canvas {
  /// The cells drawn so far.
  public var buffer: Buffer
  /// Drawing outside this rectangle is discarded.
  public var clip: Rect
  /// Interactive elements in drawing order.
  public var regions: [InteractiveRegion] = []

  /// A canvas that draws into `buffer`, clipped to its bounds.
  public init(buffer: Buffer) {
    self.buffer = buffer
    self.clip = buffer.bounds
  }

  /// Runs `body` with the clip narrowed to `rect`, then restores it.
  public mutating func clipped(to rect: Rect, _ body: (inout Canvas) -> Void) {
    let saved = clip
    clip = clip.intersection(rect)
    body(&self)
    clip = saved
  }
}

/// Wraps several nodes produced by one view (a `Group` or `ForEach` under a modifier that
/// needs one child) in a vertical stack, as SwiftUI's implicit root stack does.
@MainActor
func singleNode(_ nodes: [any LayoutNode]) -> (any LayoutNode)? {
  switch nodes.count {
  case 0: nil
  case 1: nodes[0]
  default: StackNode(axis: .vertical, alignment: .center, spacing: 0, children: nodes)
  }
}
