/// Builds a screen from the app-wide dependency container in the environment — the part of
/// the seed talk's strategy for everything a preview is *not* about, such as a navigation
/// destination.
///
/// The component a preview is about takes its own dependencies by initializer, so the
/// compiler checks them; a destination it can navigate to is wrapped in a
/// `DependencyProvider`, which reads the container from the environment:
///
/// ```swift
/// .navigationDestination(for: Item.self) { item in
///   DependencyProvider(\.appDependency) { dependency in
///     ItemDetailView(item: item, database: dependency.database)
///   }
/// }
/// ```
///
/// Where no container was injected (in a preview), it shows a full-size red block with bold
/// white "<Container> is not set." instead of crashing or calling a real service, and records
/// it in the render result (`ViewGraph.placeholders`) so the runner can list it. In a release build of an app it shows nothing, as the seed
/// does; the runner always asks for the placeholder, so its output never depends on the
/// build configuration.
public struct DependencyProvider<Dependency, Content: View>: _PrimitiveView {
  let keyPath: KeyPath<EnvironmentValues, Dependency?>
  let content: (Dependency) -> Content

  /// A provider reading the container at `keyPath` and building `content` with it.
  public init(
    _ keyPath: KeyPath<EnvironmentValues, Dependency?>, @ViewBuilder content: @escaping (Dependency) -> Content
  ) {
    self.keyPath = keyPath
    self.content = content
  }

  /// The message shown where the container is missing.
  public static var placeholderMessage: String { "\(Dependency.self) is not set." }

  public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [NodeRef]) {
    if let dependency = inputs.environment[keyPath: view.keyPath] {
      appendNodes(view.content(dependency), inputs: inputs, into: &nodes)
      return
    }
    guard inputs.environment.showsDependencyPlaceholders else { return }
    inputs.graph.reportPlaceholder(String(describing: Dependency.self))
    let placeholder = Text(verbatim: placeholderMessage)
      .bold()
      .foregroundColor(.brightWhite)
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .background(Color.red)
    appendNodes(placeholder, inputs: inputs, into: &nodes)
  }
}

private struct ShowsDependencyPlaceholdersKey: EnvironmentKey {
  #if DEBUG
    static let defaultValue = true
  #else
    static let defaultValue = false
  #endif
}

extension EnvironmentValues {
  /// Whether a `DependencyProvider` without its container shows the red "not set" block
  /// (debug builds and previews) or nothing (release builds of an app). The runner sets it
  /// to `true` so that snapshots are the same whatever the build configuration.
  public var showsDependencyPlaceholders: Bool {
    get { self[ShowsDependencyPlaceholdersKey.self] }
    set { self[ShowsDependencyPlaceholdersKey.self] = newValue }
  }
}
