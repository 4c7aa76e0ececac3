import PreviewKit
import SampleReadingList

/// A `Keychain` with canned answers: who is signed in, and how deleting the credentials goes.
struct MockKeychain: Keychain {
  var username: MockResponse<String?>
  var deleteCredentials: MockResponse<Void>

  init(username: MockResponse<String?>, deleteCredentials: MockResponse<Void> = .success(())) {
    self.username = username
    self.deleteCredentials = deleteCredentials
  }

  func username() async throws -> String? { try await username.resolve() }

  func deleteCredentials() async throws { try await deleteCredentials.resolve() }
}
