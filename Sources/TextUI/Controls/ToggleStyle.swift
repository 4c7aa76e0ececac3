/// A look for toggles, as SwiftUI's `ToggleStyle`: the built-in ones (`.automatic` and
/// `.switch` drawn as iOS draws a switch, a full-width row `Title … [x]`; `.button` and
/// `.checkbox` box first, `[x] Title`) and your own. A custom style's
/// `makeBody(configuration:)` is drawn for every toggle under `.toggleStyle(_:)`; all of it is
/// the toggle's tappable region, so a preview step toggles it by its title as any toggle.
///
/// ```swift
/// struct CheckmarkStyle: ToggleStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     Button { configuration.isOn.toggle() } label: {
///       HStack {
///         Image(systemName: configuration.isOn ? "checkmark.square" : "square")
///         configuration.label
///       }
///     }
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol ToggleStyle {
  /// The view that represents a toggle.
  associatedtype Body: View
  /// The properties of a toggle this style draws.
  typealias Configuration = ToggleStyleConfiguration

  /// The view for a toggle with `configuration`'s label and state.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `ToggleStyle` draws a toggle from.
public struct ToggleStyleConfiguration {
  /// The toggle's label, as a view a style places where it likes.
  public struct Label: View {
    let content: AnyView

    /// The label the toggle was made with.
    public var body: some View { content }
  }

  /// The toggle's label.
  public let label: Label
  let title: String
  /// Whether the toggle is on; setting it sets the toggle's binding.
  @Binding public var isOn: Bool
  /// Whether the toggle stands for several values that are not all the same: always false,
  /// as TextUI's toggles each bind one `Bool`.
  public var isMixed: Bool { false }
}

/// A built-in toggle style: drawn by `Toggle` itself as `[x] Title`.
protocol BuiltInToggleStyle {}

extension ToggleStyleConfiguration {
  /// The built-in look, for code that calls a built-in style's `makeBody` itself.
  @MainActor var builtInBody: some View {
    Toggle(self).toggleStyle(.automatic)
  }
}

/// The platform's default toggle look: `[x] Title` (`Title … [x]` in a form's rows).
public struct DefaultToggleStyle: ToggleStyle, BuiltInToggleStyle {
  /// The default style.
  public init() {}
  /// The toggle drawn `[x] Title`.
  public func makeBody(configuration: Configuration) -> some View { configuration.builtInBody }
}

/// A switch in SwiftUI, as `SwitchToggleStyle`; `[x] Title` in a terminal.
public struct SwitchToggleStyle: ToggleStyle, BuiltInToggleStyle {
  /// The switch style, tinted with `tint`.
  ///
  /// - Parameter tint: The colour of the switch when on; accepted with no effect.
  public init(tint: Color? = nil) {}
  /// The toggle drawn `[x] Title`.
  public func makeBody(configuration: Configuration) -> some View { configuration.builtInBody }
}

/// A button that stays pressed while on, as SwiftUI's `ButtonToggleStyle`; `[x] Title` in a terminal.
public struct ButtonToggleStyle: ToggleStyle, BuiltInToggleStyle {
  /// The button style.
  public init() {}
  /// The toggle drawn `[x] Title`.
  public func makeBody(configuration: Configuration) -> some View { configuration.builtInBody }
}

/// A checkbox, as macOS's `CheckboxToggleStyle`: `[x] Title`.
public struct CheckboxToggleStyle: ToggleStyle, BuiltInToggleStyle {
  /// The checkbox style.
  public init() {}
  /// The toggle drawn `[x] Title`.
  public func makeBody(configuration: Configuration) -> some View { configuration.builtInBody }
}

extension ToggleStyle where Self == DefaultToggleStyle {
  /// The platform's default look: `[x] Title`.
  public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
  /// A switch in SwiftUI; `[x] Title` in a terminal.
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
  /// A toggle button in SwiftUI; `[x] Title` in a terminal.
  public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
  /// A checkbox: `[x] Title`.
  public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

extension ToggleStyle {
  /// The style's body as a view of no particular type, for a style held as `any ToggleStyle`.
  func erasedBody(_ configuration: Configuration) -> AnyView { AnyView(makeBody(configuration: configuration)) }
}

private struct CustomToggleStyleKey: EnvironmentKey {
  static var defaultValue: (any ToggleStyle)? { nil }
}

extension EnvironmentValues {
  /// The custom style toggles below this point draw with, if any.
  var customToggleStyle: (any ToggleStyle)? {
    get { self[CustomToggleStyleKey.self] }
    set { self[CustomToggleStyleKey.self] = newValue }
  }
}

extension View {
  /// Draws the toggles in this view with `style`: a built-in one (`.switch`, `.button`,
  /// `SwitchToggleStyle(tint:)`, …, all `[x] Title`) or your own `ToggleStyle`.
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
    transformEnvironment(\.self) { values in
      values.customToggleStyle = style is any BuiltInToggleStyle ? nil : style
      // A checkbox and a toggle button lead with their box; a switch trails its label.
      if style is CheckboxToggleStyle || style is ButtonToggleStyle {
        values.togglesTrailing = false
      } else if style is SwitchToggleStyle || style is DefaultToggleStyle {
        values.togglesTrailing = true
      }
    }
  }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
  /// A toggle made from a style's configuration, as SwiftUI's `Toggle(_:)`: a custom
  /// `ToggleStyle` that only wants to add to the standard toggle wraps it in this.
  public init(_ configuration: ToggleStyleConfiguration) {
    self.init(title: configuration.title, isOn: configuration.$isOn, label: configuration.label)
  }
}
