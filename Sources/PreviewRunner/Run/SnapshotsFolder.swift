import Foundation

/// A run's snapshots directory: where it is, and how messages name it.
///
/// `--snapshots DIR` is taken as given, relative to the working directory like any path on
/// a command line. Without it, the folder is the package's `Snapshots/`: the one beside the
/// `Package.swift` nearest the working directory (the directory itself or a folder above),
/// as SwiftPM finds the package, so `cd Previews && swift run preview-runner` checks the
/// same snapshots as a run from the root. Outside a package it is `Snapshots/` in the
/// working directory.
struct SnapshotsFolder: Equatable {
  /// The folder's path, absolute.
  var path: String
  /// The folder as messages name it: `--snapshots` as given, or the default folder
  /// relative to the working directory (`Snapshots`, `../Snapshots` one level down).
  var shown: String

  /// The folder `path` as a path from the root of the package around `workingDirectory`
  /// (`Snapshots`), or from `workingDirectory` outside a package, for reports read by tools
  /// that resolve files from the repository root; `path` itself when it is outside.
  static func fromPackageRoot(_ path: String, workingDirectory: String) -> String {
    let root = PackagePaths.root(from: workingDirectory) ?? workingDirectory
    let folder = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
    let base = URL(fileURLWithPath: root).standardizedFileURL.pathComponents
    guard folder.count > base.count, Array(folder.prefix(base.count)) == base else { return path }
    return folder.dropFirst(base.count).joined(separator: "/")
  }

  /// The snapshots directory of a run asked for `directory` (`--snapshots`, or the default)
  /// in `workingDirectory`.
  static func resolve(_ directory: String, workingDirectory: String) -> SnapshotsFolder {
    let here = SnapshotsFolder(path: PackagePaths.resolve(directory, in: workingDirectory), shown: directory)
    guard directory == RunnerOptions.defaultSnapshotsDirectory,
      let root = PackagePaths.root(from: workingDirectory)
    else { return here }
    let depth =
      URL(fileURLWithPath: workingDirectory).standardizedFileURL.pathComponents.count
      - URL(fileURLWithPath: root).pathComponents.count
    guard depth > 0 else { return here }
    return SnapshotsFolder(
      path: URL(fileURLWithPath: root).appendingPathComponent(directory).path,
      shown: String(repeating: "../", count: depth) + directory)
  }
}
