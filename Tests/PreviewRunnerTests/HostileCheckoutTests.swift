import Foundation
import PreviewKit
import PreviewRunner
import Testing
import TextUI

private struct FaqPreviews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(width: 12, height: 1) }
  static var states: [PreviewState] {
    [PreviewState("plain") { Text("Faq") }, PreviewState("bold") { Text("Faq").bold() }]
  }
}

@MainActor private let faq: [any PreviewProvider.Type] = [FaqPreviews.self]

/// A folder beside the sandbox's snapshots that a hostile checkout links to: whatever the
/// runner does, nothing in it may change.
private struct Decoy {
  let path: String

  init(in sandbox: RunnerSandbox) throws {
    path = sandbox.path("outside")
    try FileManager.default.createDirectory(atPath: path + "/pending/Faq", withIntermediateDirectories: true)
    for (name, text) in [
      ("notes.txt", "my notes\n"), ("FaqPreviews.plain.txt", "not a snapshot\n"), ("target.txt", "precious\n"),
      ("pending/Faq/FaqPreviews.plain.txt", "someone's file\n"), ("pending/Faq/FaqPreviews.plain.txt.base", "x\n"),
    ] {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path + "/" + name))
    }
  }

  /// Every file and link under the decoy, with its bytes (a link's target for a link).
  func contents() -> [String: String] {
    var contents: [String: String] = [:]
    for relative in FileManager.default.subpaths(atPath: path) ?? [] {
      let full = path + "/" + relative
      if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: full) {
        contents[relative] = "-> " + target
      } else if let data = FileManager.default.contents(atPath: full) {
        contents[relative] = String(decoding: data, as: UTF8.self)
      } else {
        contents[relative] = "folder"
      }
    }
    return contents
  }
}

