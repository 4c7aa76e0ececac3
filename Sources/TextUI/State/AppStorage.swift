/// Values that `@AppStorage` and `@SceneStorage` read and write, as SwiftUI keeps them in
/// `UserDefaults`. TextUI never reads the machine's defaults, so a snapshot is the same on
/// every machine: without a store, each property starts at its default value; a preview that
/// needs stored values injects a store of its own:
///
/// ```swift
/// SettingsView().defaultAppStorage(AppStorageValues(["username": "ada", "showsBadges": true]))
/// ```
@MainActor
public final class AppStorageValues {
  var values: [String: Any]
  let invalidation = Invalidations()

  /// A store holding `values`, keyed as the `@AppStorage` properties are.
  public init(_ values: [String: Any] = [:]) { self.values = values }

  /// The stored value for `key`.
  public subscript(key: String) -> Any? {
    get { values[key] }
    set {
      values[key] = newValue
      invalidation.markNeedsRender()
    }
  }
}

/// The graphs that read one store, so a write re-renders every screen showing the value.
@MainActor
final class Invalidations {
  private var graphs: [ObjectIdentifier: Invalidation] = [:]
  func add(_ invalidation: Invalidation) { graphs[ObjectIdentifier(invalidation)] = invalidation }
  func markNeedsRender() { for invalidation in graphs.values { invalidation.markNeedsRender() } }
}

private struct AppStorageValuesKey: EnvironmentKey {
  static var defaultValue: AppStorageValues? { nil }
}

extension EnvironmentValues {
  /// The store `@AppStorage` uses below; `nil` keeps each value in its view.
  var appStorageValues: AppStorageValues? {
    get { self[AppStorageValuesKey.self] }
    set { self[AppStorageValuesKey.self] = newValue }
  }
}

extension View {
  /// The store `@AppStorage` and `@SceneStorage` read and write below this view.
  public func defaultAppStorage(_ store: AppStorageValues) -> some View {
    environment(\.appStorageValues, store)
  }

  /// SwiftUI's `UserDefaults` store. Accepted with no effect: reading the machine's defaults
  /// would make snapshots differ between machines; inject an `AppStorageValues` instead.
  public func defaultAppStorage(_ store: UserDefaults) -> some View { self }
}

/// A value kept under a key in the app's storage, as SwiftUI's `@AppStorage`: reads give the
/// stored value or the default, writes store it and re-render. See `AppStorageValues` for
/// how previews stay deterministic.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
  let key: String
  let defaultValue: Value
  let decode: (Any) -> Value?
  let encode: (Value) -> Any
  let box = AppStorageBox<Value>()

  init(key: String, defaultValue: Value, decode: @escaping (Any) -> Value?, encode: @escaping (Value) -> Any) {
    self.key = key
    self.defaultValue = defaultValue
    self.decode = decode
    self.encode = encode
  }

  /// The stored value, or the default while nothing is stored; setting it stores the value and
  /// re-renders the views that show it. Without a store (previews inject one with
  /// `.defaultAppStorage(_:)`), the value is kept in the view, as `@State`.
  public var wrappedValue: Value {
    get {
      if let store = box.store, let stored = store[key] { return decode(stored) ?? defaultValue }
      return box.local?.value ?? defaultValue
    }
    nonmutating set {
      if let store = box.store {
        store[key] = encode(newValue)
      } else if let local = box.local {
        local.value = newValue
      }
    }
  }

  /// A binding to the stored value.
  public var projectedValue: Binding<Value> {
    Binding(get: { self.wrappedValue }, set: { self.wrappedValue = $0 })
  }

  public func _install(_ inputs: _ViewInputs, slot: Int) {
    box.store = inputs.environment.appStorageValues
    box.store?.invalidation.add(inputs.graph.invalidation)
    box.local = inputs.graph.storage(at: inputs.identity, slot: slot) {
      StateStorage(value: defaultValue, invalidation: inputs.graph.invalidation, owner: inputs.identity)
    }
  }
}

/// Links an `@AppStorage` to its store or its view's storage once installed.
final class AppStorageBox<Value> {
  var store: AppStorageValues?
  var local: StateStorage<Value>?
}

extension AppStorage {
  private init(plain key: String, _ defaultValue: Value) {
    self.init(key: key, defaultValue: defaultValue, decode: { $0 as? Value }, encode: { $0 })
  }

