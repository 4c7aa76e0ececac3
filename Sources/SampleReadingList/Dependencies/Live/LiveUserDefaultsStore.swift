import Synchronization

/// The app's settings store. This sample keeps the settings in memory (a class, because a save
/// must be seen by the next read); a real app would use `UserDefaults` here.
public final class LiveUserDefaultsStore: UserDefaultsStore {
  private let settings: Mutex<AccountSettings>

  public init(settings: AccountSettings = AccountSettings()) {
    self.settings = Mutex(settings)
  }

  public func accountSettings() -> AccountSettings { settings.withLock { $0 } }

  public func save(_ settings: AccountSettings) { self.settings.withLock { $0 = settings } }
}
