/// The `--help` text and usage lines, laid out like the help of Swift's own
/// tools (`swift build --help`): upper-case section titles, two-space
/// indents, descriptions in a column and wrapped at 80 columns.
public enum HelpText {
  /// The usage lines, printed alone after a usage error.
  public static func usage() -> String {
    """
    USAGE: preview-runner [<filter> ...] [options]
           preview-runner show [<filter> ...] [options]
           preview-runner review [<filter> ...] [--accept | --reject]
           preview-runner live [<filter>] [--state <name>] [--width <columns>]
           preview-runner check-app [options]
           preview-runner audit [<filter> ...] [options]
    """
  }

  /// The complete help text for `-h`/`--help`, without a trailing newline;
  /// `version` appears in the description of `--version`, and the examples name the first
  /// two of `previewNames`, the package's preview types.
  public static func full(version: String, previewNames: [String] = []) -> String {
    let sections = [
      "OVERVIEW: Render terminal UI previews and compare them with their snapshots.",
      usage(),
      section("ARGUMENTS", [(label: "<filter>", description: filterHelp)]),
      section("SUBCOMMANDS", subcommands),
      section(
        "OPTIONS",
        RunnerOptions.Option.allCases.map {
          (label: label(of: $0), description: help(for: $0, version: version))
        }),
      examples(exampleNames(previewNames)),
      section("EXIT STATUS", exitStatuses),
      section("ENVIRONMENT", environment),
    ]
    return sections.joined(separator: "\n\n")
  }

  // MARK: Content

  private static let filterHelp = """
    Only run previews whose name matches. A filter containing *, ? or [ is a \
    glob that must match the whole name; any other filter is a case-sensitive \
    substring. A preview runs if any filter matches it.
    """

  private static let subcommands: [(label: String, description: String)] = [
    ("show", "Render the matching previews in the terminal without comparing them with snapshots."),
    (
      "review",
      "Go through the pending renderings a run kept (changed or new states): on a terminal, "
        + "one at a time with single keys (a accept, r reject, s skip, A/R accept/reject all, "
        + "q quit); otherwise list them."
    ),
    (
      "live",
      "Run the first matching preview state in the terminal with its mocks, to use it: "
        + "F2/F3 previous/next state, F5 restart, Ctrl-C quit. Saving a Swift file rebuilds "
        + "and comes back to the same state; on quit, the interaction is printed as preview steps."
    ),
    (
      "check-app",
      "Render the app with its real dependencies and visit every screen reachable "
        + "by navigation; fail if any shows a \"not set\" placeholder."
    ),
    (
      "audit",
      "Check what a screen reader gets in every matching state against the rules "
        + AuditRule.allCases.map(\.rawValue).joined(separator: ", ")
        + " (contrast: WCAG AA in truecolor, 256 and 16 colours, default colours black on white). "
        + "Exit 1 on any finding not waived in code with .accessibilityAuditWaiver; "
        + "--report json|junit lists them."
    ),
  ]

  private static func help(for option: RunnerOptions.Option, version: String) -> String {
    switch option {
    case .list:
      return "List the matching previews and their states, then exit."
    case .state:
      return "Only run the state with this name. Repeat to run several states."
    case .width:
      return "Render every preview at this width (1-1000) instead of its own. With --record, "
        + "only a width the preview declares."
    case .color:
      return "When to use colors: auto, always or never. auto colors a terminal unless "
        + "NO_COLOR is set. " + defaultNote(RunnerOptions.ColorChoice.auto.rawValue)
    case .colorDepth:
      return "With show: draw colours as a terminal of this depth (16, 256 or truecolor) "
        + "shows them, nearest in xterm's palette. Snapshots keep exact colours. "
        + defaultNote("from COLORTERM and TERM")
    case .record:
      return "Save the rendered output as the new reference snapshots instead of comparing."
    case .ci:
      return "Never write snapshots: write mismatches as .new files to --new-dir and fail. "
        + "Implied when the CI environment variable is set, unless --record is given."
    case .prune:
      return "Delete snapshots that no preview produces. Not allowed with filters or --state."
    case .report:
      return "Also write a report to <path>: junit (JUnit XML), json, or html (a page showing "
        + "every state, failures side by side). Repeat for several reports."
    case .jobs:
      return "Worker processes rendering in parallel. A preview that crashes or hangs fails "
        + "alone. " + defaultNote("number of active processors")
    case .shard:
      return "Run only part k of n (a stable split by state name) for a CI matrix; no stale "
        + "check, no --prune."
    case .snapshots:
      return "Directory of the reference snapshots; must exist unless recording. A path given here "
        + "starts from the current directory, the default from the package root. "
        + defaultNote(RunnerOptions.defaultSnapshotsDirectory)
    case .newDirectory:
      return "Where CI mode writes .new files for mismatching previews. "
        + defaultNote("a new temporary directory")
    case .timeout:
      let timeout = RunnerOptions.defaultTimeout
      let seconds = timeout == timeout.rounded() ? String(Int(timeout)) : String(timeout)
      return "Seconds a preview may take to settle, and a worker to answer before it is "
        + "stopped; decimals are allowed. " + defaultNote(seconds)
    case .repeatCount:
      return "Render every matching state n times (2-100), each time in new workers with another "
        + "hash seed, TZ and LANG, and fail the states whose renderings differ. Writes nothing."
    case .watch:
      return "After the run, rebuild and run again whenever a Swift file of the package changes; "
        + "on a terminal each run replaces the last. Ctrl-C stops."
    case .accept:
      return "With review: accept every selected pending rendering as its snapshot."
    case .reject:
      return "With review: drop every selected pending rendering."
    case .verbose:
      return "Print every preview and state, not only failures."
    case .help:
      return "Show help information."
    case .version:
      return "Show the version (\(version))."
    }
  }

