import Synchronization

/// Counts the async work a render is waiting for, so a runner can tell "settled" (every task
/// finished or suspended on a response that will never come) from "still working" without
/// sleeping. Mocks that suspend forever register here; view tasks register in their graph.
public enum AsyncActivity {
  private static let suspended = Mutex<[UInt64: CheckedContinuation<Void, Never>]>([:])
  private static let cancelledEarly = Mutex<Set<UInt64>>([])
  private static let nextID = Atomic<UInt64>(0)

  /// How many tasks are suspended in `suspendUntilCancelled()` right now.
  public static var suspendedCount: Int { suspended.withLock { $0.count } }

  /// Suspends the calling task until it is cancelled: the loading state of a mock whose
  /// response never arrives. Throws `CancellationError` when the task is cancelled.
  public static func suspendUntilCancelled() async throws {
    let id = nextID.add(1, ordering: .relaxed).newValue
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let alreadyCancelled = cancelledEarly.withLock { $0.remove(id) != nil }
        if alreadyCancelled {
          continuation.resume()
        } else {
          suspended.withLock { $0[id] = continuation }
        }
      }
    } onCancel: {
      let continuation = suspended.withLock { $0.removeValue(forKey: id) }
      if let continuation {
        continuation.resume()
      } else {
        // Cancelled before the continuation was stored: let the body resume at once.
        cancelledEarly.withLock { _ = $0.insert(id) }
      }
    }
    throw CancellationError()
  }
}
