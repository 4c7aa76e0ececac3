import Foundation
import PreviewKit
import PreviewSnapshots
import Testing
import TextUI

@testable import PreviewTesting

private struct ChipPreviews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(widths: [8, 12]) }
  static var states: [PreviewState] {
    [
      PreviewState("off") { Text("off") },
      PreviewState("on", steps: [.tap("Go")]) { Button("Go") {} },
    ]
  }
}

private struct LabelPreviews: PreviewProvider {
  static var previews: some View { Text("label") }
}

private enum TestRegistry: PreviewRegistry {
  static let moduleName = "PreviewTestingTests"
  static let providers: [any PreviewProvider.Type] = [LabelPreviews.self, ChipPreviews.self]
  static let appChecks: [any AppCheckProvider.Type] = []
}

@Suite("Previews as test cases: one per state, named component/preview/state, checked like the runner")
@MainActor
struct PreviewTestCaseTests {
  @Test("every state of the selected previews is a case, in the runner's order")
  func cases() {
    #expect(
      PreviewTestCase.cases(in: TestRegistry.self).map(\.description) == [
        "Chip/ChipPreviews/off", "Chip/ChipPreviews/on", "Label/LabelPreviews/default",
      ])
    #expect(
      PreviewTestCase.cases(in: TestRegistry.self, previews: ["LabelPreviews"]).map(\.testDescription) == [
        "Label/LabelPreviews/default"
      ])
    #expect(PreviewTestCase.cases(in: TestRegistry.self, excluding: ["ChipPreviews"]).count == 1)
  }

  @Test("a case records and then verifies every width and step under the runner's file names")
  func recordsAndVerifies() async throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("cases-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    let on = try #require(PreviewTestCase.cases(in: TestRegistry.self).first { $0.state == "on" })
    let record = SnapshotVerification(store: SnapshotStore(root: root), mode: .missing, rerun: "swift test")
    let recorded = await PreviewStateRendering(on).check(with: record)
    #expect(recorded.count == 4, "\(recorded)")
    let files = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? []).filter {
      $0.hasSuffix(".txt")
    }
    #expect(
      files.sorted() == [
        "Chip/ChipPreviews.on.w12.1-tap-Go.txt", "Chip/ChipPreviews.on.w12.txt", "Chip/ChipPreviews.on.w8.1-tap-Go.txt",
        "Chip/ChipPreviews.on.w8.txt",
      ])
    let verify = SnapshotVerification(store: SnapshotStore(root: root), mode: .never, rerun: "swift test")
    #expect(await PreviewStateRendering(on).check(with: verify) == [])
  }

  @Test("a state built anew renders the same: the stability check passes")
  func stableState() async throws {
    let off = try #require(PreviewTestCase.cases(in: TestRegistry.self).first)
    #expect(await PreviewStateRendering(off).stabilityProblem(repeats: 3) == nil)
  }
}
