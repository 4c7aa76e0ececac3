import TextUI

/// One rendering of a state, as the runner compares or shows it: the first render, or the
/// render after one scripted step, already encoded by ``StateRenderer`` in the process that
/// rendered it (a worker sends it as it is).
package struct RenderedSnapshot: Codable, Sendable, Equatable {
  /// `nil` for the first render, otherwise "<n> <step>", such as "1 tap Fetch".
  package var step: String?
  /// The UTF-8 of ``text``, as it was encoded: what a verify run compares with the recorded
  /// file's bytes, so a passing state never makes or validates a `String` of its rendering.
  package var bytes: [UInt8]
  /// The dependency containers whose "not set" placeholder this render showed.
  package var placeholders: [String]
  /// Rows of content cut at the canvas cap (0 when everything fit).
  package var cutRows: Int
  /// SF Symbol names this render drew as `LabelSymbols.unknownSymbol`, for the run to warn
  /// about once each.
  package var unknownSymbols: [String] = []
  /// How many calls were still waiting on a `MockResponse` `.pending` when the render settled:
  /// such a screen shows loading, which an `error` state is not meant to.
  package var pendingMocks = 0
  /// Localized keys this render drew in a locale with no text for them (falling back to the
  /// development language's), for the run to warn about once each.
  package var missingTranslations: [MissingTranslation] = []

  /// The rendering as it was encoded: the snapshot file's text, or what `show` prints.
  package var text: String {
    get { String(decoding: bytes, as: UTF8.self) }
    set { bytes = Array(newValue.utf8) }
  }

  /// A rendering whose text has the UTF-8 `bytes`.
  package init(step: String?, bytes: [UInt8], placeholders: [String], cutRows: Int) {
    self.step = step
    self.bytes = bytes
    self.placeholders = placeholders
    self.cutRows = cutRows
  }

  /// A rendering of `text`.
  package init(step: String?, text: String, placeholders: [String], cutRows: Int) {
    self.init(step: step, bytes: Array(text.utf8), placeholders: placeholders, cutRows: cutRows)
  }

  // Coded with the rendering as the string `text`, as the worker protocol has always sent it.
  private enum CodingKeys: String, CodingKey {
    case step, text, placeholders, cutRows, unknownSymbols, pendingMocks, missingTranslations
  }

  /// Reads a rendering as the worker protocol sends it.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    step = try container.decodeIfPresent(String.self, forKey: .step)
    bytes = Array(try container.decode(String.self, forKey: .text).utf8)
    placeholders = try container.decode([String].self, forKey: .placeholders)
    cutRows = try container.decode(Int.self, forKey: .cutRows)
    unknownSymbols = try container.decodeIfPresent([String].self, forKey: .unknownSymbols) ?? []
    pendingMocks = try container.decodeIfPresent(Int.self, forKey: .pendingMocks) ?? 0
    missingTranslations =
      try container.decodeIfPresent([MissingTranslation].self, forKey: .missingTranslations) ?? []
  }

  /// Writes a rendering as the worker protocol sends it.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(step, forKey: .step)
    try container.encode(text, forKey: .text)
    try container.encode(placeholders, forKey: .placeholders)
    try container.encode(cutRows, forKey: .cutRows)
    if !unknownSymbols.isEmpty { try container.encode(unknownSymbols, forKey: .unknownSymbols) }
    if pendingMocks > 0 { try container.encode(pendingMocks, forKey: .pendingMocks) }
    if !missingTranslations.isEmpty { try container.encode(missingTranslations, forKey: .missingTranslations) }
  }
}

/// Why a state did not render to the end.
package enum StateFailure: Error, Codable, Sendable, Equatable, CustomStringConvertible {
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

  /// The phase of a worker that has not said it is ready yet.
  package static let startingPhase = "starting the worker"

  /// The step that was running, `nil` for the first render.
  package var step: String? {
    switch self {
    case .didNotSettle(let step, _), .crashed(let step, _), .timedOut(let step, _, _): step
    case .stepTargetNotFound(let step, _): step
    case .unimplementedDependency(let step, _): step
    }
  }

  /// Whether the process rendering the state was lost (reported as an error, not a failure).
  package var isCrash: Bool {
    switch self {
    case .crashed, .timedOut: true
    case .didNotSettle, .stepTargetNotFound, .unimplementedDependency: false
    }
  }

  package var description: String {
    switch self {
    case .didNotSettle(let step, let seconds):
      let when = step.map { "after step \"\($0)\"" } ?? "after the first render"
      return
        "did not settle \(when) within \(seconds.formatted())s: some work neither finished nor waited on a pending mock (a real network call, a real Task.sleep, a deadlock or an endless loop?); for a loading state use a MockResponse .pending, and sleep on @Dependency(\\.continuousClock), which is instant in previews — raise the limit with --timeout if it is just slow"
    case .stepTargetNotFound(let step, let available):
      let list = available.isEmpty ? "none" : available.map { "\"\($0)\"" }.joined(separator: ", ")
      return "step \"\(step)\" found nothing to act on; on screen: \(list)"
    case .unimplementedDependency(let step, let message):
      let when = step.map { "after step \"\($0)\"" } ?? "in the first render"
      return "\(message) (\(when))"
    case .crashed(_, let reason):
      return reason
    case .timedOut(_, let seconds, let phase) where phase == Self.startingPhase:
      return
        "timed out after \(seconds.formatted()) s while \(phase): it never said it was ready; the worker was stopped — raise the limit with --timeout if the machine is just slow"
    case .timedOut(_, let seconds, let phase):
      return
        "timed out after \(seconds.formatted()) s while \(phase) (an endless synchronous loop?); the worker was stopped — raise the limit with --timeout if it is just slow"
    }
  }
}

/// Everything rendered for one state, and the failure that stopped it, if any: what
/// ``StateRenderer`` returns, and what a worker's answers for a state are collected into.
package struct StateOutcome: Codable, Sendable, Equatable {
  /// The renderings that completed, in order.
  package var steps: [RenderedSnapshot]
  /// Why the state stopped early; `nil` when every step rendered.
  package var failure: StateFailure?
  /// How long rendering the state took, in seconds, from asking for it to its last answer:
  /// the `time` of its JUnit test cases. Not compared by `==`, so outcomes stay comparable.
  package var seconds: Double = 0

  /// An outcome with no renderings yet.
  package init(steps: [RenderedSnapshot] = [], failure: StateFailure? = nil) {
    self.steps = steps
    self.failure = failure
  }

  /// Whether the two hold the same renderings and failure; ``seconds`` is not compared.
  package static func == (left: StateOutcome, right: StateOutcome) -> Bool {
    left.steps == right.steps && left.failure == right.failure
  }
}
