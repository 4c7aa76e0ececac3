import TextUI

/// The tabs of the reading list app.
public enum ReadingTab: Hashable, Sendable {
  case library, stats, settings
}

/// The app as a tab bar: the reading list, its statistics and the account settings, each in
/// its own navigation stack. Like `AppRootView`, it needs no dependency itself: each tab's
/// screen is built by a `DependencyProvider` from the container injected at the root. The
/// selected tab starts at `selection` (the library by default) and follows taps.
public struct ReadingTabsView: View {
  @State private var selection: ReadingTab

  public init(selection: ReadingTab = .library) {
    _selection = State(initialValue: selection)
  }

  public var body: some View {
    TabView(selection: $selection) {
      NavigationStack {
        DependencyProvider { dependency in
          ItemListView(viewModel: ItemListViewModel(apiClient: dependency.apiClient))
        }
      }
      .tabItem { Label("Library", systemImage: "books.vertical") }
      .tag(ReadingTab.library)

      NavigationStack {
        DependencyProvider { dependency in
          StatsScreen(viewModel: ItemListViewModel(apiClient: dependency.apiClient))
        }
      }
      .tabItem { Label("Stats", systemImage: "chart.bar") }
      .tag(ReadingTab.stats)

      NavigationStack {
        DependencyProvider { dependency in
          AccountSettingsView(
            viewModel: AccountSettingsViewModel(userDefaults: dependency.userDefaults, keychain: dependency.keychain))
        }
      }
      .tabItem { Label("Settings", systemImage: "gear") }
      .tag(ReadingTab.settings)
    }
  }
}
