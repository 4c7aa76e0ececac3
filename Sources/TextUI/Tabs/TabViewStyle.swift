/// How a `TabView` presents its tabs, as SwiftUI's `TabViewStyle`: the default draws a tab
/// bar, `.page` a row of page dots.
public protocol TabViewStyle: Sendable {}

/// SwiftUI's default tab style: a tab bar under the selected tab.
public struct DefaultTabViewStyle: TabViewStyle {
  /// Creates the default style.
  public init() {}
}

/// SwiftUI's `.tabBarOnly` style: drawn like the default, a tab bar.
public struct TabBarOnlyTabViewStyle: TabViewStyle {
  /// Creates the tab-bar-only style.
  public init() {}
}

/// SwiftUI's `.sidebarAdaptable` style: a terminal has no sidebar, so a tab bar.
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
  /// Creates the sidebar-adaptable style.
  public init() {}
}

/// SwiftUI's paging style: the selected page with a row of dots (`● ○ ○`) under it instead of
/// a tab bar; each dot is tapped as "Page N".
public struct PageTabViewStyle: TabViewStyle {
  /// When the page dots are shown.
  public enum IndexDisplayMode: Sendable, Hashable {
    /// Shown when there is more than one page.
    case automatic
    /// Always shown.
    case always
    /// Never shown.
    case never
  }

  /// When the page dots are shown.
  public var indexDisplayMode: IndexDisplayMode

  /// A paging style showing its dots by `indexDisplayMode`.
  public init(indexDisplayMode: IndexDisplayMode = .automatic) {
    self.indexDisplayMode = indexDisplayMode
  }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
  /// The default style: a tab bar.
  public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
  /// A tab bar only.
  public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
  /// A sidebar where there is room; a tab bar in a terminal.
  public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
  /// Pages with dots.
  public static var page: PageTabViewStyle { PageTabViewStyle() }

  /// Pages with dots shown by `indexDisplayMode`.
  public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
    PageTabViewStyle(indexDisplayMode: indexDisplayMode)
  }
}

/// How the page dots of a paging `TabView` are drawn, as SwiftUI's `IndexViewStyle`;
/// accepted so `.indexViewStyle(.page(backgroundDisplayMode: .always))` ports, no effect.
public protocol IndexViewStyle: Sendable {}

/// SwiftUI's page index style; accepted, no effect (the dots have no background here).
public struct PageIndexViewStyle: IndexViewStyle {
  /// When SwiftUI draws a background behind the dots.
  public enum BackgroundDisplayMode: Sendable, Hashable {
    /// As the context suggests, always, only while interacting, or never.
    case automatic, always, interactive, never
  }

  /// Creates the style; the background mode is accepted with no effect.
  public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {}
}

extension IndexViewStyle where Self == PageIndexViewStyle {
  /// The page index style.
  public static var page: PageIndexViewStyle { PageIndexViewStyle() }

  /// The page index style with a background mode (accepted, no effect).
  public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
    PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
  }
}

private struct PageTabIndexDisplayModeKey: EnvironmentKey {
  static var defaultValue: PageTabViewStyle.IndexDisplayMode? { nil }
}

extension EnvironmentValues {
  /// Set by `.tabViewStyle(.page)`: tab views below page, with dots shown by this mode.
  var pageTabIndexDisplayMode: PageTabViewStyle.IndexDisplayMode? {
    get { self[PageTabIndexDisplayModeKey.self] }
    set { self[PageTabIndexDisplayModeKey.self] = newValue }
  }
}

extension View {
  /// Sets how the tab views below present their tabs: `.page` (or `PageTabViewStyle()`)
  /// draws page dots, any other style a tab bar.
  public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
    environment(\.pageTabIndexDisplayMode, (style as? PageTabViewStyle)?.indexDisplayMode)
  }

  /// SwiftUI's `.indexViewStyle(_:)` for page dots; accepted with no effect.
  public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View { self }
}
