import Foundation
import PreviewKit

extension PreviewRunnerCommand {
  /// `--repeat N`: the plan rendered N times, each repetition in its own pool of new workers
  /// with its own environment (in this process for ``Execution/inProcess``, where only
  /// randomness in the preview itself can show).
  static func repeatRun(
    _ plan: PreviewPlan, providers: [any PreviewProvider.Type], repeats: Int, unreadable: [DiscoveryFailure],
    options: RunnerOptions,
    environment: [String: String], execution: Execution, output: Console
  ) async -> Int32 {
    let run = RepeatRun(plan: plan, repeats: repeats, environment: environment, output: output)
    return await run.run(unreadable: unreadable) { _, changed in
      switch execution {
      case .inProcess:
        return InProcessExecutor(host: PreviewHost(providers), timeout: options.timeout)
      case .workers(let executable):
        return WorkerExecutor(
          pool: WorkerPool(
            executable: executable, size: options.jobs ?? max(1, ProcessInfo.processInfo.activeProcessorCount),
            environment: changed, timeout: options.timeout))
      }
    }
  }
}
