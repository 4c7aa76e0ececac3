import PreviewKit
import PreviewSnapshots
import TextUI

/// The providers linked into this process, and the one way to run their code: reading a
/// provider's declarations and rendering one of its states into ``RenderedSnapshot``s.
///
/// A worker process serves requests with it; the in-process executor (tests, benchmarks)
/// calls it directly, so both produce the same bytes.
@MainActor
struct PreviewHost {
  private let providers: [String: any PreviewProvider.Type]
  /// Each provider's states, read once per host: `states` builds every state of the provider,
  /// so reading it for each state rendered made a run of N states cost N² state builds.
  private let states = StatesCache()
  /// The variants the package declares, which each provider may change.
  let variants: [PreviewVariant]

  /// The states of each provider read so far, by preview name.
  @MainActor
  private final class StatesCache {
    var byPreview: [String: [PreviewState]] = [:]
  }

  init(_ providers: [any PreviewProvider.Type], variants: [PreviewVariant] = [.light]) {
    self.variants = variants
    // Two providers cannot share a type name in one module; across modules the first wins,
    // and the plan reports the snapshot collision.
    var byName: [String: any PreviewProvider.Type] = [:]
    for provider in providers where byName[provider.previewName] == nil {
      byName[provider.previewName] = provider
    }
    self.providers = byName
  }

  /// The declarations of the provider named `preview`; runs user code.
  func describe(preview: String) -> PreviewDescription? {
    providers[preview].map { PreviewDescription($0, configured: variants) }
  }

  /// Renders the state `request` names, telling `phase` what is about to run and `rendered`
  /// each finished rendering; returns why it stopped early, if it did.
  func render(
    _ request: RenderRequest, phase: (String, String?) -> Void, rendered: (RenderedSnapshot) -> Void
  ) async -> StateFailure? {
    phase("reading the preview's states", nil)
    let state: PreviewState
    switch self.state(request.stateName, at: request.stateIndex, of: request.preview) {
    case .success(let found): state = found
    case .failure(let failure): return failure
    }
    let timeout = Duration.milliseconds(Int64((request.timeoutSeconds * 1000).rounded()))
    var renderer = StateRenderer(timeout: timeout)
    renderer.recordsAccessibility = request.output.readsAccessibility
    let outcome = await renderer.render(
      state, id: request.id(step: nil), height: request.height, variant: request.variant,
      encode: request.output.encoder(),
      phase: phase, rendered: rendered)
    return outcome.failure
  }

  /// The state named `name` at `index` among `preview`'s states, or why it cannot be found
  /// (the worker's build has no such preview, or its states changed since they were read).
  private func state(_ name: String, at index: Int, of preview: String) -> Result<PreviewState, StateFailure> {
    guard let provider = providers[preview] else {
      return .failure(.crashed(step: nil, reason: "the worker has no preview named \(preview)"))
    }
    let states: [PreviewState]
    if let cached = self.states.byPreview[preview] {
      states = cached
    } else {
      states = provider.states
      self.states.byPreview[preview] = states
    }
    guard states.indices.contains(index), states[index].name == name else {
      return .failure(
        .crashed(step: nil, reason: "\(preview) no longer has a state \"\(name)\" at position \(index + 1)"))
    }
    return .success(states[index])
  }

  /// Starts the state `request` names live, with no terminal: its first screen, or why it
  /// could not start.
  func startLive(
    _ request: LiveStartRequest, phase: (String, String?) -> Void
  ) async -> Result<(LiveStateSession, LiveScreenAnswer), StateFailure> {
    phase("reading the preview's states", nil)
    switch state(request.stateName, at: request.stateIndex, of: request.preview) {
    case .success(let state): return .success(await LiveStateSession.start(request, state: state, phase: phase))
    case .failure(let failure): return .failure(failure)
    }
  }
}
