import Foundation
import PreviewSnapshots
import TextUI

/// One run's configuration, resolved once at the edge from the command line, the environment,
/// the working directory and the console, then passed down: what sits below it reads no
/// environment variable (workers are handed ``environment`` as it is).
struct RunConfiguration {
  /// The parsed command line.
  let options: RunnerOptions
  /// Whether and where the run writes: `--record`, `--ci`, `SNAPSHOT_TESTING_RECORD` or `CI`,
  /// else new renderings are kept pending.
  let recordMode: SnapshotRecordMode
  /// Whether output is coloured (`--color`, a terminal, `NO_COLOR`).
  let colored: Bool
  /// The colour depth `show` draws for (`--color-depth`, else `COLORTERM`/`TERM`).
  let colorDepth: ColorDepth
  /// Where relative paths start.
  let workingDirectory: String
  /// The process's environment, passed on unchanged to workers and repeated runs.
  let environment: [String: String]
  /// When the build that started a `--watch` relaunch began, if this is one.
  let watchBuildStart: Date?

  /// Resolves the run's configuration; the only place a run reads its environment.
  ///
  /// - Throws: when `SNAPSHOT_TESTING_RECORD` is not a record mode.
  init(
    options: RunnerOptions, environment: [String: String], workingDirectory: String, output: Console
  ) throws(SnapshotRecordModeError) {
    self.options = options
    self.recordMode = try options.resolvedRecordMode(environment: environment)
    self.colored = options.color.colors(output, environment: environment)
    self.colorDepth = options.colorDepth ?? ColorDepth.detected(environment: environment)
    self.workingDirectory = workingDirectory
    self.environment = environment
    self.watchBuildStart = environment[PackageBuild.buildStartVariable].flatMap(Double.init).map(
      Date.init(timeIntervalSince1970:))
  }
}
