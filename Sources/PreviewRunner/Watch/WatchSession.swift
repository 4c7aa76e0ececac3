import Foundation
import Synchronization

/// Set by the SIGINT handler; a C signal handler cannot capture context, so it is a global.
private let interrupted = Atomic<Bool>(false)

/// `--watch`: after a run, waits for a Swift file of the package to change, rebuilds the
/// runner with `swift build --product <runner>`, and re-executes it with the same arguments,
/// so the new process renders with the new code and watches in turn. On a terminal each
/// rendering replaces the previous one. A failed build is shown and watching goes on; Ctrl-C
/// stops cleanly with exit code 0.
///
/// The steps that touch the world — waiting, building, re-executing — are values passed in, so
/// tests drive the loop in-process on a temporary directory; ``live(root:executable:output:)``
/// gives the real ones.
public struct WatchSession: Sendable {
  /// What a build produced.
  public enum BuildResult: Sendable, Equatable {
    /// The runner was rebuilt.
    case succeeded
    /// The build failed; its diagnostics, without progress lines.
    case failed(String)
  }

  /// Why ``watch(since:)`` returned.
  public enum Ending: Sendable, Equatable {
    /// Ctrl-C (or the stop condition): the session is over.
    case interrupted
    /// The runner was rebuilt; the caller re-executes it
    /// (``WatchSession/relaunch(executable:arguments:buildStart:)`` does for real).
    case rebuilt(startedAt: Date)
  }

  /// The environment variable through which a re-executed runner learns when the build that
  /// produced it started, so that a file saved during that build is not missed.
  public static let buildStartVariable = "PREVIEW_RUNNER_WATCH_BUILD_START"

  /// The package root whose files are watched.
  public var root: String
  /// Where messages go.
  public var output: Console
  /// Waits between two looks at the files (a quarter of a second for real).
  public var pause: @Sendable () async -> Void
  /// Rebuilds the runner.
  public var build: @Sendable () async -> BuildResult
  /// Whether to stop (Ctrl-C for real).
  public var shouldStop: @Sendable () -> Bool

  /// A session with explicit steps.
  public init(
    root: String, output: Console, pause: @escaping @Sendable () async -> Void,
    build: @escaping @Sendable () async -> BuildResult, shouldStop: @escaping @Sendable () -> Bool
  ) {
    self.root = root
    self.output = output
    self.pause = pause
    self.build = build
    self.shouldStop = shouldStop
  }

  /// The escape sequence that clears a terminal and its scrollback and homes the cursor.
  public static let clearScreen = "\u{1B}[H\u{1B}[2J\u{1B}[3J"

  /// Watches until a change builds (returns `.rebuilt`) or the session is stopped. Files
  /// modified after `since` (when a previous build started) count as changed at once.
  public func watch(since: Date? = nil) async -> Ending {
    var watcher = SourceWatcher(root: root)
    var changed = since.map { watcher.modified(after: $0) } ?? []
    output.print("watching \(counted(watcher.fileCount, "Swift file")) under \(root) — Ctrl-C to stop")
    while true {
      if shouldStop() { return stop() }
      if changed.isEmpty {
        await pause()
        changed = watcher.changes()
        continue
      }
      let started = Date()
      let names = changed.prefix(3).joined(separator: ", ") + (changed.count > 3 ? ", …" : "")
      output.print("changed: \(names) — rebuilding…")
      let result = await build()
      if shouldStop() { return stop() }
      // Saved while building: picked up by the next round (or, after a successful build, by
      // the re-executed runner through `since`).
      changed = watcher.changes()
      switch result {
      case .succeeded:
        return .rebuilt(startedAt: started)
      case .failed(let diagnostics):
        if output.isTerminal { output.write(Self.clearScreen) }
        output.print(diagnostics.isEmpty ? "build failed" : diagnostics)
        output.print("build failed — fix it and save; still watching (Ctrl-C to stop)")
      }
    }
  }

  private func stop() -> Ending {
    output.print("\nstopped watching")
    return .interrupted
  }

  // MARK: - The real steps

  /// The session for the runner at `executable` over the package at `root`: polls every
  /// 250 ms, builds with `swift build --product <executable's name>` (in release when the
  /// executable is a release build), stops on Ctrl-C.
  public static func live(root: String, executable: String, output: Console) -> WatchSession {
    let product = (executable as NSString).lastPathComponent
    let release = executable.split(separator: "/").contains("release")
    return WatchSession(
      root: root, output: output, pause: { try? await Task.sleep(for: .milliseconds(250)) },
      build: { await Self.swiftBuild(product: product, release: release, in: root) },
      shouldStop: { interrupted.load(ordering: .relaxed) })
  }

  /// Catches Ctrl-C from now on, so the session can stop cleanly; the handler is reset to the
  /// default in every child process, so Ctrl-C still stops a build.
  public static func catchInterrupt() {
    signal(SIGINT) { _ in interrupted.store(true, ordering: .relaxed) }
  }

  /// Replaces this process with `executable` run with `arguments`, telling it when the build
  /// started; returns only if that fails, with the reason.
  public static func relaunch(executable: String, arguments: [String], buildStart: Date) -> String {
    setenv(buildStartVariable, String(buildStart.timeIntervalSince1970), 1)
    var argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) }
    argv.append(nil)
    execv(executable, argv)
    return "cannot re-execute \(executable): \(String(cString: strerror(errno)))"
  }

  /// The package root for `directory`: the nearest folder at or above it with a `Package.swift`.
  public static func packageRoot(from directory: String) -> String? {
    var url = URL(fileURLWithPath: directory).standardizedFileURL
    while true {
      if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url.path }
      let parent = url.deletingLastPathComponent()
      if parent.path == url.path { return nil }
      url = parent
    }
  }

  /// This process's executable, resolved now, before a build replaces the file.
  public static func currentExecutable() -> String {
    #if os(Linux)
      if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return path }
    #endif
    let first = CommandLine.arguments.first ?? "preview-runner"
    return URL(fileURLWithPath: first, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
      .standardizedFileURL.path
  }

  /// Builds the runner with `swift build --product <product>` in `root`, without holding a
  /// thread while it runs (see ``RunnerBuild``); cancelling the calling task ends the build.
  /// `inOwnGroup`: in a process group of its own, where the terminal's Ctrl-C does not reach
  /// it (the live canvas, whose raw terminal sends Ctrl-C as a key, ends it itself); else in
  /// this process's group, where Ctrl-C stops it with the runner (`--watch`).
  static func swiftBuild(product: String, release: Bool, in root: String, inOwnGroup: Bool = false) async
    -> BuildResult
  {
    await RunnerBuild.run(product: product, release: release, in: root, inOwnGroup: inOwnGroup)
  }
}
