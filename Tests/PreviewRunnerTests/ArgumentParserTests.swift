import PreviewRunner
import PreviewSnapshots
import Testing

/// Defaults changed by `change`, to state expectations as differences.
private func options(_ change: (inout RunnerOptions) -> Void = { _ in }) -> RunnerOptions {
  var options = RunnerOptions()
  change(&options)
  return options
}

/// An argument vector and the options it must parse to.
private struct ValidArguments: Sendable, CustomTestStringConvertible {
  var arguments: [String]
  var expected: RunnerOptions
  var testDescription: String { arguments.isEmpty ? "(none)" : arguments.joined(separator: " ") }

  init(_ arguments: [String], _ expected: RunnerOptions) {
    self.arguments = arguments
    self.expected = expected
  }
}

/// An argument vector and the exact error message it must produce.
private struct InvalidArguments: Sendable, CustomTestStringConvertible {
  var arguments: [String]
  var message: String
  var testDescription: String { arguments.joined(separator: " ") }

  init(_ arguments: [String], _ message: String) {
    self.arguments = arguments
    self.message = message
  }
}

private let secondsExpectation = "expected a number of seconds greater than 0 and at most 3600"

/// Every spelling the parser accepts; the help text must mention each.
private let allOptionSpellings = [
  "--list", "--state", "--width", "--color", "--record", "--ci", "--prune", "--report", "--jobs", "--shard",
  "--snapshots", "--new-dir", "--timeout", "--verbose", "-h", "--help", "--version",
]

@Suite("Argument parsing")
struct ArgumentParserTests {
  fileprivate static let validCases: [ValidArguments] = [
    .init([], options()),
    .init(["ItemList"], options { $0.filters = ["ItemList"] }),
    .init(
      ["ItemList*", "--state", "error"],
      options {
        $0.filters = ["ItemList*"]
        $0.states = ["error"]
      }),
    .init(["--state", "a", "--state=b"], options { $0.states = ["a", "b"] }),
    .init(
      ["show", "RandomNumber", "--width", "40"],
      options {
        $0.mode = .show
        $0.filters = ["RandomNumber"]
        $0.width = 40
      }),
    .init(
      ["--verbose", "show"],
      options {
        $0.mode = .show
        $0.verbose = true
      }),
    .init(["Item", "show"], options { $0.filters = ["Item", "show"] }),
    .init(
      ["show", "--", "show"],
      options {
        $0.mode = .show
        $0.filters = ["show"]
      }),
    .init(["--", "--record", "show", "-h"], options { $0.filters = ["--record", "show", "-h"] }),
    .init(
      ["check-app", "--timeout", "2.5"],
      options {
        $0.mode = .checkApp
        $0.timeout = 2.5
      }),
    .init(["--timeout=.5"], options { $0.timeout = 0.5 }),
    .init(
      ["live", "Item", "--state", "success", "--width", "60", "--color-depth", "256"],
      options {
        $0.mode = .live
        $0.filters = ["Item"]
        $0.states = ["success"]
        $0.width = 60
        $0.colorDepth = .palette256
      }),
    .init(
      ["--list", "Item"],
      options {
        $0.mode = .list
        $0.filters = ["Item"]
      }),
    .init(
      ["--record", "--prune"],
      options {
        $0.recordMode = .failed
        $0.prune = true
      }),
    .init(
      ["--ci", "--report", "junit", "out.xml", "--report=json", "out.json"],
      options {
        $0.recordMode = .never
        $0.reports = [
          .init(format: .junit, path: "out.xml"), .init(format: .json, path: "out.json"),
        ]
      }),
    .init(["--report", "json", "-"], options { $0.reports = [.init(format: .json, path: "-")] }),
    .init(
      [
        "--jobs", "4", "--snapshots", "Refs", "--new-dir=/tmp/new", "--verbose", "--color", "never",
      ],
      options {
        $0.jobs = 4
        $0.snapshotsDirectory = "Refs"
        $0.newDirectory = "/tmp/new"
        $0.verbose = true
        $0.color = .never
      }),
    .init(["--width", "10", "--width=1000"], options { $0.width = 1000 }),
    .init(
      ["--color=always", "-"],
      options {
        $0.color = .always
        $0.filters = ["-"]
      }),
    .init(["-h"], options { $0.mode = .help }),
    .init(["--recrod", "--width", "--help"], options { $0.mode = .help }),
    .init(["--version"], options { $0.mode = .version }),
    .init(["--version", "--help"], options { $0.mode = .help }),
    .init(["--", "--help"], options { $0.filters = ["--help"] }),
  ]

