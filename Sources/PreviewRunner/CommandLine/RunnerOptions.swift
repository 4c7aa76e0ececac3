import Foundation

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
  /// ``ColorDepth/detected(environment:)``.
  public var colorDepth: ColorDepth?
  /// Write rendered output as the new snapshots (`--record`).
  public var record = false
  /// CI mode as requested on the command line (`--ci`); see
  /// ``resolvedCI(environment:)`` for the effective value.
  public var ci = false
  /// Delete snapshots no preview produces (`--prune`).
  public var prune = false
  /// Reports to write, in command-line order (`--report`, repeatable).
  public var reports: [Report] = []
  /// Previews rendered in parallel (`--jobs`); `nil` means one per active
  /// processor, see ``resolvedJobs``.
  public var jobs: Int?
  /// Directory of the reference snapshots (`--snapshots`).
  public var snapshotsDirectory = RunnerOptions.defaultSnapshotsDirectory
  /// Where CI mode writes `.new` files (`--new-dir`); `nil` means a fresh
  /// temporary directory chosen by the runner.
  public var newDirectory: String?
  /// Seconds a preview may take to settle (`--timeout`).
  public var timeout = RunnerOptions.defaultTimeout
  /// What `review` does to every selected pending rendering without asking (`--accept`,
  /// `--reject`); `nil` asks on a terminal and lists otherwise.
  public var reviewAction: ReviewAction?
  /// Report every preview, not only failures (`--verbose`).
  public var verbose = false

  /// The defaults: verify every preview and state.
  public init() {}

  /// Whether the run is in CI mode, combining `--ci` with the `CI`
  /// environment variable that CI services set.
  ///
  /// `--ci` always wins. An explicit `--record` outranks the environment,
  /// so a developer whose shell happens to export `CI` can still record.
  /// Otherwise `CI` enables CI mode when it is set to anything but "", "0"
  /// or "false" (in any case).
  public func resolvedCI(environment: [String: String]) -> Bool {
    if ci { return true }
    if record { return false }
    guard let value = environment["CI"] else { return false }
    return !["", "0", "false"].contains(value.lowercased())
  }

  /// The number of parallel jobs to use: `--jobs`, or else the number of
  /// active processors.
  public var resolvedJobs: Int {
    jobs ?? max(1, ProcessInfo.processInfo.activeProcessorCount)
  }

  /// Whether a preview (or preview/state) name is selected by ``filters``:
  /// true when there are no filters or any filter matches, see
  /// ``NameFilter``.
  public func matchesFilters(_ name: String) -> Bool {
    filters.isEmpty || filters.contains { NameFilter($0).matches(name) }
  }
}
