import PreviewSnapshots

/// `--list`: one line per planned state, width and variant, then how many snapshots a run
/// checks; renders nothing. When a preview has a variant other than the default, a column
/// names each line's variant.
struct ListCommand: RunnerCommand {
  func run(in context: CommandContext) async -> Int32 {
    let executor = context.makeExecutor()
    guard let planned = await context.makePlan(executor: executor) else { return 2 }
    let items = planned.plan.items
    if items.allSatisfy({ $0.variant == .light }) {
      for item in items { context.output.print(TerminalText.escaped(item.displayName)) }
    } else {
      let names = items.map { TerminalText.escaped($0.stateDisplayName) }
      let column = names.map(\.count).max() ?? 0
      for (name, item) in zip(names, items) {
        let padding = String(repeating: " ", count: column - name.count + 2)
        context.output.print(name + padding + TerminalText.escaped(item.variant.name))
      }
    }
    // What a run will count: one snapshot per state and width, and one more per step.
    let snapshots = items.reduce(0) { $0 + 1 + $1.steps.count }
    context.output.printError(
      "\(counted(items.count, "state")), \(counted(snapshots, "snapshot")) (a run counts snapshots)")
    context.printUnreadable(planned.unreadable)
    return planned.unreadable.isEmpty ? 0 : 1
  }
}
