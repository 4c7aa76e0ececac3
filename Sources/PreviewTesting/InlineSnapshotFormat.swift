/// What an inline snapshot holds, the `as:` of
/// ``assertInlineSnapshot(of:as:width:height:record:matches:fileID:filePath:function:line:column:)``,
/// as swift-snapshot-testing's strategies (`.lines`, `.dump`) say what a snapshot is made of.
///
/// ```swift
/// await assertInlineSnapshot(of: Greeting(name: "world"), as: .lines, width: 16) {
///   """
///   ┌────────────────┐
///   │ Hello, world!  │
///   └────────────────┘
///   """
/// }
/// ```
public struct InlineSnapshotFormat: Sendable, Hashable {
  /// Whether the `styles:` and `accessibility:` sections follow the screen.
  let includesSections: Bool

  /// The whole snapshot, as the runner's snapshot files hold it without their header: the
  /// framed screen, then `styles:` with one line per styled row when anything is styled, then
  /// `accessibility:` with what a screen reader reads when anything is readable. A change of
  /// bold, colour or accessibility label fails the assertion. The default.
  public static let snapshot = InlineSnapshotFormat(includesSections: true)

  /// The framed screen only: the rows of text the view shows, between the frame that marks
  /// the canvas's edges (so trailing spaces stay visible and no editor trims them). Styles
  /// and the accessibility tree are neither written nor compared: for tests about text and
  /// layout, as swift-snapshot-testing's `.lines` is for strings.
  public static let lines = InlineSnapshotFormat(includesSections: false)
}
