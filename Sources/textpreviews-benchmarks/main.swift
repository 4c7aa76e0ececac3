import Foundation
import PreviewRunner

// Benchmarks, run by the scripts in scripts/: `textpreviews-benchmarks render` and `scaling`
// (scripts/bench-render), `textpreviews-benchmarks verify` (scripts/bench-verify, release and debug),
// `textpreviews-benchmarks jobs` (scripts/bench-jobs), `textpreviews-benchmarks diff`
// (scripts/bench-diff), `textpreviews-benchmarks review` (scripts/bench-review, release and debug),
// `live-keys`, `live-idle` and `live-burst` (scripts/bench-live), and `text-literals` (scripts/bench-text).

// Started by the jobs benchmark as one of its worker processes: serve the synthetic previews.
if ProcessInfo.processInfo.environment[WorkerProtocol.environmentKey] == "1" {
  if let count = ProcessInfo.processInfo.environment[JobsBenchmark.stateCountKey].flatMap(Int.init) {
    SyntheticPreviews.count = count
  }
  await PreviewRunnerCommand.main(providers: [SyntheticPreviews.self], appChecks: [])
}

let arguments = Array(CommandLine.arguments.dropFirst())
let rest = Array(arguments.dropFirst())

switch arguments.first {
case "render":
  POSIX.exit(RenderBenchmark.run(rest))

case "scaling":
  POSIX.exit(ScalingBenchmark.run(rest))

// ── text-literals: what Markdown in a Text literal costs; see TextLiteralBenchmark.swift ──────
case "text-literals":
  POSIX.exit(TextLiteralBenchmark.run(rest))

// ── diff: the frame differ on the render benchmark's screen; see FrameDiffBenchmark.swift ─────
case "diff":
  POSIX.exit(FrameDiffBenchmark.run(rest))

// ── verify: owned by the runner; see VerifyBenchmark.swift ──────────────────────────────────
case "verify":
  POSIX.exit(await VerifyBenchmark.run(rest))

// ── review: rejecting and accepting one large pending rendering; see ReviewBenchmark.swift ──
case "review":
  POSIX.exit(await ReviewBenchmark.run(rest))

// ── jobs: worker processes against in-process rendering; see JobsBenchmark.swift ─────────────
case "jobs":
  POSIX.exit(await JobsBenchmark.run(rest))

// ── live: a live app through a pseudo-terminal; see LiveBenchmark.swift ───────────────────────
case "live-keys":
  POSIX.exit(LiveBenchmark.keys(rest))

case "live-idle":
  POSIX.exit(LiveBenchmark.idle(rest))

case "live-burst":
  POSIX.exit(LiveBurstBenchmark.run(rest))

default:
  FileHandle.standardError.write(
    Data(
      ("usage: textpreviews-benchmarks render [--iterations N] [--warmup N] [--show] [--phase NAME]"
        + " | scaling [--repeats N] [--rows N] [--view VStack|List] | verify [--states N] [--repeats N] [--target SECONDS]"
        + " | jobs [--states N] [--repeat N] | diff [--iterations N] [--warmup N] [--show] [--phase NAME]"
        + " | review [--megabytes N] | live-keys --app PATH [--keys N] [--target MS]"
        + " | live-idle --app PATH [--seconds S] | live-burst --app PATH [--paste-bytes N] [--keys N]"
        + " | text-literals [--iterations N]\n").utf8))
  POSIX.exit(2)
}
