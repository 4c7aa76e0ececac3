/// A size in terminal cells.
public struct Size: Hashable, Sendable, CustomStringConvertible {
  public var width: Int
  public var height: Int
  @inlinable public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }
  public static let zero = Size(width: 0, height: 0)
  public var description: String { "\(width)×\(height)" }
}

/// A cell position: `x` columns from the left, `y` rows from the top.
public struct Point: Hashable, Sendable {
  public var x: Int
  public var y: Int
  @inlinable public init(x: Int, y: Int) {
    self.x = x
    self.y = y
  }
}

/// A rectangle of cells.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  public var origin: Point
  public var size: Size
  @inlinable public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }
  @inlinable public init(x: Int, y: Int, width: Int, height: Int) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }
  @inlinable public var minX: Int { origin.x }
  @inlinable public var minY: Int { origin.y }
  @inlinable public var maxX: Int { origin.x + size.width }
  @inlinable public var maxY: Int { origin.y + size.height }
  @inlinable public var width: Int { size.width }
  @inlinable public var height: Int { size.height }
  @inlinable public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

  /// The overlap of two rectangles (empty, at `self`'s origin, when they do not meet).
  @inlinable public func intersection(_ other: Rect) -> Rect {
    let x0 = max(minX, other.minX)
    let y0 = max(minY, other.minY)
    let x1 = min(maxX, other.maxX)
    let y1 = min(maxY, other.maxY)
    if x1 <= x0 || y1 <= y0 { return Rect(origin: origin, size: .zero) }
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// This rectangle shrunk by `insets` (never to a negative size).
  @inlinable public func inset(by insets: EdgeInsets) -> Rect {
    Rect(
      x: minX + insets.leading, y: minY + insets.top,
      width: max(0, width - insets.leading - insets.trailing),
      height: max(0, height - insets.top - insets.bottom))
  }

  public var description: String { "(\(minX),\(minY) \(size))" }
}

/// Distances in cells from each edge, as used by `.padding`.
public struct EdgeInsets: Hashable, Sendable {
  public var top: Int
  public var leading: Int
  public var bottom: Int
  public var trailing: Int
  @inlinable public init(top: Int = 0, leading: Int = 0, bottom: Int = 0, trailing: Int = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
  /// Total horizontal inset.
  @inlinable public var horizontal: Int { leading + trailing }
  /// Total vertical inset.
  @inlinable public var vertical: Int { top + bottom }
}

/// An edge of a rectangle; `Edge.Set` names several, as SwiftUI's `.padding(.horizontal, 2)` does.
public enum Edge: Int8, CaseIterable, Sendable {
  case top, leading, bottom, trailing

  /// A set of edges.
  public struct Set: OptionSet, Sendable, Hashable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public init(_ edge: Edge) { self.rawValue = 1 << edge.rawValue }
    public static let top = Set(.top)
    public static let leading = Set(.leading)
    public static let bottom = Set(.bottom)
    public static let trailing = Set(.trailing)
    public static let horizontal: Set = [.leading, .trailing]
    public static let vertical: Set = [.top, .bottom]
    public static let all: Set = [.top, .leading, .bottom, .trailing]
  }
}

/// Where a child sits horizontally inside a larger space.
public enum HorizontalAlignment: Sendable, Hashable {
  case leading, center, trailing

  /// The x offset of a child of width `child` inside `container` cells.
  /// Centring rounds towards the leading edge so results never depend on floating point.
  @inlinable public func offset(child: Int, in container: Int) -> Int {
    switch self {
    case .leading: 0
    case .center: (container - child) / 2
    case .trailing: container - child
    }
  }
}

/// Where a child sits vertically inside a larger space.
public enum VerticalAlignment: Sendable, Hashable {
  case top, center, bottom

  /// The y offset of a child of height `child` inside `container` cells.
  @inlinable public func offset(child: Int, in container: Int) -> Int {
    switch self {
    case .top: 0
    case .center: (container - child) / 2
    case .bottom: container - child
    }
  }
}

/// A two-dimensional alignment, as used by `ZStack` and `.frame(alignment:)`.
public struct Alignment: Sendable, Hashable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

  /// The origin of a child of `child` size placed in `container`.
  @inlinable public func place(_ child: Size, in container: Rect) -> Point {
    Point(
      x: container.minX + horizontal.offset(child: child.width, in: container.width),
      y: container.minY + vertical.offset(child: child.height, in: container.height))
  }
}

/// The direction a stack lays out its children along.
public enum Axis: Sendable, Hashable {
  case horizontal, vertical

  /// A set of axes, as `.fixedSize(horizontal:vertical:)` and `ScrollView(_:)` take.
  public struct Set: OptionSet, Sendable, Hashable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let horizontal = Set(rawValue: 1)
    public static let vertical = Set(rawValue: 2)
  }
}
