import PreviewSnapshots

/// What happened to one snapshot (or to a state or preview that could not be rendered) in a
/// verify run.
package struct SnapshotResult: Sendable, Equatable {
  /// The outcome of one snapshot.
  package enum Status: String, Sendable {
    /// The rendering matches the recorded snapshot.
    case passed
    /// The rendering differs, the snapshot is missing in CI, unreadable, or the state did
    /// not render to the end.
    case failed
    /// No snapshot existed; the rendering was written as the snapshot.
    case new
    /// The snapshot differed or was unreadable and `--record` rewrote it.
    case recorded
    /// The preview's code crashed or hung the worker running it (JUnit `<error>`).
    case crashed
  }

  /// Why a result failed or crashed: a closed set, written to reports by ``name``.
  package enum Kind: Sendable, Equatable {
    /// The rendering differs from the snapshot in this way.
    case changed(SnapshotChange.Kind)
    /// No snapshot is recorded (CI mode).
    case missing
    /// The recorded file cannot be read or decoded.
    case unreadable
    /// The state did not settle, or a step found nothing to act on.
    case render
    /// The snapshot could not be written.
    case write
    /// The worker died: a trap, a signal or an exit.
    case crashed
    /// The worker stopped answering and was killed by the watchdog.
    case timedOut
    /// The provider's declarations (`states`, `layout`) could not be read.
    case discovery

    /// The kind as reports spell it: "text", "missing", "crashed", "timed-out", …
    package var name: String {
      switch self {
      case .changed(let kind): kind.rawValue
      case .missing: "missing"
      case .unreadable: "unreadable"
      case .render: "render"
      case .write: "write"
      case .crashed: "crashed"
      case .timedOut: "timed-out"
      case .discovery: "discovery"
      }
    }
  }

  /// What a result is about.
  package enum Subject: Sendable, Equatable {
    /// One snapshot: a state's first render or one of its steps, at one width.
    case snapshot(SnapshotID)
    /// A provider, by type name, whose declarations (`states`, `layout`) could not be read:
    /// it has no state, so no snapshot (kind ``SnapshotResult/Kind/discovery``).
    case unreadableProvider(String)
  }

  /// What the result is about.
  package var subject: Subject
  /// The outcome.
  package var status: Status
  /// What kind of failure or change, `nil` when passed, new or recorded.
  package var kind: Kind?
  /// The failure message, without colour.
  package var message: String?
  /// Seconds spent rendering: the state's time, shared equally by its snapshots (0 for a
  /// provider whose states could not be read).
  package var seconds: Double = 0
  /// Where the result's state (or failing provider) comes in the whole run, the same in every
  /// shard of it (``PreviewPlan/positions``): merged shards are put back in a single run's order.
  package var position = 0
  /// Where the preview is declared, from the package's registry, for annotations that point
  /// at it; `nil` when the registry does not say.
  package var declaration: SourceLine?
  /// The variant the snapshot was rendered in (a colour scheme, a locale), part of the
  /// result's identity in reports; `nil` for the default variant.
  package var variant: String?

  /// A result about `subject`.
  init(
    _ subject: Subject, status: Status, kind: Kind? = nil, message: String? = nil
  ) {
    self.subject = subject
    self.status = status
    self.kind = kind
    self.message = message
    if case .snapshot(let id) = subject { variant = id.variant }
  }

  /// The snapshot the result is about, `nil` for a provider whose states could not be read.
  package var id: SnapshotID? {
    if case .snapshot(let id) = subject { return id }
    return nil
  }

  /// The preview's type name.
  package var preview: String {
    switch subject {
    case .snapshot(let id): id.preview
    case .unreadableProvider(let preview): preview
    }
  }

  /// The snapshot folder the result is filed under; for a provider whose states could not be
  /// read, which names no component, the provider's name.
  package var component: String {
    switch subject {
    case .snapshot(let id): id.component
    case .unreadableProvider(let preview): preview
    }
  }
}

/// A dependency container that showed its "not set" placeholder in a rendering.
package struct PlaceholderNote: Sendable, Equatable {
  /// The rendering that showed them.
  package var id: SnapshotID
  /// The dependency container types shown as "not set".
  package var placeholders: [String]
}

/// Everything a verify run found, as written to `--report` files.
package struct RunSummary: Sendable, Equatable {
  /// One entry per snapshot, in run order.
  package var results: [SnapshotResult] = []
  /// Snapshot files, relative to the snapshots directory, that no preview produces.
  package var stale: [String] = []
  /// Placeholders shown, in run order.
  package var placeholders: [PlaceholderNote] = []
  /// The shard this run covered (`--shard`), `nil` for a whole run.
  package var shard: Shard?
  /// How many positions the whole run has (states, and previews that fail by name), every
  /// shard's together: what merging checks the shards cover exactly once.
  package var planned = 0
  /// The commit the run's sources were checked out at, `nil` outside a Git checkout.
  package var revision: String?
  /// The version of the runner that made the results.
  package var runnerVersion = RunnerVersion.current

  /// How many results have `status`.
  package func count(_ status: SnapshotResult.Status) -> Int {
    results.count { $0.status == status }
  }

  /// Shares `seconds`, one state's rendering time, equally among the results from index
  /// `first` on, which are that state's.
  mutating func shareTime(_ seconds: Double, from first: Int) {
    guard first < results.count else { return }
    let each = seconds / Double(results.count - first)
    for index in first..<results.count { results[index].seconds = each }
  }

  /// Results that make the run fail: failed and crashed.
  package var failureCount: Int {
    results.count { $0.status == .failed || $0.status == .crashed }
  }

  /// The last line of a run: `N passed, N failed`, then `, N recorded`, `, N new` and
  /// `, N stale` when not zero. A snapshot `--record` rewrote did not pass, so it is counted
  /// apart; crashed states count as failed.
  package var summaryLine: String {
    // One walk of the results for every count, not one per count.
    var passed = 0
    var failed = 0
    var recorded = 0
    var new = 0
    for result in results {
      switch result.status {
      case .passed: passed += 1
      case .failed, .crashed: failed += 1
      case .recorded: recorded += 1
      case .new: new += 1
      }
    }
    var line = "\(passed) passed, \(failed) failed"
    if recorded > 0 { line += ", \(recorded) recorded" }
    if new > 0 { line += ", \(new) new" }
    if !stale.isEmpty { line += ", \(stale.count) stale" }
    return line
  }
}
