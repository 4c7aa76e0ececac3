import Foundation
import PreviewKit
import PreviewRunner

/// Times a verify run of 1,000 synthetic 80×24 states three ways: in-process, with one
/// worker process, and with two; prints the speedup of `--jobs 2` over `--jobs 1` (target
/// ≥ 1.7× on 2 cores) and the overhead of `--jobs 1` over in-process rendering (target ≤ 10 %).
/// Each figure is the best of `--repeat` runs (default 3).
enum JobsBenchmark {
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

    func best(_ extra: [String], _ execution: Execution) async -> Double? {
      var times: [Double] = []
      for _ in 0..<repeats {
        let console = Console.capturing()
        let clock = ContinuousClock()
        let start = clock.now
        let code = await PreviewRunnerCommand.run(
          arguments: arguments + extra, environment: environment, providers: [SyntheticPreviews.self],
          appChecks: [], workingDirectory: directory, output: console, execution: execution)
        let elapsed = clock.now - start
        guard code == 0 else {
          print("verify \(extra) failed with exit code \(code): \(console.standardOutput.suffix(400))")
          return nil
        }
        times.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
      }
      return times.min()
    }

    guard let inProcess = await best([], .inProcess),
      let one = await best(["--jobs", "1"], .workers(executable: executable)),
      let two = await best(["--jobs", "2"], .workers(executable: executable))
    else { return 1 }
    print(
      "jobs: \(SyntheticPreviews.count) states of 80×24, best of \(repeats), \(ProcessInfo.processInfo.activeProcessorCount) cores"
    )
    print(String(format: "in-process: %.3f s", inProcess))
    print(String(format: "--jobs 1:   %.3f s", one))
    print(String(format: "--jobs 2:   %.3f s", two))
    print(String(format: "speedup of --jobs 2 over --jobs 1: %.2f× (target ≥ 1.7×)", one / two))
    print(String(format: "overhead of --jobs 1 over in-process: %.1f %% (target ≤ 10 %%)", (one / inProcess - 1) * 100))
    return 0
  }
}
