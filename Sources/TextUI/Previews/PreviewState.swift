/// One state of a component to render and snapshot: the canonical `loading`, `success`,
/// `error`, or a named variant ("empty", "long titles", …). The view is built fresh for every
/// render, so each state starts from its own mocks.
public struct PreviewState {
  /// The canonical names of the three states every data-driven screen has.
  public enum Canonical: String, CaseIterable, Sendable {
    /// The name of the state built by ``PreviewState/loading(layout:steps:view:)``,
    /// ``PreviewState/success(layout:steps:view:)`` or ``PreviewState/error(layout:steps:view:)``.
    case loading, success, error
  }

  /// The state's name, used in the snapshot file name.
  public var name: String
  /// Builds the component for this state.
  public var makeView: @MainActor () -> AnyView
  /// Interactions to play after the first render; the runner snapshots after each one.
  public var steps: [PreviewStep]
  /// A layout for this state only, overriding the provider's.
  public var layout: PreviewLayout?

  /// A named state. Inlinable, so that the view is erased where its type is known (see
  /// ``AnyView``) and built by code specialised for it.
  @inlinable
  public init<V: View>(
    _ name: String, layout: PreviewLayout? = nil, steps: [PreviewStep] = [],
    @ViewBuilder view: @escaping @MainActor () -> V
  ) {
    self.name = name
    self.layout = layout
    self.steps = steps
    self.makeView = { AnyView(view()) }
  }

  /// The loading state: data has been asked for and has not arrived.
  @inlinable
  public static func loading<V: View>(
    layout: PreviewLayout? = nil, steps: [PreviewStep] = [], @ViewBuilder view: @escaping @MainActor () -> V
  ) -> PreviewState {
    PreviewState(Canonical.loading.rawValue, layout: layout, steps: steps, view: view)
  }

  /// The success state: data arrived.
  @inlinable
  public static func success<V: View>(
    layout: PreviewLayout? = nil, steps: [PreviewStep] = [], @ViewBuilder view: @escaping @MainActor () -> V
  ) -> PreviewState {
    PreviewState(Canonical.success.rawValue, layout: layout, steps: steps, view: view)
  }

  /// The error state: asking for data failed.
  @inlinable
  public static func error<V: View>(
    layout: PreviewLayout? = nil, steps: [PreviewStep] = [], @ViewBuilder view: @escaping @MainActor () -> V
  ) -> PreviewState {
    PreviewState(Canonical.error.rawValue, layout: layout, steps: steps, view: view)
  }
}
