import Foundation
import TextUI

/// The steps `live_send` takes, written as an agent writes them:
///
/// ```text
/// tap "Fetch"              tap Fetch              tap e3
/// type "Ada" into "Name"   type "Ada" into e4
/// toggle e2   select "Dune"   open e5   increment "Pages"   decrement e6   submit e4
/// dismiss
/// .tap("Fetch")            .type("Ada", into: "Name")   .dismiss
/// ```
///
/// A target is a label in quotes (`\"` and `\\` escape), a bare label (the rest of the
/// line), or a ref from the screen (`e3`); a label that looks like a ref is quoted. The Swift
/// form is what `live_steps` returns, so steps read back can be sent again.
enum LiveStepSyntax {
  /// A step that could not be read, with what is wrong.
  struct Problem: Error, Equatable {
    var message: String
  }

  private static let verbs = ["tap", "type", "toggle", "select", "open", "increment", "decrement", "submit", "dismiss"]

  /// The step `text` writes, and its ref when it names the control by one.
  static func parse(_ text: String) throws(Problem) -> (step: PreviewStep, ref: Int?) {
    var scanner = Scanner(text.trimmingCharacters(in: .whitespaces))
    let swift = scanner.skip(".")
    let verb = scanner.word()
    guard verbs.contains(verb) else {
      throw Problem(
        message: "'\(text)' is not a step: a step starts with \(verbs.joined(separator: ", ")) "
          + "(tap \"Fetch\", tap e3, type \"Ada\" into e4)")
    }
    if verb == "dismiss" {
      guard scanner.atEnd || (swift && scanner.rest == "()") else {
        throw Problem(message: "'\(text)': dismiss takes nothing after it")
      }
      return (.dismiss, nil)
    }
    let parsed = swift ? try swiftArguments(verb, &scanner, text) : try plainArguments(verb, &scanner, text)
    return (make(verb, target: parsed.target, text: parsed.text), parsed.ref)
  }

  /// `"Fetch"`, `Fetch` or `e3`, and for `type`, `"Ada" into …`.
  private static func plainArguments(
    _ verb: String, _ scanner: inout Scanner, _ source: String
  ) throws(Problem) -> (target: String, ref: Int?, text: String) {
    var typed = ""
    if verb == "type" {
      guard let quoted = try scanner.quoted() else {
        throw Problem(
          message: "'\(source)': type takes the text in quotes, then into and the field: type \"Ada\" into e4")
      }
      typed = quoted
      guard scanner.word() == "into" else {
        throw Problem(message: "'\(source)': after the text comes into and the field: type \"Ada\" into e4")
      }
    }
    if let quoted = try scanner.quoted() {
      guard scanner.atEnd else { throw Problem(message: "'\(source)': unexpected text after the closing quote") }
      return (quoted, nil, typed)
    }
    let bare = scanner.rest.trimmingCharacters(in: .whitespaces)
    guard !bare.isEmpty else {
      throw Problem(message: "'\(source)': \(verb) needs a control: a label in quotes or a ref (e3)")
    }
    if let ref = ref(bare) { return (bare, ref, typed) }
    return (bare, nil, typed)
  }

  /// `("Fetch")`, and for `type`, `("Ada", into: "Name")`.
  private static func swiftArguments(
    _ verb: String, _ scanner: inout Scanner, _ source: String
  ) throws(Problem) -> (target: String, ref: Int?, text: String) {
    let form = verb == "type" ? ".type(\"Ada\", into: \"Name\")" : ".\(verb)(\"Label\")"
    let problem = Problem(message: "'\(source)' is not Swift of the form \(form)")
    guard scanner.skip("("), let first = try scanner.quoted() else { throw problem }
    var target = first
    var typed = ""
    if verb == "type" {
      guard scanner.skip(","), scanner.word() == "into", scanner.skip(":"), let field = try scanner.quoted() else {
        throw problem
      }
      typed = first
      target = field
    }
    guard scanner.skip(")"), scanner.atEnd else { throw problem }
    return (target, nil, typed)
  }

  /// The ref `word` names (`e3` → 3), if it is one.
  static func ref(_ word: String) -> Int? {
    guard word.first == "e", let number = Int(word.dropFirst()), number > 0, word.dropFirst().allSatisfy(\.isNumber)
    else { return nil }
    return number
  }

  private static func make(_ verb: String, target: String, text: String) -> PreviewStep {
    switch verb {
    case "tap": .tap(target)
    case "type": .type(text, into: target)
    case "toggle": .toggle(target)
    case "select": .select(target)
    case "open": .open(target)
    case "increment": .increment(target)
    case "decrement": .decrement(target)
    default: .submit(target)
    }
  }

  /// Reads words, quoted strings and punctuation from a step's text.
  private struct Scanner {
    private var characters: [Character]
    private var index = 0

    init(_ text: String) { characters = Array(text) }

    /// Whether only spaces are left.
    var atEnd: Bool { characters[min(index, characters.count)...].allSatisfy { $0 == " " } }

    /// What is left, unread.
    var rest: String { String(characters[min(index, characters.count)...]) }

    private mutating func spaces() {
      while index < characters.count, characters[index] == " " { index += 1 }
    }

    /// Reads `symbol` when it comes next (after spaces).
    mutating func skip(_ symbol: Character) -> Bool {
      spaces()
      guard index < characters.count, characters[index] == symbol else { return false }
      index += 1
      return true
    }

    /// The next run of letters.
    mutating func word() -> String {
      spaces()
      let start = index
      while index < characters.count, characters[index].isLetter { index += 1 }
      return String(characters[start..<index])
    }

    /// The next quoted string, unescaped; `nil` when no quote comes next.
    mutating func quoted() throws(Problem) -> String? {
      spaces()
      guard index < characters.count, characters[index] == "\"" else { return nil }
      index += 1
      var text = ""
      while index < characters.count {
        let character = characters[index]
        index += 1
        switch character {
        case "\"": return text
        case "\\":
          guard index < characters.count else { break }
          let escaped = characters[index]
          index += 1
          switch escaped {
          case "n": text.append("\n")
          case "t": text.append("\t")
          default: text.append(escaped)
          }
        default: text.append(character)
        }
      }
      throw Problem(message: "a quoted label is not closed: add the closing \"")
    }
  }
}
