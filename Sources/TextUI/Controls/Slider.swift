/// A control for a value in a range, as SwiftUI's `Slider`: a track with a knob where the
/// value lies, `├────●───────┤`. Live, Left and Right move it; a preview step
/// `.increment("Volume")` or `.decrement("Volume")` does the same.
public struct Slider<Label: View>: View {
  let fraction: Double
  let label: Label
  /// Moves the value by whole steps, kept within the bounds.
  let adjust: @MainActor (Int) -> Void

  /// A slider over `value` in `bounds`. Arrows move it by `step`, or by a tenth of the range
  /// when `step` would cross it in one move (SwiftUI's continuous slider, given as `step: 1`
  /// over `0...1`).
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1,
    @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    let span = Double(bounds.upperBound - bounds.lowerBound)
    let offset = Double(value.wrappedValue - bounds.lowerBound)
    self.fraction = span > 0 && offset.isFinite ? min(max(offset / span, 0), 1) : 0
    self.label = label()
    let stepSize = Double(step)
    let increment = stepSize > 0 && stepSize * 2 <= span ? stepSize : span / 10
    self.adjust = { direction in
      let moved = Double(value.wrappedValue) + Double(direction) * increment
      value.wrappedValue = V(min(max(moved, Double(bounds.lowerBound)), Double(bounds.upperBound)))
    }
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
      // The track is the value, said as a percentage, not part of the name.
      SliderTrack(fraction: fraction).accessibilityHidden(true)
    }
    // The name is the label's text, not the track's.
    .modifier(
      AdjustableRegion(
        label: "", value: "\(Int((fraction * 100).rounded()))%",
        labelInsets: CellInsets(trailing: SliderTrack.width + 1), adjust: adjust))
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
  /// The cells the track takes, ends included.
  static let width = 20

  var body: some View {
    // A fixed 20-cell track: a fraction keeps its place whatever the width, so snapshots
    // of the same value look the same in every layout.
    let width = Self.width - 2
    let knob = Int((fraction * Double(width - 1)).rounded())
    Text(
      verbatim: "├" + String(repeating: "─", count: knob) + "●" + String(repeating: "─", count: width - 1 - knob) + "┤")
  }
}
