import TextUI

/// The live canvas's status line, fitted to the terminal: what must stay readable is the
/// state's name and its position (`error 3/3`), so that after F3 a person knows where they
/// are; the component's path gives way first.
///
/// When the line does not fit, it is shortened in this order:
/// 1. the path loses its leading parts (`ItemActions/ItemActionsPreviews` becomes
///    `…/ItemActionsPreviews`), then its last part loses its middle (`ItemA…views`), then
///    the path is left out;
/// 2. the keys are named by their keys alone (`F2/F3 F4 F5 ^C`), then left out;
/// 3. the build's news is cut at its end;
/// 4. the state's name loses its middle; the position is never cut.
struct CanvasStatusLine: Equatable {
  /// One key the status line names, in full (`F5 restart`) and by its key alone (`F5`).
  struct Key: Equatable {
    var full: String
    var compact: String
  }

  /// The component's folder and preview: `ItemActions/ItemActionsPreviews`.
  var path: String
  /// The state's name, with its width when that is part of it: `error`, `error @40`.
  var state: String
  /// Where the state is among the matching ones (`3/3`), or `nil` when it is the only one.
  var position: String?
  /// What the build is doing, shown first: it is what changed.
  var news: String?
  /// The keys, most used first.
  var keys: [Key]

  /// The shortest a shortened path may be before it is left out instead.
  private static let shortestPath = 8

  /// The line for a terminal `columns` wide: `leading` from the left and `trailing` (the
  /// keys) at the right edge, together no wider than `columns`.
  func fitted(columns: Int) -> (leading: String, trailing: String) {
    let nameAndPosition = state + (position.map { " " + $0 } ?? "")
    let newsPart = news.map { $0 + " — " } ?? ""
    let keyChoices = [
      keys.map(\.full).joined(separator: " · "), keys.map(\.compact).joined(separator: " "), "",
    ]
    for keyText in keyChoices {
      let trailing = keyText.isEmpty ? "" : keyText + " "
      let room = columns - Self.width(trailing) - (trailing.isEmpty ? 0 : 1)
      let core = newsPart + nameAndPosition
      // One space before the line, one between the path and the state.
      let roomForPath = room - Self.width(core) - 2
      guard room >= Self.width(core) + 1 else { continue }
      let shortPath = Self.shortened(path: path, toWidth: roomForPath)
      return (" " + (shortPath.isEmpty ? "" : shortPath + " ") + core, trailing)
    }
    // Not even the state fits alone: cut the news, then the state's name, never the position.
    let positionPart = position.map { " " + $0 } ?? ""
    var room = columns - 1 - Self.width(positionPart)
    var leading = " "
    if !newsPart.isEmpty {
      let newsRoom = room - Self.width(state) - 3
      if newsRoom >= Self.shortestPath {
        let cut = Self.cutEnd(news ?? "", toWidth: newsRoom)
        leading += cut + " — "
        room -= Self.width(cut) + 3
      }
    }
    return (leading + Self.elideMiddle(state, toWidth: room) + positionPart, "")
  }

  /// `path` at most `width` columns wide: its leading parts dropped (`…/Last`), then its
  /// last part's middle elided, unless fewer than ``shortestPath`` columns are left: then empty.
  static func shortened(path: String, toWidth width: Int) -> String {
    if Self.width(path) <= width { return path }
    var parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    while parts.count > 1 {
      parts.removeFirst()
      let candidate = "…/" + parts.joined(separator: "/")
      if Self.width(candidate) <= width { return candidate }
    }
    guard width >= shortestPath else { return "" }
    return elideMiddle(parts.last ?? path, toWidth: width)
  }

  /// `text` at most `width` columns wide, its middle replaced by "…" when it is wider: the
  /// start and the end say most about a name. Wide characters count two columns.
  static func elideMiddle(_ text: String, toWidth width: Int) -> String {
    if Self.width(text) <= width { return text }
    guard width > 1 else { return width == 1 ? "…" : "" }
    let headRoom = width / 2
    let tailRoom = width - 1 - headRoom
    var head = ""
    var used = 0
    for character in text {
      let characterWidth = GraphemeWidth.width(of: character)
      if used + characterWidth > headRoom { break }
      head.append(character)
      used += characterWidth
    }
    var tail = ""
    used = 0
    for character in text.reversed() {
      let characterWidth = GraphemeWidth.width(of: character)
      if used + characterWidth > tailRoom { break }
      tail.insert(character, at: tail.startIndex)
      used += characterWidth
    }
    return head + "…" + tail
  }

  /// `text` at most `width` columns wide, ending in "…" when it was cut.
  static func cutEnd(_ text: String, toWidth width: Int) -> String {
    if Self.width(text) <= width { return text }
    var kept = ""
    var used = 0
    for character in text {
      let characterWidth = GraphemeWidth.width(of: character)
      if used + characterWidth > width - 1 { break }
      kept.append(character)
      used += characterWidth
    }
    return kept + "…"
  }

  static func width(_ text: String) -> Int { GraphemeWidth.width(of: text) }
}
