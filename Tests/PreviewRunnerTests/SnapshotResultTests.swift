import Foundation
import PreviewSnapshots
import Testing

@testable import PreviewRunner

/// Results carry the ``SnapshotID`` of their snapshot, and the reports read every name from it.
@Suite("Snapshot results in the reports")
struct SnapshotResultTests {
  static let id = SnapshotID(
    component: "Lamp", preview: "LampPreviews", state: "lit", width: 40, includesWidthInName: true, step: "1 tap On")

  static let summary = RunSummary(
    results: [
      SnapshotResult(.snapshot(id), status: .passed),
      SnapshotResult(.unreadableProvider("BrokenPreviews"), status: .crashed, kind: .discovery, message: "gone"),
    ],
    placeholders: [PlaceholderNote(id: id, placeholders: ["Store"])])

  @Test("a result names its snapshot; a provider whose states could not be read has none")
  func subjects() {
    let passed = Self.summary.results[0]
    #expect(passed.id == Self.id)
    #expect(passed.component == "Lamp" && passed.preview == "LampPreviews")
    let unreadable = Self.summary.results[1]
    #expect(unreadable.id == nil)
    #expect(unreadable.component == "BrokenPreviews" && unreadable.preview == "BrokenPreviews")
  }

  @Test("the JSON report gives a snapshot's identity and path, and an unreadable provider empty ones")
  func json() {
    let text = String(decoding: JSONReport.encode(Self.summary), as: UTF8.self)
    #expect(
      text.contains(
        """
            {
              "component" : "Lamp",
              "id" : "Lamp/LampPreviews.lit.w40.1-tap-On",
              "path" : "Lamp/LampPreviews.lit.w40.1-tap-On.txt",
              "position" : 0,
              "preview" : "LampPreviews",
              "state" : "lit",
              "status" : "passed",
              "step" : "1 tap On",
              "width" : 40
            },
            {
              "component" : "BrokenPreviews",
              "id" : "",
              "kind" : "discovery",
              "message" : "gone",
              "path" : "",
              "position" : 0,
              "preview" : "BrokenPreviews",
              "state" : "",
              "status" : "crashed",
              "width" : 0
            }
        """), "\(text)")
    #expect(
      text.contains(
        """
          "placeholders" : [
            {
              "component" : "Lamp",
              "path" : "Lamp/LampPreviews.lit.w40.1-tap-On.txt",
              "placeholders" : [
                "Store"
              ],
              "preview" : "LampPreviews",
              "state" : "lit",
              "step" : "1 tap On"
            }
          ],
        """), "\(text)")
  }

  @Test("the JUnit report names a snapshot's test case by state, step and width, with its file")
  func junit() {
    let text = String(decoding: JUnitReport.encode(Self.summary, snapshotsFolder: "Snapshots"), as: UTF8.self)
    #expect(
      text.contains(
        "<testcase classname=\"Lamp.LampPreviews\" name=\"lit › 1 tap On @40\" "
          + "file=\"Snapshots/Lamp/LampPreviews.lit.w40.1-tap-On.txt\" time=\"0.000\"/>"), "\(text)")
    #expect(
      text.contains(
        "<testcase classname=\"BrokenPreviews.BrokenPreviews\" name=\"(reading its states)\" file=\"\" "
          + "time=\"0.000\">"), "\(text)")
  }
}
