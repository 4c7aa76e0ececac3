import Foundation
import PreviewKit

/// What the agent server works on: the package's previews, where their code runs, the
/// snapshots folder and the live sessions. Each tool is a method of it, in a file of its own.
///
/// Preview code never runs in the server's process when the server is the real runner: states
/// render in a pool of workers kept between calls (so a call after the first pays no start-up),
/// and each live session has a worker of its own. After `swift build` the next call notices the
/// new executable, lets the old workers go and reads the previews again, so the agent sees its
/// fix without restarting the server.
@MainActor
final class AgentWorkspace {
  /// How the server was started.
  struct Settings: Sendable {
    /// `--snapshots`, as given.
    var snapshotsDirectory = RunnerOptions.defaultSnapshotsDirectory
    /// `--timeout`.
    var timeout = RunnerOptions.defaultTimeout
    /// `--jobs`, or the processors.
    var jobs = max(1, ProcessInfo.processInfo.activeProcessorCount)
    /// `--idle-timeout`.
    var idleTimeout = RunnerOptions.defaultIdleTimeout
    /// The most live sessions at once: each is a process.
    var maximumSessions = 8
    /// How much one result may hold.
    var outputLimit = OutputLimit.standard
  }

  let providers: [any PreviewProvider.Type]
  let execution: Execution
  let environment: [String: String]
  let workingDirectory: String
  let settings: Settings
  /// The variants the package declares, which each preview may change.
  let variants: [PreviewVariant]
  /// The live sessions, by id.
  var sessions: LiveSessions
  /// The workers that render states, kept between calls.
  private var pool: WorkerPool?
  /// The previews as last read, and the build they were read from.
  private var catalog: (build: BuildStamp?, value: PreviewCatalog)?

  init(
    providers: [any PreviewProvider.Type], execution: Execution, environment: [String: String],
    workingDirectory: String, settings: Settings, variants: [PreviewVariant] = [.light]
  ) {
    self.providers = providers
    self.variants = variants
    self.execution = execution
    self.environment = environment
    self.workingDirectory = workingDirectory
    self.settings = settings
    sessions = LiveSessions(idleTimeout: .milliseconds(Int64(settings.idleTimeout * 1000)))
  }

  /// The snapshots folder, resolved as the runner's commands resolve `--snapshots`.
  var snapshots: SnapshotsFolder {
    SnapshotsFolder.resolve(settings.snapshotsDirectory, workingDirectory: workingDirectory)
  }

  /// Where states render: the kept workers, or this process.
  func makeExecutor() -> any StateExecutor {
    switch execution {
    case .inProcess:
      return InProcessExecutor(host: PreviewHost(providers, variants: variants), timeout: settings.timeout)
    case .workers(let executable):
      let pool =
        self.pool
        ?? WorkerPool(executable: executable, size: settings.jobs, environment: environment, timeout: settings.timeout)
      self.pool = pool
      return WorkerExecutor(pool: pool, keepsWorkers: true)
    }
  }

  /// The previews, read once per build of the executable.
  func previews() async -> PreviewCatalog {
    let build = BuildStamp(of: execution)
    if let catalog, catalog.build == build { return catalog.value }
    if catalog != nil {
      // A new build: workers of the old one must not render for it.
      pool?.finishParked()
      pool = nil
    }
    let described = await makeExecutor().describe(providers)
    let value = PreviewCatalog(described)
    catalog = (build, value)
    return value
  }

  /// Stops every live session and lets every worker go: the client closed standard input.
  func shutDown() async {
    await sessions.stopAll()
    pool?.finishParked()
    pool = nil
  }
}

/// Which build of the runner executable is on disk: its file's identity, size and time. A
/// rebuild replaces the file, which changes it.
struct BuildStamp: Equatable {
  var device: UInt64
  var inode: UInt64
  var size: Int64
  var seconds: Int
  var nanoseconds: Int

  /// The stamp of the executable `execution` starts workers from; `nil` in process.
  init?(of execution: Execution) {
    guard case .workers(let executable) = execution else { return nil }
    var status = POSIX.FileStatus()
    guard POSIX.stat(executable, &status) == 0 else { return nil }
    device = UInt64(status.st_dev)
    inode = UInt64(status.st_ino)
    size = Int64(status.st_size)
    #if canImport(Darwin)
      seconds = Int(status.st_mtimespec.tv_sec)
      nanoseconds = Int(status.st_mtimespec.tv_nsec)
    #else
      seconds = Int(status.st_mtim.tv_sec)
      nanoseconds = Int(status.st_mtim.tv_nsec)
    #endif
  }
}
