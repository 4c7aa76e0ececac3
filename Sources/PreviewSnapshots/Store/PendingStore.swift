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
/// itself. Deleting the folder loses nothing but the pending renderings. Like the snapshots,
/// every file here is reached without following a symbolic link (a linked `.pending` is
/// refused), and the runner deletes only the names it writes.
///
/// ## The pending format, version 2
///
/// For a snapshot at `<Component>/<file>.txt` (``SnapshotID/relativePath``):
///
/// - `.pending/<Component>/<file>.txt` is the new rendering, an ordinary snapshot file (see
///   ``SnapshotFile``), so `diff Snapshots/X/a.txt Snapshots/.pending/X/a.txt` works.
/// - `.pending/<Component>/<file>.txt.base` says what the rendering was compared with, so that
///   accepting it can never overwrite work done since (someone re-recorded the snapshot), and
///   which rendering it belongs to:
///
///   ```text
///   textui-pending 2
///   base: none
///   rendering: fnv1a64 0123456789abcdef 1432
///   ```
///
///   `base:` is `none` for a state that had no snapshot, or `fnv1a64 <16 lower-case hex
///   digits> <size>`: the 64-bit FNV-1a hash and the byte count of the snapshot file as it
///   was then. `rendering:` is the same for the `.txt` beside it.
///
/// The two files are one unit. The base is written first, then the rendering, each
/// atomically (a temporary file renamed over it), so a run killed between the two leaves a
/// base naming a rendering that is not there: a pair whose rendering does not hash to its
/// `rendering:` line is incomplete, and `review` ignores it (and removes it) rather than
/// accept a rendering against a base it was never compared with. A version-1 base, which
/// had no `rendering:` line, is incomplete too: the next run writes it again.
package struct PendingStore: Sendable {
  /// The name of the folder inside the snapshots folder.
  package static let folderName = ".pending"

  /// The snapshots folder the pending renderings belong to.
  package var snapshots: SnapshotStore

  /// The pending folder: `<snapshots>/.pending`.
  package var root: String { snapshots.root + "/" + Self.folderName }

  /// The pending store of the snapshots in `snapshots`.
  package init(snapshots: SnapshotStore) {
    self.snapshots = snapshots
  }

  private var directory: SnapshotDirectory { snapshots.directory }

  /// The 64-bit FNV-1a hash and the size of a file's bytes: enough to notice a changed file or
  /// a mismatched pair (this guards against mistakes and interruptions, not attacks).
  package struct Digest: Equatable, Sendable, CustomStringConvertible {
    /// The FNV-1a hash of the bytes.
    package var hash: UInt64
    /// How many bytes.
    package var size: Int

    /// The digest of `bytes`.
    package init(bytes: some Sequence<UInt8>) {
      var digest = Digest(hash: Self.offsetBasis, size: 0)
      let contiguous: Void? = bytes.withContiguousStorageIfAvailable { digest.add(UnsafeRawBufferPointer($0)) }
      if contiguous == nil {
        for byte in bytes {
          digest.hash = (digest.hash ^ UInt64(byte)) &* Self.prime
          digest.size += 1
        }
      }
      self = digest
    }

    /// A digest with these values.
    package init(hash: UInt64, size: Int) {
      self.hash = hash
      self.size = size
    }

    static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    static let prime: UInt64 = 0x0000_0100_0000_01b3

    /// Adds a block of bytes, for a file read in blocks.
    mutating func add(_ block: UnsafeRawBufferPointer) {
      // A walk through plain pointers: a sequence's iterator is a call per byte in a debug
      // build, and a rendering can be megabytes.
      guard var byte = block.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
      let end = byte + block.count
      var hash = self.hash
      while byte < end {
        hash = (hash ^ UInt64(byte.pointee)) &* Self.prime
        byte += 1
      }
      self.hash = hash
      size += block.count
    }

    /// `fnv1a64 <16 lower-case hex digits> <size>`.
    package var description: String {
      let digits = String(hash, radix: 16)
      return "fnv1a64 " + String(repeating: "0", count: 16 - digits.count) + digits + " \(size)"
    }

    init?(parsing value: Substring) {
      let parts = value.split(separator: " ", omittingEmptySubsequences: false)
      guard parts.count == 3, parts[0] == "fnv1a64", parts[1].count == 16,
        let hash = UInt64(parts[1], radix: 16), let size = Int(parts[2]), size >= 0
      else { return nil }
      self.init(hash: hash, size: size)
    }
  }

  /// What a pending rendering was compared with.
  package enum Base: Equatable, Sendable, CustomStringConvertible {
    /// The state had no snapshot.
    case none
    /// The snapshot file's FNV-1a 64-bit hash and size in bytes.
    case snapshot(hash: UInt64, size: Int)

    /// The base of a snapshot file with these bytes (`nil`: no file).
    package init(bytes: [UInt8]?) {
      self.init(digest: bytes.map { Digest(bytes: $0) })
    }

    /// The base of a snapshot file with this digest (`nil`: no file).
    package init(digest: Digest?) {
      guard let digest else {
        self = .none
        return
      }
      self = .snapshot(hash: digest.hash, size: digest.size)
    }

    /// The `base:` value as the `.base` file writes it.
    package var description: String {
      switch self {
      case .none: "none"
      case .snapshot(let hash, let size): Digest(hash: hash, size: size).description
      }
    }

    init?(parsing value: Substring) {
      if value == "none" {
        self = .none
      } else if let digest = Digest(parsing: value) {
        self = .snapshot(hash: digest.hash, size: digest.size)
      } else {
        return nil
      }
    }
  }

  /// One pending rendering, as its `.base` file describes it; the rendering itself is read
  /// only when needed (``file(of:)``, ``isComplete(_:)``), so rejecting a large one reads none of it.
  package struct Entry: Sendable {
    /// The snapshot's path relative to the snapshots folder, e.g. `Greeting/GreetingPreviews.plain.txt`.
    package var relativePath: String
    /// What the rendering was compared with; `nil` when the `.base` file is missing, damaged
    /// or of another version.
    package var base: Base?
    /// What the `.base` file says the rendering is; `nil` as for ``base``.
    package var rendering: Digest?
  }

  /// The `.base` file's text for a rendering with `digest` compared with `base`.
  package static func baseText(base: Base, rendering digest: Digest) -> String {
    "textui-pending 2\nbase: \(base)\nrendering: \(digest)\n"
  }

  /// Reads a `.base` file: its base and the digest of its rendering, or `nil` when it is not
  /// a version-2 base file.
  package static func parseBase(_ bytes: [UInt8]) -> (base: Base, rendering: Digest)? {
    let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      .map { Substring(decoding: $0, as: UTF8.self) }
    guard lines.count == 4, lines[0] == "textui-pending 2", lines[3].isEmpty, lines[1].hasPrefix("base: "),
      lines[2].hasPrefix("rendering: "),
      let base = Base(parsing: lines[1].dropFirst("base: ".count)),
      let rendering = Digest(parsing: lines[2].dropFirst("rendering: ".count))
    else { return nil }
    return (base, rendering)
  }

  /// Keeps `file` as the pending rendering of its snapshot, compared with `base`.
  package func keep(_ file: SnapshotFile, base: Base) throws(SnapshotStoreError) {
    try keep(text: file.encoded(), for: file.id, base: base)
  }

  /// Keeps `text`, an encoded snapshot file, as the pending rendering of `id`, compared with
  /// `base`: what a worker sends needs no decoding to be kept.
  package func keep(text: String, for id: SnapshotID, base: Base) throws(SnapshotStoreError) {
    let path = Self.folderName + "/" + id.relativePath
    try ensureIgnored()
    let digest = Digest(bytes: text.utf8)
    try directory.write(
      Self.baseText(base: base, rendering: digest), to: path + ".base", action: "write pending rendering")
    try directory.write(text, to: path, action: "write pending rendering")
  }

  /// Drops the pending rendering of `relativePath`, if any: the rendering first, then its
  /// base, so an interruption leaves at most a base without a rendering, which nothing reads.
  package func drop(relativePath: String) throws(SnapshotStoreError) {
    let path = Self.folderName + "/" + relativePath
    try directory.remove(path, action: "remove pending rendering")
    try directory.remove(path + ".base", action: "remove pending rendering")
    // Refused while the folder still holds other pending renderings: exactly the case to keep.
    if let slash = path.lastIndex(of: "/") { directory.removeFolderIfEmpty(String(path[..<slash])) }
  }

  /// The relative paths of every pending rendering, sorted; empty when there is no pending
  /// folder. One directory listing per component folder, so a run can ask once. Only
  /// regular, visible `.txt` files in real folders are pending renderings.
  package func relativePaths() throws(SnapshotStoreError) -> [String] {
    guard let folders = try directory.entries(of: Self.folderName) else { return [] }
    var paths: [String] = []
    for folder in folders where folder.kind == .folder && !folder.name.hasPrefix(".") {
      for entry in try directory.entries(of: Self.folderName + "/" + folder.name) ?? []
      where entry.kind == .file && entry.name.hasSuffix(".txt") && !entry.name.hasPrefix(".") {
        paths.append(folder.name + "/" + entry.name)
      }
    }
    return paths.sorted()
  }

  /// Every pending rendering, sorted by path, as its `.base` file describes it.
  package func entries() throws(SnapshotStoreError) -> [Entry] {
    try relativePaths().map { relative throws(SnapshotStoreError) in try entry(relativePath: relative) }
  }

  /// The pending rendering at `relativePath`, as its `.base` file describes it.
  package func entry(relativePath: String) throws(SnapshotStoreError) -> Entry {
    let path = Self.folderName + "/" + relativePath + ".base"
    let parsed = try directory.readPrefix(path, limit: 256, action: "read pending rendering").flatMap(Self.parseBase)
    return Entry(relativePath: relativePath, base: parsed?.base, rendering: parsed?.rendering)
  }

  /// The digest of the file at `relativePath` below the snapshots folder, read in blocks;
  /// `nil` when there is no file.
  package func digest(of relativePath: String) throws(SnapshotStoreError) -> Digest? {
    var digest = Digest(hash: Digest.offsetBasis, size: 0)
    let found = try directory.readBlocks(relativePath, action: "read") { digest.add($0) }
    return found ? digest : nil
  }

  /// Whether the pending rendering is the one its `.base` file describes: false for a pair
  /// that an interrupted run left half-written, or a base from another version.
  package func isComplete(_ entry: Entry) throws(SnapshotStoreError) -> Bool {
    guard entry.base != nil, let expected = entry.rendering else { return false }
    return try digest(of: Self.folderName + "/" + entry.relativePath) == expected
  }

  /// The identity the pending rendering's header names, read from its first bytes.
  package func identity(of entry: Entry) throws(SnapshotStoreError) -> Result<SnapshotID, SnapshotReadError> {
    let path = Self.folderName + "/" + entry.relativePath
    let prefix = try directory.readPrefix(path, limit: 4096, action: "read pending rendering") ?? []
    do {
      return .success(try SnapshotFile.identity(ofPrefix: prefix, path: entry.relativePath))
    } catch {
      return .failure(SnapshotReadError(path: directory.fullPath(path), reason: error.reason))
    }
  }

  /// The pending rendering, read and decoded.
  package func file(of entry: Entry) throws(SnapshotStoreError) -> Result<SnapshotFile, SnapshotReadError> {
    let path = Self.folderName + "/" + entry.relativePath
    guard let bytes = try directory.read(path, action: "read pending rendering") else {
      throw SnapshotStoreError(action: "read pending rendering", path: directory.fullPath(path), reason: "it is gone")
    }
    do {
      return .success(try SnapshotFile.decode(bytes, path: entry.relativePath))
    } catch {
      return .failure(SnapshotReadError(path: directory.fullPath(path), reason: error.reason))
    }
  }

  /// Makes the pending rendering the snapshot at the same relative path: the file is renamed
  /// into place (one atomic `renameat` within the snapshots folder, so the snapshot is the
  /// old one or the rendering, and a large one is never copied), then its base is removed.
  /// The caller has checked the base and the rendering's identity.
  package func promote(_ entry: Entry) throws(SnapshotStoreError) {
    let path = Self.folderName + "/" + entry.relativePath
    try directory.move(path, to: entry.relativePath, action: "accept pending rendering")
    try drop(relativePath: entry.relativePath)
  }

  /// Removes what interrupted writes and older runners left in the pending folder and its
  /// component folders, and returns the paths removed, relative to the snapshots folder:
  /// temporary files of interrupted writes (`.snapshot-*.tmp`, and Foundation's
  /// `.dat.nosync*` from runners before this one) and `.base` files whose rendering is gone.
  /// Call it only while holding the directory's `SnapshotLock`.
  package func removeLeftovers() throws(SnapshotStoreError) -> [String] {
    guard let top = try directory.entries(of: Self.folderName) else { return [] }
    var removed: [String] = []
    func sweep(_ entries: [SnapshotDirectory.Entry], in folder: String) throws(SnapshotStoreError) {
      let names = Set(entries.map(\.name))
      for entry in entries where entry.kind != .folder {
        let leftover =
          SnapshotDirectory.isTemporaryName(entry.name) || entry.name.hasPrefix(".dat.nosync")
          || (entry.name.hasSuffix(".txt.base") && !names.contains(String(entry.name.dropLast(".base".count))))
        guard leftover else { continue }
        try directory.remove(folder + "/" + entry.name, action: "remove")
        removed.append(folder + "/" + entry.name)
      }
    }
    try sweep(top, in: Self.folderName)
    for folder in top where folder.kind == .folder && !folder.name.hasPrefix(".") {
      let path = Self.folderName + "/" + folder.name
      try sweep(try directory.entries(of: path) ?? [], in: path)
      directory.removeFolderIfEmpty(path)
    }
    return removed.sorted()
  }

  // MARK: - Files

  /// Writes `.pending/.gitignore` once, so the folder never shows up in `git status`.
  private func ensureIgnored() throws(SnapshotStoreError) {
    let path = Self.folderName + "/.gitignore"
    guard try directory.kind(of: path) == nil else { return }
    try directory.write("*\n", to: path, action: "write pending rendering")
  }
}
