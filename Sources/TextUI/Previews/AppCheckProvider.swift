/// Declares an app's root screen with a complete set of fake dependencies, for the runner's
/// `check-app` mode: it walks every navigation destination reachable from this root and
/// fails if any of them shows a "not set" placeholder, which means the app forgot to inject
/// its dependency container somewhere. Found with no registration, like previews.
@MainActor @preconcurrency
public protocol AppCheckProvider {
  /// The type of view ``root`` returns.
  associatedtype Root: View
  /// The app's root, with its dependency container injected as the app injects it.
  @ViewBuilder static var root: Root { get }
  /// How many links deep to follow (default 3).
  static var maximumDepth: Int { get }
  /// The canvas width (default 80).
  static var width: Int { get }
}

extension AppCheckProvider {
  public static var maximumDepth: Int { 3 }
  public static var width: Int { PreviewLayout.defaultWidth }
}
