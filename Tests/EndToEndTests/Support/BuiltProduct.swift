import Foundation

/// This package's executables and folders, as the tests find them beside their own build.
enum BuiltProduct {
  /// The checkout this test was built from.
  static let packageRoot = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The debug build of executable `name`, which `swift build --build-tests` builds with the tests.
  static func executable(_ name: String) throws -> String {
    let path = packageRoot.appending(path: ".build/debug/\(name)").path
    guard FileManager.default.isExecutableFile(atPath: path) else { throw LiveTerminalError.notBuilt(path) }
    return path
  }

  static var probe: String { get throws { try executable("textpreviews-live-probe") } }
  static var readingList: String { get throws { try executable("textpreviews-reading-list") } }
  static var previewRunner: String { get throws { try executable("preview-runner") } }
}