  /// Reads and writes a `Bool` under `key`, starting at `wrappedValue`.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value used while nothing is stored under `key`.
  ///   - key: The key the value is stored under.
  ///   - store: SwiftUI's `UserDefaults` store; ignored, so previews never read the machine's
  ///     defaults. Inject an `AppStorageValues` with `.defaultAppStorage(_:)` instead.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
    self.init(plain: key, wrappedValue)
  }
  /// Reads and writes an `Int` under `key`, starting at `wrappedValue`.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value used while nothing is stored under `key`.
  ///   - key: The key the value is stored under.
  ///   - store: SwiftUI's `UserDefaults` store; ignored, so previews never read the machine's
  ///     defaults. Inject an `AppStorageValues` with `.defaultAppStorage(_:)` instead.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
    self.init(plain: key, wrappedValue)
  }
  /// Reads and writes a `Double` under `key`, starting at `wrappedValue`.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value used while nothing is stored under `key`.
  ///   - key: The key the value is stored under.
  ///   - store: SwiftUI's `UserDefaults` store; ignored, so previews never read the machine's
  ///     defaults. Inject an `AppStorageValues` with `.defaultAppStorage(_:)` instead.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
    self.init(plain: key, wrappedValue)
  }
  /// Reads and writes a `String` under `key`, starting at `wrappedValue`.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value used while nothing is stored under `key`.
  ///   - key: The key the value is stored under.
  ///   - store: SwiftUI's `UserDefaults` store; ignored, so previews never read the machine's
  ///     defaults. Inject an `AppStorageValues` with `.defaultAppStorage(_:)` instead.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
    self.init(plain: key, wrappedValue)
  }
  /// Reads and writes a `URL` under `key`, starting at `wrappedValue`.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value used while nothing is stored under `key`.
  ///   - key: The key the value is stored under.
  ///   - store: SwiftUI's `UserDefaults` store; ignored, so previews never read the machine's
  ///     defaults. Inject an `AppStorageValues` with `.defaultAppStorage(_:)` instead.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
    self.init(plain: key, wrappedValue)
  }
  /// Reads and writes a `Date` under `key`, starting at `wrappedValue`.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value used while nothing is stored under `key`.
  ///   - key: The key the value is stored under.
  ///   - store: SwiftUI's `UserDefaults` store; ignored, so previews never read the machine's
  ///     defaults. Inject an `AppStorageValues` with `.defaultAppStorage(_:)` instead.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
    self.init(plain: key, wrappedValue)
  }
  /// Reads and writes a `Data` under `key`, starting at `wrappedValue`.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value used while nothing is stored under `key`.
  ///   - key: The key the value is stored under.
  ///   - store: SwiftUI's `UserDefaults` store; ignored, so previews never read the machine's
  ///     defaults. Inject an `AppStorageValues` with `.defaultAppStorage(_:)` instead.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
    self.init(plain: key, wrappedValue)
  }
  /// A stored enum, kept as its raw value.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == String {
    self.init(
      key: key, defaultValue: wrappedValue, decode: { stored in (stored as? String).flatMap { Value(rawValue: $0) } },
      encode: { $0.rawValue })
  }
  /// A stored enum, kept as its raw value.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == Int {
    self.init(
      key: key, defaultValue: wrappedValue, decode: { stored in (stored as? Int).flatMap { Value(rawValue: $0) } },
      encode: { $0.rawValue })
  }
}

/// A value kept per scene, as SwiftUI's `@SceneStorage`; in previews it behaves exactly as
/// `@AppStorage` (one scene, the same deterministic store).
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
  let storage: AppStorage<Value>

  /// The stored value, or the default while nothing is stored.
  public var wrappedValue: Value {
    get { storage.wrappedValue }
    nonmutating set { storage.wrappedValue = newValue }
  }

  /// A binding to the stored value.
  public var projectedValue: Binding<Value> { storage.projectedValue }

  public func _install(_ inputs: _ViewInputs, slot: Int) { storage._install(inputs, slot: slot) }

  /// Reads and writes a `Bool` under `key`, starting at `wrappedValue`; kept as `@AppStorage` is.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value used while nothing is stored under `key`.
  ///   - key: The key the value is stored under.
  public init(wrappedValue: Value, _ key: String) where Value == Bool {
    storage = AppStorage(wrappedValue: wrappedValue, key)
  }
  /// Reads and writes an `Int` under `key`, starting at `wrappedValue`; kept as `@AppStorage` is.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value used while nothing is stored under `key`.
  ///   - key: The key the value is stored under.
  public init(wrappedValue: Value, _ key: String) where Value == Int {
    storage = AppStorage(wrappedValue: wrappedValue, key)
  }
  /// Reads and writes a `Double` under `key`, starting at `wrappedValue`; kept as `@AppStorage` is.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value used while nothing is stored under `key`.
  ///   - key: The key the value is stored under.
  public init(wrappedValue: Value, _ key: String) where Value == Double {
    storage = AppStorage(wrappedValue: wrappedValue, key)
  }
  /// Reads and writes a `String` under `key`, starting at `wrappedValue`; kept as `@AppStorage` is.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value used while nothing is stored under `key`.
  ///   - key: The key the value is stored under.
  public init(wrappedValue: Value, _ key: String) where Value == String {
    storage = AppStorage(wrappedValue: wrappedValue, key)
  }
}
