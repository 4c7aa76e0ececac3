import Foundation
import PreviewKit
import PreviewSnapshots

/// One mode of `preview-runner` (verify, show, `--list`, review, live, check-app, audit,
/// `--repeat`, `--watch`, help, version): what it does with a configuration resolved at the
/// edge. ``PreviewRunnerCommand/run(arguments:environment:providers:appChecks:workingDirectory:output:keys:execution:)``
/// parses, resolves and picks one; the command does the rest.
@MainActor
protocol RunnerCommand {
  /// Runs the mode and returns its exit code: 0 passed, 1 failed, 2 usage or configuration.
  func run(in context: CommandContext) async -> Int32
}

/// What every command works with: the run's configuration, the previews and app checks the
/// executable found, where output goes and where preview code runs.
@MainActor
struct CommandContext {
  /// The command line without the program name, as given (`--watch` relaunches with it).
  let arguments: [String]
  /// Options, record mode, colour, working directory and environment, resolved once.
  let configuration: RunConfiguration
  /// The previews the run may render.
  let providers: [any PreviewProvider.Type]
  /// What `check-app` renders.
  let appChecks: [any AppCheckProvider.Type]
  /// Where to print.
  let output: Console
  /// Where `review` reads its answers.
  let keys: KeySource
  /// Where preview code runs.
  let execution: Execution
  /// The variants the package declares, which each preview may change.
  var variants: [PreviewVariant] = [.light]
  /// Where each preview is declared, for reports that point at it.
  var declarations = PreviewDeclarations()

  /// The parsed command line.
  var options: RunnerOptions { configuration.options }

  /// Where preview code runs for this run: in this process, or in a pool of workers with the
  /// run's environment (or `environment`, for a repetition that changes it).
  func makeExecutor(environment: [String: String]? = nil) -> any StateExecutor {
    switch execution {
    case .inProcess:
      InProcessExecutor(host: PreviewHost(providers, variants: variants), timeout: options.timeout)
    case .workers(let executable):
      WorkerExecutor(
        pool: WorkerPool(
          executable: executable, size: options.jobs ?? max(1, ProcessInfo.processInfo.activeProcessorCount),
          environment: environment ?? configuration.environment, timeout: options.timeout))
    }
  }

  /// The plan, made once from declarations read where a crash is contained, and the selected
  /// providers whose declarations could not be read; `nil` (an error printed) when the options
  /// select nothing or two states would share a file.
  func makePlan(executor: any StateExecutor) async -> PlannedRun? {
    var descriptions: [PreviewDescription] = []
    var unreadable: [DiscoveryFailure] = []
    for described in await executor.describe(providers) {
      switch described {
      case .success(let description): descriptions.append(description)
      case .failure(let failure): unreadable.append(failure)
      }
    }
    do {
      // Without a command word, the first filter is where a mistyped command lands.
      let commands = options.mode == .verify ? CommandDeclaration.all.compactMap(\.name) : []
      let plan = try PreviewPlan.make(
        previews: descriptions, filters: options.filters, states: options.states, variants: options.variants,
        width: options.width,
        shard: options.shard, unreadablePreviews: unreadable.map(\.preview), commands: commands)
      // The plan selects which unreadable and stateless previews this run fails, as it
      // selects the states.
      return PlannedRun(
        plan: plan,
        unreadable: unreadable.filter { plan.unreadablePreviews.contains($0.preview) }
          + plan.statelessPreviews.map(DiscoveryFailure.noStates))
    } catch {
      output.printError("error: \(TerminalText.escaped(error.description))")
      return nil
    }
  }

  /// Prints why each unreadable provider fails the run.
  func printUnreadable(_ unreadable: [DiscoveryFailure]) {
    for failure in unreadable {
      output.printError(
        "error: \(TerminalText.escaped(failure.preview)): \(failure.declaresNoStates ? "" : "cannot read its states: ")"
          + TerminalText.escapedLines(failure.reason))
    }
  }
}
