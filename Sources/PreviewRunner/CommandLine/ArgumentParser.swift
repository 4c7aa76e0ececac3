import TextUI

/// A command line that `preview-runner` cannot run, with a one-line message
/// for the user (the runner prints it with the usage and exits with 2).
package struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong, naming the offending argument, e.g.
  /// `unknown option '--recrod'; did you mean '--record'?`.
  package var message: String

  /// Creates an error with the given message.
  package init(_ message: String) {
    self.message = message
  }

  /// The message, so `print(error)` shows it as is.
  package var description: String { message }
}

extension RunnerOptions {
  /// Parses `preview-runner`'s arguments, without the program name.
  ///
  /// Syntax, following swift-argument-parser:
  /// - A command's name (`show`, `review`, `live`, `check-app`, `audit`) as the first
  ///   positional argument selects it; every other positional argument is a filter.
  /// - `--option value` and `--option=value` are equivalent. A separate
  ///   value may not start with `-`, so a forgotten value is reported
  ///   instead of swallowing the next option; use `=` for such values.
  /// - `--report` takes two values: `--report junit out.xml`.
  /// - `--` ends options; everything after it is a filter.
  /// - `-h`/`--help` anywhere before `--` wins over every other argument,
  ///   even invalid ones, so help is always reachable. `--version` wins over
  ///   every other valid argument, but an unknown option is still an error.
  /// - A filter may not be empty (`''` would otherwise match everything).
  /// - A repeated single-value option keeps its last value; `--state` and
  ///   `--report` accumulate.
  ///
  /// Rejected combinations, each because one side would be silently
  /// ignored or would do harm:
  /// - `--record` or `--prune` with `--ci`: CI must never modify snapshots.
  /// - `--record` with `--new-dir`: recording writes no `.new` files.
  /// - `--prune` with filters or `--state`: a partial run would see every
  ///   unselected snapshot as orphaned and delete it.
  /// - An option used with a command it does not belong to (each option declares its
  ///   commands once, beside its help): it would be ignored there, such as `--record` with `show` or `--jobs` with `live`.
  /// - `check-app` with filters: it runs no previews; `mcp` with filters: its tools take them.
  /// - `--prune` with `--shard`: a shard sees every other shard's snapshots as
  ///   orphaned.
  package static func parse(_ arguments: [String]) throws(UsageError) -> RunnerOptions {
    let optionArguments = arguments.prefix { $0 != "--" }
    if optionArguments.contains(where: ["-h", "--help"].contains) {
      var options = RunnerOptions()
      options.mode = .help
      return options
    }
    if optionArguments.contains("--version") {
      for argument in optionArguments where argument.hasPrefix("-") && argument != "-" {
        let spelling = argument.hasPrefix("--") ? String(argument.prefix { $0 != "=" }) : argument
        if Option(spelling: spelling) == nil, !CommandLineParser.looksLikeNegativeNumber(argument) {
          throw CommandLineParser.unknownOption(spelling)
        }
      }
      var options = RunnerOptions()
      options.mode = .version
      return options
    }
    var parser = CommandLineParser(arguments: arguments)
    try parser.parseArguments()
    return try parser.validated()
  }
}

/// The state of one parse: options so far, and which options were seen (in order) for the
/// conflict checks. What each option does, and which commands it belongs to, is its
/// ``OptionDeclaration``.
struct CommandLineParser {
  typealias Option = RunnerOptions.Option

  private var options = RunnerOptions()
  private var remaining: ArraySlice<String>
  private var seen: [Option] = []
  private var command: CommandDeclaration?
  private var sawPositional = false

  /// Rejected pairs, checked in this order; see ``RunnerOptions/parse(_:)``.
  private static let conflicts: [(Option, Option)] = [
    (.accept, .reject), (.record, .ci), (.prune, .ci), (.record, .newDirectory), (.prune, .state),
    (.prune, .shard), (.list, .record), (.list, .prune), (.list, .report), (.list, .newDirectory),
    (.watch, .list), (.watch, .prune),
    (.repeatCount, .record), (.repeatCount, .prune), (.repeatCount, .report), (.repeatCount, .newDirectory),
    (.repeatCount, .list), (.repeatCount, .watch),
  ]

  init(arguments: [String]) {
    remaining = arguments[...]
  }

  mutating func parseArguments() throws(UsageError) {
    while let argument = remaining.popFirst() {
      if argument == "--" {
        options.filters += remaining
        remaining = []
      } else if argument.hasPrefix("-") && argument != "-" {
        try parseOption(argument)
      } else if argument.isEmpty {
        throw UsageError("a filter must not be empty ('' would match every preview); leave it out to run them all")
      } else if !sawPositional, let command = CommandDeclaration.named(argument) {
        self.command = command
        sawPositional = true
      } else {
        // A lone "-" is a filter like any other word, as it would be for a
        // tool that reads no standard input.
        options.filters.append(argument)
        sawPositional = true
      }
    }
  }

