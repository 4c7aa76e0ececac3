import PreviewSnapshots
import Testing

@testable import PreviewTesting

@Suite("Record modes come from SNAPSHOT_TESTING_RECORD, CI and the assertion")
struct RecordModeTests {
  @Test(
    "the environment outranks CI, CI outranks the assertion, missing is the local default",
    arguments: [
      ([:], nil, SnapshotRecordMode.missing),
      ([:], .all, .all),
      (["CI": "1"], .all, .never),
      (["CI": "true"], nil, .never),
      (["CI": "0"], nil, .missing),
      (["CI": "false"], .failed, .failed),
      (["CI": "1", "SNAPSHOT_TESTING_RECORD": "failed"], nil, .failed),
      (["SNAPSHOT_TESTING_RECORD": "NEVER"], .all, .never),
    ] as [([String: String], SnapshotRecordMode?, SnapshotRecordMode)])
  func resolution(environment: [String: String], explicit: SnapshotRecordMode?, expected: SnapshotRecordMode) throws {
    #expect(try SnapshotRecordMode.resolve(explicit, environment: environment) == expected)
  }

  @Test("an unknown value names the variable and the modes")
  func unknownValue() {
    #expect(throws: SnapshotRecordModeError.self) {
      try SnapshotRecordMode.resolve(nil, environment: ["SNAPSHOT_TESTING_RECORD": "yes"])
    }
    let error = SnapshotRecordModeError(value: "yes")
    #expect(
      error.description == "SNAPSHOT_TESTING_RECORD=yes is not a record mode; use one of missing, all, failed, never")
  }
}
