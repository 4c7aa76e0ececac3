/// Where a toolbar item goes, as SwiftUI's `ToolbarItemPlacement`, with iOS's choices:
/// leading placements (`.topBarLeading`, `.navigationBarLeading`, `.cancellationAction`,
/// `.navigation`) before the title, trailing ones (`.automatic`, `.topBarTrailing`,
/// `.navigationBarTrailing`, `.primaryAction`, `.confirmationAction`, `.destructiveAction`,
/// `.secondaryAction`) at the bar's trailing edge, `.principal` in place of the title,
/// `.bottomBar` and `.status` in a bar under the screen. `.keyboard` items are not drawn:
/// there is no software keyboard.
public struct ToolbarItemPlacement: Sendable, Hashable {
  enum Position: Sendable, Hashable {
    case leading, trailing, principal, bottom, hidden
  }

  let position: Position
  /// Whether iOS draws the item's text bold: a confirming action's ("Done", "Save").
  var isProminent = false

  /// The platform's choice: the trailing side of the navigation bar.
  public static let automatic = ToolbarItemPlacement(position: .trailing)
  /// In place of the title.
  public static let principal = ToolbarItemPlacement(position: .principal)
  /// Navigation controls: the leading side of the bar.
  public static let navigation = ToolbarItemPlacement(position: .leading)
  /// The most used action: the trailing side of the bar.
  public static let primaryAction = ToolbarItemPlacement(position: .trailing)
  /// A less used action: the trailing side of the bar.
  public static let secondaryAction = ToolbarItemPlacement(position: .trailing)
  /// Status text: the middle of the bottom bar.
  public static let status = ToolbarItemPlacement(position: .bottom)
  /// Confirms a modal task ("Done", "Save"): the trailing side of the bar, in bold.
  public static let confirmationAction = ToolbarItemPlacement(position: .trailing, isProminent: true)
  /// Cancels a modal task: the leading side of the bar.
  public static let cancellationAction = ToolbarItemPlacement(position: .leading)
  /// Deletes in a modal task: the trailing side of the bar.
  public static let destructiveAction = ToolbarItemPlacement(position: .trailing)
  /// Above the software keyboard; not drawn.
  public static let keyboard = ToolbarItemPlacement(position: .hidden)
  /// The leading side of the navigation bar.
  public static let topBarLeading = ToolbarItemPlacement(position: .leading)
  /// The trailing side of the navigation bar.
  public static let topBarTrailing = ToolbarItemPlacement(position: .trailing)
  /// The leading side of the navigation bar (SwiftUI's older name).
  public static let navigationBarLeading = ToolbarItemPlacement(position: .leading)
  /// The trailing side of the navigation bar (SwiftUI's older name).
  public static let navigationBarTrailing = ToolbarItemPlacement(position: .trailing)
  /// The bar at the bottom of the screen.
  public static let bottomBar = ToolbarItemPlacement(position: .bottom)
}

/// A bar a toolbar modifier names, as SwiftUI's `ToolbarPlacement`.
public struct ToolbarPlacement: Sendable, Hashable {
  private let name: String
  /// The platform's bars.
  public static let automatic = ToolbarPlacement(name: "automatic")
  /// The navigation bar.
  public static let navigationBar = ToolbarPlacement(name: "navigationBar")
  /// The bottom bar.
  public static let bottomBar = ToolbarPlacement(name: "bottomBar")
  /// The tab bar.
  public static let tabBar = ToolbarPlacement(name: "tabBar")
}

/// How a toolbar shows the title, as SwiftUI's `ToolbarTitleDisplayMode`: the modes of
/// `navigationBarTitleDisplayMode(_:)`, with `.inlineLarge` drawn as `.large`.
public struct ToolbarTitleDisplayMode: Sendable, Hashable {
  private let name: String

  /// The same mode in `NavigationBarItem`'s terms.
  var barMode: NavigationBarItem.TitleDisplayMode {
    switch name {
    case "inline": .inline
    case "large", "inlineLarge": .large
    default: .automatic
    }
  }
  /// The platform's choice.
  public static let automatic = ToolbarTitleDisplayMode(name: "automatic")
  /// A large title.
  public static let large = ToolbarTitleDisplayMode(name: "large")
  /// A small title in the bar.
  public static let inline = ToolbarTitleDisplayMode(name: "inline")
  /// A large title that becomes inline when scrolled.
  public static let inlineLarge = ToolbarTitleDisplayMode(name: "inlineLarge")
}

