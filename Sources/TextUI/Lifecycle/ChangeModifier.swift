/// `.onChange(of:)`: runs an action after a render in which a value differs from the one
/// the previous render saw, as SwiftUI does (not for the first value unless `initial`).
struct ChangeModifier<Value: Equatable>: ViewModifier {
  let value: Value
  let initial: Bool
  let action: (Value, Value) -> Void
  @State private var seen = SeenValue<Value>()

  func body(content: Content) -> some View {
    let seen = self.seen
    let value = self.value
    let initial = self.initial
    let action = self.action
    content.onAppear {
      seen.last = value
      if initial { action(value, value) }
    }
    .modifier(ChangeEffect(value: value, seen: seen, action: action))
  }
}

/// The value an `.onChange` saw last; a reference so the render and the effect share it.
final class SeenValue<Value> {
  var last: Value?
}

/// Compares the value with the last one seen, after the render, and runs the action once
/// per change.
struct ChangeEffect<Value: Equatable>: PrimitiveModifier {
  let value: Value
  let seen: SeenValue<Value>
  let action: (Value, Value) -> Void

  static func _makeNodes(
    _ modifier: Self, inputs: _ViewInputs, into nodes: inout [NodeRef],
    content: (_ViewInputs, inout [NodeRef]) -> Void
  ) {
    let (value, seen, action) = (modifier.value, modifier.seen, modifier.action)
    // Compared inside the effect, so a reused result that replays it acts only once.
    inputs.graph.performEffect {
      guard let last = seen.last, last != value else { return }
      seen.last = value
      action(last, value)
    }
    content(inputs, &nodes)
  }
}

extension View {
  /// Runs `action` with the old and new value whenever `value` changes (and once at first
  /// with the same value twice when `initial` is true).
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View {
    modifier(ChangeModifier(value: value, initial: initial, action: action))
  }

  /// Runs `action` whenever `value` changes (and once at first when `initial` is true).
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void)
    -> some View
  {
    modifier(ChangeModifier(value: value, initial: initial) { _, _ in action() })
  }

  /// SwiftUI's older form: runs `action` with the new value whenever `value` changes.
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void)
    -> some View
  {
    modifier(ChangeModifier(value: value, initial: false) { _, new in action(new) })
  }
}
