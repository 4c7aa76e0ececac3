import Synchronization

/// Remembers which keys' context values are `unimplemented()`, so that every read of such a
/// dependency is reported, not only the first (a key's `static let` value is computed once
/// per process).
///
/// `unimplemented()` learns which key it stands for from the resolution in progress: a
/// scope computes a key's default inside `resolving(_:in:_:)`, and a `static let` value is
/// initialised synchronously inside that call.
enum UnimplementedRegistry {
  /// The key whose default is being computed on this task.
  struct Resolution: Sendable {
    var keyName: String
    var key: ObjectIdentifier
    var context: DependencyContext
    /// Another context's value of the same key, for `unimplemented()` to return in its place.
    var standIn: @Sendable () -> (any Sendable)?
  }

  private struct Entry: Hashable {
    var key: ObjectIdentifier
    var context: DependencyContext
  }

  @TaskLocal static var resolution: Resolution?
  private static let sites = Mutex<[Entry: UnimplementedSite]>([:])

  /// Runs `body`, which computes `key`'s value for `context`, with the key known to
  /// `unimplemented()`.
  static func resolving<Key: DependencyKey, Value>(
    _ key: Key.Type, in context: DependencyContext, _ body: () -> Value
  ) -> Value {
    let resolution = Resolution(
      keyName: String(describing: key), key: ObjectIdentifier(key), context: context,
      standIn: { standIn(for: Key.self, in: context) })
    return $resolution.withValue(resolution, operation: body)
  }

  /// The `unimplemented()` behind `key`'s value for `context`, if it is one.
  static func site<Key: DependencyKey>(of key: Key.Type, in context: DependencyContext) -> UnimplementedSite? {
    sites.withLock { $0[Entry(key: ObjectIdentifier(key), context: context)] }
  }

  static func register(_ site: UnimplementedSite, for resolution: Resolution) {
    sites.withLock { $0[Entry(key: resolution.key, context: resolution.context)] = site }
  }

  /// What an unimplemented existential returns after its use is reported: the key's preview
  /// value in a test (the harmless default the article recommends), else its live value. An
  /// app has nothing else to use.
  private static func standIn<Key: DependencyKey>(for key: Key.Type, in context: DependencyContext) -> (any Sendable)? {
    let fallbacks: [DependencyContext] =
      switch context {
      case .test: [.preview, .live]
      case .preview: [.live]
      case .live: []
      }
    for fallback in fallbacks {
      let value = resolving(key, in: fallback) { () -> Key.Value in
        switch fallback {
        case .live: Key.liveValue
        case .preview: Key.previewValue
        case .test: Key.testValue
        }
      }
      if site(of: key, in: fallback) == nil { return value }
    }
    return nil
  }
}

/// Where an `unimplemented()` value was written, and what it stands for.
struct UnimplementedSite: Sendable {
  var description: String
  var fileID: String
  var line: UInt

  var location: String { "\(fileID):\(line)" }

  /// The message for a read of `key`'s unimplemented value in `context`.
  func message<Key: DependencyKey>(for key: Key.Type, in context: DependencyContext, readAt access: AccessSite?)
    -> String
  {
    let what = description.isEmpty ? "" : " (\(description))"
    let reader = access.map { " read by @Dependency at \($0.fileID):\($0.line)," } ?? ""
    return
      "unimplemented dependency \(key)\(what):\(reader) its \(context)Value is unimplemented() at \(location) — override it with withDependencies { $0.… = … }"
  }
}
