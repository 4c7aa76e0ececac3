/// A look for labels, as SwiftUI's `LabelStyle`: the built-in ones (`.automatic` and
/// `.titleAndIcon`, icon then title; `.iconOnly`; `.titleOnly`) and your own, whose
/// `makeBody(configuration:)` places the label's title and icon.
///
/// ```swift
/// struct VerticalLabelStyle: LabelStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     VStack { configuration.icon; configuration.title }
///   }
/// }
///
/// Label("Send", systemImage: "paperplane").labelStyle(VerticalLabelStyle())
/// ```
@MainActor @preconcurrency
public protocol LabelStyle {
  /// The view that represents a label.
  associatedtype Body: View
  /// The parts of a label this style places.
  typealias Configuration = LabelStyleConfiguration

  /// The view for a label with `configuration`'s title and icon.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `LabelStyle` draws a label from.
public struct LabelStyleConfiguration {
  /// The label's title, as a view a style places where it likes.
  public struct Title: View {
    let content: AnyView

    /// The title the label was made with.
    public var body: some View { content }
  }

  /// The label's icon, as a view a style places where it likes.
  public struct Icon: View {
    let content: AnyView

    /// The icon the label was made with.
    public var body: some View { content }
  }

  /// The label's title.
  public let title: Title
  /// The label's icon.
  public let icon: Icon
}

/// The platform's default label look: the icon, then the title one cell after it.
public struct DefaultLabelStyle: LabelStyle {
  /// The default style.
  public init() {}
  /// The icon, then the title.
  public func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 1) {
      configuration.icon
      configuration.title
    }
  }
}

/// The icon then the title, whatever the context, as SwiftUI's `TitleAndIconLabelStyle`.
public struct TitleAndIconLabelStyle: LabelStyle {
  /// The title-and-icon style.
  public init() {}
  /// The icon, then the title.
  public func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 1) {
      configuration.icon
      configuration.title
    }
  }
}

/// The icon alone, as SwiftUI's `IconOnlyLabelStyle`.
public struct IconOnlyLabelStyle: LabelStyle {
  /// The icon-only style.
  public init() {}
  /// The icon alone.
  public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

/// The title alone, as SwiftUI's `TitleOnlyLabelStyle`.
public struct TitleOnlyLabelStyle: LabelStyle {
  /// The title-only style.
  public init() {}
  /// The title alone.
  public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

extension LabelStyle where Self == DefaultLabelStyle {
  /// The platform's default look: icon, then title.
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
  /// The icon, then the title.
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
  /// The icon alone.
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
  /// The title alone.
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle {
  /// The style's body as a view of no particular type, for a style held as `any LabelStyle`.
  func erasedBody(_ configuration: Configuration) -> AnyView { AnyView(makeBody(configuration: configuration)) }
}

private struct LabelStyleKey: EnvironmentKey {
  static var defaultValue: (any LabelStyle)? { nil }
}

extension EnvironmentValues {
  /// The style labels below this point draw with; `nil` draws the default, icon then title.
  var labelStyle: (any LabelStyle)? {
    get { self[LabelStyleKey.self] }
    set { self[LabelStyleKey.self] = newValue }
  }
}

extension View {
  /// Draws the labels in this view with `style`: `.iconOnly`, `.titleOnly`, `.titleAndIcon`,
  /// `.automatic`, or your own `LabelStyle`.
  public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
    environment(\.labelStyle, style is DefaultLabelStyle ? nil : style)
  }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
  /// A label made from a style's configuration, as SwiftUI's `Label(_:)`: a custom
  /// `LabelStyle` that only wants to add to the standard label wraps it in this.
  public init(_ configuration: LabelStyleConfiguration) {
    self.init(title: { configuration.title }, icon: { configuration.icon })
  }
}
