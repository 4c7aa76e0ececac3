/// Reads a dependency from `DependencyValues`:
///
/// ```swift
/// @MainActor final class RandomNumberViewModel: ObservableObject {
///   @Dependency(\.randomNumberClient) private var randomNumberClient
/// }
/// ```
///
/// The wrapper remembers the values in force when it was created — when its owner was
/// initialised — so a model built inside `withDependencies` keeps those overrides when its
/// methods run later, elsewhere. An override in force where the value is *read* wins over
/// the remembered one for the same dependency (the article's "b beats a"). A `@Dependency`
/// declared inside a method is created when the method runs, so only the values in force
/// there apply to it.
@propertyWrapper
public struct Dependency<Value>: Sendable {
  private let keyPath: KeyPath<DependencyValues, Value> & Sendable
  /// The values in force when the owner was created.
  let initialValues: DependencyValues
  private let site: AccessSite

  /// A dependency read through `keyPath`, such as `\.randomNumberClient` or `\.date.now`.
  public init(
    _ keyPath: KeyPath<DependencyValues, Value> & Sendable, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    self.keyPath = keyPath
    initialValues = DependencyValues.current
    site = AccessSite(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
  }

  /// The dependency's current value.
  public var wrappedValue: Value {
    let values = initialValues.overlaid(with: DependencyValues.current)
    return DependencyValues.$current.withValue(values) {
      AccessSite.$current.withValue(site) { values[keyPath: keyPath] }
    }
  }
}

/// Where a `@Dependency` was declared, named in the report of an unimplemented read and
/// where a test framework shows the failure.
struct AccessSite: Sendable {
  var fileID: String
  var filePath: String
  var line: Int
  var column: Int

  /// The `@Dependency` being read on this task.
  @TaskLocal static var current: AccessSite?
}

/// A value that keeps the dependency values it was created with, for
/// `withDependencies(from:)` to find by reflection.
protocol DependencyCapturing {
  var capturedValues: DependencyValues { get }
}

extension Dependency: DependencyCapturing {
  var capturedValues: DependencyValues { initialValues }
}
