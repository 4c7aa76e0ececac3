import Foundation

/// Notices when a Swift file of a package changes, by polling modification times: no file-system
/// notification API is portable between Linux and macOS without a dependency, and a package's
/// few hundred files are stat-ed in well under a millisecond.
///
/// Every `.swift` file under the package root is watched (sources, previews, plugins and
/// `Package.swift`), except under hidden folders, `.build` and `Tests`: tests are not part of
/// the runner, and rebuilding it for them would only cost time.
package struct SourceWatcher: Sendable {
  /// The package root.
  package let root: String
  private var known: [String: Date] = [:]

  /// A watcher over `root` that considers the files as they are now unchanged.
  package init(root: String) {
    self.root = root
    known = Self.scan(root)
  }

  /// How many files are watched.
  package var fileCount: Int { known.count }

  /// The files added, removed or modified since the last call (or since `init`), relative to
  /// the root and sorted; empty when nothing changed.
  package mutating func changes() -> [String] {
    let now = Self.scan(root)
    var changed: [String] = []
    for (path, date) in now where known[path] != date { changed.append(path) }
    for path in known.keys where now[path] == nil { changed.append(path) }
    known = now
    return changed.sorted()
  }

  /// The files modified after `date`: what changed while the previous process was building.
  package func modified(after date: Date) -> [String] {
    known.filter { $0.value > date }.map(\.key).sorted()
  }

  private static func scan(_ root: String) -> [String: Date] {
    var files: [String: Date] = [:]
    let manager = FileManager.default
    guard let enumerator = manager.enumerator(atPath: root) else { return files }
    while let relative = enumerator.nextObject() as? String {
      let name = (relative as NSString).lastPathComponent
      let type = enumerator.fileAttributes?[.type] as? FileAttributeType
      if type == .typeDirectory {
        if name.hasPrefix(".") || (relative == name && name == "Tests") { enumerator.skipDescendants() }
        continue
      }
      guard name.hasSuffix(".swift"), !name.hasPrefix(".") else { continue }
      files[relative] = enumerator.fileAttributes?[.modificationDate] as? Date ?? .distantPast
    }
    return files
  }
}
