import Foundation
import PreviewKit
import PreviewRunner
import PreviewSnapshots
import Testing
import TextUI

/// What the shelf previews show; tests change it to "change the component".
@MainActor
private enum Shelf {
  static var label = "Shelf"
}

private struct ShelfPreviews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(width: 12, height: 2) }
  static var states: [PreviewState] {
    [
      PreviewState("empty") { Text(Shelf.label + " 0") },
      PreviewState("full") { Text(Shelf.label + " 9").foregroundColor(.green) },
      PreviewState("wide") { Text("本 " + Shelf.label).bold() },
    ]
  }
}

@MainActor private let providers: [any PreviewProvider.Type] = [ShelfPreviews.self]

@Suite("Review", .serialized)
@MainActor
struct ReviewTests {
  /// A sandbox whose snapshots are recorded, then changed by a run with `label`: three
  /// pending changes.
  private func changed(to label: String) async throws -> RunnerSandbox {
    let sandbox = try RunnerSandbox()
    Shelf.label = "Shelf"
    _ = await sandbox.run(["--record"], providers: providers)
    Shelf.label = label
    let run = await sandbox.run([], providers: providers)
    #expect(run.code == 1)
    #expect(
      run.output.contains("3 pending in \(sandbox.snapshots)/.pending: review with: swift run preview-runner review"))
    Shelf.label = "Shelf"
    return sandbox
  }

  @Test("a local run keeps mismatches and new states pending, git-ignored; CI mode keeps nothing")
  func pendingRenderings() async throws {
    let sandbox = try RunnerSandbox()
    let first = await sandbox.run([], providers: providers)
    #expect(first.code == 0)
    #expect(summaryLine(first.output) == "0 passed, 0 failed, 3 new")
    #expect(
      sandbox.listing() == [
        ".pending/.gitignore", ".pending/Shelf/ShelfPreviews.empty.txt", ".pending/Shelf/ShelfPreviews.empty.txt.base",
        ".pending/Shelf/ShelfPreviews.full.txt", ".pending/Shelf/ShelfPreviews.full.txt.base",
        ".pending/Shelf/ShelfPreviews.wide.txt", ".pending/Shelf/ShelfPreviews.wide.txt.base",
      ])
    #expect(try sandbox.read(".pending/.gitignore") == "*\n")
    let rendering = PendingStore.Digest(bytes: Array(try sandbox.read(".pending/Shelf/ShelfPreviews.empty.txt").utf8))
    #expect(
      try sandbox.read(".pending/Shelf/ShelfPreviews.empty.txt.base")
        == "textui-pending 2\nbase: none\nrendering: \(rendering)\n")

    _ = await sandbox.run(["--record"], providers: providers)
    #expect(!sandbox.listing().contains { $0.hasPrefix(".pending/Shelf") })
    let recorded = try Array(sandbox.read("Shelf/ShelfPreviews.full.txt").utf8)

    Shelf.label = "Books"
    defer { Shelf.label = "Shelf" }
    _ = await sandbox.run(["full"], providers: providers)
    let base = try sandbox.read(".pending/Shelf/ShelfPreviews.full.txt.base")
    let changed = PendingStore.Digest(bytes: Array(try sandbox.read(".pending/Shelf/ShelfPreviews.full.txt").utf8))
    #expect(base == "textui-pending 2\nbase: \(PendingStore.Base(bytes: recorded))\nrendering: \(changed)\n")
    #expect(base.hasPrefix("textui-pending 2\nbase: fnv1a64 ") && base.contains(" \(recorded.count)\nrendering: "))

    Shelf.label = "Shelf"
    let passing = await sandbox.run(["full"], providers: providers)
    #expect(passing.code == 0)
    #expect(!sandbox.listing().contains { $0.hasPrefix(".pending/Shelf") })

    Shelf.label = "Books"
    let ci = await sandbox.run(["--ci", "--new-dir", sandbox.path("new")], providers: providers)
    #expect(ci.code == 1)
    #expect(!sandbox.listing().contains { $0.hasPrefix(".pending/Shelf") })
  }

  @Test("review with nothing pending says so and exits 0")
  func nothingPending() async throws {
    let sandbox = try RunnerSandbox()
    let result = await sandbox.run(["review"], providers: providers)
    #expect(result.code == 0)
    #expect(result.output == "nothing to review: no pending renderings in \(sandbox.snapshots)/.pending\n")

    let other = try await changed(to: "Books")
    let filtered = await other.run(["review", "Nope"], providers: providers)
    #expect(filtered.code == 0)
    #expect(filtered.output == "nothing to review: no pending rendering matches 'Nope'\n")
  }

  @Test("without a terminal and without --accept or --reject, review lists what is pending and exits 1")
  func listsWithoutTerminal() async throws {
    let sandbox = try await changed(to: "Books")
    let result = await sandbox.run(["review"], providers: providers, keys: .scripted("A"))
    #expect(result.code == 1)
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(
      lines == [
        "pending: \(sandbox.snapshots)/Shelf/ShelfPreviews.empty.txt (changed)",
        "pending: \(sandbox.snapshots)/Shelf/ShelfPreviews.full.txt (changed)",
        "pending: \(sandbox.snapshots)/Shelf/ShelfPreviews.wide.txt (changed)",
        "3 pending: review them on a terminal, or run: swift run preview-runner review --accept (or --reject) [<filter> ...]",
      ])
  }

  @Test("review --accept and --reject act on the filtered pending renderings")
  func bulk() async throws {
    let sandbox = try await changed(to: "Books")
    let accepted = await sandbox.run(["review", "full", "--accept"], providers: providers)
    #expect(accepted.code == 0)
    #expect(
      accepted.output
        == "accepted: \(sandbox.snapshots)/Shelf/ShelfPreviews.full.txt\n1 accepted, 0 rejected, 0 skipped\n")
    #expect(try sandbox.read("Shelf/ShelfPreviews.full.txt").contains("│  Books 9   │"))

    let rejected = await sandbox.run(["review", "--reject"], providers: providers)
    #expect(rejected.code == 0)
    #expect(summaryLine(rejected.output) == "0 accepted, 2 rejected, 0 skipped")
    #expect(try sandbox.read("Shelf/ShelfPreviews.empty.txt").contains("│  Shelf 0   │"))
    #expect(!sandbox.listing().contains { $0.hasPrefix(".pending/Shelf") })

    Shelf.label = "Books"
    defer { Shelf.label = "Shelf" }
    let verify = await sandbox.run(["full"], providers: providers)
    #expect(summaryLine(verify.output) == "1 passed, 0 failed")
  }

  @Test("on a terminal: one change at a time with its diff, single keys, a summary at the end")
  func interactive() async throws {
    let sandbox = try await changed(to: "Books")
    let console = Console.capturing(isTerminal: true)
    let result = await sandbox.run(
      ["review", "--color", "never"], providers: providers, console: console, keys: .scripted("x?ars"))
    #expect(result.code == 0)
    let output = result.output
    #expect(
      output.contains(
        "── [1/3] Shelf/ShelfPreviews empty · changed\n\(sandbox.snapshots)/Shelf/ShelfPreviews.empty.txt\ntext changed\n"
      ))
    #expect(output.contains("-│  Shelf 0   │\n+│  Books 0   │"))
    #expect(output.contains("a accept · r reject · s skip · A accept all · R reject all · q quit › a\naccepted: "))
    #expect(output.contains("── [2/3] Shelf/ShelfPreviews full · changed"))
    #expect(output.contains("› r\nrejected: \(sandbox.snapshots)/Shelf/ShelfPreviews.full.txt"))
    #expect(output.contains("› s\nskipped: \(sandbox.snapshots)/Shelf/ShelfPreviews.wide.txt"))
    #expect(summaryLine(output) == "1 accepted, 1 rejected, 1 skipped")
    #expect(try sandbox.read("Shelf/ShelfPreviews.empty.txt").contains("│  Books 0   │"))
    #expect(try sandbox.read("Shelf/ShelfPreviews.full.txt").contains("│  Shelf 9   │"))
    #expect(
      sandbox.listing().filter { $0.hasPrefix(".pending/Shelf") } == [
        ".pending/Shelf/ShelfPreviews.wide.txt", ".pending/Shelf/ShelfPreviews.wide.txt.base",
      ])

    let quit = await sandbox.run(
      ["review"], providers: providers, console: .capturing(isTerminal: true), keys: .scripted("q"))
    #expect(quit.code == 0)
    #expect(quit.output.contains("quit: 1 left pending\n0 accepted, 0 rejected, 1 skipped\n"))
  }

  @Test("quitting counts every rendering left pending: the skipped ones and those not yet shown")
  func quitCountsSkipped() async throws {
    let sandbox = try await changed(to: "Books")
    let result = await sandbox.run(
      ["review"], providers: providers, console: .capturing(isTerminal: true), keys: .scripted("asq"))
    #expect(result.code == 0)
    #expect(result.output.contains("quit: 2 left pending\n1 accepted, 0 rejected, 2 skipped\n"))
    #expect(
      sandbox.listing().filter { $0.hasPrefix(".pending/Shelf") && !$0.hasSuffix(".base") } == [
        ".pending/Shelf/ShelfPreviews.full.txt", ".pending/Shelf/ShelfPreviews.wide.txt",
      ])
  }

  @Test("A accepts and R rejects everything that remains", arguments: ["A", "R"])
  func allRemaining(key: String) async throws {
    let sandbox = try await changed(to: "Books")
    let result = await sandbox.run(
      ["review"], providers: providers, console: .capturing(isTerminal: true), keys: .scripted("s" + key))
    #expect(result.code == 0)
    #expect(
      summaryLine(result.output)
        == (key == "A" ? "2 accepted, 0 rejected, 1 skipped" : "0 accepted, 2 rejected, 1 skipped"))
    #expect(result.output.components(separatedBy: "quit ›").count - 1 == 2)
  }

  @Test("a new state shows its whole rendering in colour")
  func newState() async throws {
    let sandbox = try RunnerSandbox()
    _ = await sandbox.run(["full"], providers: providers)
    let result = await sandbox.run(
      ["review", "--color", "always"], providers: providers, console: .capturing(isTerminal: true),
      keys: .scripted("a"))
    #expect(result.output.contains("Shelf/ShelfPreviews full · new"))
    #expect(result.output.contains("\u{1B}[32mShelf 9\u{1B}[0m"))
    #expect(summaryLine(result.output) == "1 accepted, 0 rejected, 0 skipped")
  }

  @Test("a pending rendering whose snapshot changed since is refused and never overwrites it")
  func refusesStaleBase() async throws {
    let sandbox = try await changed(to: "Books")
    let newer = try sandbox.read("Shelf/ShelfPreviews.empty.txt").replacingOccurrences(of: "Shelf 0", with: "Other 0")
    try sandbox.write(newer, to: "Shelf/ShelfPreviews.empty.txt")
    let result = await sandbox.run(["review", "--accept"], providers: providers)
    #expect(result.code == 1)
    #expect(
      result.output.contains(
        "refused: \(sandbox.snapshots)/Shelf/ShelfPreviews.empty.txt: the snapshot changed after this rendering was "
          + "made (re-recorded?); run the previews again"))
    #expect(summaryLine(result.output) == "2 accepted, 0 rejected, 0 skipped, 1 refused")
    #expect(try sandbox.read("Shelf/ShelfPreviews.empty.txt") == newer)
    #expect(sandbox.listing().contains(".pending/Shelf/ShelfPreviews.empty.txt"))

    // A new state that someone recorded after the run kept it pending.
    let fresh = try RunnerSandbox()
    _ = await fresh.run(["empty"], providers: providers)
    try FileManager.default.createDirectory(atPath: fresh.snapshots + "/Shelf", withIntermediateDirectories: true)
    try fresh.write(newer, to: "Shelf/ShelfPreviews.empty.txt")
    let late = await fresh.run(["review", "--accept"], providers: providers)
    #expect(late.code == 1)
    #expect(late.output.contains("the snapshot was recorded after this rendering was made; run the previews again"))
    #expect(try fresh.read("Shelf/ShelfPreviews.empty.txt") == newer)
  }

  @Test(
    "review's command-line mistakes are usage errors",
    arguments: [
      (["--accept"], "'--accept' can only be used with 'review'"),
      (["review", "--accept", "--reject"], "'--accept' and '--reject' cannot be used together"),
      (["review", "--record"], "'review' cannot be used with '--record'"),
      (["review", "--report", "json", "x.json"], "'review' cannot be used with '--report'"),
    ])
  func usageErrors(arguments: [String], message: String) async throws {
    let sandbox = try RunnerSandbox()
    let result = await sandbox.run(arguments, providers: providers)
    #expect(result.code == 2)
    #expect(result.error.hasPrefix("error: \(message)\n"))
  }

  @Test("a snapshot file's buffer encodes back to the same file")
  func bufferRoundTrip() async throws {
    let sandbox = try RunnerSandbox()
    _ = await sandbox.run(["--record"], providers: providers)
    for name in ["empty", "full", "wide"] {
      let relative = "Shelf/ShelfPreviews.\(name).txt"
      let text = try sandbox.read(relative)
      let file = try SnapshotFile.decode(Array(text.utf8), path: relative)
      #expect(SnapshotFile(id: file.id, buffer: file.buffer(), accessibility: file.accessibility).encoded() == text)
    }
  }
}
