import PreviewSnapshots
import TextUI

/// What a rendering is turned into before it leaves the process that rendered it.
package enum RenderOutput: Codable, Sendable, Equatable {
  /// The snapshot file's text (``SnapshotFile/encoded()``), for verify runs.
  case snapshot
  /// Plain text, for `show` without colour.
  case plain
  /// ANSI-coloured text with colours mapped to `depth`, for `show` with colour.
  case ansi(depth: ColorDepth)
  /// The accessibility audit's findings (``AuditFinding``s, as JSON), for `audit`, with
  /// contrast checked on `background` (`audit --background`) or else on the terminal each
  /// frame was resolved for.
  case audit(background: AuditBackground? = nil)
}

extension RenderOutput {
  /// Whether this output reads what a screen reader gets from a frame: a snapshot file writes
  /// it and the audit checks it; plain and ANSI text show only the cells, so rendering for
  /// them records no accessibility elements.
  package var readsAccessibility: Bool {
    switch self {
    case .snapshot, .audit: true
    case .plain, .ansi: false
    }
  }

  /// How every frame of one state is encoded: as ``bytes(_:id:)``, except that the audit
  /// remembers the state's earlier renderings, to compare a control before and after a step.
  @MainActor
  package func encoder() -> @MainActor (SettledFrame, SnapshotID) -> [UInt8] {
    guard case .audit(let background) = self else { return bytes }
    var colourOnly = ColourOnlyCheck()
    return { frame, _ in
      AuditFinding.encoded(
        AccessibilityAudit.findings(in: frame, background: background?.appearance, colourOnly: &colourOnly))
    }
  }

  /// `frame`'s UTF-8 in this output, named `id` when it is a snapshot file: never made a
  /// `String` here, so a verify run compares it with the recorded file's bytes without
  /// validating it.
  @MainActor
  package func bytes(_ frame: SettledFrame, id: SnapshotID) -> [UInt8] {
    switch self {
    case .snapshot: frame.snapshotBytes(id: id)
    case .plain: PlainTextRenderer().bytes(frame.buffer)
    case .ansi(let depth): ANSIRenderer().bytes(depth.map(frame.buffer))
    case .audit(let background):
      AuditFinding.encoded(AccessibilityAudit.findings(in: frame, background: background?.appearance))
    }
  }
}