  /// The examples, naming `name` and `other`: two of the package's own previews, so that
  /// `--help` in a user's package shows commands that work there.
  private static func exampleList(_ name: String, _ other: String) -> [(description: String, command: String)] {
    [
      ("Compare every preview with its reference snapshot:", "swift run preview-runner"),
      ("Only previews whose name contains \(name):", "swift run preview-runner \(name)"),
      (
        "Only the error state of previews whose name starts with \(name):",
        "swift run preview-runner '\(name)*' --state error"
      ),
      (
        "Record new reference snapshots after an intended change:",
        "swift run preview-runner --record"
      ),
      (
        "Redraw the \(name) previews whenever a source file is saved:",
        "swift run preview-runner show \(name) --watch"
      ),
      (
        "Accept every pending change to \(name)'s snapshots without asking:",
        "swift run preview-runner review \(name) --accept"
      ),
      (
        "Run as CI does and write a JUnit report:",
        "CI=1 swift run preview-runner --report junit .build/previews.xml"
      ),
      (
        "Show the \(other) preview 40 columns wide:",
        "swift run preview-runner show \(other) --width 40"
      ),
    ]
  }

  /// The names the examples use: the first two of `previewNames` without a `Previews` suffix,
  /// or stand-ins when the package has fewer.
  static func exampleNames(_ previewNames: [String]) -> (String, String) {
    let names = previewNames.map { $0.hasSuffix("Previews") && $0 != "Previews" ? String($0.dropLast(8)) : $0 }
    let first = names.first ?? "MyView"
    let second = names.dropFirst().first { $0 != first } ?? (first == "Settings" ? "MyView" : "Settings")
    return (first, second)
  }

  private static let exitStatuses: [(label: String, description: String)] = [
    ("0", "Every selected preview matched its snapshot, or the requested action succeeded."),
    (
      "1",
      "A snapshot differed or was missing, a preview failed to render or settle in time, or "
        + "review refused a rendering or listed pending ones without a terminal."
    ),
    ("2", "The command line was invalid, or check-app found no app to check."),
    (
      "141",
      "Standard output or error was a closed pipe (| head, a quit pager): the run stopped there, "
        + "silently, as a process killed by SIGPIPE does."
    ),
  ]

  private static let environment: [(label: String, description: String)] = [
    (
      "CI",
      "Implies --ci (unless --record is given) when set to anything but an empty string, 0 or false."
    ),
    ("NO_COLOR", "When set to a non-empty value, --color auto does not use colors."),
    (
      "COLORTERM, TERM",
      "The default --color-depth: truecolor for COLORTERM=truecolor or 24bit, 256 when TERM "
        + "contains 256color, otherwise 16."
    ),
  ]

  // MARK: Layout

  private static let lineWidth = 80
  private static let indent = "  "
  /// Column where descriptions start, as in swift-argument-parser.
  private static let descriptionColumn = 26

  private static func label(of option: RunnerOptions.Option) -> String {
    let names = [option.shortName, option.name].compactMap { $0 }.joined(separator: ", ")
    return ([names] + option.valueNames.map { "<\($0)>" }).joined(separator: " ")
  }

  /// Joined with no-break spaces so wrapping keeps the note on one line;
  /// ``wrap(_:width:)`` turns them back into spaces.
  private static func defaultNote(_ value: String) -> String {
    String("(default: \(value))".map { $0 == " " ? noBreakSpace : $0 })
  }

  private static let noBreakSpace: Character = "\u{A0}"

  /// A titled list of label/description entries. A label too long for the
  /// column gets its own line, with the description below it.
  private static func section(
    _ title: String, _ entries: [(label: String, description: String)]
  ) -> String {
    let padding = String(repeating: " ", count: descriptionColumn)
    var lines = ["\(title):"]
    for entry in entries {
      var description = wrap(entry.description, width: lineWidth - descriptionColumn)
      let label = indent + entry.label
      if label.count + 2 <= descriptionColumn {
        let first = description.removeFirst()
        let gap = String(repeating: " ", count: descriptionColumn - label.count)
        lines.append(label + gap + first)
      } else {
        lines.append(label)
      }
      lines += description.map { padding + $0 }
    }
    return lines.joined(separator: "\n")
  }

  private static func examples(_ names: (String, String)) -> String {
    var lines = ["EXAMPLES:"]
    for (index, example) in exampleList(names.0, names.1).enumerated() {
      if index > 0 { lines.append("") }
      lines += wrap(example.description, width: lineWidth - indent.count).map { indent + $0 }
      lines.append(indent + indent + example.command)
    }
    return lines.joined(separator: "\n")
  }

  /// Greedy word wrap; a word longer than `width` gets a line of its own.
  private static func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if line.isEmpty {
        line = String(word)
      } else if line.count + 1 + word.count <= width {
        line += " " + word
      } else {
        lines.append(line)
        line = String(word)
      }
    }
    lines.append(line)
    return lines.map { String($0.map { $0 == noBreakSpace ? " " : $0 }) }
  }
}
