/// One rendering of a state, as the runner compares or shows it: the first render, or the
/// render after one scripted step.
public struct RenderedSnapshot: Codable, Sendable, Equatable {
  /// `nil` for the first render, otherwise "<n> <step>", such as "1 tap Fetch".
  public var step: String?
  /// The rendering in the requested ``RenderOutput``: the snapshot file's text, or what
  /// `show` prints.
  public var text: String
  /// The dependency containers whose "not set" placeholder this render showed.
  public var placeholders: [String]
  /// Rows of content cut at the canvas cap (0 when everything fit).
  public var cutRows: Int
}

/// What a rendering is turned into before it leaves the process that rendered it.
public enum RenderOutput: Codable, Sendable, Equatable {
  /// The snapshot file's text (``SnapshotFile/encoded()``), for verify runs.
  case snapshot
  /// Plain text, for `show` without colour.
  case plain
  /// ANSI-coloured text with colours mapped to `depth`, for `show` with colour.
  case ansi(depth: ColorDepth)
}

/// Why a state did not render to the end.
public enum StateFailure: Codable, Sendable, Equatable, CustomStringConvertible {
  /// Its own async work neither finished nor waited on a pending mock within `--timeout`.
  case didNotSettle(step: String?, seconds: Double)
  /// A scripted step named a control that is not on screen.
  case stepTargetNotFound(step: String, available: [String])
  /// The state used a dependency whose preview value is `unimplemented()`; `message` names
  /// the dependency and the call or `@Dependency` that used it.
  case unimplementedDependency(step: String?, message: String)
  /// The worker rendering it died: a trap, a signal or an exit. `reason` reads
  /// "crashed: SIGILL (Fatal error: Index out of range)" followed by the last lines the
  /// worker wrote to its standard error.
  case crashed(step: String?, reason: String)
  /// The worker did not answer within the limit (an endless synchronous loop) and was killed.
  case timedOut(step: String?, seconds: Double, phase: String)

  /// The step that was running, `nil` for the first render.
  public var step: String? {
    switch self {
    case .didNotSettle(let step, _), .crashed(let step, _), .timedOut(let step, _, _): step
    case .stepTargetNotFound(let step, _): step
    case .unimplementedDependency(let step, _): step
    }
  }

  /// Whether the process rendering the state was lost (reported as an error, not a failure).
  public var isCrash: Bool {
    switch self {
    case .crashed, .timedOut: true
    case .didNotSettle, .stepTargetNotFound, .unimplementedDependency: false
    }
  }

  public var description: String {
    switch self {
    case .didNotSettle(let step, let seconds):
      let when = step.map { "after step \"\($0)\"" } ?? "after the first render"
      return
        "did not settle \(when) within \(seconds.formatted())s: some work neither finished nor waited on a pending mock (a real network call, a deadlock or an endless loop?) — raise the limit with --timeout if it is just slow"
    case .stepTargetNotFound(let step, let available):
      let list = available.isEmpty ? "none" : available.map { "\"\($0)\"" }.joined(separator: ", ")
      return "step \"\(step)\" found nothing to act on; on screen: \(list)"
    case .unimplementedDependency(let step, let message):
      let when = step.map { "after step \"\($0)\"" } ?? "in the first render"
      return "\(message) (\(when))"
    case .crashed(_, let reason):
      return reason
    case .timedOut(_, let seconds, let phase):
      return
        "timed out after \(seconds.formatted()) s while \(phase) (an endless synchronous loop?); the worker was stopped — raise the limit with --timeout if it is just slow"
    }
  }
}

/// Everything rendered for one state, and the failure that stopped it, if any.
public struct StateOutcome: Codable, Sendable, Equatable {
  /// The renderings that completed, in order.
  public var steps: [RenderedSnapshot]
  /// Why the state stopped early; `nil` when every step rendered.
  public var failure: StateFailure?

  /// An outcome with no renderings yet.
  public init(steps: [RenderedSnapshot] = [], failure: StateFailure? = nil) {
    self.steps = steps
    self.failure = failure
  }
}
