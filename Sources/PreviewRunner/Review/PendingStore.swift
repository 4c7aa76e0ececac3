import Foundation

/// Renderings that a local run found different from their snapshot, or for a state that has
/// no snapshot yet, kept until someone reviews them (`preview-runner review`).
///
/// ## Where and why
///
/// Pending renderings live inside the snapshots folder, in a hidden folder of their own:
/// `Snapshots/.pending/`. Next to the snapshots, because `--snapshots` moves both together and
/// a review needs nothing else; hidden, because snapshot listings (stale detection, pruning)
/// skip hidden entries; and git-ignored without touching the user's `.gitignore`, because the
/// runner writes `Snapshots/.pending/.gitignore` containing `*`, which ignores the folder and
/// itself. Deleting the folder loses nothing but the pending renderings.
///
/// ## The pending format, version 1
///
/// For a snapshot at `<Component>/<file>.txt` (``SnapshotID/relativePath``):
///
/// - `.pending/<Component>/<file>.txt` is the new rendering, an ordinary snapshot file (see
///   ``SnapshotFile``), so `diff Snapshots/X/a.txt Snapshots/.pending/X/a.txt` works.
/// - `.pending/<Component>/<file>.txt.base` says what the rendering was compared with, so that
///   accepting it can never overwrite work done since (someone re-recorded the snapshot):
///
///   ```text
///   textui-pending 1
///   base: none
///   ```
///
///   for a state that had no snapshot, or `base: fnv1a64 <16 lower-case hex digits> <size>`: the
///   64-bit FNV-1a hash and the byte count of the snapshot file as it was then.
///
/// The rendering is written after its base, each atomically (temporary file, then rename), so
/// a rendering is never seen with an older base.
public struct PendingStore: Sendable {
  /// The name of the folder inside the snapshots folder.
  public static let folderName = ".pending"

  /// The snapshots folder the pending renderings belong to.
  public var snapshots: SnapshotStore

  /// The pending folder: `<snapshots>/.pending`.
  public var root: String { snapshots.root + "/" + Self.folderName }

  /// The pending store of the snapshots in `snapshots`.
  public init(snapshots: SnapshotStore) {
    self.snapshots = snapshots
  }

  /// What a pending rendering was compared with.
  public enum Base: Equatable, Sendable, CustomStringConvertible {
    /// The state had no snapshot.
    case none
    /// The snapshot file's FNV-1a 64-bit hash and size in bytes.
    case snapshot(hash: UInt64, size: Int)

    /// The base of a snapshot file with these bytes (`nil`: no file).
    public init(bytes: [UInt8]?) {
      guard let bytes else {
        self = .none
        return
      }
      // FNV-1a: tiny, fast, and enough to notice a changed file (this guards against
      // mistakes, not attacks).
      var hash: UInt64 = 0xcbf2_9ce4_8422_2325
      for byte in bytes {
        hash ^= UInt64(byte)
        hash = hash &* 0x0000_0100_0000_01b3
      }
      self = .snapshot(hash: hash, size: bytes.count)
    }

    /// The `base:` value as the `.base` file writes it.
    public var description: String {
      switch self {
      case .none: "none"
      case .snapshot(let hash, let size):
        "fnv1a64 " + String(repeating: "0", count: 16 - String(hash, radix: 16).count)
          + String(hash, radix: 16) + " \(size)"
      }
    }

    init?(parsing text: String) {
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      guard lines.count == 3, lines[0] == "textui-pending 1", lines[2].isEmpty, lines[1].hasPrefix("base: ")
      else { return nil }
      let value = lines[1].dropFirst("base: ".count)
      if value == "none" {
        self = .none
        return
      }
      let parts = value.split(separator: " ", omittingEmptySubsequences: false)
      guard parts.count == 3, parts[0] == "fnv1a64", parts[1].count == 16,
        let hash = UInt64(parts[1], radix: 16), let size = Int(parts[2]), size >= 0
      else { return nil }
      self = .snapshot(hash: hash, size: size)
    }
  }

  /// One pending rendering.
  public struct Entry: Sendable {
    /// The snapshot's path relative to the snapshots folder, e.g. `Greeting/GreetingPreviews.plain.txt`.
    public var relativePath: String
    /// The rendering, or why it cannot be read.
    public var file: Result<SnapshotFile, SnapshotReadError>
    /// What the rendering was compared with; `nil` when the `.base` file is missing or damaged.
    public var base: Base?
  }

