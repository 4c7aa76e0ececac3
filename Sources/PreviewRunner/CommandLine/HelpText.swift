/// The `--help` text and usage lines, laid out like the help of Swift's own
/// tools (`swift build --help`): upper-case section titles, two-space
/// indents, descriptions in a column and wrapped at 80 columns.
package enum HelpText {
  /// The usage lines, printed alone after a usage error.
  package static func usage() -> String {
    let lines = CommandDeclaration.all.map { "preview-runner " + $0.usage }
    return "USAGE: " + lines.joined(separator: "\n       ")
  }

  /// The complete help text for `-h`/`--help`, without a trailing newline; the examples name
  /// the first two of `previewNames`, the package's preview types.
  package static func full(previewNames: [String] = []) -> String {
    let sections = [
      "OVERVIEW: Render terminal UI previews and compare them with their snapshots.",
      usage(),
      section("ARGUMENTS", [(label: "<filter>", description: filterHelp)]),
      section(
        "SUBCOMMANDS",
        CommandDeclaration.all.compactMap { command in command.name.map { ($0, command.abstract) } }),
      section(
        "OPTIONS",
        RunnerOptions.Option.allCases.map { ($0.declaration.label, $0.declaration.abstract) }),
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
        + "review refused a rendering (with --from: a snapshot changed since CI rendered it) or "
        + "listed pending ones without a terminal."
    ),
    (
      "2",
      "The command line was invalid, check-app found no app to check, merge-reports was given reports "
        + "that are not the shards of one run, or review --from an artifact it refuses."
    ),
    (
      "141",
      "Standard output or error was a closed pipe (| head, a quit pager): the run stopped there, "
        + "silently, as a process killed by SIGPIPE does."
    ),
  ]

  private static let environment: [(label: String, description: String)] = [
    (
      "CI",
      "Implies --ci (unless --record or SNAPSHOT_TESTING_RECORD is given) when set to anything but an "
        + "empty string, 0 or false."
    ),
    (
      "SNAPSHOT_TESTING_RECORD",
      "The record mode when neither --record nor --ci is given, as in swift test: missing (the default: "
        + "new renderings wait for review), all, failed (--record) or never (--ci)."
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

  /// Joined with no-break spaces so wrapping keeps the note on one line;
  /// ``wrap(_:width:)`` turns them back into spaces.
  static func defaultNote(_ value: String) -> String {
    String("(default: \(value))".map { $0 == " " ? noBreakSpace : $0 })
  }

  /// `seconds` as `--help` writes a default: no decimals for a whole number.
  static func seconds(_ seconds: Double) -> String {
    seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
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
