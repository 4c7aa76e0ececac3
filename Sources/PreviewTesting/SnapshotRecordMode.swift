import Foundation

/// When a snapshot assertion may write its reference, as swift-snapshot-testing's `record`
/// modes have it.
///
/// Set it for a whole run with the environment variable `SNAPSHOT_TESTING_RECORD` (`missing`,
/// `all`, `failed` or `never`), or for one assertion with its `record:` parameter. Without
/// either it is ``missing`` locally and ``never`` when `CI` is set — and when `CI` is set only
/// the environment variable can change that, so an assertion's `record:` left in a commit
/// never writes on a CI machine.
public enum SnapshotRecordMode: String, Sendable, CaseIterable {
  /// Record a snapshot that does not exist yet (and report it); compare the others.
  case missing
  /// Record every snapshot, matching or not, and report each one.
  case all
  /// Record snapshots that are missing or do not match (and report them); compare the others.
  case failed
  /// Never write: a missing or different snapshot fails. The default when `CI` is set.
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
    if let value = environment[environmentVariable], !value.isEmpty {
      guard let mode = SnapshotRecordMode(rawValue: value.lowercased()) else {
        throw SnapshotRecordModeError(value: value)
      }
      return mode
    }
    if let ci = environment["CI"], !["", "0", "false"].contains(ci.lowercased()) { return .never }
    return explicit ?? .missing
  }

  /// ``resolve(_:environment:)`` for an assertion: an unknown mode in the environment is
  /// reported as a test issue at `location`, and the assertion checks nothing (`nil`).
  static func resolve(_ explicit: SnapshotRecordMode?, reportingAt location: AssertionLocation) -> SnapshotRecordMode? {
    do {
      return try resolve(explicit)
    } catch {
      TestFailure.report(error.description, at: location)
      return nil
    }
  }

  /// Whether a snapshot that does not exist is written.
  var recordsMissing: Bool { self != .never }
  /// Whether a snapshot that differs (or cannot be read) is rewritten.
  var recordsChanged: Bool { self == .all || self == .failed }
}

/// `SNAPSHOT_TESTING_RECORD` holds a value that is not a record mode.
public struct SnapshotRecordModeError: Error, Sendable, CustomStringConvertible {
  /// The value found in the environment.
  public var value: String

  /// What is wrong and what to write instead.
  public var description: String {
    "\(SnapshotRecordMode.environmentVariable)=\(value) is not a record mode; use one of "
      + SnapshotRecordMode.allCases.map(\.rawValue).joined(separator: ", ")
  }
}
