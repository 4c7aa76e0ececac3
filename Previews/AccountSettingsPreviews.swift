import PreviewKit
import SampleReadingList
import TextUI

/// The account screen, with a mock settings store and a mock keychain only.
struct AccountSettingsPreviews: PreviewProvider {
  static var states: [PreviewState] {
    [
      .loading { screen(username: .pending) },
      .success { screen(username: .success("reader")) },
      .error { screen(username: .failure(MockError.unimplemented("Keychain access"))) },
      PreviewState("signed out") { screen(username: .success(nil)) },
      PreviewState("toggles", steps: [.toggle("Sync over cellular"), .toggle("Open links in reader")]) {
        screen(username: .success("reader"))
      },
      PreviewState("sign out", steps: [.tap("Sign Out")]) { screen(username: .success("reader")) },
      PreviewState("sign out fails", steps: [.tap("Sign Out")]) {
        screen(username: .success("reader"), deleteCredentials: .failure(MockError.offline))
      },
    ]
  }

  private static func screen(
    username: MockResponse<String?>, deleteCredentials: MockResponse<Void> = .success(())
  ) -> some View {
    NavigationStack {
      AccountSettingsView(
        viewModel: AccountSettingsViewModel(
          userDefaults: MockUserDefaultsStore(AccountSettings(sendsDailyReminder: true)),
          keychain: MockKeychain(username: username, deleteCredentials: deleteCredentials)))
    }
  }
}
