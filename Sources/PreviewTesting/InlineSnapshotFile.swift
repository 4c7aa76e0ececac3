import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A test source file as the inline-snapshot writer touches it: PreviewTesting's one seam to
/// the file system for sources, where the POSIX calls live.
///
/// Reading takes an exclusive `flock` on the file, held until the rewrite is renamed into
/// place, so two test processes (XCTest's `--parallel`, two `swift test` at once) never write
/// from the same old text. A symbolic link is written through: the file it points to is
/// replaced, in its own folder, and the link stays a link. The new text goes to a temporary
/// file of PreviewTesting's own naming in that folder (`.<File>.swift.inline-<pid>-<token>.tmp`),
/// gets the old file's mode and owner, is `fsync`ed, renamed over the file, and the folder is
/// `fsync`ed; a temporary file whose process is gone (killed mid-write) is removed the next time.
struct InlineSnapshotFile: ~Copyable {
  /// The path as the test gave it (`#filePath`): what messages name.
  let path: String
  /// The file written: `path` with its symbolic links resolved.
  let target: String
  /// The file's bytes when it was opened.
  let bytes: [UInt8]
  /// The file's modification time when it was opened.
  let modified: timespec
  private let descriptor: Int32
  private let status: stat

  /// Opens `path` for a rewrite, locked; refuses what must not be rewritten.
  init(path: String) throws(InlineSnapshotRefusal) {
    guard let resolved = realpath(path, nil) else { throw .unreadable(path: path, reason: Self.reason(errno)) }
    let target = String(cString: resolved)
    free(resolved)
    let (descriptor, status) = try Self.openLocked(target, path: path)
    let bytes: [UInt8]
    do {
      bytes = try Self.readAll(descriptor)
    } catch {
      close(descriptor)
      throw .unreadable(path: path, reason: Self.reason(error.code))
    }
    self.path = path
    self.target = target
    self.bytes = bytes
    self.descriptor = descriptor
    self.status = status
    #if canImport(Darwin)
      modified = status.st_mtimespec
    #else
      modified = status.st_mtim
    #endif
  }

  /// Opens and locks `target`; refuses a file that is not a regular one or that is read-only.
  private static func openLocked(_ target: String, path: String) throws(InlineSnapshotRefusal) -> (Int32, stat) {
    // The file may be renamed over between opening and locking it (another process's
    // rewrite): lock, then check that the name still leads to the locked file.
    for _ in 0..<100 {
      let descriptor = open(target, O_RDONLY | O_CLOEXEC)
      guard descriptor >= 0 else { throw .unreadable(path: path, reason: reason(errno)) }
      while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
      var status = stat()
      var current = stat()
      guard fstat(descriptor, &status) == 0, stat(target, &current) == 0, current.st_ino == status.st_ino,
        current.st_dev == status.st_dev
      else {
        close(descriptor)
        continue
      }
      guard (status.st_mode & S_IFMT) == S_IFREG else {
        close(descriptor)
        throw .notARegularFile(path: path)
      }
      // Write permission is read from the mode, not asked with `access`: root may write
      // anything, and a file its owner made read-only must still not be rewritten.
      guard status.st_mode & 0o222 != 0 else {
        close(descriptor)
        throw .readOnly(path: path)
      }
      return (descriptor, status)
    }
    throw .unreadable(path: path, reason: "it kept being replaced while it was opened")
  }

  deinit {
    close(descriptor)
  }

