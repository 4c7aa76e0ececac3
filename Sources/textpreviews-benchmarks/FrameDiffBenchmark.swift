import Foundation
import TextUI

/// Measures the frame differ on the render benchmark's 80×24 screen: the bytes of a full
/// redraw, the bytes of a frame where one list row's title changed (target: at most 10 % of a
/// full redraw), and µs per diff for a full redraw, that frame and a frame with no change.
enum FrameDiffBenchmark {
  static let targetRatio = 0.10

  /// The benchmark screen with the title of the list's third row changed (from
  /// "関数型プログラミング", 20 columns, to 22 other ones).
  static let changedEntries: [RenderBenchmark.Entry] = {
    var entries = RenderBenchmark.entries
    let entry = entries[2]
    entries[2] = RenderBenchmark.Entry(
      id: entry.id, number: entry.number, title: "Functional programming", date: entry.date)
    return entries
  }()

  /// Prints one row of figures per timed diff; returns the sum of their checksums.
  static func printTable(_ timed: [(RenderBenchmark.Figures, Int)]) -> Int {
    let header =
      RenderBenchmark.column("diff", 18, right: false) + RenderBenchmark.column("mean µs", 10)
      + RenderBenchmark.column("p50 µs", 10) + RenderBenchmark.column("p95 µs", 10)
      + RenderBenchmark.column("CPU p50 µs", 12)
    print(header)
    print(String(repeating: "─", count: header.count))
    var checksum = 0
    for (figures, sum) in timed {
      checksum &+= sum
      print(
        RenderBenchmark.column(figures.name, 18, right: false)
          + RenderBenchmark.column(RenderBenchmark.format(figures.mean), 10)
          + RenderBenchmark.column(RenderBenchmark.format(figures.p50), 10)
          + RenderBenchmark.column(RenderBenchmark.format(figures.p95), 10)
          + RenderBenchmark.column(RenderBenchmark.format(figures.cpuP50), 12))
    }
    return checksum
  }

  /// Runs the benchmark; `args` may hold `--iterations N` (default 20,000), `--warmup N`
  /// (default 1,000), `--show` to print the bytes of the one-line frame, and `--phase full|line|none`
  /// to run one diff alone (for an instruction counter). Returns the process exit code.
  @MainActor
  static func run(_ args: [String]) -> Int32 {
    func option(_ name: String, _ fallback: Int) -> Int {
      guard let index = args.firstIndex(of: name), index + 1 < args.count, let value = Int(args[index + 1]),
        value >= 0
      else { return fallback }
      return value
    }
    let iterations = max(1, option("--iterations", 20_000))
    let warmUp = option("--warmup", 1_000)
    let batchSize = min(200, iterations)
    let batches = max(1, iterations / batchSize)
    let width = RenderBenchmark.width
    let height = RenderBenchmark.height

    let before = ViewGraph(RenderBenchmark.Screen(entries: RenderBenchmark.entries, row: RenderBenchmark.inlineRow))
      .render(width: width, height: height).buffer
    let after = ViewGraph(RenderBenchmark.Screen(entries: changedEntries, row: RenderBenchmark.inlineRow))
      .render(width: width, height: height).buffer
    let changedRows = (0..<height).filter { before.row($0) != after.row($0) }
    guard changedRows.count == 1 else {
      print("error: the changed title changed rows \(changedRows), expected exactly one")
      return 1
    }

    let differ = FrameDiffer()
    let full = differ.bytes(from: nil, cursor: nil, to: before, cursor: nil)
    let line = differ.bytes(from: before, cursor: nil, to: after, cursor: nil)
    let none = differ.bytes(from: before, cursor: nil, to: before, cursor: nil)
    let ansi = ANSIRenderer().bytes(before)
    if args.contains("--show") {
      print(String(decoding: line, as: UTF8.self).replacingOccurrences(of: "\u{1B}", with: "␛"))
      print()
    }

    let phases: [String: () -> Int] = [
      "full": { differ.bytes(from: nil, cursor: nil, to: before, cursor: nil).count },
      "line": { differ.bytes(from: before, cursor: nil, to: after, cursor: nil).count },
      "none": { differ.bytes(from: before, cursor: nil, to: before, cursor: nil).count },
    ]
    if let index = args.firstIndex(of: "--phase"), index + 1 < args.count {
      guard let phase = phases[args[index + 1]] else {
        print("unknown phase \(args[index + 1]); use one of: \(phases.keys.sorted().joined(separator: ", "))")
        return 2
      }
      var checksum = 0
      for _ in 0..<(warmUp + iterations) { checksum &+= phase() }
      print("\(args[index + 1]): \(warmUp + iterations) runs, checksum \(checksum)")
      return 0
    }

    let timed = [
      ("full redraw", phases["full"]!), ("one row changed", phases["line"]!), ("nothing changed", phases["none"]!),
    ].map { name, body in
      RenderBenchmark.measure(name, warmUp: warmUp, batches: batches, batchSize: batchSize, body)
    }

    let ratio = Double(line.count) / Double(full.count)
    print("TextUI frame differ benchmark: \(width)×\(height) render benchmark screen, truecolor")
    print()
    print("bytes, full redraw (clear and every cell):  \(full.count)  (ANSIRenderer's whole screen: \(ansi.count))")
    print("bytes, one list row's title changed (row \(changedRows[0])): \(line.count)")
    print("bytes, nothing changed:                     \(none.count)")
    print("one-row frame / full redraw:                \(String(format: "%.1f", ratio * 100)) %")
    print()
    print("\(iterations) timed diffs per row after \(warmUp) warm-up, in batches of \(batchSize); µs per diff")
    let checksum = printTable(timed)
    print()
    print(
      "target: one-row frame ≤ \(Int(targetRatio * 100)) % of a full redraw: "
        + "\(ratio <= targetRatio ? "met" : "MISSED") (\(String(format: "%.1f", ratio * 100)) %)")
    print("checksum \(checksum)")
    return 0
  }
}
