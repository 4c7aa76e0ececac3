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

  /// The views the benchmark times, by the name `--view` takes.
  enum Kind: String, CaseIterable {
    case vstack = "VStack"
    case list = "List"
  }

  /// Runs the benchmark. `args` may hold `--repeats N` (default 21), `--rows N` (one row count
  /// instead of 100, 1,000 and 10,000) and `--view VStack|List` (one kind of view), the last two
  /// to profile one case alone. Returns the exit code: 2 for a bad option.
  @MainActor
  static func run(_ args: [String]) -> Int32 {
    var repeats = 21
    var counts = rowCounts
    var kinds = Kind.allCases
    var index = 0
    while index < args.count {
      let option = args[index]
      let value = index + 1 < args.count ? args[index + 1] : nil
      switch option {
      case "--repeats":
        guard let value, let number = Int(value), number > 0 else { return usage("--repeats takes a positive number") }
        repeats = number
      case "--rows":
        guard let value, let number = Int(value), number > 0 else { return usage("--rows takes a positive number") }
        counts = [number]
      case "--view":
        guard let value, let kind = Kind.allCases.first(where: { $0.rawValue.lowercased() == value.lowercased() })
        else { return usage("--view takes VStack or List") }
        kinds = [kind]
      default:
        return usage("unknown option '\(option)'")
      }
      index += 2
    }
    print("TextUI scaling benchmark: render time against row count, median of \(repeats) renders")
    let header =
      RenderBenchmark.column("view", 8, right: false) + RenderBenchmark.column("rows", 8)
      + RenderBenchmark.column("median µs", 12) + RenderBenchmark.column("µs per row", 12)
      + RenderBenchmark.column("CPU µs", 12) + RenderBenchmark.column("CPU per row", 12)
    print(header)
    print(String(repeating: "─", count: header.count))
    var checksum = 0
    var largestVStack: (wall: Double, cpu: Double)? = nil
    for count in counts {
      for kind in kinds {
        let (median, cpu, sum) = median(repeats: repeats) {
          switch kind {
          case .vstack: ViewGraph(Rows(count: count)).render(width: 80).buffer.height
          case .list: ViewGraph(ListRows(count: count)).render(width: 80, height: 24).buffer.height
          }
        }
        checksum &+= sum
        print(
          RenderBenchmark.column(kind.rawValue, 8, right: false) + RenderBenchmark.column(String(count), 8)
            + RenderBenchmark.column(RenderBenchmark.format(median), 12)
            + RenderBenchmark.column(String(format: "%.3f", median / Double(count)), 12)
            + RenderBenchmark.column(RenderBenchmark.format(cpu), 12)
            + RenderBenchmark.column(String(format: "%.3f", cpu / Double(count)), 12))
        if kind == .vstack && count == 10_000 { largestVStack = (median, cpu) }
      }
    }
    guard let largestVStack else {
      print("checksum \(checksum)")
      return 0
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

  /// Prints `message` and the usage line to standard error; returns the usage exit code.
  static func usage(_ message: String) -> Int32 {
    FileHandle.standardError.write(
      Data(
        "error: \(message)\nusage: textpreviews-benchmarks scaling [--repeats N] [--rows N] [--view VStack|List]\n".utf8
      ))
    return 2
  }
}
