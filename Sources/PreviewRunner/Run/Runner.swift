import CTextPreviewsEntryFallback
import Foundation
import PreviewKit
import TextUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `preview-runner` command: discovers nothing itself — the executable passes the
/// providers the registry plugin found — and runs one mode over them.
///
/// ```swift
/// await PreviewRunnerCommand.main(providers: DiscoveredPreviews.providers, appChecks: DiscoveredPreviews.appChecks)
/// ```
@MainActor
public struct PreviewRunnerCommand {
  /// The version printed by `--version`.
  public static let version = "0.1.0"

  /// Runs with the process's arguments, environment and working directory, then exits with
  /// the run's code. Previews run in worker processes of this same executable, so a preview
  /// that crashes or hangs fails alone; started as a worker (see ``WorkerProtocol``), the
  /// executable serves its parent instead.
  public static func main(
    providers: [any PreviewProvider.Type], appChecks: [any AppCheckProvider.Type]
  ) async -> Never {
    textpreviews_note_runner_started()
    BrokenPipe.ignoreSignal()
    let environment = ProcessInfo.processInfo.environment
    if environment[WorkerProtocol.environmentKey] == "1" {
      exit(await Worker.serveChannel(PreviewHost(providers), environment: environment))
    }
    let code = await run(
      arguments: Array(CommandLine.arguments.dropFirst()), environment: environment,
      providers: providers, appChecks: appChecks, workingDirectory: FileManager.default.currentDirectoryPath,
      output: .standard(), keys: .terminal(), execution: .currentExecutable)
    // Every worker has been asked to exit and reaped by now; one left by a path that did not
    // wait (a stopped worker, say) must not outlive the run.
    WorkerProcess.killRunningWorkers()
    exit(code)
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
  public static func run(
    arguments: [String], environment: [String: String], providers: [any PreviewProvider.Type],
    appChecks: [any AppCheckProvider.Type], workingDirectory: String, output: Console, keys: KeySource = .none,
    execution: Execution = .inProcess
  ) async -> Int32 {
    let options: RunnerOptions
    do {
      options = try RunnerOptions.parse(arguments)
    } catch {
      output.printError("error: \(error.message)\n" + HelpText.usage())
      return 2
    }
    let configuration = RunConfiguration(
      options: options, environment: environment, workingDirectory: workingDirectory, output: output)
    if configuration.recordMode == .never && options.prune {
      output.printError(
        "error: '--prune' cannot be used in CI mode (the CI environment variable is set)\n" + HelpText.usage())
      return 2
    }
    if options.watch {
      return await watch(
        arguments: arguments, configuration: configuration, providers: providers, appChecks: appChecks,
        output: output, keys: keys, execution: execution)
    }
    switch options.mode {
    case .help:
      output.print(HelpText.full(version: version, previewNames: providers.map { String(describing: $0) }.sorted()))
      return 0
    case .version:
      output.print("preview-runner \(version)")
      return 0
    case .checkApp:
      return await AppCheck.run(appChecks, timeout: .milliseconds(Int64(options.timeout * 1000))) { output.print($0) }
    case .review:
      return review(configuration, output: output, keys: keys)
    case .list, .show, .verify, .live, .audit:
      break
    }
    if options.mode == .live {
      // Preview code runs in this process: a crash ends the canvas, and the terminal is restored.
      return await LiveCanvas.start(
        options: options, environment: configuration.environment, providers: providers,
        workingDirectory: workingDirectory,
        output: output, reloadable: execution != .inProcess)
    }
    let executor = makeExecutor(execution, providers: providers, configuration: configuration)
    guard let planned = await makePlan(options: options, executor: executor, providers: providers, output: output)
    else { return 2 }
    let plan = planned.0
    // The plan selects which unreadable previews this run fails, as it selects the states.
    let unreadable = planned.1.filter { plan.unreadablePreviews.contains($0.preview) }
    switch options.mode {
    case .list:
      return list(plan, unreadable: unreadable, output: output)
    case .show:
      let format: RenderOutput = configuration.colored ? .ansi(depth: configuration.colorDepth) : .plain
      return await show(plan, unreadable: unreadable, executor: executor, as: format, output: output)
    case .audit:
      return await AuditRun.run(
        plan, unreadable: unreadable, executor: executor, options: options, workingDirectory: workingDirectory,
        output: output)
    case .verify where options.repeatCount != nil:
      return await repeatRun(
        plan, providers: providers, repeats: options.repeatCount ?? 2, unreadable: unreadable, options: options,
        environment: configuration.environment,
        execution: execution, output: output)
    default:
      var verify = VerifyRun(configuration: configuration, plan: plan, output: output)
      return await verify.run(executor: executor, unreadable: unreadable)
    }
  }

  /// `review`: goes through the pending renderings, holding the snapshots lock while it
  /// may accept some.
  static func review(_ configuration: RunConfiguration, output: Console, keys: KeySource) -> Int32 {
    let options = configuration.options
    let workingDirectory = configuration.workingDirectory
    let snapshots = SnapshotsFolder.resolve(options.snapshotsDirectory, workingDirectory: workingDirectory)
    let store = SnapshotStore(root: snapshots.path)
    let pending = PendingStore(snapshots: store)
    // Accepting writes snapshots: never at the same time as a recording run.
    var lock: SnapshotLock?
    do {
      if try store.directory.exists() {
        try store.checkForLinks()
        lock = try SnapshotLock.acquire(store, description: SnapshotLock.holderDescription(of: "review"))
        for path in try store.removeInterruptedWrites() + pending.removeLeftovers() {
          output.print("removed an interrupted write: \(TerminalText.escaped(path))")
        }
      } else if options.snapshotsDirectory != RunnerOptions.defaultSnapshotsDirectory {
        output.printError(
          "error: the snapshots directory \(TerminalText.escaped(store.root)) does not exist — check --snapshots")
        return 2
      }
    } catch {
      output.printError("error: \(error)")
      return 2
    }
    defer { lock?.release() }
    let review = ReviewSession(
      store: store, pending: pending, shownFolder: snapshots.shown,
      filters: options.filters, action: options.reviewAction,
      colored: configuration.colored, output: output, keys: keys)
    return review.run()
  }

  /// Where preview code runs for this run: in this process, or in a pool of workers.
  static func makeExecutor(
    _ execution: Execution, providers: [any PreviewProvider.Type], configuration: RunConfiguration
  ) -> any StateExecutor {
    let options = configuration.options
    return switch execution {
    case .inProcess: InProcessExecutor(host: PreviewHost(providers), timeout: options.timeout)
    case .workers(let executable):
      WorkerExecutor(
        pool: WorkerPool(
          executable: executable, size: options.jobs ?? max(1, ProcessInfo.processInfo.activeProcessorCount),
          environment: configuration.environment, timeout: options.timeout))
    }
  }

  /// The plan, made once from declarations read where a crash is contained, and the
  /// providers whose declarations could not be read; `nil` (an error printed) when the
  /// options select nothing or two states would share a file.
  static func makePlan(
    options: RunnerOptions, executor: any StateExecutor, providers: [any PreviewProvider.Type], output: Console
  ) async -> (PreviewPlan, [DiscoveryFailure])? {
    var descriptions: [PreviewDescription] = []
    var unreadable: [DiscoveryFailure] = []
    for described in await executor.describe(providers) {
      switch described {
      case .success(let description): descriptions.append(description)
      case .failure(let failure): unreadable.append(failure)
      }
    }
    do {
      let plan = try PreviewPlan.make(
        previews: descriptions, filters: options.filters, states: options.states, width: options.width,
        shard: options.shard, unreadablePreviews: unreadable.map(\.preview))
      return (plan, unreadable)
    } catch {
      output.printError("error: \(TerminalText.escaped(error.description))")
      return nil
    }
  }

  /// `--list`: one line per planned state and width, then how many snapshots a run checks.
  static func list(_ plan: PreviewPlan, unreadable: [DiscoveryFailure], output: Console) -> Int32 {
    for item in plan.items { output.print(TerminalText.escaped(item.displayName)) }
    // What a run will count: one snapshot per state and width, and one more per step.
    let snapshots = plan.items.reduce(0) { $0 + 1 + $1.steps.count }
    output.printError(
      "\(counted(plan.items.count, "state")), \(counted(snapshots, "snapshot")) (a run counts snapshots)")
    for failure in unreadable {
      output.printError(
        "error: \(TerminalText.escaped(failure.preview)): cannot read its states: "
          + TerminalText.escapedLines(failure.reason))
    }
    return unreadable.isEmpty ? 0 : 1
  }

  /// `--watch`: one run without `--watch` (after clearing a terminal), then watching the
  /// package; a rebuilt runner replaces this process, a stopped session exits 0.
  private static func watch(
    arguments: [String], configuration: RunConfiguration, providers: [any PreviewProvider.Type],
    appChecks: [any AppCheckProvider.Type], output: Console, keys: KeySource, execution: Execution
  ) async -> Int32 {
    let workingDirectory = configuration.workingDirectory
    guard let root = WatchSession.packageRoot(from: workingDirectory) else {
      output.printError(
        "error: '--watch' needs a Swift package: no Package.swift in \(workingDirectory) or a folder above it")
      return 2
    }
    let executable = WatchSession.currentExecutable()
    WatchSession.catchInterrupt()
    if output.isTerminal { output.write(WatchSession.clearScreen) }
    let options = arguments.prefix { $0 != "--" }
    let once = options.filter { $0 != "--watch" } + arguments.dropFirst(options.count)
    _ = await run(
      arguments: Array(once), environment: configuration.environment, providers: providers, appChecks: appChecks,
      workingDirectory: workingDirectory, output: output, keys: keys, execution: execution)
    let session = WatchSession.live(root: root, executable: executable, output: output)
    switch await session.watch(since: configuration.watchBuildStart) {
    case .interrupted:
      return 0
    case .rebuilt(let started):
      output.printError(
        "error: " + WatchSession.relaunch(executable: executable, arguments: arguments, buildStart: started))
      return 1
    }
  }

  /// Prints every rendering of every planned state as `format` (coloured as a terminal of
  /// the chosen depth shows it, or plain); fails only when a state did not render.
  private static func show(
    _ plan: PreviewPlan, unreadable: [DiscoveryFailure], executor: any StateExecutor, as format: RenderOutput,
    output: Console
  ) async -> Int32 {
    var failed = !unreadable.isEmpty
    var warnedSymbols: Set<String> = []
    for failure in unreadable {
      output.printError(
        "error: \(TerminalText.escaped(failure.preview)): cannot read its states: "
          + TerminalText.escapedLines(failure.reason))
    }
    await executor.render(plan.items, output: format) { index, outcome in
      let name = TerminalText.escaped(plan.items[index].displayName)
      for rendered in outcome.steps {
        for symbol in rendered.unknownSymbols where warnedSymbols.insert(symbol).inserted {
          output.printError(
            VerifyRun.unknownSymbolWarning(
              symbol, preview: plan.items[index].preview, state: plan.items[index].stateName, step: rendered.step))
        }
        output.print("── \(name)" + (rendered.step.map { " › \(TerminalText.escaped($0))" } ?? ""))
        output.print(rendered.text)
      }
      if let failure = outcome.failure {
        output.printError("error: \(name): \(TerminalText.escapedLines(failure.description))")
        failed = true
      }
    }
    return failed ? 1 : 0
  }
}
