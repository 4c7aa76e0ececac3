/// Private, persistent state of a view, as in SwiftUI. Its value survives re-renders as long
/// as the view keeps its place (identity) in the tree; setting it re-renders the graph.
///
/// ```swift
/// struct Counter: View {
///   @State private var count = 0
///   var body: some View { Button("Count: \(count)") { count += 1 } }
/// }
/// ```
@propertyWrapper
public struct State<Value>: DynamicProperty {
  let initialValue: Value
  let box: StateBox<Value>

  /// State starting at `value`, the first time the view appears at its place in the tree.
  public init(wrappedValue value: Value) {
    self.initialValue = value
    self.box = StateBox()
  }

  /// State starting at `value`; the older spelling of ``init(wrappedValue:)``.
  public init(initialValue value: Value) {
    self.init(wrappedValue: value)
  }

  /// The current value; setting it renders the view again.
  public var wrappedValue: Value {
    get { box.storage?.value ?? box.detachedValue ?? initialValue }
    nonmutating set {
      if let storage = box.storage {
        storage.value = newValue
      } else {
        box.detachedValue = newValue
      }
    }
  }

  /// A binding to the value, to hand to a child such as a `TextField` or `Toggle`.
  public var projectedValue: Binding<Value> {
    let box = self.box
    let initialValue = self.initialValue
    return Binding(
      get: { box.storage?.value ?? box.detachedValue ?? initialValue },
      set: { newValue in
        if let storage = box.storage {
          storage.value = newValue
        } else {
          box.detachedValue = newValue
        }
      })
  }

  public func _install(_ inputs: _ViewInputs, slot: Int) {
    box.storage = inputs.graph.storage(at: inputs.identity, slot: slot) {
      StateStorage(
        value: box.detachedValue ?? initialValue, invalidation: inputs.graph.invalidation, owner: inputs.identity)
    }
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// State that starts as `nil`.
  public init() { self.init(wrappedValue: nil) }
}

/// Links one `State` value to its storage in the graph once the view is installed; before
/// that (in `init`), writes are kept here.
final class StateBox<Value> {
  var storage: StateStorage<Value>?
  var detachedValue: Value?
}
