// SwiftUI's style types, so `.buttonStyle(PlainButtonStyle())`, `.textFieldStyle(.roundedBorder)`
// and `.toggleStyle(.switch)` port unchanged. Each maps to what a terminal can show.

/// SwiftUI's `PlainButtonStyle`: the label alone.
public struct PlainButtonStyle: Sendable {
  /// Creates the plain style.
  public init() {}
}
/// SwiftUI's `BorderlessButtonStyle`: the label alone.
public struct BorderlessButtonStyle: Sendable {
  /// Creates the borderless style.
  public init() {}
}
/// SwiftUI's `DefaultButtonStyle`: brackets.
public struct DefaultButtonStyle: Sendable {
  /// Creates the default style.
  public init() {}
}
/// SwiftUI's `BorderedButtonStyle`: brackets.
public struct BorderedButtonStyle: Sendable {
  /// Creates the bordered style.
  public init() {}
}
/// SwiftUI's `BorderedProminentButtonStyle`: brackets.
public struct BorderedProminentButtonStyle: Sendable {
  /// Creates the prominent bordered style.
  public init() {}
}

extension View {
  /// Sets buttons below to SwiftUI's plain style.
  public func buttonStyle(_ style: PlainButtonStyle) -> some View { buttonStyle(ButtonStyle.plain) }
  /// Sets buttons below to SwiftUI's borderless style.
  public func buttonStyle(_ style: BorderlessButtonStyle) -> some View { buttonStyle(ButtonStyle.plain) }
  /// Sets buttons below to SwiftUI's default style.
  public func buttonStyle(_ style: DefaultButtonStyle) -> some View { buttonStyle(ButtonStyle.bordered) }
  /// Sets buttons below to SwiftUI's bordered style.
  public func buttonStyle(_ style: BorderedButtonStyle) -> some View { buttonStyle(ButtonStyle.bordered) }
  /// Sets buttons below to SwiftUI's prominent bordered style.
  public func buttonStyle(_ style: BorderedProminentButtonStyle) -> some View { buttonStyle(ButtonStyle.bordered) }
}

/// How text fields look, as SwiftUI's text field styles. Every field is drawn bracketed,
/// `[text____]`, which reads as SwiftUI's rounded border; the style is accepted with no effect.
public struct TextFieldStyle: Sendable, Hashable {
  private let name: String
  /// The platform's choice; drawn bracketed.
  public static let automatic = TextFieldStyle(name: "automatic")
  /// A rounded border; drawn bracketed.
  public static let roundedBorder = TextFieldStyle(name: "roundedBorder")
  /// No border; drawn bracketed, so the field still shows where to type.
  public static let plain = TextFieldStyle(name: "plain")
  /// A square border; drawn bracketed.
  public static let squareBorder = TextFieldStyle(name: "squareBorder")
}

/// SwiftUI's `RoundedBorderTextFieldStyle`.
public struct RoundedBorderTextFieldStyle: Sendable {
  /// Creates the rounded-border style.
  public init() {}
}
/// SwiftUI's `PlainTextFieldStyle`.
public struct PlainTextFieldStyle: Sendable {
  /// Creates the plain style.
  public init() {}
}
/// SwiftUI's `DefaultTextFieldStyle`.
public struct DefaultTextFieldStyle: Sendable {
  /// Creates the default style.
  public init() {}
}

extension View {
  /// Sets the style of text fields below; accepted with no effect (fields are bracketed).
  public func textFieldStyle(_ style: TextFieldStyle) -> some View { self }
  /// SwiftUI's rounded-border fields; accepted with no effect.
  public func textFieldStyle(_ style: RoundedBorderTextFieldStyle) -> some View { self }
  /// SwiftUI's plain fields; accepted with no effect.
  public func textFieldStyle(_ style: PlainTextFieldStyle) -> some View { self }
  /// SwiftUI's default fields; accepted with no effect.
  public func textFieldStyle(_ style: DefaultTextFieldStyle) -> some View { self }
}

/// How toggles look, as SwiftUI's toggle styles. Every toggle is drawn `[x] Title`, which
/// reads as a checkbox or a switch alike; the style is accepted with no effect.
public struct ToggleStyle: Sendable, Hashable {
  private let name: String
  /// The platform's choice; drawn `[x] Title`.
  public static let automatic = ToggleStyle(name: "automatic")
  /// A switch; drawn `[x] Title`.
  public static let `switch` = ToggleStyle(name: "switch")
  /// A button that stays pressed while on; drawn `[x] Title`.
  public static let button = ToggleStyle(name: "button")
  /// A checkbox; drawn `[x] Title`.
  public static let checkbox = ToggleStyle(name: "checkbox")
}

/// SwiftUI's `SwitchToggleStyle`.
public struct SwitchToggleStyle: Sendable {
  /// The switch style, tinted with `tint`.
  ///
  /// - Parameter tint: The colour of the switch when on; accepted with no effect.
  public init(tint: Color? = nil) {}
}

extension View {
  /// Sets the style of toggles below; accepted with no effect.
  public func toggleStyle(_ style: ToggleStyle) -> some View { self }
  /// SwiftUI's switch toggles; accepted with no effect.
  public func toggleStyle(_ style: SwitchToggleStyle) -> some View { self }
}
