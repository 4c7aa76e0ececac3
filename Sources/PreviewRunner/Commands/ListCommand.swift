import PreviewSnapshots
/// `--list`: one line per planned state and width, then how many snapshots a run checks;
/// renders nothing.
struct ListCommand: RunnerCommand {
  func run(in context: CommandContext) async -> Int32 {
    let executor = context.makeExecutor()
    guard let planned = await context.makePlan(executor: executor) else { return 2 }
    let items = planned.plan.items
    for item in items { context.output.print(TerminalText.escaped(item.displayName)) }
    // What a run will count: one snapshot per state and width, and one more per step.
    let snapshots = items.reduce(0) { $0 + 1 + $1.steps.count }
    context.output.printError(
      "\(counted(items.count, "state")), \(counted(snapshots, "snapshot")) (a run counts snapshots)")
    context.printUnreadable(planned.unreadable)
    return planned.unreadable.isEmpty ? 0 : 1
  }
}
