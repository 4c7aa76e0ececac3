import Foundation
import PreviewKit
import PreviewRunner
import TextUI

/// Times a full verify run, rendering included, of 1,000 synthetic 80×24 states against
/// snapshots recorded just before in a temporary directory; prints the wall time and the
/// process's peak resident memory. Targets: under 0.25 s and under 40 MiB.
enum VerifyBenchmark {
  static let stateCount = 1_000

  /// Runs the benchmark; `args` may hold `--states N`. Returns the process exit code.
  @MainActor
  static func run(_ args: [String]) async -> Int32 {
    if let index = args.firstIndex(of: "--states"), index + 1 < args.count, let count = Int(args[index + 1]) {
      SyntheticPreviews.count = count
    }
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("preview-runner-bench-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let arguments = ["--snapshots", directory, "--color", "never"]

    let recording = Console.capturing()
    let recordCode = await verify(arguments + ["--record"], recording)
    guard recordCode == 0 else {
      print("recording failed with exit code \(recordCode):\n\(recording.standardOutput)\(recording.standardError)")
      return 1
    }

    let console = Console.capturing()
    let clock = ContinuousClock()
    let start = clock.now
    let code = await verify(arguments, console)
    let elapsed = clock.now - start
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    let summary = console.standardOutput.split(separator: "\n").last.map(String.init) ?? ""
    guard code == 0 else {
      print("verify failed with exit code \(code): \(summary)")
      return 1
    }
    let peak = peakResidentMebibytes()
    print("verify: \(SyntheticPreviews.count) states of 80×24: \(summary)")
    print(String(format: "wall: %.3f s (target < 0.25 s)", seconds))
    print(String(format: "peak RSS: %.1f MiB (target < 40 MiB)", peak))
    return 0
  }

  @MainActor
  private static func verify(_ arguments: [String], _ console: Console) async -> Int32 {
    await PreviewRunnerCommand.run(
      arguments: arguments, environment: [:], providers: [SyntheticPreviews.self], appChecks: [],
      workingDirectory: FileManager.default.currentDirectoryPath, output: console)
  }

  /// `VmHWM` from /proc/self/status, in MiB; 0 where it is not available.
  private static func peakResidentMebibytes() -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
    else { return 0 }
    let kibibytes = line.split(separator: " ").compactMap { Double($0) }.first ?? 0
    return kibibytes / 1024
  }
}

/// A provider whose states are generated: each a screen of 22 coloured lines of varied text
/// in a border, filling 80×24.
private struct SyntheticPreviews: PreviewProvider {
  nonisolated(unsafe) static var count = VerifyBenchmark.stateCount
  static let colors: [Color] = [.red, .green, .yellow, .blue, .magenta, .cyan, .white, .orange]

  static var layout: PreviewLayout { PreviewLayout(width: 80, height: 24) }

  static var states: [PreviewState] {
    (0..<count).map { index in
      PreviewState("state \(index)") {
        VStack(alignment: .leading, spacing: 0) {
          ForEach(0..<22, id: \.self) { line in
            Text("Row \(line) of state \(index): \(String(repeating: "·", count: (index + line) % 40)) end")
              .foregroundColor(colors[(index + line) % colors.count])
              .bold(line % 3 == 0)
          }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .border()
      }
    }
  }
}