  @Test("valid argument vectors parse to the expected options", arguments: validCases)
  fileprivate func valid(_ testCase: ValidArguments) throws {
    #expect(try RunnerOptions.parse(testCase.arguments) == testCase.expected)
  }

  fileprivate static let invalidCases: [InvalidArguments] = [
    .init(["--recrod"], "unknown option '--recrod'; did you mean '--record'?"),
    .init(["--colour", "never"], "unknown option '--colour'; did you mean '--color'?"),
    .init(["--jbos", "2"], "unknown option '--jbos'; did you mean '--jobs'?"),
    .init(["-verbose"], "unknown option '-verbose'; did you mean '--verbose'?"),
    .init(["--verb"], "unknown option '--verb'; did you mean '--verbose'?"),
    .init(["--new-directory", "x"], "unknown option '--new-directory'; did you mean '--new-dir'?"),
    .init(["--recrod=1"], "unknown option '--recrod'; did you mean '--record'?"),
    .init(["-v"], "unknown option '-v'"),
    .init(["--xyzzy"], "unknown option '--xyzzy'"),
    .init(["--width"], "missing value for '--width'"),
    .init(["--width", "--record"], "missing value for '--width'"),
    .init(["--width", "-5"], "invalid value '-5' for '--width': expected an integer from 1 to 1000"),
    .init(["--jobs", "-3"], "invalid value '-3' for '--jobs': expected a positive integer"),
    .init(["--timeout", "-1"], "invalid value '-1' for '--timeout': " + secondsExpectation),
    .init([""], "a filter must not be empty ('' would match every preview); leave it out to run them all"),
    .init(["Item", ""], "a filter must not be empty ('' would match every preview); leave it out to run them all"),
    .init(["--bogus", "--version"], "unknown option '--bogus'"),
    .init(["--version", "--recrod"], "unknown option '--recrod'; did you mean '--record'?"),
    .init(["check-app", "--width", "40"], "'check-app' cannot be used with '--width'"),
    .init(["check-app", "--shard", "1/2"], "'check-app' cannot be used with '--shard'"),
    .init(["--prune", "--shard", "1/2"], "'--prune' and '--shard' cannot be used together"),
    .init(["--shard", "3/2"], "invalid value '3/2' for '--shard': expected K/N with 1 <= K <= N, such as 2/4"),
    .init(
      ["--width", "abc"], "invalid value 'abc' for '--width': expected an integer from 1 to 1000"),
    .init(["--width=0"], "invalid value '0' for '--width': expected an integer from 1 to 1000"),
    .init(
      ["--width", "1001"], "invalid value '1001' for '--width': expected an integer from 1 to 1000"),
    .init(["--width=+5"], "invalid value '+5' for '--width': expected an integer from 1 to 1000"),
    .init(["--jobs", "0"], "invalid value '0' for '--jobs': expected a positive integer"),
    .init(
      ["--color", "yes"],
      "invalid value 'yes' for '--color': expected one of 'auto', 'always', 'never'"),
    .init(
      ["--report", "xml", "out.xml"],
      "invalid value 'xml' for '--report': expected one of 'junit', 'json', 'html', 'github', 'markdown'"),
    .init(["--report"], "missing value for '--report'"),
    .init(["--report", "junit"], "missing path for '--report junit'"),
    .init(["--report=junit", "--ci"], "missing path for '--report junit'"),
    .init(["--timeout", "0"], "invalid value '0' for '--timeout': " + secondsExpectation),
    .init(["--timeout", "inf"], "invalid value 'inf' for '--timeout': " + secondsExpectation),
    .init(["--timeout=1e3"], "invalid value '1e3' for '--timeout': " + secondsExpectation),
    .init(["--state", ""], "invalid value '' for '--state': expected a non-empty name"),
    .init(["--snapshots="], "invalid value '' for '--snapshots': expected a non-empty dir"),
    .init(["--record=yes"], "'--record' does not take a value"),
    .init(["--help=me"], "'--help' does not take a value"),
    .init(["--record", "--ci"], "'--record' and '--ci' cannot be used together"),
    .init(["--ci", "--record"], "'--record' and '--ci' cannot be used together"),
    .init(["--prune", "--ci"], "'--prune' and '--ci' cannot be used together"),
    .init(["--record", "--new-dir", "x"], "'--record' and '--new-dir' cannot be used together"),
    .init(["--prune", "Item"], "'--prune' cannot be used with filters"),
    .init(["--prune", "--state", "a"], "'--prune' and '--state' cannot be used together"),
    .init(["--list", "--report", "json", "x"], "'--list' and '--report' cannot be used together"),
    .init(["show", "--record"], "'show' cannot be used with '--record'"),
    .init(["live", "--record"], "'live' cannot be used with '--record'"),
    .init(["live", "--watch"], "'live' cannot be used with '--watch'"),
    .init(["live", "--report", "json", "x.json"], "'live' cannot be used with '--report'"),
    .init(["live", "--jobs", "2"], "'live' cannot be used with '--jobs'"),
    .init(["--list", "show"], "'show' cannot be used with '--list'"),
    .init(["show", "--report", "junit", "x.xml"], "'show' cannot be used with '--report'"),
    .init(["check-app", "Item"], "unexpected argument 'Item': 'check-app' does not take filters"),
    .init(["check-app", "--state", "a"], "'check-app' cannot be used with '--state'"),
    // Every option declares the commands it belongs to; anywhere else it would be ignored.
    .init(["check-app", "--record"], "'check-app' cannot be used with '--record'"),
    .init(["check-app", "--report", "json", "x.json"], "'check-app' cannot be used with '--report'"),
    .init(["check-app", "--jobs", "2"], "'check-app' cannot be used with '--jobs'"),
    .init(["review", "--timeout", "2"], "'review' cannot be used with '--timeout'"),
    .init(["--color-depth", "256"], "'--color-depth' can only be used with 'show' or 'live'"),
    .init(["--accept", "--reject"], "'--accept' can only be used with 'review'"),
    .init(["review", "--accept", "--reject"], "'--accept' and '--reject' cannot be used together"),
    .init(["audit", "--report", "html", "x.html"], "'audit' writes json or junit reports, not html"),
  ]