  func validated() throws(UsageError) -> RunnerOptions {
    var options = options
    let command = command ?? .verify
    if let option = seen.first(where: { !$0.declaration.commands.contains(command.mode) }) {
      if let name = command.name {
        throw UsageError("'\(name)' cannot be used with '\(option.name)'")
      }
      let commands = CommandDeclaration.all.filter { option.declaration.commands.contains($0.mode) }
      let names = commands.compactMap(\.name).map { "'\($0)'" }.joined(separator: " or ")
      throw UsageError("'\(option.name)' can only be used with \(names)")
    }
    if command.mode == .checkApp || command.mode == .mcp, let filter = options.filters.first {
      throw UsageError("unexpected argument '\(filter)': '\(command.name ?? "")' does not take filters")
    }
    if options.reports.count(where: \.isOnStandardOutput) > 1 {
      throw UsageError("only one '--report' can go to standard output ('-')")
    }
    if command.mode == .audit, let report = options.reports.first(where: { $0.format != .json && $0.format != .junit })
    {
      throw UsageError("'audit' writes json or junit reports, not \(report.format.rawValue)")
    }
    if command.mode == .mergeReports {
      guard !options.filters.isEmpty else {
        throw UsageError("'merge-reports' needs the JSON reports to merge: files, or folders holding them")
      }
      options.reportInputs = options.filters
      options.filters = []
    }
    for (first, second) in Self.conflicts where seen.contains(first) && seen.contains(second) {
      throw UsageError("'\(first.name)' and '\(second.name)' cannot be used together")
    }
    if options.prune && !options.filters.isEmpty {
      throw UsageError("'--prune' cannot be used with filters")
    }
    if command.mode != .verify { options.mode = command.mode }
    return options
  }

  private mutating func parseOption(_ argument: String) throws(UsageError) {
    var spelling = argument
    var inlineValue: String?
    if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
      spelling = String(argument[..<equals])
      inlineValue = String(argument[argument.index(after: equals)...])
    }
    guard let option = Option(spelling: spelling) else {
      throw Self.unknownOption(spelling)
    }
    if !seen.contains(option) {
      seen.append(option)
    }
    let declaration = option.declaration
    if declaration.valueNames.isEmpty, inlineValue != nil {
      throw UsageError("'\(declaration.name)' does not take a value")
    }
    // The first value may be inline (`--width=40`); the others always follow (`--report
    // junit out.xml`), and a missing one is named: "missing path for '--report junit'".
    var values: [String] = []
    for (index, valueName) in declaration.valueNames.enumerated() {
      if index == 0, let inlineValue {
        values.append(inlineValue)
        continue
      }
      let missing =
        index == 0
        ? "missing value for '\(declaration.name)'"
        : "missing \(valueName) for '\(([declaration.name] + values).joined(separator: " "))'"
      values.append(try nextValue(missing: missing, allowsNegativeNumber: declaration.isNumeric))
    }
    let argument = OptionArgument(option: declaration.name, valueNames: declaration.valueNames, values: values)
    try declaration.apply(&options, argument)
  }

  /// Takes the next argument as a value unless it looks like an option. A negative number
  /// is taken for a numeric option, so `--jobs -3` says the value is wrong rather than
  /// missing.
  private mutating func nextValue(
    missing message: String, allowsNegativeNumber: Bool = false
  ) throws(UsageError) -> String {
    guard let next = remaining.first,
      !next.hasPrefix("-") || next == "-" || (allowsNegativeNumber && Self.looksLikeNegativeNumber(next))
    else {
      throw UsageError(message)
    }
    remaining.removeFirst()
    return next
  }

  /// "-3" or "-0.5": a value, never an option.
  static func looksLikeNegativeNumber(_ argument: String) -> Bool {
    let digits = argument.dropFirst()
    return argument.hasPrefix("-") && !digits.isEmpty && digits.allSatisfy { OptionArgument.isDigit($0) || $0 == "." }
  }

  /// "unknown option" with the closest spelling, if one is close enough to
  /// be a likely typo.
  static func unknownOption(_ spelling: String) -> UsageError {
    var message = "unknown option '\(spelling)'"
    if let suggestion = suggestion(for: spelling) {
      message += "; did you mean '\(suggestion)'?"
    }
    return UsageError(message)
  }

  /// Suggests a long option for a mistyped one, comparing names without
  /// dashes so `-verbose` finds `--verbose`.
  ///
  /// Words of three or more characters may be off by up to a third of
  /// their length (at most 2 edits, transpositions counting once); shorter
  /// words and abbreviations are only completed when exactly one option
  /// starts with them, which avoids suggesting `-h` for `-v`.
  static func suggestion(for spelling: String) -> String? {
    let word = String(spelling.drop { $0 == "-" })
    guard !word.isEmpty else { return nil }
    let names = Option.allCases.map(\.name)
    if word.count >= 3 {
      let limit = max(1, min(2, word.count / 3))
      let scored = names.map { (name: $0, distance: editDistance(word, String($0.dropFirst(2)))) }
      if let best = scored.min(by: { $0.distance < $1.distance }), best.distance <= limit {
        return best.name
      }
    }
    let completions = names.filter { $0.dropFirst(2).hasPrefix(word) }
    if completions.count == 1 {
      return completions[0]
    }
    // A word with junk after a valid name, such as "--new-directory".
    return names.filter { word.hasPrefix($0.dropFirst(2)) }.max { $0.count < $1.count }
  }

  /// Optimal string alignment distance: insertions, deletions,
  /// substitutions and adjacent transpositions each cost 1.
  static func editDistance(_ first: String, _ second: String) -> Int {
    let a = Array(first)
    let b = Array(second)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previousPrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], previousPrevious[j - 2] + 1)
        }
      }
      (previousPrevious, previous, current) = (previous, current, previousPrevious)
    }
    return previous[b.count]
  }
}
