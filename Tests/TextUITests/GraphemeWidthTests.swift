import Testing

@testable import TextUI

@Suite("GraphemeWidth")
struct GraphemeWidthTests {
  /// Strings whose width terminals and naive implementations commonly get wrong.
  static let widthCases: [(String, Int)] = [
    ("hello, world", 12),
    ("", 0),
    ("日本語", 6),
    ("ｶﾀｶﾅ", 4),
    ("한국어", 6),
    ("\u{1100}\u{1161}\u{11A8}", 2),
    ("\u{E9}", 1),
    ("e\u{301}", 1),
    ("👍🏽", 2),
    ("🇯🇵", 2),
    ("👨‍👩‍👧‍👦", 2),
    ("\u{2764}", 1),
    ("\u{2764}\u{FE0F}", 2),
    ("\u{263A}", 1),
    ("1\u{FE0F}\u{20E3}", 2),
    ("Ａ", 2),
    ("😀", 2),
    ("𠮷", 2),
    ("\u{200D}", 0),
    ("\u{200B}", 0),
    ("\u{FEFF}", 0),
    ("\u{301}", 1),
    ("\u{3099}", 1),
    ("\u{1F1EF}", 2),
    ("「。」", 6),
    ("\u{3000}", 2),
    ("\u{E0}\u{3B1}\u{436}", 3),
    ("\u{A0}\u{B1}", 2),
    ("a\tb", 3),
    ("a\nb", 2),
    ("a\r\nb", 2),
    ("a\u{0}b", 3),
    ("Aé日ｶ한👍🏽🇯🇵👨‍👩‍👧‍👦❤❤️1️⃣Ａ😀𠮷\u{200D}", 1 + 1 + 2 + 1 + 2 + 2 + 2 + 2 + 1 + 2 + 2 + 2 + 2 + 2),
  ]

  @Test("a string's width is the sum of its clusters' terminal widths", arguments: widthCases)
  func stringWidth(text: String, expected: Int) {
    #expect(GraphemeWidth.width(of: text) == expected)
  }

  @Test("a Substring is measured like the String it came from", arguments: widthCases)
  func substringWidth(text: String, expected: Int) {
    // Line feeds never join a neighbouring cluster (UAX #29 GB4/GB5), so the slice holds
    // exactly the clusters of `text`.
    let padded = "\n" + text + "\n"
    let inner = padded.dropFirst().dropLast()
    #expect(GraphemeWidth.width(of: inner) == expected)
  }

  @Test(
    "a single cluster has the width of its base, adjusted for emoji",
    arguments: [
      (Character("a"), 1), (Character("日"), 2), (Character("ｶ"), 1), (Character("\u{AC00}"), 2),
      (Character("e\u{301}"), 1), (Character("\u{1100}\u{1161}\u{11A8}"), 2),
      (Character("🇯🇵"), 2), (Character("☝\u{1F3FD}"), 2), (Character("#\u{FE0F}\u{20E3}"), 2),
      (Character("\u{1F441}\u{200D}\u{1F5E8}"), 2), (Character("\u{2764}"), 1),
      (Character("\u{2764}\u{FE0F}"), 2), (Character("\u{A9}"), 1),
      (Character("\u{A9}\u{FE0F}"), 2),
      (Character("1\u{FE0F}"), 2), (Character("\u{1F1EF}\u{1F1F5}"), 2), (Character("\r\n"), 0),
      (Character("\u{FE0F}"), 0), (Character("\u{0600}\u{0661}"), 2),
      (Character("\u{915}\u{94D}\u{937}"), 2), (Character("日\u{301}"), 2),
    ] as [(Character, Int)])
  func characterWidth(character: Character, expected: Int) {
    #expect(GraphemeWidth.width(of: character) == expected)
  }

