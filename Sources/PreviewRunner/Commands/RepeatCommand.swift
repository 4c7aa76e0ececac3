/// `--repeat N`: the plan rendered N times, each repetition in its own pool of new workers
/// with its own environment (in this process for ``Execution/inProcess``, where only
/// randomness in the preview itself can show); see ``RepeatRun``.
struct RepeatCommand: RunnerCommand {
  func run(in context: CommandContext) async -> Int32 {
    // The plan is read once, by workers of the run's own environment.
    guard let planned = await context.makePlan(executor: context.makeExecutor()) else { return 2 }
    let run = RepeatRun(
      plan: planned.plan, repeats: context.options.repeatCount ?? 2, environment: context.configuration.environment,
      output: context.output)
    return await run.run(unreadable: planned.unreadable) { _, changed in
      context.makeExecutor(environment: changed)
    }
  }
}
