/// A label and a value on one row, as SwiftUI's `LabeledContent`: the label at the leading
/// edge, the value (dim) at the trailing edge.
public struct LabeledContent<Label: View, Content: View>: View {
  let label: Label
  let content: Content

  /// A row of `label` and `content`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  /// The label, then the value; one element for a screen reader.
  public var body: some View {
    HStack(spacing: 1) {
      label
      Spacer(minLength: 1)
      content.foregroundColor(.secondary)
    }
    // One element, "Version, 2.4 (118)", as SwiftUI reads it.
    .accessibilityElement(children: .combine)
  }
}

extension LabeledContent where Label == Text, Content == Text {
  /// A row of a title and a text value.
  public init<S: StringProtocol, V: StringProtocol>(_ title: S, value: V) {
    self.init(content: { Text(value) }, label: { Text(title) })
  }

  /// A row of a title and a formatted value.
  public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
  where F.FormatOutput == String {
    self.init(content: { Text(format.format(value)) }, label: { Text(title) })
  }
}

extension LabeledContent where Label == Text {
  /// A row of a title and any content.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(title) })
  }
}
