import Foundation

#if os(Linux)
  extension URL {
    /// The app's Library folder, as Apple's Foundation has it (`~/Library`); Foundation on
    /// Linux lacks it, and SwiftUI code that stores files there should port unchanged.
    public static var libraryDirectory: URL {
      FileManager.default.urls(for: .libraryDirectory, in: .userDomainMask).first
        ?? URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent("Library", isDirectory: true)
    }
  }
#endif
