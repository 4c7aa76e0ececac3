import Foundation
import PreviewRunner
import PreviewSnapshots
import TextUI

/// Times rendering a realistic 80×24 screen: a bordered list of 50 rows (a coloured index, a
/// title mixing English and Japanese, a spacer and a dim date) between a header and a footer,
/// about 260 views. Reports µs per screen and screens per second for layout and drawing,
/// and for encoding the result as ANSI and as plain text: as the bytes a terminal or a file
/// is given (the targets: at most 5 and 8 µs), and as a `String` (bytes plus one UTF-8
/// validation); and as the snapshot file the runner writes for a state. Target: render at
/// most 50 µs per screen.
enum RenderBenchmark {
  static let width = 80
  static let height = 24
  static let targetMicroseconds = 50.0

  struct Entry: Identifiable {
    let id: Int
    let number: String
    let title: String
    let date: String
  }

  static let titles = [
    "Swift 入門 第3章", "The Swift Programming Language", "関数型プログラミング", "Concurrency in depth",
    "SwiftUI レイアウト詳解", "Terminal graphics: a primer", "Unicode と文字幅", "Testing with Swift Testing",
  ]

  static let entries: [Entry] = (0..<50).map { index in
    Entry(
      id: index, number: String(format: "%3d", index + 1),
      title: titles[index % titles.count] + (index % 3 == 0 ? " (改訂版)" : ""),
      date: "2026-\(String(format: "%02d", index % 12 + 1))-\(String(format: "%02d", index % 28 + 1))")
  }

  /// The screen: 1 border, 1 VStack, a header HStack with 3 children, 2 dividers, a List with
  /// 50 rows of an HStack with 4 children (250 views), and a footer HStack with 4 children.
  /// `row` makes a list row: ``inlineRow(_:)`` for the benchmark screen, or a ``Row`` for
  /// `--phase render-rows`, 50 composite views more whose bodies the graph evaluates, tracks
  /// and memoizes.
  struct Screen<RowContent: View>: View {
    let entries: [Entry]
    let row: (Entry) -> RowContent
    var body: some View {
      VStack(spacing: 0) {
        HStack {
          Text("Reading List").bold()
          Spacer()
          Text("\(entries.count) books").foregroundColor(.secondary)
        }
        Divider()
        List(entries, rowContent: row)
        Divider()
        HStack {
          Button("Add") {}
          Button("Refresh") {}
          Spacer()
          Text("q quit").dim()
        }
      }
      .border(.rounded)
    }
  }

  /// A list row written inline in the list, as most screens write rows.
  @MainActor @ViewBuilder
  static func inlineRow(_ entry: Entry) -> some View {
    HStack {
      Text(entry.number).foregroundColor(.cyan)
      Text(entry.title).lineLimit(1)
      Spacer()
      Text(entry.date).dim()
    }
  }

  /// A row of the list as a view of its own, as apps write rows.
  struct Row: View {
    let entry: Entry
    var body: some View { inlineRow(entry) }
  }

  /// The name the screen is encoded under as a snapshot file.
  static let snapshotID = SnapshotID(
    component: "ReadingList", preview: "ReadingListPreviews", state: "fifty rows", width: width)

  static let viewCount = 1 + 1 + (1 + 3) + 2 + 1 + 50 * 5 + (1 + 4)

  struct Figures {
    var name: String
    var iterations: Int
    var mean: Double
    var p50: Double
    var p95: Double
    /// The median processor µs per run over the batches: the code's own cost, without the
    /// time spent waiting for a core on a busy machine.
    var cpuP50: Double
    var perSecond: Double { mean > 0 ? 1_000_000 / mean : 0 }
  }

