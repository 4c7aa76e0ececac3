/// A control that steps a value up and down, as SwiftUI's `Stepper`: its label, then
/// `[ - ]` and `[ + ]` buttons that a preview step taps by their labels ("-" and "+"). A
/// button that would step past the stepper's bounds is dimmed and does nothing, as SwiftUI
/// disables it.
public struct Stepper<Label: View>: View {
  let label: Label
  let onIncrement: (() -> Void)?
  let onDecrement: (() -> Void)?
  /// The title of a text stepper, the name steps and focus use; empty for a custom label.
  var title = ""
  /// Whether the value sits at the lower or upper bound, where that button is disabled.
  var isAtLowerBound = false
  var isAtUpperBound = false
  /// The value, as a screen reader says it; `nil` for a stepper of actions.
  var valueText: String? = nil

  /// A stepper with actions for each step.
  public init(
    @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
    self.onIncrement = onIncrement
    self.onDecrement = onDecrement
  }

  /// A stepper over a value, kept within `bounds`.
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.onIncrement = { value.wrappedValue = min(value.wrappedValue.advanced(by: step), bounds.upperBound) }
    self.onDecrement = { value.wrappedValue = max(value.wrappedValue.advanced(by: -step), bounds.lowerBound) }
    self.isAtLowerBound = value.wrappedValue <= bounds.lowerBound
    self.isAtUpperBound = value.wrappedValue >= bounds.upperBound
    self.valueText = "\(value.wrappedValue)"
  }

  /// A stepper over an unbounded value.
  public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.onIncrement = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
    self.onDecrement = { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
    self.valueText = "\(value.wrappedValue)"
  }

  @Environment(\.labelsHidden) private var labelsHidden

  public var body: some View {
    HStack(spacing: 1) {
      if !labelsHidden {
        label
        Spacer(minLength: 1)
      }
      Button(title: "-", label: Text(verbatim: "-")) { onDecrement?() }.disabled(onDecrement == nil || isAtLowerBound)
      Button(title: "+", label: Text(verbatim: "+")) { onIncrement?() }.disabled(onIncrement == nil || isAtUpperBound)
    }
    .modifier(
      AdjustableRegion(label: title, value: valueText, labelInsets: nil) { [onIncrement, onDecrement] direction in
        if direction > 0 {
          for _ in 0..<direction { onIncrement?() }
        } else {
          for _ in 0..<(-direction) { onDecrement?() }
        }
      })
  }
}

extension Stepper where Label == Text {
  /// A text stepper over a value, kept within `bounds`.
  @_disfavoredOverload
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, in: bounds, step: step) { Text(title) }
    self.title = String(title)
  }

  /// A text stepper over a value, kept within `bounds`.
  /// Its title is a localized key, looked up in the environment's locale as `Text`'s is.
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, in: bounds, step: step) { Text(titleKey) }
    self.title = titleKey.text.content
  }

  /// A text stepper over an unbounded value.
  @_disfavoredOverload
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, step: step) { Text(title) }
    self.title = String(title)
  }

  /// A text stepper over an unbounded value.
  /// Its title is a localized key, looked up in the environment's locale as `Text`'s is.
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, step: step) { Text(titleKey) }
    self.title = titleKey.text.content
  }

  /// A text stepper with actions for each step.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement)
    self.title = String(title)
  }

  /// A text stepper with actions for each step.
  /// Its title is a localized key, looked up in the environment's locale as `Text`'s is.
  public init(
    _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement)
    self.title = titleKey.text.content
  }
}
