import TextUI

/// The account screen: who is signed in (with Sign Out) and the reading preferences.
public struct AccountSettingsView: View {
  @StateObject private var viewModel: AccountSettingsViewModel
  /// The sign-out the button started, cancelled if the screen goes away first.
  @State private var signOutTask: Task<Void, Never>? = nil

  public init(viewModel: AccountSettingsViewModel) {
    _viewModel = StateObject(wrappedValue: viewModel)
  }

  public var body: some View {
    VStack(alignment: .leading, spacing: .rows(1)) {
      VStack(alignment: .leading) {
        Text("Account").font(.headline)
        account
      }
      VStack(alignment: .leading) {
        Text("Reading").font(.headline)
        Toggle("Sync over cellular", isOn: binding(\.syncsOverCellular))
        Toggle("Daily reminder", isOn: binding(\.sendsDailyReminder))
        Toggle("Open links in reader", isOn: binding(\.opensLinksInReader))
      }
    }
    .navigationTitle("Account Settings")
    .task { await viewModel.loadAccount() }
    .onDisappear { signOutTask?.cancel() }
  }

  @ViewBuilder private var account: some View {
    switch viewModel.account {
    case .loading:
      ProgressView("Loading account…")
    case .loaded(nil):
      Text("Not signed in.").dim()
    case .loaded(let username?):
      Text("Signed in as \(username)")
      Button("Sign Out") {
        signOutTask?.cancel()
        signOutTask = Task { await viewModel.signOut() }
      }
      if let signOutError = viewModel.signOutError {
        Text(signOutError).foregroundColor(.red)
      }
    case .failed(let message):
      Text(message).foregroundColor(.red)
    }
  }

  /// A binding that reads one setting from the model and saves it through the model.
  private func binding(_ setting: WritableKeyPath<AccountSettings, Bool>) -> Binding<Bool> {
    let viewModel = self.viewModel
    return Binding(
      get: { viewModel.settings[keyPath: setting] },
      set: { viewModel.set(setting, to: $0) })
  }
}