  /// Runs `body` `batches` × `batchSize` times after `warmUp` runs and returns µs per run:
  /// the overall mean and the median and 95th percentile of the batch means.
  @MainActor
  static func measure(
    _ name: String, warmUp: Int, batches: Int, batchSize: Int, _ body: () -> Int
  ) -> (Figures, checksum: Int) {
    var checksum = 0
    for _ in 0..<warmUp { checksum &+= body() }
    let clock = ContinuousClock()
    var batchMeans: [Double] = []
    var cpuMeans: [Double] = []
    var total = Duration.zero
    for _ in 0..<batches {
      let start = clock.now
      let cpuStart = CPUClock.now()
      for _ in 0..<batchSize { checksum &+= body() }
      cpuMeans.append((CPUClock.now() - cpuStart) * 1_000_000 / Double(batchSize))
      let elapsed = clock.now - start
      total += elapsed
      batchMeans.append(microseconds(elapsed) / Double(batchSize))
    }
    batchMeans.sort()
    cpuMeans.sort()
    func percentile(_ p: Double) -> Double {
      batchMeans[min(batchMeans.count - 1, Int((p * Double(batchMeans.count - 1)).rounded()))]
    }
    let iterations = batches * batchSize
    let figures = Figures(
      name: name, iterations: iterations, mean: microseconds(total) / Double(iterations), p50: percentile(0.5),
      p95: percentile(0.95), cpuP50: cpuMeans[cpuMeans.count / 2])
    return (figures, checksum)
  }