@Suite("A hostile checkout", .serialized)
@MainActor
struct HostileCheckoutTests {
  @Test(
    "a symbolic link as the lock file is refused before anything is written through it",
    arguments: ["target.txt", "created-by-the-runner.txt"])
  func linkedLockFile(target: String) async throws {
    let sandbox = try RunnerSandbox()
    let decoy = try Decoy(in: sandbox)
    _ = await sandbox.run(["--record"], providers: faq)
    try FileManager.default.createSymbolicLink(
      atPath: sandbox.snapshots + "/.preview-runner.lock", withDestinationPath: decoy.path + "/" + target)
    let before = decoy.contents()
    for arguments in [[], ["--record"], ["review", "--accept"]] {
      let result = await sandbox.run(arguments, providers: faq)
      #expect(result.code == 2, "\(arguments)")
      #expect(
        result.error
          == "error: the lock file \(sandbox.snapshots)/.preview-runner.lock is a symbolic link (to "
          + "\(decoy.path)/\(target)); the runner never follows one out of the snapshots directory — delete it "
          + "(the runner makes its own), then run again\n")
      #expect(decoy.contents() == before)
    }
  }

  @Test("a symbolic link as a component folder is refused: --record --prune writes and deletes nothing outside")
  func linkedComponentFolder() async throws {
    let sandbox = try RunnerSandbox()
    let decoy = try Decoy(in: sandbox)
    try FileManager.default.createSymbolicLink(atPath: sandbox.snapshots + "/Faq", withDestinationPath: decoy.path)
    let before = decoy.contents()
    for arguments in [["--record", "--prune"], [], ["--ci"], ["review", "--reject"]] {
      let result = await sandbox.run(arguments, providers: faq)
      #expect(result.code == 2, "\(arguments)")
      #expect(
        result.error.hasPrefix(
          "error: the component folder \(sandbox.snapshots)/Faq is a symbolic link (to \(decoy.path)); the runner "
            + "never follows one out of the snapshots directory — replace it with a real folder, or delete it"),
        "\(result.error)")
      #expect(!result.output.contains("pruned"))
      #expect(decoy.contents() == before)
    }
  }

  @Test("a symbolic link as .pending is refused: review --reject deletes nothing and lists nothing outside")
  func linkedPendingFolder() async throws {
    let sandbox = try RunnerSandbox()
    let decoy = try Decoy(in: sandbox)
    try FileManager.default.createSymbolicLink(
      atPath: sandbox.snapshots + "/.pending", withDestinationPath: decoy.path + "/pending")
    let before = decoy.contents()
    for arguments in [["review", "--reject"], ["review"], [], ["--record"]] {
      let result = await sandbox.run(arguments, providers: faq)
      #expect(result.code == 2, "\(arguments)")
      #expect(
        result.error.hasPrefix("error: the pending folder \(sandbox.snapshots)/.pending is a symbolic link"),
        "\(result.error)")
      #expect(!result.output.contains("pending:"))
      #expect(decoy.contents() == before)
    }
  }

  @Test("a symbolic link as a component folder inside .pending is refused")
  func linkedPendingComponentFolder() async throws {
    let sandbox = try RunnerSandbox()
    let decoy = try Decoy(in: sandbox)
    try FileManager.default.createDirectory(atPath: sandbox.snapshots + "/.pending", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: sandbox.snapshots + "/.pending/Faq", withDestinationPath: decoy.path + "/pending/Faq")
    let before = decoy.contents()
    let result = await sandbox.run(["review", "--reject"], providers: faq)
    #expect(result.code == 2)
    #expect(result.error.hasPrefix("error: the folder \(sandbox.snapshots)/.pending/Faq is a symbolic link"))
    #expect(decoy.contents() == before)
  }

  @Test("a snapshots directory that is itself a symbolic link is refused, naming the directory to pass instead")
  func linkedSnapshotsDirectory() async throws {
    let sandbox = try RunnerSandbox()
    let decoy = try Decoy(in: sandbox)
    let linked = sandbox.path("Linked")
    try FileManager.default.createSymbolicLink(atPath: linked, withDestinationPath: decoy.path)
    let before = decoy.contents()
    let console = Console.capturing()
    let code = await PreviewRunnerCommand.run(
      arguments: ["--record", "--prune", "--snapshots", linked], environment: [:], providers: faq, appChecks: [],
      workingDirectory: sandbox.root.path, output: console)
    #expect(code == 2)
    #expect(
      console.standardError.contains(
        "the snapshots directory \(linked) is a symbolic link (to \(decoy.path)); the runner never follows one out "
          + "of the snapshots directory — pass the directory itself with --snapshots \(decoy.path)"))
    #expect(decoy.contents() == before)
  }

  @Test("a snapshot file that is a symbolic link is never read through; --record replaces the link, not its target")
  func linkedSnapshotFile() async throws {
    let sandbox = try RunnerSandbox()
    let decoy = try Decoy(in: sandbox)
    _ = await sandbox.run(["--record"], providers: faq)
    let snapshot = sandbox.snapshots + "/Faq/FaqPreviews.plain.txt"
    try FileManager.default.removeItem(atPath: snapshot)
    try FileManager.default.createSymbolicLink(atPath: snapshot, withDestinationPath: decoy.path + "/target.txt")
    let before = decoy.contents()

    let ci = await sandbox.run(["--ci", "--new-dir", sandbox.path("new")], providers: faq)
    #expect(ci.code == 1)
    #expect(ci.output.contains("the file \(snapshot) is a symbolic link (to \(decoy.path)/target.txt)"), "\(ci.output)")
    #expect(!ci.output.contains("precious"))

    let recorded = await sandbox.run(["--record"], providers: faq)
    #expect(recorded.code == 0, "\(recorded.output)")
    let type = try FileManager.default.attributesOfItem(atPath: snapshot)[.type] as? FileAttributeType
    #expect(type == .typeRegular)
    let file = try sandbox.read("Faq/FaqPreviews.plain.txt")
    #expect(file.hasPrefix("textui-snapshot") && file.contains("Faq"))
    #expect(decoy.contents() == before)
  }

  @Test("--prune deletes only the runner's own files: a text file beside the snapshots is neither stale nor pruned")
  func pruneOnlySnapshots() async throws {
    let sandbox = try RunnerSandbox()
    _ = await sandbox.run(["--record"], providers: faq)
    try sandbox.write("my notes\n", to: "Faq/notes.txt")
    let old = try sandbox.read("Faq/FaqPreviews.plain.txt").replacingOccurrences(
      of: "state: plain", with: "state: gone")
    try sandbox.write(old, to: "Faq/FaqPreviews.gone.txt")
    let result = await sandbox.run(["--prune"], providers: faq)
    #expect(result.code == 0)
    #expect(result.output.contains("pruned: Faq/FaqPreviews.gone.txt"))
    #expect(!result.output.contains("notes.txt"))
    #expect(try sandbox.read("Faq/notes.txt") == "my notes\n")
  }

  @Test(
    "--snapshots naming a file is a configuration error that says so, for every mode",
    arguments: [["--record"], [], ["--ci"], ["review", "--accept"], ["review", "--reject"]])
  func snapshotsIsAFile(arguments: [String]) async throws {
    let sandbox = try RunnerSandbox()
    let file = sandbox.path("file")
    try Data("x".utf8).write(to: URL(fileURLWithPath: file))
    let console = Console.capturing()
    let code = await PreviewRunnerCommand.run(
      arguments: arguments + ["--snapshots", file], environment: [:], providers: faq, appChecks: [],
      workingDirectory: sandbox.root.path, output: console)
    #expect(code == 2)
    #expect(
      console.standardError
        == "error: the snapshots directory \(file) is a file, not a directory — check --snapshots\n")
    #expect(!console.standardError.contains("NSCocoaErrorDomain"))
    #expect(console.standardOutput.isEmpty)
  }

  @Test("review with a --snapshots directory that does not exist is a configuration error")
  func reviewMissingDirectory() async throws {
    let sandbox = try RunnerSandbox()
    let console = Console.capturing()
    let code = await PreviewRunnerCommand.run(
      arguments: ["review", "--accept", "--snapshots", sandbox.path("nowhere")], environment: [:], providers: faq,
      appChecks: [], workingDirectory: sandbox.root.path, output: console)
    #expect(code == 2)
    #expect(
      console.standardError
        == "error: the snapshots directory \(sandbox.path("nowhere")) does not exist — check --snapshots\n")
  }
}