  /// Keeps `file` as the pending rendering of its snapshot, compared with `base`.
  public func keep(_ file: SnapshotFile, base: Base) throws(SnapshotStoreError) {
    try keep(text: file.encoded(), for: file.id, base: base)
  }

  /// Keeps `text`, an encoded snapshot file, as the pending rendering of `id`, compared with
  /// `base`: what a worker sends needs no decoding to be kept.
  public func keep(text: String, for id: SnapshotID, base: Base) throws(SnapshotStoreError) {
    let path = root + "/" + id.relativePath
    try ensureIgnored()
    try write("textui-pending 1\nbase: \(base)\n", to: path + ".base", creatingFolder: true)
    try write(text, to: path, creatingFolder: false)
  }

  /// Drops the pending rendering of `relativePath`, if any.
  public func drop(relativePath: String) throws(SnapshotStoreError) {
    let path = root + "/" + relativePath
    for file in [path, path + ".base"] where unlink(file) != 0 && errno != ENOENT {
      throw SnapshotStoreError(
        action: "remove pending rendering", path: file, reason: String(cString: strerror(errno)))
    }
    // rmdir refuses a folder that still holds other pending renderings: exactly the case to keep.
    let folder = (path as NSString).deletingLastPathComponent
    if folder != root { _ = rmdir(folder) }
  }

  /// The relative paths of every pending rendering, sorted; empty when there is no pending
  /// folder. One directory listing per component folder, so a run can ask once.
  public func relativePaths() throws(SnapshotStoreError) -> [String] {
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    guard manager.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else { return [] }
    var paths: [String] = []
    do {
      for folder in try manager.contentsOfDirectory(atPath: root) where !folder.hasPrefix(".") {
        let folderPath = root + "/" + folder
        guard manager.fileExists(atPath: folderPath, isDirectory: &isDirectory), isDirectory.boolValue else {
          continue
        }
        for name in try manager.contentsOfDirectory(atPath: folderPath)
        where name.hasSuffix(".txt") && !name.hasPrefix(".") {
          paths.append(folder + "/" + name)
        }
      }
    } catch {
      throw SnapshotStoreError(action: "list pending renderings in", path: root, reason: Self.reason(error))
    }
    return paths.sorted()
  }

  /// Every pending rendering, sorted by path, read and decoded.
  public func entries() throws(SnapshotStoreError) -> [Entry] {
    try relativePaths().map { relative throws(SnapshotStoreError) in try entry(relativePath: relative) }
  }

  /// The pending rendering at `relativePath`, read and decoded.
  public func entry(relativePath: String) throws(SnapshotStoreError) -> Entry {
    let path = root + "/" + relativePath
    guard let data = FileManager.default.contents(atPath: path) else {
      throw SnapshotStoreError(action: "read pending rendering", path: path, reason: "cannot open the file")
    }
    let file: Result<SnapshotFile, SnapshotReadError>
    do {
      file = .success(try SnapshotFile.decode(Array(data), path: relativePath))
    } catch {
      file = .failure(SnapshotReadError(path: path, reason: error.reason))
    }
    let base = FileManager.default.contents(atPath: path + ".base").flatMap {
      Base(parsing: String(decoding: $0, as: UTF8.self))
    }
    return Entry(relativePath: relativePath, file: file, base: base)
  }

  // MARK: - Files

  /// Writes `.pending/.gitignore` once, so the folder never shows up in `git status`.
  private func ensureIgnored() throws(SnapshotStoreError) {
    let path = root + "/.gitignore"
    guard !FileManager.default.fileExists(atPath: path) else { return }
    try write("*\n", to: path, creatingFolder: true)
  }

  private func write(_ text: String, to path: String, creatingFolder: Bool) throws(SnapshotStoreError) {
    do {
      if creatingFolder {
        try FileManager.default.createDirectory(
          atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      }
      try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw SnapshotStoreError(action: "write pending rendering", path: path, reason: Self.reason(error))
    }
  }

  private static func reason(_ error: any Error) -> String {
    let error = error as NSError
    if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
      return String(cString: strerror(Int32(underlying.code)))
    }
    return error.localizedDescription
  }
}
