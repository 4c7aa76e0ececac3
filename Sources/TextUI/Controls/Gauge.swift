/// A value within a range, as SwiftUI's `Gauge`: its label, then a bar with the current
/// value's label, drawn like a determinate `ProgressView`.
public struct Gauge<Label: View, CurrentValueLabel: View>: View {
  let fraction: Double
  let label: Label
  let currentValueLabel: CurrentValueLabel

  /// A gauge of `value` in `bounds`.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    let span = Double(bounds.upperBound - bounds.lowerBound)
    let offset = Double(value - bounds.lowerBound)
    self.fraction = span > 0 && offset.isFinite ? min(max(offset / span, 0), 1) : 0
    self.label = label()
    self.currentValueLabel = currentValueLabel()
  }

  public var body: some View {
    HStack(spacing: 1) {
      label
      ProgressBar(fraction: fraction)
      currentValueLabel
    }
    .accessibility(
      .control(
        role: .progress, name: "", nameFromContent: true, value: "\(Int((fraction * 100).rounded()))%",
        isFocusable: false))
  }
}

extension Gauge where CurrentValueLabel == EmptyView {
  /// A gauge of `value` in `bounds` with a label only.
  public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
    self.init(value: value, in: bounds, label: label, currentValueLabel: { EmptyView() })
  }
}
