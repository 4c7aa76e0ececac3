import Foundation
import PreviewRunner

/// Compares one rendering with its reference file and records it as the mode allows: the
/// one decision behind `assertSnapshot` and the preview test cases, so both say the same
/// things in the same words.
struct SnapshotVerification {
  /// Where the references live (`…/__Snapshots__` or a package's `Snapshots`).
  let store: SnapshotStore
  /// What may be written.
  let mode: SnapshotRecordMode
  /// The command that re-runs this check, for messages: `swift test --filter GreetingTests`.
  let rerun: String

  /// Checks `actual` against the file at `relativePath`; returns the failure to report, or
  /// `nil` when the reference matches and nothing was recorded.
  func check(_ actual: SnapshotFile, relativePath: String) -> String? {
    let path = store.root + "/" + relativePath
    let bytes = actual.encodedBytes()
    if let link = linkedRoot() { return link }
    let loaded: SnapshotStore.Loaded
    do {
      loaded = try store.load(relativePath: relativePath)
    } catch {
      return "\(error)"
    }
    switch loaded {
    case .missing:
      guard mode.recordsMissing else {
        return "no snapshot at \(path), and record mode is never (CI is set): nothing was written. "
          + "Record it locally with: \(rerun), then commit it."
      }
      return record(bytes, relativePath: relativePath)
        ?? "recorded a new snapshot: \(path) (record mode \(mode.rawValue)); run the test again to compare with it"
    case .found(let recorded):
      return compare(recorded: recorded, actual: actual, bytes: bytes, relativePath: relativePath, path: path)
    }
  }

  private func compare(
    recorded: [UInt8], actual: SnapshotFile, bytes: [UInt8], relativePath: String, path: String
  ) -> String? {
    let comparison: SnapshotComparison
    do {
      comparison = try SnapshotComparison.compare(
        recordedBytes: recorded, actualBytes: bytes, actual: actual, path: path)
    } catch {
      guard mode.recordsChanged else {
        return "\(error.description) — re-record it with: \(SnapshotRecordMode.environmentVariable)=failed \(rerun)"
      }
      return record(bytes, relativePath: relativePath) ?? "re-recorded \(path), which could not be read: \(error)"
    }
    switch comparison {
    case .match:
      guard mode == .all else { return nil }
      return "recorded \(path) (record mode all; it had not changed); turn recording off to compare"
    case .changed(let change):
      let report = change.report(colored: false)
      guard mode.recordsChanged else {
        return "snapshot does not match \(path): \(report)\n"
          + "If the change is intended, re-record it with: \(SnapshotRecordMode.environmentVariable)=failed \(rerun)"
      }
      return record(bytes, relativePath: relativePath)
        ?? "re-recorded \(path) (record mode \(mode.rawValue)); it did not match: \(report)"
    }
  }

  /// The failure to report when the snapshots folder is a symbolic link, which the store never
  /// follows: the runner's message would point at its `--snapshots` option, which `swift test`
  /// does not have.
  private func linkedRoot() -> String? {
    guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: store.root) else { return nil }
    let link = RunningTest.shellQuoted(store.root)
    let folder = URL(fileURLWithPath: store.root).deletingLastPathComponent()
    let source = URL(fileURLWithPath: target, relativeTo: folder).standardizedFileURL.path
    return "the snapshots folder \(store.root) is a symbolic link (to \(target)); snapshot assertions never follow "
      + "one out of the test's folder — replace the link with the folder itself (for example: rm \(link) && "
      + "cp -R \(RunningTest.shellQuoted(source)) \(link)), then run again: \(rerun)"
  }

  /// Writes the reference; returns the failure when it cannot be written.
  private func record(_ bytes: [UInt8], relativePath: String) -> String? {
    do {
      try store.write(bytes, relativePath: relativePath)
      return nil
    } catch {
      return "\(error)"
    }
  }
}
