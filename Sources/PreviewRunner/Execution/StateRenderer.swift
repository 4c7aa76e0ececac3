import PreviewKit
import TextDependencies
import TextUI

/// One rendering of a state: the first render, or the render after one scripted step.
public struct RenderedStep {
  /// `nil` for the first render, otherwise "<n> <step>", such as "1 tap Fetch".
  public var step: String?
  /// The settled frame's cells.
  public var buffer: Buffer
  /// The dependency containers whose "not set" placeholder this render showed.
  public var placeholders: [String]
  /// Rows cut at the canvas cap (see `RenderedFrame.cutRows`).
  public var cutRows: Int = 0
  /// SF Symbol names drawn as `LabelSymbols.unknownSymbol` since the last step.
  public var unknownSymbols: [String] = []
  /// What a screen reader gets from the frame, in reading order.
  public var accessibility = AccessibilityTree()
  /// Where each control Tab stops at was drawn, in the order Tab moves (`RenderedFrame.focusOrder`).
  public var focusOrder: [Rect] = []
}

/// Everything rendered for one state, and the failure that stopped it, if any.
public struct StateRenderOutcome {
  /// The renders that settled, the first render first, then one per step played.
  public var steps: [RenderedStep]
  /// Why rendering stopped before the last step, or `nil` when every step rendered.
  public var failure: StateFailure?
}

/// Renders one preview state: builds its view, lets its own async work run against its mocks
/// until it settles, then plays each scripted step and settles again, keeping every frame.
@MainActor
public struct StateRenderer {
  /// How long each render may take to settle before the state fails with
  /// ``StateFailure/didNotSettle(step:seconds:)``; it bounds a hung preview only.
  public var timeout: Duration

  /// Creates a renderer that gives every render of a state `timeout` to settle.
  public init(timeout: Duration) { self.timeout = timeout }

  /// `duration` in seconds, as a ``StateFailure`` reports a time limit.
  static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }

  /// The environment every preview sees: placeholders shown whatever the build configuration.
  public static var previewEnvironment: EnvironmentValues {
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
  ///   - width: the canvas width in columns.
  ///   - height: the canvas height in rows, or `nil` for the content's natural height.
  ///   - phase: told what is about to run ("building the view", "rendering the first frame",
  ///     "running step \"1 tap Fetch\"") and the step, so a worker can tell its watchdog
  ///     where a preview hung or crashed.
  ///   - rendered: told each rendering as soon as it settled, so renderings made before a
  ///     crash are not lost.
  public func render(
    _ state: PreviewState, width: Int, height: Int?,
    phase: (_ name: String, _ step: String?) -> Void = { _, _ in },
    rendered: (RenderedStep) -> Void = { _ in }
  ) async -> StateRenderOutcome {
    let dependencies = DependencyValues(context: .preview)
    return await withDependencies {
      $0 = dependencies
    } operation: {
      await renderSteps(
        of: state, width: width, height: height, dependencies: dependencies, phase: phase, rendered: rendered)
    }
  }

  private func renderSteps(
    of state: PreviewState, width: Int, height: Int?, dependencies: DependencyValues,
    phase: (_ name: String, _ step: String?) -> Void, rendered: (RenderedStep) -> Void
  ) async -> StateRenderOutcome {
    phase("building the view", nil)
    // Symbols a previous state left unreported are not this state's.
    _ = LabelSymbols.takeUnknownNames()
    let view = state.makeView()
    phase("rendering the first frame", nil)
    let graph = ViewGraph(view, environment: Self.previewEnvironment)
    graph.recordsAccessibility = true
    defer { graph.tearDown() }
    var outcome = StateRenderOutcome(steps: [], failure: nil)
    // Only settled frames are kept: a frame caught mid-work is not a state of the component.
    var result = await graph.renderSettled(width: width, height: height, timeout: timeout)
    guard result.settled else {
      outcome.failure = .didNotSettle(step: nil, seconds: Self.seconds(timeout))
      return outcome
    }
    // A frame made after an unimplemented dependency was used shows a stand-in: not kept.
    if let message = dependencies.reportedIssues.first {
      outcome.failure = .unimplementedDependency(step: nil, message: message)
      return outcome
    }
    outcome.steps.append(
      RenderedStep(
        step: nil, buffer: result.frame.buffer, placeholders: graph.placeholders, cutRows: result.frame.cutRows,
        unknownSymbols: LabelSymbols.takeUnknownNames(), accessibility: result.frame.accessibility,
        focusOrder: result.frame.focusOrder.map(\.rect)))
    rendered(outcome.steps[outcome.steps.count - 1])
    for (index, step) in state.steps.enumerated() {
      let name = "\(index + 1) \(step)"
      phase("running step \"\(name)\"", name)
      guard graph.withActivityScope({ result.frame.perform(step) }) else {
        outcome.failure = .stepTargetNotFound(step: name, available: result.frame.regions.map(\.label))
        return outcome
      }
      result = await graph.renderSettled(width: width, height: height, timeout: timeout, expectWork: true)
      guard result.settled else {
        outcome.failure = .didNotSettle(step: name, seconds: Self.seconds(timeout))
        return outcome
      }
      if let message = dependencies.reportedIssues.first {
        outcome.failure = .unimplementedDependency(step: name, message: message)
        return outcome
      }
      outcome.steps.append(
        RenderedStep(
          step: name, buffer: result.frame.buffer, placeholders: graph.placeholders, cutRows: result.frame.cutRows,
          unknownSymbols: LabelSymbols.takeUnknownNames(), accessibility: result.frame.accessibility,
          focusOrder: result.frame.focusOrder.map(\.rect)))
      rendered(outcome.steps[outcome.steps.count - 1])
    }
    return outcome
  }
}
