/// Reads and writes snapshot files under a root folder.
///
/// Every write is atomic: the text goes to a temporary file in the destination folder, which
/// is then renamed over the destination, so an interrupted run never leaves half a snapshot
/// for the next run to misread. Parent folders are created as needed. Nothing is ever deleted
/// except through ``delete(relativePath:)`` and ``removeNew(for:)``, and no path the store
/// builds can leave its root: ``SnapshotID/safeName(_:)`` already prevents it, and every file
/// is reached from one handle on the root without following a symbolic link (see
/// `SnapshotDirectory`), so a link committed into a checkout (a component folder, a snapshot
/// file) is refused, never written through.
package struct SnapshotStore: Sendable {
  /// The root folder, opened once and walked without following links.
  package let directory: SnapshotDirectory

  /// The folder holding one sub-folder per component, absolute or relative to the current
  /// directory, without a trailing `/`.
  package var root: String { directory.path }

  /// A store over `root`, e.g. `"Snapshots"`.
  package init(root: String) {
    var root = root
    while root.count > 1 && root.hasSuffix("/") { root.removeLast() }
    directory = SnapshotDirectory(path: root.isEmpty ? "." : root)
  }

  /// Where the snapshot `id` lives: `root + "/" + id.relativePath`.
  package func path(for id: SnapshotID) -> String {
    directory.fullPath(id.relativePath)
  }

  /// What ``load(_:)`` found.
  package enum Loaded: Equatable, Sendable {
    /// No snapshot has been recorded for the id.
    case missing
    /// The file's bytes, unchecked (see ``SnapshotFile/decode(_:path:)``).
    case found([UInt8])
  }

  /// The recorded bytes of `id`, or `.missing` when there is no file. Any other failure
  /// (permissions, a folder where the file should be, a symbolic link, …) throws with the path.
  package func load(_ id: SnapshotID) throws(SnapshotStoreError) -> Loaded {
    try load(relativePath: id.relativePath)
  }

  /// ``load(_:)`` for the snapshot at `relativePath` (an id's ``SnapshotID/relativePath``),
  /// for a caller that already built the path.
  package func load(relativePath: String) throws(SnapshotStoreError) -> Loaded {
    guard let bytes = try directory.read(relativePath, action: "read snapshot") else { return .missing }
    return .found(bytes)
  }

  /// Records `text` as the snapshot of `id`, replacing any previous file atomically.
  package func write(_ text: String, to id: SnapshotID) throws(SnapshotStoreError) {
    try directory.write(text, to: id.relativePath, action: "write snapshot")
  }

  /// Records `bytes`, a rendering's UTF-8 as its encoder wrote it, as the snapshot of `id`,
  /// replacing any previous file atomically: what a run records, written as it was rendered
  /// rather than made a `String` (and validated) first.
  package func write(_ bytes: [UInt8], to id: SnapshotID) throws(SnapshotStoreError) {
    try write(bytes, toSnapshotAt: id.relativePath)
  }

  /// `write(_:to:)` of bytes for the snapshot at `relativePath` (an id's
  /// ``SnapshotID/relativePath``), for a caller that already built the path.
  package func write(_ bytes: [UInt8], toSnapshotAt relativePath: String) throws(SnapshotStoreError) {
    try directory.write(bytes, to: relativePath, action: "write snapshot")
  }

  /// Writes `bytes` as the file at `relativePath` below the root (creating the root and its
  /// folders when missing), atomically like every write here: for snapshots whose names are
  /// not a ``SnapshotID``'s, such as PreviewTesting's `__Snapshots__/<TestFile>/<test>.txt`.
  package func write(_ bytes: [UInt8], relativePath: String) throws(SnapshotStoreError) {
    try directory.create()
    try directory.write(bytes, to: relativePath, action: "write snapshot")
  }

  /// Records `file` as the snapshot of its id: `write(file.encoded(), to: file.id)`.
  package func write(_ file: SnapshotFile) throws(SnapshotStoreError) {
    try write(file.encoded(), to: file.id)
  }

  /// Writes a failing rendering as `<relativePath>.new`, beside the snapshot when `directory`
  /// is `nil` or under `directory` at the same relative path (for CI artifacts), and returns
  /// the path written. The recorded snapshot is never touched.
  @discardableResult
  package func writeNew(
    _ text: String, for id: SnapshotID, into directory: String?
  ) throws(SnapshotStoreError) -> String {
    // A directory of the user's own choosing (`--new-dir`, or a fresh temporary one) is
    // taken as named, its last link included: only the snapshots directory is a checkout's.
    let target = directory.map { SnapshotStore(root: Self.resolvingLinks($0)).directory } ?? self.directory
    let relative = id.relativePath + ".new"
    try target.write(text, to: relative, action: "write new rendering")
    return target.fullPath(relative)
  }

  /// `path` with its symbolic links resolved when it exists, as given otherwise.
  private static func resolvingLinks(_ path: String) -> String {
    guard let resolved = POSIX.realpath(path, nil) else { return path }
    defer { POSIX.free(resolved) }
    return String(cString: resolved)
  }

  /// `writeNew(file.encoded(), for: id, into: directory)`: the failing rendering `file` as a
  /// `.new` file; returns the path written.
  @discardableResult
  package func writeNew(
    _ file: SnapshotFile, for id: SnapshotID, into directory: String?
  ) throws(SnapshotStoreError) -> String {
    try writeNew(file.encoded(), for: id, into: directory)
  }

  /// Removes a `.new` file left beside the snapshot by an earlier failing run, if any, so a
  /// passing state leaves nothing stale behind.
  package func removeNew(for id: SnapshotID) throws(SnapshotStoreError) {
    try directory.remove(id.relativePath + ".new", action: "remove")
  }

  /// Relative paths (`"<Component>/<file>.txt"`) of every snapshot file under the root,
  /// sorted, for finding snapshots no preview produces any more. With `components`, only
  /// those components' folders are listed; the names are component names as in
  /// ``SnapshotID/component``, not folder names.
  ///
  /// Only regular files laid out as ``SnapshotID/relativePath`` lays them out are listed:
  /// `.txt` files one real folder deep, not hidden. Anything else under the root (a README,
  /// nested folders, `.new` files, symbolic links) is never reported, so stale-snapshot
  /// cleanup cannot delete it. A missing root has no snapshots.
  ///
  /// With `listing`, the folders are read from it rather than listed again.
  package func existingSnapshots(
    components: Set<String>?, in listing: Listing? = nil
  ) throws(SnapshotStoreError) -> [String] {
    try unsortedSnapshots(components: components, in: listing).sorted()
  }

  /// ``existingSnapshots(components:in:)`` in listing order: for a caller that only asks
  /// whether each is still produced, as a verify run does, sorting every snapshot's path
  /// (generic comparisons of long, alike strings in a debug build) costs more than the check.
  package func unsortedSnapshots(
    components: Set<String>?, in listing: Listing? = nil
  ) throws(SnapshotStoreError) -> [String] {
    let folders = components.map { Set($0.map(SnapshotID.safeName)) }
    var paths: [String] = []
    let listed: Listing
    if let listing { listed = listing } else { listed = try self.listing() }
    for (folder, entries) in listed.folders {
      if let folders, !folders.contains(folder) { continue }
      // The listing says what each entry is: no `stat` per snapshot file.
      for entry in entries where entry.kind == .file && !entry.name.hasPrefix(".") && entry.name.hasSuffix(".txt") {
        paths.append(folder + "/" + entry.name)
      }
    }
    return paths
  }

  /// Whether the file at `relativePath` starts as a snapshot file does: the runner deletes
  /// a stale file only when it is one of its own, never a text file someone put beside them.
  package func holdsSnapshot(relativePath: String) -> Bool {
    let magic = Array((SnapshotFile.magic + " ").utf8)
    guard let prefix = try? directory.readPrefix(relativePath, limit: magic.count, action: "read snapshot") else {
      return false
    }
    return prefix == magic
  }

  /// The root's entries and those of each component folder (every real folder in the root
  /// that is not hidden), listed once: a run sweeps interrupted writes from it at the start
  /// and looks for stale snapshots in it at the end, so each folder is read once per run.
  /// Files a run writes are snapshots it produced, and so never stale, so a listing from its
  /// start serves its end. A missing root lists nothing.
  package struct Listing: Sendable {
    /// The entries of the root itself.
    fileprivate var top: [SnapshotDirectory.Entry] = []
    /// Each component folder's name and its entries, in listing order.
    fileprivate var folders: [(name: String, entries: [SnapshotDirectory.Entry])] = []
  }

  /// Lists the root and each of its component folders once; see ``Listing``.
  package func listing() throws(SnapshotStoreError) -> Listing {
    guard let top = try directory.entries(of: "") else { return Listing() }
    var listing = Listing()
    listing.top = top
    for folder in top where !folder.name.hasPrefix(".") && folder.kind == .folder {
      listing.folders.append((folder.name, try directory.entries(of: folder.name) ?? []))
    }
    return listing
  }

  /// Refuses a snapshots directory that would make the runner follow a symbolic link out of
  /// it: the directory itself, its lock file, its `.pending` folder or a pending component
  /// folder, or a component folder (a link in the root that stands for a folder, or points
  /// nowhere). The error names the link, where it points and what to do; a run reports it
  /// before rendering anything (exit 2). A missing directory passes.
  package func checkForLinks() throws(SnapshotStoreError) {
    guard let top = try directory.entries(of: "") else { return }
    for entry in top where entry.kind == .symbolicLink {
      let what: String
      switch entry.name {
      case SnapshotLock.holderFileName: what = "the lock file"
      case PendingStore.folderName: what = "the pending folder"
      case _ where entry.name.hasPrefix("."): continue
      default:
        // A link to a file in the root is never read as a snapshot; one that would stand
        // for a component folder (or could become one) is refused.
        if directory.followedKind(of: entry.name) == .file { continue }
        what = "the component folder"
      }
      throw .symbolicLink(
        what: what, path: directory.fullPath(entry.name), target: directory.linkTarget(of: entry.name))
    }
    guard top.contains(where: { $0.name == PendingStore.folderName && $0.kind == .folder }),
      let pending = try directory.entries(of: PendingStore.folderName)
    else { return }
    for entry in pending where entry.kind == .symbolicLink && !entry.name.hasPrefix(".") {
      let relative = PendingStore.folderName + "/" + entry.name
      throw .symbolicLink(
        what: "the folder", path: directory.fullPath(relative), target: directory.linkTarget(of: relative))
    }
  }

  /// Deletes the snapshot at `relativePath` (as ``existingSnapshots(components:in:)`` lists it),
  /// then its folder if that is now empty. A file that is already gone is not an error.
  /// Paths that would leave the root, or pass through a symbolic link, are refused.
  package func delete(relativePath: String) throws(SnapshotStoreError) {
    try directory.remove(relativePath, action: "delete")
    // Git does not keep empty folders, so an empty component folder is removed too.
    if let slash = relativePath.lastIndex(of: "/") {
      directory.removeFolderIfEmpty(String(relativePath[..<slash]))
    }
  }

  /// Removes the temporary files (`.snapshot-XXXX.tmp`) that writes interrupted by a crash or
  /// `kill -9` left in the root and its component folders, and returns their paths relative
  /// to the root. Call it only while holding the directory's `SnapshotLock`: another
  /// writer's temporary file is in use.
  ///
  /// With `listing`, the folders are read from it rather than listed again.
  package func removeInterruptedWrites(in listing: Listing? = nil) throws(SnapshotStoreError) -> [String] {
    let listed: Listing
    if let listing { listed = listing } else { listed = try self.listing() }
    var removed: [String] = []
    func sweep(_ entries: [SnapshotDirectory.Entry], prefix: String) throws(SnapshotStoreError) {
      for entry in entries where entry.kind != .folder && SnapshotDirectory.isTemporaryName(entry.name) {
        try directory.remove(prefix + entry.name, action: "remove")
        removed.append(prefix + entry.name)
      }
    }
    try sweep(listed.top, prefix: "")
    for (folder, entries) in listed.folders {
      try sweep(entries, prefix: folder + "/")
    }
    return removed.sorted()
  }
}

/// A file-system failure of ``SnapshotStore``, naming the path and the operating system's
/// reason: `cannot write snapshot Snapshots/A/B.c.txt: Permission denied`.
package struct SnapshotStoreError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What was being done, e.g. `"write snapshot"`; empty when ``reason`` is the whole
  /// message (a refusal that names the path itself).
  package var action: String
  /// The file or folder concerned.
  package var path: String
  /// Why it failed.
  package var reason: String

  /// An error saying that `action` failed on `path` because of `reason`.
  package init(action: String, path: String, reason: String) {
    self.action = action
    self.path = path
    self.reason = reason
  }

  init(action: String, path: String, errorNumber: Int32) {
    self.init(action: action, path: path, reason: String(cString: POSIX.strerror(errorNumber)))
  }

  /// `cannot <action> <path>: <reason>`, or the reason alone when it names the path itself
  /// (an empty `action`), with anything a terminal would obey made visible.
  package var description: String {
    TerminalText.escaped(action.isEmpty ? reason : "cannot \(action) \(path): \(reason)")
  }
}
