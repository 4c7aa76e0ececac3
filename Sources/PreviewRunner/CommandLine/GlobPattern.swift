/// A shell-style wildcard pattern matched against a whole name, for preview
/// filters such as `'ItemList*'`.
///
/// Supports `*` (any run of characters, including none), `?` (one
/// character), `[abc]`, ranges such as `[a-z]`, and negation with `[!x]` or
/// `[^x]`. A `]` right after the opening bracket (or its `!`) is literal, and
/// a `[` without a closing `]` matches itself. There is no escape character:
/// write `[*]` to match a literal `*`. Matching compares `Character`s and
/// never backtracks exponentially.
package struct GlobPattern: Sendable {
  private enum Token: Sendable {
    case literal(Character)
    case anyCharacter
    case anyRun
    case set(ranges: [ClosedRange<Character>], negated: Bool)

    /// Whether this single-character token accepts `character`.
    func accepts(_ character: Character) -> Bool {
      switch self {
      case .literal(let literal):
        literal == character
      case .anyCharacter:
        true
      case .set(let ranges, let negated):
        ranges.contains { $0.contains(character) } != negated
      case .anyRun:
        false
      }
    }
  }

  private let tokens: [Token]

  /// Compiles `pattern`; every string is a valid pattern.
  package init(_ pattern: String) {
    let characters = Array(pattern)
    var tokens: [Token] = []
    var index = 0
    while index < characters.count {
      let character = characters[index]
      index += 1
      switch character {
      case "*":
        // Consecutive stars mean the same as one and would only add work.
        if case .anyRun = tokens.last { continue }
        tokens.append(.anyRun)
      case "?":
        tokens.append(.anyCharacter)
      case "[":
        if let (set, end) = Self.parseSet(characters, from: index) {
          tokens.append(set)
          index = end
        } else {
          tokens.append(.literal("["))
        }
      default:
        tokens.append(.literal(character))
      }
    }
    self.tokens = tokens
  }

  /// Whether the whole of `text` matches the pattern.
  ///
  /// Uses the classic two-pointer algorithm: on a mismatch it retries from
  /// the most recent `*` only, letting that star absorb one more character.
  /// An earlier star never needs revisiting, because the later one can
  /// absorb anything the earlier one could, so the cost is
  /// O(pattern × text) at worst instead of exponential.
  package func matches(_ text: some StringProtocol) -> Bool {
    let characters = Array(text)
    var tokenIndex = 0
    var textIndex = 0
    var lastStar: Int?
    var starTextIndex = 0
    while textIndex < characters.count {
      if tokenIndex < tokens.count, case .anyRun = tokens[tokenIndex] {
        lastStar = tokenIndex
        starTextIndex = textIndex
        tokenIndex += 1
      } else if tokenIndex < tokens.count && tokens[tokenIndex].accepts(characters[textIndex]) {
        tokenIndex += 1
        textIndex += 1
      } else if let lastStar {
        tokenIndex = lastStar + 1
        starTextIndex += 1
        textIndex = starTextIndex
      } else {
        return false
      }
    }
    while tokenIndex < tokens.count, case .anyRun = tokens[tokenIndex] {
      tokenIndex += 1
    }
    return tokenIndex == tokens.count
  }

  /// Parses a bracket expression whose `[` is just before `start`; returns
  /// the token and the index after the closing `]`, or `nil` if unclosed.
  private static func parseSet(_ characters: [Character], from start: Int) -> (Token, Int)? {
    var index = start
    var negated = false
    if index < characters.count && (characters[index] == "!" || characters[index] == "^") {
      negated = true
      index += 1
    }
    var ranges: [ClosedRange<Character>] = []
    var first = true
    while index < characters.count {
      let character = characters[index]
      if character == "]" && !first {
        return (.set(ranges: ranges, negated: negated), index + 1)
      }
      first = false
      if index + 2 < characters.count && characters[index + 1] == "-"
        && characters[index + 2] != "]"
      {
        let upper = characters[index + 2]
        // A reversed range such as [z-a] matches nothing, as in most shells.
        if character <= upper {
          ranges.append(character...upper)
        }
        index += 3
      } else {
        ranges.append(character...character)
        index += 1
      }
    }
    return nil
  }
}

/// One preview filter from the command line: a ``GlobPattern`` if it
/// contains `*`, `?` or `[`, otherwise a case-sensitive substring.
///
/// Plain words are substrings so `ItemList` finds `ItemList` and
/// `ItemListEmpty` without quoting; globs match the whole name so
/// `'ItemList*'` does not also match `OldItemList`.
package struct NameFilter: Sendable {
  private enum Kind: Sendable {
    case glob(GlobPattern)
    case substring(String)
  }

  private let kind: Kind

  /// Classifies and compiles a raw filter argument.
  package init(_ raw: String) {
    if raw.contains(where: { $0 == "*" || $0 == "?" || $0 == "[" }) {
      kind = .glob(GlobPattern(raw))
    } else {
      kind = .substring(raw)
    }
  }

  /// True when the filter is a glob rather than a substring.
  package var isGlob: Bool {
    if case .glob = kind { return true }
    return false
  }

  /// Whether `name` is selected: a glob must match all of it, a substring
  /// must occur in it (the empty substring occurs in every name).
  package func matches(_ name: String) -> Bool {
    switch kind {
    case .glob(let pattern):
      pattern.matches(name)
    case .substring(let substring):
      substring.isEmpty || name.contains(substring)
    }
  }
}
