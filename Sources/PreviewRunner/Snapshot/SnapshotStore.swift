#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads and writes snapshot files under a root folder.
///
/// Every write is atomic: the text goes to a temporary file in the destination folder, which
/// is then renamed over the destination, so an interrupted run never leaves half a snapshot
/// for the next run to misread. Parent folders are created as needed. Nothing is ever deleted
/// except through ``delete(relativePath:)`` and ``removeNew(for:)``, and no path the store
/// builds can leave its root: ``SnapshotID/safeName(_:)`` already prevents it, and writes
/// check again.
public struct SnapshotStore: Sendable {
  /// The folder holding one sub-folder per component, absolute or relative to the current
  /// directory, without a trailing `/`.
  public var root: String

  /// A store over `root`, e.g. `"Snapshots"`.
  public init(root: String) {
    var root = root
    while root.count > 1 && root.hasSuffix("/") { root.removeLast() }
    self.root = root.isEmpty ? "." : root
  }

  /// Where the snapshot `id` lives: `root + "/" + id.relativePath`.
  public func path(for id: SnapshotID) -> String {
    Self.join(root, id.relativePath)
  }

  /// What ``load(_:)`` found.
  public enum Loaded: Equatable, Sendable {
    /// No snapshot has been recorded for the id.
    case missing
    /// The file's bytes, unchecked (see ``SnapshotFile/decode(_:path:)``).
    case found([UInt8])
  }

  /// The recorded bytes of `id`, or `.missing` when there is no file. Any other failure
  /// (permissions, a folder where the file should be, …) throws with the path.
  public func load(_ id: SnapshotID) throws(SnapshotStoreError) -> Loaded {
    try load(relativePath: id.relativePath)
  }

