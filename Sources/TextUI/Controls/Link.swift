import Foundation

/// A link to a URL, as SwiftUI's `Link`: its label underlined in the accent colour, or as it
/// is under `.buttonStyle(.plain)`, as SwiftUI draws a plain-styled link. Tapping it (a
/// preview's `.tap("Terms")` or `.open("Terms")`) asks the environment's `openURL` to open
/// the destination, which in a preview does nothing. A screen reader hears a link named by
/// its label.
public struct Link<Label: View>: _PrimitiveView {
  let destination: URL
  let label: Label
  var title: String = ""

  /// A link with a custom label.
  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }

  public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [NodeRef]) {
    let openURL = inputs.environment.openURL
    let destination = view.destination
    var inputs = inputs
    if !inputs.environment.isPlainStyled {
      inputs.environment.foregroundColor = .accentColor
      inputs.environment.textAttributes.insert(.underline)
    }
    regionNodes(
      ImplicitRow(content: view.label), inputs: inputs, kind: .link, label: view.title,
      action: .tap { openURL(destination) }, into: &nodes)
  }
}

extension Link where Label == Text {
  /// A text link.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: URL) {
    self.init(destination: destination) { Text(title) }
    self.title = String(title)
  }

  /// A text link.
  /// Its title is a localized key, looked up in the environment's locale as `Text`'s is.
  public init(_ titleKey: LocalizedStringKey, destination: URL) {
    self.init(destination: destination) { Text(titleKey) }
    self.title = titleKey.text.content
  }
}
