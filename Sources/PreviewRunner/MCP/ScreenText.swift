/// A part of a screen a tool returns: its rows as text, its style runs, what a screen reader
/// gets.
enum ScreenSection: String, CaseIterable, Sendable {
  case text, styles, accessibility

  /// The one variant every state has: the rendering a preview declares. Variants (a colour
  /// scheme, a locale) will add names beside it.
  static let defaultVariant = "default"
}

/// A screen read from the snapshot file it was encoded as, split into the sections a tool
/// returns: the rows inside their frame (`┌…┐`, `│…│`, `└…┘`, so the canvas edge shows and a
/// label cut at it is seen as cut), the `styles:` lines and the `accessibility:` lines.
struct ScreenText: Equatable {
  /// The frame: top rule, one line per row, bottom rule.
  var rows: [String]
  /// The style runs, one row's runs a line: `0: 0..<12 bold`.
  var styles: [String]
  /// The elements a screen reader reads, one a line.
  var accessibility: [String]

  /// The sections of the snapshot file `text` (see ``SnapshotFile``): the frame starts at the
  /// first line opening with `┌` and ends at the next opening with `└`; rows never hold
  /// either at their start, since each starts with `│`.
  init(snapshot text: String) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let top = lines.firstIndex { $0.hasPrefix("┌") } ?? lines.count
    let bottom = lines[top...].firstIndex { $0.hasPrefix("└") } ?? max(top, lines.count - 1)
    rows = top < lines.count ? Array(lines[top...bottom]) : []
    var rest = lines.count > bottom + 1 ? Array(lines[(bottom + 1)...]) : []
    while rest.last == "" { rest.removeLast() }
    styles = []
    accessibility = []
    var section: ScreenSection?
    for line in rest {
      switch line {
      case "styles:": section = .styles
      case "accessibility:": section = .accessibility
      default:
        if section == .styles { styles.append(line) } else if section == .accessibility { accessibility.append(line) }
      }
    }
  }

  /// The rows one a line, with each row's text only (no frame): what changed between two
  /// screens is compared on these.
  var plainRows: [String] {
    rows.dropFirst().dropLast().map { row in String(row.dropFirst().dropLast()) }
  }

  /// The sections asked for as text: the frame, then `styles:` and `accessibility:` with
  /// their lines (`accessibility` given, when a live session's refs replace the file's).
  func text(_ sections: Set<ScreenSection>, accessibility lines: [String]? = nil) -> String {
    var parts: [String] = []
    if sections.contains(.text) { parts.append(rows.joined(separator: "\n")) }
    if sections.contains(.styles) {
      parts.append((["styles:"] + (styles.isEmpty ? ["(none)"] : styles)).joined(separator: "\n"))
    }
    if sections.contains(.accessibility) {
      let elements = lines ?? accessibility
      parts.append((["accessibility:"] + (elements.isEmpty ? ["(nothing)"] : elements)).joined(separator: "\n"))
    }
    return parts.joined(separator: "\n")
  }

  /// The sections asked for as members of a structured result.
  func members(_ sections: Set<ScreenSection>, accessibility lines: [String]? = nil) -> [(String, JSONValue)] {
    var members: [(String, JSONValue)] = []
    if sections.contains(.text) { members.append(("text", .string(rows.joined(separator: "\n")))) }
    if sections.contains(.styles) { members.append(("styles", .strings(styles))) }
    if sections.contains(.accessibility) { members.append(("accessibility", .strings(lines ?? accessibility))) }
    return members
  }
}
