/// What a fresh rendering is, judged against the snapshot recorded for it: the one question
/// a verify run asks of every rendering, answered by ``Judge`` without touching a file.
package enum Verdict {
  /// The rendering is byte for byte (or field for field) what was recorded.
  case match
  /// No snapshot was recorded for it.
  case new
  /// It differs from the recorded snapshot; the change says how.
  case changed(SnapshotChange)
  /// The recorded file could not be read or decoded, for this reason.
  case unreadable(reason: String)

  /// The verdict without its details: what the ``RecordPolicy`` table is keyed by.
  package var kind: Kind {
    switch self {
    case .match: .match
    case .new: .new
    case .changed: .changed
    case .unreadable: .unreadable
    }
  }

  /// The four kinds of ``Verdict``.
  package enum Kind: String, CaseIterable, Sendable {
    case match, new, changed, unreadable
  }
}
