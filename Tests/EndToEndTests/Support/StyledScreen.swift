import Foundation

/// A screen captured with its styles (`tmux capture-pane -e`), read as a person sees it:
/// which text is drawn in reverse video, as the focused control is.
struct StyledScreen {
  /// Each row's characters, with whether each is drawn reversed.
  let rows: [[(character: Character, reversed: Bool)]]

  init(_ captured: String) {
    var rows: [[(Character, Bool)]] = []
    for line in captured.split(separator: "\n", omittingEmptySubsequences: false) {
      var row: [(Character, Bool)] = []
      var reversed = false
      var rest = Substring(line)
      while let first = rest.first {
        if first == "\u{1B}", rest.dropFirst().first == "[" {
          let body = rest.dropFirst(2).prefix { !("@"..."~").contains($0) }
          let end = rest.dropFirst(2 + body.count).first
          rest = rest.dropFirst(2 + body.count + (end == nil ? 0 : 1))
          if end == "m" { reversed = Self.reverse(after: body, was: reversed) }
          continue
        }
        row.append((first, reversed))
        rest = rest.dropFirst()
      }
      rows.append(row)
    }
    self.rows = rows
  }

  /// Whether reverse video is on after the SGR parameters `body`, given whether it was.
  private static func reverse(after body: Substring, was reversed: Bool) -> Bool {
    var reversed = reversed
    var parameters = body.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }[...]
    if parameters.isEmpty { return false }
    while let parameter = parameters.popFirst() {
      switch parameter {
      case 0: reversed = false
      case 7: reversed = true
      case 27: reversed = false
      // An indexed or direct colour: its numbers are not attributes.
      case 38, 48, 58:
        let kind = parameters.popFirst()
        parameters = parameters.dropFirst(kind == 5 ? 1 : kind == 2 ? 3 : 0)
      default: break
      }
    }
    return reversed
  }

  /// The runs of reversed text, each trimmed, top to bottom.
  var reversedRuns: [String] {
    var runs: [String] = []
    for row in rows {
      var run = ""
      for cell in row + [(" ", false)] {
        if cell.reversed {
          run.append(cell.character)
        } else if !run.isEmpty {
          let trimmed = run.trimmingCharacters(in: .whitespaces)
          if !trimmed.isEmpty { runs.append(trimmed) }
          run = ""
        }
      }
    }
    return runs
  }
}
