import Foundation
import PreviewKit
import PreviewRunner
import Synchronization
import Testing

/// A package-shaped temporary directory whose files a test touches.
private final class Tree: Sendable {
  let root: String

  init() throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("watch-\(UUID().uuidString)").path
    for file in [
      "Package.swift", "Sources/App/View.swift", "Previews/ViewPreviews.swift", "Tests/AppTests/T.swift",
      ".build/debug/Generated.swift", "README.md",
    ] {
      try write(file, "// \(file)\n")
    }
  }

  deinit { try? FileManager.default.removeItem(atPath: root) }

  func write(_ relative: String, _ text: String) throws {
    let path = root + "/" + relative
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  }

  /// Marks `relative` as saved `seconds` from now: a modification time tests control, so no
  /// test waits for the clock to tick.
  func touch(_ relative: String, seconds: TimeInterval = 10) throws {
    try FileManager.default.setAttributes(
      [.modificationDate: Date().addingTimeInterval(seconds)], ofItemAtPath: root + "/" + relative)
  }
}

@Suite("Watch")
struct WatchTests {
  @Test("the watcher reports changed, added and removed Swift files, not tests, hidden folders or other files")
  func watcher() throws {
    let tree = try Tree()
    var watcher = SourceWatcher(root: tree.root)
    #expect(watcher.fileCount == 3)
    #expect(watcher.changes() == [])

    try tree.touch("Sources/App/View.swift")
    try tree.touch("Tests/AppTests/T.swift")
    try tree.touch(".build/debug/Generated.swift")
    try tree.touch("README.md")
    #expect(watcher.changes() == ["Sources/App/View.swift"])
    #expect(watcher.changes() == [])

    try tree.write("Previews/MorePreviews.swift", "// new\n")
    try FileManager.default.removeItem(atPath: tree.root + "/Package.swift")
    #expect(watcher.changes() == ["Package.swift", "Previews/MorePreviews.swift"])
    #expect(watcher.modified(after: Date().addingTimeInterval(5)) == ["Sources/App/View.swift"])
  }

  @Test("a change rebuilds; a failed build shows its errors and keeps watching; a good build ends the round")
  func rebuildLoop() async throws {
    let tree = try Tree()
    let console = Console.capturing(isTerminal: true)
    let pauses = Mutex<[@Sendable () -> Void]>([
      { try? tree.touch("Sources/App/View.swift", seconds: 10) },
      {},
      { try? tree.touch("Sources/App/View.swift", seconds: 20) },
    ])
    let builds = Mutex<[PackageBuild.Result]>([
      .failed("View.swift:3:5: error: cannot find 'Txt' in scope"), .succeeded,
    ])
    let session = WatchSession(
      root: tree.root, output: console,
      pause: { pauses.withLock { $0.isEmpty ? nil : $0.removeFirst() }?() },
      build: { builds.withLock { $0.removeFirst() } },
      shouldStop: { false })
    let ending = await session.watch()
    guard case .rebuilt = ending else {
      Issue.record("expected a rebuild, got \(ending)")
      return
    }
    let output = console.standardOutput
    #expect(output.hasPrefix("watching 3 Swift files under \(tree.root) — Ctrl-C to stop\n"))
    #expect(
      output.contains(
        "changed: Sources/App/View.swift — rebuilding…\n" + WatchSession.clearScreen
          + "View.swift:3:5: error: cannot find 'Txt' in scope\n"
          + "build failed — fix it and save; still watching (Ctrl-C to stop)\n"))
    #expect(output.hasSuffix("changed: Sources/App/View.swift — rebuilding…\n"))
    #expect(pauses.withLock { $0.isEmpty })
    #expect(builds.withLock { $0.isEmpty })
  }

  @Test("Ctrl-C stops the session cleanly")
  func stop() async throws {
    let tree = try Tree()
    let console = Console.capturing()
    let stopped = Atomic<Bool>(false)
    let session = WatchSession(
      root: tree.root, output: console, pause: { stopped.store(true, ordering: .relaxed) },
      build: {
        Issue.record("nothing changed, nothing to build"); return .succeeded
      },
      shouldStop: { stopped.load(ordering: .relaxed) })
    #expect(await session.watch() == .interrupted)
    #expect(console.standardOutput.hasSuffix("\nstopped watching\n"))
  }

  @Test("a file saved while the previous build ran is rebuilt at once")
  func savedDuringBuild() async throws {
    let tree = try Tree()
    try tree.touch("Previews/ViewPreviews.swift", seconds: 5)
    let console = Console.capturing()
    let session = WatchSession(
      root: tree.root, output: console, pause: { Issue.record("no pause expected") }, build: { .succeeded },
      shouldStop: { false })
    guard case .rebuilt = await session.watch(since: Date()) else {
      Issue.record("expected a rebuild")
      return
    }
    #expect(console.standardOutput.contains("changed: Previews/ViewPreviews.swift — rebuilding…"))
  }

  @Test("the package root is the nearest folder with a Package.swift")
  func packageRoot() throws {
    let tree = try Tree()
    let root = URL(fileURLWithPath: tree.root).standardizedFileURL.path
    #expect(PackagePaths.root(from: tree.root + "/Sources/App") == root)
    #expect(PackagePaths.root(from: "/") == nil)
  }

  @Test(
    "--watch goes with a verify run or show only",
    arguments: [
      (["--watch", "--list"], "'--watch' and '--list' cannot be used together"),
      (["review", "--watch"], "'review' cannot be used with '--watch'"),
      (["check-app", "--watch"], "'check-app' cannot be used with '--watch'"),
    ])
  @MainActor
  func usage(arguments: [String], message: String) async throws {
    let sandbox = try RunnerSandbox()
    let result = await sandbox.run(arguments, providers: [])
    #expect(result.code == 2)
    #expect(result.error.hasPrefix("error: \(message)\n"))
  }

  @Test("--watch outside a package is an error before anything runs")
  @MainActor
  func outsidePackage() async throws {
    let sandbox = try RunnerSandbox()
    let result = await sandbox.run(["show", "--watch"], providers: [])
    #expect(result.code == 2)
    #expect(
      result.error
        == "error: '--watch' needs a Swift package: no Package.swift in \(sandbox.root.path) or a folder above it\n")
    #expect(result.output.isEmpty)
  }
}