  @Test("invalid argument vectors fail with the exact message", arguments: invalidCases)
  fileprivate func invalid(_ testCase: InvalidArguments) {
    #expect(throws: UsageError(testCase.message)) {
      try RunnerOptions.parse(testCase.arguments)
    }
  }

  @Test("unknown option suggests the closest spelling")
  func suggestion() {
    let error = #expect(throws: UsageError.self) { try RunnerOptions.parse(["--snapshot", "x"]) }
    #expect(error?.description == "unknown option '--snapshot'; did you mean '--snapshots'?")
  }

  @Test("every option spelling is accepted by the parser")
  func everySpellingIsKnown() {
    for spelling in allOptionSpellings {
      do {
        _ = try RunnerOptions.parse([spelling])
      } catch {
        #expect(!error.message.hasPrefix("unknown option"), "\(spelling): \(error)")
      }
    }
  }

  @Test(
    "the CI environment variable means never recording, unless --record or SNAPSHOT_TESTING_RECORD asks",
    arguments: [
      ([], [:], SnapshotRecordMode.missing),
      (["--ci"], [:], .never),
      (["--record"], [:], .failed),
      ([], ["CI": "1"], .never),
      ([], ["CI": "true"], .never),
      ([], ["CI": ""], .missing),
      ([], ["CI": "0"], .missing),
      ([], ["CI": "FALSE"], .missing),
      (["--record"], ["CI": "1"], .failed),
      ([], ["CI": "1", "SNAPSHOT_TESTING_RECORD": "failed"], .failed),
      ([], ["SNAPSHOT_TESTING_RECORD": "All"], .all),
      (["--ci"], ["SNAPSHOT_TESTING_RECORD": "failed"], .never),
      (["--record"], ["SNAPSHOT_TESTING_RECORD": "never"], .failed),
    ] as [([String], [String: String], SnapshotRecordMode)])
  func resolvedRecordMode(arguments: [String], environment: [String: String], expected: SnapshotRecordMode) throws {
    let options = try RunnerOptions.parse(arguments)
    #expect(try options.resolvedRecordMode(environment: environment) == expected)
  }

  @Test(
    "--shard takes K/N with 1 <= K <= N",
    arguments: [
      ("1/1", Shard(index: 1, count: 1)), ("2/4", Shard(index: 2, count: 4)), ("0/4", nil), ("5/4", nil),
      ("1/0", nil), ("-1/4", nil), ("1/", nil), ("/4", nil), ("1/4/2", nil), ("a/b", nil), ("+1/4", nil),
    ] as [(String, Shard?)])
  func shardSyntax(text: String, expected: Shard?) {
    #expect(Shard(text) == expected)
    let parsed = try? RunnerOptions.parse(["--shard", text])
    #expect(parsed?.shard == expected)
  }
}

