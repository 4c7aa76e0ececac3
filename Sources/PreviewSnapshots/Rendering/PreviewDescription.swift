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
  /// The variants every state is rendered in, in declaration order.
  package var variants: [PreviewVariant]

  /// A description with every part given (as a worker sends it).
  package init(component: String, preview: String, states: [State], variants: [PreviewVariant] = [.light]) {
    self.component = component
    self.preview = preview
    self.states = states
    self.variants = variants
  }

  private enum CodingKeys: String, CodingKey { case component, preview, states, variants }

  /// Decodes a description; one written before variants existed has the light variant alone.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    component = try container.decode(String.self, forKey: .component)
    preview = try container.decode(String.self, forKey: .preview)
    states = try container.decode([State].self, forKey: .states)
    variants = try container.decodeIfPresent([PreviewVariant].self, forKey: .variants) ?? [.light]
  }

  /// Reads `provider`'s declarations, its variants made from the package's `configured`
  /// ones. Runs user code: call it where a trap is contained.
  @MainActor
  package init(_ provider: any PreviewProvider.Type, configured: [PreviewVariant] = [.light]) {
    component = provider.component
    preview = provider.previewName
    variants = provider.variants(from: configured)
    let layout = provider.layout
    states = provider.states.map { state in
      let stateLayout = state.layout ?? layout
      return State(
        name: state.name, steps: state.steps.map(\.description), widths: stateLayout.widths,
        height: stateLayout.height)
    }
  }
}
