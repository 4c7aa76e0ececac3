import Synchronization

/// The app's keychain. This sample holds the account in memory (a class, because signing out
/// changes it for everyone holding it); a real app would call the Keychain API here.
public final class LiveKeychain: Keychain {
  private let storedUsername: Mutex<String?>

  public init(username: String? = "reader") {
    storedUsername = Mutex(username)
  }

  public func username() async throws -> String? { storedUsername.withLock { $0 } }

  public func deleteCredentials() async throws { storedUsername.withLock { $0 = nil } }
}
