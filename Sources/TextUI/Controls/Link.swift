/// A link to a URL, as SwiftUI's `Link`: its label underlined in the accent colour, or as it
/// is under `.buttonStyle(.plain)`, as SwiftUI draws a plain-styled link. A preview never
/// leaves the app, so tapping it does nothing.
public struct Link<Label: View>: View {
  let destination: URL
  let label: Label

  /// A link with a custom label.
  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }

  @Environment(\.isPlainStyled) private var isPlainStyled

  public var body: some View {
    if isPlainStyled {
      label
    } else {
      label.underline().foregroundColor(.accentColor)
    }
  }
}

extension Link where Label == Text {
  /// A text link.
  public init<S: StringProtocol>(_ title: S, destination: URL) {
    self.init(destination: destination) { Text(title) }
  }
}
