import Foundation

/// The dependencies in force for the current task: a store keyed by `DependencyKey` types,
/// read with `@Dependency` and overridden for a scope with `withDependencies`.
///
/// Extend it with a computed property per dependency, so that `@Dependency(\.name)` and
/// `withDependencies { $0.name = … }` read well:
///
/// ```swift
/// extension DependencyValues {
///   var randomNumberClient: any RandomNumberClientProtocol {
///     get { self[RandomNumberClientKey.self] }
///     set { self[RandomNumberClientKey.self] = newValue }
///   }
/// }
/// ```
///
/// The values are task-local: a `Task { }` or a task-group child inherits them, while
/// `Task.detached`, `DispatchQueue.async` and other escaping closures run outside them (carry
/// them with `withEscapedDependencies`).
public struct DependencyValues: Sendable {
  /// The values of the current task.
  @TaskLocal static var current = DependencyValues()

  /// The dependencies set explicitly, by key type.
  private var overrides: [ObjectIdentifier: any Sendable] = [:]
  /// Where defaults are cached and unimplemented uses are collected.
  let scope: DependencyScope

  /// Values with no override, in the process's context (live in an app, test under a test
  /// framework), sharing the process's cached defaults.
  public init() {
    scope = .process
  }

  /// Values with no override in `context` and with defaults of their own: each key's value
  /// for the context is computed afresh, once, for these values and every copy of them.
  ///
  /// The preview runner makes one per state, so generators and clocks never carry over from
  /// one state to the next, and reads `reportedIssues` afterwards to fail a state that used
  /// an unimplemented dependency.
  public init(context: DependencyContext) {
    scope = DependencyScope(context: context, collectsIssues: true)
  }

  /// The value of the dependency registered by `key`: the override set with
  /// `withDependencies`, else the key's value for the current context.
  public subscript<Key: DependencyKey>(key: Key.Type) -> Key.Value {
    get {
      if let value = overrides[ObjectIdentifier(key)] { return value as! Key.Value }
      let context = self.context
      let value = scope.defaultValue(of: key, in: context)
      if let site = UnimplementedRegistry.site(of: key, in: context) {
        let access = AccessSite.current
        DependencyIssue.report(site.message(for: key, in: context, readAt: access), scope: scope, at: access)
      }
      return value
    }
    set { overrides[ObjectIdentifier(key)] = newValue }
  }

  /// The context deciding which of each key's values is the default.
  public var context: DependencyContext {
    get { (overrides[ObjectIdentifier(ContextKey.self)] as? DependencyContext) ?? scope.context }
    set { overrides[ObjectIdentifier(ContextKey.self)] = newValue }
  }

  /// The messages of the unimplemented dependencies used with these values (or any copy of
  /// them), in order. Collected only for values made with `init(context:)`; elsewhere an
  /// unimplemented use fails the running test or prints a runtime warning instead.
  public var reportedIssues: [String] { scope.issues }

  /// These values with `newer`'s overrides on top. The defaults stay this one's, unless this
  /// one only has the process's and `newer` has a scope of its own.
  func overlaid(with newer: DependencyValues) -> DependencyValues {
    var result = self
    result.overrides.merge(newer.overrides) { _, new in new }
    if scope === DependencyScope.process { result = DependencyValues(overrides: result.overrides, scope: newer.scope) }
    return result
  }

  private init(overrides: [ObjectIdentifier: any Sendable], scope: DependencyScope) {
    self.overrides = overrides
    self.scope = scope
  }
}

/// The key under which an explicitly set context is stored with the other overrides, so
/// that it merges as they do.
private enum ContextKey {}
