/// Where the graph keeps a `@StateObject`'s object and a model subscription between renders.
final class ObjectStorage<Object: AnyObject> {
  var object: Object?
  var subscription: AnyCancellable?
  weak var subscribed: Object?

  /// Subscribes the graph to `object`'s changes, replacing any earlier subscription.
  func follow(_ object: Object, invalidation: Invalidation, owner: ViewIdentity) where Object: ObservableObject {
    if subscribed === object, subscription != nil { return }
    subscription = object.objectWillChange.sink { invalidation.markNeedsRender(owner) }
    subscribed = object
  }
}

/// A view-owned `ObservableObject`, created once per view identity, as in SwiftUI.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  let make: () -> ObjectType
  let box = ObjectBox<ObjectType>()

  /// Creates the object with `thunk` the first time the view appears at its place in the
  /// tree; later renders of the view keep that object.
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    make = thunk
  }

  /// The view's object.
  public var wrappedValue: ObjectType {
    if let object = box.storage?.object { return object }
    // Read before installation (as in `init`): SwiftUI makes an unconnected object too.
    if let detached = box.detached { return detached }
    let object = make()
    box.detached = object
    return object
  }

  /// Bindings to the object's properties: `$model.query`.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
  }

  public func _install(_ inputs: _ViewInputs, slot: Int) {
    let storage = inputs.graph.storage(at: inputs.identity, slot: slot) { ObjectStorage<ObjectType>() }
    if storage.object == nil { storage.object = box.detached ?? make() }
    storage.follow(storage.object!, invalidation: inputs.graph.invalidation, owner: inputs.identity)
    box.storage = storage
  }
}

/// An `ObservableObject` owned elsewhere and passed in; the view follows its changes.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty, _ObjectReferencing {
  /// The observed object.
  public var wrappedValue: ObjectType

  /// Observes `wrappedValue`.
  public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }

  /// Observes `initialValue`; the older spelling of ``init(wrappedValue:)``.
  public init(initialValue: ObjectType) { self.wrappedValue = initialValue }

  /// Bindings to the object's properties: `$model.query`.
  public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

  var _referencedObject: AnyObject { wrappedValue }

  public func _install(_ inputs: _ViewInputs, slot: Int) {
    let storage = inputs.graph.storage(at: inputs.identity, slot: slot) { ObjectStorage<ObjectType>() }
    storage.follow(wrappedValue, invalidation: inputs.graph.invalidation, owner: inputs.identity)
  }

  /// Makes bindings to an observed object's properties.
  @dynamicMemberLookup
  public struct Wrapper {
    let object: ObjectType
    /// A binding to the object's property at `keyPath`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject>
    {
      let object = self.object
      return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
  }
}

/// An `ObservableObject` put in the environment by an ancestor with `.environmentObject(_:)`.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
  let box = ObjectBox<ObjectType>()

  /// Reads the nearest ancestor's object of this type.
  public init() {}

  /// The object; reading it with no ancestor providing one stops the program, as in SwiftUI.
  public var wrappedValue: ObjectType {
    guard let object = box.storage?.object else {
      fatalError(
        "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view."
      )
    }
    return object
  }

  /// Bindings to the object's properties: `$model.query`.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper { .init(object: wrappedValue) }

  public func _install(_ inputs: _ViewInputs, slot: Int) {
    let storage = inputs.graph.storage(at: inputs.identity, slot: slot) { ObjectStorage<ObjectType>() }
    storage.object = inputs.environment[EnvironmentObjectKey<ObjectType>.self]
    if let object = storage.object {
      storage.follow(object, invalidation: inputs.graph.invalidation, owner: inputs.identity)
    }
    box.storage = storage
  }
}

/// Links an object wrapper to its storage once installed.
final class ObjectBox<Object: AnyObject> {
  var storage: ObjectStorage<Object>?
  var detached: Object?
}

struct EnvironmentObjectKey<Object: AnyObject>: EnvironmentKey {
  static var defaultValue: Object? { nil }
}

extension View {
  /// Puts `object` in the environment for `@EnvironmentObject` properties below.
  public func environmentObject<Object: ObservableObject>(_ object: Object) -> some View {
    modifier(EnvironmentModifier { $0[EnvironmentObjectKey<Object>.self] = object })
  }
}
