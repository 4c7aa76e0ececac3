/// A two-way connection to a value owned elsewhere, as in SwiftUI: `$name` passes a
/// `@State` to a child that reads and writes it.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  private let getter: () -> Value
  private let setter: (Value) -> Void

  /// A binding from a getter and a setter.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.getter = get
    self.setter = set
  }

  /// A binding to a value that never changes, for previews.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }

  /// The bound value; setting it writes through to the owner.
  public var wrappedValue: Value {
    get { getter() }
    nonmutating set { setter(newValue) }
  }

  /// The binding itself, so `$binding` passes it on.
  public var projectedValue: Binding<Value> { self }

  /// The same binding, for `@Binding var value: Value` properties initialized with `$value`.
  public init(projectedValue: Binding<Value>) { self = projectedValue }

  /// A binding to a property of the bound value.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    Binding<Subject>(
      get: { self.wrappedValue[keyPath: keyPath] },
      set: { self.wrappedValue[keyPath: keyPath] = $0 })
  }
}
