// SwiftUI's text field style types, so `.textFieldStyle(.roundedBorder)` and
// `.textFieldStyle(RoundedBorderTextFieldStyle())` port unchanged.

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