  @Test("a cluster of one drawn scalar and marks or selectors has width 0, 1 or 2")
  func widthIsAlwaysInRange() {
    var outOfRange: [String] = []
    // Suffixes that never add a drawn part of their own (a ZWJ and an emoji, or an emoji
    // modifier after a non-pictograph, do: "a\u{200D}👦" is 3 cells).
    let suffixes = ["", "\u{301}", "\u{FE0F}", "\u{FE0E}", "\u{20E3}", "\u{94D}"]
    for value in stride(from: UInt32(0x20), through: 0x2FFFF, by: 13) {
      guard let scalar = Unicode.Scalar(value) else { continue }
      for suffix in suffixes {
        for character in String(scalar) + suffix {
          let width = GraphemeWidth.width(of: character)
          if !(0...2).contains(width) {
            outOfRange.append(
              "U+\(String(value, radix: 16)) + \(suffix.unicodeScalars.map(\.value)): \(width)")
          }
        }
      }
    }
    #expect(outOfRange == [])
  }

  @Test("the generated run table starts at U+0000, ascends strictly and has a value per run")
  func runTableIsWellFormed() {
    let starts = UnicodeWidthTables.runStarts
    var problems: [String] = []
    if starts.first != 0 { problems.append("first run starts at \(starts.first ?? 0)") }
    for index in starts.indices.dropFirst() where starts[index - 1] >= starts[index] {
      problems.append("run \(index) does not ascend")
    }
    if starts.count != UnicodeWidthTables.runProperties.count {
      problems.append("\(starts.count) starts, \(UnicodeWidthTables.runProperties.count) values")
    }
    #expect(problems == [])
  }

  @Test(
    "terminal rules for marks, sound marks, joiners and selectors",
    arguments: [
      ("ｶﾞ", 2), ("ﾊﾟ", 2), ("ｶﾞﾞ", 3), ("\u{915}\u{93F}", 2), ("กำ", 2), ("soft\u{AD}", 5),
      ("a\u{200D}b", 2), ("🐶\u{200D}🍕", 4), ("👨\u{200D}🦰", 2), ("\u{231A}\u{FE0E}", 1),
      ("\u{263A}\u{FE0F}", 2), ("\u{0600}\u{0661}", 2), ("\u{1161}", 0), ("\u{1F1FA}", 2),
      ("\u{915}\u{94D}\u{937}", 2),
    ] as [(String, Int)])
  func terminalRules(text: String, expected: Int) {
    #expect(GraphemeWidth.width(of: text) == expected)
  }

  @Test("the fast paths agree with the generated table")
  func fastPathsAgreeWithTable() {
    var wrong: [String] = []
    for value in UInt32(0xA0)...0xFFFF {
      let properties = ScalarWidthProperties(of: value)
      if value < 0x300 && (properties.contains(.zeroWidth) || properties.contains(.wide)) {
        wrong.append("U+\(String(value, radix: 16)) is not a plain narrow Latin scalar")
      }
      if GraphemeWidth.isCommonWide(value)
        && (!properties.contains(.wide) || properties.contains(.zeroWidth))
      {
        wrong.append("U+\(String(value, radix: 16)) is not wide")
      }
    }
    #expect(wrong == [])
  }

  @Test("a lone scalar is measured by its table properties, with either ambiguous width")
  func singleScalarsMatchTheirProperties() {
    // The rules for a cluster of one scalar, written with the option set: the measuring code
    // tests the same bits as plain integers.
    func expected(_ value: UInt32, ambiguousWide: Bool) -> Int {
      if value == 0x0A || value == 0x0D || value == 0x2028 || value == 0x2029 { return 0 }
      if value < 0xA0 { return 1 }
      let properties = ScalarWidthProperties(of: value)
      if properties.contains(.zeroWidth) {
        return properties.contains(.mark) ? (properties.contains(.spacingMark) ? 2 : 1) : 0
      }
      if properties.contains(.wide) { return 2 }
      return ambiguousWide && properties.contains(.ambiguous) ? 2 : 1
    }
    var wrong: [String] = []
    for value in UInt32(0)..<0x3_0000 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let narrow = GraphemeWidth.width(of: scalar)
      let wide = GraphemeWidth.width(of: Character(scalar), ambiguous: .wide)
      if narrow != expected(value, ambiguousWide: false) || wide != expected(value, ambiguousWide: true) {
        wrong.append("U+\(String(value, radix: 16)): \(narrow) narrow, \(wide) wide")
      }
      if GraphemeWidth.width(of: Character(scalar)) != narrow {
        wrong.append("U+\(String(value, radix: 16)): the Character and the scalar disagree")
      }
    }
    #expect(wrong == [])
  }

  @Test("ambiguous characters are narrow by default and wide on request")
  func ambiguousOption() {
    #expect(GraphemeWidth.width(of: "±①α") == 3)
    #expect(GraphemeWidth.width(of: "±①α", ambiguous: .wide) == 6)
    #expect(GraphemeWidth.width(of: "abc", ambiguous: .wide) == 3)
  }

  @Test("every Emoji_Presentation scalar is two cells wide")
  func emojiPresentationIsWide() {
    var narrow: [String] = []
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value), scalar.properties.isEmojiPresentation else {
        continue
      }
      if GraphemeWidth.width(of: Character(scalar)) != 2 {
        narrow.append("U+\(String(value, radix: 16, uppercase: true))")
      }
    }
    #expect(narrow == [])
  }

  @Test("the policy name states the Unicode version and the width choices")
  func policyName() {
    #expect(
      GraphemeWidth.policy == "unicode-17.0.0 uax11-wide=2 ambiguous=1 emoji=2 parts=terminal")
  }
}