  /// ``load(_:)`` for the snapshot at `relativePath` (an id's ``SnapshotID/relativePath``),
  /// for a caller that already built the path.
  public func load(relativePath: String) throws(SnapshotStoreError) -> Loaded {
    let path = Self.join(root, relativePath)
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      let code = errno
      if code == ENOENT { return .missing }
      throw SnapshotStoreError(action: "read snapshot", path: path, errorNumber: code)
    }
    defer { close(descriptor) }
    do {
      return .found(try Self.readAll(descriptor))
    } catch {
      throw SnapshotStoreError(action: "read snapshot", path: path, errorNumber: error.code)
    }
  }

  /// Every byte of the open file `descriptor`: its size first, then one read into a block of
  /// that size plus a byte, so a passing state costs one open and one read, and no chunk is
  /// zeroed per file. A regular file's read comes up short only at its end, so once the size
  /// is read no read is made just to see the end; a file longer than its size said (or a
  /// short read) is read on into a larger block.
  private static func readAll(_ descriptor: Int32) throws(POSIXErrorNumber) -> [UInt8] {
    var status = stat()
    let size = fstat(descriptor, &status) == 0 ? max(0, Int(status.st_size)) : 0
    var bytes: [UInt8] = []
    var capacity = size + 1
    while true {
      var failure: Int32 = 0
      var reachedEnd = false
      let kept = bytes
      bytes = [UInt8](unsafeUninitializedCapacity: capacity) { block, count in
        guard let base = block.baseAddress else { return }
        count = kept.withUnsafeBufferPointer { old in
          if let source = old.baseAddress { base.initialize(from: source, count: old.count) }
          return old.count
        }
        while count < capacity {
          let got = read(descriptor, base + count, capacity - count)
          if got < 0 {
            if errno == EINTR { continue }
            failure = errno
            return
          }
          if got == 0 {
            reachedEnd = true
            return
          }
          count += got
          if count == size {
            reachedEnd = true
            return
          }
        }
      }
      if failure != 0 { throw POSIXErrorNumber(code: failure) }
      if reachedEnd { return bytes }
      capacity *= 2
    }
  }

  /// Records `text` as the snapshot of `id`, replacing any previous file atomically.
  public func write(_ text: String, to id: SnapshotID) throws(SnapshotStoreError) {
    let relative = id.relativePath
    let path = Self.join(root, relative)
    try Self.checkInside(relative, path: path, action: "write snapshot")
    try Self.writeAtomically(text, to: path, action: "write snapshot")
  }

  /// Records `file` as the snapshot of its id: `write(file.encoded(), to: file.id)`.
  public func write(_ file: SnapshotFile) throws(SnapshotStoreError) {
    try write(file.encoded(), to: file.id)
  }

  /// Writes a failing rendering as `<relativePath>.new`, beside the snapshot when `directory`
  /// is `nil` or under `directory` at the same relative path (for CI artifacts), and returns
  /// the path written. The recorded snapshot is never touched.
  @discardableResult
  public func writeNew(
    _ text: String, for id: SnapshotID, into directory: String?
  ) throws(SnapshotStoreError) -> String {
    let relative = id.relativePath + ".new"
    let path = Self.join(directory.map { SnapshotStore(root: $0).root } ?? root, relative)
    try Self.checkInside(relative, path: path, action: "write new rendering")
    try Self.writeAtomically(text, to: path, action: "write new rendering")
    return path
  }

  /// `writeNew(file.encoded(), for: id, into: directory)`: the failing rendering `file` as a
  /// `.new` file; returns the path written.
  @discardableResult
  public func writeNew(
    _ file: SnapshotFile, for id: SnapshotID, into directory: String?
  ) throws(SnapshotStoreError) -> String {
    try writeNew(file.encoded(), for: id, into: directory)
  }

  /// Removes a `.new` file left beside the snapshot by an earlier failing run, if any, so a
  /// passing state leaves nothing stale behind.
  public func removeNew(for id: SnapshotID) throws(SnapshotStoreError) {
    let path = path(for: id) + ".new"
    guard unlink(path) == 0 || errno == ENOENT else {
      throw SnapshotStoreError(action: "remove", path: path, errorNumber: errno)
    }
  }

  /// Relative paths (`"<Component>/<file>.txt"`) of every snapshot file under the root,
  /// sorted, for finding snapshots no preview produces any more. With `components`, only
  /// those components' folders are listed; the names are component names as in
  /// ``SnapshotID/component``, not folder names.
  ///
  /// Only files laid out as ``SnapshotID/relativePath`` lays them out are listed: `.txt`
  /// files one folder deep, not hidden. Anything else under the root (a README, nested
  /// folders, `.new` files) is never reported, so stale-snapshot cleanup cannot delete it.
  /// A missing root has no snapshots.
  ///
  /// With `listing`, the folders are read from it rather than listed again.
  public func existingSnapshots(
    components: Set<String>?, in listing: Listing? = nil
  ) throws(SnapshotStoreError) -> [String] {
    try unsortedSnapshots(components: components, in: listing).sorted()
  }

  /// ``existingSnapshots(components:in:)`` in listing order: for a caller that only asks
  /// whether each is still produced, as a verify run does, sorting every snapshot's path
  /// (generic comparisons of long, alike strings in a debug build) costs more than the check.
  func unsortedSnapshots(
    components: Set<String>?, in listing: Listing? = nil
  ) throws(SnapshotStoreError) -> [String] {
    let folders = components.map { Set($0.map(SnapshotID.safeName)) }
    var paths: [String] = []
    let listed: Listing
    if let listing { listed = listing } else { listed = try self.listing() }
    for (folder, entries) in listed.folders {
      if let folders, !folders.contains(folder) { continue }
      let folderPath = Self.join(root, folder)
      // The listing says which entries are folders: no `stat` per snapshot file.
      for entry in entries
      where !entry.name.hasPrefix(".") && entry.name.hasSuffix(".txt") && !entry.isDirectory(in: folderPath) {
        paths.append(folder + "/" + entry.name)
      }
    }
    return paths
  }

  /// The root's entries and those of each component folder (every folder in the root that is
  /// not hidden), listed once: a run sweeps interrupted writes from it at the start and looks
  /// for stale snapshots in it at the end, so each folder is read once per run. Files a run
  /// writes are snapshots it produced, and so never stale, so a listing from its start serves
  /// its end. A missing root lists nothing.
  public struct Listing: Sendable {
    /// The entries of the root itself.
    fileprivate var top: [Entry] = []
    /// Each component folder's name and its entries, in listing order.
    fileprivate var folders: [(name: String, entries: [Entry])] = []
  }

  /// Lists the root and each of its component folders once; see ``Listing``.
  public func listing() throws(SnapshotStoreError) -> Listing {
    guard Self.isDirectory(root) else { return Listing() }
    var listing = Listing()
    listing.top = try Self.entries(of: root)
    for folder in listing.top where !folder.name.hasPrefix(".") && folder.isDirectory(in: root) {
      listing.folders.append((folder.name, try Self.entries(of: Self.join(root, folder.name))))
    }
    return listing
  }

  /// Deletes the snapshot at `relativePath` (as ``existingSnapshots(components:in:)`` lists it),
  /// then its folder if that is now empty. A file that is already gone is not an error.
  /// Paths that would leave the root are refused.
  public func delete(relativePath: String) throws(SnapshotStoreError) {
    let path = Self.join(root, relativePath)
    try Self.checkInside(relativePath, path: path, action: "delete")
    guard unlink(path) == 0 || errno == ENOENT else {
      throw SnapshotStoreError(action: "delete", path: path, errorNumber: errno)
    }
    // Git does not keep empty folders, so an empty component folder is removed too; rmdir
    // refuses a folder that still has files, which is exactly the case to leave alone.
    if let slash = path.lastIndex(of: "/"), path[..<slash] != root {
      _ = rmdir(String(path[..<slash]))
    }
  }

  // MARK: - File system

  private static func join(_ folder: String, _ relative: String) -> String {
    folder == "/" ? "/" + relative : folder + "/" + relative
  }

  /// Refuses a relative path that is absolute, empty, or climbs out with `..`: whatever ids
  /// contain, nothing may be written outside the folder the store was given.
  private static func checkInside(
    _ relative: String, path: String, action: String
  ) throws(SnapshotStoreError) {
    var depth = 0
    var escapes = relative.hasPrefix("/")
    for part in relative.split(separator: "/", omittingEmptySubsequences: true) {
      switch part {
      case ".": continue
      case "..": depth -= 1
      default: depth += 1
      }
      if depth < 0 { escapes = true }
    }
    if escapes || depth == 0 {
      throw SnapshotStoreError(
        action: action, path: path, reason: "the path leaves the snapshot folder; refusing")
    }
  }

  private static func isDirectory(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
  }

  /// Creates `folder` and its missing parents, like `mkdir -p`.
  private static func makeFolders(_ folder: String, action: String) throws(SnapshotStoreError) {
    if isDirectory(folder) { return }
    var prefix = folder.hasPrefix("/") ? "" : "."
    for part in folder.split(separator: "/") {
      prefix += "/" + part
      if mkdir(prefix, 0o755) == 0 { continue }
      let code = errno
      guard code == EEXIST, isDirectory(prefix) else {
        throw SnapshotStoreError(
          action: action, path: prefix, errorNumber: code == EEXIST ? ENOTDIR : code)
      }
    }
  }

  /// Writes to a temporary file in the destination folder, then renames it over `path`:
  /// `rename` within a folder is atomic, so readers see the old file or the new one.
  private static func writeAtomically(
    _ text: String, to path: String, action: String
  ) throws(SnapshotStoreError) {
    let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
    try makeFolders(folder.isEmpty ? "/" : folder, action: action)
    var descriptor: Int32 = -1
    var temporary = ""
    // A random name, created exclusively, so concurrent writers never share a temporary file;
    // the leading dot and `.tmp` keep it out of snapshot listings if a crash leaves it behind.
    for _ in 0..<8 where descriptor < 0 {
      temporary = join(folder, ".snapshot-" + String(UInt64.random(in: .min ... .max), radix: 36) + ".tmp")
      descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
      if descriptor < 0 && errno != EEXIST { break }
    }
    guard descriptor >= 0 else {
      throw SnapshotStoreError(action: action, path: path, errorNumber: errno)
    }
    var failure: Int32 = 0
    var text = text
    text.withUTF8 { failure = FileDescriptorIO.writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
    // The data reaches the disk before the rename makes it the snapshot, and the folder's
    // entry after: a power cut leaves the old file or the new one, never an empty one.
    if failure == 0 && fsync(descriptor) != 0 { failure = errno }
    if close(descriptor) != 0 && failure == 0 { failure = errno }
    if failure == 0 && rename(temporary, path) != 0 { failure = errno }
    if failure != 0 {
      unlink(temporary)
      throw SnapshotStoreError(action: action, path: path, errorNumber: failure)
    }
    let folderDescriptor = open(folder.isEmpty ? "/" : folder, O_RDONLY | O_CLOEXEC)
    if folderDescriptor >= 0 {
      _ = fsync(folderDescriptor)
      close(folderDescriptor)
    }
  }

  /// Removes the temporary files (`.snapshot-XXXX.tmp`) that writes interrupted by a crash or
  /// `kill -9` left in the root and its component folders, and returns their paths relative
  /// to the root. Call it only while holding the directory's `SnapshotLock`: another
  /// writer's temporary file is in use.
  ///
  /// With `listing`, the folders are read from it rather than listed again.
  public func removeInterruptedWrites(in listing: Listing? = nil) throws(SnapshotStoreError) -> [String] {
    let listed: Listing
    if let listing { listed = listing } else { listed = try self.listing() }
    var removed: [String] = []
    func sweep(_ entries: [Entry], prefix: String) throws(SnapshotStoreError) {
      for entry in entries where entry.name.hasPrefix(".snapshot-") && entry.name.hasSuffix(".tmp") {
        let path = Self.join(root, prefix + entry.name)
        guard unlink(path) == 0 || errno == ENOENT else {
          throw SnapshotStoreError(action: "remove", path: path, errorNumber: errno)
        }
        removed.append(prefix + entry.name)
      }
    }
    try sweep(listed.top, prefix: "")
    for (folder, entries) in listed.folders {
      try sweep(entries, prefix: folder + "/")
    }
    return removed.sorted()
  }

  /// One name in a folder listing, with what the listing says it is.
  fileprivate struct Entry: Sendable {
    var name: String
    /// Whether it is a folder; `nil` when the listing does not say (a symbolic link, or a
    /// file system without entry types).
    var isFolder: Bool?

    /// Whether it is a folder, following a symbolic link: from the listing when it says,
    /// otherwise from `stat` on its path in `folder`.
    func isDirectory(in folder: String) -> Bool {
      isFolder ?? SnapshotStore.isDirectory(SnapshotStore.join(folder, name))
    }
  }

  /// The entries of `folder`, without `.` and `..`.
  private static func entries(of folder: String) throws(SnapshotStoreError) -> [Entry] {
    guard let directory = opendir(folder) else {
      throw SnapshotStoreError(action: "list", path: folder, errorNumber: errno)
    }
    defer { closedir(directory) }
    var entries: [Entry] = []
    while let entry = readdir(directory) {
      let name = withUnsafePointer(to: entry.pointee.d_name) {
        String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
      }
      guard name != "." && name != ".." else { continue }
      let type = Int(entry.pointee.d_type)
      let isFolder: Bool? =
        switch type {
        case Int(DT_DIR): true
        case Int(DT_REG): false
        default: nil
        }
      entries.append(Entry(name: name, isFolder: isFolder))
    }
    return entries
  }
}

/// An `errno` value, thrown by the store's own file helpers and turned into a
/// ``SnapshotStoreError`` with the path by their callers.
struct POSIXErrorNumber: Error {
  var code: Int32
}

/// A file-system failure of ``SnapshotStore``, naming the path and the operating system's
/// reason: `cannot write snapshot Snapshots/A/B.c.txt: Permission denied`.
public struct SnapshotStoreError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What was being done, e.g. `"write snapshot"`.
  public var action: String
  /// The file or folder concerned.
  public var path: String
  /// Why it failed.
  public var reason: String

  /// An error saying that `action` failed on `path` because of `reason`.
  public init(action: String, path: String, reason: String) {
    self.action = action
    self.path = path
    self.reason = reason
  }

  init(action: String, path: String, errorNumber: Int32) {
    self.init(action: action, path: path, reason: String(cString: strerror(errorNumber)))
  }

  /// `cannot <action> <path>: <reason>`.
  public var description: String { "cannot \(action) \(path): \(reason)" }
}
