import Foundation
import PreviewKit
import PreviewRunner
import Testing
import TextUI

/// What the ledger previews show; a test changes it to change the component.
@MainActor
private enum Ledger {
  static var total = "Total 12"
}

private struct LedgerPreviews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(width: 16, height: 3) }
  static var states: [PreviewState] {
    [
      PreviewState("framed") { Text(Ledger.total).foregroundColor(.green).border() },
      PreviewState("wide") { Text("合計 · " + Ledger.total).bold() },
    ]
  }
}

/// The identity of a file on disk as far as a write could change it.
private struct FileStamp: Equatable {
  var number: Int
  var modified: Date
  var size: Int

  init(_ path: String) throws {
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    number = (attributes[.systemFileNumber] as? Int) ?? -1
    modified = (attributes[.modificationDate] as? Date) ?? .distantPast
    size = (attributes[.size] as? Int) ?? -1
  }
}

@Suite("Verify compare path")
@MainActor
struct ComparePathTests {
  @Test("a passing run leaves every snapshot file as it was and writes no other file")
  func passingStatesWriteNothing() async throws {
    let sandbox = try RunnerSandbox()
    Ledger.total = "Total 12"
    let recorded = await sandbox.run(["--record"], providers: [LedgerPreviews.self])
    #expect(recorded.code == 0)
    let files = sandbox.listing()
    #expect(files.count == 2)
    let before = try files.map { try FileStamp(sandbox.snapshots + "/" + $0) }

    let verified = await sandbox.run([], providers: [LedgerPreviews.self])
    #expect(verified.code == 0)
    #expect(summaryLine(verified.output) == "2 passed, 0 failed")
    #expect(sandbox.listing() == files)
    #expect(try files.map { try FileStamp(sandbox.snapshots + "/" + $0) } == before)
  }

  @Test("a changed state is decoded and reported with its diff, and the snapshot is kept")
  func changedStateIsReported() async throws {
    let sandbox = try RunnerSandbox()
    Ledger.total = "Total 12"
    defer { Ledger.total = "Total 12" }
    _ = await sandbox.run(["--record"], providers: [LedgerPreviews.self])
    let recorded = try sandbox.read("Ledger/LedgerPreviews.framed.txt")

    Ledger.total = "Total 13"
    let verified = await sandbox.run(["--ci"], providers: [LedgerPreviews.self])
    #expect(verified.code == 1)
    #expect(summaryLine(verified.output) == "0 passed, 2 failed")
    #expect(verified.output.contains("text changed"))
    let line = try #require(recorded.split(separator: "\n").first { $0.contains("Total 12") })
    #expect(verified.output.contains("-" + line + "\n"))
    #expect(verified.output.contains("+" + line.replacingOccurrences(of: "12", with: "13") + "\n"))
    #expect(try sandbox.read("Ledger/LedgerPreviews.framed.txt") == recorded)
  }

  @Test("a state whose snapshot differs only in style says so, not that its text changed")
  func styleOnlyChange() async throws {
    let sandbox = try RunnerSandbox()
    Ledger.total = "Total 12"
    _ = await sandbox.run(["--record"], providers: [LedgerPreviews.self])
    let path = "Ledger/LedgerPreviews.framed.txt"
    try sandbox.write(try sandbox.read(path).replacingOccurrences(of: "fg=green", with: "fg=red"), to: path)

    let verified = await sandbox.run(["--ci"], providers: [LedgerPreviews.self])
    #expect(verified.code == 1)
    #expect(summaryLine(verified.output) == "1 passed, 1 failed")
    #expect(verified.output.contains("styles changed (text identical)"))
    #expect(verified.output.contains("fg=red → fg=green"))
  }
}
