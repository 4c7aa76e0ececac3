import Synchronization

/// Records that state read by some view changed, so the graph must render again, and which
/// views read it, so that only those views evaluate `body` again.
///
/// Observation and `ObservableObject` report changes from whatever thread mutates a model,
/// synchronously and before the change lands, so this is lock-protected rather than a
/// main-actor property: the mark is never lost or delayed.
public final class Invalidation: Sendable {
  private struct Marks {
    var identities: Set<UInt64> = []
    var everything = false
  }
  private let dirty = Atomic<Bool>(false)
  private let changes = Atomic<Int>(0)
  private let marks = Mutex(Marks())
  /// Told of every change, from whatever thread made it: how a live session learns it must
  /// draw again without polling. `nil` (the usual case) in previews.
  private let observer = Mutex<(@Sendable () -> Void)?>(nil)
  private let isObserved = Atomic<Bool>(false)

  /// A record with nothing marked.
  public init() {}

  /// Notes that the graph needs to render again, re-evaluating every view.
  public func markNeedsRender() {
    marks.withLock { $0.everything = true }
    flag()
  }

  /// Notes that the view with `identity` read state that changed.
  func markNeedsRender(_ identity: ViewIdentity) {
    marks.withLock { _ = $0.identities.insert(identity.value) }
    flag()
  }

  private func flag() {
    dirty.store(true, ordering: .sequentiallyConsistent)
    changes.add(1, ordering: .sequentiallyConsistent)
    if isObserved.load(ordering: .acquiring), let observer = observer.withLock({ $0 }) { observer() }
  }

  /// Calls `observer` after every change from now on (replacing any earlier one), from the
  /// thread that made the change; `nil` stops it.
  func observe(_ observer: (@Sendable () -> Void)?) {
    self.observer.withLock { $0 = observer }
    isObserved.store(observer != nil, ordering: .releasing)
  }

  /// Whether a change happened since the last render started.
  public var needsRender: Bool { dirty.load(ordering: .sequentiallyConsistent) }

  /// How many changes were reported in total; settling loops compare it before and after.
  public var changeCount: Int { changes.load(ordering: .sequentiallyConsistent) }

  /// Takes the marks for a render that is starting: the views to re-evaluate, or `nil` for
  /// all of them.
  func take() -> Set<UInt64>? {
    dirty.store(false, ordering: .sequentiallyConsistent)
    return marks.withLock { marks in
      defer { marks = Marks() }
      return marks.everything ? nil : marks.identities
    }
  }
}
