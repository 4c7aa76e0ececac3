import Foundation
import PreviewSnapshots
import TextUI

/// Everything one `preview-runner` invocation was asked to do, exactly as
/// written on its command line.
///
/// Parsing is pure: decisions that depend on the environment (CI detection,
/// the processor count) are separate members, so the parser can be tested
/// with plain tables and the runner decides when to consult the process.
/// Create values with ``parse(_:)``; ``init()`` gives the defaults.
package struct RunnerOptions: Equatable, Sendable {
  /// What the invocation does.
  package enum Mode: Equatable, Sendable {
    /// Render the matching previews and compare them with their snapshots
    /// (no subcommand).
    case verify
    /// `show`: render the matching previews in the terminal, comparing
    /// nothing.
    case show
    /// `review`: go through the pending renderings, accepting or rejecting each.
    case review
    /// `check-app`: render the app itself with its real dependencies and
    /// walk its navigation, instead of running previews.
    case checkApp
    /// `live`: run the first matching preview state in the terminal, to use it
    /// as a person would, with hot reload and the interaction recorded as steps.
    case live
    /// `audit`: check every state's accessibility (``AuditRule``).
    case audit
    /// `mcp`: serve the Model Context Protocol on standard input and output, so a coding
    /// agent can list, render, verify, review and audit previews and use them live.
    case mcp
    /// `merge-reports`: join the JSON reports of a sharded run's shards into one run's
    /// reports.
    case mergeReports
    /// `--list`: print the matching previews and states, then exit.
    case list
    /// `-h` or `--help`: print the help text, then exit.
    case help
    /// `--version`: print the version, then exit.
    case version
  }

  /// When to use ANSI colors (`--color`).
  package enum ColorChoice: String, Equatable, Sendable, CaseIterable {
    /// Color a terminal unless `NO_COLOR` is set; never color a pipe or file.
    case auto
    /// Always color, even when writing to a pipe or file.
    case always
    /// Never color.
    case never
  }

  /// Machine-readable report formats (`--report`).
  package enum ReportFormat: String, Equatable, Sendable, CaseIterable {
    /// JUnit XML, understood by most CI services.
    case junit
    /// JSON, for custom tooling.
    case json
    /// A self-contained HTML page showing every state's rendering, see ``HTMLReport``.
    case html
    /// GitHub Actions workflow commands: an `::error` annotation per failure, pointing at the
    /// preview's declaration.
    case github
    /// A GitHub Actions step summary in Markdown: the counts and each failure's diff.
    case markdown
  }

  /// One `--report <format> <path>` request.
  package struct Report: Equatable, Sendable {
    /// The file format to write.
    package var format: ReportFormat
    /// Where to write the report, as given (relative paths are relative to
    /// the working directory).
    package var path: String

    /// Creates a report request.
    package init(format: ReportFormat, path: String) {
      self.format = format
      self.path = path
    }

    /// The path that sends a report to standard output: `-`.
    package static let standardOutputPath = "-"

    /// Whether the report goes to standard output (`--report json -`).
    package var isOnStandardOutput: Bool { path == Self.standardOutputPath }
  }

  /// Snapshot directory used when `--snapshots` is not given.
  package static let defaultSnapshotsDirectory = "Snapshots"
  /// Settle time limit, in seconds, used when `--timeout` is not given.
  package static let defaultTimeout: Double = 5

  /// What the invocation does; ``Mode/verify`` without a subcommand or flag.
  package var mode: Mode = .verify
  /// Preview name filters; empty selects every preview.
  package var filters: [String] = []
  /// States to run (`--state`, repeatable); empty runs every state.
  package var states: [String] = []
  /// Variants to render in (`--variant`, repeatable); empty renders every variant.
  package var variants: [String] = []
  /// The background `audit` checks contrast on (`--background`); `nil` for each variant's.
  package var background: AuditBackground?
  /// Width overriding each preview's own (`--width`), in 1...1000.
  package var width: Int?
  /// When to color output (`--color`).
  package var color: ColorChoice = .auto
  /// The colour depth `show` draws for (`--color-depth`); `nil` follows the terminal, see
  /// `ColorDepth.detected(environment:)`.
  package var colorDepth: ColorDepth?
  /// Which snapshots the run may write as asked on the command line:
  /// ``SnapshotRecordMode/failed`` for `--record`, ``SnapshotRecordMode/never`` for `--ci`,
  /// `nil` when neither was given; see ``resolvedRecordMode(environment:)`` for the effective
  /// mode.
  package var recordMode: SnapshotRecordMode?
  /// Delete snapshots no preview produces (`--prune`).
  package var prune = false
  /// Reports to write, in command-line order (`--report`, repeatable).
  package var reports: [Report] = []
  /// Worker processes rendering in parallel (`--jobs`); `nil` means one per
  /// active processor.
  package var jobs: Int?
  /// The part of the states this run takes (`--shard K/N`); `nil` runs them all.
  package var shard: Shard?
  /// Directory of the reference snapshots (`--snapshots`).
  package var snapshotsDirectory = RunnerOptions.defaultSnapshotsDirectory
  /// Where CI mode writes `.new` files (`--new-dir`); `nil` means a fresh
  /// temporary directory chosen by the runner.
  package var newDirectory: String?
  /// Seconds a preview may take to settle (`--timeout`).
  package var timeout = RunnerOptions.defaultTimeout
  /// `--idle-timeout`: seconds an agent's live session may go unused before `mcp` stops it.
  package var idleTimeout = RunnerOptions.defaultIdleTimeout
  /// What `--idle-timeout` is unless given: 10 minutes.
  package static let defaultIdleTimeout: Double = 600
  /// Re-run on every change to the package's Swift files, rebuilding the runner first
  /// (`--watch`), see ``WatchSession``.
  package var watch = false
  /// What `review` does to every selected pending rendering without asking (`--accept`,
  /// `--reject`); `nil` asks on a terminal and lists otherwise.
  package var reviewAction: ReviewAction?
  /// Render every selected state this many times in fresh workers and fail those whose
  /// renderings differ (`--repeat`); `nil` verifies against the snapshots instead.
  package var repeatCount: Int?
  /// Report every preview, not only failures (`--verbose`).
  package var verbose = false
  /// The JSON reports `merge-reports` joins: files, or folders holding them.
  package var reportInputs: [String] = []
  /// Where `review --from` takes a CI run's new renderings: its artifact folder or `.zip`.
  package var reviewSource: String?

  /// The defaults: verify every preview and state.
  package init() {}

  /// The effective record mode, by the rule the snapshot assertions follow too
  /// (``SnapshotRecordMode/resolve(requested:written:environment:)``): `--record` or `--ci`
  /// when given, then `SNAPSHOT_TESTING_RECORD`, then ``SnapshotRecordMode/never`` when the
  /// `CI` environment variable is set to anything but "", "0" or "false" (in any case), and
  /// ``SnapshotRecordMode/missing`` (new renderings kept pending for `review`) when it is not.
  ///
  /// An explicit `--record` outranks the environment, so a developer whose shell happens to
  /// export `CI` can still record.
  ///
  /// - Throws: when `SNAPSHOT_TESTING_RECORD` holds something else than the four modes.
  package func resolvedRecordMode(environment: [String: String]) throws(SnapshotRecordModeError) -> SnapshotRecordMode {
    try SnapshotRecordMode.resolve(requested: recordMode, written: nil, environment: environment)
  }
}

extension RunnerOptions.ColorChoice {
  /// Whether output to `console` is coloured for this choice: `auto` colours only a terminal,
  /// and only when `NO_COLOR` (https://no-color.org) is unset or empty.
  package func colors(_ console: Console, environment: [String: String]) -> Bool {
    switch self {
    case .always: return true
    case .never: return false
    case .auto:
      let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
      return console.isTerminal && !noColor
    }
  }
}
