import Foundation

/// The Git checkout a package is in, read from its files (no `git` process, which a CI image
/// may lack): where its work tree starts, and the commit checked out. Reports record the
/// commit, so that merging refuses shards of two revisions, and point annotations at files
/// from the work tree's root, as GitHub resolves them.
///
/// Reads `.git` as a folder or as a `gitdir:` file (a linked work tree), `HEAD` as a commit
/// (a detached checkout, as CI makes) or as `ref: refs/…`, resolved through the loose ref in
/// the Git directory or its common directory, then `packed-refs`. What cannot be read (no
/// checkout, a ref store of another kind) gives no revision, never a wrong one.
package struct GitCheckout: Equatable, Sendable {
  /// The work tree's root, absolute.
  package var root: String
  /// The commit checked out, 40 (or 64) lower-case hex digits; `nil` when it cannot be read.
  package var revision: String?

  /// The checkout around `directory` (it, or the nearest folder above it with a `.git`).
  package static func around(_ directory: String) -> GitCheckout? {
    var folder = URL(fileURLWithPath: directory).standardizedFileURL
    while true {
      let dotGit = folder.appendingPathComponent(".git").path
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: dotGit, isDirectory: &isDirectory) {
        let gitDirectory = isDirectory.boolValue ? dotGit : linkedDirectory(dotGit, in: folder.path)
        return GitCheckout(root: folder.path, revision: gitDirectory.flatMap(revision(in:)))
      }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path { return nil }
      folder = parent
    }
  }

  /// `path` from the work tree's root with `/` separators, or `nil` when it is outside.
  package func relativePath(of path: String) -> String? {
    let base = URL(fileURLWithPath: root).standardizedFileURL.pathComponents
    let parts = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
    guard parts.count > base.count, Array(parts.prefix(base.count)) == base else { return nil }
    return parts.dropFirst(base.count).joined(separator: "/")
  }

  /// The Git directory a `.git` file names (`gitdir: <path>`), relative to the work tree.
  private static func linkedDirectory(_ file: String, in folder: String) -> String? {
    guard let text = read(file), text.hasPrefix("gitdir: ") else { return nil }
    let path = String(text.dropFirst("gitdir: ".count))
    return path.hasPrefix("/") ? path : folder + "/" + path
  }

  /// The commit `HEAD` names in the Git directory `gitDirectory`.
  private static func revision(in gitDirectory: String) -> String? {
    guard let head = read(gitDirectory + "/HEAD") else { return nil }
    guard head.hasPrefix("ref: ") else { return isCommit(head) ? head : nil }
    let ref = String(head.dropFirst("ref: ".count))
    guard !ref.split(separator: "/").contains("..") else { return nil }
    let common = read(gitDirectory + "/commondir").map { $0.hasPrefix("/") ? $0 : gitDirectory + "/" + $0 }
    for directory in [gitDirectory, common].compactMap({ $0 }) {
      if let loose = read(directory + "/" + ref), isCommit(loose) { return loose }
      for line in (contents(directory + "/packed-refs") ?? "").split(separator: "\n") {
        let parts = line.split(separator: " ", maxSplits: 1)
        if parts.count == 2, parts[1] == ref, isCommit(String(parts[0])) { return String(parts[0]) }
      }
    }
    return nil
  }

  /// A small file's text.
  private static func contents(_ path: String) -> String? {
    guard let data = FileManager.default.contents(atPath: path), data.count < 1 << 24 else { return nil }
    return String(decoding: data, as: UTF8.self)
  }

  /// The first line of a small file, trimmed.
  private static func read(_ path: String) -> String? {
    guard let text = contents(path) else { return nil }
    return text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first.map {
      $0.trimmingCharacters(in: .whitespaces)
    }
  }

  /// Whether `text` is a full object name (SHA-1 or SHA-256).
  private static func isCommit(_ text: String) -> Bool {
    (text.count == 40 || text.count == 64) && text.allSatisfy { ("0"..."9").contains($0) || ("a"..."f").contains($0) }
  }
}
