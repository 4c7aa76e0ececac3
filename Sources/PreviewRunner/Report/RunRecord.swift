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
}
