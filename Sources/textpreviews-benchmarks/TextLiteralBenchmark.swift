import Foundation
import TextUI

/// Times what a string literal given to `Text` costs now that a literal is Markdown: a plain
/// literal (no Markdown character: the commonest case, which must cost no more than a
/// verbatim text) against `Text(verbatim:)` of the same characters, and a literal with
/// Markdown, which is parsed. Reports nanoseconds per text, processor time.
enum TextLiteralBenchmark {
  static let plain = [
    "Reading List", "Refresh", "Add to Calendar", "Notifications", "Swift 入門 第3章", "Sign in to continue",
    "Your order has shipped and will arrive on Tuesday.", "Done",
  ]
  static let markdown = [
    "**Offline mode** is here", "Tap *Share* to send", "Read the [changelog](https://example.com/c)",
    "~~Weekly~~ daily summaries", "Type `/due` to add a date", "__Bold__ and _italic_", "**Save**",
    "Plain words with a * star",
  ]

  /// Runs `make` over `inputs` `iterations` times each; nanoseconds of processor time per call.
  @MainActor
  static func time(_ inputs: [String], iterations: Int, _ make: (String) -> Text) -> Double {
    var characters = 0
    let start = CPUClock.now()
    for _ in 0..<iterations {
      for input in inputs { characters &+= make(input).content.utf8.count }
    }
    let elapsed = CPUClock.now() - start
    // Keeps the texts from being optimised away.
    if characters == -1 { print(characters) }
    return elapsed * 1e9 / Double(iterations * inputs.count)
  }

  /// Runs the benchmark; `args` may hold `--iterations N` (default 200,000).
  @MainActor
  static func run(_ args: [String]) -> Int32 {
    var iterations = 200_000
    if let index = args.firstIndex(of: "--iterations"), index + 1 < args.count, let value = Int(args[index + 1]) {
      iterations = value
    }
    _ = time(plain + markdown, iterations: iterations / 10) { Text(LocalizedStringKey(stringLiteral: $0)) }
    let verbatim = time(plain, iterations: iterations) { Text(verbatim: $0) }
    let plainLiteral = time(plain, iterations: iterations) { Text(LocalizedStringKey(stringLiteral: $0)) }
    let markdownLiteral = time(markdown, iterations: iterations) { Text(LocalizedStringKey(stringLiteral: $0)) }
    // A string and a count interpolated, the commonest interpolated literal (`"\(name): \(count) items"`):
    // its key and values are kept for a translation.
    let interpolatedLiteral = time(plain, iterations: iterations) { Text("\($0): \($0.utf8.count) items") }
    print("text literals, \(iterations) × 8 each, processor time per text:")
    print("  Text(verbatim:)                 \(String(format: "%7.1f", verbatim)) ns")
    print("  plain literal (scanned)         \(String(format: "%7.1f", plainLiteral)) ns")
    print("  literal with Markdown (parsed)  \(String(format: "%7.1f", markdownLiteral)) ns")
    print("  literal with interpolations     \(String(format: "%7.1f", interpolatedLiteral)) ns")
    return 0
  }
}
