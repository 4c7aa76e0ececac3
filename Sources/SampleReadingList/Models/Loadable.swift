/// The three phases of data a screen asks for: still loading, loaded, or failed with a
/// message to show. View models publish one of these, and the preview states `loading`,
/// `success` and `error` are exactly its three cases.
public enum Loadable<Value: Equatable & Sendable>: Equatable, Sendable {
  case loading
  case loaded(Value)
  case failed(String)
}

extension Loadable {
  /// The failed phase for `error`, described as the user should read it.
  public static func failed(describing error: any Error) -> Loadable {
    .failed(String(describing: error))
  }
}
