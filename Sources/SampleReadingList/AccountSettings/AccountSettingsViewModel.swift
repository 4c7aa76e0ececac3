import TextUI

/// The account screen's model: the settings from `UserDefaultsStore` (read at once, saved on
/// every change) and the signed-in account from `Keychain` (read asynchronously, deleted by
/// Sign Out). Takes exactly those two services by initializer.
@MainActor
public final class AccountSettingsViewModel: ObservableObject {
  /// The preferences the toggles show.
  @Published public private(set) var settings: AccountSettings
  /// The signed-in user's name once read: `.loaded(nil)` means nobody is signed in.
  @Published public private(set) var account: Loadable<String?> = .loading
  /// Why the last Sign Out failed, if it did.
  @Published public private(set) var signOutError: String?

  private let userDefaults: any UserDefaultsStore
  private let keychain: any Keychain

  public init(userDefaults: any UserDefaultsStore, keychain: any Keychain) {
    self.userDefaults = userDefaults
    self.keychain = keychain
    self.settings = userDefaults.accountSettings()
  }

  /// Reads who is signed in.
  public func loadAccount() async {
    account = .loading
    do {
      account = .loaded(try await keychain.username())
    } catch is CancellationError {
      // The screen went away mid-read: there is no one left to show a failure to.
    } catch {
      account = .failed(describing: error)
    }
  }

  /// Changes one setting and saves them all.
  public func set(_ setting: WritableKeyPath<AccountSettings, Bool>, to isOn: Bool) {
    settings[keyPath: setting] = isOn
    userDefaults.save(settings)
  }

  /// Deletes the credentials; on success nobody is signed in any more.
  public func signOut() async {
    signOutError = nil
    do {
      try await keychain.deleteCredentials()
      account = .loaded(nil)
    } catch is CancellationError {
      // The screen went away mid-request: there is no one left to show a failure to.
    } catch {
      signOutError = "Could not sign out: \(error)"
    }
  }
}
