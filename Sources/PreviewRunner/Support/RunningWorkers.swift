import Synchronization

/// The worker processes started and not yet reaped, by process id, so that a runner that must
/// stop at once (``BrokenPipe/stop()``, the end of a run) leaves none behind. Workers are
/// started and reaped by `WorkerProcess`; whoever stops the runner kills what is left.
package enum RunningWorkers {
  private static let running = Mutex(Set<POSIX.ProcessID>())
  /// Taken while a worker is started and by the runner's last ``killAll()``, which sets it
  /// for good: a worker being started when the runner stops is noted before it is killed,
  /// and none starts after (`true` once stopping).
  private static let stopping = Mutex(false)

  /// Runs `spawn`, which starts a worker and says its process id, and notes the worker;
  /// `nil`, without running `spawn`, once the runner is stopping. One worker starts at a time.
  static func start<Started, Failure: Error>(
    _ spawn: () throws(Failure) -> (worker: Started, pid: POSIX.ProcessID)
  ) throws(Failure) -> Started? {
    try stopping.withLock { (stopping: inout Bool) throws(Failure) -> sending Started? in
      guard !stopping else { return nil }
      let started = try spawn()
      _ = running.withLock { $0.insert(started.pid) }
      return started.worker
    }
  }

  /// Notes a worker that was waited for.
  static func reaped(_ pid: POSIX.ProcessID) {
    _ = running.withLock { $0.remove(pid) }
  }

  /// Kills every worker still running and waits for each to end, as the runner stops: a
  /// worker busy with a state would otherwise go on until it next writes to the closed pipe,
  /// or forever in an endless loop. No worker starts after this. `chosen`, for a test whose
  /// process holds the workers of other runs at the same time: kills only the workers it
  /// picks by process id, and workers may start after.
  package static func killAll(_ chosen: ((Int32) -> Bool)? = nil) {
    if chosen == nil { stopping.withLock { $0 = true } }
    let pids = running.withLock { running in
      let picked = running.filter { chosen?($0) ?? true }
      running.subtract(picked)
      return picked
    }
    for pid in pids { _ = POSIX.kill(pid, POSIX.SIGKILL) }
    for pid in pids {
      var status: Int32 = 0
      while POSIX.waitpid(pid, &status, 0) < 0 && POSIX.errno == POSIX.EINTR {}
    }
  }
}
