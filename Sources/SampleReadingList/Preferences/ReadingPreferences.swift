/// What a reader tunes on the preferences screen: how articles read, how the list syncs, and
/// the switches most readers never open. A value, so the screen edits a copy.
public struct ReadingPreferences: Equatable, Sendable {
  /// Opens article links in the app's reader view instead of the browser.
  public var opensLinksInReader: Bool
  /// Justifies article text.
  public var justifiesText: Bool
  /// The article text size, in points.
  public var textSize: Int
  /// The colours articles are shown in.
  public var theme: ReadingTheme
  /// The account the list syncs with; empty when not signed in to sync.
  public var syncEmail: String
  /// The sync account's password.
  public var syncPassword: String
  /// Syncs over cellular data as well as Wi-Fi.
  public var syncsOverCellular: Bool
  /// Downloads article images with the text, for reading offline.
  public var prefetchesImages: Bool
  /// Writes a debug log for support requests.
  public var logsDebugInfo: Bool

  /// Preferences as a new install has them, unless given.
  public init(
    opensLinksInReader: Bool = true, justifiesText: Bool = false, textSize: Int = 16,
    theme: ReadingTheme = .system, syncEmail: String = "",
    syncPassword: String = "", syncsOverCellular: Bool = false, prefetchesImages: Bool = true,
    logsDebugInfo: Bool = false
  ) {
    self.opensLinksInReader = opensLinksInReader
    self.justifiesText = justifiesText
    self.textSize = textSize
    self.theme = theme
    self.syncEmail = syncEmail
    self.syncPassword = syncPassword
    self.syncsOverCellular = syncsOverCellular
    self.prefetchesImages = prefetchesImages
    self.logsDebugInfo = logsDebugInfo
  }

  /// The smallest and largest text sizes offered, in points.
  public static let textSizes = 12...28

  /// One line on where sync stands, shown under the sync section.
  public var syncStatus: String {
    if syncEmail.isEmpty { return "Sign in to keep your list on every device." }
    if syncPassword.isEmpty { return "Enter the password for \(syncEmail)." }
    return "Syncing as \(syncEmail)."
  }
}

/// The colours an article is shown in.
public enum ReadingTheme: String, CaseIterable, Identifiable, Sendable {
  /// Follows the system's light or dark appearance; or always one of the three.
  case system, light, sepia, dark

  public var id: Self { self }

  /// The name shown in the theme picker.
  public var title: String {
    switch self {
    case .system: "System"
    case .light: "Light"
    case .sepia: "Sepia"
    case .dark: "Dark"
    }
  }
}
