import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An advisory lock (`flock`) on a snapshots directory, held by every run that may write
/// into it, so two recording runs never interleave their files.
///
/// The lock is on the directory itself, so nothing is left behind that could go stale: the
/// kernel releases it when the holder exits, however it exits. While it holds the lock, the
/// runner also writes `.preview-runner.lock` in the directory naming itself, which a second
/// writer quotes when it gives up; the file is removed on release.
final class SnapshotLock {
  /// The file naming the holder, inside the snapshots directory.
  static let holderFileName = ".preview-runner.lock"

  private let descriptor: Int32
  private let holderPath: String

  private init(descriptor: Int32, holderPath: String) {
    self.descriptor = descriptor
    self.holderPath = holderPath
  }

  /// Takes the lock on `directory`, which must exist, waiting up to `patience` for another
  /// holder to finish.
  static func acquire(
    _ directory: String, patience: Duration = .seconds(3), description: String
  ) throws(SnapshotLockError) -> SnapshotLock {
    let descriptor = open(directory, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw SnapshotLockError(
        message: "cannot lock the snapshots directory \(directory): \(String(cString: strerror(errno)))")
    }
    let holderPath = directory + "/" + holderFileName
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: patience)
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      let code = errno
      guard code == EWOULDBLOCK || code == EINTR else {
        close(descriptor)
        throw SnapshotLockError(
          message: "cannot lock the snapshots directory \(directory): \(String(cString: strerror(code)))")
      }
      guard clock.now < deadline else {
        close(descriptor)
        let holder = (try? String(contentsOfFile: holderPath, encoding: .utf8))?
          .trimmingCharacters(in: .whitespacesAndNewlines)
        throw SnapshotLockError(
          message: "the snapshots directory \(directory) is in use by another run that writes snapshots"
            + (holder.map { " (\($0))" } ?? "") + "; wait for it to finish, then run again")
      }
      usleep(50_000)
    }
    try? Data((description + "\n").utf8).write(to: URL(fileURLWithPath: holderPath))
    return SnapshotLock(descriptor: descriptor, holderPath: holderPath)
  }

  /// How a holder names itself: "preview-runner review (process 4711, since 2026-…Z)".
  static func holderDescription(of what: String) -> String {
    "preview-runner \(what) (process \(getpid()), since \(Date().formatted(.iso8601)))"
  }

  /// Releases the lock and removes the holder file.
  func release() {
    unlink(holderPath)
    close(descriptor)
  }
}

/// Why the snapshots directory could not be locked.
struct SnapshotLockError: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}
