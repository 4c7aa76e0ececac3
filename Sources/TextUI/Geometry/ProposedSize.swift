/// The size a parent offers a child, in cells, following SwiftUI's protocol:
/// `nil` asks for the child's ideal size, `0` for its minimum, `.unbounded` for its maximum.
///
/// "Unbounded" is a large finite number rather than `Int.max` so that adding padding or
/// spacing can never overflow.
public struct ProposedSize: Hashable, Sendable, CustomStringConvertible {
  /// The columns offered, or `nil` to ask for the ideal width.
  public var width: Int?
  /// The rows offered, or `nil` to ask for the ideal height.
  public var height: Int?

  /// The stand-in for infinity: larger than any terminal, small enough to add to safely.
  public static let infinity = 1 << 40

  /// A proposal of `width` × `height` cells; `nil` asks for the ideal size along that axis,
  /// and negative sizes are treated as zero.
  @inlinable public init(width: Int?, height: Int?) {
    self.width = width.map { max(0, $0) }
    self.height = height.map { max(0, $0) }
  }

  /// A proposal of exactly `size`.
  @inlinable public init(_ size: Size) { self.init(width: size.width, height: size.height) }

  /// Ask for the ideal size in both dimensions.
  public static let unspecified = ProposedSize(width: nil, height: nil)
  /// Ask for the minimum size.
  public static let zero = ProposedSize(width: 0, height: 0)
  /// Ask for the maximum size.
  public static let unbounded = ProposedSize(width: infinity, height: infinity)

  /// The proposal along `axis`.
  @inlinable public subscript(axis: Axis) -> Int? {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
  }

  /// This proposal with `insets` taken off (never below zero).
  @inlinable public func inset(by insets: CellInsets) -> ProposedSize {
    ProposedSize(
      width: width.map { $0 - insets.horizontal }, height: height.map { $0 - insets.vertical })
  }

  public var description: String {
    func text(_ value: Int?) -> String {
      guard let value else { return "nil" }
      return value >= ProposedSize.infinity ? "∞" : String(value)
    }
    return "\(text(width))×\(text(height))"
  }
}

extension Size {
  /// The size along `axis`.
  @inlinable public subscript(axis: Axis) -> Int {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
  }
}
