/// A link to a URL, as SwiftUI's `Link`: its label underlined in the accent colour. A
/// preview never leaves the app, so tapping it does nothing.
public struct Link<Label: View>: View {
  let destination: URL
  let label: Label

  /// A link with a custom label.
  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }

  public var body: some View {
    label.underline().foregroundColor(.accentColor)
  }
}

extension Link where Label == Text {
  /// A text link.
  public init<S: StringProtocol>(_ title: S, destination: URL) {
    self.init(destination: destination) { Text(title) }
  }
}
