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
    // A state's variants come one after another in the plan; they are printed side by side
    // when the terminal is wide enough for all of them, one after another otherwise.
    let columns =
      Self.sideBySideColumns(environment: configuration.environment, terminalColumns: output.terminalColumns) ?? 0
    var group: [(item: PlannedState, outcome: StateOutcome)] = []
    func flush() {
      printGroup(group, columns: columns, to: output)
      group.removeAll()
    }
    await executor.render(plan.items, output: format) { index, outcome in
      let item = plan.items[index]
      for rendered in outcome.steps {
        for warning in notes.symbolWarnings(for: rendered, of: item) { output.printError(warning) }
      }
      if let last = group.last?.item, !last.isSameState(as: item) { flush() }
      group.append((item, outcome))
      if let failure = outcome.failure {
        output.printError(
          "error: \(TerminalText.escaped(item.displayName)): \(TerminalText.escapedLines(failure.description))")
        failed = true
      }
    }
    flush()
    return failed ? 1 : 0
  }

  /// The width a state's variants must fit in to be printed side by side: `COLUMNS` when it
  /// is set to a width (it wins, as for `ls` and other tools that lay text out in columns),
  /// else the width of the terminal standard output is, `terminalColumns`; `nil`, one after
  /// another, when standard output is a pipe or a file, so that what a script reads does not
  /// depend on the window it was started from.
  static func sideBySideColumns(environment: [String: String], terminalColumns: Int?) -> Int? {
    if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 { return columns }
    return terminalColumns
  }

  /// Prints the renderings of one state's variants: side by side when they fit in `columns`
  /// (each rendering, step by step), else one after another.
  private func printGroup(_ group: [(item: PlannedState, outcome: StateOutcome)], columns: Int, to output: Console) {
    guard let first = group.first else { return }
    let steps = group.map(\.outcome.steps.count).min() ?? 0
    let sideBySide =
      group.count > 1 && columns > 0 && steps > 0
      && SideBySide.width(of: group.map { SideBySide.Column(title: "", rows: [], width: $0.item.width) }) <= columns
    guard sideBySide else {
      for (item, outcome) in group {
        let name = TerminalText.escaped(item.displayName)
        for rendered in outcome.steps {
          output.print("── \(name)" + (rendered.step.map { " › \(TerminalText.escaped($0))" } ?? ""))
          output.print(rendered.text)
        }
      }
      return
    }
    for step in 0..<steps {
      let rendered = group[0].outcome.steps[step]
      output.print(
        "── \(TerminalText.escaped(first.item.stateDisplayName))"
          + (rendered.step.map { " › \(TerminalText.escaped($0))" } ?? ""))
      let columns = group.map { item, outcome in
        SideBySide.Column(
          title: item.variant.name,
          rows: outcome.steps[step].text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init),
          width: item.width)
      }
      output.print(SideBySide.lines(columns).joined(separator: "\n"))
    }
  }
}
