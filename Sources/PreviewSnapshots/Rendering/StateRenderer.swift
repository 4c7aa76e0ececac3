import PreviewKit
import TextDependencies
import TextUI

/// Renders one preview state: builds its view, lets its own async work run against its mocks
/// until it settles, then plays each scripted step and settles again, turning every settled
/// frame into a ``RenderedSnapshot``, encoded as asked (a snapshot file unless the runner asks
/// for what `show` or `audit` print).
@MainActor
package struct StateRenderer {
  /// How long each render may take to settle before the state fails with
  /// ``StateFailure/didNotSettle(step:seconds:)``; it bounds a hung preview only.
  package var timeout: Duration
  /// Whether each frame records what a screen reader gets (`SettledFrame.accessibility`):
  /// on unless the encoding never reads it (plain or ANSI text), since recording costs a
  /// frame about as much as drawing its texts.
  package var recordsAccessibility = true

  /// Creates a renderer that gives every render of a state `timeout` to settle.
  package init(timeout: Duration) { self.timeout = timeout }

  /// `duration` in seconds, as a ``StateFailure`` reports a time limit.
  package static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }

  /// The environment every preview sees: placeholders shown whatever the build configuration.
  package static var previewEnvironment: EnvironmentValues {
    var environment = EnvironmentValues()
    environment.showsDependencyPlaceholders = true
    return environment
  }

  /// Renders `state` and plays its steps, in the preview dependency context: each
  /// `DependencyKey`'s `previewValue` unless the preview overrides it, with defaults of its
  /// own so that no generator or clock carries over from another state. A frame that used an
  /// unimplemented dependency fails the state and is not kept.
  ///
  /// - Parameters:
  ///   - state: the state to render.
  ///   - id: the identity of its first render, which names the snapshot files: its `width`
  ///     is the canvas width, and each later rendering is named with its step.
  ///   - height: the canvas height in rows, or `nil` for the content's natural height.
  ///   - variant: the environment the state is rendered in (colour scheme, colour, locale).
  ///   - encode: turns each settled frame, named with its snapshot id, into the rendering's
  ///     bytes: the snapshot file unless asked otherwise.
  ///   - phase: told what is about to run ("building the view", "rendering the first frame",
  ///     "running step \"1 tap Fetch\"") and the step, so a worker can tell its watchdog
  ///     where a preview hung or crashed.
  ///   - rendered: told each rendering as soon as it settled, so renderings made before a
  ///     crash are not lost.
  /// - Returns: every rendering, the first render first, and the failure that stopped the
  ///   state, if any.
  package func render(
    _ state: PreviewState, id: SnapshotID, height: Int?, variant: PreviewVariant = .light,
    encode: @MainActor (SettledFrame, SnapshotID) -> [UInt8] = { $0.snapshotBytes(id: $1) },
    phase: (_ name: String, _ step: String?) -> Void = { _, _ in },
    rendered: (RenderedSnapshot) -> Void = { _ in }
  ) async -> StateOutcome {
    let dependencies = DependencyValues(context: .preview)
    // The state's own notes: what other renders in this process draw meanwhile is not its.
    return await LabelSymbols.$unknownNames.withValue(RenderNotes()) {
      await MissingTranslations.$recorded.withValue(RenderNotes()) {
        await render(
          state, id: id, height: height, variant: variant, dependencies: dependencies, encode: encode, phase: phase,
          rendered: rendered)
      }
    }
  }

  private func render(
    _ state: PreviewState, id: SnapshotID, height: Int?, variant: PreviewVariant, dependencies: DependencyValues,
    encode: @MainActor (SettledFrame, SnapshotID) -> [UInt8],
    phase: (_ name: String, _ step: String?) -> Void,
    rendered: (RenderedSnapshot) -> Void
  ) async -> StateOutcome {
    await withDependencies {
      $0 = dependencies
    } operation: {
      var outcome = StateOutcome()
      outcome.failure = await renderSteps(
        of: state, width: id.width, height: height, variant: variant, dependencies: dependencies, phase: phase
      ) { graph, frame, step in
        var stepID = id
        stepID.step = step
        var snapshot = RenderedSnapshot(
          step: step, bytes: encode(SettledFrame(frame), stepID), placeholders: graph.placeholders,
          cutRows: frame.cutRows)
        snapshot.unknownSymbols = LabelSymbols.takeUnknownNames()
        snapshot.missingTranslations = MissingTranslations.take()
        snapshot.pendingMocks = AsyncActivity.suspendedCount(in: graph.activityScope)
        outcome.steps.append(snapshot)
        rendered(snapshot)
      }
      return outcome
    }
  }

  /// Renders the first frame and one per step of `state`, handing each settled frame to `keep`
  /// with the step it follows (`nil` for the first); returns why it stopped early, if it did.
  private func renderSteps(
    of state: PreviewState, width: Int, height: Int?, variant: PreviewVariant, dependencies: DependencyValues,
    phase: (_ name: String, _ step: String?) -> Void,
    keep: (_ graph: ViewGraph, _ frame: RenderedFrame, _ step: String?) -> Void
  ) async -> StateFailure? {
    phase("building the view", nil)
    // Nothing to take from a previous state first: `render` binds this state's own notes.
    let view = state.makeView()
    phase("rendering the first frame", nil)
    var environment = Self.previewEnvironment
    variant.apply(to: &environment)
    let graph = ViewGraph(view, environment: environment)
    graph.recordsAccessibility = recordsAccessibility
    defer { graph.tearDown() }
    // Only settled frames are kept: a frame caught mid-work is not a state of the component.
    var result = await graph.renderSettled(width: width, height: height, timeout: timeout)
    guard result.settled else { return .didNotSettle(step: nil, seconds: Self.seconds(timeout)) }
    // A frame made after an unimplemented dependency was used shows a stand-in: not kept.
    if let message = dependencies.reportedIssues.first {
      return .unimplementedDependency(step: nil, message: message)
    }
    keep(graph, result.frame, nil)
    for (index, step) in state.steps.enumerated() {
      let name = "\(index + 1) \(step)"
      phase("running step \"\(name)\"", name)
      guard graph.withActivityScope({ result.frame.perform(step) }) else {
        return .stepTargetNotFound(step: name, available: result.frame.regions.map(\.label))
      }
      result = await graph.renderSettled(width: width, height: height, timeout: timeout, expectWork: true)
      guard result.settled else { return .didNotSettle(step: name, seconds: Self.seconds(timeout)) }
      if let message = dependencies.reportedIssues.first {
        return .unimplementedDependency(step: name, message: message)
      }
      keep(graph, result.frame, name)
    }
    return nil
  }
}
