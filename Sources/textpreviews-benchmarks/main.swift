import Foundation

// Benchmarks, run by the scripts in scripts/: `textpreviews-benchmarks render` and `scaling`
// (scripts/bench-render) and `textpreviews-benchmarks verify` (scripts/bench-verify, release and debug).

let arguments = Array(CommandLine.arguments.dropFirst())
let rest = Array(arguments.dropFirst())

switch arguments.first {
case "render":
  exit(RenderBenchmark.run(rest))

case "scaling":
  exit(ScalingBenchmark.run(rest))

// ── verify: owned by the runner; see VerifyBenchmark.swift ──────────────────────────────────
case "verify":
  exit(await VerifyBenchmark.run(rest))

default:
  FileHandle.standardError.write(
    Data(
      ("usage: textpreviews-benchmarks render [--iterations N] [--warmup N] [--show] [--phase NAME]"
        + " | scaling [--repeats N] | verify [--states N] [--repeats N] [--target SECONDS]\n").utf8))
  exit(2)
}
