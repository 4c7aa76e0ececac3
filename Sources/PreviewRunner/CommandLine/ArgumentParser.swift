import TextUI

/// A command line that `preview-runner` cannot run, with a one-line message
/// for the user (the runner prints it with the usage and exits with 2).
public struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong, naming the offending argument, e.g.
  /// `unknown option '--recrod'; did you mean '--record'?`.
  public var message: String

  /// Creates an error with the given message.
  public init(_ message: String) {
    self.message = message
  }

  /// The message, so `print(error)` shows it as is.
  public var description: String { message }
}

extension RunnerOptions {
  /// The options `preview-runner` accepts, in help order.
  ///
  /// The parser, the did-you-mean suggestions and the help text all read
  /// this one list, and the help text switches over it exhaustively, so an
  /// option cannot be added without its help.
  enum Option: CaseIterable, Sendable {
    case list, state, width, color, colorDepth, record, ci, prune, report, jobs, shard, snapshots, newDirectory
    case timeout, repeatCount, watch, accept, reject, verbose, help, version

    /// The long spelling, e.g. `--new-dir`.
    var name: String {
      switch self {
      case .list: "--list"
      case .state: "--state"
      case .width: "--width"
      case .color: "--color"
      case .colorDepth: "--color-depth"
      case .record: "--record"
      case .ci: "--ci"
      case .prune: "--prune"
      case .report: "--report"
      case .jobs: "--jobs"
      case .shard: "--shard"
      case .snapshots: "--snapshots"
      case .newDirectory: "--new-dir"
      case .timeout: "--timeout"
      case .repeatCount: "--repeat"
      case .watch: "--watch"
      case .accept: "--accept"
      case .reject: "--reject"
      case .verbose: "--verbose"
      case .help: "--help"
      case .version: "--version"
      }
    }

    /// The short spelling, if any.
    var shortName: String? { self == .help ? "-h" : nil }

    /// Placeholders for the values the option takes; empty for a flag.
    var valueNames: [String] {
      switch self {
      case .state: ["name"]
      case .width, .jobs, .repeatCount: ["n"]
      case .shard: ["k/n"]
      case .color: ["when"]
      case .colorDepth: ["depth"]
      case .report: ["format", "path"]
      case .snapshots, .newDirectory: ["dir"]
      case .timeout: ["seconds"]
      case .list, .record, .ci, .prune, .watch, .accept, .reject, .verbose, .help, .version: []
      }
    }
  }

