import TextUI

/// A settled frame of a state, as the process that rendered it holds it before encoding: its
/// cells, what a screen reader gets from it, and where Tab stops. Never leaves that process:
/// it becomes a ``RenderedSnapshot``'s bytes, encoded as its renderer was asked.
package struct SettledFrame {
  /// The frame's cells.
  package var buffer: Buffer
  /// What a screen reader gets from the frame, in reading order.
  package var accessibility: AccessibilityTree
  /// Where each control Tab stops at was drawn, in the order Tab moves (`RenderedFrame.focusOrder`).
  /// Found when read: only the audit reads it, and sorting the controls cost every snapshot.
  package var focusOrder: [Rect] { frame.focusOrder.map(\.rect) }
  /// The frame, whose controls ``focusOrder`` is found from.
  private let frame: RenderedFrame
  /// The terminal the frame's colours were resolved for: what the audit checks contrast on.
  package var appearance: TerminalAppearance

  /// The parts of `frame` a rendering is encoded from.
  package init(_ frame: RenderedFrame) {
    buffer = frame.buffer
    accessibility = frame.accessibility
    self.frame = frame
    appearance = frame.appearance
  }

  /// The frame as a snapshot file named `id`, in UTF-8: never made a `String` here, so a
  /// verify run compares it with the recorded file's bytes without validating it.
  @MainActor
  package func snapshotBytes(id: SnapshotID) -> [UInt8] {
    SnapshotFile.encodedBytes(id: id, buffer: buffer, tree: accessibility, appearance: appearance)
  }
}
