import PreviewSnapshots
import TextUI

/// `show`: prints every rendering of every planned state, coloured as a terminal of the chosen
/// depth shows it (or plain), comparing nothing; fails only when a state did not render.
struct ShowCommand: RunnerCommand {
  func run(in context: CommandContext) async -> Int32 {
    let executor = context.makeExecutor()
    guard let planned = await context.makePlan(executor: executor) else { return 2 }
    let configuration = context.configuration
    let format: RenderOutput = configuration.colored ? .ansi(depth: configuration.colorDepth) : .plain
    let output = context.output
    let plan = planned.plan
    var failed = !planned.unreadable.isEmpty
    var notes = RenderingNotes()
    context.printUnreadable(planned.unreadable)
    await executor.render(plan.items, output: format) { index, outcome in
      let name = TerminalText.escaped(plan.items[index].displayName)
      for rendered in outcome.steps {
        for warning in notes.symbolWarnings(for: rendered, of: plan.items[index]) { output.printError(warning) }
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
