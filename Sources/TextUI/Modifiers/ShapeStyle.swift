/// What fills a shape or a background, as SwiftUI's `ShapeStyle`: in a terminal, a colour
/// (gradients and materials draw as their main colour), so `.background(.orange)` and
/// `.fill(.blue)` port unchanged.
public protocol ShapeStyle: Sendable {
  /// The colour cells are painted with; `nil` leaves them as they are.
  var _cellColor: Color? { get }
}

extension Color: ShapeStyle {
  public var _cellColor: Color? { self }
}

extension ShapeStyle where Self == Color {
  public static var black: Color { Color.black }
  public static var red: Color { Color.red }
  public static var green: Color { Color.green }
  public static var yellow: Color { Color.yellow }
  public static var blue: Color { Color.blue }
  public static var cyan: Color { Color.cyan }
  public static var white: Color { Color.white }
  public static var gray: Color { Color.gray }
  public static var orange: Color { Color.orange }
  public static var pink: Color { Color.pink }
  public static var purple: Color { Color.purple }
  public static var indigo: Color { Color.indigo }
  public static var teal: Color { Color.teal }
  public static var mint: Color { Color.mint }
  public static var brown: Color { Color.brown }
  public static var clear: Color { Color.clear }
  public static var primary: Color { Color.primary }
  public static var secondary: Color { Color.secondary }
  public static var accentColor: Color { Color.accentColor }
  /// SwiftUI's tint style: the accent colour.
  public static var tint: Color { Color.accentColor }
}

/// SwiftUI's `.foreground` style: the colour text is drawn in. A shape filled with it is
/// drawn with solid blocks, "█", so it shows in plain text too.
public struct ForegroundStyle: ShapeStyle, Hashable {
  public init() {}
  public var _cellColor: Color? { nil }
}

extension ShapeStyle where Self == ForegroundStyle {
  /// The foreground style.
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// SwiftUI's system materials (`.ultraThinMaterial`, …), drawn as nothing: a terminal has no
/// translucency, so the content behind shows as it is.
public struct Material: ShapeStyle, Hashable {
  private init() {}
  public var _cellColor: Color? { nil }

  public static let ultraThinMaterial = Material()
  public static let thinMaterial = Material()
  public static let regularMaterial = Material()
  public static let thickMaterial = Material()
  public static let ultraThickMaterial = Material()
  public static let bar = Material()
}

extension ShapeStyle where Self == Material {
  public static var ultraThinMaterial: Material { Material.ultraThinMaterial }
  public static var thinMaterial: Material { Material.thinMaterial }
  public static var regularMaterial: Material { Material.regularMaterial }
  public static var thickMaterial: Material { Material.thickMaterial }
  public static var ultraThickMaterial: Material { Material.ultraThickMaterial }
  public static var bar: Material { Material.bar }
}

/// SwiftUI's linear gradient, drawn as its first colour.
public struct LinearGradient: ShapeStyle {
  let colors: [Color]

  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) { self.colors = colors }
  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) { self.colors = gradient.colors }

  public var _cellColor: Color? { colors.first }
}

/// The colours of a gradient.
public struct Gradient: Hashable, Sendable {
  public var colors: [Color]
  public init(colors: [Color]) { self.colors = colors }
}

/// Paints a shape style behind a view, filling the view's cells.
struct ShapeStyleFill: View {
  let style: any ShapeStyle
  var body: some View {
    if let color = style._cellColor { color } else { EmptyView() }
  }
}

extension View {
  /// Paints `style` behind this view, as SwiftUI's `.background(.orange)`.
  public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    background(ShapeStyleFill(style: style))
  }

  /// SwiftUI's `.foregroundStyle(_:)` with any shape style: text takes its colour.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    environment(\.foregroundColor, style._cellColor)
  }

  /// SwiftUI's `.tint(_:)`: the accent of controls. Text is not tinted, so ported code keeps
  /// its look; accepted with no effect.
  public func tint(_ tint: Color?) -> some View { self }

  /// SwiftUI's deprecated `.accentColor(_:)`; accepted with no effect, as `.tint`.
  public func accentColor(_ accentColor: Color?) -> some View { self }
}
