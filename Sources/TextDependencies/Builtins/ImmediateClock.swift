import Synchronization

/// A clock whose sleeps end at once, moving its `now` to the deadline: the clock of previews
/// and tests, so a view model that waits five seconds shows its result in the first settled
/// frame, deterministically, without waiting.
///
/// A sleep still yields once, so a loop that sleeps on it stays an async loop the runner can
/// report as "did not settle", instead of blocking the main actor.
public final class ImmediateClock: Clock, Sendable {
  /// The clock's instants: virtual time that starts at zero and moves only when the clock sleeps.
  public typealias Instant = VirtualInstant

  private let current: Mutex<VirtualInstant>

  /// A clock starting at `now`.
  public init(now: VirtualInstant = VirtualInstant()) {
    current = Mutex(now)
  }

  /// The current virtual instant: zero plus every duration slept so far.
  public var now: VirtualInstant { current.withLock { $0 } }

  /// Zero: a sleep ends at exactly its deadline, with no rounding.
  public var minimumResolution: Duration { .zero }

  /// Ends at once (throwing if the task is cancelled), with `now` at least `deadline`.
  public func sleep(until deadline: VirtualInstant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    current.withLock { $0 = max($0, deadline) }
    await Task.yield()
    try Task.checkCancellation()
  }
}
