extension Text {
  /// Text showing a value formatted with a `FormatStyle`, as SwiftUI's `Text(_:format:)`:
  /// `Text(price, format: .number.precision(.fractionLength(2)))`.
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
    self.init(verbatim: format.format(input))
  }
}

extension TextField {
  /// A field editing a value through a format, as SwiftUI's `TextField(_:value:format:)`:
  /// it shows the formatted value, and typed text that parses sets it.
  public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F)
  where F.FormatOutput == String {
    self.init(
      title,
      text: Binding(
        get: { format.format(value.wrappedValue) },
        set: { text in
          if let parsed = try? format.parseStrategy.parse(text) { value.wrappedValue = parsed }
        }))
  }
}