@Suite("Name matching")
struct NameMatchingTests {
  @Test(
    "globs match whole names",
    arguments: [
      ("*", "", true),
      ("*", "anything", true),
      ("", "", true),
      ("", "a", false),
      ("ItemList*", "ItemList", true),
      ("ItemList*", "ItemListEmpty", true),
      ("ItemList*", "OldItemList", false),
      ("*List", "ItemList", true),
      ("*List", "ItemLists", false),
      ("Item?ist", "ItemList", true),
      ("Item?ist", "Itemist", false),
      ("[abc]x", "bx", true),
      ("[abc]x", "dx", false),
      ("[a-z]1", "q1", true),
      ("[a-z]1", "Q1", false),
      ("[!x]y", "ay", true),
      ("[!x]y", "xy", false),
      ("[^x]y", "xy", false),
      ("[!x]y", "y", false),
      ("[]]", "]", true),
      ("[!]]", "a", true),
      ("[a-]", "-", true),
      ("a[", "a[", true),
      ("[*]", "*", true),
      ("[*]", "x", false),
      ("a*b*c", "aXXbYYc", true),
      ("a*b*c", "aXXbYY", false),
      ("**a", "ba", true),
      ("a**", "a", true),
      ("*/error", "ItemList/error", true),
      ("caf?", "café", true),
      ("[0-9][0-9]", "42", true),
    ])
  func glob(pattern: String, text: String, expected: Bool) {
    #expect(GlobPattern(pattern).matches(text) == expected)
  }

  @Test("a pathological pattern fails without exponential backtracking")
  func pathologicalPattern() {
    let text = String(repeating: "a", count: 10_000)
    #expect(!GlobPattern("a*a*a*a*a*b").matches(text))
    #expect(GlobPattern("a*a*a*a*a*a").matches(text))
  }

  @Test("globs match substrings of a larger string")
  func substringInput() {
    let line = "name: ItemList"
    #expect(GlobPattern("Item*").matches(line.dropFirst(6)))
  }

