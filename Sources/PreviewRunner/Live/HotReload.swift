import Foundation
import PreviewKit
import PreviewSnapshots
import TextUI

/// Hot reload for the live canvas: when a Swift file of the package is saved, rebuilds the
/// runner with `swift build --product <runner>` and executes the new build in place of this
/// process, on the same state, with what the person did there played again.
///
/// The build runs in a child process awaited without blocking the main actor (see
/// ``RunnerBuild``): keys keep working meanwhile on the build that is running (F2/F3, F5,
/// typing), Ctrl-C quits and ends the build, and a save during a build starts another
/// once it ends. A failed build is shown on the status line (its first error, the file by
/// its name), and the canvas goes on. The terminal is handed over raw and on the alternate
/// screen, so no key typed meanwhile is lost (see `Terminal.releaseForExec()`); the new
/// process takes it over before anything can fail, so every way out of it restores it.
@MainActor
final class HotReload {
  /// How to rebuild and re-execute the runner.
  struct Target {
    var packageRoot: String
    var executable: String
    var arguments: [String]
  }

  /// What a reloaded canvas is told by the one before it: where it was.
  struct Resume: Codable {
    /// The state's ``PlannedState/displayName``.
    var state: String
    /// The state's name alone, to say it is gone.
    var stateName: String?
    /// Its steps: its own, then what the person did on it.
    var steps: [PreviewStep]
    /// The steps of the other states visited, by display name, each played again when the
    /// reloaded canvas opens that state.
    var others: [String: [PreviewStep]]?
    /// When the build that made the new runner started: a file saved after that may not be
    /// in it (saved during the build, or while one process replaced the other, before the
    /// new one watched), and is built at once.
    var buildStart: Date?
  }

  /// The environment variable that carries a ``Resume`` to the re-executed runner.
  static let resumeVariable = "PREVIEW_RUNNER_LIVE_RESUME"

  /// The ``Resume`` this process was started with, if it is a reloaded canvas; the variable
  /// is removed, so nothing this process starts sees it.
  static func takeResume(from environment: [String: String]) -> Resume? {
    guard let text = environment[resumeVariable] else { return nil }
    _ = POSIX.unsetenv(resumeVariable)
    return try? JSONDecoder().decode(Resume.self, from: Data(text.utf8))
  }

  private let target: Target
  private var monitor: SourceChangeMonitor?
  private var session: LiveSession?
  private var position: () -> Resume = { Resume(state: "", steps: []) }
  private var build: Task<Void, Never>?
  /// When the build running now started.
  private var buildStart: Date?
  private var changedWhileBuilding: [String] = []
  /// Why the last re-execution failed, to print once the terminal is restored.
  private(set) var execFailure: String?

  /// What the status line says about the build, or `nil`.
  private(set) var status: String?
  /// Whether ``status`` is a failed build's error, which the status line shows whole.
  private(set) var buildFailed = false

  init(_ target: Target) {
    self.target = target
  }

  /// Starts watching the package for `session`; `resume` says where the canvas is when it
  /// is reloaded. `builtAfter`: when the build that made this runner started, for a reloaded
  /// canvas; the files saved since are built at once.
  func start(session: LiveSession, builtAfter: Date?, resume: @escaping () -> Resume) {
    self.session = session
    position = resume
    monitor = SourceChangeMonitor(root: target.packageRoot) { [weak self] paths in self?.sourcesChanged(paths) }
    if let builtAfter {
      let missed = SourceWatcher(root: target.packageRoot).modified(after: builtAfter)
      if !missed.isEmpty { sourcesChanged(missed) }
    }
  }

  /// Stops watching, and ends a build that is running (its whole process group), waiting
  /// for it to be gone.
  func stop() async {
    monitor?.stop()
    monitor = nil
    build?.cancel()
    await build?.value
    build = nil
  }

  private func sourcesChanged(_ paths: [String]) {
    guard build == nil else {
      // Saved while building: built again once this build ends, never lost.
      changedWhileBuilding.append(contentsOf: paths)
      return
    }
    let names = paths.map { ($0 as NSString).lastPathComponent }
    status = "rebuilding after \(names.prefix(2).joined(separator: ", "))\(names.count > 2 ? ", …" : "")…"
    buildFailed = false
    session?.setNeedsRender()
    let product = (target.executable as NSString).lastPathComponent
    let release = target.executable.split(separator: "/").contains("release")
    let root = target.packageRoot
    buildStart = Date()
    build = Task { @MainActor in
      let result = await PackageBuild.swiftBuild(product: product, release: release, in: root, inOwnGroup: true)
      self.build = nil
      if Task.isCancelled { return }
      self.built(result)
    }
  }

  private func built(_ result: PackageBuild.Result) {
    if !changedWhileBuilding.isEmpty {
      let paths = changedWhileBuilding
      changedWhileBuilding = []
      let release = target.executable.split(separator: "/").contains("release")
      RunnerBuild.forgetObjects(compiledFrom: paths, in: target.packageRoot, release: release)
      sourcesChanged(paths)
      return
    }
    switch result {
    case .succeeded:
      relaunch()
    case .failed(let diagnostics):
      status = "build failed: " + TerminalText.escaped(Self.firstError(in: diagnostics))
      buildFailed = true
      session?.setNeedsRender()
    }
  }

  /// Executes the rebuilt runner on the same state, telling it what to play again. If it
  /// cannot be executed, the session ends with the terminal restored and the reason is kept
  /// in ``execFailure``.
  private func relaunch() {
    guard let session else { return }
    var resume = position()
    resume.buildStart = buildStart
    guard let data = try? JSONEncoder().encode(resume) else { return }
    let target = target
    var failure: String?
    session.handOver {
      _ = POSIX.setenv(Self.resumeVariable, String(decoding: data, as: UTF8.self), 1)
      var argv: [UnsafeMutablePointer<CChar>?] = ([target.executable] + target.arguments).map { POSIX.strdup($0) }
      argv.append(nil)
      _ = POSIX.execv(target.executable, argv)
      failure = "cannot re-execute \(target.executable): \(String(cString: POSIX.strerror(POSIX.errno)))"
      _ = POSIX.unsetenv(Self.resumeVariable)
    }
    execFailure = failure
    session.stop()
  }

  /// The first error of a failed build, short enough for a status line: the file by its
  /// name and the line, then the message (`Counter.swift:12: cannot find 'tap' in scope`),
  /// rather than a path that fills the line before the message starts.
  static func firstError(in diagnostics: String) -> String {
    let lines = diagnostics.split(separator: "\n").map(String.init)
    if let line = lines.first(where: { $0.contains(": error: ") }), let marker = line.range(of: ": error: ") {
      let location = line[..<marker.lowerBound].split(separator: ":")
      let message = line[marker.upperBound...]
      if let file = location.first, location.count >= 2 {
        return "\((String(file) as NSString).lastPathComponent):\(location[1]): \(message)"
      }
      return String(message)
    }
    if let line = lines.first(where: { $0.contains("error:") }) {
      return line.replacingOccurrences(of: "error: ", with: "").trimmingCharacters(in: .whitespaces)
    }
    return lines.first ?? "swift build failed"
  }
}
