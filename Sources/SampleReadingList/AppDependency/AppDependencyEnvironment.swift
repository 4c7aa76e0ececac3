import TextUI

/// The environment key of the app's dependency container. Its default is `nil`, not a live
/// container: a view tree that was never given one (a preview) must not quietly reach real
/// services, so `DependencyProvider` shows its "not set" placeholder instead.
struct AppDependencyKey: EnvironmentKey {
  static let defaultValue: AppDependency? = nil
}

extension EnvironmentValues {
  /// The app's dependency container, injected once at the root:
  /// `AppRootView().environment(\.appDependency, .live)`.
  public var appDependency: AppDependency? {
    get { self[AppDependencyKey.self] }
    set { self[AppDependencyKey.self] = newValue }
  }
}
