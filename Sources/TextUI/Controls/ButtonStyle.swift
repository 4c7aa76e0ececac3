/// A look for buttons, as SwiftUI's `ButtonStyle`: your own, drawn for every button under
/// `.buttonStyle(_:)`. What `makeBody(configuration:)` returns is the whole button, and all
/// of it is the button's tappable region, so a preview step still taps it by its title.
///
/// ```swift
/// struct PillButtonStyle: ButtonStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     configuration.label.bold().padding(.horizontal, 1).background(.blue)
///   }
/// }
///
/// Button("Checkout") { … }.buttonStyle(PillButtonStyle())
/// ```
///
/// A terminal has no press: `configuration.isPressed` is always false, so a snapshot shows
/// the button at rest. The built-in looks (`.plain`, `.bordered`, …) are `PrimitiveButtonStyle`s.
@MainActor @preconcurrency
public protocol ButtonStyle {
  /// The view that represents a button.
  associatedtype Body: View
  /// The properties of a button this style draws.
  typealias Configuration = ButtonStyleConfiguration

  /// The view for a button with `configuration`'s label, role and press state.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `ButtonStyle` draws a button from.
public struct ButtonStyleConfiguration {
  /// The button's label, as a view a style places where it likes.
  public struct Label: View {
    let content: AnyView

    /// The label the button was made with.
    public var body: some View { content }
  }

  /// The button's label.
  public let label: Label
  /// The button's role (`.destructive`, `.cancel`), if any.
  public let role: ButtonRole?
  /// Whether the button is being pressed: always false, as a snapshot shows it at rest.
  public let isPressed: Bool
}

/// A look for buttons that also decides when the button fires, as SwiftUI's
/// `PrimitiveButtonStyle`: the built-in styles (`.automatic`, `.plain`, `.bordered`, …) and
/// your own, which call `configuration.trigger()` from a gesture or a `Button` of their own.
///
/// ```swift
/// struct DoubleTapStyle: PrimitiveButtonStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     configuration.label.onTapGesture(count: 2) { configuration.trigger() }
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
  /// The view that represents a button.
  associatedtype Body: View
  /// The properties of a button this style draws.
  typealias Configuration = PrimitiveButtonStyleConfiguration

  /// The view for a button with `configuration`'s label and role; it runs the button's action
  /// by calling `configuration.trigger()`.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `PrimitiveButtonStyle` draws a button from, and how it fires it.
public struct PrimitiveButtonStyleConfiguration {
  /// The button's label, as a view a style places where it likes.
  public struct Label: View {
    let content: AnyView

    /// The label the button was made with.
    public var body: some View { content }
  }

  /// The button's label.
  public let label: Label
  /// The button's role (`.destructive`, `.cancel`), if any.
  public let role: ButtonRole?
  let title: String?
  let action: () -> Void

  /// Runs the button's action: a style calls it when its gesture completes.
  public func trigger() { action() }
}

/// How a built-in button style is drawn in cells, kept in the environment for `Button`,
/// `Menu` and list rows to read.
enum ButtonChrome: Sendable, Hashable {
  /// Brackets around the label: `[ Title ]`.
  case bordered
  /// The label alone.
  case plain
}

/// A built-in style: drawn by `Button` itself, which knows its chrome.
@MainActor protocol BuiltInButtonStyle {
  var chrome: ButtonChrome { get }
}

extension ButtonChrome {
  /// The chrome drawn around `label`, for code that calls a built-in style's `makeBody` itself.
  @MainActor func body(_ label: PrimitiveButtonStyleConfiguration.Label) -> AnyView {
    switch self {
    case .plain: AnyView(label)
    case .bordered:
      AnyView(
        HStack(spacing: 0) {
          Text(verbatim: "[ ").accessibilityHidden(true)
          label
          Text(verbatim: " ]").accessibilityHidden(true)
        })
    }
  }
}

/// The platform's default button look: `[ Title ]`, or the label alone in a list row.
public struct DefaultButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
  /// The default style.
  public init() {}
  var chrome: ButtonChrome { .bordered }
  /// The button drawn `[ Title ]`.
  public func makeBody(configuration: Configuration) -> some View { chrome.body(configuration.label) }
}

/// The label alone, as SwiftUI's `PlainButtonStyle`.
public struct PlainButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
  /// The plain style.
  public init() {}
  var chrome: ButtonChrome { .plain }
  /// The button drawn as its label.
  public func makeBody(configuration: Configuration) -> some View { chrome.body(configuration.label) }
}

/// The label alone, as SwiftUI's `BorderlessButtonStyle`.
public struct BorderlessButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
  /// The borderless style.
  public init() {}
  var chrome: ButtonChrome { .plain }
  /// The button drawn as its label.
  public func makeBody(configuration: Configuration) -> some View { chrome.body(configuration.label) }
}

