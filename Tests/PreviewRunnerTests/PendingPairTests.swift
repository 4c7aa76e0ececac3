import Foundation
import PreviewKit
import PreviewRunner
import PreviewSnapshots
import Testing
import TextUI

/// What the pair previews show; tests change it to "change the component".
@MainActor
private enum Pair {
  static var label = "Pair"
}

private struct PairPreviews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(width: 12, height: 1) }
  static var states: [PreviewState] {
    [
      PreviewState("one") { Text(Pair.label + " 1") },
      PreviewState("two") { Text(Pair.label + " 2") },
    ]
  }
}

@MainActor private let pairs: [any PreviewProvider.Type] = [PairPreviews.self]

private let one = "Pair/PairPreviews.one.txt"
private let two = "Pair/PairPreviews.two.txt"

@Suite("A pending rendering and its base", .serialized)
@MainActor
struct PendingPairTests {
  /// A sandbox with both states recorded as "Pair", then rendered as `label` by a local run:
  /// two pending changes.
  private func pending(as label: String) async throws -> RunnerSandbox {
    let sandbox = try RunnerSandbox()
    Pair.label = "Pair"
    _ = await sandbox.run(["--record"], providers: pairs)
    Pair.label = label
    defer { Pair.label = "Pair" }
    let run = await sandbox.run([], providers: pairs)
    #expect(run.code == 1)
    return sandbox
  }

  private func bytes(_ sandbox: RunnerSandbox, _ relative: String) throws -> [UInt8] {
    Array(try Data(contentsOf: URL(fileURLWithPath: sandbox.snapshots + "/" + relative)))
  }

