import Synchronization

/// Records that state read by some view changed, so the graph must render again.
///
/// Observation and `ObservableObject` report changes from whatever thread mutates a model,
/// synchronously and before the change lands, so this is a lock-free flag plus a change
/// counter rather than a main-actor property: the mark is never lost or delayed.
public final class Invalidation: Sendable {
  private let dirty = Atomic<Bool>(false)
  private let changes = Atomic<Int>(0)

  public init() {}

  /// Notes that the graph needs to render again.
  public func markNeedsRender() {
    dirty.store(true, ordering: .sequentiallyConsistent)
    changes.add(1, ordering: .sequentiallyConsistent)
  }

  /// Whether a change happened since the last render started.
  public var needsRender: Bool { dirty.load(ordering: .sequentiallyConsistent) }

  /// How many changes were reported in total; settling loops compare it before and after.
  public var changeCount: Int { changes.load(ordering: .sequentiallyConsistent) }

  func clear() { dirty.store(false, ordering: .sequentiallyConsistent) }
}
