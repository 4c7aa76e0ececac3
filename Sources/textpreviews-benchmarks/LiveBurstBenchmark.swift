import Foundation

/// `live-burst`: what a burst of input costs a live app (scripts/bench-live), through a
/// pseudo-terminal, on the live probe app (`--app`), whose third control is a `TextField`:
///
/// - a bracketed paste of `--paste-bytes` (default 1 MiB) into the field: the time from the
///   first byte written to the last frame it causes (target: under 1 s in a release build),
///   and the processor time the app used;
/// - then `--keys` single keys (default 300, so that p99 is not the slowest key) typed into
///   the field holding it, each timed from the key written to its frame read back: p50, p99
///   and max (target: p99 under 16 ms);
/// - then Enter, which shows what the field holds in a `Text` wrapped to the screen: the time
///   to its frame;
/// - 3,000 characters typed as one write (a key held down, or typed by a program): the time
///   to the last frame and the processor time;
/// - 12 KB of escape-sequence fuzz (seeded), then Ctrl-C: the time to settle, and the time
///   from Ctrl-C to the app's exit.
enum LiveBurstBenchmark {
  static func run(_ args: [String]) -> Int32 {
    guard let app = option("--app", in: args) else { return usage() }
    let pasteBytes = option("--paste-bytes", in: args).flatMap(Int.init) ?? 1 << 20
    let keys = option("--keys", in: args).flatMap(Int.init) ?? 300
    guard let running = PseudoTerminalApp.started(app) else { return 1 }
    defer { running.quit() }
    // Focus starts on the first control; the field is the third.
    for _ in 0..<2 {
      let before = running.counts.frames
      running.typeAll(Array("\t".utf8))
      guard running.waitForFrame(after: before) != nil else {
        print("error: Tab drew no frame")
        return 1
      }
    }
    _ = running.waitUntilQuiet(for: .milliseconds(200))
    print("a burst of input, \((app as NSString).lastPathComponent) at 80×24 through a pseudo-terminal:")
    guard paste(pasteBytes, into: running), type(keys, into: running), submit(into: running) else { return 1 }
    guard typeBurst(into: running), fuzz(into: running) else { return 1 }
    return 0
  }

  /// Writes `bytes`, waits for the frames to stop, and says how long it took and what it cost.
  private static func settle(_ bytes: [UInt8], in running: PseudoTerminalApp) -> (seconds: Double, cpu: Double)? {
    let cpuBefore = running.processorTime ?? 0
    let before = running.counts.frames
    let start = ContinuousClock.now
    running.typeAll(bytes)
    guard let first = running.waitForFrame(after: before, timeout: .seconds(120)) else { return nil }
    _ = first
    guard running.waitUntilQuiet(for: .milliseconds(500), timeout: .seconds(300)) else { return nil }
    let end = running.lastFrame
    return (PseudoTerminalApp.seconds(end - start), (running.processorTime ?? cpuBefore) - cpuBefore)
  }

  private static func paste(_ size: Int, into running: PseudoTerminalApp) -> Bool {
    let line = String(repeating: "0123456789", count: 7) + "abcdefghi\n"
    let text = String(repeating: line, count: max(1, size / line.utf8.count)) + "END"
    guard let settled = settle(Array("\u{1B}[200~\(text)\u{1B}[201~".utf8), in: running) else {
      print("error: the paste did not settle")
      return false
    }
    print(
      String(
        format: "  paste of %d bytes into a field: settled in %.3f s, %.3f s of processor time; target < 1 s: %@",
        text.utf8.count, settled.seconds, settled.cpu, settled.seconds < 1 ? "met" : "MISSED"))
    return true
  }

  private static func type(_ count: Int, into running: PseudoTerminalApp) -> Bool {
    var latencies: [Double] = []
    for index in 0..<count {
      let before = running.counts.frames
      let start = ContinuousClock.now
      running.typeAll([UInt8(ascii: "a") + UInt8(index % 26)])
      guard let end = running.waitForFrame(after: before) else {
        print("error: key \(index + 1) drew no frame within 10 s")
        return false
      }
      latencies.append(PseudoTerminalApp.seconds(end - start) * 1000)
      _ = running.waitUntilQuiet(for: .milliseconds(15))
    }
    latencies.sort()
    let p99 = latencies[min(latencies.count - 1, Int((Double(latencies.count) * 0.99).rounded(.up)) - 1)]
    print(
      String(
        format:
          "  then a key into that field: p50 %.2f ms, p99 %.2f ms, max %.2f ms over %d keys; target p99 < 16 ms: %@",
        latencies[latencies.count / 2], p99, latencies.last ?? 0, count, p99 < 16 ? "met" : "MISSED"))
    return true
  }

