import Foundation

/// Where a run's paths lead: the package around a folder, and a path from the command line.
package enum PackagePaths {
  /// The package root for `directory`: the nearest folder at or above it with a `Package.swift`.
  package static func root(from directory: String) -> String? {
    var url = URL(fileURLWithPath: directory).standardizedFileURL
    while true {
      if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url.path }
      let parent = url.deletingLastPathComponent()
      if parent.path == url.path { return nil }
      url = parent
    }
  }

  /// `path` as given on a command line run in `directory`: an absolute path as it is, a
  /// relative one from `directory`.
  package static func resolve(_ path: String, in directory: String) -> String {
    path.hasPrefix("/") ? path : URL(fileURLWithPath: directory).appendingPathComponent(path).path
  }
}
