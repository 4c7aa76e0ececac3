import TextUI

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

  /// The name of this preview: its type name.
  public static var previewName: String { String(describing: Self.self) }
}

/// The canvas a preview is rendered on: one or more widths (like device variants) and a
/// height, `nil` for the content's natural height.
public struct PreviewLayout: Sendable, Hashable {
  /// The default width: 80 columns, a classic terminal.
  public static let defaultWidth = 80

  /// The canvas widths in columns; every state is rendered and snapshotted once per width.
  public var widths: [Int]
  /// The canvas height in rows, or `nil` for the content's natural height.
  public var height: Int?

  /// A layout of one or more widths; an empty list means the default width.
  public init(widths: [Int] = [PreviewLayout.defaultWidth], height: Int? = nil) {
    self.widths = widths.isEmpty ? [PreviewLayout.defaultWidth] : widths
    self.height = height
  }

  /// A layout of a single width.
  public init(width: Int, height: Int? = nil) {
    self.init(widths: [width], height: height)
  }
}
