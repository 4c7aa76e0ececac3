import Foundation
import TextUI

/// Everything one `preview-runner` invocation was asked to do, exactly as
/// written on its command line.
///
/// Parsing is pure: decisions that depend on the environment (CI detection,
/// the processor count) are separate members, so the parser can be tested
/// with plain tables and the runner decides when to consult the process.
/// Create values with ``parse(_:)``; ``init()`` gives the defaults.
public struct RunnerOptions: Equatable, Sendable {
  /// What the invocation does.
  public enum Mode: Equatable, Sendable {
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
  public enum ColorChoice: String, Equatable, Sendable, CaseIterable {
    /// Color a terminal unless `NO_COLOR` is set; never color a pipe or file.
    case auto
    /// Always color, even when writing to a pipe or file.
    case always
    /// Never color.
    case never
  }

  /// Machine-readable report formats (`--report`).
  public enum ReportFormat: String, Equatable, Sendable, CaseIterable {
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
  public struct Report: Equatable, Sendable {
    /// The file format to write.
    public var format: ReportFormat
    /// Where to write the report, as given (relative paths are relative to
    /// the working directory).
    public var path: String

    /// Creates a report request.
    public init(format: ReportFormat, path: String) {
      self.format = format
      self.path = path
    }
  }

  /// Snapshot directory used when `--snapshots` is not given.
  public static let defaultSnapshotsDirectory = "Snapshots"
  /// Settle time limit, in seconds, used when `--timeout` is not given.
  public static let defaultTimeout: Double = 5

  /// What the invocation does; ``Mode/verify`` without a subcommand or flag.
  public var mode: Mode = .verify
  /// Preview name filters; empty selects every preview.
  public var filters: [String] = []
  /// States to run (`--state`, repeatable); empty runs every state.
  public var states: [String] = []
  /// Width overriding each preview's own (`--width`), in 1...1000.
  public var width: Int?
  /// When to color output (`--color`).
  public var color: ColorChoice = .auto
  /// The colour depth `show` draws for (`--color-depth`); `nil` follows the terminal, see
  /// `ColorDepth.detected(environment:)`.
  public var colorDepth: ColorDepth?
  /// Which snapshots the run may write as asked on the command line: ``RecordMode/failed``
  /// for `--record`, ``RecordMode/never`` for `--ci`, `nil` when neither was given; see
  /// ``resolvedRecordMode(environment:)`` for the effective mode.
  public var recordMode: RecordMode?
  /// Delete snapshots no preview produces (`--prune`).
  public var prune = false
  /// Reports to write, in command-line order (`--report`, repeatable).
  public var reports: [Report] = []
  /// Worker processes rendering in parallel (`--jobs`); `nil` means one per
  /// active processor.
  public var jobs: Int?
  /// The part of the states this run takes (`--shard K/N`); `nil` runs them all.
  public var shard: Shard?
  /// Directory of the reference snapshots (`--snapshots`).
  public var snapshotsDirectory = RunnerOptions.defaultSnapshotsDirectory
  /// Where CI mode writes `.new` files (`--new-dir`); `nil` means a fresh
  /// temporary directory chosen by the runner.
  public var newDirectory: String?
  /// Seconds a preview may take to settle (`--timeout`).
  public var timeout = RunnerOptions.defaultTimeout
  /// `--idle-timeout`: seconds an agent's live session may go unused before `mcp` stops it.
  public var idleTimeout = RunnerOptions.defaultIdleTimeout
  /// What `--idle-timeout` is unless given: 10 minutes.
  public static let defaultIdleTimeout: Double = 600
  /// Re-run on every change to the package's Swift files, rebuilding the runner first
  /// (`--watch`), see ``WatchSession``.
  public var watch = false
  /// What `review` does to every selected pending rendering without asking (`--accept`,
  /// `--reject`); `nil` asks on a terminal and lists otherwise.
  public var reviewAction: ReviewAction?
  /// Render every selected state this many times in fresh workers and fail those whose
  /// renderings differ (`--repeat`); `nil` verifies against the snapshots instead.
  public var repeatCount: Int?
  /// Report every preview, not only failures (`--verbose`).
  public var verbose = false
  /// The JSON reports `merge-reports` joins: files, or folders holding them.
  public var reportInputs: [String] = []
  /// Where `review --from` takes a CI run's new renderings: its artifact folder or `.zip`.
  public var reviewSource: String?

  /// The defaults: verify every preview and state.
  public init() {}

  /// The effective record mode: `--record` or `--ci` when given, otherwise
  /// ``RecordMode/never`` when the `CI` environment variable is set to anything but "", "0"
  /// or "false" (in any case), and ``RecordMode/pending`` when it is not.
  ///
  /// An explicit `--record` outranks the environment, so a developer whose shell happens to
  /// export `CI` can still record.
  public func resolvedRecordMode(environment: [String: String]) -> RecordMode {
    if let recordMode { return recordMode }
    guard let value = environment["CI"] else { return .pending }
    return ["", "0", "false"].contains(value.lowercased()) ? .pending : .never
  }
}
