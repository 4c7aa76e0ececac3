import Foundation

/// Measures a live app through a pseudo-terminal, as a person's terminal meets it
/// (scripts/bench-live):
///
/// - `live-keys`: the time from a keystroke written to the terminal to the end of the frame
///   it causes read back, for keys that each move the focus (Down, then Up, and so on) on the
///   sample app's first screen; p50 and p99 over `--keys` keystrokes (default 300), a pause
///   between keys as a person's typing has. Targets (issue 25): p99 ≤ 16 ms in a release build
///   of the app, ≤ 50 ms in a debug build (`--target MS`).
/// - `live-idle`: the processor time the app uses over `--seconds` (default 10) with nothing
///   changing on screen, as a share of one core, and the frames it wrote meanwhile (none is
///   right: nothing polls). Target: under 1 %.
enum LiveBenchmark {
  static func keys(_ args: [String]) -> Int32 {
    guard let app = option("--app", in: args) else { return usage() }
    let count = option("--keys", in: args).flatMap(Int.init) ?? 300
    let target = option("--target", in: args).flatMap(Double.init) ?? 16
    guard let running = PseudoTerminalApp.started(app) else { return 1 }
    defer { running.quit() }
    let down = Array("\u{1B}[B".utf8)
    let up = Array("\u{1B}[A".utf8)
    var latencies: [Double] = []
    var frameBytes: [Int] = []
    for index in 0..<count {
      let before = running.counts
      let start = ContinuousClock.now
      running.type(index.isMultiple(of: 2) ? down : up)
      guard let end = running.waitForFrame(after: before.frames) else {
        print("error: keystroke \(index + 1) drew no frame within 10 s")
        return 1
      }
      latencies.append(PseudoTerminalApp.seconds(end - start) * 1000)
      // A pause, as between a person's keys; also lets any later frame of this key arrive
      // before the next is timed.
      _ = running.waitUntilQuiet(for: .milliseconds(15))
      let after = running.counts
      frameBytes.append((after.bytes - before.bytes) / max(1, after.frames - before.frames))
    }
    latencies.sort()
    let p50 = percentile(latencies, 0.50)
    let p99 = percentile(latencies, 0.99)
    print("keystroke to frame, \((app as NSString).lastPathComponent) at 80×24 through a pseudo-terminal:")
    print(
      String(
        format:
          "  p50 %.2f ms, p99 %.2f ms, max %.2f ms over %d keys; %d bytes per frame (median); target p99 ≤ %.0f ms: ",
        p50, p99, latencies.last ?? 0, count, frameBytes.sorted()[frameBytes.count / 2], target)
        + (p99 <= target ? "met" : "MISSED"))
    return 0
  }

  static func idle(_ args: [String]) -> Int32 {
    guard let app = option("--app", in: args) else { return usage() }
    let seconds = option("--seconds", in: args).flatMap(Double.init) ?? 10
    guard let running = PseudoTerminalApp.started(app, quietFor: .milliseconds(500)) else { return 1 }
    defer { running.quit() }
    guard let before = running.processorTime else {
      print("error: cannot read /proc/\(running.process.processIdentifier)/stat")
      return 1
    }
    let frames = running.counts
    Thread.sleep(forTimeInterval: seconds)
    let used = (running.processorTime ?? before) - before
    let after = running.counts
    let share = used / seconds * 100
    print("idle, \((app as NSString).lastPathComponent) at 80×24 with nothing changing:")
    print(
      String(
        format:
          "  %.2f %% of a core over %.0f s (%.2f s of processor time), %d frames and %d bytes written; target < 1 %%: ",
        share, seconds, used, after.frames - frames.frames, after.bytes - frames.bytes)
        + (share < 1 ? "met" : "MISSED"))
    return 0
  }

  private static func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
    guard !sorted.isEmpty else { return 0 }
    return sorted[min(sorted.count - 1, Int((Double(sorted.count) * fraction).rounded(.up)) - 1)]
  }

  private static func option(_ name: String, in args: [String]) -> String? {
    guard let index = args.firstIndex(of: name), index + 1 < args.count else { return nil }
    return args[index + 1]
  }

  private static func usage() -> Int32 {
    print(
      "usage: textpreviews-benchmarks live-keys --app PATH [--keys N] [--target MS]"
        + " | live-idle --app PATH [--seconds S]")
    return 2
  }
}