@Suite("DisplayText")
struct DisplayTextTests {
  /// Each paragraph rendered as the text a terminal would show, for readable failures.
  private static func rendered(_ text: String) -> [String] {
    DisplayText.paragraphs(text).map { String($0.map(\.character)) }
  }

  @Test(
    "text is split into paragraphs at every kind of line separator",
    arguments: [
      ("", [""]),
      ("one line", ["one line"]),
      ("a\nb", ["a", "b"]),
      ("a\r\nb", ["a", "b"]),
      ("a\rb", ["a", "b"]),
      ("a\u{2028}b\u{2029}c", ["a", "b", "c"]),
      ("a\n", ["a", ""]),
      ("\n\n", ["", "", ""]),
      ("a\r\n\r\nb", ["a", "", "b"]),
    ])
  func splitsParagraphs(text: String, expected: [String]) {
    #expect(Self.rendered(text) == expected)
  }

  @Test(
    "tabs expand to the next multiple of the tab width from the start of the paragraph",
    arguments: [
      ("\tx", "    x"),
      ("a\tb", "a   b"),
      ("abc\td", "abc d"),
      ("abcd\te", "abcd    e"),
      ("日\tx", "日  x"),
      ("a\t\tb", "a       b"),
      ("x\ny\tz", "y   z"),
    ])
  func expandsTabs(text: String, expected: String) {
    #expect(Self.rendered(text).last == expected)
  }

  @Test(
    "control characters are replaced by visible symbols one cell wide",
    arguments: [
      ("\u{0}", "\u{2400}"),
      ("\u{1B}[31m", "\u{241B}[31m"),
      ("\u{7}", "\u{2407}"),
      ("\u{B}\u{C}", "\u{240B}\u{240C}"),
      ("\u{1F}", "\u{241F}"),
      ("\u{7F}", "\u{2421}"),
      ("\u{80}\u{85}\u{9F}", "\u{FFFD}\u{FFFD}\u{FFFD}"),
    ])
  func controlsBecomeVisible(text: String, expected: String) {
    let paragraphs = DisplayText.paragraphs(text)
    #expect(paragraphs.count == 1)
    #expect(String(paragraphs[0].map(\.character)) == expected)
    #expect(paragraphs[0].map(\.width) == Array(repeating: 1, count: paragraphs[0].count))
  }

