/// The state of one `NavigationStack`: the screens pushed on it, the destinations its root
/// declared with `.navigationDestination(for:)`, and the title of the screen on top.
@MainActor
final class NavigationContext {
  /// Screens pushed by destination links, above the path's screens.
  var pushed: [AnyView] = []
  var destinations: [ObjectIdentifier: @MainActor (Any) -> AnyView] = [:]
  var title: Text?
  /// The title each screen showed when it was last on top, by depth (0 the root): what the
  /// back button of the screen above it says.
  var titles: [Int: Text] = [:]
  /// How the screen on top asked for its title to be shown (`.navigationBarTitleDisplayMode`),
  /// or `nil` for the platform's choice.
  var displayMode: NavigationBarItem.TitleDisplayMode?
  /// Whether each screen's title was large when it was last on top, by depth (0 the root):
  /// what a screen above it with the automatic mode inherits, as iOS's does.
  var largeTitles: [Int: Bool] = [:]
  /// Items the screen on top put in the bar with `.navigationBarItems`, with the environment
  /// of the screen that declared them.
  var leadingItems: ToolbarEntry?
  var trailingItems: ToolbarEntry?
  /// An item of the screen on top's `.toolbar`, with the environment of the screen that
  /// declared it.
  struct ToolbarEntry {
    var placement: ToolbarItemPlacement
    var content: AnyView
    var environment: EnvironmentValues
  }
  /// The screen on top's `.toolbar` items, in declaration order.
  var toolbarItems: [ToolbarEntry] = []
  /// The stack's `\.editMode`, toggled by an `EditButton`.
  var editMode = EditMode.inactive
  /// The path of a `NavigationStack(path:)`, which value links append to.
  var path: Binding<NavigationPath>?
  let invalidation: Invalidation

  init(invalidation: Invalidation) { self.invalidation = invalidation }

  /// What the back button of the screen at `depth` says: the title of the screen below it, as
  /// iOS's back button does, or "Back" when that title is unknown or too long to fit beside
  /// the title of the screen on top. The title is a `Text`, drawn in the bar's locale; its
  /// length is measured as written.
  func backTitle(at depth: Int) -> Text {
    guard let title = titles[depth - 1] else { return Text(verbatim: "Back") }
    let characters = title.content
    guard !characters.isEmpty, characters.count <= Self.longestBackTitle else { return Text(verbatim: "Back") }
    return title
  }

  /// Forgets what the screen on top declared for the bar (its title, display mode and
  /// `.navigationBarItems`), before a screen declares them again.
  func resetScreen() {
    title = nil
    displayMode = nil
    leadingItems = nil
    trailingItems = nil
  }

  /// The longest title a back button shows; a longer one is "Back", as iOS shortens it.
  static let longestBackTitle = 16

  /// Whether the screen at `depth` shows a large title: as it asked, or with the automatic
  /// mode as the screen below it did (a stack's root: large), as iOS's bar does.
  func showsLargeTitle(at depth: Int) -> Bool {
    switch displayMode {
    case .large?: true
    case .inline?: false
    case .automatic?, nil: depth == 0 ? true : largeTitles[depth - 1] ?? true
    }
  }

  /// How many screens are above the root.
  var depth: Int { (path?.wrappedValue.count ?? 0) + pushed.count }

  func push(_ view: AnyView) {
    pushed.append(view)
    invalidation.markNeedsRender()
  }

  /// Screens shown because a `navigationDestination(isPresented:)` or `(item:)` binding says
  /// so, keyed by the identity of the modifier that declared them, in the order they appeared.
  var presented: [(key: UInt64, view: AnyView, dismiss: @MainActor () -> Void)] = []

  /// Shows `view` for the modifier `key` (or stops showing it when `view` is nil).
  func setPresented(_ key: UInt64, view: AnyView?, dismiss: @escaping @MainActor () -> Void) {
    let index = presented.firstIndex { $0.key == key }
    switch (index, view) {
    case (nil, let view?):
      presented.append((key, view, dismiss))
      invalidation.markNeedsRender()
    case (let index?, nil):
      presented.remove(at: index)
      invalidation.markNeedsRender()
    default:
      break
    }
  }

  func pop() {
    if let last = presented.popLast() {
      last.dismiss()
      invalidation.markNeedsRender()
    } else if !pushed.isEmpty {
      pushed.removeLast()
      invalidation.markNeedsRender()
    } else if let path, !path.wrappedValue.isEmpty {
      path.wrappedValue.removeLast()
      invalidation.markNeedsRender()
    }
  }

  /// Pushes the destination declared for `value`'s type: onto the path when the stack has
  /// one, as SwiftUI does, otherwise as a screen.
  func push<Value: Hashable>(value: Value) {
    if let path, pushed.isEmpty {
      path.wrappedValue.append(value)
      invalidation.markNeedsRender()
    } else {
      push(view(for: value))
    }
  }

  /// The screen for a value: its type's declared destination, or a notice that none is.
  func view(for value: Any) -> AnyView {
    if let make = destinations[ObjectIdentifier(type(of: value))] {
      return make(value)
    }
    return AnyView(
      Text(verbatim: "No navigationDestination(for: \(type(of: value)).self) is declared.").foregroundColor(.yellow))
  }

  /// The screens above the root, bottom first.
  var screens: [AnyView] {
    (path?.wrappedValue.elements.map { view(for: $0.base) } ?? []) + pushed + presented.map(\.view)
  }
}

private struct NavigationContextKey: EnvironmentKey {
  static var defaultValue: NavigationContext? { nil }
}

extension EnvironmentValues {
  var navigationContext: NavigationContext? {
    get { self[NavigationContextKey.self] }
    set { self[NavigationContextKey.self] = newValue }
  }
}
