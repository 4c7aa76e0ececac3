import Foundation
import PreviewKit
import PreviewSnapshots
import Testing
import TextUI

@testable import PreviewTesting

/// A badge: a count in the accent colour, the title through the catalog.
private struct Badge: View {
  var body: some View {
    HStack {
      Text("Settings")
      Text(verbatim: "3").foregroundColor(.accentColor)
    }
  }
}

private struct BadgePreviews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(width: 16) }
  static var states: [PreviewState] {
    [PreviewState("one") { Badge() }, PreviewState("two") { Badge() }]
  }
}

/// The matrix, declared once as a package declares it.
private enum Matrix: PreviewConfiguration {
  static var variants: [PreviewVariant] { [.light, .dark, .locale("ja")] }
}

private enum VariantRegistry: PreviewRegistry {
  static let moduleName = "PreviewTestingTests"
  static let providers: [any PreviewProvider.Type] = [BadgePreviews.self]
  static let appChecks: [any AppCheckProvider.Type] = []
  static var configuration: (any PreviewConfiguration.Type)? { Matrix.self }
}

/// A fresh folder for references, removed by the caller.
private func temporaryFolder() -> String {
  FileManager.default.temporaryDirectory.appendingPathComponent("variants-\(UUID().uuidString)").path
}

/// Every `.txt` file under `root`, relative to it, sorted.
private func files(in root: String) -> [String] {
  (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".txt") }
    .sorted()
}

@Suite("Variants in swift test: previews as cases over state × variant, assertSnapshot(of:variants:)")
@MainActor
struct PreviewVariantTests {
  @Test("a preview's cases are its states × the configured variants, the variant in the name")
  func casesOverStatesAndVariants() {
    #expect(
      PreviewTestCase.cases(in: VariantRegistry.self).map(\.description) == [
        "Badge/BadgePreviews/one", "Badge/BadgePreviews/one [dark]", "Badge/BadgePreviews/one [ja]",
        "Badge/BadgePreviews/two", "Badge/BadgePreviews/two [dark]", "Badge/BadgePreviews/two [ja]",
      ])
  }

  @Test("each case records its own variant's file, which then verifies")
  func caseRecordsItsVariant() async throws {
    let root = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let record = SnapshotVerification(store: SnapshotStore(root: root), mode: .missing, rerun: "swift test")
    for testCase in PreviewTestCase.cases(in: VariantRegistry.self) where testCase.state == "one" {
      #expect(await PreviewStateRendering(testCase).check(with: record).count == 1)
    }
    #expect(
      files(in: root) == [
        "Badge/BadgePreviews.one.txt", "Badge/BadgePreviews.one@dark.txt", "Badge/BadgePreviews.one@ja.txt",
      ])
    let japanese = try String(contentsOfFile: root + "/Badge/BadgePreviews.one@ja.txt", encoding: .utf8)
    #expect(japanese.contains("設定"))
    let verify = SnapshotVerification(store: SnapshotStore(root: root), mode: .never, rerun: "swift test")
    for testCase in PreviewTestCase.cases(in: VariantRegistry.self) where testCase.state == "one" {
      #expect(await PreviewStateRendering(testCase).check(with: verify) == [])
    }
  }

  @Test("assertSnapshot(of:variants:) keeps one reference per variant, the default's without a suffix")
  func assertSnapshotPerVariant() async throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let light = SnapshotFileLocation(filePath: folder + "/BadgeTests.swift", function: "badge()", name: nil)
    let dark = SnapshotFileLocation(
      filePath: folder + "/BadgeTests.swift", function: "badge()", name: nil, variant: .dark)
    #expect([light.relativePath, dark.relativePath] == ["BadgeTests/badge.txt", "BadgeTests/badge@dark.txt"])
  }

  @Test("a view matches its reference in the light, dark and monochrome variants")
  func badge() async {
    // `__Snapshots__/PreviewVariantTests/badge{,@dark,@monochrome}.txt` beside this file.
    await assertSnapshot(of: Badge(), variants: [.light, .dark, .monochrome], width: 14)
  }
}
