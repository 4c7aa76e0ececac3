import PreviewSnapshots
// The record mode is the snapshot core's, shared with `preview-runner`: re-exported, so that a
// test that imports PreviewTesting writes `record: .failed` and `SnapshotRecordMode` as before.
@_exported import PreviewSnapshots

extension SnapshotRecordMode {
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
}
