/// A dependency value that fails loudly when used, for a key's `testValue` so that a test
/// fails the moment it uses a dependency it did not override (the article's
/// `static let testValue: any RandomNumberClientProtocol = unimplemented()`).
///
/// Every read of the dependency is reported where it can be fixed: a test fails naming the
/// key and the `@Dependency` that read it; a preview state rendered by the runner fails the
/// same way; an app prints a runtime warning. A protocol existential cannot be faked
/// generically, so after the report the key's `previewValue` (in a test) or `liveValue`
/// stands in for it; a key whose `liveValue` is `unimplemented()` stops the app. Written
/// anywhere but a key's value, it stops the program, naming where it was written.
///
/// For a client made of closures, prefer the closure forms: their calls are what fails,
/// naming the endpoint, and they throw instead of standing in.
@_disfavoredOverload
public func unimplemented<Value>(
  _ description: String = "", fileID: StaticString = #fileID, line: UInt = #line
) -> Value {
  let site = UnimplementedSite(description: description, fileID: "\(fileID)", line: line)
  guard let resolution = UnimplementedRegistry.resolution else {
    fatalError(
      "unimplemented() at \(site.location) can stand for a \(Value.self) only as a DependencyKey's liveValue, testValue or previewValue; for a closure write its type, as in unimplemented(\"fetch\") as @Sendable () async throws -> Int"
    )
  }
  UnimplementedRegistry.register(site, for: resolution)
  guard let standIn = resolution.standIn() as? Value else {
    fatalError(
      "\(resolution.keyName).\(resolution.context)Value is unimplemented() at \(site.location) and the key has no other value to use in its place: give it a real liveValue"
    )
  }
  return standIn
}

// Closures of up to three arguments. (Parameter packs would cover every arity, but the 6.3
// compiler crashes lowering a pack closure of a caller-isolated async type.)

/// An async throwing closure that reports its call as an unimplemented dependency and
/// throws `UnimplementedDependencyError`: an endpoint of a closure-based client that a test
/// or preview did not override.
///
/// ```swift
/// static let testValue = RandomNumberClient(fetch: unimplemented("RandomNumberClient.fetch"))
/// ```
public func unimplemented<Result>(
  _ description: String = "", fileID: StaticString = #fileID, line: UInt = #line
) -> @Sendable () async throws -> Result {
  let call = UnimplementedCall(description: description, fileID: "\(fileID)", line: line)
  return { throw call.report() }
}

/// A throwing closure that reports its call as an unimplemented dependency and throws
/// `UnimplementedDependencyError`.
public func unimplemented<Result>(
  _ description: String = "", fileID: StaticString = #fileID, line: UInt = #line
) -> @Sendable () throws -> Result {
  let call = UnimplementedCall(description: description, fileID: "\(fileID)", line: line)
  return { throw call.report() }
}

/// A closure that cannot throw: it reports its call as an unimplemented dependency and
/// returns `placeholder`.
public func unimplemented<Result>(
  _ description: String = "", placeholder: @autoclosure @escaping @Sendable () -> Result,
  fileID: StaticString = #fileID, line: UInt = #line
) -> @Sendable () -> Result {
  let call = UnimplementedCall(description: description, fileID: "\(fileID)", line: line)
  return {
    _ = call.report()
    return placeholder()
  }
}

/// An async throwing closure that reports its call as an unimplemented dependency and
/// throws `UnimplementedDependencyError`: an endpoint of a closure-based client that a test
/// or preview did not override.
public func unimplemented<A, Result>(
  _ description: String = "", fileID: StaticString = #fileID, line: UInt = #line
) -> @Sendable (A) async throws -> Result {
  let call = UnimplementedCall(description: description, fileID: "\(fileID)", line: line)
  return { _ in throw call.report() }
}

/// A throwing closure that reports its call as an unimplemented dependency and throws
/// `UnimplementedDependencyError`.
public func unimplemented<A, Result>(
  _ description: String = "", fileID: StaticString = #fileID, line: UInt = #line
) -> @Sendable (A) throws -> Result {
  let call = UnimplementedCall(description: description, fileID: "\(fileID)", line: line)
  return { _ in throw call.report() }
}

