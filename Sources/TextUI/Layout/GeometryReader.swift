import Foundation

/// A view whose content is built from the size it is given, as SwiftUI's `GeometryReader`.
///
/// It takes all the space it is offered, as in SwiftUI, and builds `content` with a
/// ``GeometryProxy`` whose `size` is that space in points (``CellMetric``: 8 pt a column,
/// 22 pt a row), so `.frame(width: proxy.size.width * 0.4)` is 40 % of the columns, as a
/// SwiftUI screen means it; the content is placed at its
/// top-leading corner. Along an axis with no offer (a natural-height render offers no
/// height), it is as long as its content, and `size` reports 0 along that axis.
///
/// ```swift
/// GeometryReader { proxy in
///   Color.blue.frame(width: proxy.size.width * 0.4)
/// }
/// ```
public struct GeometryReader<Content: View>: _PrimitiveView {
  /// Builds the content for a proxy of the space given.
  public var content: (GeometryProxy) -> Content

  /// A view built by `content` from the space it is given.
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }

  public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [NodeRef]) {
    let memory = inputs.graph.storage(at: inputs.identity, slot: 0) { GeometryMemory() }
    inputs.graph.markVisited(inputs.identity)
    let content = view.content
    let contentInputs = inputs.child(0).inside(nil)
    var node = GeometryNode(memory: memory) { frame in
      var children: [NodeRef] = []
      appendNodes(content(GeometryProxy(frame: frame)), inputs: contentInputs, into: &children)
      if children.count > 1 {
        return NodeRef(in: contentInputs.tree, ZStackNode(alignment: .topLeading, children: children))
      }
      return children.first
    }
    // Built now for the frame it had last time, so the content's state is kept by this
    // render; layout rebuilds it only when the frame changed.
    if let frame = memory.lastFrame { _ = node.content(for: frame) }
    nodes.append(NodeRef(in: inputs.tree, node))
  }
}

/// The space a `GeometryReader` was given, as SwiftUI's `GeometryProxy`, in points: its cells
/// times ``CellMetric``'s 8 pt a column and 22 pt a row, which lengths built from it round
/// back to the same cells.
public struct GeometryProxy {
  let frame: Rect

  /// The size given to the reader, in points (0 along an axis that was offered nothing).
  public var size: CGSize {
    CGSize(
      width: CellMetric.points(frame.width, along: .horizontal),
      height: CellMetric.points(frame.height, along: .vertical))
  }

  /// The size given to the reader in cells, for code that draws with characters (a bar of
  /// `cellSize.width` blocks); `size` is the same space in points, as SwiftUI code expects.
  public var cellSize: Size { frame.size }

  /// The reader's frame in points: at the origin in `.local`, where it is on the canvas
  /// otherwise (a named space counts as the canvas).
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
    switch coordinateSpace {
    case .local:
      CGRect(origin: .zero, size: size)
    case .global, .named:
      CGRect(
        origin: CGPoint(
          x: CellMetric.points(frame.minX, along: .horizontal), y: CellMetric.points(frame.minY, along: .vertical)),
        size: size)
    }
  }

  /// The safe area insets; a terminal has none.
  public var safeAreaInsets: EdgeInsets { EdgeInsets() }
}

/// A space frames are measured in, as SwiftUI's `CoordinateSpace`.
public enum CoordinateSpace: Hashable {
  /// The canvas.
  case global
  /// The view's own space, at the origin.
  case local
  /// A space named with `.coordinateSpace(name:)`; measured as the canvas here.
  case named(AnyHashable)
}

extension View {
  /// Names this view's space for `GeometryProxy.frame(in: .named(name))`, as SwiftUI's
  /// `.coordinateSpace(name:)`; accepted: named spaces measure as the canvas.
  public func coordinateSpace<T: Hashable>(name: T) -> some View { self }
}

/// What a `GeometryReader` remembers between renders: the frame it was drawn in.
final class GeometryMemory {
  var lastFrame: Rect?
}

/// Builds its content for the frame it is drawn in and keeps the last few builds.
struct GeometryNode: LayoutNode {
  let memory: GeometryMemory
  let build: (Rect) -> NodeRef?
  private var built: [(frame: Rect, node: NodeRef?)] = []

  init(memory: GeometryMemory, build: @escaping (Rect) -> NodeRef?) {
    self.memory = memory
    self.build = build
  }

  /// The content built for `frame`, building it on first use.
  mutating func content(for frame: Rect) -> NodeRef? {
    for entry in built where entry.frame == frame { return entry.node }
    let node = build(frame)
    if built.count == 4 { built.removeFirst() }
    built.append((frame, node))
    return node
  }

  mutating func sizeThatFits(_ proposal: ProposedSize) -> Size {
    if let width = proposal.width, let height = proposal.height { return Size(width: width, height: height) }
    // An axis with no offer takes the content's length there, the proxy seeing 0.
    let origin = memory.lastFrame?.origin ?? Point(x: 0, y: 0)
    let frame = Rect(origin: origin, size: Size(width: proposal.width ?? 0, height: proposal.height ?? 0))
    let size = content(for: frame)?.sizeThatFits(proposal) ?? .zero
    let chosen = Size(width: proposal.width ?? size.width, height: proposal.height ?? size.height)
    proxySizes[chosen] = frame.size
    return chosen
  }

  /// The proxy size behind each size chosen for a proposal missing an axis, so drawing at
  /// that size shows the content that was measured.
  private var proxySizes: [Size: Size] = [:]

  mutating func draw(in rect: Rect, on canvas: inout Canvas) {
    let frame = Rect(origin: rect.origin, size: proxySizes[rect.size] ?? rect.size)
    guard let node = content(for: frame) else {
      memory.lastFrame = frame
      return
    }
    memory.lastFrame = frame
    var size = node.sizeThatFits(ProposedSize(rect.size))
    size.width = min(size.width, rect.width)
    size.height = min(size.height, rect.height)
    canvas.clipped(to: rect) { canvas in
      node.draw(in: Rect(origin: rect.origin, size: size), on: &canvas)
    }
  }
}
