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
  /// Black: ANSI colour 0.
  public static var black: Color { Color.black }
  /// Red: ANSI colour 1.
  public static var red: Color { Color.red }
  /// Green: ANSI colour 2.
  public static var green: Color { Color.green }
  /// Yellow: ANSI colour 3.
  public static var yellow: Color { Color.yellow }
  /// Blue: ANSI colour 4.
  public static var blue: Color { Color.blue }
  /// Cyan: ANSI colour 6.
  public static var cyan: Color { Color.cyan }
  /// White: ANSI colour 7.
  public static var white: Color { Color.white }
  /// Gray: ANSI bright black, the colour of secondary content.
  public static var gray: Color { Color.gray }
  /// Orange: entry 208 of the 256-colour palette.
  public static var orange: Color { Color.orange }
  /// Pink: entry 205 of the 256-colour palette.
  public static var pink: Color { Color.pink }
  /// Purple: ANSI magenta.
  public static var purple: Color { Color.purple }
  /// Indigo: entry 61 of the 256-colour palette.
  public static var indigo: Color { Color.indigo }
  /// Teal: entry 30 of the 256-colour palette.
  public static var teal: Color { Color.teal }
  /// Mint: entry 121 of the 256-colour palette.
  public static var mint: Color { Color.mint }
  /// Brown: entry 130 of the 256-colour palette.
  public static var brown: Color { Color.brown }
  /// No colour: cells filled with it keep the terminal's own colours.
  public static var clear: Color { Color.clear }
  /// The terminal's own text colour; as a fill, it paints nothing.
  public static var primary: Color { Color.primary }
  /// The colour of secondary content: ANSI bright black (gray).
  public static var secondary: Color { Color.secondary }
  /// The accent colour: ANSI blue.
  public static var accentColor: Color { Color.accentColor }
  /// SwiftUI's tint style: the accent colour.
  public static var tint: Color { Color.accentColor }
}

/// SwiftUI's `.foreground` style: the colour text is drawn in. A shape filled with it is
/// drawn with solid blocks, "█", so it shows in plain text too.
public struct ForegroundStyle: ShapeStyle, Hashable {
  /// The foreground style, as `.foreground`.
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

  /// The thinnest material; drawn as nothing.
  public static let ultraThinMaterial = Material()
  /// A thin material; drawn as nothing.
  public static let thinMaterial = Material()
  /// The regular material; drawn as nothing.
  public static let regularMaterial = Material()
  /// A thick material; drawn as nothing.
  public static let thickMaterial = Material()
  /// The thickest material; drawn as nothing.
  public static let ultraThickMaterial = Material()
  /// The material of bars; drawn as nothing.
  public static let bar = Material()
}

extension ShapeStyle where Self == Material {
  /// The thinnest material; drawn as nothing, so the content behind shows.
  public static var ultraThinMaterial: Material { Material.ultraThinMaterial }
  /// A thin material; drawn as nothing, so the content behind shows.
  public static var thinMaterial: Material { Material.thinMaterial }
  /// The regular material; drawn as nothing, so the content behind shows.
  public static var regularMaterial: Material { Material.regularMaterial }
  /// A thick material; drawn as nothing, so the content behind shows.
  public static var thickMaterial: Material { Material.thickMaterial }
  /// The thickest material; drawn as nothing, so the content behind shows.
  public static var ultraThickMaterial: Material { Material.ultraThickMaterial }
  /// The material of bars and toolbars; drawn as nothing, so the content behind shows.
  public static var bar: Material { Material.bar }
}

/// SwiftUI's linear gradient, drawn as its first colour: as a style (`.background(gradient)`)
/// and as a view, which fills the space it is offered as a `Color` does
/// (`LinearGradient(…).frame(height: 200)` is a 9-row block of that colour).
public struct LinearGradient: ShapeStyle {
  let colors: [Color]

  /// A gradient through `colors`, drawn as the first of them.
  ///
  /// - Parameters:
  ///   - colors: The colours of the gradient; cells are painted with the first.
  ///   - startPoint: Where the gradient starts; ignored, as cells show one colour.
  ///   - endPoint: Where the gradient ends; ignored, as cells show one colour.
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) { self.colors = colors }
  /// A gradient through the colours of `gradient`, drawn as the first of them.
  ///
  /// - Parameters:
  ///   - gradient: The gradient; cells are painted with its first colour.
  ///   - startPoint: Where the gradient starts; ignored, as cells show one colour.
  ///   - endPoint: Where the gradient ends; ignored, as cells show one colour.
  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) { self.colors = gradient.colors }

  public var _cellColor: Color? { colors.first }
}

extension LinearGradient: View {
  /// The gradient as a view: its first colour filling the space offered.
  public var body: some View { colors.first ?? .clear }
}

/// The colours of a gradient.
public struct Gradient: Hashable, Sendable {
  /// The colours, in order; a fill paints with the first.
  public var colors: [Color]
  /// A gradient through `colors`.
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

extension Color {
  /// SwiftUI's gradient of this colour; a cell shows the colour itself.
  public var gradient: AnyGradient { AnyGradient(color: self) }
}

/// A gradient made from one colour (`Color.blue.gradient`), drawn as that colour.
public struct AnyGradient: ShapeStyle, Hashable {
  let color: Color

  public var _cellColor: Color? { color }
}

/// The third and fourth levels of SwiftUI's hierarchical styles, drawn dim grey like
/// `.secondary`: a terminal has one level of dimness.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
  private init() {}

  public var _cellColor: Color? { .secondary }

  /// Tertiary content: dim grey.
  public static let tertiary = HierarchicalShapeStyle()
  /// Quaternary content: dim grey.
  public static let quaternary = HierarchicalShapeStyle()
  /// Quinary content: dim grey.
  public static let quinary = HierarchicalShapeStyle()
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  /// Tertiary content: dim grey.
  public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle.tertiary }
  /// Quaternary content: dim grey.
  public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle.quaternary }
  /// Quinary content: dim grey.
  public static var quinary: HierarchicalShapeStyle { HierarchicalShapeStyle.quinary }
}
