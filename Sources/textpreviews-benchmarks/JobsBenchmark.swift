import Foundation
import PreviewKit
import PreviewRunner

/// Times a verify run of 1,000 synthetic 80×24 states three ways: in-process, with one
/// worker process, and with two; prints the speedup of `--jobs 2` over `--jobs 1` (target
/// ≥ 1.7× on 2 cores) and the overhead of `--jobs 1` over in-process rendering (target ≤ 10 %).
/// Each figure is the best of `--repeat` runs (default 3; the three ways take turns), with the processor time that run
/// used (the runner's and its reaped workers'): two cores cannot run `--jobs 2` in less than
/// half its processor time, so `--jobs 1`'s wall time over that half is the most the speedup
/// can be on this machine.
enum JobsBenchmark {
  /// Seconds of processor time used by this process and the children it reaped so far.
  static func processorTime() -> Double {
    var usage = rusage()
    var total = 0.0
    // RUSAGE_SELF and RUSAGE_CHILDREN, whose imported types differ between C libraries.
    for who: Int32 in [0, -1] {
      getrusage(who, &usage)
      total += Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
      total += Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
    }
    return total
  }

  /// Tells a worker started by this benchmark how many synthetic states there are.
  static let stateCountKey = "TEXTPREVIEWS_BENCH_STATES"

  @MainActor
  static func run(_ args: [String]) async -> Int32 {
    if let index = args.firstIndex(of: "--states"), index + 1 < args.count, let count = Int(args[index + 1]) {
      SyntheticPreviews.count = count
    }
    var repeats = 3
    if let index = args.firstIndex(of: "--repeat"), index + 1 < args.count, let count = Int(args[index + 1]) {
      repeats = max(1, count)
    }
    guard let executable = Bundle.main.executablePath else {
      print("cannot find this executable's path to start workers")
      return 1
    }
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("preview-runner-jobs-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let environment = [stateCountKey: String(SyntheticPreviews.count)]
    let arguments = ["--snapshots", directory, "--color", "never", "--ci"]
    let recording = Console.capturing()
    guard
      await PreviewRunnerCommand.run(
        arguments: ["--snapshots", directory, "--record"], environment: environment,
        providers: [SyntheticPreviews.self], appChecks: [], workingDirectory: directory, output: recording) == 0
    else {
      print("recording failed:\n\(recording.standardOutput)\(recording.standardError)")
      return 1
    }

    /// One timed verify run.
    func time(_ extra: [String], _ execution: Execution) async -> (wall: Double, cpu: Double)? {
      let console = Console.capturing()
      let clock = ContinuousClock()
      let cpuStart = Self.processorTime()
      let start = clock.now
      let code = await PreviewRunnerCommand.run(
        arguments: arguments + extra, environment: environment, providers: [SyntheticPreviews.self],
        appChecks: [], workingDirectory: directory, output: console, execution: execution)
      let elapsed = clock.now - start
      guard code == 0 else {
        print("verify \(extra) failed with exit code \(code): \(console.standardOutput.suffix(400))")
        return nil
      }
      return (
        Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18,
        Self.processorTime() - cpuStart
      )
    }

    var loads = [0.0, 0.0, 0.0]
    // Other work on a shared machine takes cores from --jobs 2 first: the load before the runs says
    // how much.
    let loadText = getloadavg(&loads, 3) == 3 ? String(format: ", load average %.2f", loads[0]) : ""
    // The three ways take turns, so that a burst of other work on the machine slows each alike;
    // each keeps its fastest run.
    let ways: [([String], Execution)] = [
      ([], .inProcess), (["--jobs", "1"], .workers(executable: executable)),
      (["--jobs", "2"], .workers(executable: executable)),
    ]
    var fastest: [(wall: Double, cpu: Double)] = Array(repeating: (.infinity, 0), count: ways.count)
    for _ in 0..<repeats {
      for (index, way) in ways.enumerated() {
        guard let timed = await time(way.0, way.1) else { return 1 }
        if timed.wall < fastest[index].wall { fastest[index] = timed }
      }
    }
    report(inProcess: fastest[0], one: fastest[1], two: fastest[2], repeats: repeats, load: loadText)
    return 0
  }

  /// Prints the fastest run of each way, the speedup and its ceiling, and the overhead.
  private static func report(
    inProcess: (wall: Double, cpu: Double), one: (wall: Double, cpu: Double), two: (wall: Double, cpu: Double),
    repeats: Int, load: String
  ) {
    print(
      "jobs: \(SyntheticPreviews.count) states of 80×24, best of \(repeats), \(ProcessInfo.processInfo.activeProcessorCount) cores\(load)"
    )
    let cores = Double(ProcessInfo.processInfo.activeProcessorCount)
    print(String(format: "in-process: %.3f s (processor %.3f s)", inProcess.wall, inProcess.cpu))
    print(String(format: "--jobs 1:   %.3f s (processor %.3f s)", one.wall, one.cpu))
    print(String(format: "--jobs 2:   %.3f s (processor %.3f s)", two.wall, two.cpu))
    print(String(format: "speedup of --jobs 2 over --jobs 1: %.2f× (target ≥ 1.7×)", one.wall / two.wall))
    print(
      String(
        format:
          "most the speedup can be on %.0f cores: %.2f× (--jobs 1's wall time over --jobs 2's processor time / %.0f)",
        cores, one.wall / (two.cpu / cores), cores))
    print(
      String(
        format: "overhead of --jobs 1 over in-process: %.1f %% (target ≤ 10 %%)", (one.wall / inProcess.wall - 1) * 100)
    )
  }
}
