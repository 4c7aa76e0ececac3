/// The inline Markdown SwiftUI renders in a `Text` made from a string literal (a
/// `LocalizedStringKey`): `**bold**` and `__bold__`, `*italic*` and `_italic_`, `***both***`,
/// `~~struck~~`, `` `code` `` (a terminal's font is monospaced already, so code is drawn as it
/// is), `[a link](https://…)` (underlined in the accent colour) and backslash escapes (`\*`).
/// Block syntax (headings, lists, quotes) is not Markdown inside a `Text`, and stays as typed,
/// as SwiftUI keeps it. `Text(verbatim:)` and a `String` variable are never parsed.
///
/// Emphasis follows CommonMark's delimiter-run rules, so `snake_case_name`, `2 * 3 * 4` and an
/// unmatched `*` stay as typed. Characters an interpolation inserted are never markup (SwiftUI
/// parses the literal and inserts the values), so `Text("**\(name)**")` is the name in bold
/// whatever `name` holds.
///
/// Parsing costs nothing for a literal without markup characters: ``mayContainMarkup(_:)`` is a
/// scan of its bytes, and only a literal with one of `` * _ ~ ` [ \ `` is parsed.
enum InlineMarkdown {
  /// What a piece of parsed text is drawn with.
  struct Attributes: OptionSet, Hashable {
    let rawValue: UInt8
    static let bold = Attributes(rawValue: 1)
    static let italic = Attributes(rawValue: 2)
    static let strikethrough = Attributes(rawValue: 4)
    static let code = Attributes(rawValue: 8)
    static let link = Attributes(rawValue: 16)
  }

  /// A piece of parsed text in one set of attributes.
  struct Span: Equatable {
    var text: String
    var attributes: Attributes
  }

  /// Whether `text` has a character Markdown could start with; `false` means it is plain.
  ///
  /// Eight bytes at a time, through the string's own storage (a literal's is contiguous): each
  /// word is tested for the six markup bytes at once (a byte equal to the one looked for is a
  /// zero byte of the word XORed with it). `scripts/bench-text` measures what it costs.
  static func mayContainMarkup(_ text: String) -> Bool {
    // A short literal ("Row ", " of "), the commonest piece, is tested in its two words.
    if let words = smallStringWords(text) {
      return hasMarkup(words.low) || hasMarkup(words.high & 0x00FF_FFFF_FFFF_FFFF)
    }
    if let found = text.utf8.withContiguousStorageIfAvailable({ scan($0) }) { return found }
    return text.utf8.contains(where: isMarkupByte)
  }