  /// Parses `preview-runner`'s arguments, without the program name.
  ///
  /// Syntax, following swift-argument-parser:
  /// - `show` or `check-app` as the first positional argument selects that
  ///   subcommand; every other positional argument is a filter.
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
  /// - `show` with `--list`, `--record`, `--prune`, `--report` or
  ///   `--new-dir`, and `--list` with the last four: they write nothing.
  /// - `check-app` with filters, `--state`, `--list`, `--width` or `--shard`: it
  ///   runs no previews, and walks the app at its own width.
  /// - `--prune` with `--shard`: a shard sees every other shard's snapshots as
  ///   orphaned.
  public static func parse(_ arguments: [String]) throws(UsageError) -> RunnerOptions {
    let optionArguments = arguments.prefix { $0 != "--" }
    if optionArguments.contains(where: ["-h", "--help"].contains) {
      var options = RunnerOptions()
      options.mode = .help
      return options
    }
    if optionArguments.contains("--version") {
      for argument in optionArguments where argument.hasPrefix("-") && argument != "-" {
        let spelling = argument.hasPrefix("--") ? String(argument.prefix { $0 != "=" }) : argument
        if !Option.allCases.contains(where: { $0.name == spelling || $0.shortName == spelling }),
          !CommandLineParser.looksLikeNegativeNumber(argument)
        {
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

/// The state of one parse: options so far, and which options were seen (in
/// order) for the conflict checks.
struct CommandLineParser {
  typealias Option = RunnerOptions.Option

  private var options = RunnerOptions()
  private var remaining: ArraySlice<String>
  private var seen: [Option] = []
  private var subcommand: RunnerOptions.Mode?
  private var sawPositional = false
  private var list = false

  private static let subcommands: [String: RunnerOptions.Mode] = [
    "show": .show, "check-app": .checkApp, "review": .review, "live": .live,
  ]

  /// Rejected pairs, checked in this order; see ``RunnerOptions/parse(_:)``.
  private static let conflicts: [(Option, Option)] = [
    (.record, .ci), (.prune, .ci), (.record, .newDirectory), (.prune, .state), (.prune, .shard),
    (.list, .record), (.list, .prune), (.list, .report), (.list, .newDirectory),
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
      } else if !sawPositional, let mode = Self.subcommands[argument] {
        subcommand = mode
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
    if let subcommand {
      let name = Self.subcommands.first { $0.value == subcommand }?.key ?? ""
      let forbidden: [Option]
      if subcommand == .show {
        forbidden = [.list, .record, .prune, .report, .newDirectory, .repeatCount]
      } else if subcommand == .live {
        // Live runs one state at a time in the terminal and writes no snapshot; it reloads
        // on a save by itself.
        forbidden = [.list, .record, .ci, .prune, .report, .jobs, .shard, .newDirectory, .watch, .repeatCount]
      } else if subcommand == .review {
        // Review reads pending renderings and renders nothing.
        forbidden = [
          .list, .state, .width, .record, .ci, .prune, .report, .jobs, .shard, .newDirectory, .timeout, .watch,
          .repeatCount,
        ]
      } else {
        if let filter = options.filters.first {
          throw UsageError("unexpected argument '\(filter)': 'check-app' does not take filters")
        }
        forbidden = [.list, .state, .width, .shard, .watch, .repeatCount]
      }
      if let option = seen.first(where: forbidden.contains) {
        throw UsageError("'\(name)' cannot be used with '\(option.name)'")
      }
    }
    if seen.contains(.accept) && seen.contains(.reject) {
      throw UsageError("'--accept' and '--reject' cannot be used together")
    }
    if subcommand != .review, let option = seen.first(where: { $0 == .accept || $0 == .reject }) {
      throw UsageError("'\(option.name)' can only be used with 'review'")
    }
    if subcommand != .show && subcommand != .live, seen.contains(.colorDepth) {
      throw UsageError("'--color-depth' can only be used with 'show' or 'live'")
    }
    for (first, second) in Self.conflicts where seen.contains(first) && seen.contains(second) {
      throw UsageError("'\(first.name)' and '\(second.name)' cannot be used together")
    }
    if options.prune && !options.filters.isEmpty {
      throw UsageError("'--prune' cannot be used with filters")
    }
    options.mode = subcommand ?? (list ? .list : .verify)
    return options
  }

  private mutating func parseOption(_ argument: String) throws(UsageError) {
    var spelling = argument
    var inlineValue: String?
    if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
      spelling = String(argument[..<equals])
      inlineValue = String(argument[argument.index(after: equals)...])
    }
    guard
      let option = Option.allCases.first(where: { $0.name == spelling || $0.shortName == spelling })
    else {
      throw Self.unknownOption(spelling)
    }
    if !seen.contains(option) {
      seen.append(option)
    }
    guard !option.valueNames.isEmpty else {
      if inlineValue != nil {
        throw UsageError("'\(option.name)' does not take a value")
      }
      setFlag(option)
      return
    }
    let value: String
    if let inlineValue {
      value = inlineValue
    } else {
      value = try nextValue(
        missing: "missing value for '\(option.name)'",
        allowsNegativeNumber: [.width, .jobs, .timeout, .repeatCount].contains(option))
    }
    switch option {
    case .state:
      options.states.append(try Self.nonEmpty(value, for: option))
    case .width:
      options.width = try Self.integer(
        value, for: option, in: 1...1000, expected: "an integer from 1 to 1000")
    case .color:
      options.color = try Self.choice(value, for: option)
    case .colorDepth:
      options.colorDepth = try Self.choice(value, for: option) as ColorDepth
    case .report:
      let format: RunnerOptions.ReportFormat = try Self.choice(value, for: option)
      let path = try nextValue(missing: "missing path for '\(option.name) \(value)'")
      options.reports.append(.init(format: format, path: try Self.nonEmpty(path, for: option)))
    case .jobs:
      options.jobs = try Self.integer(
        value, for: option, in: 1...Int.max, expected: "a positive integer")
    case .shard:
      guard let shard = Shard(value) else {
        throw Self.invalid(value, for: option, expected: "K/N with 1 <= K <= N, such as 2/4")
      }
      options.shard = shard
    case .snapshots:
      options.snapshotsDirectory = try Self.nonEmpty(value, for: option)
    case .newDirectory:
      options.newDirectory = try Self.nonEmpty(value, for: option)
    case .timeout:
      options.timeout = try Self.seconds(value, for: option)
    case .repeatCount:
      options.repeatCount = try Self.integer(value, for: option, in: 2...100, expected: "an integer from 2 to 100")
    case .list, .record, .ci, .prune, .watch, .accept, .reject, .verbose, .help, .version:
      preconditionFailure("\(option.name) is a flag")
    }
  }

  private mutating func setFlag(_ option: Option) {
    switch option {
    case .list: list = true
    case .record: options.recordMode = .failed
    case .ci: options.recordMode = .never
    case .prune: options.prune = true
    case .verbose: options.verbose = true
    case .watch: options.watch = true
    case .accept: options.reviewAction = .accept
    case .reject: options.reviewAction = .reject
    // Reached only with "=value", which is rejected before; the pre-scan in
    // `parse` handles the plain spellings.
    case .help: options.mode = .help
    case .version: options.mode = .version
    case .state, .width, .color, .colorDepth, .report, .jobs, .shard, .snapshots, .newDirectory, .timeout,
      .repeatCount:
      preconditionFailure("\(option.name) takes a value")
    }
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
    return argument.hasPrefix("-") && !digits.isEmpty && digits.allSatisfy { isDigit($0) || $0 == "." }
  }

  private static func invalid(
    _ value: String, for option: Option, expected: String
  ) -> UsageError {
    UsageError("invalid value '\(value)' for '\(option.name)': expected \(expected)")
  }

  private static func nonEmpty(_ value: String, for option: Option) throws(UsageError) -> String {
    guard !value.isEmpty else {
      throw invalid(
        value, for: option, expected: "a non-empty \(option.valueNames.last ?? "value")")
    }
    return value
  }

  /// Accepts plain decimal digits only: `Int` would also take "+5", and a
  /// width or job count never needs a sign.
  private static func integer(
    _ value: String, for option: Option, in range: ClosedRange<Int>, expected: String
  ) throws(UsageError) -> Int {
    guard !value.isEmpty, value.allSatisfy(isDigit), let number = Int(value),
      range.contains(number)
    else {
      throw invalid(value, for: option, expected: expected)
    }
    return number
  }

  /// Accepts digits with at most one decimal point, rejecting the "inf",
  /// "nan", hex and exponent forms `Double` would take; the upper bound
  /// keeps later conversion to `Duration` from overflowing.
  private static func seconds(_ value: String, for option: Option) throws(UsageError) -> Double {
    let expected = "a number of seconds greater than 0 and at most 3600"
    let parts = value.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count <= 2, parts.contains(where: { !$0.isEmpty }),
      parts.allSatisfy({ $0.allSatisfy(isDigit) }), let seconds = Double(value),
      seconds > 0, seconds <= 3600
    else {
      throw invalid(value, for: option, expected: expected)
    }
    return seconds
  }

  /// 0-9 only; `Character.isNumber` would also accept other scripts' digits.
  private static func isDigit(_ character: Character) -> Bool {
    ("0"..."9").contains(character)
  }

  private static func choice<Choice: RawRepresentable<String> & CaseIterable>(
    _ value: String, for option: Option
  ) throws(UsageError) -> Choice {
    guard let choice = Choice(rawValue: value) else {
      let allowed = Choice.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
      throw invalid(value, for: option, expected: "one of \(allowed)")
    }
    return choice
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
