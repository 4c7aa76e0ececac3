import PreviewSnapshots
/// `preview-runner --repeat N`: renders every selected state N times, each time in fresh
/// worker processes with another environment (``RepeatEnvironment``), and fails the states
/// whose renderings differ, naming the first differing cell. It compares the renderings
/// with each other, never with `Snapshots/`, and writes nothing: it answers "can this
/// snapshot be trusted?" before anyone records it. A state that fails to render (a crash, a
/// time limit) is not rendered again: it has failed, and a hanging one would cost the time
/// limit in every repetition.
@MainActor
struct RepeatRun {
  /// The states to render.
  let plan: PreviewPlan
  /// How many times each state is rendered (2 or more).
  let repeats: Int
  /// The environment the runner was started with; each repetition changes it.
  let environment: [String: String]
  /// Where to print.
  let output: Console

  /// Renders the plan `repeats` times with `executor(repetition, environment)` and returns
  /// the exit code: 1 when any state failed to render or rendered differently, else 0.
  func run(
    unreadable: [DiscoveryFailure],
    executor: (_ repetition: Int, _ environment: [String: String]) -> any StateExecutor
  ) async -> Int32 {
    var outcomes: [[StateOutcome]] = Array(repeating: [], count: plan.items.count)
    for repetition in 0..<repeats {
      // A state that failed (crashed, hung, did not settle) already has its verdict: it is
      // not rendered again, which for a hanging state would cost the time limit every time.
      let remaining = plan.items.indices.filter { outcomes[$0].last?.failure == nil }
      guard !remaining.isEmpty else { break }
      let changed = RepeatEnvironment.environment(environment, repetition: repetition)
      await executor(repetition, changed).render(remaining.map { plan.items[$0] }, output: .snapshot) {
        index, outcome in
        outcomes[remaining[index]].append(outcome)
      }
    }
    var failed = unreadable.count
    for failure in unreadable {
      output.print(
        "FAIL \(TerminalText.escaped(failure.preview)) \(failure.stage)\n"
          + TerminalText.escapedLines(failure.reason) + "\n")
    }
    for (item, itemOutcomes) in zip(plan.items, outcomes) {
      guard let problem = problem(in: itemOutcomes, of: item) else { continue }
      failed += 1
      output.print("FAIL \(TerminalText.escaped(item.displayName))\n\(TerminalText.escapedLines(problem))\n")
    }
    let stopped = outcomes.count { $0.count < repeats }
    output.print(
      "\(plan.items.count + unreadable.count - failed) passed, \(failed) failed "
        + "(each state rendered \(repeats) times"
        + (stopped > 0 ? ", \(stopped) stopped at \(stopped == 1 ? "its" : "their") first failure)" : ")"))
    return failed > 0 ? 1 : 0
  }

  /// Why the state cannot be trusted, or `nil` when every repetition rendered it identically.
  func problem(in outcomes: [StateOutcome], of item: PlannedState) -> String? {
    for (repetition, outcome) in outcomes.enumerated() {
      if let failure = outcome.failure {
        let skipped =
          repetition + 1 < repeats
          ? "\nnot repeated after run \(repetition + 1): a state that failed once is not rendered again" : ""
        return "run \(repetition + 1) of \(repeats) (\(RepeatEnvironment.summary(repetition: repetition))) "
          + "did not render it: \(failure)\(skipped)"
      }
    }
    guard let reference = outcomes.first else { return nil }
    for (repetition, outcome) in outcomes.enumerated().dropFirst() {
      if let difference = Self.firstDifference(reference.steps, outcome.steps, item: item) {
        return "renders differently when repeated: run \(repetition + 1) of \(repeats) "
          + "(\(RepeatEnvironment.summary(repetition: repetition))) differs from run 1 "
          + "(\(RepeatEnvironment.summary(repetition: 0))) at \(difference)"
      }
    }
    return nil
  }

  /// The first difference between two repetitions' renderings of `item`, step by step.
  static func firstDifference(
    _ reference: [RenderedSnapshot], _ other: [RenderedSnapshot], item: PlannedState
  ) -> RenderingDifference? {
    if reference.count != other.count {
      return RenderingDifference(
        step: nil, row: nil, column: nil, first: "\(reference.count) renderings", other: "\(other.count)")
    }
    for (left, right) in zip(reference, other) where left.bytes != right.bytes {
      let path = item.id(step: left.step).relativePath
      guard let leftFile = try? SnapshotFile.decode(left.bytes, path: path),
        let rightFile = try? SnapshotFile.decode(right.bytes, path: path)
      else {
        return RenderingDifference(step: left.step, row: nil, column: nil, first: "one text", other: "another")
      }
      if let difference = RenderingDifference.between(leftFile, rightFile, step: left.step) { return difference }
    }
    return nil
  }
}