  private static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress else { return false }
    let count = bytes.count
    var index = 0
    let raw = UnsafeRawPointer(base)
    while index + 8 <= count {
      if hasMarkup(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) { return true }
      index += 8
    }
    while index < count {
      if isMarkupByte(base[index]) { return true }
      index += 1
    }
    return false
  }

  /// Whether a short string whose two words are `words` (``smallStringWords(_:)``) has a
  /// character Markdown could start with.
  @_transparent static func hasMarkup(_ words: (low: UInt64, high: UInt64)) -> Bool {
    markupBytes(words.low) | markupBytes(words.high & 0x00FF_FFFF_FFFF_FFFF) != 0
  }

  /// Whether one of the eight bytes of `word` (zero bytes aside) can start Markdown.
  @_transparent private static func hasMarkup(_ word: UInt64) -> Bool {
    markupBytes(word) != 0
  }

  /// Nonzero when one of the eight bytes of `word` (zero bytes aside) can start Markdown: the
  /// six tests joined with `|`, as `||` makes its right side a closure in a debug build.
  @_transparent static func markupBytes(_ word: UInt64) -> UInt64 {
    zeroByte(word ^ 0x2A2A_2A2A_2A2A_2A2A) | zeroByte(word ^ 0x5F5F_5F5F_5F5F_5F5F)
      | zeroByte(word ^ 0x7E7E_7E7E_7E7E_7E7E) | zeroByte(word ^ 0x6060_6060_6060_6060)
      | zeroByte(word ^ 0x5B5B_5B5B_5B5B_5B5B) | zeroByte(word ^ 0x5C5C_5C5C_5C5C_5C5C)
  }

  /// Nonzero when one of the eight bytes of `word` is zero (a byte equal to the one looked
  /// for, once the word is XORed with it). Transparent, so that a debug build inlines it too:
  /// a call per test cost more than the test.
  @_transparent static func zeroByte(_ word: UInt64) -> UInt64 {
    (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080
  }

  /// Whether `byte` can start Markdown. Transparent, as `zeroByte` is.
  @_transparent static func isMarkupByte(_ byte: UInt8) -> Bool {
    // * _ ~ ` [ \
    byte == 0x2A || byte == 0x5F || byte == 0x7E || byte == 0x60 || byte == 0x5B || byte == 0x5C
  }

  /// The spans of `text`, or `nil` when it has no markup (it is one plain span). Bytes before
  /// `start` and inside `verbatim` (UTF-8 offsets) are plain text whatever they hold.
  static func spans(of text: String, from start: Int = 0, verbatim: [Range<Int>] = []) -> [Span]? {
    var parser = Parser(bytes: Array(text.utf8), start: start, verbatim: verbatim)
    parser.tokenize()
    parser.processEmphasis(in: 0..<parser.tokens.count)
    let spans = parser.spans()
    if spans.count == 1 && spans[0].attributes.isEmpty && spans[0].text == text { return nil }
    return spans
  }

  /// The text runs of `text` as a literal given to `Text` draws it, or `nil` when it has no
  /// markup.
  static func runs(of text: String, from start: Int = 0, verbatim: [Range<Int>] = []) -> [Text.Run]? {
    guard let spans = spans(of: text, from: start, verbatim: verbatim) else { return nil }
    var runs: [Text.Run] = []
    for span in spans where !span.text.isEmpty {
      var run = Text.Run(string: span.text, source: .keyPart)
      if span.attributes.contains(.bold) { run.toggle(.bold, true) }
      if span.attributes.contains(.italic) { run.toggle(.italic, true) }
      if span.attributes.contains(.strikethrough) { run.toggle(.strikethrough, true) }
      if span.attributes.contains(.link) {
        run.toggle(.underline, true)
        run.setForeground(.accentColor)
      }
      if let last = runs.last, last.joins(run) {
        runs[runs.count - 1].string += run.string
      } else {
        runs.append(run)
      }
    }
    return runs.isEmpty ? [Text.Run(string: "", source: .keyPart)] : runs
  }

  /// A piece of text between parsing and spans: plain characters, a code span, or a run of
  /// emphasis delimiters that may still pair with another.
  struct Token {
    enum Kind: Equatable {
      case text
      /// A `[` that may open a link: kept apart so that the text after it is not joined to it.
      case bracket
      case code
      /// `count` of `character` left unpaired, and whether the run can open or close emphasis.
      case delimiter(character: UInt8, count: Int, canOpen: Bool, canClose: Bool, original: Int)
    }
    var kind: Kind
    var text: [UInt8]
    var attributes: Attributes = []
  }

  struct Parser {
    let bytes: [UInt8]
    let start: Int
    let verbatim: [Range<Int>]
    var tokens: [Token] = []
    /// Token indices of `[` not yet closed, and whether each may still open a link.
    var brackets: [(token: Int, isActive: Bool)] = []

    init(bytes: [UInt8], start: Int, verbatim: [Range<Int>]) {
      self.bytes = bytes
      self.start = start
      self.verbatim = verbatim
    }

    /// Whether the byte at `index` is plain text whatever it is.
    func isVerbatim(_ index: Int) -> Bool {
      index < start || verbatim.contains { $0.contains(index) }
    }

    mutating func appendText(_ text: ArraySlice<UInt8>) {
      if let last = tokens.last, last.kind == .text, last.attributes.isEmpty {
        tokens[tokens.count - 1].text.append(contentsOf: text)
      } else {
        tokens.append(Token(kind: .text, text: Array(text)))
      }
    }

    mutating func tokenize() {
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        if isVerbatim(index) || !InlineMarkdown.isMarkupByte(byte) && byte != 0x5D {
          appendText(bytes[index...index])
          index += 1
          continue
        }
        switch byte {
        case 0x5C: index = escape(at: index)
        case 0x60: index = codeSpan(at: index)
        case 0x5B:
          brackets.append((tokens.count, true))
          tokens.append(Token(kind: .bracket, text: [byte]))
          index += 1
        case 0x5D: index = closeBracket(at: index)
        default: index = delimiterRun(at: index)
        }
      }
    }

    /// `\` before ASCII punctuation is that character, plain; elsewhere it is a backslash.
    mutating func escape(at index: Int) -> Int {
      if index + 1 < bytes.count, !isVerbatim(index + 1), Self.isASCIIPunctuation(bytes[index + 1]) {
        appendText(bytes[(index + 1)...(index + 1)])
        return index + 2
      }
      appendText(bytes[index...index])
      return index + 1
    }

    /// A run of backticks opens a code span closed by the next run of the same length; its
    /// content is plain, one space trimmed from each end when both have one.
    mutating func codeSpan(at index: Int) -> Int {
      let length = runLength(of: 0x60, at: index)
      var search = index + length
      while search < bytes.count {
        if bytes[search] == 0x60 && !isVerbatim(search) {
          let closing = runLength(of: 0x60, at: search)
          if closing == length {
            var content = Array(bytes[(index + length)..<search]).map { $0 == 0x0A ? 0x20 : $0 }
            if content.count >= 2, content.first == 0x20, content.last == 0x20, content.contains(where: { $0 != 0x20 })
            {
              content = Array(content.dropFirst().dropLast())
            }
            tokens.append(Token(kind: .code, text: content, attributes: .code))
            return search + closing
          }
          search += closing
        } else {
          search += 1
        }
      }
      appendText(bytes[index..<(index + length)])
      return index + length
    }

    /// A `]`: closes the latest `[` into a link when `(destination)` follows, else is plain.
    mutating func closeBracket(at index: Int) -> Int {
      guard let opener = brackets.popLast() else {
        appendText(bytes[index...index])
        return index + 1
      }
      guard opener.isActive, let end = destinationEnd(after: index) else {
        appendText(bytes[index...index])
        return index + 1
      }
      let content = (opener.token + 1)..<tokens.count
      processEmphasis(in: content)
      for token in content {
        tokens[token].attributes.insert(.link)
        // What is left unpaired inside a link is plain: it pairs with nothing outside.
        if case .delimiter(let c, let n, _, _, let o) = tokens[token].kind {
          tokens[token].kind = .delimiter(character: c, count: n, canOpen: false, canClose: false, original: o)
        }
      }
      tokens[opener.token].text = []
      // A link holds no link: the brackets before it can no longer open one.
      for earlier in brackets.indices { brackets[earlier].isActive = false }
      return end
    }

    /// Where `(destination)` after the `]` at `index` ends (past its `)`), or `nil` when no
    /// destination follows. The destination has no spaces; its parentheses must balance.
    func destinationEnd(after index: Int) -> Int? {
      var cursor = index + 1
      guard cursor < bytes.count, bytes[cursor] == 0x28 else { return nil }
      cursor += 1
      var depth = 0
      while cursor < bytes.count {
        switch bytes[cursor] {
        case 0x20, 0x0A, 0x09: return nil
        case 0x28: depth += 1
        case 0x29:
          if depth == 0 { return cursor + 1 }
          depth -= 1
        default: break
        }
        cursor += 1
      }
      return nil
    }

    /// A run of `*`, `_` or `~`, which may open or close emphasis by CommonMark's rules.
    mutating func delimiterRun(at index: Int) -> Int {
      let character = bytes[index]
      var length = 1
      while index + length < bytes.count, bytes[index + length] == character, !isVerbatim(index + length) {
        length += 1
      }
      let before = index > 0 ? bytes[index - 1] : 0x20
      let after = index + length < bytes.count ? bytes[index + length] : 0x20
      let leftFlanking =
        !Self.isWhitespace(after)
        && (!Self.isASCIIPunctuation(after) || Self.isWhitespace(before) || Self.isASCIIPunctuation(before))
      let rightFlanking =
        !Self.isWhitespace(before)
        && (!Self.isASCIIPunctuation(before) || Self.isWhitespace(after) || Self.isASCIIPunctuation(after))
      var canOpen = leftFlanking
      var canClose = rightFlanking
      if character == 0x5F {
        // An underscore inside a word is a letter of it: `snake_case`.
        canOpen = leftFlanking && (!rightFlanking || Self.isASCIIPunctuation(before))
        canClose = rightFlanking && (!leftFlanking || Self.isASCIIPunctuation(after))
      }
      if character == 0x7E && length > 2 {
        canOpen = false
        canClose = false
      }
      tokens.append(
        Token(
          kind: .delimiter(
            character: character, count: length, canOpen: canOpen, canClose: canClose, original: length),
          text: Array(bytes[index..<(index + length)])))
      return index + length
    }

    func runLength(of byte: UInt8, at index: Int) -> Int {
      var length = 0
      while index + length < bytes.count, bytes[index + length] == byte, !isVerbatim(index + length) { length += 1 }
      return length
    }

    /// Pairs closing delimiter runs with the nearest opener of the same character before
    /// them, in `range`, styling the tokens between (CommonMark's "process emphasis").
    mutating func processEmphasis(in range: Range<Int>) {
      var closer = range.lowerBound
      while closer < range.upperBound {
        guard case .delimiter(let character, let count, _, true, let closeOriginal) = tokens[closer].kind,
          count > 0,
          let opener = opener(for: closer, character: character, count: count, original: closeOriginal, in: range)
        else {
          closer += 1
          continue
        }
        guard case .delimiter(_, let openCount, _, _, _) = tokens[opener].kind else { break }
        let used = character == 0x7E ? count : (count >= 2 && openCount >= 2 ? 2 : 1)
        let attribute: Attributes = character == 0x7E ? .strikethrough : used == 2 ? .bold : .italic
        for inner in (opener + 1)..<closer { tokens[inner].attributes.insert(attribute) }
        consume(used, of: opener)
        consume(used, of: closer)
        // Delimiters between the pair can no longer pair with anything outside it.
        for inner in (opener + 1)..<closer {
          if case .delimiter(let c, let n, _, _, let o) = tokens[inner].kind {
            tokens[inner].kind = .delimiter(character: c, count: n, canOpen: false, canClose: false, original: o)
          }
        }
        if case .delimiter(_, 0, _, _, _) = tokens[closer].kind { closer += 1 }
      }
    }

    /// The nearest delimiter run before `closer` that can open emphasis with it.
    func opener(for closer: Int, character: UInt8, count: Int, original: Int, in range: Range<Int>) -> Int? {
      guard case .delimiter(_, _, let closerCanOpen, _, _) = tokens[closer].kind else { return nil }
      var index = closer - 1
      while index >= range.lowerBound {
        if case .delimiter(character, let openCount, true, let openerCanClose, let openOriginal) = tokens[index].kind,
          openCount > 0
        {
          if character == 0x7E {
            if openCount == count { return index }
          } else if (closerCanOpen || openerCanClose) && (openOriginal + original) % 3 == 0
            && !(openOriginal % 3 == 0 && original % 3 == 0)
          {
            // CommonMark's rule of three: `*foo**bar*` is not `foo` in italics then `bar`.
          } else {
            return index
          }
        }
        index -= 1
      }
      return nil
    }

    /// Takes `count` delimiters off the inner end of the run at `index`.
    mutating func consume(_ count: Int, of index: Int) {
      guard case .delimiter(let character, let left, let canOpen, let canClose, let original) = tokens[index].kind
      else { return }
      tokens[index].kind = .delimiter(
        character: character, count: left - count, canOpen: canOpen, canClose: canClose, original: original)
      tokens[index].text.removeLast(count)
    }

    /// The tokens as spans: touching tokens of the same attributes joined.
    func spans() -> [Span] {
      var spans: [Span] = []
      var pending: [UInt8] = []
      var attributes: Attributes = []
      for token in tokens where !token.text.isEmpty {
        if token.attributes != attributes && !pending.isEmpty {
          spans.append(Span(text: String(decoding: pending, as: UTF8.self), attributes: attributes))
          pending.removeAll(keepingCapacity: true)
        }
        attributes = token.attributes
        pending.append(contentsOf: token.text)
      }
      if !pending.isEmpty || spans.isEmpty {
        spans.append(Span(text: String(decoding: pending, as: UTF8.self), attributes: attributes))
      }
      return spans
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
      byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D || byte == 0x0C
    }

    static func isASCIIPunctuation(_ byte: UInt8) -> Bool {
      (0x21...0x2F).contains(byte) || (0x3A...0x40).contains(byte) || (0x5B...0x60).contains(byte)
        || (0x7B...0x7E).contains(byte)
    }
  }
}
