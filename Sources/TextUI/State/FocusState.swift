/// SwiftUI's `@FocusState`: which field has the keyboard focus. Running live, moving focus
/// (Tab, a click) sets it, and setting it moves focus to the control bound with
/// `.focused(_:)`. A snapshot has no keyboard: the value is yours to set, and nothing is
/// drawn focused.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  @State private var value: Value

  /// A focus state for a Boolean: whether the one field bound to it is focused.
  public init() where Value == Bool {
    _value = State(initialValue: false)
  }

  /// A focus state for an optional value: which of several fields is focused, or nil.
  public init<T: Hashable>() where Value == T? {
    _value = State(initialValue: nil)
  }

  /// The focused field.
  public var wrappedValue: Value {
    get { value }
    nonmutating set { value = newValue }
  }

  /// A binding to the focus, for `.focused(_:)`.
  public var projectedValue: Binding {
    Binding(state: $value)
  }

  public func _install(_ inputs: _ViewInputs, slot: Int) {
    _value._install(inputs, slot: slot)
  }

  /// A binding to a `FocusState`, as `.focused(_:)` takes it.
  @propertyWrapper
  public struct Binding {
    let state: TextUI.Binding<Value>

    init(state: TextUI.Binding<Value>) { self.state = state }

    /// The focused field.
    public var wrappedValue: Value {
      get { state.wrappedValue }
      nonmutating set { state.wrappedValue = newValue }
    }

    /// This binding.
    public var projectedValue: Binding { self }
  }
}

extension View {
  /// Binds the focus of the control below (a field, a button, a toggle…) to `condition`:
  /// live, it becomes `true` when the control gains focus and `false` when it loses it, and
  /// setting it to `true` focuses the control.
  public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
    modifier(
      EnvironmentModifier {
        $0.focusBinding = InteractiveRegion.FocusBinding(
          isFocused: { condition.wrappedValue }, setFocused: { condition.wrappedValue = $0 })
      })
  }

  /// Binds the focus of the control below to `binding` having `value`: live, focusing the
  /// control sets `binding` to `value` (and leaving it sets `nil`, for an optional), and
  /// setting `binding` to `value` focuses the control.
  public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
    modifier(
      EnvironmentModifier {
        $0.focusBinding = InteractiveRegion.FocusBinding(
          isFocused: { binding.wrappedValue == value },
          setFocused: { focused in
            if focused {
              binding.wrappedValue = value
            } else if binding.wrappedValue == value, let none = (Value.self as? any ExpressibleByNilLiteral.Type) {
              // Only an optional focus value can say "nothing is focused".
              if let cleared = none.init(nilLiteral: ()) as? Value { binding.wrappedValue = cleared }
            }
          })
      })
  }

  /// Whether the controls below can take focus, as SwiftUI's `.focusable(_:)`: `false` leaves
  /// them out of Tab's order (a click or a preview step still acts on them). Views that are
  /// not controls never take focus here.
  public func focusable(_ isFocusable: Bool = true) -> some View {
    modifier(EnvironmentModifier { $0.isFocusable = isFocusable })
  }
}

private struct FocusBindingKey: EnvironmentKey {
  static var defaultValue: InteractiveRegion.FocusBinding? { nil }
}

private struct IsFocusableKey: EnvironmentKey {
  static let defaultValue = true
}

extension EnvironmentValues {
  /// The `@FocusState` binding a `.focused` modifier gives the next control below it.
  var focusBinding: InteractiveRegion.FocusBinding? {
    get { self[FocusBindingKey.self] }
    set { self[FocusBindingKey.self] = newValue }
  }

  /// Whether controls below take focus (`.focusable(false)` turns it off).
  var isFocusable: Bool {
    get { self[IsFocusableKey.self] }
    set { self[IsFocusableKey.self] = newValue }
  }
}
