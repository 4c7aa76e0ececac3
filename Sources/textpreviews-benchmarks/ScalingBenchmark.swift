import Foundation
import TextUI

/// Times rendering a `VStack` and a `List` of 100 → 10,000 rows, to show that render time
/// grows linearly with the number of views (the µs-per-row column stays flat). Target: a
/// 10,000-row `VStack` renders in at most 10 ms.
enum ScalingBenchmark {
  static let rowCounts = [100, 1_000, 10_000]
  static let targetMilliseconds = 10.0

  struct Rows: View {
    let count: Int
    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        ForEach(0..<count) { index in
          Text("Row \(index)")
        }
      }
    }
  }

  struct ListRows: View {
    let count: Int
    var body: some View {
      List(0..<count, id: \.self) { index in
        Text("Row \(index)")
      }
    }
  }

  /// The median wall-clock and processor µs of `repeats` runs of `body`, after one warm-up run.
  @MainActor
  static func median(repeats: Int, _ body: () -> Int) -> (Double, cpu: Double, checksum: Int) {
    var checksum = body()
    let clock = ContinuousClock()
    var samples: [Double] = []
    var cpuSamples: [Double] = []
    for _ in 0..<repeats {
      let start = clock.now
      let cpuStart = CPUClock.now()
      checksum &+= body()
      cpuSamples.append((CPUClock.now() - cpuStart) * 1_000_000)
      samples.append(RenderBenchmark.microseconds(clock.now - start))
    }
    samples.sort()
    cpuSamples.sort()
    return (samples[samples.count / 2], cpuSamples[cpuSamples.count / 2], checksum)
  }

  /// Runs the benchmark; `args` may hold `--repeats N` (default 21). Returns the exit code.
  @MainActor
  static func run(_ args: [String]) -> Int32 {
    var repeats = 21
    if let index = args.firstIndex(of: "--repeats"), index + 1 < args.count, let value = Int(args[index + 1]),
      value > 0
    {
      repeats = value
    }
    print("TextUI scaling benchmark: render time against row count, median of \(repeats) renders")
    let header =
      RenderBenchmark.column("view", 8, right: false) + RenderBenchmark.column("rows", 8)
      + RenderBenchmark.column("median µs", 12) + RenderBenchmark.column("µs per row", 12)
      + RenderBenchmark.column("CPU µs", 12) + RenderBenchmark.column("CPU per row", 12)
    print(header)
    print(String(repeating: "─", count: header.count))
    var checksum = 0
    var largestVStack = (wall: 0.0, cpu: 0.0)
    for count in rowCounts {
      let (vstack, vstackCPU, vstackSum) = median(repeats: repeats) {
        ViewGraph(Rows(count: count)).render(width: 80).buffer.height
      }
      let (list, listCPU, listSum) = median(repeats: repeats) {
        ViewGraph(ListRows(count: count)).render(width: 80, height: 24).buffer.height
      }
      checksum &+= vstackSum &+ listSum
      for (name, value, cpu) in [("VStack", vstack, vstackCPU), ("List", list, listCPU)] {
        print(
          RenderBenchmark.column(name, 8, right: false) + RenderBenchmark.column(String(count), 8)
            + RenderBenchmark.column(RenderBenchmark.format(value), 12)
            + RenderBenchmark.column(String(format: "%.3f", value / Double(count)), 12)
            + RenderBenchmark.column(RenderBenchmark.format(cpu), 12)
            + RenderBenchmark.column(String(format: "%.3f", cpu / Double(count)), 12))
      }
      if count == rowCounts.last { largestVStack = (vstack, vstackCPU) }
    }
    print()
    let milliseconds = largestVStack.wall / 1000
    let verdict = milliseconds <= targetMilliseconds ? "met" : "MISSED"
    print(
      "target: 10,000-row VStack in at most \(Int(targetMilliseconds)) ms: \(verdict) "
        + "(\(String(format: "%.2f", milliseconds)) ms wall, \(String(format: "%.2f", largestVStack.cpu / 1000)) ms CPU)"
    )
    print("checksum \(checksum)")
    return 0
  }
}
