import Foundation
import PreviewKit
import PreviewSnapshots
import Testing
import TextUI

@testable import PreviewTesting

/// A provider whose `states` is empty.
private struct BlankPreviews: PreviewProvider {
  static var states: [PreviewState] { [] }
}

private enum BlankRegistry: PreviewRegistry {
  static let moduleName = "PreviewTestingTests"
  static let providers: [any PreviewProvider.Type] = [BlankPreviews.self]
  static let appChecks: [any AppCheckProvider.Type] = []
}

@Suite("A preview with no states is a failing test case, not no test case")
@MainActor
struct StatelessPreviewCaseTests {
  @Test("its one case fails, naming the provider")
  func failsByName() async throws {
    let cases = PreviewTestCase.cases(in: BlankRegistry.self)
    #expect(cases.map(\.description) == ["Blank/BlankPreviews/(no states)"])
    let only = try #require(cases.first)
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("blank-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    let verification = SnapshotVerification(store: SnapshotStore(root: root), mode: .missing, rerun: "swift test")
    #expect(
      await PreviewStateRendering(only).check(with: verification) == [
        "BlankPreviews declares no states: its `states` is empty, so there is nothing to render or check; "
          + "add a PreviewState to it, or remove the provider"
      ])
    #expect(!FileManager.default.fileExists(atPath: root))
  }
}
