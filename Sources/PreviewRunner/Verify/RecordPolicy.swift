/// What a verify run does with a rendering, given its record mode and the ``Verdict`` on it:
/// a table of data (mode × verdict → ``Action``) that the run's effects carry out.
enum RecordPolicy {
  /// One thing to do with a rendering.
  enum Action: Equatable, Sendable {
    /// It passed: count it, and drop a pending rendering it leaves behind.
    case pass
    /// Write it as the snapshot, counted with this status (`.new` or `.recorded`).
    case record(SnapshotResult.Status)
    /// Keep it pending for `review`, counted as new: not a failure.
    case pend
    /// Count a failure, and keep the rendering where the mode keeps one (see ``keep``).
    case fail(keep: Keep)
  }

  /// Where a failing rendering is kept for someone to accept.
  enum Keep: Equatable, Sendable {
    /// In `Snapshots/.pending`, for `review` (a local run).
    case pending
    /// As a `.new` file in the CI directory (CI mode, which writes no snapshot).
    case newDirectory
  }

  /// The whole policy, one row per mode and verdict.
  static let table: [RecordMode: [Verdict.Kind: Action]] = [
    .never: [
      .match: .pass, .new: .fail(keep: .newDirectory), .changed: .fail(keep: .newDirectory),
      .unreadable: .fail(keep: .newDirectory),
    ],
    .pending: [.match: .pass, .new: .pend, .changed: .fail(keep: .pending), .unreadable: .fail(keep: .pending)],
    .failed: [.match: .pass, .new: .record(.new), .changed: .record(.recorded), .unreadable: .record(.recorded)],
  ]

  /// What to do with a rendering judged `verdict` in a run of `mode`.
  static func action(_ mode: RecordMode, _ verdict: Verdict.Kind) -> Action {
    // Every row is in the table; a test walks them all.
    table[mode]?[verdict] ?? .fail(keep: keep(mode))
  }

  /// Where `mode` keeps a rendering it does not write as the snapshot.
  static func keep(_ mode: RecordMode) -> Keep {
    mode == .never ? .newDirectory : .pending
  }
}
