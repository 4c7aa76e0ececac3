import TextUI

extension RunnerOptions {
  /// The options `preview-runner` accepts, in help order, each declared once in
  /// ``declaration``.
  enum Option: CaseIterable, Sendable {
    case list, state, variant, background, width, color, colorDepth, record, ci, prune, report, jobs, shard, snapshots,
      newDirectory
    case timeout, idleTimeout, repeatCount, watch, from, accept, reject, verbose, help, version

    /// The option whose spelling is `spelling` (`--width`, `-h`), if any.
    init?(spelling: String) {
      guard let option = Self.allCases.first(where: { $0.declaration.isSpelled(spelling) }) else { return nil }
      self = option
    }

    /// The long spelling, e.g. `--new-dir`.
    var name: String { declaration.name }

    /// Everything about the option: spellings, values, the commands it belongs to, help and
    /// effect.
    var declaration: OptionDeclaration {
      switch self {
      case .list: .list
      case .state: .state
      case .variant: .variant
      case .background: .background
      case .width: .width
      case .color: .color
      case .colorDepth: .colorDepth
      case .record: .record
      case .ci: .ci
      case .prune: .prune
      case .report: .report
      case .jobs: .jobs
      case .shard: .shard
      case .snapshots: .snapshots
      case .newDirectory: .newDirectory
      case .timeout: .timeout
      case .idleTimeout: .idleTimeout
      case .repeatCount: .repeatCount
      case .watch: .watch
      case .from: .from
      case .accept: .accept
      case .reject: .reject
      case .verbose: .verbose
      case .help: .help
      case .version: .version
      }
    }
  }
}

/// The commands that render previews from a plan.
private let rendering: Set<RunnerOptions.Mode> = [.verify, .show, .audit]
/// Every command.
private let every: Set<RunnerOptions.Mode> = [.verify, .show, .review, .live, .checkApp, .audit, .mergeReports]
/// The commands that render previews from a plan, and the agent server, which does too.
private let renderingOrServing = rendering.union([.mcp])

extension OptionDeclaration {
  static let list = OptionDeclaration(
    "--list", commands: [.verify], abstract: "List the matching previews and their states, then exit."
  ) { options, _ in options.mode = .list }

  static let state = OptionDeclaration(
    "--state", values: ["name"], commands: rendering.union([.live]),
    abstract: "Only run the state with this name. Repeat to run several states."
  ) { options, argument throws(UsageError) in options.states.append(try argument.nonEmpty()) }

  static let variant = OptionDeclaration(
    "--variant", values: ["name"], commands: rendering.union([.live]),
    abstract: "Only render in the variant with this name (light, dark, monochrome, a locale, …, "
      + "as the package's PreviewConfiguration declares them). Repeat to render several."
  ) { options, argument throws(UsageError) in options.variants.append(try argument.nonEmpty()) }

  static let background = OptionDeclaration(
    "--background", values: ["colour"], commands: [.audit],
    abstract: "Check contrast on this terminal background (dark, light or #rrggbb) instead of each "
      + "variant's own."
  ) { options, argument throws(UsageError) in
    guard let background = AuditBackground(rawValue: argument.value) else {
      throw UsageError("--background: '\(argument.value)' is not dark, light or a colour #rrggbb")
    }
    options.background = background
  }

  static let width = OptionDeclaration(
    "--width", values: ["n"], numeric: true, commands: rendering.union([.live]),
    abstract: "Render every preview at this width (1-1000) instead of its own. With --record, "
      + "only a width the preview declares."
  ) { options, argument throws(UsageError) in
    options.width = try argument.integer(in: 1...1000, expected: "an integer from 1 to 1000")
  }

  static let color = OptionDeclaration(
    "--color", values: ["when"], commands: every,
    abstract: "When to use colors: auto, always or never. auto colors a terminal unless "
      + "NO_COLOR is set. " + HelpText.defaultNote(RunnerOptions.ColorChoice.auto.rawValue)
  ) { options, argument throws(UsageError) in options.color = try argument.choice() }

  static let colorDepth = OptionDeclaration(
    "--color-depth", values: ["depth"], commands: [.show, .live],
    abstract: "With show: draw colours as a terminal of this depth (16, 256 or truecolor) "
      + "shows them, nearest in xterm's palette. Snapshots keep exact colours. "
      + HelpText.defaultNote("from COLORTERM and TERM")
  ) { options, argument throws(UsageError) in options.colorDepth = try argument.choice(ColorDepth.self) }

  static let record = OptionDeclaration(
    "--record", commands: [.verify],
    abstract: "Save the rendered output as the new reference snapshots instead of comparing."
  ) { options, _ in options.recordMode = .failed }

  static let ci = OptionDeclaration(
    "--ci", commands: [.verify, .show, .checkApp, .audit],
    abstract: "Never write snapshots: write mismatches as .new files to --new-dir and fail. "
      + "Implied when the CI environment variable is set, unless --record is given."
  ) { options, _ in options.recordMode = .never }

  static let prune = OptionDeclaration(
    "--prune", commands: [.verify],
    abstract: "Delete snapshots that no preview produces. Not allowed with filters or --state."
  ) { options, _ in options.prune = true }

