import Foundation
import Synchronization

/// Set by the SIGINT handler; a C signal handler cannot capture context, so it is a global.
private let interrupted = Atomic<Bool>(false)

/// Rebuilding the runner from the package's sources and starting the new build in this
/// process's place: what `--watch` and a reloading `live` canvas do after a save.
package enum PackageBuild {
  /// What a build produced.
  package enum Result: Sendable, Equatable {
    /// The runner was rebuilt.
    case succeeded
    /// The build failed; its diagnostics, without progress lines.
    case failed(String)
  }

  /// The environment variable through which a re-executed runner learns when the build that
  /// produced it started, so that a file saved during that build is not missed.
  package static let buildStartVariable = "PREVIEW_RUNNER_WATCH_BUILD_START"

  /// Whether Ctrl-C came since ``catchInterrupt()``.
  package static var wasInterrupted: Bool { interrupted.load(ordering: .relaxed) }

  /// Catches Ctrl-C from now on, so the session can stop cleanly; the handler is reset to the
  /// default in every child process, so Ctrl-C still stops a build.
  package static func catchInterrupt() {
    _ = POSIX.signal(POSIX.SIGINT) { _ in interrupted.store(true, ordering: .relaxed) }
  }

  /// Replaces this process with `executable` run with `arguments`, telling it when the build
  /// started; returns only if that fails, with the reason.
  package static func relaunch(executable: String, arguments: [String], buildStart: Date) -> String {
    _ = POSIX.setenv(buildStartVariable, String(buildStart.timeIntervalSince1970), 1)
    var argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { POSIX.strdup($0) }
    argv.append(nil)
    _ = POSIX.execv(executable, argv)
    return "cannot re-execute \(executable): \(String(cString: POSIX.strerror(POSIX.errno)))"
  }

  /// This process's executable, resolved now, before a build replaces the file.
  package static func currentExecutable() -> String {
    #if os(Linux)
      if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return path }
    #endif
    let first = CommandLine.arguments.first ?? "preview-runner"
    return URL(fileURLWithPath: first, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
      .standardizedFileURL.path
  }

  /// Builds `product` of the package at `root` (in release when `release`), as `swift build`
  /// does at the command line, without holding a thread while it runs (see ``RunnerBuild``);
  /// cancelling the calling task ends the build. `inOwnGroup`: in a process group of its own,
  /// where the terminal's Ctrl-C does not reach it (the live canvas, whose raw terminal sends
  /// Ctrl-C as a key, ends it itself); else in this process's group, where Ctrl-C stops it
  /// with the runner (`--watch`).
  package static func swiftBuild(product: String, release: Bool, in root: String, inOwnGroup: Bool = false) async
    -> Result
  {
    await RunnerBuild.run(product: product, release: release, in: root, inOwnGroup: inOwnGroup)
  }
}
