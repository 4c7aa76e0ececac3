import Foundation
import PreviewSnapshots
import Synchronization

/// `--watch`: after a run, waits for a Swift file of the package to change, rebuilds the
/// runner with `swift build --product <runner>`, and re-executes it with the same arguments,
/// so the new process renders with the new code and watches in turn. On a terminal each
/// rendering replaces the previous one. A failed build is shown and watching goes on; Ctrl-C
/// stops cleanly with exit code 0.
///
/// The steps that touch the world — waiting, building, re-executing — are values passed in, so
/// tests drive the loop in-process on a temporary directory; ``live(root:executable:output:)``
/// gives the real ones.
package struct WatchSession: Sendable {
  /// Why ``watch(since:)`` returned.
  package enum Ending: Sendable, Equatable {
    /// Ctrl-C (or the stop condition): the session is over.
    case interrupted
    /// The runner was rebuilt; the caller re-executes it
    /// (``PackageBuild/relaunch(executable:arguments:buildStart:)`` does for real).
    case rebuilt(startedAt: Date)
  }

  /// The package root whose files are watched.
  package var root: String
  /// Where messages go.
  package var output: Console
  /// Waits between two looks at the files (a quarter of a second for real).
  package var pause: @Sendable () async -> Void
  /// Rebuilds the runner.
  package var build: @Sendable () async -> PackageBuild.Result
  /// Whether to stop (Ctrl-C for real).
  package var shouldStop: @Sendable () -> Bool

  /// A session with explicit steps.
  package init(
    root: String, output: Console, pause: @escaping @Sendable () async -> Void,
    build: @escaping @Sendable () async -> PackageBuild.Result, shouldStop: @escaping @Sendable () -> Bool
  ) {
    self.root = root
    self.output = output
    self.pause = pause
    self.build = build
    self.shouldStop = shouldStop
  }

  /// The escape sequence that clears a terminal and its scrollback and homes the cursor.
  package static let clearScreen = "\u{1B}[H\u{1B}[2J\u{1B}[3J"

  /// Watches until a change builds (returns `.rebuilt`) or the session is stopped. Files
  /// modified after `since` (when a previous build started) count as changed at once.
  package func watch(since: Date? = nil) async -> Ending {
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
  package static func live(root: String, executable: String, output: Console) -> WatchSession {
    let product = (executable as NSString).lastPathComponent
    let release = executable.split(separator: "/").contains("release")
    return WatchSession(
      root: root, output: output, pause: { try? await Task.sleep(for: .milliseconds(250)) },
      build: { await PackageBuild.swiftBuild(product: product, release: release, in: root) },
      shouldStop: { PackageBuild.wasInterrupted })
  }
}
