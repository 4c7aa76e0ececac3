import Synchronization

/// Where the default values of one set of dependency values live: the process's (an app, a
/// test run) or one preview state's. Defaults are computed at most once per scope, context
/// and test, so a stateful default (an incrementing generator, a clock) is shared by every
/// reader in that scope and never leaks into another.
final class DependencyScope: Sendable {
  /// The scope of `DependencyValues()`: the whole process.
  static let process = DependencyScope(context: nil, collectsIssues: false)

  /// The scope's context; `nil` for the process, whose context is detected.
  private let fixedContext: DependencyContext?
  /// Whether unimplemented uses are collected here instead of being reported.
  let collectsIssues: Bool
  private let cache = Mutex<[CacheKey: any Sendable]>([:])
  private let collected = Mutex<[String]>([])

  init(context: DependencyContext?, collectsIssues: Bool) {
    fixedContext = context
    self.collectsIssues = collectsIssues
  }

  /// The context of values that did not set one.
  var context: DependencyContext { fixedContext ?? ProcessContext.detected }

  /// The issues collected so far.
  var issues: [String] { collected.withLock { $0 } }

  func collect(_ message: String) { collected.withLock { $0.append(message) } }

  /// The key's value for `context`, computed on first use in this scope.
  func defaultValue<Key: DependencyKey>(of key: Key.Type, in context: DependencyContext) -> Key.Value {
    // Under Swift Testing each test gets its own defaults, as each preview state does.
    let cacheKey = CacheKey(key: ObjectIdentifier(key), context: context, test: TestFrameworks.currentTestID)
    if let cached = cache.withLock({ $0[cacheKey] }) { return cached as! Key.Value }
    // Computed outside the lock: a default may read other dependencies.
    let value = UnimplementedRegistry.resolving(key, in: context) { () -> Key.Value in
      switch context {
      case .live: Key.liveValue
      case .preview: Key.previewValue
      case .test: Key.testValue
      }
    }
    return cache.withLock { cache in
      if let raced = cache[cacheKey] { return raced as! Key.Value }
      cache[cacheKey] = value
      return value
    }
  }

  private struct CacheKey: Hashable {
    var key: ObjectIdentifier
    var context: DependencyContext
    var test: String?
  }
}
