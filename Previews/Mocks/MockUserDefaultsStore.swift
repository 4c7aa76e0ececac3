import SampleReadingList
import Synchronization

/// A `UserDefaultsStore` in memory, starting from given settings. A class so that a test can
/// read back what the screen saved.
final class MockUserDefaultsStore: UserDefaultsStore {
  private let settings: Mutex<AccountSettings>

  init(_ settings: AccountSettings = AccountSettings()) {
    self.settings = Mutex(settings)
  }

  func accountSettings() -> AccountSettings { settings.withLock { $0 } }

  func save(_ settings: AccountSettings) { self.settings.withLock { $0 = settings } }
}
