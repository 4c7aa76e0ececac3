/// Which snapshots a verify run may write, modelled on swift-snapshot-testing's `Record`
/// (`.never`, `.missing`, `.failed`, `.all`).
///
/// One value decides everything the old `--record`/`--ci` pair did, so no code has to
/// combine two booleans. A local run records nothing but keeps what changed pending for
/// `review`, which swift-snapshot-testing has no mode for; `--record` is its `.failed`.
package enum RecordMode: String, Sendable, Equatable, CaseIterable {
  /// Write nothing into the snapshots directory: a missing snapshot fails and differing
  /// renderings go to `.new` files in `--new-dir` (`--ci`, or the `CI` environment variable).
  case never
  /// Record nothing; keep renderings that are new or differ pending in `Snapshots/.pending`
  /// for `review` (the default).
  case pending
  /// Record missing snapshots and rewrite those that differ or cannot be read (`--record`).
  case failed

  /// Whether a run in this mode writes into the snapshots directory (snapshots or pending
  /// renderings), and so takes its lock.
  package var writesIntoSnapshotsDirectory: Bool { self != .never }
}
