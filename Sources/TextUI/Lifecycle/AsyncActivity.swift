import Synchronization

/// Tracks the tasks that wait on a response that will never come, per graph, so a runner can
/// tell "settled" (every task finished or suspended on a pending mock) from "still working"
/// without sleeping.
///
/// Work is attributed through task-local values: a graph starts its `.task`s and runs taps
/// and appear actions inside its own `Scope`, and a `Task { }` created there inherits it, so
/// two graphs rendering at once never count each other's waiters.
public enum AsyncActivity {
  /// The work of one graph.
  public final class Scope: Sendable {
    let id: UInt64
    /// A new scope, distinct from every other.
    public init() { id = AsyncActivity.nextID.add(1, ordering: .relaxed).newValue }
  }

  /// The scope the current task belongs to.
  @TaskLocal public static var current: Scope?
  /// The tag of the graph task (`.task`) the current task is, if it is one.
  @TaskLocal static var graphTask: UInt64?

  private struct Waiter {
    var scope: UInt64?
    var graphTask: UInt64?
    var continuation: CheckedContinuation<Void, Never>
  }

  private static let waiters = Mutex<[UInt64: Waiter]>([:])
  private static let cancelledEarly = Mutex<Set<UInt64>>([])
  fileprivate static let nextID = Atomic<UInt64>(0)

  /// How many tasks of `scope` are suspended in `suspendUntilCancelled()`.
  public static func suspendedCount(in scope: Scope) -> Int {
    waiters.withLock { $0.values.count { $0.scope == scope.id } }
  }

  /// The graph tasks of `scope` that are suspended on a pending response.
  static func suspendedGraphTasks(in scope: Scope) -> Set<UInt64> {
    waiters.withLock { Set($0.values.compactMap { $0.scope == scope.id ? $0.graphTask : nil }) }
  }

  /// Resumes every waiter of `scope` (each throws `CancellationError`): the end of a preview,
  /// including `Task { }`s that the graph does not own.
  public static func cancelSuspended(in scope: Scope) {
    let resumed = waiters.withLock { all -> [CheckedContinuation<Void, Never>]? in
      // Nothing suspended (nearly every teardown): no filter and no loop, which a debug build
      // runs as generic calls looking their types up, for every state torn down.
      if all.isEmpty { return nil }
      let ids = all.filter { $0.value.scope == scope.id }.map(\.key)
      return ids.compactMap { all.removeValue(forKey: $0)?.continuation }
    }
    guard let resumed else { return }
    for continuation in resumed { continuation.resume() }
  }

  /// Suspends the calling task until it is cancelled (or its scope is torn down): the
  /// loading state of a mock whose response never arrives. Always throws `CancellationError`.
  public static func suspendUntilCancelled() async throws {
    let id = nextID.add(1, ordering: .relaxed).newValue
    let scope = current?.id
    let tag = graphTask
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let alreadyCancelled = cancelledEarly.withLock { $0.remove(id) != nil }
        if alreadyCancelled {
          continuation.resume()
        } else {
          waiters.withLock { $0[id] = Waiter(scope: scope, graphTask: tag, continuation: continuation) }
        }
      }
    } onCancel: {
      let waiter = waiters.withLock { $0.removeValue(forKey: id) }
      if let waiter {
        waiter.continuation.resume()
      } else {
        // Cancelled before the continuation was stored: let the body resume at once.
        cancelledEarly.withLock { _ = $0.insert(id) }
      }
    }
    throw CancellationError()
  }
}
