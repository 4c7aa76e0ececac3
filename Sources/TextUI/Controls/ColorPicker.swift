/// SwiftUI's `ColorPicker`: a label and a swatch of the chosen colour, `Accent … [■]` with
/// the square in that colour. Choosing a colour is not a preview step: give the state the
/// colour to show.
public struct ColorPicker<Label: View>: View {
  let label: Label
  let selection: Binding<Color>

  /// A picker of `selection`, labelled by `label`; `supportsOpacity` is accepted.
  public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.selection = selection
  }

  public var body: some View {
    HStack(spacing: 1) {
      label
      Spacer(minLength: 1)
      HStack(spacing: 0) {
        Text(verbatim: "[").accessibilityHidden(true)
        Text(verbatim: "■").foregroundColor(selection.wrappedValue)
        Text(verbatim: "]").accessibilityHidden(true)
      }
      .fixedSize()
    }
  }
}

extension ColorPicker where Label == Text {
  /// A picker titled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
  }

  /// A picker titled `titleKey`.
  /// Its title is a localized key, looked up in the environment's locale as `Text`'s is.
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
  }
}
