import Foundation
import PreviewSnapshots

/// The folder a CI-mode run leaves its new renderings in (`--new-dir`), to upload as one
/// artifact and accept later with `review --from`.
///
/// ## Layout
///
/// For each state whose rendering CI mode did not accept (changed, missing, unreadable), at
/// its snapshot's path (``SnapshotID/relativePath``):
///
/// - `<Component>/<file>.txt.new`: the new rendering, an ordinary snapshot file.
/// - `<Component>/<file>.txt.base`: what it was compared with, in the pending store's base
///   format (see ``PendingStore``): `textui-pending 2`, `base: none` or the snapshot's
///   `fnv1a64 <hash> <size>`, `rendering: fnv1a64 <hash> <size>`. Written first, so a run
///   killed between the two leaves a base without its rendering, which is ignored.
///
/// The JSON reports of the run's shards may sit beside them (the CI article's workflow puts
/// them there, so one download holds everything `merge-reports` needs); `review --from`
/// ignores every file that is not a rendering or a base. Several shards' folders may be joined
/// into one, or kept as subfolders: a rendering is known by the last two parts of its path.
///
/// ## Reading
///
/// ``read(_:limits:)`` takes the folder, or the folder zipped (``ZipArchive``), and checks
/// everything before anything is written: no symbolic link anywhere in it (refused as the
/// snapshot store refuses one), no entry whose name could escape it, no more than
/// ``ZipArchive/Limits`` allows, each rendering with its base, matching the digest its base
/// gives and naming in its header the state its path names.
enum CIArtifact {
  /// One new rendering and what it was compared with.
  struct Rendering: Equatable {
    /// The snapshot's path relative to the snapshots folder: `Faq/FaqViewPreviews.empty.txt`.
    var relativePath: String
    /// The state its header names (whose path is ``relativePath``).
    var id: SnapshotID
    /// The snapshot CI compared it with.
    var base: PendingStore.Base
    /// The rendering, a snapshot file's bytes.
    var bytes: [UInt8]
  }

  /// Why an artifact cannot be used, in words for a message after its name.
  struct Refusal: Error, Equatable {
    var reason: String
  }

  /// Writes `text`, the new rendering of `id` compared with `base`, into the artifact folder
  /// `directory`: the base first, then the rendering, each atomically.
  static func write(
    _ text: String, for id: SnapshotID, base: PendingStore.Base, into directory: String
  ) throws(SnapshotStoreError) {
    let folder = SnapshotStore(root: resolvingLinks(directory)).directory
    let baseText = PendingStore.baseText(base: base, rendering: PendingStore.Digest(bytes: text.utf8))
    try folder.write(baseText, to: id.relativePath + ".base", action: "write new rendering")
    try folder.write(text, to: id.relativePath + ".new", action: "write new rendering")
  }

  /// The artifact at `path` (a folder, or a `.zip` of one): its renderings sorted by path, and
  /// the bases left without their rendering by an interrupted run (ignored).
  static func read(
    _ path: String, limits: ZipArchive.Limits = ZipArchive.Limits()
  ) throws(Refusal) -> (renderings: [Rendering], incomplete: [String]) {
    var status = stat()
    guard stat(path, &status) == 0 else { throw Refusal(reason: String(cString: strerror(errno))) }
    let files: [ZipArchive.Entry]
    if status.st_mode & S_IFMT == S_IFDIR {
      files = try ArtifactFolder(root: resolvingLinks(path), limits: limits).files()
    } else {
      guard status.st_size <= Int64(limits.totalSize) else {
        throw Refusal(reason: "it is larger than \(limits.totalSize >> 20) MiB")
      }
      guard let data = FileManager.default.contents(atPath: path) else {
        throw Refusal(reason: String(cString: strerror(errno)))
      }
      do {
        files = try ZipArchive.entries(of: Array(data), limits: limits)
      } catch {
        throw Refusal(reason: error.reason)
      }
    }
    return try renderings(in: files)
  }

  /// The renderings of `files`, each paired with its base and checked.
  static func renderings(in files: [ZipArchive.Entry]) throws(Refusal) -> (
    renderings: [Rendering], incomplete: [String]
  ) {
    var bases: [String: [UInt8]] = [:]
    var news: [String: (name: String, bytes: [UInt8])] = [:]
    for file in files {
      let parts = file.name.split(separator: "/")
      guard parts.count >= 2 else { continue }
      let relative = parts.suffix(2).joined(separator: "/")
      if relative.hasSuffix(".txt.new") {
        let key = String(relative.dropLast(".new".count))
        if let earlier = news[key] {
          throw Refusal(
            reason:
              "it holds the rendering of \(TerminalText.escaped(key)) twice (\(TerminalText.escaped(earlier.name)) "
              + "and \(TerminalText.escaped(file.name))); keep one shard's")
        }
        news[key] = (file.name, file.bytes)
      } else if relative.hasSuffix(".txt.base") {
        bases[String(relative.dropLast(".base".count))] = file.bytes
      }
    }
    var renderings: [Rendering] = []
    for key in news.keys.sorted() {
      guard let new = news[key] else { continue }
      renderings.append(try checked(key, new: new, base: bases[key]))
    }
    return (renderings, bases.keys.filter { news[$0] == nil }.sorted())
  }

