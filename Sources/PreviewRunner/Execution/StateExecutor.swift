import Foundation
import PreviewKit
import PreviewSnapshots

/// Where a run executes preview code.
package enum Execution: Sendable, Equatable {
  /// In this process, one state at a time on the main actor: for tests and benchmarks that
  /// pass providers the executable does not link. A trapping preview ends the process.
  case inProcess
  /// In worker processes started from `executable`, which must be a runner over the same
  /// previews (normally the running executable itself; see ``WorkerProtocol``). A crash or
  /// hang fails only the state it happened in.
  case workers(executable: String)

  /// Worker processes of the running executable.
  package static var currentExecutable: Execution {
    .workers(executable: Bundle.main.executablePath ?? CommandLine.arguments[0])
  }
}

/// Reads providers and renders planned states, in this process or in workers; every answer
/// comes back in request order, so output never depends on which worker was fastest.
@MainActor
protocol StateExecutor {
  /// The declarations of every provider, or why one could not be read.
  func describe(_ providers: [any PreviewProvider.Type]) async -> [Result<PreviewDescription, DiscoveryFailure>]
  /// Renders `items`, calling `each` with every outcome in item order.
  func render(
    _ items: [PlannedState], output: RenderOutput, each: (Int, StateOutcome) async -> Void
  ) async
}

/// Runs everything in the runner's own process.
@MainActor
struct InProcessExecutor: StateExecutor {
  let host: PreviewHost
  let timeout: Double

  func describe(_ providers: [any PreviewProvider.Type]) async -> [Result<PreviewDescription, DiscoveryFailure>] {
    providers.map { .success(PreviewDescription($0, configured: host.variants)) }
  }

  func render(
    _ items: [PlannedState], output: RenderOutput, each: (Int, StateOutcome) async -> Void
  ) async {
    // By index: an enumerated sequence's iterator is generic calls per state in a debug build.
    for index in items.indices {
      let item = items[index]
      var outcome = StateOutcome()
      let started = ContinuousClock.now
      outcome.failure = await host.render(
        RenderRequest(item, output: output, timeout: timeout), phase: { _, _ in },
        rendered: { outcome.steps.append($0) })
      outcome.seconds = WorkerPool.seconds(since: started)
      await each(index, outcome)
    }
  }
}

/// Runs everything in a pool of worker processes.
@MainActor
struct WorkerExecutor: StateExecutor {
  let pool: WorkerPool
  /// Whether the workers stay for the next render (the agent server's), rather than exit.
  var keepsWorkers = false

  func describe(_ providers: [any PreviewProvider.Type]) async -> [Result<PreviewDescription, DiscoveryFailure>] {
    let pool = pool
    // The workers stay for rendering the states.
    let results = pool.run(providers.map { $0.previewName }, keepingWorkers: true) {
      pool.describe(preview: $0, on: $1)
    }
    var described: [Result<PreviewDescription, DiscoveryFailure>] = []
    for index in providers.indices { described.append(await results.take(index)) }
    await results.workersFinished()
    return described
  }

  func render(
    _ items: [PlannedState], output: RenderOutput, each: (Int, StateOutcome) async -> Void
  ) async {
    let pool = pool
    let requests = items.map { RenderRequest($0, output: output, timeout: pool.timeout) }
    let results = pool.run(requests, keepingWorkers: keepsWorkers) { pool.render($0, on: $1) }
    for index in items.indices { await each(index, await results.take(index)) }
    await results.workersFinished()
  }
}
