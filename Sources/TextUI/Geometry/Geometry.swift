import Foundation

/// A size in terminal cells.
public struct Size: Hashable, Sendable, CustomStringConvertible {
  /// The number of columns.
  public var width: Int
  /// The number of rows.
  public var height: Int
  /// A size of `width` columns and `height` rows.
  @inlinable public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }
  /// No cells at all.
  public static let zero = Size(width: 0, height: 0)
  public var description: String { "\(width)×\(height)" }
}

/// A cell position: `x` columns from the left, `y` rows from the top.
public struct Point: Hashable, Sendable {
  /// The column, counted from 0 at the left.
  public var x: Int
  /// The row, counted from 0 at the top.
  public var y: Int
  /// The cell at column `x`, row `y`.
  @inlinable public init(x: Int, y: Int) {
    self.x = x
    self.y = y
  }
}

/// A rectangle of cells.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  /// The top-leading cell.
  public var origin: Point
  /// The number of columns and rows covered.
  public var size: Size
  /// A rectangle of `size` cells whose top-leading cell is `origin`.
  @inlinable public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }
  /// A rectangle of `width` × `height` cells whose top-leading cell is at column `x`, row `y`.
  @inlinable public init(x: Int, y: Int, width: Int, height: Int) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }
  /// The leftmost column inside the rectangle.
  @inlinable public var minX: Int { origin.x }
  /// The top row inside the rectangle.
  @inlinable public var minY: Int { origin.y }
  /// The first column past the right edge (exclusive).
  @inlinable public var maxX: Int { origin.x + size.width }
  /// The first row past the bottom edge (exclusive).
  @inlinable public var maxY: Int { origin.y + size.height }
  /// The number of columns.
  @inlinable public var width: Int { size.width }
  /// The number of rows.
  @inlinable public var height: Int { size.height }
  /// Whether the rectangle covers no cell at all.
  @inlinable public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

  /// The overlap of two rectangles (empty, at `self`'s origin, when they do not meet).
  @inlinable public func intersection(_ other: Rect) -> Rect {
    Self.overlap(self, other)
  }

  /// ``intersection(_:)`` read from the stored parts, with no call: in a debug build
  /// `minX`…`maxY`, `min`, `max` and the initialisers are each a call, and every local of a
  /// function is zeroed when it is entered (a call each), where every clip computes this.
  /// Transparent, so that its locals cost nothing there.
  @_transparent @usableFromInline static func overlap(_ first: Rect, _ second: Rect) -> Rect {
    let firstRight = first.origin.x + first.size.width
    let secondRight = second.origin.x + second.size.width
    let firstBottom = first.origin.y + first.size.height
    let secondBottom = second.origin.y + second.size.height
    var result = first
    if second.origin.x > first.origin.x { result.origin.x = second.origin.x }
    if second.origin.y > first.origin.y { result.origin.y = second.origin.y }
    let right = firstRight < secondRight ? firstRight : secondRight
    let bottom = firstBottom < secondBottom ? firstBottom : secondBottom
    if right <= result.origin.x || bottom <= result.origin.y {
      result.origin = first.origin
      result.size.width = 0
      result.size.height = 0
      return result
    }
    result.size.width = right - result.origin.x
    result.size.height = bottom - result.origin.y
    return result
  }

  /// This rectangle shrunk by `insets` (never to a negative size).
  @inlinable public func inset(by insets: CellInsets) -> Rect {
    Rect(
      x: minX + insets.leading, y: minY + insets.top,
      width: max(0, width - insets.leading - insets.trailing),
      height: max(0, height - insets.top - insets.bottom))
  }

  /// Whether `point` is one of the cells this rectangle covers.
  public func contains(_ point: Point) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  public var description: String { "(\(minX),\(minY) \(size))" }
}

/// Distances from each edge in points, as SwiftUI's `EdgeInsets`: `.padding(_:)` takes them
/// and ``CellMetric`` rounds each edge to cells (``CellInsets``).
public struct EdgeInsets: Hashable, Sendable {
  /// Points inset from the top edge.
  public var top: CGFloat
  /// Points inset from the leading edge.
  public var leading: CGFloat
  /// Points inset from the bottom edge.
  public var bottom: CGFloat
  /// Points inset from the trailing edge.
  public var trailing: CGFloat
  /// Insets of the given points from each edge; unnamed edges get none.
  @inlinable public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
}

/// An edge of a rectangle; `Edge.Set` names several, as SwiftUI's `.padding(.horizontal, 2)` does.
public enum Edge: Int8, CaseIterable, Sendable {
  /// The top, leading, bottom and trailing edges; leading is the left in a terminal.
  case top, leading, bottom, trailing

  /// A set of edges.
  public struct Set: OptionSet, Sendable, Hashable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The set holding `edge` alone.
    public init(_ edge: Edge) { self.rawValue = 1 << edge.rawValue }
    /// The top edge.
    public static let top = Set(.top)
    /// The leading edge.
    public static let leading = Set(.leading)
    /// The bottom edge.
    public static let bottom = Set(.bottom)
    /// The trailing edge.
    public static let trailing = Set(.trailing)
    /// The leading and trailing edges.
    public static let horizontal: Set = [.leading, .trailing]
    /// The top and bottom edges.
    public static let vertical: Set = [.top, .bottom]
    /// All four edges.
    public static let all: Set = [.top, .leading, .bottom, .trailing]
  }
}

/// Where a child sits horizontally inside a larger space.
public enum HorizontalAlignment: Sendable, Hashable {
  /// Aligns to the leading edge, the centre (rounding towards the leading edge), or the trailing edge.
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
  /// Aligns to the top edge, the centre (rounding towards the top), or the bottom edge.
  case top, center, bottom

  /// SwiftUI's first-text-baseline alignment: in cells, a text's first baseline is in its
  /// first row, so views align by their tops.
  public static let firstTextBaseline = VerticalAlignment.top
  /// SwiftUI's last-text-baseline alignment: a text's last baseline is in its last row, so
  /// views align by their bottoms.
  public static let lastTextBaseline = VerticalAlignment.bottom

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
  /// The alignment along the x axis.
  public var horizontal: HorizontalAlignment
  /// The alignment along the y axis.
  public var vertical: VerticalAlignment
  /// An alignment from its horizontal and vertical parts.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
  /// Aligns to the top and leading edges.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// Aligns to the top edge, centred horizontally.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// Aligns to the top and trailing edges.
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// Aligns to the leading edge, centred vertically.
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// Centres in both directions.
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// Aligns to the trailing edge, centred vertically.
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// Aligns to the bottom and leading edges.
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  /// Aligns to the bottom edge, centred horizontally.
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// Aligns to the bottom and trailing edges.
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
  /// Along a row (x) or down a column (y).
  case horizontal, vertical

  /// A set of axes, as `.fixedSize(horizontal:vertical:)` and `ScrollView(_:)` take.
  public struct Set: OptionSet, Sendable, Hashable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The horizontal axis.
    public static let horizontal = Set(rawValue: 1)
    /// The vertical axis.
    public static let vertical = Set(rawValue: 2)
  }
}
