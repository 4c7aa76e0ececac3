/// SwiftUI's `.background` shape style: the view's background, which in a terminal is the
/// terminal's own — it draws nothing.
public struct BackgroundStyle: ShapeStyle, Hashable {
  /// The background style.
  public init() {}

  public var _cellColor: Color? { nil }
}

extension ShapeStyle where Self == BackgroundStyle {
  /// The view's background: the terminal's own, so nothing is drawn.
  public static var background: BackgroundStyle { BackgroundStyle() }
}

extension View {
  /// Fills behind this view with `style` in the shape `shape`. The shape is accepted (a cell
  /// has no curves): the fill covers the view's cells, as `.background(style)` does.
  public func background<S: ShapeStyle, T: Shape>(
    _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
  ) -> some View {
    background(style)
  }

  /// Fills behind this view with the background style in `shape`: draws nothing.
  public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
    self
  }
}
