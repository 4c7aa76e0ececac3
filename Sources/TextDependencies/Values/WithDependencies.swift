/// Runs `operation` with dependencies changed by `updateValuesForOperation`, and returns its
/// result. Models created inside keep the changed values (`@Dependency` remembers them);
/// code called inside reads them, as do `Task { }`s and task-group children started there.
///
/// ```swift
/// let viewModel = withDependencies {
///   $0.randomNumberClient = RandomNumberClientMock(fetchResult: .success(42))
/// } operation: {
///   RandomNumberViewModel()
/// }
/// ```
@discardableResult
public func withDependencies<Result>(
  _ updateValuesForOperation: (inout DependencyValues) throws -> Void,
  operation: () throws -> Result
) rethrows -> Result {
  var values = DependencyValues.current
  try updateValuesForOperation(&values)
  return try DependencyValues.$current.withValue(values, operation: operation)
}

/// The async form of `withDependencies(_:operation:)`: for `await viewModel.fetch()` under
/// an override. Runs on the caller's actor.
@discardableResult
public func withDependencies<Result>(
  _ updateValuesForOperation: (inout DependencyValues) async throws -> Void,
  operation: () async throws -> Result
) async rethrows -> Result {
  var values = DependencyValues.current
  try await updateValuesForOperation(&values)
  return try await DependencyValues.$current.withValue(values, operation: operation)
}

/// Runs `operation` with the dependencies `model` was created with (those its `@Dependency`
/// properties remember), changed by `updateValuesForOperation`: for a model that creates a
/// child model, so the child sees what the parent sees.
@discardableResult
public func withDependencies<Model: AnyObject, Result>(
  from model: Model,
  _ updateValuesForOperation: (inout DependencyValues) throws -> Void,
  operation: () throws -> Result
) rethrows -> Result {
  try withDependencies(
    { values in
      values = DependencyValues.current.overlaid(with: capturedValues(of: model))
      try updateValuesForOperation(&values)
    }, operation: operation)
}

/// The async form of `withDependencies(from:_:operation:)`.
@discardableResult
public func withDependencies<Model: AnyObject, Result>(
  from model: Model,
  _ updateValuesForOperation: (inout DependencyValues) async throws -> Void,
  operation: () async throws -> Result
) async rethrows -> Result {
  try await withDependencies(
    { values in
      values = DependencyValues.current.overlaid(with: capturedValues(of: model))
      try await updateValuesForOperation(&values)
    }, operation: operation)
}

/// Runs `operation` with the dependencies `model` was created with.
@discardableResult
public func withDependencies<Model: AnyObject, Result>(
  from model: Model, operation: () throws -> Result
) rethrows -> Result {
  try withDependencies(from: model, { _ in }, operation: operation)
}

/// The async form of `withDependencies(from:operation:)`.
@discardableResult
public func withDependencies<Model: AnyObject, Result>(
  from model: Model, operation: () async throws -> Result
) async rethrows -> Result {
  try await withDependencies(from: model, { _ in }, operation: operation)
}

/// The values remembered by `model`'s first `@Dependency` property (they were all created
/// with the model, so they all remember the same), or no overrides if it has none.
private func capturedValues(of model: AnyObject) -> DependencyValues {
  var mirror: Mirror? = Mirror(reflecting: model)
  while let current = mirror {
    for child in current.children {
      if let dependency = child.value as? any DependencyCapturing { return dependency.capturedValues }
    }
    mirror = current.superclassMirror
  }
  return DependencyValues()
}
