import TextUI

extension DependencyProvider where Dependency == AppDependency {
  /// A provider reading the app's container at `\.appDependency`, so a destination is written
  /// without naming the key:
  ///
  /// ```swift
  /// .navigationDestination(for: Item.self) { item in
  ///   DependencyProvider { dependency in
  ///     ItemDetailView(item: item, database: dependency.database)
  ///   }
  /// }
  /// ```
  public init(@ViewBuilder content: @escaping (AppDependency) -> Content) {
    self.init(\.appDependency, content: content)
  }
}
