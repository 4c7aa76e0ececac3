/// SwiftUI's `@FocusState`: which field has the keyboard focus. A snapshot has no keyboard,
/// so nothing is ever focused by the user; the value is yours to read and set, and
/// `.focused(_:)` accepts it with no effect on drawing.
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
  /// Binds this field's focus to `condition`. Accepted with no effect: a snapshot has no
  /// keyboard focus to draw.
  public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }

  /// Binds this field's focus to `binding` having `value`. Accepted with no effect.
  public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
    self
  }
}