  static let report = OptionDeclaration(
    "--report", values: ["format", "path"], commands: [.verify, .audit, .mergeReports],
    abstract: "Also write a report to <path>: junit (JUnit XML), json, html (a page showing "
      + "every state, failures side by side), github (GitHub Actions annotations on each failing "
      + "preview's declaration) or markdown (a step summary: counts and diffs). Repeat for several "
      + "reports. '-' is standard output (the run's own lines then go to standard error); a pipe or "
      + "device is written in place."
  ) { options, argument throws(UsageError) in
    let format: RunnerOptions.ReportFormat = try argument.choice()
    options.reports.append(.init(format: format, path: try argument.nonEmpty(1)))
  }

  static let jobs = OptionDeclaration(
    "--jobs", values: ["n"], numeric: true, commands: renderingOrServing,
    abstract: "Worker processes rendering in parallel. A preview that crashes or hangs fails "
      + "alone. " + HelpText.defaultNote("number of active processors")
  ) { options, argument throws(UsageError) in
    options.jobs = try argument.integer(in: 1...Int.max, expected: "a positive integer")
  }

  static let shard = OptionDeclaration(
    "--shard", values: ["k/n"], commands: rendering,
    abstract: "Run only part k of n (a stable split by state name) for a CI matrix; shard 1 looks "
      + "for stale snapshots; no --prune. merge-reports joins the shards' JSON reports."
  ) { options, argument throws(UsageError) in
    guard let shard = Shard(argument.value) else {
      throw argument.invalid(argument.value, expected: "K/N with 1 <= K <= N, such as 2/4")
    }
    options.shard = shard
  }

  static let snapshots = OptionDeclaration(
    "--snapshots", values: ["dir"], commands: every.union([.mcp]),
    abstract: "Directory of the reference snapshots; must exist unless recording. A path given here "
      + "starts from the current directory, the default from the package root. "
      + HelpText.defaultNote(RunnerOptions.defaultSnapshotsDirectory)
  ) { options, argument throws(UsageError) in options.snapshotsDirectory = try argument.nonEmpty() }

  static let newDirectory = OptionDeclaration(
    "--new-dir", values: ["dir"], commands: [.verify],
    abstract: "Where CI mode writes the new renderings of mismatching previews, each with its base "
      + "(an artifact for review --from). "
      + HelpText.defaultNote("a new temporary directory")
  ) { options, argument throws(UsageError) in options.newDirectory = try argument.nonEmpty() }

  static let timeout = OptionDeclaration(
    "--timeout", values: ["seconds"], numeric: true,
    commands: every.subtracting([.review, .mergeReports]).union([.mcp]),
    abstract: "Seconds a preview may take to settle, and a worker to answer before it is "
      + "stopped; decimals are allowed. " + HelpText.defaultNote(HelpText.seconds(RunnerOptions.defaultTimeout))
  ) { options, argument throws(UsageError) in options.timeout = try argument.seconds() }

  static let idleTimeout = OptionDeclaration(
    "--idle-timeout", values: ["seconds"], numeric: true, commands: [.mcp],
    abstract: "With mcp: seconds a live session may go unused before it is stopped (its process "
      + "with it). " + HelpText.defaultNote(HelpText.seconds(RunnerOptions.defaultIdleTimeout))
  ) { options, argument throws(UsageError) in options.idleTimeout = try argument.seconds() }

  static let repeatCount = OptionDeclaration(
    "--repeat", values: ["n"], numeric: true, commands: [.verify],
    abstract: "Render every matching state n times (2-100), each time in new workers with another "
      + "hash seed, TZ and LANG, and fail the states whose renderings differ; a state that fails to "
      + "render is not repeated. Writes nothing."
  ) { options, argument throws(UsageError) in
    options.repeatCount = try argument.integer(in: 2...100, expected: "an integer from 2 to 100")
  }

  static let watch = OptionDeclaration(
    "--watch", commands: [.verify, .show],
    abstract: "After the run, rebuild and run again whenever a Swift file of the package changes; "
      + "on a terminal each run replaces the last. Ctrl-C stops."
  ) { options, _ in options.watch = true }

  static let from = OptionDeclaration(
    "--from", values: ["artifact"], commands: [.review],
    abstract: "With review: take the new renderings a CI run wrote (its --new-dir folder, or that "
      + "folder as a .zip) instead of the local pending ones; nothing is accepted if a snapshot "
      + "changed since CI rendered it."
  ) { options, argument throws(UsageError) in options.reviewSource = try argument.nonEmpty() }

  static let accept = OptionDeclaration(
    "--accept", commands: [.review],
    abstract: "With review: accept every selected pending rendering as its snapshot."
  ) { options, _ in options.reviewAction = .accept }

  static let reject = OptionDeclaration(
    "--reject", commands: [.review], abstract: "With review: drop every selected pending rendering."
  ) { options, _ in options.reviewAction = .reject }

  static let verbose = OptionDeclaration(
    "--verbose", commands: every, abstract: "Print every preview and state, not only failures."
  ) { options, _ in options.verbose = true }

  static let help = OptionDeclaration(
    "--help", short: "-h", commands: every.union([.mcp]), abstract: "Show help information."
  ) {
    options, _ in
    options.mode = .help
  }

  static let version = OptionDeclaration(
    "--version", commands: every.union([.mcp]), abstract: "Show the version (\(RunnerVersion.current))."
  ) { options, _ in options.mode = .version }
}
