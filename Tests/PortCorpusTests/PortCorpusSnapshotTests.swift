import Foundation
import PreviewKit
import PreviewRunner
import Testing
import TextPreviewsPortCorpus

/// The port corpus: SwiftUI screens whose only change is `import TextUI`, each verified
/// against its committed snapshot in `Tests/PortCorpus/Snapshots` (re-record with
/// `swift test --filter PortCorpus` after `RECORD_PORT_CORPUS=1`).
@Suite("Port corpus", .serialized)
@MainActor
struct PortCorpusSnapshotTests {
  static let corpusRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("PortCorpus").path

  @Test("every ported screen renders as its committed snapshot")
  func snapshotsMatch() async {
    let record = ProcessInfo.processInfo.environment["RECORD_PORT_CORPUS"] == "1"
    let newDirectory = FileManager.default.temporaryDirectory
      .appendingPathComponent("port-corpus-\(ProcessInfo.processInfo.processIdentifier)").path
    defer { try? FileManager.default.removeItem(atPath: newDirectory) }
    let console = Console.capturing()
    let arguments =
      [record ? "--record" : "--ci", "--snapshots", Self.corpusRoot + "/Snapshots", "--timeout", "120"]
      + (record ? [] : ["--new-dir", newDirectory])
    let code = await PreviewRunnerCommand.run(
      arguments: arguments, environment: [:], providers: DiscoveredPreviews.providers,
      appChecks: DiscoveredPreviews.appChecks, workingDirectory: Self.corpusRoot, output: console,
      variants: DiscoveredPreviews.variants)
    let output = console.standardOutput + console.standardError
    #expect(code == 0, "\(output)")
    #expect(DiscoveredPreviews.providers.count >= 30, "\(DiscoveredPreviews.providers.count) screens")
  }
}
