/// The default command: renders the planned states and compares each rendering with its
/// snapshot, recording or keeping renderings pending as the record mode says (``VerifyRun``).
struct VerifyCommand: RunnerCommand {
  func run(in context: CommandContext) async -> Int32 {
    let executor = context.makeExecutor()
    guard let planned = await context.makePlan(executor: executor) else { return 2 }
    var verify = VerifyRun(configuration: context.configuration, plan: planned.plan, output: context.output)
    verify.declarations = context.declarations
    return await verify.run(executor: executor, unreadable: planned.unreadable)
  }
}
