import PreviewSnapshots

/// What the runner does when its standard output or error is a pipe nobody reads any more
/// (`preview-runner | head -2`, a pager that was quit): it stops at once, silently, with the
/// status a process killed by `SIGPIPE` reports, 141, so `set -o pipefail` pipelines see it
/// as they see any Unix tool's.
///
/// `SIGPIPE` itself is ignored (``ignoreSignal()``), so that a write to a closed pipe fails
/// with `EPIPE` where the runner can act on it: kill its workers, then exit. Stopping loses
/// nothing: snapshots and pending renderings are written to a temporary file and renamed.
enum BrokenPipe {
  /// 128 + `SIGPIPE`: the shell's status for a process that `SIGPIPE` killed.
  static let exitCode: Int32 = 128 + POSIX.SIGPIPE

  /// Makes a write to a closed pipe fail with `EPIPE` instead of killing the process: the
  /// runner's own streams then stop the run through ``stop()``, and a worker that died is
  /// noticed by the pool. Worker processes inherit the setting.
  static func ignoreSignal() {
    _ = POSIX.signal(POSIX.SIGPIPE, POSIX.SIG_IGN)
  }

  /// Writes `text` whole to `descriptor` (standard output or error), stopping the runner
  /// with ``stop()`` when that is a closed pipe. Other write errors are dropped: there is
  /// nowhere left to report them.
  static func write(_ text: String, to descriptor: Int32) {
    var text = text
    let error = text.withUTF8 { FileDescriptorIO.writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
    if error == POSIX.EPIPE { stop() }
  }

  /// Kills and reaps every worker still running, so none outlives the runner busy with a
  /// state nobody will read, then exits with ``exitCode`` without printing anything.
  static func stop() -> Never {
    RunningWorkers.killAll()
    POSIX._exit(exitCode)
  }
}
