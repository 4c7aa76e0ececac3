/// Where the signed-in account's credentials live.
public protocol Keychain: Sendable {
  /// The signed-in user's name, or `nil` when nobody is signed in.
  func username() async throws -> String?
  /// Forgets the credentials: signing out.
  func deleteCredentials() async throws
}
