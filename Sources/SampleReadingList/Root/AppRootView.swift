import TextUI

/// The app's home: a menu linking to every screen. It needs no dependency itself; each
/// destination is built by a `DependencyProvider` from the container the app injected once,
/// here at the root (see `ReadingListApp`).
public struct AppRootView: View {
  public init() {}

  public var body: some View {
    NavigationStack {
      List {
        NavigationLink(
          "Reading List",
          destination: DependencyProvider { dependency in
            ItemListView(viewModel: ItemListViewModel(apiClient: dependency.apiClient))
          })
        NavigationLink(
          "Search",
          destination: DependencyProvider { dependency in
            SearchView(viewModel: SearchViewModel(apiClient: dependency.apiClient))
          })
        NavigationLink(
          "Account Settings",
          destination: DependencyProvider { dependency in
            AccountSettingsView(
              viewModel: AccountSettingsViewModel(userDefaults: dependency.userDefaults, keychain: dependency.keychain))
          })
        NavigationLink(
          "Random Number",
          destination: DependencyProvider { dependency in
            RandomNumberScreen(viewModel: RandomNumberViewModel(randomNumberClient: dependency.randomNumberClient))
          })
      }
      .navigationTitle("Home")
    }
  }
}
