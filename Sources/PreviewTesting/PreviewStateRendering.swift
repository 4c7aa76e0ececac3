import PreviewKit
import PreviewSnapshots
import TextUI

/// Renders a ``PreviewTestCase``'s state as the runner plans it: every width its layout
/// declares, each step, named as the runner names the files.
@MainActor
struct PreviewStateRendering {
  let testCase: PreviewTestCase

  init(_ testCase: PreviewTestCase) { self.testCase = testCase }

  /// The state's renderings per planned width, or the failures that stopped them.
  func render() async -> (renderings: [(PlannedState, [SnapshotFile])], failures: [String]) {
    guard let provider = testCase.provider else {
      return ([], ["\(testCase.preview) is no longer in the registry; rebuild the tests"])
    }
    let states = provider.states
    if states.isEmpty { return ([], [DiscoveryFailure.noStates(testCase.preview).message]) }
    guard states.indices.contains(testCase.stateIndex), states[testCase.stateIndex].name == testCase.state else {
      return ([], ["\(testCase.preview) no longer has a state \"\(testCase.state)\"; rebuild the tests"])
    }
    let description = PreviewDescription(provider, configured: testCase.configuredVariants)
    if let problem = PreviewVariant.problem(with: description.variants) {
      return ([], ["\(testCase.preview): \(problem)"])
    }
    let planned = description.plannedStates
    if let collision = PlannedState.collision(in: planned, among: planned) { return ([], [collision]) }
    var renderings: [(PlannedState, [SnapshotFile])] = []
    var failures: [String] = []
    for item in planned where item.stateIndex == testCase.stateIndex && item.variant == testCase.variant {
      let outcome = await StateRenderer(timeout: ViewRendering.timeout).render(
        states[item.stateIndex], id: item.id(), height: item.height, variant: item.variant)
      var files: [SnapshotFile] = []
      for rendered in outcome.steps {
        switch ViewRendering.file(rendered, id: item.id(step: rendered.step)) {
        case .success(let file): files.append(file)
        case .failure(let failure): failures.append("\(item.displayName): \(failure.text)")
        }
      }
      renderings.append((item, files))
      if let failure = outcome.failure {
        failures.append("\(item.displayName) could not be rendered: \(failure)")
      }
    }
    return (renderings, failures)
  }

  /// Every failure of checking the state's renderings with `verification`.
  func check(with verification: SnapshotVerification) async -> [String] {
    let (renderings, failures) = await render()
    var messages = failures
    for (_, files) in renderings {
      for file in files {
        if let message = verification.check(file, relativePath: file.id.relativePath) { messages.append(message) }
      }
    }
    return messages
  }

  /// Why the state cannot be trusted when rendered `repeats` times, or `nil`.
  func stabilityProblem(repeats: Int) async -> String? {
    let first = await render()
    if let failure = first.failures.first { return failure }
    for repetition in 2...max(2, repeats) {
      let again = await render()
      if let failure = again.failures.first { return "rendering \(repetition): \(failure)" }
      for ((item, reference), (_, other)) in zip(first.renderings, again.renderings) {
        if let difference = StableRendering.firstDifference(reference, other) {
          return "renders differently when repeated: rendering \(repetition) of \(repeats) differs from "
            + "rendering 1 (\(item.displayName)) at \(difference)"
        }
      }
    }
    return nil
  }
}
