import TextUI

/// A settled frame of a state, as the process that rendered it holds it before encoding: its
/// cells, what a screen reader gets from it, and where Tab stops. Never leaves that process:
/// it becomes a ``RenderedSnapshot``'s bytes in the requested ``RenderOutput``.
struct SettledFrame {
  /// The frame's cells.
  var buffer: Buffer
  /// What a screen reader gets from the frame, in reading order.
  var accessibility: AccessibilityTree
  /// Where each control Tab stops at was drawn, in the order Tab moves (`RenderedFrame.focusOrder`).
  var focusOrder: [Rect]

  /// The parts of `frame` a rendering is encoded from.
  init(_ frame: RenderedFrame) {
    buffer = frame.buffer
    accessibility = frame.accessibility
    focusOrder = frame.focusOrder.map(\.rect)
  }

  /// The frame's UTF-8 as `output`, named `id` when it is a snapshot file: never made a
  /// `String` here, so a verify run compares it with the recorded file's bytes without
  /// validating it.
  @MainActor
  func bytes(as output: RenderOutput, id: SnapshotID) -> [UInt8] {
    switch output {
    case .snapshot: SnapshotFile.encodedBytes(id: id, buffer: buffer, tree: accessibility)
    case .plain: PlainTextRenderer().bytes(buffer)
    case .ansi(let depth): ANSIRenderer().bytes(depth.map(buffer))
    case .audit: AuditFinding.encoded(AccessibilityAudit.findings(in: self))
    }
  }
}
