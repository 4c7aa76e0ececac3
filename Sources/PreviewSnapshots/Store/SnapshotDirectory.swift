import Synchronization

/// A snapshots directory as the runner touches it: one open directory handle, and every file
/// below it reached from that handle one name at a time, never through a symbolic link.
///
/// A checkout can hold anything a repository can commit, symbolic links included: a
/// `Snapshots/Faq` linked to a folder elsewhere, a `.pending` linked to a home directory, a
/// lock file linked to a file the runner would overwrite. So the snapshot store, the pending
/// store and the lock never hand the operating system a path: they open the directory once
/// (`O_DIRECTORY | O_NOFOLLOW`) and reach everything else relative to it with `openat`,
/// `mkdirat`, `renameat`, `unlinkat` and `fstatat`, each refusing to follow a link
/// (`O_NOFOLLOW`, `AT_SYMLINK_NOFOLLOW`). A link met on the way is an error naming it; a link
/// that is itself the last name is replaced by `renameat` and removed by `unlinkat`, which
/// never touch what it points to. The folders above the directory are the user's own path,
/// resolved as any path on a command line is.
///
/// This is the module's one seam to the file system for snapshots: the POSIX calls and
/// pointers live here, and the stores above speak relative paths (`"Faq/FaqPreviews.plain.txt"`,
/// `".pending/Faq/…"`) and bytes. Relative paths are checked: no empty part, `.` or `..`.
package final class SnapshotDirectory: Sendable {
  /// The directory as given (absolute, or relative to the current directory), without a
  /// trailing `/`: what messages name.
  let path: String

  /// The open handle, `-1` until the directory is first used (it may not exist yet).
  private let handle = Mutex<Int32>(-1)

  init(path: String) {
    self.path = path
  }

  deinit {
    let descriptor = handle.withLock { $0 }
    if descriptor >= 0 { _ = POSIX.close(descriptor) }
  }

  /// What a name in the directory is, as the listing or `fstatat` says without following it.
  package enum Kind: Equatable, Sendable {
    case file
    case folder
    case symbolicLink
    /// A device, socket or pipe: never a snapshot.
    case other
  }

  /// One name in a folder listing.
  package struct Entry: Equatable, Sendable {
    /// The name, without its folder.
    package var name: String
    /// What it is.
    package var kind: Kind
  }

  /// The full path of `relative` under the directory, for messages.
  func fullPath(_ relative: String) -> String {
    guard !relative.isEmpty else { return path }
    return path == "/" ? "/" + relative : path + "/" + relative
  }

  // MARK: - The handle

  /// The directory's handle, opened on first use: `nil` when the directory does not exist
  /// and `creating` is false. Creating makes the missing folders of `path` like `mkdir -p`.
  private func root(creating: Bool, action: String) throws(SnapshotStoreError) -> Int32? {
    let cached = handle.withLock { $0 }
    if cached >= 0 { return cached }
    var descriptor = POSIX.open(path, POSIX.O_RDONLY | POSIX.O_DIRECTORY | POSIX.O_NOFOLLOW | POSIX.O_CLOEXEC)
    if descriptor < 0 {
      let code = POSIX.errno
      if code == POSIX.ENOENT {
        guard creating else { return nil }
        try makeParents(action: action)
        if POSIX.mkdir(path, 0o755) != 0 && POSIX.errno != POSIX.EEXIST {
          throw SnapshotStoreError(action: action, path: path, errorNumber: POSIX.errno)
        }
        descriptor = POSIX.open(path, POSIX.O_RDONLY | POSIX.O_DIRECTORY | POSIX.O_NOFOLLOW | POSIX.O_CLOEXEC)
      }
      if descriptor < 0 { throw rootError(action: action, errorNumber: POSIX.errno) }
    }
    return handle.withLock { current in
      // Another thread may have opened it meanwhile: keep one handle.
      if current >= 0 {
        _ = POSIX.close(descriptor)
        return current
      }
      current = descriptor
      return descriptor
    }
  }

  /// Why the directory itself cannot be opened: a link, a file, or the system's reason.
  private func rootError(action: String, errorNumber: Int32) -> SnapshotStoreError {
    var status = POSIX.FileStatus()
    if POSIX.lstat(path, &status) == 0 {
      if (status.st_mode & POSIX.S_IFMT) == POSIX.S_IFLNK {
        return .symbolicLink(what: "the snapshots directory", path: path, target: linkTarget(path))
      }
      if (status.st_mode & POSIX.S_IFMT) != POSIX.S_IFDIR {
        return SnapshotStoreError(
          action: "", path: path,
          reason: "the snapshots directory \(path) is a file, not a directory — check --snapshots")
      }
    }
    return SnapshotStoreError(action: action, path: path, errorNumber: errorNumber)
  }

  /// Creates the folders above the directory that are missing.
  private func makeParents(action: String) throws(SnapshotStoreError) {
    var prefix = path.hasPrefix("/") ? "" : "."
    for part in path.split(separator: "/").dropLast() {
      prefix += "/" + part
      if POSIX.mkdir(prefix, 0o755) == 0 { continue }
      let code = POSIX.errno
      var status = POSIX.FileStatus()
      guard code == POSIX.EEXIST, POSIX.stat(prefix, &status) == 0, (status.st_mode & POSIX.S_IFMT) == POSIX.S_IFDIR
      else {
        throw SnapshotStoreError(action: action, path: prefix, errorNumber: code == POSIX.EEXIST ? POSIX.ENOTDIR : code)
      }
    }
  }

  /// Whether the directory exists as a directory (a link or a file throws).
  package func exists() throws(SnapshotStoreError) -> Bool {
    try root(creating: false, action: "open") != nil
  }

  /// Creates the directory (and the folders above it) if it is missing.
  package func create() throws(SnapshotStoreError) {
    _ = try root(creating: true, action: "create")
  }

  // MARK: - Walking

  /// The parts of `relative`, refused when one would leave the directory or name nothing.
  private func parts(_ relative: String, action: String) throws(SnapshotStoreError) -> [String] {
    guard let parts = Self.names(relative) else {
      throw SnapshotStoreError(
        action: action, path: fullPath(relative), reason: "the path leaves the snapshot folder; refusing")
    }
    return parts
  }

  /// The parts of `relative` when each is a name (not empty, `.` or `..`, no NUL): one pass
  /// over the bytes, since every snapshot a run reads is reached through here and a string's
  /// generic splitting is a call per character in a debug build.
  private static func names(_ relative: String) -> [String]? {
    var relative = relative
    return relative.withUTF8 { bytes -> [String]? in
      var parts: [String] = []
      parts.reserveCapacity(3)
      var start = 0
      for index in 0...bytes.count {
        let byte = index < bytes.count ? bytes[index] : UInt8(ascii: "/")
        if byte == 0 { return nil }
        guard byte == UInt8(ascii: "/") else { continue }
        let length = index - start
        let dot = UInt8(ascii: ".")
        if length == 0 || (length <= 2 && bytes[start] == dot && bytes[index - 1] == dot) { return nil }
        parts.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
        start = index + 1
      }
      return parts
    }
  }

  /// An open folder below the directory and the last name of a relative path in it.
  private struct Place {
    var folder: Int32
    var ownsFolder: Bool
    var name: String

    func close() {
      if ownsFolder { _ = POSIX.close(folder) }
    }
  }

  /// Opens the folders of `relative` down to its last name, creating missing ones when
  /// `creating`; `nil` when one is missing otherwise. A link on the way is refused.
  private func place(_ relative: String, creating: Bool, action: String) throws(SnapshotStoreError) -> Place? {
    let parts = try parts(relative, action: action)
    guard let root = try root(creating: creating, action: action) else { return nil }
    var folder = root
    var owns = false
    // An index loop: `dropLast().enumerated()` looks its slice and iterator types up at run
    // time in a debug build, for every file read or written.
    var index = 0
    while index < parts.count - 1 {
      let part = parts[index]
      var walked: String { parts[...index].joined(separator: "/") }
      var next = POSIX.openat(folder, part, POSIX.O_RDONLY | POSIX.O_DIRECTORY | POSIX.O_NOFOLLOW | POSIX.O_CLOEXEC)
      if next < 0 && POSIX.errno == POSIX.ENOENT && creating {
        if POSIX.mkdirat(folder, part, 0o755) != 0 && POSIX.errno != POSIX.EEXIST {
          let code = POSIX.errno
          if owns { _ = POSIX.close(folder) }
          throw SnapshotStoreError(action: action, path: fullPath(walked), errorNumber: code)
        }
        next = POSIX.openat(folder, part, POSIX.O_RDONLY | POSIX.O_DIRECTORY | POSIX.O_NOFOLLOW | POSIX.O_CLOEXEC)
      }
      if next < 0 {
        let code = POSIX.errno
        let error = folderError(part, in: folder, walked: walked, action: action, errorNumber: code)
        if owns { _ = POSIX.close(folder) }
        if code == POSIX.ENOENT { return nil }
        throw error
      }
      if owns { _ = POSIX.close(folder) }
      folder = next
      owns = true
      index += 1
    }
    return Place(folder: folder, ownsFolder: owns, name: parts[parts.count - 1])
  }

  /// Why the folder `name` in `folder` cannot be opened: a link, a file, or the system's reason.
  private func folderError(
    _ name: String, in folder: Int32, walked: String, action: String, errorNumber: Int32
  ) -> SnapshotStoreError {
    switch kind(of: name, in: folder) {
    case .symbolicLink:
      let what =
        walked.contains("/")
        ? "the folder" : walked == PendingStore.folderName ? "the pending folder" : "the component folder"
      return .symbolicLink(what: what, path: fullPath(walked), target: linkTarget(name, in: folder))
    case .file, .other:
      return SnapshotStoreError(action: action, path: fullPath(walked), errorNumber: POSIX.ENOTDIR)
    default:
      return SnapshotStoreError(action: action, path: fullPath(walked), errorNumber: errorNumber)
    }
  }

  private func kind(of name: String, in folder: Int32) -> Kind? {
    var status = POSIX.FileStatus()
    guard POSIX.fstatat(folder, name, &status, POSIX.AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
    return Self.kind(status.st_mode)
  }

  private static func kind(_ mode: POSIX.FileMode) -> Kind {
    switch mode & POSIX.S_IFMT {
    case POSIX.S_IFREG: .file
    case POSIX.S_IFDIR: .folder
    case POSIX.S_IFLNK: .symbolicLink
    default: .other
    }
  }

  /// Where the link `name` in `folder` points, for messages; `nil` when it cannot be read.
  private func linkTarget(_ name: String, in folder: Int32) -> String? {
    var buffer = [CChar](repeating: 0, count: 4096)
    let count = POSIX.readlinkat(folder, name, &buffer, buffer.count - 1)
    guard count >= 0 else { return nil }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  private func linkTarget(_ path: String) -> String? {
    var buffer = [CChar](repeating: 0, count: 4096)
    let count = POSIX.readlink(path, &buffer, buffer.count - 1)
    guard count >= 0 else { return nil }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  // MARK: - Looking

  /// What `relative` is, without following it; `nil` when it does not exist.
  func kind(of relative: String) throws(SnapshotStoreError) -> Kind? {
    guard let place = try place(relative, creating: false, action: "look at") else { return nil }
    defer { place.close() }
    return kind(of: place.name, in: place.folder)
  }

  /// What `relative` is when links are followed (a look, never a write), `nil` when it does
  /// not exist or a dangling link is on the way: which links would stand for folders.
  func followedKind(of relative: String) -> Kind? {
    guard let place = try? place(relative, creating: false, action: "look at") else { return nil }
    defer { place.close() }
    var status = POSIX.FileStatus()
    guard POSIX.fstatat(place.folder, place.name, &status, 0) == 0 else { return nil }
    return Self.kind(status.st_mode)
  }

  /// Where the link `relative` points, for messages.
  package func linkTarget(of relative: String) -> String? {
    guard let place = try? place(relative, creating: false, action: "look at") else { return nil }
    defer { place.close() }
    return linkTarget(place.name, in: place.folder)
  }

  /// The entries of the folder `relative` (`""` for the directory itself), without `.` and
  /// `..`, in listing order; `nil` when the folder does not exist. A link is listed as one,
  /// never followed.
  package func entries(of relative: String) throws(SnapshotStoreError) -> [Entry]? {
    let folder: Int32
    if relative.isEmpty {
      guard let root = try root(creating: false, action: "list") else { return nil }
      // A descriptor of its own: `closedir` closes the one it was given.
      folder = POSIX.openat(root, ".", POSIX.O_RDONLY | POSIX.O_DIRECTORY | POSIX.O_CLOEXEC)
      if folder < 0 { throw SnapshotStoreError(action: "list", path: path, errorNumber: POSIX.errno) }
    } else {
      guard let place = try place(relative, creating: false, action: "list") else { return nil }
      defer { place.close() }
      folder = POSIX.openat(
        place.folder, place.name, POSIX.O_RDONLY | POSIX.O_DIRECTORY | POSIX.O_NOFOLLOW | POSIX.O_CLOEXEC)
      if folder < 0 {
        let code = POSIX.errno
        if code == POSIX.ENOENT { return nil }
        throw folderError(place.name, in: place.folder, walked: relative, action: "list", errorNumber: code)
      }
    }
    guard let stream = POSIX.fdopendir(folder) else {
      let code = POSIX.errno
      _ = POSIX.close(folder)
      throw SnapshotStoreError(action: "list", path: fullPath(relative), errorNumber: code)
    }
    defer { _ = POSIX.closedir(stream) }
    var entries: [Entry] = []
    while let entry = POSIX.readdir(stream) {
      let name = withUnsafePointer(to: entry.pointee.d_name) {
        String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
      }
      guard name != "." && name != ".." else { continue }
      let kind: Kind? =
        switch Int32(entry.pointee.d_type) {
        case Int32(POSIX.DT_REG): .file
        case Int32(POSIX.DT_DIR): .folder
        case Int32(POSIX.DT_LNK): .symbolicLink
        default: nil
        }
      // A file system without entry types (DT_UNKNOWN) is asked, still without following.
      entries.append(Entry(name: name, kind: kind ?? self.kind(of: name, in: POSIX.dirfd(stream)) ?? .other))
    }
    return entries
  }

  // MARK: - Reading

  /// Opens the regular file `relative` for reading; `nil` when it does not exist. A link is
  /// refused: reading through one would show a file from elsewhere as a snapshot.
  private func openFile(_ relative: String, action: String) throws(SnapshotStoreError) -> Int32? {
    guard let place = try place(relative, creating: false, action: action) else { return nil }
    defer { place.close() }
    let descriptor = POSIX.openat(place.folder, place.name, POSIX.O_RDONLY | POSIX.O_NOFOLLOW | POSIX.O_CLOEXEC)
    guard descriptor >= 0 else {
      let code = POSIX.errno
      if code == POSIX.ENOENT { return nil }
      if kind(of: place.name, in: place.folder) == .symbolicLink {
        throw .symbolicLink(
          what: "the file", path: fullPath(relative), target: linkTarget(place.name, in: place.folder))
      }
      throw SnapshotStoreError(action: action, path: fullPath(relative), errorNumber: code)
    }
    return descriptor
  }

  /// Every byte of the file `relative`, or `nil` when there is none.
  package func read(_ relative: String, action: String) throws(SnapshotStoreError) -> [UInt8]? {
    guard let descriptor = try openFile(relative, action: action) else { return nil }
    defer { _ = POSIX.close(descriptor) }
    do {
      return try Self.readAll(descriptor, limit: nil)
    } catch {
      throw SnapshotStoreError(action: action, path: fullPath(relative), errorNumber: error.code)
    }
  }

  /// At most the first `limit` bytes of the file `relative`, or `nil` when there is none.
  package func readPrefix(_ relative: String, limit: Int, action: String) throws(SnapshotStoreError) -> [UInt8]? {
    guard let descriptor = try openFile(relative, action: action) else { return nil }
    defer { _ = POSIX.close(descriptor) }
    do {
      return try Self.readAll(descriptor, limit: limit)
    } catch {
      throw SnapshotStoreError(action: action, path: fullPath(relative), errorNumber: error.code)
    }
  }

  /// Passes the file `relative` to `body` in blocks of 64 KiB, so that a large file is
  /// hashed in constant memory; false when there is no file.
  func readBlocks(
    _ relative: String, action: String, _ body: (UnsafeRawBufferPointer) -> Void
  ) throws(SnapshotStoreError) -> Bool {
    guard let descriptor = try openFile(relative, action: action) else { return false }
    defer { _ = POSIX.close(descriptor) }
    let block = UnsafeMutableRawBufferPointer.allocate(byteCount: 64 * 1024, alignment: 16)
    defer { block.deallocate() }
    while true {
      let count = POSIX.read(descriptor, block.baseAddress!, block.count)
      if count < 0 {
        if POSIX.errno == POSIX.EINTR { continue }
        throw SnapshotStoreError(action: action, path: fullPath(relative), errorNumber: POSIX.errno)
      }
      if count == 0 { return true }
      body(UnsafeRawBufferPointer(rebasing: block[..<count]))
    }
  }

  /// Every byte of the open file `descriptor` (or its first `limit`): its size first, then
  /// one read into a block of that size plus a byte, so a passing state costs one open and
  /// one read, and no chunk is zeroed per file. A regular file's read comes up short only at
  /// its end, so once the size is read no read is made just to see the end; a file longer
  /// than its size said (or a short read) is read on into a larger block.
  private static func readAll(_ descriptor: Int32, limit: Int?) throws(POSIXErrorNumber) -> [UInt8] {
    var status = POSIX.FileStatus()
    var size = POSIX.fstat(descriptor, &status) == 0 ? max(0, Int(status.st_size)) : 0
    if let limit { size = min(size, limit) }
    var bytes: [UInt8] = []
    var capacity = limit.map { min(size + 1, $0) } ?? size + 1
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
          let got = POSIX.read(descriptor, base + count, capacity - count)
          if got < 0 {
            if POSIX.errno == POSIX.EINTR { continue }
            failure = POSIX.errno
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
      if reachedEnd || (limit.map { bytes.count >= $0 } ?? false) { return bytes }
      capacity = limit.map { min(capacity * 2, $0) } ?? capacity * 2
    }
  }

  // MARK: - Writing

  /// The prefix and suffix of the temporary files that writes use; an interrupted write
  /// leaves one behind, which ``isTemporaryName(_:)`` recognises for the sweep.
  static let temporaryPrefix = ".snapshot-"
  static let temporarySuffix = ".tmp"

  /// Whether `name` is a temporary file of this directory's writes.
  static func isTemporaryName(_ name: String) -> Bool {
    name.hasPrefix(temporaryPrefix) && name.hasSuffix(temporarySuffix)
  }

  /// Writes `bytes` as the file `relative`, atomically: the bytes go to a new temporary file
  /// in the same folder, which reaches the disk and is then renamed over `relative`, and the
  /// folder's entry reaches the disk after. A reader sees the old file or the new one, never
  /// a part; a power cut leaves one or the other. Missing folders are created; a link where
  /// the file is is replaced, not followed.
  package func write(_ bytes: UnsafeRawBufferPointer, to relative: String, action: String) throws(SnapshotStoreError) {
    guard let place = try place(relative, creating: true, action: action) else {
      throw SnapshotStoreError(action: action, path: fullPath(relative), errorNumber: POSIX.ENOENT)
    }
    defer { place.close() }
    var descriptor: Int32 = -1
    var temporary = ""
    // A random name, created exclusively, so concurrent writers never share a temporary file;
    // the leading dot and `.tmp` keep it out of snapshot listings if a crash leaves it behind.
    for _ in 0..<8 where descriptor < 0 {
      temporary = Self.temporaryPrefix + String(UInt64.random(in: .min ... .max), radix: 36) + Self.temporarySuffix
      descriptor = POSIX.openat(
        place.folder, temporary, POSIX.O_WRONLY | POSIX.O_CREAT | POSIX.O_EXCL | POSIX.O_NOFOLLOW | POSIX.O_CLOEXEC,
        0o644)
      if descriptor < 0 && POSIX.errno != POSIX.EEXIST { break }
    }
    guard descriptor >= 0 else {
      throw SnapshotStoreError(action: action, path: fullPath(relative), errorNumber: POSIX.errno)
    }
    var failure = FileDescriptorIO.writeAll(bytes, to: descriptor)
    if failure == 0 && POSIX.fsync(descriptor) != 0 { failure = POSIX.errno }
    if POSIX.close(descriptor) != 0 && failure == 0 { failure = POSIX.errno }
    if failure == 0 && POSIX.renameat(place.folder, temporary, place.folder, place.name) != 0 { failure = POSIX.errno }
    if failure != 0 {
      _ = POSIX.unlinkat(place.folder, temporary, 0)
      if failure == POSIX.EISDIR || failure == POSIX.ENOTEMPTY || failure == POSIX.EEXIST {
        throw SnapshotStoreError(action: action, path: fullPath(relative), reason: "a folder is in the way")
      }
      throw SnapshotStoreError(action: action, path: fullPath(relative), errorNumber: failure)
    }
    _ = POSIX.fsync(place.folder)
  }

  /// ``write(_:to:action:)`` for an array of bytes.
  package func write(_ bytes: [UInt8], to relative: String, action: String) throws(SnapshotStoreError) {
    var failure: SnapshotStoreError?
    bytes.withUnsafeBytes { buffer in
      do throws(SnapshotStoreError) {
        try write(buffer, to: relative, action: action)
      } catch {
        failure = error
      }
    }
    if let failure { throw failure }
  }

  /// ``write(_:to:action:)`` for text, written as UTF-8.
  package func write(_ text: String, to relative: String, action: String) throws(SnapshotStoreError) {
    var text = text
    var failure: SnapshotStoreError?
    text.withUTF8 { buffer in
      do throws(SnapshotStoreError) {
        try write(UnsafeRawBufferPointer(buffer), to: relative, action: action)
      } catch {
        failure = error
      }
    }
    if let failure { throw failure }
  }

  /// Renames the file `source` to `destination` (creating its folders), atomically, and
  /// makes the new entry reach the disk. Both are below this directory, so it is one
  /// `renameat` on one file system: `destination` is the old file or the moved one, never a part.
  func move(_ source: String, to destination: String, action: String) throws(SnapshotStoreError) {
    guard let from = try place(source, creating: false, action: action) else {
      throw SnapshotStoreError(action: action, path: fullPath(source), errorNumber: POSIX.ENOENT)
    }
    defer { from.close() }
    guard kind(of: from.name, in: from.folder) == .file else {
      throw SnapshotStoreError(action: action, path: fullPath(source), reason: "it is not a regular file")
    }
    guard let to = try place(destination, creating: true, action: action) else {
      throw SnapshotStoreError(action: action, path: fullPath(destination), errorNumber: POSIX.ENOENT)
    }
    defer { to.close() }
    guard POSIX.renameat(from.folder, from.name, to.folder, to.name) == 0 else {
      throw SnapshotStoreError(action: action, path: fullPath(destination), errorNumber: POSIX.errno)
    }
    _ = POSIX.fsync(to.folder)
  }

  // MARK: - Removing

  /// Removes the name `relative` (a file, or a link, never what it points to); a name that
  /// is already gone is not an error.
  func remove(_ relative: String, action: String) throws(SnapshotStoreError) {
    guard let place = try place(relative, creating: false, action: action) else { return }
    defer { place.close() }
    guard POSIX.unlinkat(place.folder, place.name, 0) == 0 || POSIX.errno == POSIX.ENOENT else {
      throw SnapshotStoreError(action: action, path: fullPath(relative), errorNumber: POSIX.errno)
    }
  }

  /// Removes the folder `relative` if it is empty: Git keeps no empty folders, and a folder
  /// that still holds anything is exactly the one to leave alone.
  func removeFolderIfEmpty(_ relative: String) {
    guard let place = try? place(relative, creating: false, action: "remove") else { return }
    defer { place.close() }
    _ = POSIX.unlinkat(place.folder, place.name, POSIX.AT_REMOVEDIR)
  }

  // MARK: - Locking

  /// Tries to take an exclusive advisory lock (`flock`) on the directory, through a
  /// descriptor of its own that holds the lock until ``unlock(_:)`` or the process's end;
  /// `nil` when another process holds it.
  func tryLock() throws(SnapshotStoreError) -> Int32? {
    guard let root = try root(creating: false, action: "lock") else {
      throw SnapshotStoreError(action: "lock", path: path, errorNumber: POSIX.ENOENT)
    }
    let descriptor = POSIX.openat(root, ".", POSIX.O_RDONLY | POSIX.O_DIRECTORY | POSIX.O_CLOEXEC)
    guard descriptor >= 0 else { throw SnapshotStoreError(action: "lock", path: path, errorNumber: POSIX.errno) }
    while POSIX.flock(descriptor, POSIX.LOCK_EX | POSIX.LOCK_NB) != 0 {
      let code = POSIX.errno
      if code == POSIX.EINTR { continue }
      _ = POSIX.close(descriptor)
      if code == POSIX.EWOULDBLOCK { return nil }
      throw SnapshotStoreError(action: "lock", path: path, errorNumber: code)
    }
    return descriptor
  }

  /// Releases a lock ``tryLock()`` took.
  func unlock(_ descriptor: Int32) {
    _ = POSIX.close(descriptor)
  }
}

extension SnapshotStoreError {
  /// A symbolic link the runner met where it reads, writes or deletes, and will not follow.
  /// The message names the link, where it points and what to do: `the component folder
  /// Snapshots/Faq is a symbolic link (to /elsewhere); the runner never follows one …`.
  static func symbolicLink(what: String, path: String, target: String?) -> SnapshotStoreError {
    let fix =
      switch what {
      case "the file": "replace it with the file itself, or re-record it"
      case "the snapshots directory": "pass the directory itself with --snapshots" + (target.map { " \($0)" } ?? "")
      case "the lock file", "the pending folder": "delete it (the runner makes its own)"
      default: "replace it with a real folder, or delete it"
      }
    return SnapshotStoreError(
      action: "", path: path,
      reason: "\(what) \(path) is a symbolic link" + (target.map { " (to \($0))" } ?? "")
        + "; the runner never follows one out of the snapshots directory — \(fix), then run again")
  }
}

/// An `errno` value, thrown by the directory's read helper and turned into a
/// ``SnapshotStoreError`` with the path by its callers.
struct POSIXErrorNumber: Error {
  var code: Int32
}
