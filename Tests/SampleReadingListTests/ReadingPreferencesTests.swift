import SampleReadingList
import Testing

@Suite("Reading preferences")
struct ReadingPreferencesTests {
  @Test(
    "the sync footer says what sync needs next",
    arguments: [
      ("", "", "Sign in to keep your list on every device."),
      ("", "secret", "Sign in to keep your list on every device."),
      ("reader@example.com", "", "Enter the password for reader@example.com."),
      ("reader@example.com", "secret", "Syncing as reader@example.com."),
    ])
  func syncStatus(email: String, password: String, status: String) {
    let preferences = ReadingPreferences(syncEmail: email, syncPassword: password)
    #expect(preferences.syncStatus == status)
  }

  @Test("a new install reads links in the reader, at 16 pt, in the system theme, without sync")
  func defaults() {
    let preferences = ReadingPreferences()
    #expect(preferences.opensLinksInReader)
    #expect(preferences.textSize == 16)
    #expect(preferences.theme == .system)
    #expect(preferences.syncEmail.isEmpty && !preferences.syncsOverCellular)
    #expect(ReadingPreferences.textSizes.contains(preferences.textSize))
  }
}
