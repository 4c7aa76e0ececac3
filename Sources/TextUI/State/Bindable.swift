import Observation

/// Makes bindings to the properties of an `@Observable` model: `$model.query`, as SwiftUI's
/// `@Bindable` does.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable> {
  /// The model bindings are made to.
  public var wrappedValue: Value

  /// Wraps `wrappedValue`, for `@Bindable var model: Model` declarations.
  public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
  /// Wraps `object`, for making bindings in a `body`: `Bindable(model).query`.
  public init(_ object: Value) { self.wrappedValue = object }

  /// The wrapper itself, so `$model.query` makes a binding.
  public var projectedValue: Bindable<Value> { self }

  /// A binding to the model's property at `keyPath`.
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
    let object = wrappedValue
    return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
  }
}
