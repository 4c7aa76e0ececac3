import Foundation
import PreviewKit
import PreviewRunner
import PreviewSnapshots
import TextUI

/// Times `review --reject` and `review --accept` of one large pending rendering (50 MB by
/// default) beside a snapshot of the same size, in process, and prints each one's wall time,
/// processor time and peak resident memory (the high-water mark is reset before each, and the
/// files are written in pieces, so it is the review's own). Issue 26's D14: rejecting one took
/// 10 s in a debug build and reading one 180 MB.
enum ReviewBenchmark {
  /// Runs the benchmark; `args` may hold `--megabytes N`. Returns the process exit code.
  @MainActor
  static func run(_ args: [String]) async -> Int32 {
    var megabytes = 50
    if let index = args.firstIndex(of: "--megabytes"), index + 1 < args.count, let value = Int(args[index + 1]) {
      megabytes = value
    }
    #if DEBUG
      let configuration = "debug"
    #else
      let configuration = "release"
    #endif
    for action in ["--reject", "--accept"] {
      let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("preview-runner-review-bench-\(UUID().uuidString)").path
      defer { try? FileManager.default.removeItem(atPath: directory) }
      let size = writeLarge(into: directory, megabytes: megabytes)
      resetPeak()
      let console = Console.capturing()
      let clock = ContinuousClock()
      let start = clock.now
      let cpuStart = CPUClock.now()
      let code = await PreviewRunnerCommand.run(
        arguments: ["review", action, "--snapshots", directory], environment: [:], providers: [], appChecks: [],
        workingDirectory: directory, output: console)
      let elapsed = clock.now - start
      let cpu = CPUClock.now() - cpuStart
      let summary = console.standardOutput.split(separator: "\n").last.map(String.init) ?? ""
      guard code == 0 else {
        print("review \(action) failed with exit code \(code): \(console.standardOutput)\(console.standardError)")
        return 1
      }
      print(
        String(
          format:
            "review %@ (%@ build) of a %.1f MB pending rendering: wall %.3f s, cpu %.3f s, peak RSS %.1f MiB — %@",
          action, configuration, Double(size) / 1e6,
          Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18, cpu, peakMebibytes(),
          summary))
    }
    return 0
  }

  /// Writes a snapshot of about `megabytes` MB and a pending rendering of it that differs in
  /// its last row, with its base; returns the rendering's size.
  private static func writeLarge(into directory: String, megabytes: Int) -> Int {
    let width = 10_000
    let height = max(1, megabytes * 1_000_000 / (width + 8))
    let files = FileManager.default
    try! files.createDirectory(atPath: directory + "/.pending/Big", withIntermediateDirectories: true)
    try! files.createDirectory(atPath: directory + "/Big", withIntermediateDirectories: true)
    var digests: [PendingStore.Digest] = []
    for (path, last) in [("Big/BigPreviews.huge.txt", "a"), (".pending/Big/BigPreviews.huge.txt", "b")] {
      _ = files.createFile(atPath: directory + "/" + path, contents: nil)
      let handle = FileHandle(forWritingAtPath: directory + "/" + path)!
      handle.write(
        Data(
          ("textui-snapshot 2\ncomponent: Big\npreview: BigPreviews\nstate: huge\nwidth: \(width)\nheight: \(height)\n"
            + "width-policy: \(GraphemeWidth.policy)\n┌" + String(repeating: "─", count: width) + "┐\n").utf8))
      let rows = Data(String(repeating: "│" + String(repeating: "x", count: width) + "│\n", count: 100).utf8)
      for _ in 0..<((height - 1) / 100) { handle.write(rows) }
      let row = Data(("│" + String(repeating: "x", count: width) + "│\n").utf8)
      for _ in 0..<((height - 1) % 100) { handle.write(row) }
      handle.write(Data(("│" + String(repeating: last, count: width) + "│\n").utf8))
      handle.write(
        Data(("└" + String(repeating: "─", count: width) + "┘\nstyles:\naccessibility:\ntext \"\(last)\"\n").utf8))
      handle.closeFile()
      digests.append(PendingStore.Digest(bytes: try! Data(contentsOf: URL(fileURLWithPath: directory + "/" + path))))
    }
    let base = PendingStore.Base(digest: digests[0])
    try! Data("textui-pending 2\nbase: \(base)\nrendering: \(digests[1])\n".utf8)
      .write(to: URL(fileURLWithPath: directory + "/.pending/Big/BigPreviews.huge.txt.base"))
    return digests[1].size
  }

  /// Resets the process's peak resident memory (Linux: `clear_refs`), so the next reading is
  /// the review's own.
  private static func resetPeak() {
    try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
  }

  private static func peakMebibytes() -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
    else { return 0 }
    return (line.split(separator: " ").compactMap { Double($0) }.first ?? 0) / 1024
  }
}
