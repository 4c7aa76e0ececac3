import PreviewSnapshots

/// Everything one verify run leaves for its reports: the results, and what some formats add
/// to them. Made once at the end of a run and handed to every ``Report``.
struct RunRecord {
  /// Every snapshot's result, the stale files, the placeholders and the shard.
  var summary: RunSummary
  /// What to do about failures a new rendering could fix, in CI mode (JUnit ends each such
  /// failure with it); `nil` otherwise.
  var acceptHint: String?
  /// The snapshots directory from the package root, which JUnit's `file` paths start with.
  var snapshotsFolder: String
  /// What the HTML report draws, by snapshot path; empty unless one is written.
  var renderings: [String: HTMLReport.Rendering] = [:]
  /// The stale snapshot files that can be decoded, for the HTML report; empty unless one is
  /// written.
  var staleFiles: [String: SnapshotFile] = [:]

  /// What to do about a CI run's changed, missing or unreadable snapshots, which CI mode never
  /// writes: accept them locally, or accept CI's own renderings from its artifact. `nil` when
  /// no failure of `summary` is one a new rendering could fix (a crash, a state that did not
  /// settle). `snapshotsArgument` is ` --snapshots DIR`, or empty for the default folder.
  static func acceptHint(_ summary: RunSummary, snapshotsArgument folder: String) -> String? {
    guard summary.results.contains(where: { JUnitReport.acceptable($0.kind) }) else { return nil }
    return "to accept these renderings, run locally: swift run preview-runner\(folder), then swift run "
      + "preview-runner review\(folder) (or swift run preview-runner --record\(folder) <filter>); or accept "
      + "CI's own: download its new renderings and run swift run preview-runner review --from <folder or .zip>\(folder)"
  }
}
