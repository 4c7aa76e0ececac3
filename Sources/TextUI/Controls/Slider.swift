/// A control for a value in a range, as SwiftUI's `Slider`: a track with a knob where the
/// value lies, `├────●───────┤`, filling the width it is offered. Preview steps tap the
/// `[ - ]`/`[ + ]` of a `Stepper` instead; a slider is for showing a value.
public struct Slider<Label: View>: View {
  let fraction: Double
  let label: Label

  /// A slider over `value` in `bounds`.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1,
    @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    let span = Double(bounds.upperBound - bounds.lowerBound)
    let offset = Double(value.wrappedValue - bounds.lowerBound)
    self.fraction = span > 0 && offset.isFinite ? min(max(offset / span, 0), 1) : 0
    self.label = label()
  }

  /// A slider over `value` in `bounds` with labels for its ends.
  public init<V: BinaryFloatingPoint, ValueLabel: View>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, in: bounds, label: label)
  }

  /// A slider over `value` in `bounds` moving by `step`, with labels for its ends.
  public init<V: BinaryFloatingPoint, ValueLabel: View>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, in: bounds, label: label)
  }

  public var body: some View {
    HStack(spacing: 1) {
      label
      SliderTrack(fraction: fraction)
    }
  }
}

extension Slider where Label == EmptyView {
  /// A slider with no label.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, in: bounds, step: step, label: { EmptyView() })
  }
}

/// The track of a slider.
struct SliderTrack: View {
  let fraction: Double

  var body: some View {
    // A fixed 20-cell track: a fraction keeps its place whatever the width, so snapshots
    // of the same value look the same in every layout.
    let width = 18
    let knob = Int((fraction * Double(width - 1)).rounded())
    Text("├" + String(repeating: "─", count: knob) + "●" + String(repeating: "─", count: width - 1 - knob) + "┤")
  }
}
