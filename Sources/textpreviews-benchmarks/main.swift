import Foundation
import PreviewRunner

// Benchmarks, run by the scripts in scripts/: `textpreviews-benchmarks render` and `scaling`
// (scripts/bench-render), `textpreviews-benchmarks verify` (scripts/bench-verify, release and debug),
// `textpreviews-benchmarks jobs` (scripts/bench-jobs), `textpreviews-benchmarks diff`
// (scripts/bench-diff), `textpreviews-benchmarks review` (scripts/bench-review, release and debug),
// and `live-keys`, `live-idle` and `live-burst` (scripts/bench-live).

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
  exit(RenderBenchmark.run(rest))

case "scaling":
  exit(ScalingBenchmark.run(rest))

// ── diff: the frame differ on the render benchmark's screen; see FrameDiffBenchmark.swift ─────
case "diff":
  exit(FrameDiffBenchmark.run(rest))

// ── verify: owned by the runner; see VerifyBenchmark.swift ──────────────────────────────────
case "verify":
  exit(await VerifyBenchmark.run(rest))

// ── review: rejecting and accepting one large pending rendering; see ReviewBenchmark.swift ──
case "review":
  exit(await ReviewBenchmark.run(rest))

// ── jobs: worker processes against in-process rendering; see JobsBenchmark.swift ─────────────
case "jobs":
  exit(await JobsBenchmark.run(rest))

// ── live: a live app through a pseudo-terminal; see LiveBenchmark.swift ───────────────────────
case "live-keys":
  exit(LiveBenchmark.keys(rest))

case "live-idle":
  exit(LiveBenchmark.idle(rest))

case "live-burst":
  exit(LiveBurstBenchmark.run(rest))

default:
  FileHandle.standardError.write(
    Data(
      ("usage: textpreviews-benchmarks render [--iterations N] [--warmup N] [--show] [--phase NAME]"
        + " | scaling [--repeats N] [--rows N] [--view VStack|List] | verify [--states N] [--repeats N] [--target SECONDS]"
        + " | jobs [--states N] [--repeat N] | diff [--iterations N] [--warmup N] [--show] [--phase NAME]"
        + " | review [--megabytes N] | live-keys --app PATH [--keys N] [--target MS]"
        + " | live-idle --app PATH [--seconds S] | live-burst --app PATH [--paste-bytes N] [--keys N]\n").utf8))
  exit(2)
}
