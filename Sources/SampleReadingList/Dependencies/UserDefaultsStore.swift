/// Where the account settings are kept between launches. Synchronous, like the
/// `UserDefaults` it stands for.
public protocol UserDefaultsStore: Sendable {
  /// The saved settings, or the defaults when none were saved.
  func accountSettings() -> AccountSettings
  /// Saves `settings`, replacing what was saved.
  func save(_ settings: AccountSettings)
}
