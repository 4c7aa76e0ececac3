import Foundation

// Release-build benchmarks, run by the scripts in scripts/: `textpreviews-benchmarks render` (scripts/bench-render)
// and `textpreviews-benchmarks verify` (scripts/bench-verify).

let arguments = Array(CommandLine.arguments.dropFirst())
let rest = Array(arguments.dropFirst())

switch arguments.first {
case "render":
  exit(RenderBenchmark.run(rest))

// ── verify: owned by the runner; see VerifyBenchmark.swift ──────────────────────────────────
case "verify":
  exit(await VerifyBenchmark.run(rest))

default:
  FileHandle.standardError.write(
    Data("usage: textpreviews-benchmarks render [--iterations N] [--warmup N] [--show] | verify [options]\n".utf8))
  exit(2)
}
