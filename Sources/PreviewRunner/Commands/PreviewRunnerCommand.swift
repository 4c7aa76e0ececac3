import CTextPreviewsEntryFallback
import Foundation
import PreviewKit
import PreviewSnapshots
import TextUI

/// The `preview-runner` command: discovers nothing itself — the executable passes the
/// providers the registry plugin found — and runs one mode over them.
///
/// ```swift
/// await PreviewRunnerCommand.main(providers: DiscoveredPreviews.providers, appChecks: DiscoveredPreviews.appChecks)
/// ```
@MainActor
public struct PreviewRunnerCommand {
  /// The version printed by `--version`.
  nonisolated package static let version = RunnerVersion.current

  /// Runs with the process's arguments, environment and working directory, then exits with
  /// the run's code. Previews run in worker processes of this same executable, so a preview
  /// that crashes or hangs fails alone; started as a worker (the
  /// `TEXTPREVIEWS_WORKER` environment variable), the executable serves its parent instead.
  public static func main(
    providers: [any PreviewProvider.Type], appChecks: [any AppCheckProvider.Type],
    sourceLocations: [PreviewSourceLocation] = [], variants: [PreviewVariant] = [.light]
  ) async -> Never {
    textpreviews_note_runner_started()
    // A reloaded live canvas is handed the terminal raw and on the alternate screen: taken
    // over before anything here can fail, so that every way out restores it.
    LiveRuntime.adoptHandedOverTerminal()
    BrokenPipe.ignoreSignal()
    let environment = ProcessInfo.processInfo.environment
    if environment[WorkerProtocol.environmentKey] == "1" {
      POSIX.exit(await Worker.serveChannel(PreviewHost(providers, variants: variants), environment: environment))
    }
    let code = await run(
      arguments: Array(CommandLine.arguments.dropFirst()), environment: environment,
      providers: providers, appChecks: appChecks, workingDirectory: FileManager.default.currentDirectoryPath,
      output: .standard(), keys: .terminal(), execution: .currentExecutable, sourceLocations: sourceLocations,
      variants: variants)
    // Every worker has been asked to exit and reaped by now; one left by a path that did not
    // wait (a stopped worker, say) must not outlive the run.
    RunningWorkers.killAll()
    POSIX.exit(code)
  }

  /// Runs one invocation and returns its exit code: 0 when everything passed, 1 when a
  /// snapshot or state failed, 2 for a usage or configuration error.
  ///
  /// - Parameters:
  ///   - arguments: the command line without the program name.
  ///   - environment: decides CI mode (`CI`) and colour (`NO_COLOR`); passed on to workers.
  ///   - providers: the previews the run may render.
  ///   - appChecks: what `check-app` renders.
  ///   - workingDirectory: relative paths (`--snapshots`, `--report`, `--new-dir`) start here;
  ///     without `--snapshots`, the snapshots are the `Snapshots` folder of the package it
  ///     is in (beside the nearest `Package.swift` at or above it).
  ///   - output: where to print; `Console.capturing()` in tests.
  ///   - keys: where `review` reads its answers; `KeySource.scripted(_:)` in tests.
  ///   - execution: where preview code runs; ``Execution/inProcess`` for providers that no
  ///     executable links (tests, benchmarks).
  ///   - sourceLocations: where the providers are declared (the registry's), for reports that
  ///     point a failure at its preview.
  ///   - variants: the variants the package declares (its `PreviewConfiguration`'s).
  package static func run(
    arguments: [String], environment: [String: String], providers: [any PreviewProvider.Type],
    appChecks: [any AppCheckProvider.Type], workingDirectory: String, output: Console, keys: KeySource = .none,
    execution: Execution = .inProcess, sourceLocations: [PreviewSourceLocation] = [],
    variants: [PreviewVariant] = [.light]
  ) async -> Int32 {
    let options: RunnerOptions
    do {
      options = try RunnerOptions.parse(arguments)
    } catch {
      output.printError("error: \(error.message)\n" + HelpText.usage())
      return 2
    }
    // A report on standard output (`--report json -`) has it to itself.
    let output =
      options.reports.contains(where: \.isOnStandardOutput)
      ? output.reportingOnStandardOutput() : output
    let configuration: RunConfiguration
    do {
      configuration = try RunConfiguration(
        options: options, environment: environment, workingDirectory: workingDirectory, output: output)
    } catch {
      output.printError("error: \(error.description)\n" + HelpText.usage())
      return 2
    }
    if ![.help, .version, .mergeReports].contains(options.mode),
      let problem = ResourceCheck.problem(LocalizationResources.problems)
    {
      output.printError("error: \(TerminalText.escaped(problem))")
      return 2
    }
    if configuration.recordMode == .never && options.prune {
      output.printError(
        "error: '--prune' cannot be used in CI mode (the CI environment variable is set)\n" + HelpText.usage())
      return 2
    }
    let context = CommandContext(
      arguments: arguments, configuration: configuration, providers: providers, appChecks: appChecks,
      output: output, keys: keys, execution: execution, variants: variants,
      declarations: PreviewDeclarations(
        providers: providers, locations: sourceLocations, workingDirectory: workingDirectory))
    return await command(for: options).run(in: context)
  }

  /// The command that runs `options`' mode; each mode is its own type.
  static func command(for options: RunnerOptions) -> any RunnerCommand {
    if options.watch {
      var once = options
      once.watch = false
      return WatchCommand(once: command(for: once))
    }
    return switch options.mode {
    case .help: HelpCommand()
    case .version: VersionCommand()
    case .checkApp: CheckAppCommand()
    case .review: ReviewCommand()
    case .live: LiveCommand()
    case .list: ListCommand()
    case .show: ShowCommand()
    case .audit: AuditCommand()
    case .mergeReports: MergeReportsCommand()
    case .mcp: MCPCommand()
    case .verify: options.repeatCount == nil ? VerifyCommand() : RepeatCommand()
    }
  }
}
