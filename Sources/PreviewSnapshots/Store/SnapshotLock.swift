import Foundation

/// An advisory lock (`flock`) on a snapshots directory, held by every run that may write
/// into it, so two recording runs never interleave their files.
///
/// The lock is on the directory itself, so nothing is left behind that could go stale: the
/// kernel releases it when the holder exits, however it exits. While it holds the lock, the
/// runner also writes `.preview-runner.lock` in the directory naming itself, which a second
/// writer quotes when it gives up; the file is removed on release. The file is written like
/// a snapshot (a temporary file renamed over it) and never opened through a symbolic link:
/// a checkout whose lock file is a link is refused before anything is written.
package final class SnapshotLock {
  /// The file naming the holder, inside the snapshots directory.
  static let holderFileName = ".preview-runner.lock"

  private let directory: SnapshotDirectory
  private let descriptor: Int32

  private init(directory: SnapshotDirectory, descriptor: Int32) {
    self.directory = directory
    self.descriptor = descriptor
  }

  /// Takes the lock on the store's directory, which must exist, waiting up to `patience`
  /// for another holder to finish.
  package static func acquire(
    _ store: SnapshotStore, patience: Duration = .seconds(3), description: String
  ) throws(SnapshotLockError) -> SnapshotLock {
    let directory = store.directory
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: patience)
    do throws(SnapshotStoreError) {
      if try directory.kind(of: holderFileName) == .symbolicLink {
        throw SnapshotStoreError.symbolicLink(
          what: "the lock file", path: directory.fullPath(holderFileName),
          target: directory.linkTarget(of: holderFileName))
      }
      while true {
        if let descriptor = try directory.tryLock() {
          let lock = SnapshotLock(directory: directory, descriptor: descriptor)
          // Only a courtesy for the next writer: the lock holds without it.
          try? directory.write(description + "\n", to: holderFileName, action: "write")
          return lock
        }
        guard clock.now < deadline else { break }
        usleep(50_000)
      }
    } catch {
      throw SnapshotLockError(message: error.description)
    }
    let holder = (try? directory.readPrefix(holderFileName, limit: 512, action: "read"))
      .flatMap { $0 }
      .map { TerminalText.escaped(String(decoding: $0, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) }
    throw SnapshotLockError(
      message: "the snapshots directory \(TerminalText.escaped(directory.path)) is in use by another run that writes "
        + "snapshots" + (holder.map { " (\($0))" } ?? "") + "; wait for it to finish, then run again")
  }

  /// How a holder names itself: "preview-runner review (process 4711, since 2026-…Z)".
  package static func holderDescription(of what: String) -> String {
    "preview-runner \(what) (process \(getpid()), since \(Date().formatted(.iso8601)))"
  }

  /// Releases the lock and removes the holder file.
  package func release() {
    try? directory.remove(Self.holderFileName, action: "remove")
    directory.unlock(descriptor)
  }
}

/// Why the snapshots directory could not be locked.
package struct SnapshotLockError: Error, CustomStringConvertible {
  /// What held the directory, and what to do.
  package var message: String
  package var description: String { message }
}