  /// Replaces the file's content with `bytes`, atomically, keeping its mode and owner.
  func replace(with bytes: [UInt8]) throws(InlineSnapshotRefusal) {
    let slash = target.lastIndex(of: "/")!
    let folder = String(target[..<slash])
    let name = String(target[target.index(after: slash)...])
    Self.removeStaleTemporaries(in: folder, of: name)
    let prefix = folder + "/" + Self.temporaryPrefix(of: name) + "\(getpid())-"
    var temporary = ""
    var output: Int32 = -1
    for _ in 0..<8 where output < 0 {
      temporary = prefix + String(UInt64.random(in: .min ... .max), radix: 36) + ".tmp"
      output = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
      if output < 0 && errno != EEXIST { break }
    }
    guard output >= 0 else { throw .unwritable(path: path, reason: Self.reason(errno)) }
    var failure = Self.writeAll(bytes, to: output)
    // The owner first: changing it may clear set-id bits that the mode then restores.
    _ = fchown(output, status.st_uid, status.st_gid)
    if failure == 0 && fchmod(output, status.st_mode & 0o7777) != 0 { failure = errno }
    if failure == 0 && fsync(output) != 0 { failure = errno }
    if close(output) != 0 && failure == 0 { failure = errno }
    if failure == 0 && rename(temporary, target) != 0 { failure = errno }
    guard failure == 0 else {
      unlink(temporary)
      throw .unwritable(path: path, reason: Self.reason(failure))
    }
    let directory = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if directory >= 0 {
      _ = fsync(directory)
      close(directory)
    }
  }

  // MARK: Temporary files

  /// `.<name>.inline-`: how this writer's temporary files for `name` start.
  static func temporaryPrefix(of name: String) -> String {
    "." + name + ".inline-"
  }

  /// Removes the temporary files of `name` in `folder` that a writer left when it was killed:
  /// those whose process no longer runs.
  static func removeStaleTemporaries(in folder: String, of name: String) {
    let prefix = temporaryPrefix(of: name)
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
    for entry in entries where entry.hasPrefix(prefix) && entry.hasSuffix(".tmp") {
      let rest = entry.dropFirst(prefix.count)
      guard let dash = rest.firstIndex(of: "-"), let pid = pid_t(rest[..<dash]) else { continue }
      if kill(pid, 0) != 0 && errno == ESRCH { unlink(folder + "/" + entry) }
    }
  }

  // MARK: The build

  /// When the running test binary was last written (linked): a source modified later was
  /// not what it was compiled from. `nil` when the binary cannot be found.
  ///
  /// Why a time and not a hash of the compiled text: nothing records one that a test can read.
  /// `#filePath` and `#line` carry no content; Swift's debug info has no source checksums
  /// (clang's has, for C files only); a build-tool plugin runs only for targets that apply
  /// it, hashes before compiling, and the test module's symbols are not exported for
  /// PreviewTesting to find its table. The driver already fails a build whose input changed
  /// while it compiled; a save after that makes the source newer than the binary. What the
  /// time cannot see (a save in the seconds of linking) the writer's checks of the call
  /// itself (its closure, its literal's value, its width and height) still catch, unless two
  /// calls alike in all of these were swapped then.
  static let buildTime: timespec? = {
    var status = stat()
    #if os(Linux)
      guard stat("/proc/self/exe", &status) == 0 else { return nil }
      return status.st_mtim
    #elseif canImport(Darwin)
      // The test bundle holding this code, not the `xctest` tool that loaded it.
      var info = Dl_info()
      guard dladdr(#dsohandle, &info) != 0, let name = info.dli_fname, stat(name, &status) == 0 else { return nil }
      return status.st_mtimespec
    #else
      return nil
    #endif
  }()

  // MARK: Plumbing

  private static func readAll(_ descriptor: Int32) throws(POSIXCode) -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw POSIXCode(code: errno)
      }
      if count == 0 { return bytes }
      bytes += chunk[..<count]
    }
  }

  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32 {
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, $0.count - written) }
      if count < 0 {
        if errno == EINTR { continue }
        return errno
      }
      written += count
    }
    return 0
  }

  static func reason(_ code: Int32) -> String {
    String(cString: strerror(code))
  }

  /// An `errno` value.
  private struct POSIXCode: Error {
    var code: Int32
  }
}

extension timespec {
  /// Whether this time is later than `other`.
  func isAfter(_ other: timespec) -> Bool {
    tv_sec != other.tv_sec ? tv_sec > other.tv_sec : tv_nsec > other.tv_nsec
  }
}
