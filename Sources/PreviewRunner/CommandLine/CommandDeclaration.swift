/// One command of `preview-runner`, declared once: the word that selects it, its usage line and
/// its help. The parser, the usage lines and the help's SUBCOMMANDS section read this list.
struct CommandDeclaration: Sendable {
  /// What the command does.
  let mode: RunnerOptions.Mode
  /// The word that selects it, `nil` for the default command (verify).
  let name: String?
  /// What follows `preview-runner` in its usage line.
  let usage: String
  /// The description in `--help`; empty for the default command, which the overview describes.
  let abstract: String

  /// Every command, in help order: verify (no word), then the subcommands.
  static let all: [CommandDeclaration] = [verify, show, review, live, checkApp, audit, mergeReports, mcp]

  /// The command a first positional argument selects, if it names one.
  static func named(_ word: String) -> CommandDeclaration? {
    all.first { $0.name == word }
  }

  static let verify = CommandDeclaration(
    mode: .verify, name: nil, usage: "[<filter> ...] [options]", abstract: "")

  static let show = CommandDeclaration(
    mode: .show, name: "show", usage: "show [<filter> ...] [options]",
    abstract: "Render the matching previews in the terminal without comparing them with snapshots.")

  static let review = CommandDeclaration(
    mode: .review, name: "review", usage: "review [<filter> ...] [--from <dir>] [--accept | --reject]",
    abstract: "Go through the pending renderings a run kept (changed or new states): on a terminal, "
      + "one at a time with single keys (a accept, r reject, s skip, A/R accept/reject all, "
      + "q quit); otherwise list them. With --from, a CI run's new renderings.")

  static let live = CommandDeclaration(
    mode: .live, name: "live", usage: "live [<filter>] [--state <name>] [--width <columns>]",
    abstract: "Run the first matching preview state in the terminal with its mocks, to use it: "
      + "F2/F3 previous/next state, F4 find a state, F5 restart, Ctrl-C quit. Saving a Swift file rebuilds "
      + "and comes back to the same state; on quit, the interaction is printed as preview steps.")

  static let checkApp = CommandDeclaration(
    mode: .checkApp, name: "check-app", usage: "check-app [options]",
    abstract: "Render the app with its real dependencies and visit every screen reachable "
      + "by navigation; fail if any shows a \"not set\" placeholder.")

  static let audit = CommandDeclaration(
    mode: .audit, name: "audit", usage: "audit [<filter> ...] [options]",
    abstract: "Check what a screen reader gets in every matching state against the rules "
      + AuditRule.allCases.map(\.rawValue).joined(separator: ", ")
      + " (contrast: WCAG AA in truecolor, 256 and 16 colours, default colours black on white). "
      + "Exit 1 on any finding not waived in code with .accessibilityAuditWaiver; "
      + "--report json|junit lists them.")

  static let mergeReports = CommandDeclaration(
    mode: .mergeReports, name: "merge-reports", usage: "merge-reports <dir or file> ... [--report <format> <path>]",
    abstract: "Join the JSON reports of a sharded run (files, or folders holding them) into the reports "
      + "and the summary line of one whole run; refuse shards of two revisions, a shard missing or "
      + "given twice, or a state covered twice.")

  static let mcp = CommandDeclaration(
    mode: .mcp, name: "mcp", usage: "mcp [options]",
    abstract: "Serve the Model Context Protocol on standard input and output, for a coding agent: list, "
      + "render, verify and audit previews, review pending renderings, and use a state live (keys, taps, "
      + "typing) reading each screen back as text. Ends when standard input closes.")
}
