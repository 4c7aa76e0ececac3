/// Where an `@Observable` model put in the environment with `.environment(model)` is kept.
private struct ObservableEnvironmentKey<Object: AnyObject>: EnvironmentKey {
  static var defaultValue: Object? { nil }
}

/// Names an `@Observable` type in the environment, so `@Environment(Model.self)` can be a key
/// path like every other environment read.
public struct _ObservableEnvironmentName<Object: AnyObject>: Hashable, Sendable {
  init() {}
}

extension EnvironmentValues {
  /// The `@Observable` object of a type that an ancestor put here, or `nil`.
  public subscript<Object: AnyObject>(optionalObservable name: _ObservableEnvironmentName<Object>) -> Object? {
    self[ObservableEnvironmentKey<Object>.self]
  }

  /// The `@Observable` object of a type that an ancestor put here; stops with SwiftUI's
  /// message when none did.
  public subscript<Object: AnyObject>(observable name: _ObservableEnvironmentName<Object>) -> Object {
    guard let object = self[ObservableEnvironmentKey<Object>.self] else {
      fatalError(
        "No Observable object of type \(Object.self) found. A View.environment(_:) for \(Object.self) may be missing as an ancestor of this view."
      )
    }
    return object
  }

  mutating func setObservable<Object: AnyObject>(_ object: Object?) {
    self[ObservableEnvironmentKey<Object>.self] = object
  }
}

extension Environment {
  /// Reads the `@Observable` model of this type that an ancestor put in the environment with
  /// `.environment(model)`, as SwiftUI's `@Environment(Model.self)`.
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    self.init(\EnvironmentValues.[observable: _ObservableEnvironmentName<Value>()])
  }

  /// Reads the `@Observable` model of this type, or `nil` when no ancestor put one.
  public init<Object: AnyObject & Observable>(_ objectType: Object.Type) where Value == Object? {
    self.init(\EnvironmentValues.[optionalObservable: _ObservableEnvironmentName<Object>()])
  }
}

extension View {
  /// Puts an `@Observable` model in the environment for `@Environment(Model.self)` below.
  public func environment<Object: AnyObject & Observable>(_ object: Object?) -> some View {
    modifier(EnvironmentModifier { $0.setObservable(object) })
  }
}
