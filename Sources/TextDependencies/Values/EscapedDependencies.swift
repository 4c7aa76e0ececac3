/// Carries the current dependencies into an escaping closure, which would otherwise run
/// without them: `Task.detached`, `DispatchQueue.async` and callbacks do not inherit
/// task-local values (a `Task { }` and a task-group child do).
///
/// ```swift
/// withEscapedDependencies { dependencies in
///   Task.detached {
///     await dependencies.yield {
///       await viewModel.fetch()   // sees the values in force at withEscapedDependencies
///     }
///   }
/// }
/// ```
public func withEscapedDependencies<Result>(
  _ operation: (DependencyValues.Continuation) throws -> Result
) rethrows -> Result {
  try operation(DependencyValues.Continuation(values: DependencyValues.current))
}

/// The async form of `withEscapedDependencies(_:)`.
public func withEscapedDependencies<Result>(
  _ operation: (DependencyValues.Continuation) async throws -> Result
) async rethrows -> Result {
  try await operation(DependencyValues.Continuation(values: DependencyValues.current))
}

extension DependencyValues {
  /// Dependency values captured by `withEscapedDependencies`, to restore inside an escaping
  /// closure with `yield`.
  public struct Continuation: Sendable {
    let values: DependencyValues

    /// Runs `operation` with the captured dependencies.
    public func yield<Result>(_ operation: () throws -> Result) rethrows -> Result {
      try DependencyValues.$current.withValue(values, operation: operation)
    }

    /// Runs the async `operation` with the captured dependencies.
    public func yield<Result>(_ operation: () async throws -> Result) async rethrows -> Result {
      try await DependencyValues.$current.withValue(values, operation: operation)
    }
  }
}
