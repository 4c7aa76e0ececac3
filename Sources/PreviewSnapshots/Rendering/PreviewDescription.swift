import PreviewKit

/// What the runner needs to know about one preview provider to plan a run: its names, layout
/// and states, as plain values.
///
/// Reading a provider runs user code (`states`, `layout` and `component` are getters that may
/// trap), so in a real run a worker process reads it and sends this value back; the run plan
/// is built from descriptions and never touches a provider itself.
package struct PreviewDescription: Codable, Sendable, Equatable {
  /// One state of the provider.
  package struct State: Codable, Sendable, Equatable {
    /// The state's name.
    package var name: String
    /// The scripted steps, as shown in snapshot names ("tap Fetch").
    package var steps: [String]
    /// Canvas widths for this state (its own layout, or else the provider's).
    package var widths: [Int]
    /// Canvas height; `nil` for the content's natural height.
    package var height: Int?

    /// A state with every part given.
    package init(name: String, steps: [String], widths: [Int], height: Int?) {
      self.name = name
      self.steps = steps
      self.widths = widths
      self.height = height
    }
  }

  /// The snapshot folder (`provider.component`).
  package var component: String
  /// The preview's type name.
  package var preview: String
  /// Every state, in declaration order.
  package var states: [State]

  /// A description with every part given (as a worker sends it).
  package init(component: String, preview: String, states: [State]) {
    self.component = component
    self.preview = preview
    self.states = states
  }

  /// Reads `provider`'s declarations. Runs user code: call it where a trap is contained.
  @MainActor
  package init(_ provider: any PreviewProvider.Type) {
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