  /// The rendering `new` of the snapshot `key` with its `base` file, refused when the base is
  /// missing or damaged, the rendering is not the one it describes, or its header names
  /// another state.
  private static func checked(
    _ key: String, new: (name: String, bytes: [UInt8]), base: [UInt8]?
  ) throws(Refusal) -> Rendering {
    let shown = TerminalText.escaped(new.name)
    guard let base else {
      throw Refusal(reason: "\(shown) has no .base file beside it, so what it was compared with is unknown")
    }
    guard let parsed = PendingStore.parseBase(base) else {
      throw Refusal(reason: "the .base file of \(shown) is not a textui-pending 2 base")
    }
    guard PendingStore.Digest(bytes: new.bytes) == parsed.rendering else {
      throw Refusal(reason: "\(shown) is not the rendering its .base file describes (cut short, or replaced)")
    }
    let id: SnapshotID
    do {
      id = try SnapshotFile.identity(ofPrefix: Array(new.bytes.prefix(4096)), path: key)
    } catch {
      throw Refusal(reason: "\(shown) is not a snapshot file: \(TerminalText.escaped(error.reason))")
    }
    guard id.relativePath == key else {
      throw Refusal(
        reason: "\(shown) names \(TerminalText.escaped(id.description)) in its header, whose snapshot is "
          + "\(TerminalText.escaped(id.relativePath)), not \(TerminalText.escaped(key))")
    }
    return Rendering(relativePath: key, id: id, base: parsed.base, bytes: new.bytes)
  }

  /// `path` with its symbolic links resolved when it exists: a folder named on the command
  /// line is taken as named; only what is inside it must be plain.
  private static func resolvingLinks(_ path: String) -> String {
    guard let resolved = realpath(path, nil) else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}

/// An artifact folder, read without following any link: every file in it and its subfolders,
/// within the limits an archive has.
private struct ArtifactFolder {
  let root: String
  let limits: ZipArchive.Limits

  /// The deepest folder read: an artifact is two or three levels deep.
  private static let depth = 16

  func files() throws(CIArtifact.Refusal) -> [ZipArchive.Entry] {
    let directory = SnapshotStore(root: root).directory
    var files: [ZipArchive.Entry] = []
    var total = 0
    var count = 0
    var folders = [("", 0)]
    do {
      while let (folder, level) = folders.popLast() {
        for entry in try directory.entries(of: folder) ?? [] {
          let relative = folder.isEmpty ? entry.name : folder + "/" + entry.name
          count += 1
          guard count <= limits.entries else {
            throw CIArtifact.Refusal(reason: "it holds more than \(limits.entries) entries")
          }
          switch entry.kind {
          case .folder where level < Self.depth: folders.append((relative, level + 1))
          case .folder: throw CIArtifact.Refusal(reason: "it is nested more than \(Self.depth) folders deep")
          case .symbolicLink: throw link(relative, in: directory)
          case .other:
            throw CIArtifact.Refusal(
              reason: "\(TerminalText.escaped(relative)) is not a file or a folder (a device, socket or pipe)")
          case .file:
            let bytes = try directory.readPrefix(relative, limit: limits.entrySize + 1, action: "read") ?? []
            guard bytes.count <= limits.entrySize else {
              throw CIArtifact.Refusal(
                reason: "\(TerminalText.escaped(relative)) is larger than \(limits.entrySize >> 20) MiB")
            }
            total += bytes.count
            guard total <= limits.totalSize else {
              throw CIArtifact.Refusal(reason: "its files hold more than \(limits.totalSize >> 20) MiB together")
            }
            files.append(ZipArchive.Entry(name: relative, bytes: bytes))
          }
        }
      }
    } catch let error as CIArtifact.Refusal {
      throw error
    } catch {
      throw CIArtifact.Refusal(reason: "\(error)")
    }
    return files
  }

  /// The refusal of a link inside the artifact, worded as the snapshot store words its own.
  private func link(_ relative: String, in directory: SnapshotDirectory) -> CIArtifact.Refusal {
    let target = directory.linkTarget(of: relative)
    return CIArtifact.Refusal(
      reason: "\(TerminalText.escaped(relative)) in it is a symbolic link"
        + (target.map { " (to \(TerminalText.escaped($0)))" } ?? "")
        + "; the runner never follows one, as the snapshot store refuses them — an artifact holds plain files")
  }
}