  @Test(
    "filters are globs only when they contain *, ? or [",
    arguments: [
      ("Item", "ItemList", true, false),
      ("List", "ItemList", true, false),
      ("item", "ItemList", false, false),
      ("", "ItemList", true, false),
      ("ItemList*", "OldItemList", false, true),
      ("*List", "OldItemList", true, true),
      ("Item?ist", "ItemList", true, true),
      ("[IO]temList", "ItemList", true, true),
    ])
  func nameFilter(raw: String, name: String, matches: Bool, isGlob: Bool) {
    let filter = NameFilter(raw)
    #expect(filter.matches(name) == matches)
    #expect(filter.isGlob == isGlob)
  }
}

@Suite("Help text")
struct HelpTextTests {
  let help = HelpText.full(previewNames: ["ItemListPreviews", "RandomNumberPreviews"])

  @Test("the examples name the package's own previews, never this repository's samples")
  func examplesNameOwnPreviews() {
    let user = HelpText.full(previewNames: ["GreetingPreviews", "BadgePreviews"])
    #expect(user.contains("swift run preview-runner 'Greeting*' --state error"))
    #expect(user.contains("swift run preview-runner show BadgePreviews --width 40") == false)
    #expect(user.contains("swift run preview-runner show Badge --width 40"))
    #expect(!user.contains("ItemList") && !user.contains("RandomNumber"))
    let none = HelpText.full()
    #expect(!none.contains("ItemList") && none.contains("swift run preview-runner show MyView --watch"))
  }

  @Test("help mentions every option spelling")
  func everyOption() {
    for spelling in allOptionSpellings {
      #expect(help.contains(spelling), "\(spelling)")
    }
  }

  @Test("help has the sections of Swift's own tools, in order")
  func sections() {
    let titles = [
      "OVERVIEW:", "USAGE:", "ARGUMENTS:", "SUBCOMMANDS:", "OPTIONS:", "EXAMPLES:", "EXIT STATUS:",
      "ENVIRONMENT:",
    ]
    let positions = titles.map { help.range(of: $0)?.lowerBound }
    #expect(positions.allSatisfy { $0 != nil })
    #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
    #expect(help.hasPrefix("OVERVIEW: "))
  }

  @Test("help fits in 80 columns")
  func width() {
    for line in help.split(separator: "\n") {
      #expect(line.count <= 80, "\(line)")
    }
  }

  @Test("help shows defaults, exit codes, NO_COLOR, examples and the version")
  func content() {
    for expected in [
      "(default: auto)", "(default: Snapshots)", "(default: 5)", "NO_COLOR", "\n  0 ", "\n  1 ",
      "\n  2 ", "\n  141 ", "swift run preview-runner 'ItemList*' --state error",
      "CI=1 swift run preview-runner --report junit .build/previews.xml",
      "swift run preview-runner show RandomNumber --width 40", "(\(PreviewRunnerCommand.version))", "  show ",
      "  check-app ",
    ] {
      #expect(help.contains(expected), "\(expected)")
    }
  }

  @Test("option descriptions start in one column")
  func alignment() {
    let block = help.components(separatedBy: "OPTIONS:\n")[1].components(separatedBy: "\n\n")[0]
    // The labels too long for the column sit alone on their lines.
    let lines = block.split(separator: "\n").filter {
      $0 != "  --report <format> <path>" && $0 != "  --idle-timeout <seconds>"
    }
    for line in lines.map(Array.init) {
      #expect(line.count > 26 && line[24..<26] == [" ", " "] && line[26] != " ", "\(String(line))")
    }
  }

  @Test("usage lists the eight command forms")
  func usage() {
    #expect(
      HelpText.usage() == """
        USAGE: preview-runner [<filter> ...] [options]
               preview-runner show [<filter> ...] [options]
               preview-runner review [<filter> ...] [--from <dir>] [--accept | --reject]
               preview-runner live [<filter>] [--state <name>] [--width <columns>]
               preview-runner check-app [options]
               preview-runner audit [<filter> ...] [options]
               preview-runner merge-reports <dir or file> ... [--report <format> <path>]
               preview-runner mcp [options]
        """)
    #expect(help.contains(HelpText.usage()))
  }
}
