/// Registers a dependency: the type whose static values `DependencyValues` falls back to when
/// nothing overrides the dependency, one value per context.
///
/// ```swift
/// private enum RandomNumberClientKey: DependencyKey {
///   static let liveValue: any RandomNumberClientProtocol = RandomNumberClient()
///   static let testValue: any RandomNumberClientProtocol = unimplemented()
///   static let previewValue: any RandomNumberClientProtocol = RandomNumberClientMock(fetchResult: .success(42))
/// }
///
/// extension DependencyValues {
///   var randomNumberClient: any RandomNumberClientProtocol {
///     get { self[RandomNumberClientKey.self] }
///     set { self[RandomNumberClientKey.self] = newValue }
///   }
/// }
/// ```
///
/// `testValue` and `previewValue` default to `liveValue`, as the article describes: a key
/// that gives only `liveValue` uses the real service everywhere, so give tests an
/// `unimplemented()` value and previews a harmless one. Each context's value is computed once
/// per dependency scope (once per process in an app or a test, once per state in the runner),
/// so a `static var` returning a fresh generator or clock gives every preview state its own.
public protocol DependencyKey: SendableMetatype {
  /// The dependency's type; shared across tasks, so it must be `Sendable`.
  associatedtype Value: Sendable = Self
  /// The value an app uses.
  static var liveValue: Value { get }
  /// The value a test uses unless it overrides the dependency (default: `liveValue`).
  static var testValue: Value { get }
  /// The value a preview state uses unless it overrides the dependency (default: `liveValue`).
  static var previewValue: Value { get }
}

extension DependencyKey {
  public static var testValue: Value { liveValue }
  public static var previewValue: Value { liveValue }
}
