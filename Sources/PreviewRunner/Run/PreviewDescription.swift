import PreviewKit

/// What the runner needs to know about one preview provider to plan a run: its names, layout
/// and states, as plain values.
///
/// Reading a provider runs user code (`states`, `layout` and `component` are getters that may
/// trap), so in a real run a worker process reads it and sends this value back; the run plan
/// is built from descriptions and never touches a provider itself.
public struct PreviewDescription: Codable, Sendable, Equatable {
  /// One state of the provider.
  public struct State: Codable, Sendable, Equatable {
    /// The state's name.
    public var name: String
    /// The scripted steps, as shown in snapshot names ("tap Fetch").
    public var steps: [String]
    /// Canvas widths for this state (its own layout, or else the provider's).
    public var widths: [Int]
    /// Canvas height; `nil` for the content's natural height.
    public var height: Int?
  }

  /// The snapshot folder (`provider.component`).
  public var component: String
  /// The preview's type name.
  public var preview: String
  /// Every state, in declaration order.
  public var states: [State]

  /// Reads `provider`'s declarations. Runs user code: call it where a trap is contained.
  @MainActor
  public init(_ provider: any PreviewProvider.Type) {
    component = provider.component
    preview = provider.previewName
    let layout = provider.layout
    states = provider.states.map { state in
      let stateLayout = state.layout ?? layout
      return State(
        name: state.name, steps: state.steps.map(\.description), widths: stateLayout.widths,
        height: stateLayout.height)
    }
  }
}

/// A provider whose declarations could not be read (its `states`, `layout` or `component`
/// getter crashed or hung in the worker reading it), or that declares no state: either way
/// it has nothing to check, and fails the run by name rather than passing silently.
public struct DiscoveryFailure: Error, Sendable, Equatable {
  /// The preview's type name.
  public var preview: String
  /// What happened, e.g. "crashed: SIGILL (Fatal error: Index out of range)".
  public var reason: String
  /// Whether the provider was read and its `states` is empty.
  package var declaresNoStates = false

  /// The failure of the provider `preview`, read in full, whose `states` is empty.
  package static func noStates(_ preview: String) -> DiscoveryFailure {
    DiscoveryFailure(
      preview: preview,
      reason: "its `states` is empty, so there is nothing to render or check; add a PreviewState to it, "
        + "or remove the provider",
      declaresNoStates: true)
  }

  /// What failed, in parentheses after the preview's name on a `FAIL` line.
  var stage: String { declaresNoStates ? "(no states)" : "(reading its states)" }

  /// The failure in a sentence naming the preview, for reports and test failures.
  package var message: String {
    "\(preview) \(declaresNoStates ? "declares no states" : "could not be read"): \(reason)"
  }
}
