import Foundation
import PreviewSnapshots

/// Where a verify run keeps the renderings it does not record: pending beside the snapshots
/// for `review` (a local run), or `.new` files in a directory of their own (CI mode); and
/// which pending renderings a state that now passes no longer needs.
struct KeptRenderings {
  let store: SnapshotStore
  let pending: PendingStore
  /// `--new-dir`, resolved; `nil` means a fresh temporary directory.
  let requestedNewDirectory: String?
  /// Pending renderings found at the start of the run, listed once: a state that passes or
  /// is recorded drops its own.
  var pendingAtStart: Set<String> = []
  /// How many renderings this run kept pending.
  private(set) var keptPending = 0
  /// Where CI mode writes `.new` files, chosen on first use.
  private(set) var newDirectory: String?
  /// How many `.new` files reached ``newDirectory``.
  private(set) var newFilesWritten = 0

  /// Keeps a rendering that differs from its snapshot (`base`), or has none, where `keep`
  /// says; a warning when it could not be kept.
  mutating func keep(
    _ rendered: RenderedSnapshot, id: SnapshotID, base: PendingStore.Base, keep: RecordPolicy.Keep
  ) -> String? {
    guard keep == .newDirectory else {
      do {
        try pending.keep(text: rendered.text, for: id, base: base)
        keptPending += 1
        return nil
      } catch {
        return "warning: cannot keep the new rendering of \(TerminalText.escaped(id.relativePath)) for review: \(error)"
      }
    }
    if newDirectory == nil {
      newDirectory =
        requestedNewDirectory
        ?? FileManager.default.temporaryDirectory.appendingPathComponent("preview-runner-new-\(UUID().uuidString)").path
    }
    do {
      try CIArtifact.write(rendered.text, for: id, base: base, into: newDirectory ?? store.root)
      newFilesWritten += 1
      return nil
    } catch {
      return "warning: cannot write the new rendering of \(TerminalText.escaped(id.relativePath)): \(error)"
    }
  }

  /// Drops the pending rendering at `relativePath` (a snapshot id's) if the run started with
  /// one: the state passed or was recorded, so there is nothing left to review. A warning when
  /// it could not be dropped.
  mutating func dropPending(relativePath: String) -> String? {
    guard !pendingAtStart.isEmpty, pendingAtStart.remove(relativePath) != nil else { return nil }
    do {
      try pending.drop(relativePath: relativePath)
      return nil
    } catch {
      return "warning: \(error)"
    }
  }
}
