/// How much a tool result may hold: an agent reads every character it is given, so a result
/// larger than its context would crowd out the work. Longer text is cut at a line where it
/// can be, saying how much was cut and how to ask for less.
struct OutputLimit: Sendable, Equatable {
  /// The characters the text of one result may have.
  var characters: Int

  /// 100,000 characters: about 25,000 tokens, the most a client such as Claude Code accepts
  /// from one tool call by default.
  static let standard = OutputLimit(characters: 100_000)

  /// What was cut from one result.
  struct Cut: Equatable {
    var omitted: Int
    var total: Int

    var member: JSONValue { .object(["omitted": .integer(omitted), "total": .integer(total)]) }
  }

  /// `text` within the limit, ending with a line that says what was cut, and what was cut.
  func apply(to text: String) -> (text: String, cut: Cut?) {
    Self.cut(text, to: characters, limit: characters)
  }

  /// `text` cut to `room` characters, the note included; `limit` is named in the note.
  private static func cut(_ text: String, to room: Int, limit: Int) -> (text: String, cut: Cut?) {
    let total = text.count
    guard total > room else { return (text, nil) }
    let note =
      "… cut: \(total - max(0, room)) of \(total) characters not shown (a result holds \(limit) at most); "
      + "ask for less: a filter, fewer 'include' sections, or one state at a time"
    var kept = String(text.prefix(max(0, room - note.count - 1)))
    if let lastLine = kept.lastIndex(of: "\n"), kept.distance(from: lastLine, to: kept.endIndex) < 200 {
      kept = String(kept[..<lastLine])
    }
    let shown = kept.isEmpty ? note : kept + "\n" + note
    return (shown, Cut(omitted: total - kept.count, total: total))
  }

  /// `value` with its strings, taken in order, sharing the limit: a string that does not fit
  /// what is left is cut the same way; what was cut in all.
  func apply(to value: JSONValue) -> (value: JSONValue, cut: Cut?) {
    var room = characters
    var omitted = 0
    var total = 0
    func walk(_ value: JSONValue) -> JSONValue {
      switch value {
      case .string(let text):
        let (kept, cut) = Self.cut(text, to: room, limit: characters)
        room = max(0, room - kept.count)
        total += cut?.total ?? 0
        omitted += cut?.omitted ?? 0
        return .string(kept)
      case .array(let items): return .array(items.map(walk))
      case .object(let members): return .object(members.map { ($0.0, walk($0.1)) })
      default: return value
      }
    }
    let walked = walk(value)
    return (walked, omitted > 0 ? Cut(omitted: omitted, total: total) : nil)
  }
}
