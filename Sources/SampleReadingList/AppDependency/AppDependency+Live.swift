extension AppDependency {
  /// The app's own services. In this sample they are in-memory stand-ins (see each `Live…`
  /// type), so even the app never does real I/O; previews and tests never use this.
  public static let live = AppDependency(
    apiClient: LiveAPIClient(),
    database: LiveDatabase(),
    keychain: LiveKeychain(),
    userDefaults: LiveUserDefaultsStore(),
    randomNumberClient: LiveRandomNumberClient())
}
