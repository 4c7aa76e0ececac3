/// The processor time this process has used, beside the wall clock: on a machine shared with
/// other work the wall time of a render is mostly time spent waiting for a core, so the
/// benchmarks print both, and the processor time is what the code itself costs.
enum CPUClock {
  /// Seconds of processor time used by the process so far.
  static func now() -> Double {
    var time = POSIX.TimeSpec()
    _ = POSIX.clock_gettime(POSIX.CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}