/// The purpose of a toolbar, as SwiftUI's `ToolbarRole`; accepted with no effect.
public struct ToolbarRole: Sendable, Hashable {
  private let name: String
  /// The platform's choice.
  public static let automatic = ToolbarRole(name: "automatic")
  /// A browser-style toolbar.
  public static let browser = ToolbarRole(name: "browser")
  /// A document editor's toolbar.
  public static let editor = ToolbarRole(name: "editor")
  /// A navigation stack's toolbar.
  public static let navigationStack = ToolbarRole(name: "navigationStack")
}

/// Hands a screen's toolbar items to the enclosing `NavigationStack`, which draws them in
/// its bars with the environment of the screen that declared them.
struct ToolbarModifier: PrimitiveModifier {
  let items: _ToolbarItems

  static func _makeNodes(
    _ modifier: Self, inputs: _ViewInputs, into nodes: inout [NodeRef],
    content: (_ViewInputs, inout [NodeRef]) -> Void
  ) {
    if let context = inputs.environment.navigationContext {
      let environment = inputs.environment
      let entries = modifier.items.entries.map { entry in
        NavigationContext.ToolbarEntry(placement: entry.placement, content: entry.content, environment: environment)
      }
      inputs.graph.performEffect { context.toolbarItems.append(contentsOf: entries) }
    }
    content(inputs, &nodes)
  }
}

extension View {
  /// Puts views in the navigation bar of the enclosing `NavigationStack`, as SwiftUI's
  /// `.toolbar { Button… }`: each view is an item at the bar's trailing edge.
  ///
  /// - Parameter content: The items' views.
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    var items = _ToolbarItems()
    items.entries.append(_ToolbarItems.Entry(placement: .automatic, content: AnyView(content())))
    return modifier(ToolbarModifier(items: items))
  }

  /// Puts `ToolbarItem`s and `ToolbarItemGroup`s in the bars of the enclosing
  /// `NavigationStack`, each at its placement: leading and trailing items and a principal
  /// view in the navigation bar, `.bottomBar` items in a bar under the screen.
  ///
  /// ```swift
  /// .toolbar {
  ///   ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
  ///   ToolbarItem(placement: .confirmationAction) { Button("Save") { save() } }
  /// }
  /// ```
  ///
  /// - Parameter content: The items.
  public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
    var items = _ToolbarItems()
    Content._makeToolbarItems(content(), into: &items)
    return modifier(ToolbarModifier(items: items))
  }

  /// Puts customisable toolbar items in the bars; the identifier is accepted and the items
  /// are drawn as `toolbar(content:)` draws them.
  ///
  /// - Parameters:
  ///   - id: The toolbar's identifier for customisation.
  ///   - content: The items.
  public func toolbar<Content: ToolbarContent>(id: String, @ToolbarContentBuilder content: () -> Content)
    -> some View
  {
    toolbar(content: content)
  }

  /// Shows or hides bars; accepted with no effect (a preview needs the bar's back button
  /// and items to step through the screen).
  ///
  /// - Parameters:
  ///   - visibility: Whether the bars show.
  ///   - bars: The bars meant.
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }

  /// The background of bars; accepted with no effect (bars are drawn on the terminal's
  /// background).
  ///
  /// - Parameters:
  ///   - style: The background.
  ///   - bars: The bars meant.
  public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View { self }

  /// Whether bars draw their background; accepted with no effect.
  ///
  /// - Parameters:
  ///   - visibility: Whether the background shows.
  ///   - bars: The bars meant.
  public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }

  /// The colour scheme of bars; accepted with no effect (there is one palette).
  ///
  /// - Parameters:
  ///   - colorScheme: The scheme, or `nil` for the system's.
  ///   - bars: The bars meant.
  public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View { self }

  /// How the title is shown, as `navigationBarTitleDisplayMode(_:)` says.
  ///
  /// - Parameter mode: The display mode.
  public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
    navigationBarTitleDisplayMode(mode.barMode)
  }

  /// The purpose of the toolbar; accepted with no effect.
  ///
  /// - Parameter role: The toolbar's role.
  public func toolbarRole(_ role: ToolbarRole) -> some View { self }
}
