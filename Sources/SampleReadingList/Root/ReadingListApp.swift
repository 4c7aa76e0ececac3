import TextUI

/// The app's entry point: the root screen with the dependency container injected once, the
/// only place the app names its services.
///
/// ```swift
/// let frame = ViewGraph(ReadingListApp()).render(width: 80)
/// ```
public struct ReadingListApp: View {
  private let dependency: AppDependency

  public init(dependency: AppDependency = .live) {
    self.dependency = dependency
  }

  public var body: some View {
    AppRootView().environment(\.appDependency, dependency)
  }
}
