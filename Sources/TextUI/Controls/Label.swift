/// A title with an icon, as SwiftUI's `Label`. SF Symbol names map to a one-cell Unicode
/// symbol with the same meaning (see `LabelSymbols`), as `Image(systemName:)` draws them. The icon
/// comes first, one cell before the title, unless `.labelStyle(_:)` says otherwise; in a
/// `List` or `Form` row it is in the accent colour, as iOS tints it.
public struct Label<Title: View, Icon: View>: View {
  let title: Title
  let icon: Icon
  /// The title's characters when it is a string, so an icon-only label is still named by it.
  var accessibilityTitle: String? = nil
  /// The SF Symbol the icon shows, when it was given by name.
  var iconSymbol: String? = nil
  @Environment(\.labelStyle) private var style

  /// A label from any title and icon views, the icon first, one cell apart.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  /// One element for a screen reader, as in SwiftUI: named by the title, the icon a picture.
  public var body: some View {
    content.accessibility(.labelled(accessibilityTitle))
  }

  /// The icon, a picture for a screen reader; on a row of a `List` or `Form` it is drawn in
  /// the accent colour unless a colour is set, as iOS tints a list row's label icons.
  private var markedIcon: some View {
    icon.accessibility(.icon(symbol: iconSymbol))
      .modifier(
        EnvironmentModifier { values in
          if values.isListRow && values.foregroundColor == nil { values.foregroundColor = .accentColor }
        })
  }

  @ViewBuilder private var content: some View {
    if let style {
      // A style's body draws with the default style again, so `Label(configuration)` in it
      // is the standard label rather than the style once more.
      style.erasedBody(
        LabelStyleConfiguration(
          title: LabelStyleConfiguration.Title(content: AnyView(title)),
          icon: LabelStyleConfiguration.Icon(content: AnyView(markedIcon)))
      )
      .environment(\.labelStyle, nil)
    } else {
      HStack(spacing: 1) {
        markedIcon
        title
      }
    }
  }
}

extension Label where Title == Text, Icon == Text {
  /// A label titled with a string literal, which interpolates as `Text`'s literals do, and a
  /// symbol icon.
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    self.title = titleKey.text
    self.icon = Text(verbatim: LabelSymbols.symbol(named: name))
    self.accessibilityTitle = titleKey.text.plainString
    self.iconSymbol = name
  }

  /// A label with TextUI's own words for a title, drawn as they are (never looked up).
  init(verbatim title: String, systemImage name: String) {
    self.title = Text(verbatim: title)
    self.icon = Text(verbatim: LabelSymbols.symbol(named: name))
    self.accessibilityTitle = title
    self.iconSymbol = name
  }

  /// A label with a text title and a symbol icon.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.title = Text(title)
    self.icon = Text(verbatim: LabelSymbols.symbol(named: name))
    self.accessibilityTitle = String(title)
    self.iconSymbol = name
  }
}
