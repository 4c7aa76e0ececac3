/// What is done with a rendering, given its record mode and the ``Verdict`` on it: a table of
/// data (mode × verdict → ``Action``) that a verify run and a snapshot assertion carry out,
/// each with its own effects.
package enum RecordPolicy {
  /// One thing to do with a rendering.
  package enum Action: Equatable, Sendable {
    /// It passed: count it, and drop a pending rendering it leaves behind.
    case pass
    /// Write it as the snapshot: a new one, or over the recorded one (``Written``).
    case record(Written)
    /// Keep it as a new snapshot for someone to look at before it is trusted. The runner
    /// keeps it pending for `review` and counts it as new, not a failure; an assertion, which
    /// has no review, writes it and fails once saying so.
    case pend
    /// Count a failure, and keep the rendering where the runner keeps one (see ``keep(_:)``);
    /// an assertion keeps nothing.
    case fail(keep: Keep)
  }

  /// What recording a rendering wrote.
  package enum Written: Equatable, Sendable {
    /// A snapshot where there was none.
    case new
    /// A snapshot over the recorded one (which differed, could not be read, or matched).
    case recorded
  }

  /// Where the runner keeps a failing rendering for someone to accept.
  package enum Keep: Equatable, Sendable {
    /// In `Snapshots/.pending`, for `review` (a local run).
    case pending
    /// As a `.new` file in the CI directory (CI mode, which writes no snapshot).
    case newDirectory
  }

  /// What to do with a rendering judged `verdict` in a run of `mode`: the whole policy, one
  /// row per mode and verdict, as a switch the compiler checks is complete. A run asks it for
  /// every rendering, where looking it up in nested dictionaries hashed both keys each time.
  package static func action(_ mode: SnapshotRecordMode, _ verdict: Verdict.Kind) -> Action {
    switch (mode, verdict) {
    case (.never, .match): .pass
    case (.never, .new), (.never, .changed), (.never, .unreadable): .fail(keep: .newDirectory)
    case (.missing, .match): .pass
    case (.missing, .new): .pend
    case (.missing, .changed), (.missing, .unreadable): .fail(keep: .pending)
    case (.failed, .match): .pass
    case (.failed, .new): .record(.new)
    case (.failed, .changed), (.failed, .unreadable): .record(.recorded)
    case (.all, .new): .record(.new)
    case (.all, .match), (.all, .changed), (.all, .unreadable): .record(.recorded)
    }
  }

  /// The policy as a table of data, mode × verdict → action: ``action(_:_:)`` for every row.
  package static let table: [SnapshotRecordMode: [Verdict.Kind: Action]] = Dictionary(
    uniqueKeysWithValues: SnapshotRecordMode.allCases.map { mode in
      (mode, Dictionary(uniqueKeysWithValues: Verdict.Kind.allCases.map { ($0, action(mode, $0)) }))
    })

  /// Where `mode` keeps a rendering it does not write as the snapshot.
  package static func keep(_ mode: SnapshotRecordMode) -> Keep {
    mode == .never ? .newDirectory : .pending
  }
}
