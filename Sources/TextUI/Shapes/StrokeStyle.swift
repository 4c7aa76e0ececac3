/// SwiftUI's stroke description: width, caps, joins, dashes. A cell outline has one width
/// and no caps, so a shape stroked with a `StrokeStyle` is drawn as `.stroke(_:lineWidth:)`
/// draws it.
public struct StrokeStyle: Hashable, Sendable {
  /// The line's width in points.
  public var lineWidth: CGFloat
  /// How line ends look.
  public var lineCap: LineCap
  /// How corners look.
  public var lineJoin: LineJoin
  /// How far a miter join may extend.
  public var miterLimit: CGFloat
  /// Dash lengths.
  public var dash: [CGFloat]
  /// Where dashing starts.
  public var dashPhase: CGFloat

  /// A stroke description; every field is accepted, none changes the cells drawn.
  public init(
    lineWidth: CGFloat = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: CGFloat = 10,
    dash: [CGFloat] = [], dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }

  /// How the ends of a line look.
  public enum LineCap: Sendable, Hashable {
    /// Square ends at the end points, rounded ends, square ends past the end points.
    case butt, round, square
  }

  /// How the corners of a line look.
  public enum LineJoin: Sendable, Hashable {
    /// Sharp, rounded or cut corners.
    case miter, round, bevel
  }
}

extension Shape {
  /// Outlines this shape with `style`; drawn as `.stroke(content)` (the stroke style's
  /// width, caps and dashes are accepted, no effect).
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
    stroke(content, lineWidth: style.lineWidth)
  }

  /// Outlines this shape inside its frame with `style`; drawn as `.stroke(content)`.
  public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
    stroke(content, lineWidth: style.lineWidth)
  }

  /// The part of this shape's outline between `from` and `to` (0…1). Accepted with no
  /// effect: the whole shape is drawn, since a cell outline has no partial arcs — a progress
  /// ring ported this way shows its value in its label, not its arc.
  public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> Self { self }
}