/// A closure that cannot throw: it reports its call as an unimplemented dependency and
/// returns `placeholder`.
public func unimplemented<A, Result>(
  _ description: String = "", placeholder: @autoclosure @escaping @Sendable () -> Result,
  fileID: StaticString = #fileID, line: UInt = #line
) -> @Sendable (A) -> Result {
  let call = UnimplementedCall(description: description, fileID: "\(fileID)", line: line)
  return { _ in
    _ = call.report()
    return placeholder()
  }
}

/// An async throwing closure that reports its call as an unimplemented dependency and
/// throws `UnimplementedDependencyError`: an endpoint of a closure-based client that a test
/// or preview did not override.
public func unimplemented<A, B, Result>(
  _ description: String = "", fileID: StaticString = #fileID, line: UInt = #line
) -> @Sendable (A, B) async throws -> Result {
  let call = UnimplementedCall(description: description, fileID: "\(fileID)", line: line)
  return { _, _ in throw call.report() }
}

/// A throwing closure that reports its call as an unimplemented dependency and throws
/// `UnimplementedDependencyError`.
public func unimplemented<A, B, Result>(
  _ description: String = "", fileID: StaticString = #fileID, line: UInt = #line
) -> @Sendable (A, B) throws -> Result {
  let call = UnimplementedCall(description: description, fileID: "\(fileID)", line: line)
  return { _, _ in throw call.report() }
}

/// A closure that cannot throw: it reports its call as an unimplemented dependency and
/// returns `placeholder`.
public func unimplemented<A, B, Result>(
  _ description: String = "", placeholder: @autoclosure @escaping @Sendable () -> Result,
  fileID: StaticString = #fileID, line: UInt = #line
) -> @Sendable (A, B) -> Result {
  let call = UnimplementedCall(description: description, fileID: "\(fileID)", line: line)
  return { _, _ in
    _ = call.report()
    return placeholder()
  }
}

/// An async throwing closure that reports its call as an unimplemented dependency and
/// throws `UnimplementedDependencyError`: an endpoint of a closure-based client that a test
/// or preview did not override.
public func unimplemented<A, B, C, Result>(
  _ description: String = "", fileID: StaticString = #fileID, line: UInt = #line
) -> @Sendable (A, B, C) async throws -> Result {
  let call = UnimplementedCall(description: description, fileID: "\(fileID)", line: line)
  return { _, _, _ in throw call.report() }
}

/// A throwing closure that reports its call as an unimplemented dependency and throws
/// `UnimplementedDependencyError`.
public func unimplemented<A, B, C, Result>(
  _ description: String = "", fileID: StaticString = #fileID, line: UInt = #line
) -> @Sendable (A, B, C) throws -> Result {
  let call = UnimplementedCall(description: description, fileID: "\(fileID)", line: line)
  return { _, _, _ in throw call.report() }
}

/// A closure that cannot throw: it reports its call as an unimplemented dependency and
/// returns `placeholder`.
public func unimplemented<A, B, C, Result>(
  _ description: String = "", placeholder: @autoclosure @escaping @Sendable () -> Result,
  fileID: StaticString = #fileID, line: UInt = #line
) -> @Sendable (A, B, C) -> Result {
  let call = UnimplementedCall(description: description, fileID: "\(fileID)", line: line)
  return { _, _, _ in
    _ = call.report()
    return placeholder()
  }
}

/// What an unimplemented closure throws after reporting its call.
public struct UnimplementedDependencyError: Error, CustomStringConvertible {
  /// The report, naming the endpoint and the dependency.
  public var description: String
}

/// One unimplemented closure: what it stands for and where it was written.
private struct UnimplementedCall: Sendable {
  var description: String
  var fileID: String
  var line: UInt
  /// The key whose value the closure was made for, when made while resolving one.
  var keyName: String?

  init(description: String, fileID: String, line: UInt) {
    self.description = description
    self.fileID = fileID
    self.line = line
    keyName = UnimplementedRegistry.resolution?.keyName
  }

  func report() -> UnimplementedDependencyError {
    let endpoint = description.isEmpty ? "an unimplemented closure" : description
    let key = keyName.map { " of dependency \($0)" } ?? ""
    let message =
      "unimplemented: \(endpoint)\(key) was called (unimplemented() at \(fileID):\(line)) — override it with withDependencies { $0.… = … }"
    DependencyIssue.report(message)
    return UnimplementedDependencyError(description: message)
  }
}