/// A bordered button, `[ Title ]`, as SwiftUI's `BorderedButtonStyle`.
public struct BorderedButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
  /// The bordered style.
  public init() {}
  var chrome: ButtonChrome { .bordered }
  /// The button drawn `[ Title ]`.
  public func makeBody(configuration: Configuration) -> some View { chrome.body(configuration.label) }
}

/// A prominent bordered button, as SwiftUI's `BorderedProminentButtonStyle`: `[ Title ]`,
/// since a terminal cell has no filled capsule to make it stand out.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
  /// The prominent bordered style.
  public init() {}
  var chrome: ButtonChrome { .bordered }
  /// The button drawn `[ Title ]`.
  public func makeBody(configuration: Configuration) -> some View { chrome.body(configuration.label) }
}

/// A button drawn as a link, as SwiftUI's `LinkButtonStyle`: the label alone.
public struct LinkButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
  /// The link style.
  public init() {}
  var chrome: ButtonChrome { .plain }
  /// The button drawn as its label.
  public func makeBody(configuration: Configuration) -> some View { chrome.body(configuration.label) }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  /// The platform's default look: `[ Title ]`.
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  /// The label alone.
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  /// The label alone, with no border.
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  /// Brackets around the label: `[ Title ]`.
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  /// Brackets around the label, as `.bordered`: `[ Title ]`.
  public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension PrimitiveButtonStyle where Self == LinkButtonStyle {
  /// The label alone.
  public static var link: LinkButtonStyle { LinkButtonStyle() }
}

/// A custom button style, kept type-erased in the environment.
enum CustomButtonStyle {
  /// A `ButtonStyle`: `Button` wraps its body in the button's tappable region.
  case styled(any ButtonStyle)
  /// A `PrimitiveButtonStyle`: its body fires the action itself.
  case primitive(any PrimitiveButtonStyle)
}

extension ButtonStyle {
  /// The style's body as a view of no particular type, for a style held as `any ButtonStyle`.
  func erasedBody(_ configuration: Configuration) -> AnyView { AnyView(makeBody(configuration: configuration)) }
}

extension PrimitiveButtonStyle {
  /// The style's body as a view of no particular type, for a style held as `any PrimitiveButtonStyle`.
  func erasedBody(_ configuration: Configuration) -> AnyView { AnyView(makeBody(configuration: configuration)) }
}

private struct ButtonChromeKey: EnvironmentKey {
  static var defaultValue: ButtonChrome { .bordered }
}

private struct PlainStyledKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

private struct IsToolbarItemKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

private struct CustomButtonStyleKey: EnvironmentKey {
  static var defaultValue: CustomButtonStyle? { nil }
}

extension EnvironmentValues {
  /// How buttons drawn by a built-in style look below this point.
  var buttonChrome: ButtonChrome {
    get { self[ButtonChromeKey.self] }
    set { self[ButtonChromeKey.self] = newValue }
  }

  /// Whether `.buttonStyle(.plain)` (or `.borderless`) was set below this point, as opposed
  /// to a list making its buttons plain: a `Link` or `NavigationLink` then draws its label as
  /// it is, without the accent colour, as SwiftUI's plain style does.
  var isPlainStyled: Bool {
    get { self[PlainStyledKey.self] }
    set { self[PlainStyledKey.self] = newValue }
  }

  /// Whether the views below are a navigation bar's item, whose buttons iOS draws as text in
  /// the accent colour.
  var isToolbarItem: Bool {
    get { self[IsToolbarItemKey.self] }
    set { self[IsToolbarItemKey.self] = newValue }
  }

  /// The custom style buttons below this point draw with, if any.
  var customButtonStyle: CustomButtonStyle? {
    get { self[CustomButtonStyleKey.self] }
    set { self[CustomButtonStyleKey.self] = newValue }
  }
}

extension View {
  /// Draws the buttons in this view with your own `ButtonStyle`: its body is each button,
  /// tappable as a whole.
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    environment(\.customButtonStyle, .styled(style))
  }

  /// Draws the buttons in this view with a built-in style (`.plain`, `.bordered`,
  /// `.borderedProminent`, `PlainButtonStyle()`, …) or your own `PrimitiveButtonStyle`.
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    let chrome = (style as? any BuiltInButtonStyle)?.chrome
    let custom: CustomButtonStyle? = chrome == nil ? .primitive(style) : nil
    return transformEnvironment(\.self) { values in
      if let chrome { values.buttonChrome = chrome }
      values.isPlainStyled = chrome == .plain
      values.customButtonStyle = custom
    }
  }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
  /// A button made from a primitive style's configuration, as SwiftUI's `Button(_:)`: a
  /// `PrimitiveButtonStyle` that only wants to restyle the standard button wraps it in this.
  public init(_ configuration: PrimitiveButtonStyleConfiguration) {
    self.title = configuration.title
    self.label = configuration.label
    self.action = configuration.action
    self.role = configuration.role
  }
}
