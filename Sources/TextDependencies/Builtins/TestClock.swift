import Synchronization

/// A clock that only moves when a test moves it: sleepers stay suspended until `advance(by:)`
/// reaches their deadline, so a test can check what a model shows before and after a delay.
///
/// ```swift
/// let clock = TestClock()
/// let model = withDependencies { $0.continuousClock = clock } operation: { BannerModel() }
/// let task = Task { await model.showThenHide() }   // sleeps five seconds
/// await clock.advance(by: .seconds(4))             // still shown
/// await clock.advance(by: .seconds(1))             // hidden
/// await task.value
/// ```
public final class TestClock: Clock, Sendable {
  /// The clock's instants: virtual time that moves only through `advance(by:)`.
  public typealias Instant = VirtualInstant

  private struct Sleeper {
    var deadline: VirtualInstant
    var continuation: CheckedContinuation<Void, any Error>
  }

  private struct State {
    var now: VirtualInstant
    var sleepers: [UInt64: Sleeper] = [:]
    var cancelledEarly: Set<UInt64> = []
    var nextID: UInt64 = 0
  }

  private let state: Mutex<State>

  /// A clock stopped at `now`.
  public init(now: VirtualInstant = VirtualInstant()) {
    state = Mutex(State(now: now))
  }

  /// The current virtual instant: zero plus everything advanced so far.
  public var now: VirtualInstant { state.withLock { $0.now } }

  /// Zero: a sleep ends at exactly its deadline, with no rounding.
  public var minimumResolution: Duration { .zero }

  /// How many tasks are asleep on this clock.
  public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

  /// Suspends until `advance(by:)` reaches `deadline`; throws `CancellationError` if the task
  /// is cancelled first.
  public func sleep(until deadline: VirtualInstant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let id = state.withLock { state in
      defer { state.nextID += 1 }
      return state.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        let resumeNow: Result<Void, any Error>? = state.withLock { state in
          if state.cancelledEarly.remove(id) != nil { return .failure(CancellationError()) }
          if deadline <= state.now { return .success(()) }
          state.sleepers[id] = Sleeper(deadline: deadline, continuation: continuation)
          return nil
        }
        if let resumeNow { continuation.resume(with: resumeNow) }
      }
    } onCancel: {
      let sleeper = state.withLock { state -> Sleeper? in
        guard let sleeper = state.sleepers.removeValue(forKey: id) else {
          // Cancelled before the continuation was stored: the body resumes at once.
          state.cancelledEarly.insert(id)
          return nil
        }
        return sleeper
      }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Moves `now` forward by `duration`, waking each sleeper whose deadline is reached, in
  /// deadline order, and letting it run until it suspends again before moving on — so a
  /// sleeper that sleeps again within the same advance is woken too.
  public func advance(by duration: Duration = .zero) async {
    let target = now.advanced(by: duration)
    while true {
      let woken = state.withLock { state -> Sleeper? in
        guard let (id, sleeper) = state.sleepers.min(by: { $0.value.deadline < $1.value.deadline }),
          sleeper.deadline <= target
        else {
          state.now = max(state.now, target)
          return nil
        }
        state.sleepers.removeValue(forKey: id)
        state.now = max(state.now, sleeper.deadline)
        return sleeper
      }
      guard let woken else { break }
      woken.continuation.resume()
      await Self.letWokenTasksRun()
    }
    await Self.letWokenTasksRun()
  }

  /// Yields enough times for a woken task to run on its actor and reach its next suspension;
  /// the tasks a clock wakes are the test's own, so a few rounds are enough.
  private static func letWokenTasksRun() async {
    for _ in 0..<20 { await Task.yield() }
  }
}
