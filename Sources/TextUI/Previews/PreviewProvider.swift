/// Declares the previews of one component, SwiftUI's way: a type in the `Previews/` target
/// that the runner finds with no registration.
///
/// A preview builds its component by initializer injection with mocks, once per state:
///
/// ```swift
/// struct ItemListPreviews: PreviewProvider {
///   static var states: [PreviewState] {
///     [
///       .loading { ItemListView(viewModel: ItemListViewModel(apiClient: MockAPIClient(items: .pending))) },
///       .success { ItemListView(viewModel: ItemListViewModel(apiClient: MockAPIClient(items: .success(.samples)))) },
///       .error { ItemListView(viewModel: ItemListViewModel(apiClient: MockAPIClient(items: .failure(.offline)))) },
///     ]
///   }
/// }
/// ```
///
/// Code ported from SwiftUI that only has `static var previews: some View` keeps working:
/// it is rendered as a single state named "default".
@MainActor @preconcurrency
public protocol PreviewProvider {
  /// The type of view ``previews`` returns; `EmptyView` when the provider lists `states`.
  associatedtype Previews: View = EmptyView
  /// SwiftUI's single preview view; used when `states` is not given.
  @ViewBuilder static var previews: Previews { get }
  /// Every state to render and snapshot, in order.
  static var states: [PreviewState] { get }
  /// The component these previews are about: the folder under `Snapshots/`. Defaults to the
  /// type name without a `_Previews` or `Previews` suffix.
  static var component: String { get }
  /// Canvas widths and height for every state (a state may override them).
  static var layout: PreviewLayout { get }
  /// The preview's name in snapshot file names, filters and reports. Defaults to the type
  /// name; the registry names the previews of a file's `#Preview`s after the file.
  static var previewName: String { get }
  /// The variants this preview's states are rendered in, given the package's (its
  /// ``PreviewConfiguration``'s, or the light variant alone): by default those, unchanged.
  /// Return another list to add, remove or replace variants for this preview only.
  static func variants(from configured: [PreviewVariant]) -> [PreviewVariant]
}

extension PreviewProvider {
  /// Nothing: a provider that lists `states` needs no single preview.
  public static var previews: EmptyView { EmptyView() }

  public static var states: [PreviewState] {
    [PreviewState("default") { previews }]
  }

  public static var component: String {
    let name = String(describing: Self.self)
    for suffix in ["_Previews", "Previews", "_Preview", "Preview"]
    where name.hasSuffix(suffix) && name.count > suffix.count {
      return String(name.dropLast(suffix.count))
    }
    return name
  }

  public static var layout: PreviewLayout { PreviewLayout() }

  public static func variants(from configured: [PreviewVariant]) -> [PreviewVariant] { configured }

  /// The name of this preview: its type name.
  public static var previewName: String { String(describing: Self.self) }
}
