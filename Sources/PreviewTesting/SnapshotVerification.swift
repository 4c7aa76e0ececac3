import Foundation
import PreviewSnapshots

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
  /// `nil` when the reference matches and nothing was recorded. The verdict is the runner's
  /// (``Judge``), and what is done with it the one ``RecordPolicy`` table.
  func check(_ actual: SnapshotFile, relativePath: String) -> String? {
    let path = store.root + "/" + relativePath
    let bytes = actual.encodedBytes()
    if let link = linkedRoot() { return link }
    let recorded: Judge.Recorded
    do {
      switch try store.load(relativePath: relativePath) {
      case .missing: recorded = .missing
      case .found(let found): recorded = .found(found)
      }
    } catch {
      return "\(error)"
    }
    let verdict = Judge.verdict(recorded: recorded, rendered: bytes, path: path, shownPath: path)
    switch RecordPolicy.action(mode, verdict.kind) {
    case .pass:
      return nil
    case .fail:
      return failure(verdict, path: path)
    case .pend, .record:
      return record(bytes, relativePath: relativePath) ?? recordedMessage(verdict, path: path)
    }
  }

  /// What a failing verdict reports, with the command that records it.
  private func failure(_ verdict: Verdict, path: String) -> String? {
    let again = "\(SnapshotRecordMode.environmentVariable)=failed \(rerun)"
    switch verdict {
    case .match:
      return nil
    case .new:
      return "no snapshot at \(path), and record mode is never (CI is set): nothing was written. "
        + "Record it locally with: \(rerun), then commit it."
    case .changed(let change):
      return "snapshot does not match \(path): \(change.report(colored: false))\n"
        + "If the change is intended, re-record it with: \(again)"
    case .unreadable(let reason):
      return "\(reason) — re-record it with: \(again)"
    }
  }

  /// What an assertion that wrote its reference reports: recording is never a pass.
  private func recordedMessage(_ verdict: Verdict, path: String) -> String {
    switch verdict {
    case .match:
      "recorded \(path) (record mode \(mode.rawValue); it had not changed); turn recording off to compare"
    case .new:
      "recorded a new snapshot: \(path) (record mode \(mode.rawValue)); run the test again to compare with it"
    case .changed(let change):
      "re-recorded \(path) (record mode \(mode.rawValue)); it did not match: \(change.report(colored: false))"
    case .unreadable(let reason):
      "re-recorded \(path), which could not be read: \(reason)"
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
