import Foundation

/// A shape drawn in cells, as SwiftUI's `Shape`: `Rectangle`, `RoundedRectangle`, `Circle`,
/// `Ellipse` and `Capsule`. Alone or with `.fill(_:)` it paints the cells it is given (with
/// the fill colour as background, or "█" for the foreground style; a clear colour, which is
/// also the terminal's primary colour, paints nothing); with `.stroke(_:)` it
/// draws its outline in box-drawing characters, square-cornered for rectangles and rounded
/// for the others. Like SwiftUI's shapes, it takes the space it is offered.
public protocol Shape: View, Sendable {
  /// Whether the outline has rounded corners.
  var _isRounded: Bool { get }
  /// The outline of this shape in `rect`. Write it for a custom shape: TextUI rasterises the
  /// path into cells (see `Path`). The built-in shapes draw themselves as box outlines instead.
  func path(in rect: CGRect) -> Path
}

extension Shape {
  /// Custom shapes are square-cornered unless they say otherwise.
  public var _isRounded: Bool { false }

  /// A built-in shape's outline: its rectangle.
  public func path(in rect: CGRect) -> Path { Path(rect) }

  /// How a custom shape is drawn: its own path, rasterised; nil for a built-in shape.
  var customPath: (@MainActor (CGRect) -> Path)? {
    if self is any BuiltInShape { return nil }
    let shape = self
    return { @MainActor rect in shape.path(in: rect) }
  }

  /// The shape filling the cells it is given with solid blocks, "█", in the foreground colour.
  public var body: some View { _ShapeView(isRounded: _isRounded, paint: .foreground, customPath: customPath) }

  /// Paints the shape with `style`.
  public func fill<S: ShapeStyle>(_ style: S = .foreground, style fillStyle: FillStyle = FillStyle()) -> some View {
    _ShapeView(
      isRounded: _isRounded, paint: style is ForegroundStyle ? .foreground : .fill(style._cellColor),
      customPath: customPath)
  }

  /// Draws the shape's outline in `style`.
  public func stroke<S: ShapeStyle>(_ style: S = .foreground, lineWidth: Double = 1) -> some View {
    _ShapeView(isRounded: _isRounded, paint: .stroke(style._cellColor), customPath: customPath)
  }

  /// Draws the shape's outline in `style`, inside its frame (the same in cells).
  public func strokeBorder<S: ShapeStyle>(_ style: S = .foreground, lineWidth: Double = 1) -> some View {
    stroke(style, lineWidth: lineWidth)
  }
}

/// How a shape's fill treats overlapping paths, as SwiftUI's `FillStyle`; cells have none.
public struct FillStyle: Hashable, Sendable {
  /// Whether overlapping paths use the even-odd rule; cells have none, so it has no effect.
  public var isEOFilled: Bool
  /// Whether edges are smoothed; cells are whole, so it has no effect.
  public var isAntialiased: Bool
  /// A fill style; accepted with no effect.
  ///
  /// - Parameters:
  ///   - eoFill: Whether to use the even-odd rule.
  ///   - antialiased: Whether to smooth edges.
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    self.isEOFilled = eoFill
    self.isAntialiased = antialiased
  }
}

/// How rounded corners are drawn, as SwiftUI's `RoundedCornerStyle`; cells round them alike.
public enum RoundedCornerStyle: Sendable, Hashable {
  /// Corners rounded as quarter circles, or with a smooth curve; both draw as "╭", "╮",
  /// "╰" and "╯".
  case circular, continuous
}

/// A rectangle.
public struct Rectangle: Shape, BuiltInShape {
  /// Creates a rectangle, outlined with square corners.
  public init() {}
  public var _isRounded: Bool { false }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: Shape, BuiltInShape {
  /// The radius of the corners; in cells, every radius draws the same rounded corner.
  public var cornerRadius: Double
  /// Creates a rounded rectangle.
  ///
  /// - Parameters:
  ///   - cornerRadius: The radius of the corners; every radius draws the same in cells.
  ///   - style: How the corners are rounded; they draw alike.
  public init(cornerRadius: Double, style: RoundedCornerStyle = .continuous) { self.cornerRadius = cornerRadius }
  /// Creates a rounded rectangle with corners of `cornerSize`.
  ///
  /// - Parameters:
  ///   - cornerSize: The size of the corners; its width is the corner radius.
  ///   - style: How the corners are rounded; they draw alike.
  public init(cornerSize: Size, style: RoundedCornerStyle = .continuous) {
    self.cornerRadius = Double(cornerSize.width)
  }
  public var _isRounded: Bool { true }
}

/// A circle, drawn as the rounded box of the space it is given.
public struct Circle: Shape, BuiltInShape {
  /// Creates a circle.
  public init() {}
  public var _isRounded: Bool { true }
}

/// An ellipse, drawn as the rounded box of the space it is given.
public struct Ellipse: Shape, BuiltInShape {
  /// Creates an ellipse.
  public init() {}
  public var _isRounded: Bool { true }
}

/// A capsule, drawn as the rounded box of the space it is given.
public struct Capsule: Shape, BuiltInShape {
  /// Creates a capsule.
  ///
  /// - Parameter style: How its ends are rounded; they draw alike.
  public init(style: RoundedCornerStyle = .continuous) {}
  public var _isRounded: Bool { true }
}

/// A shape with its paint, the one primitive behind every shape.
public struct _ShapeView: _PrimitiveView {
  enum Paint: Equatable {
    /// Solid blocks in the foreground colour.
    case foreground
    /// The cells' background in a colour; a clear colour paints nothing.
    case fill(Color?)
    case stroke(Color?)
  }

  let isRounded: Bool
  let paint: Paint
  var customPath: (@MainActor (CGRect) -> Path)?

  public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [NodeRef]) {
    if let makePath = view.customPath {
      nodes.append(
        NodeRef(
          in: inputs.tree,
          PathShapeNode(makePath: makePath, paint: view.paint, foreground: inputs.environment.foregroundColor)))
      return
    }
    nodes.append(
      NodeRef(
        in: inputs.tree,
        ShapeNode(isRounded: view.isRounded, paint: view.paint, foreground: inputs.environment.foregroundColor)))
  }
}

/// The shapes TextUI draws as box outlines in cells rather than by rasterising a path.
protocol BuiltInShape: Shape {}
