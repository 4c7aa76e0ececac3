import Foundation
import PreviewKit
import PreviewRunner
import Testing
import TextUI

private struct WelcomePreviews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(width: 16, height: 1) }
  static var states: [PreviewState] {
    [PreviewState("plain") { Text("Welcome") }, PreviewState("bold") { Text("Welcome").bold() }]
  }
}

/// A temporary package: a `Package.swift` at its root and a `Previews/Deeper` folder below,
/// to run the runner from, as `cd Previews && swift run preview-runner` does.
private final class PackageTree {
  let root: String

  init() throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("package-root-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: root + "/Previews/Deeper", withIntermediateDirectories: true)
    try Data("// swift-tools-version: 6.0\n".utf8).write(to: URL(fileURLWithPath: root + "/Package.swift"))
  }

  deinit { try? FileManager.default.removeItem(atPath: root) }

  /// Runs the runner over the welcome previews with no `--snapshots`, from `folder` (relative
  /// to the root).
  @MainActor
  func run(_ arguments: [String], from folder: String, environment: [String: String] = [:]) async -> (
    code: Int32, output: String
  ) {
    let console = Console.capturing()
    let code = await PreviewRunnerCommand.run(
      arguments: arguments, environment: environment, providers: [WelcomePreviews.self], appChecks: [],
      workingDirectory: root + "/" + folder, output: console)
    return (code, console.standardOutput + console.standardError)
  }

  func exists(_ relative: String) -> Bool { FileManager.default.fileExists(atPath: root + "/" + relative) }
}

@Suite("Package root")
@MainActor
struct PackageRootTests {
  @Test("run from a subfolder, the runner uses the package's Snapshots folder and names it from there")
  func subfolderUsesPackageSnapshots() async throws {
    let tree = try PackageTree()
    let pending = await tree.run([], from: "Previews")
    #expect(pending.code == 0)
    #expect(pending.output.contains("2 pending in ../Snapshots/.pending: review with"), "\(pending.output)")
    #expect(tree.exists("Snapshots/.pending"))
    #expect(!tree.exists("Previews/Snapshots"))

    let recorded = await tree.run(["--record"], from: "Previews/Deeper")
    #expect(summaryLine(recorded.output) == "0 passed, 0 failed, 2 new", "\(recorded.output)")
    #expect(tree.exists("Snapshots/Welcome/WelcomePreviews.plain.txt"))
    #expect(!tree.exists("Previews/Deeper/Snapshots"))

    for folder in ["", "Previews", "Previews/Deeper"] {
      let verified = await tree.run([], from: folder, environment: ["CI": "1"])
      #expect(verified.code == 0, "from '\(folder)': \(verified.output)")
      #expect(summaryLine(verified.output) == "2 passed, 0 failed")
    }

    // A diff names paths from the package root, as `git diff` does in a subfolder, so that it
    // applies there.
    let plain = tree.root + "/Snapshots/Welcome/WelcomePreviews.plain.txt"
    let recordedPlain = try String(contentsOfFile: plain, encoding: .utf8)
    var edited = recordedPlain
    let screen = try #require(edited.range(of: "┌"))
    let word = try #require(edited.range(of: "Welcome", range: screen.upperBound..<edited.endIndex))
    edited.replaceSubrange(word, with: "Welcomx")
    try Data(edited.utf8).write(to: URL(fileURLWithPath: plain))
    let changed = await tree.run([], from: "Previews", environment: ["CI": "1"])
    #expect(changed.code == 1)
    #expect(changed.output.contains("--- a/Snapshots/Welcome/WelcomePreviews.plain.txt\n"), "\(changed.output)")
    try Data(recordedPlain.utf8).write(to: URL(fileURLWithPath: plain))

    try FileManager.default.removeItem(atPath: tree.root + "/Snapshots/Welcome/WelcomePreviews.bold.txt")
    let missing = await tree.run(["--new-dir", tree.root + "/new"], from: "Previews/Deeper", environment: ["CI": "1"])
    #expect(missing.code == 1)
    #expect(missing.output.contains("missing snapshot ../../Snapshots/Welcome/WelcomePreviews.bold.txt"))
  }

  @Test("an explicit --snapshots stays relative to the working directory")
  func explicitSnapshotsWin() async throws {
    let tree = try PackageTree()
    let recorded = await tree.run(["--record", "--snapshots", "Local"], from: "Previews")
    #expect(recorded.code == 0, "\(recorded.output)")
    #expect(tree.exists("Previews/Local/Welcome/WelcomePreviews.plain.txt"))
    #expect(!tree.exists("Snapshots"))
  }
}
