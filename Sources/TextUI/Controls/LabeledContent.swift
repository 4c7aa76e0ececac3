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
  @_disfavoredOverload
  public init<S: StringProtocol, V: StringProtocol>(_ title: S, value: V) {
    self.init(content: { Text(value) }, label: { Text(title) })
  }

  /// A row of a title and a text value.
  /// Its title is a localized key, looked up in the environment's locale as `Text`'s is.
  public init<V: StringProtocol>(_ titleKey: LocalizedStringKey, value: V) {
    self.init(content: { Text(value) }, label: { Text(titleKey) })
  }

  /// A row of a title and a formatted value.
  @_disfavoredOverload
  public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
  where F.FormatOutput == String {
    self.init(content: { Text(format.format(value)) }, label: { Text(title) })
  }

  /// A row of a title and a formatted value.
  /// Its title is a localized key, looked up in the environment's locale as `Text`'s is.
  public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
  where F.FormatOutput == String {
    self.init(content: { Text(format.format(value)) }, label: { Text(titleKey) })
  }
}

extension LabeledContent where Label == Text {
  /// A row of a title and any content.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(title) })
  }

  /// A row of a title and any content.
  /// Its title is a localized key, looked up in the environment's locale as `Text`'s is.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(titleKey) })
  }
}
