import Synchronization

/// The worker processes started and not yet reaped, by process id, so that a runner that must
/// stop at once (``BrokenPipe/stop()``, the end of a run) leaves none behind. Workers are
/// started and reaped by `WorkerProcess`; whoever stops the runner kills what is left.
package enum RunningWorkers {
  private static let running = Mutex(Set<POSIX.ProcessID>())

  /// Notes a worker just started.
  static func started(_ pid: POSIX.ProcessID) {
    _ = running.withLock { $0.insert(pid) }
  }

  /// Notes a worker that was waited for.
  static func reaped(_ pid: POSIX.ProcessID) {
    _ = running.withLock { $0.remove(pid) }
  }

  /// Kills every worker still running (or those `chosen` picks by process id) and waits for
  /// each to end. A worker busy with a state would otherwise go on until it next writes to
  /// the closed pipe, or forever in an endless loop. A test, whose process holds the workers
  /// of other runs at the same time, picks its own.
  package static func killAll(_ chosen: (Int32) -> Bool = { _ in true }) {
    let pids = running.withLock { running in
      let picked = running.filter(chosen)
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