  static func microseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1_000_000 + Double(attoseconds) / 1_000_000_000_000
  }

  static func column(_ text: String, _ width: Int, right: Bool = true) -> String {
    let padding = String(repeating: " ", count: max(0, width - text.count))
    return right ? padding + text : text + padding
  }

  static func format(_ value: Double) -> String { String(format: "%.1f", value) }

  /// Runs one phase `name` alone `runs` times over `screen` (or its rendering `sample`).
  @MainActor
  static func runPhase<Content: View>(_ name: String, screen: Screen<Content>, sample: Buffer, runs: Int) -> Int32 {
    // One phase alone, for an instruction counter such as `valgrind --tool=callgrind`,
    // which counts repeatably where wall-clock figures on a loaded machine do not.
    let graph = ViewGraph(screen)
    let phases: [String: () -> Int] = [
      "render": { ViewGraph(screen).render(width: width, height: height).buffer.cells.count },
      "render-again": { graph.render(width: width, height: height).buffer.cells.count },
      "render-rows": {
        ViewGraph(Screen(entries: entries) { Row(entry: $0) }).render(width: width, height: height).buffer.cells.count
      },
      "ansi": { ANSIRenderer().bytes(sample).count },
      "plain": { PlainTextRenderer().bytes(sample).count },
      "ansi-string": { ANSIRenderer().render(sample).utf8.count },
      "plain-string": { PlainTextRenderer().render(sample).utf8.count },
      "snapshot": { SnapshotFile.encodedBytes(id: snapshotID, buffer: sample).count },
    ]
    guard let phase = phases[name] else {
      print("unknown phase \(name); use one of: \(phases.keys.sorted().joined(separator: ", "))")
      return 2
    }
    var checksum = 0
    for _ in 0..<runs { checksum &+= phase() }
    print("\(name): \(runs) runs, checksum \(checksum)")
    return 0
  }

  /// Prints one row of figures per timed phase under a header.
  static func printTable(_ rows: [Figures]) {
    let header =
      column("phase", 24, right: false) + column("iterations", 11) + column("mean µs", 10) + column("p50 µs", 10)
      + column("p95 µs", 10) + column("per second", 12) + column("CPU p50 µs", 12)
    print(header)
    print(String(repeating: "─", count: header.count))
    for figures in rows {
      print(
        column(figures.name, 24, right: false) + column(String(figures.iterations), 11)
          + column(format(figures.mean), 10)
          + column(format(figures.p50), 10) + column(format(figures.p95), 10)
          + column(String(Int(figures.perSecond.rounded())), 12) + column(format(figures.cpuP50), 12))
    }
  }

  /// Runs the benchmark; `args` may hold `--iterations N` (default 4,000), `--warmup N`
  /// (default 200) and `--show` to print the screen. Returns the process exit code.
  @MainActor
  static func run(_ args: [String]) -> Int32 {
    var iterations = 4_000
    if let index = args.firstIndex(of: "--iterations"), index + 1 < args.count, let value = Int(args[index + 1]),
      value > 0
    {
      iterations = value
    }
    var warmUp = 200
    if let index = args.firstIndex(of: "--warmup"), index + 1 < args.count, let value = Int(args[index + 1]),
      value >= 0
    {
      warmUp = value
    }
    let batchSize = min(50, iterations)
    let batches = max(1, iterations / batchSize)
    let screen = Screen(entries: entries, row: inlineRow)

    let sample = ViewGraph(screen).render(width: width, height: height).buffer
    if args.contains("--show") {
      print(PlainTextRenderer().render(sample))
      print()
    }

    if let index = args.firstIndex(of: "--phase"), index + 1 < args.count {
      return runPhase(args[index + 1], screen: screen, sample: sample, runs: warmUp + iterations)
    }

    let (fresh, freshSum) = measure("render, new ViewGraph", warmUp: warmUp, batches: batches, batchSize: batchSize) {
      ViewGraph(screen).render(width: width, height: height).buffer.cells.count
    }
    let graph = ViewGraph(screen)
    let (again, againSum) = measure("render, same ViewGraph", warmUp: warmUp, batches: batches, batchSize: batchSize) {
      graph.render(width: width, height: height).buffer.cells.count
    }
    let (ansi, ansiSum) = measure("ANSI encoding", warmUp: warmUp, batches: batches, batchSize: batchSize) {
      ANSIRenderer().bytes(sample).count
    }
    let (plain, plainSum) = measure("plain text encoding", warmUp: warmUp, batches: batches, batchSize: batchSize) {
      PlainTextRenderer().bytes(sample).count
    }
    let (snapshot, snapshotSum) = measure(
      "snapshot file encoding", warmUp: warmUp, batches: batches, batchSize: batchSize
    ) {
      SnapshotFile.encodedBytes(id: snapshotID, buffer: sample).count
    }
    let (ansiString, ansiStringSum) = measure(
      "ANSI as a String", warmUp: warmUp, batches: batches, batchSize: batchSize
    ) {
      ANSIRenderer().render(sample).utf8.count
    }
    let (plainString, plainStringSum) = measure(
      "plain as a String", warmUp: warmUp, batches: batches, batchSize: batchSize
    ) {
      PlainTextRenderer().render(sample).utf8.count
    }
    let (both, bothSum) = measure("render + ANSI", warmUp: warmUp, batches: batches, batchSize: batchSize) {
      ANSIRenderer().render(ViewGraph(screen).render(width: width, height: height).buffer).utf8.count
    }

    print("TextUI render benchmark: \(width)×\(height) screen, \(entries.count) list rows, \(viewCount) views")
    print("\(iterations) timed iterations per row after \(warmUp) warm-up, in batches of \(batchSize); µs per screen")
    print()
    printTable([fresh, again, ansi, plain, snapshot, ansiString, plainString, both])
    print()
    func verdict(_ figures: Figures, _ target: Double) -> String {
      "\(figures.p50 <= target ? "met" : "MISSED") (p50 \(format(figures.p50)) µs, target ≤ \(format(target)) µs; "
        + "CPU p50 \(format(figures.cpuP50)) µs)"
    }
    print("target: render: \(verdict(fresh, targetMicroseconds))")
    print("target: plain encoding: \(verdict(plain, 5))")
    print("target: ANSI encoding: \(verdict(ansi, 8))")
    print(
      "checksum \(freshSum &+ againSum &+ ansiSum &+ plainSum &+ snapshotSum &+ ansiStringSum &+ plainStringSum &+ bothSum)"
    )
    return 0
  }
}
