/// The live runtime's screen-reader mode (`TEXTUI_SCREEN_READER=1`): instead of frames, one
/// line of text each time what is focused changes — `button, Count 1` — so a screen reader
/// reading the terminal hears the app as a list of announcements.
struct ScreenReaderOutput {
  /// The environment variable that turns the mode on when it is `1`.
  static let environmentKey = "TEXTUI_SCREEN_READER"

  /// The last line written, so an unchanged focus says nothing.
  private var spoken: String?

  /// The line to write for `frame` with focus on `focus` (ending in CR LF, as a raw terminal
  /// needs), or `nil` when it would repeat the last one. Before anything is focused, the
  /// first element read (a screen's title) is said.
  mutating func line(for frame: RenderedFrame, focus: ViewIdentity?) -> String? {
    let region = focus.flatMap { identity in frame.regions.last { $0.identity == identity } }
    let spoken = frame.accessibility.spoken
    let element =
      region.flatMap { region in spoken.first { $0.frame == region.rect && $0.isInteractive } }
      ?? (region == nil ? spoken.first : nil)
    guard let element else { return nil }
    let line = Self.speech(for: element)
    guard line != self.spoken else { return nil }
    self.spoken = line
    return line + "\r\n"
  }

  /// What is said for `element`: its role, its name and its value, separated by commas, with
  /// control characters left out.
  static func speech(for element: AccessibilityElement) -> String {
    var parts = [element.role.rawValue]
    if !element.spokenName.isEmpty { parts.append(element.spokenName) }
    if let value = element.value, !value.isEmpty { parts.append(value) }
    if !element.isEnabled { parts.append("dimmed") }
    return String(
      String.UnicodeScalarView(
        parts.joined(separator: ", ").unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }))
  }
}