  @Test("invalid UTF-8 decodes to U+FFFD, shown one cell wide")
  func invalidUTF8() {
    let text = String(decoding: [0x61, 0xFF, 0xC3, 0x62] as [UInt8], as: UTF8.self)
    #expect(
      DisplayText.paragraphs(text) == [
        [
          DisplayCluster(character: "a", width: 1),
          DisplayCluster(character: "\u{FFFD}", width: 1),
          DisplayCluster(character: "\u{FFFD}", width: 1),
          DisplayCluster(character: "b", width: 1),
        ]
      ])
  }

  @Test("clusters keep their widths: wide, emoji and combined clusters are one cluster each")
  func clusterWidths() {
    let clusters = DisplayText.paragraphs("a日👨‍👩‍👧‍👦e\u{301}")[0]
    #expect(clusters.map(\.width) == [1, 2, 2, 1])
    #expect(clusters.map(\.character) == ["a", "日", "👨‍👩‍👧‍👦", "e\u{301}"])
  }

  @Test(
    "zero-width clusters are dropped, a soft hyphen is kept, a lone mark is drawn on a dotted circle",
    arguments: [
      ("a\u{200B}b", "ab"),
      ("\u{FEFF}x", "x"),
      ("soft\u{AD}hyphen", "soft\u{AD}hyphen"),
      ("\u{200D}", ""),
      ("\u{301}", "\u{25CC}\u{301}"),
      ("\u{300}\u{301}x", "\u{25CC}\u{300}\u{301}x"),
      ("\n\u{301}", "\u{25CC}\u{301}"),
    ])
  func invisibleAndDefectiveClusters(text: String, expected: String) {
    let clusters = DisplayText.paragraphs(text).last ?? []
    #expect(String(clusters.map(\.character)) == expected)
    #expect(clusters.allSatisfy { $0.width == 1 || $0.width == 2 })
  }

  @Test("every returned cluster is one or two cells wide, whatever the input")
  func widthsAreOneOrTwo() {
    var text = ""
    for value in stride(from: UInt32(0), through: 0x2FFFF, by: 7) {
      if let scalar = Unicode.Scalar(value) { text.unicodeScalars.append(scalar) }
    }
    let bad = DisplayText.paragraphs(text).joined().filter { $0.width != 1 && $0.width != 2 }
    #expect(bad == [])
  }

  @Test("the scalars segmented without String's help never join a neighbour that is one of them too")
  func alwaysBreakingScalars() {
    var joining: [String] = []
    let neighbours: [Unicode.Scalar] = ["x", "\n", "\u{1}", "·", "日", "─", "あ", "ア", "Ж", "\u{2026}", "\u{3000}", "Ａ"]
    for value in UInt32(0)..<0x1_0000 where DisplayText.alwaysBreaks(value) {
      guard let scalar = Unicode.Scalar(value) else { continue }
      // CR LF is one cluster, which the scalar walk checks for itself.
      for neighbour in neighbours where !(value == 0x0D && neighbour == "\n") {
        let pairs = [String(scalar) + String(neighbour), String(neighbour) + String(scalar)]
        if pairs.contains(where: { $0.count != 2 }) {
          joining.append("U+" + String(value, radix: 16, uppercase: true))
          break
        }
      }
    }
    #expect(joining == [])
  }

  @Test(
    "paragraphs found by scalar agree with segmenting every character",
    arguments: [
      "plain ASCII", "日本語とカタカナ", "box ─│┌┐ and …", "é\u{301} café", "a\u{301}b", "👩‍👩‍👧 family", "🇯🇵🇫🇷 flags",
      "x\r\ny", "tab\there", "\u{7}bell", "hangul 한국어 and jamo \u{1100}\u{1161}", "नमस्ते", "·\u{300}·", "Ж\u{483}",
    ])
  func scalarWalkMatchesSegmentation(text: String) {
    var expected: [[String]] = [[]]
    var column = 0
    for character in text {
      let first = character.unicodeScalars.first!.value
      if [0x0A, 0x0D, 0x2028, 0x2029].contains(first) {
        expected.append([])
        column = 0
        continue
      }
      if first == 0x09 {
        let spaces = DisplayText.tabWidth - column % DisplayText.tabWidth
        expected[expected.count - 1] += Array(repeating: " ", count: spaces)
        column += spaces
        continue
      }
      if first < 0x20 || (0x7F...0x9F).contains(first) {
        // Other controls are drawn as visible symbols.
        let symbol = first < 0x20 ? Unicode.Scalar(0x2400 + first)! : first == 0x7F ? "\u{2421}" : "\u{FFFD}"
        expected[expected.count - 1].append(String(symbol))
        column += 1
        continue
      }
      let width = GraphemeWidth.width(of: character)
      guard width > 0 else { continue }
      column += width
      if width > 2, let parts = GraphemeWidth.parts(of: character) {
        expected[expected.count - 1] += parts.map { String($0.0) }
      } else {
        expected[expected.count - 1].append(String(character))
      }
    }
    let actual = DisplayText.paragraphs(text).map { $0.map { String($0.character) } }
    #expect(actual == expected)
  }
}
