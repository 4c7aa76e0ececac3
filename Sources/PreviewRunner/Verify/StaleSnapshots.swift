import PreviewSnapshots
/// Snapshot files no preview produces, within the components a run had in scope. Every state
/// counts as producing its files, selected or not, so that a state filter never makes the other
/// states' files look stale; a provider whose states could not be read owns files nobody can
/// call stale; and only the runner's own files are stale: a text file someone keeps beside the
/// snapshots is neither reported nor pruned.
struct StaleSnapshots {
  let store: SnapshotStore
  /// The snapshots directory as listed when the run started writing, if it did.
  let listing: SnapshotStore.Listing?
  let plan: PreviewPlan
  /// Whether filters or `--state` narrowed the run to the plan's components.
  let scoped: Bool
  /// The providers whose declarations could not be read.
  let unreadablePreviews: [String]

  /// The stale files, sorted, given the snapshots the run's `results` name.
  func find(results: [SnapshotResult]) throws -> [String] {
    let components = scoped ? plan.components : nil
    let existing = try store.unsortedSnapshots(components: components.map(Set.init), in: listing)
    var produced = Set(results.compactMap { $0.id?.relativePath })
    var stale = existing.filter { !produced.contains($0) }
    if !stale.isEmpty && !unreadablePreviews.isEmpty {
      let stems = unreadablePreviews.map { SnapshotID.safeName($0) + "." }
      stale = stale.filter { path in
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return !stems.contains { name.hasPrefix($0) }
      }
    }
    // The paths of every state not run are built only when a file is left that this run's
    // results do not name: usually none is, and building every path again costs as much as
    // checking a state.
    if !stale.isEmpty {
      for item in plan.allItems where components?.contains(item.component) ?? true {
        produced.insert(item.id().relativePath)
        for step in item.stepNames {
          produced.insert(item.id(step: step).relativePath)
        }
      }
      stale = stale.filter { !produced.contains($0) }
    }
    // Only what is stale is sorted, for the report: usually nothing.
    return stale.filter { store.holdsSnapshot(relativePath: $0) }.sorted()
  }

  /// Why `--prune` must not delete anything yet, or `nil` when it may: a failure (fix it
  /// first), or new renderings still pending (a state renamed since the last recording leaves
  /// its old snapshot stale while its new one is only pending; pruning then would leave it
  /// with no snapshot if that rendering were rejected).
  static func pruneRefusal(stale: Int, failed: Int, pendingNew: Int, snapshotsArgument: String) -> String? {
    if failed > 0 {
      return "not pruning \(counted(stale, "stale snapshot")): \(failed) failed; fix them, then run --prune"
    }
    guard pendingNew > 0 else { return nil }
    return "not pruning \(counted(stale, "stale snapshot")): \(counted(pendingNew, "new rendering")) "
      + "\(pendingNew == 1 ? "is" : "are") still pending, and a rejected one would leave its state with no "
      + "snapshot; accept them (swift run preview-runner review\(snapshotsArgument)) or record them "
      + "(--record) first, then run --prune"
  }

  /// Deletes each stale file; the ones left (a warning printed for each) and a line per
  /// deletion, printed by `print`.
  func prune(_ stale: [String], print: (String) -> Void) -> [String] {
    var remaining: [String] = []
    for path in stale {
      do {
        try store.delete(relativePath: path)
        print("pruned: \(TerminalText.escaped(path))")
      } catch {
        print("warning: cannot delete \(TerminalText.escaped(path)): \(error)")
        remaining.append(path)
      }
    }
    return remaining
  }
}
