import Foundation

// The fault-injection suite of issue 26: kills the faulty-previews runner at seeded random
// points of `--record`, `review --accept` and a local run, meets it with hostile snapshot
// layouts, and kills, stops and impersonates its workers; after each fault it checks that
// every snapshot is old or new and decodable, that nothing outside the snapshots directory
// changed, that every state was counted once and that no worker was left behind.
//
//   textpreviews-fault-injection --runner .build/debug/textpreviews-faulty-previews [--seed N] [--points N]

// A child the inline-rewrite faults start and kill: it writes and exits here.
InlineRewriteChild.runIfAsked()

var runner: String?
var seed: UInt64 = 26
var points = 30
var arguments = CommandLine.arguments.dropFirst()[...]
while let argument = arguments.popFirst() {
  switch argument {
  case "--runner": runner = arguments.popFirst()
  case "--seed": seed = arguments.popFirst().flatMap { UInt64($0) } ?? seed
  case "--points": points = arguments.popFirst().flatMap { Int($0) } ?? points
  default:
    FileHandle.standardError.write(Data("error: unknown argument '\(argument)'\n".utf8))
    POSIX.exit(2)
  }
}
guard let runner, FileManager.default.isExecutableFile(atPath: runner) else {
  FileHandle.standardError.write(
    Data("error: give the faulty-previews runner with --runner (build it first: swift build --build-tests)\n".utf8))
  POSIX.exit(2)
}
guard FileManager.default.fileExists(atPath: "/proc/self/task") else {
  FileHandle.standardError.write(Data("error: the fault-injection suite reads /proc (Linux) to find workers\n".utf8))
  POSIX.exit(2)
}

let started = Date()
let suite = FaultSuite(runner: URL(fileURLWithPath: runner).standardizedFileURL.path, seed: seed, points: points)
suite.runAll()
suite.removeWorkspaces()
let elapsed = Date().timeIntervalSince(started)
print("fault injection, seed \(seed):")
for result in suite.results {
  print(
    "  \(result.category): \(result.injected) injected, \(result.survived) survived"
      + " (\(String(format: "%.1f", result.seconds)) s)")
}
for problem in suite.problems { print("FAILED: \(problem)") }
let injected = suite.results.reduce(0) { $0 + $1.injected }
let survived = suite.results.reduce(0) { $0 + $1.survived }
print("faults injected: \(injected), survived: \(survived) (\(String(format: "%.1f", elapsed)) s)")
POSIX.exit(injected == survived ? 0 : 1)