  /// Enter in the field: the probe shows what it holds in a `Text`, wrapped to the screen.
  private static func submit(into running: PseudoTerminalApp) -> Bool {
    guard let settled = settle([0x0D], in: running) else {
      print("error: Enter did not settle")
      return false
    }
    print(
      String(
        format:
          "  then Enter, which shows the field's text wrapped in a Text: settled in %.3f s, %.3f s of processor time",
        settled.seconds, settled.cpu))
    return true
  }

  private static func typeBurst(into running: PseudoTerminalApp) -> Bool {
    // Ctrl-U empties the field first.
    running.typeAll([0x15])
    _ = running.waitUntilQuiet(for: .milliseconds(200))
    let letters = Array("the quick brown fox jumps over the lazy dog ".utf8)
    let burst = (0..<3000).map { letters[$0 % letters.count] }
    guard let settled = settle(burst, in: running) else {
      print("error: 3,000 typed characters did not settle")
      return false
    }
    print(
      String(
        format: "  3,000 characters typed in one write: settled in %.3f s, %.3f s of processor time",
        settled.seconds, settled.cpu))
    return true
  }

  private static func fuzz(into running: PseudoTerminalApp) -> Bool {
    var generator = FuzzGenerator(seed: 34)
    let bytes = generator.escapeSequences(count: 12 * 1024)
    guard let settled = settle(bytes, in: running) else {
      print("error: 12 KB of escape-sequence fuzz did not settle")
      return false
    }
    let start = ContinuousClock.now
    let status = running.quit()
    let exited = PseudoTerminalApp.seconds(ContinuousClock.now - start)
    print(
      String(
        format: "  12 KB of escape-sequence fuzz: settled in %.3f s, %.3f s of processor time;"
          + " then Ctrl-C: exited %@ in %.3f s",
        settled.seconds, settled.cpu, status == 0 ? "with 0" : "with \(status)", exited))
    return status == 0
  }

  private static func option(_ name: String, in args: [String]) -> String? {
    guard let index = args.firstIndex(of: name), index + 1 < args.count else { return nil }
    return args[index + 1]
  }

  private static func usage() -> Int32 {
    print("usage: textpreviews-benchmarks live-burst --app PATH [--paste-bytes N] [--keys N]")
    return 2
  }
}

/// Bytes a terminal might send when things go wrong: escape sequences cut short, with
/// random parameters and finals, interleaved with text, stray controls and broken UTF-8 —
/// never Ctrl-C or Ctrl-Z, which would end or stop the app, and nothing that moves the focus
/// (Tab, Enter, arrows Up and Down, Shift-Tab, mouse reports), so the fuzz stays in the
/// field it starts in. Seeded, so every run sends the same bytes.
struct FuzzGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 | 1 }

  private mutating func next() -> UInt64 {
    // xorshift64*
    state ^= state >> 12
    state ^= state << 25
    state ^= state >> 27
    return state &* 0x2545_F491_4F6C_DD1D
  }

  private mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

  mutating func escapeSequences(count: Int) -> [UInt8] {
    let introducers: [[UInt8]] = [
      [0x1B, 0x5B], [0x1B, 0x4F], [0x1B, 0x5D], [0x1B, 0x50], [0x1B], [0x1B, 0x5B, 0x3C],
    ]
    let parameters = Array("0123456789;:<=>?".utf8)
    let finals = Array("CDHFPQRS~uIO$^@cd".utf8)
    var bytes: [UInt8] = []
    while bytes.count < count {
      switch below(10) {
      case 0..<6:
        bytes += introducers[below(introducers.count)]
        for _ in 0..<below(12) { bytes.append(parameters[below(parameters.count)]) }
        if below(4) != 0 { bytes.append(finals[below(finals.count)]) }
      case 6, 7:
        for _ in 0..<below(8) { bytes.append(UInt8(0x20 + below(0x5F))) }
      case 8:
        let control = UInt8(below(0x20))
        if ![0x03, 0x09, 0x0A, 0x0D, 0x1A].contains(control) { bytes.append(control) }
      default:
        for _ in 0..<below(4) { bytes.append(UInt8(0x80 + below(0x80))) }
      }
    }
    return Array(bytes.prefix(count))
  }
}