  @Test("a run killed between a rendering's base and the rendering never lets review overwrite newer work")
  func halfWrittenPair() async throws {
    let sandbox = try await pending(as: "Books")
    // A teammate re-records the snapshot (pulled from git, say)...
    let newer = try sandbox.read(one).replacingOccurrences(of: "Pair 1", with: "Team 1")
    try sandbox.write(newer, to: one)
    // ...and a second local run is killed after writing the new base (compared with the
    // teammate's snapshot) but before the rendering it describes: the old rendering, compared
    // with the old snapshot, sits beside a base naming the new one.
    let nextRendering = try sandbox.read(".pending/" + one).replacingOccurrences(of: "Books", with: "Novel")
    try sandbox.write(
      "textui-pending 2\nbase: \(PendingStore.Base(bytes: Array(newer.utf8)))\n"
        + "rendering: \(PendingStore.Digest(bytes: Array(nextRendering.utf8)))\n",
      to: ".pending/" + one + ".base")

    let result = await sandbox.run(["review", "--accept"], providers: pairs)
    #expect(result.code == 0)
    #expect(
      result.output.contains(
        "ignored: \(sandbox.snapshots)/\(one): a run was interrupted while keeping this rendering; run the previews "
          + "again to review it"))
    #expect(summaryLine(result.output) == "1 accepted, 0 rejected, 0 skipped")
    #expect(try sandbox.read(one) == newer)
    #expect(!sandbox.listing().contains(".pending/" + one))
    #expect(!sandbox.listing().contains(".pending/" + one + ".base"))
  }

  @Test("a rendering whose base is missing, damaged or of version 1 is ignored, never accepted")
  func damagedBase() async throws {
    for base in [nil, "textui-pending 2\nbase: nonsense\n", "textui-pending 1\nbase: none\n"] {
      let sandbox = try await pending(as: "Books")
      let recorded = try sandbox.read(one)
      let path = sandbox.snapshots + "/.pending/" + one + ".base"
      if let base {
        try Data(base.utf8).write(to: URL(fileURLWithPath: path))
      } else {
        try FileManager.default.removeItem(atPath: path)
      }
      let result = await sandbox.run(["review", "--accept"], providers: pairs)
      #expect(result.code == 0)
      #expect(result.output.contains("ignored: \(sandbox.snapshots)/\(one): a run was interrupted"))
      #expect(try sandbox.read(one) == recorded)
    }
  }

  @Test(
    "accepting again after an accept was cut short is quiet: the rendering that is already the snapshot is accepted")
  func acceptAfterInterruptedAccept() async throws {
    let sandbox = try await pending(as: "Books")
    // What an accept killed after putting the rendering in place, before dropping it, leaves.
    try Data(try bytes(sandbox, ".pending/" + one)).write(to: URL(fileURLWithPath: sandbox.snapshots + "/" + one))
    let result = await sandbox.run(["review", "--accept"], providers: pairs)
    #expect(result.code == 0)
    #expect(
      result.output
        == "accepted: \(sandbox.snapshots)/\(one) (already the snapshot)\naccepted: \(sandbox.snapshots)/\(two)\n"
        + "2 accepted, 0 rejected, 0 skipped\n")
    #expect(!sandbox.listing().contains { $0.hasPrefix(".pending/Pair") })

    // What an accept killed after the rename and before removing the base leaves: a base
    // alone, swept as an interrupted write.
    let other = try await pending(as: "Books")
    #expect(rename(other.snapshots + "/.pending/" + one, other.snapshots + "/" + one) == 0)
    let rerun = await other.run(["review", "--accept"], providers: pairs)
    #expect(rerun.code == 0)
    #expect(rerun.output.hasPrefix("removed an interrupted write: .pending/\(one).base\n"))
    #expect(summaryLine(rerun.output) == "1 accepted, 0 rejected, 0 skipped")
  }

  @Test("accept moves the rendering into place: the snapshot is the pending file itself, never a copy")
  func acceptRenames() async throws {
    let sandbox = try await pending(as: "Books")
    let pendingFile = try FileManager.default.attributesOfItem(atPath: sandbox.snapshots + "/.pending/" + one)
    let result = await sandbox.run(["review", "--accept", "one"], providers: pairs)
    #expect(result.code == 0)
    let snapshot = try FileManager.default.attributesOfItem(atPath: sandbox.snapshots + "/" + one)
    #expect(
      (snapshot[.systemFileNumber] as? Int) == (pendingFile[.systemFileNumber] as? Int),
      "the snapshot is not the pending file moved into place")
    #expect(try sandbox.read(one).contains("Books 1"))
  }

  @Test("accept writes where the pending file lies; one whose header names another state is refused")
  func acceptWritesWhereTheFileIs() async throws {
    let sandbox = try await pending(as: "Books")
    let recordedOne = try sandbox.read(one)
    let recordedTwo = try sandbox.read(two)
    // The rendering of state "one" placed as state "two"'s, its base made to match.
    let moved = try bytes(sandbox, ".pending/" + one)
    try Data(moved).write(to: URL(fileURLWithPath: sandbox.snapshots + "/.pending/" + two))
    try sandbox.write(
      "textui-pending 2\nbase: \(PendingStore.Base(bytes: Array(recordedTwo.utf8)))\n"
        + "rendering: \(PendingStore.Digest(bytes: moved))\n",
      to: ".pending/" + two + ".base")
    let result = await sandbox.run(["review", "--accept"], providers: pairs)
    #expect(result.code == 1)
    #expect(
      result.output.contains(
        "refused: \(sandbox.snapshots)/\(two): its header names Pair/PairPreviews one, whose snapshot is \(one), "
          + "not this file's; run the previews again"), "\(result.output)")
    #expect(summaryLine(result.output) == "1 accepted, 0 rejected, 0 skipped, 1 refused")
    #expect(try sandbox.read(one) != recordedOne)
    #expect(try sandbox.read(one).contains("Books 1"))
    #expect(try sandbox.read(two) == recordedTwo)
  }

  @Test("review and runs that write sweep what interrupted writes left in .pending")
  func sweepsLeftovers() async throws {
    for arguments in [["review", "--reject"], []] {
      let sandbox = try await pending(as: "Books")
      for leftover in [
        ".pending/.snapshot-abc.tmp", ".pending/Pair/.snapshot-def.tmp", ".pending/Pair/.dat.nosyncf00d",
        ".pending/Pair/PairPreviews.gone.txt.base", "Pair/.snapshot-ghi.tmp",
      ] {
        try sandbox.write("half", to: leftover)
      }
      Pair.label = "Books"
      defer { Pair.label = "Pair" }
      let result = await sandbox.run(arguments, providers: pairs)
      for leftover in [
        ".pending/.snapshot-abc.tmp", ".pending/Pair/.snapshot-def.tmp", ".pending/Pair/.dat.nosyncf00d",
        ".pending/Pair/PairPreviews.gone.txt.base", "Pair/.snapshot-ghi.tmp",
      ] {
        #expect(result.output.contains("removed an interrupted write: \(leftover)\n"), "\(arguments): \(leftover)")
        #expect(!sandbox.listing().contains(leftover))
      }
    }
  }

  @Test("rejecting a large pending rendering needs nothing from it, not even a rendering that decodes")
  func rejectReadsNothing() async throws {
    let sandbox = try await pending(as: "Books")
    // 50 MB that is no snapshot after its first line: decoding it would fail, slowly.
    var large = Array(try sandbox.read(".pending/" + one).utf8.prefix(64))
    large += [UInt8](repeating: UInt8(ascii: "x"), count: 50 << 20)
    try Data(large).write(to: URL(fileURLWithPath: sandbox.snapshots + "/.pending/" + one))
    let result = await sandbox.run(["review", "--reject"], providers: pairs)
    #expect(result.code == 0)
    #expect(summaryLine(result.output) == "0 accepted, 2 rejected, 0 skipped")
    #expect(!sandbox.listing().contains { $0.hasPrefix(".pending/Pair") })
  }
}
