import Foundation

/// Which snapshots may be written, as swift-snapshot-testing's `record` modes have it: the one
/// record mode of `preview-runner` and of the snapshot assertions in `swift test`.
///
/// Set it for a whole run with the environment variable `SNAPSHOT_TESTING_RECORD` (`missing`,
/// `all`, `failed` or `never`), for one assertion with its `record:` parameter, or for a
/// `preview-runner` run with `--record` (``failed``) or `--ci` (``never``). Without any of
/// them it is ``missing`` locally and ``never`` when `CI` is set — and when `CI` is set only
/// what the person running asks for (the variable, or the runner's options) can change that,
/// so an assertion's `record:` left in a commit never writes on a CI machine.
///
/// What each mode does with each rendering is one table, shared by the runner and the
/// assertions; where they differ is only where a new rendering waits to be looked at (see
/// ``missing``).
public enum SnapshotRecordMode: String, Sendable, CaseIterable {
  /// Record a snapshot that does not exist yet (and report it); compare the others. The
  /// local default. An assertion writes the new reference and fails once, so that someone
  /// looks at it; `preview-runner`, which has `review`, keeps the new rendering pending in
  /// `Snapshots/.pending` for `review` to accept, and passes.
  case missing
  /// Record every snapshot, matching or not, and report each one.
  case all
  /// Record snapshots that are missing or do not match (and report them); compare the others.
  /// `preview-runner --record`.
  case failed
  /// Never write: a missing or different snapshot fails. The default when `CI` is set, and
  /// `preview-runner --ci`, which writes what differs as `.new` files into `--new-dir`.
  case never

  /// The environment variable that sets the mode for a run: `SNAPSHOT_TESTING_RECORD`.
  public static let environmentVariable = "SNAPSHOT_TESTING_RECORD"

  /// The mode an assertion runs in: `SNAPSHOT_TESTING_RECORD` when it is set, then ``never``
  /// when `CI` is set to anything but "", "0" or "false", then `explicit`, then ``missing``.
  ///
  /// - Throws: a message naming the variable when `SNAPSHOT_TESTING_RECORD` holds something
  ///   else than the four modes.
  public static func resolve(
    _ explicit: SnapshotRecordMode?, environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(SnapshotRecordModeError) -> SnapshotRecordMode {
    try resolve(requested: nil, written: explicit, environment: environment)
  }

  /// The one rule, for the runner and the assertions alike. What the person running asks for
  /// comes first: `requested` (the runner's `--record` or `--ci`), then
  /// `SNAPSHOT_TESTING_RECORD`. Then ``never`` when `CI` is set to anything but "", "0" or
  /// "false" (in any case). Then what the source asks for, `written` (an assertion's
  /// `record:`), which a CI machine never obeys. Then ``missing``.
  package static func resolve(
    requested: SnapshotRecordMode?, written: SnapshotRecordMode?, environment: [String: String]
  ) throws(SnapshotRecordModeError) -> SnapshotRecordMode {
    if let requested { return requested }
    if let value = environment[environmentVariable], !value.isEmpty {
      guard let mode = SnapshotRecordMode(rawValue: value.lowercased()) else {
        throw SnapshotRecordModeError(value: value)
      }
      return mode
    }
    if let ci = environment["CI"], !["", "0", "false"].contains(ci.lowercased()) { return .never }
    return written ?? .missing
  }

  /// Whether a snapshot that does not exist is recorded (or, by the runner, kept for review).
  package var recordsMissing: Bool { self != .never }
  /// Whether a snapshot that differs (or cannot be read) is rewritten.
  package var recordsChanged: Bool { self == .all || self == .failed }
  /// Whether a run in this mode writes into the snapshots directory (snapshots or pending
  /// renderings), and so takes its lock.
  package var writesIntoSnapshotsDirectory: Bool { self != .never }
}

/// `SNAPSHOT_TESTING_RECORD` holds a value that is not a record mode.
public struct SnapshotRecordModeError: Error, Sendable, CustomStringConvertible {
  /// The value found in the environment.
  public var value: String

  /// An error for the value found in the environment.
  package init(value: String) { self.value = value }

  /// What is wrong and what to write instead.
  public var description: String {
    "\(SnapshotRecordMode.environmentVariable)=\(value) is not a record mode; use one of "
      + SnapshotRecordMode.allCases.map(\.rawValue).joined(separator: ", ")
  }
}
