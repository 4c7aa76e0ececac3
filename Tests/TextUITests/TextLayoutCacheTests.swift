import Testing

@testable import TextUI

@Suite("Text layout cache")
@MainActor
struct TextLayoutCacheTests {
  /// The lines of `entry`'s text, as its clusters spell them.
  private func spelled(_ entry: TextLayoutCache.Entry) -> [String] {
    entry.paragraphs.map { String($0.map(\.character)) }
  }

  @Test(
    "printable ASCII is laid out one cell per byte, as the general sanitiser lays it out",
    arguments: [
      "", " ", "Row 1234", "~!@#$%^&*()_+`-={}|[]\\:\";'<>?,./",
      String((0x20...0x7E).map { Character(Unicode.Scalar(UInt8($0))) }),
      String(repeating: "long text ", count: 500),
    ])
  func printableASCII(text: String) {
    let fast = DisplayText.simpleLine(text)
    #expect(fast.map { [$0.clusters] } == DisplayText.walkedParagraphs(text, startColumn: 0))
    #expect(fast?.width == text.utf8.count)
  }

  @Test(
    "text with a control, a separator, DEL or a mark goes through the general sanitiser",
    arguments: ["a\tb", "a\nb", "a\rb", "a\u{7F}b", "\u{1F}", "e\u{301}"])
  func notLoneScalars(text: String) {
    #expect(DisplayText.simpleLine(text) == nil)
    let entry = TextLayoutCache(capacity: 4).entry(for: .single(text))
    #expect(entry.paragraphs == DisplayText.paragraphs(text))
  }

  /// Pieces the compared texts are made of: ASCII, Latin-1 and Latin Extended (the soft
  /// hyphen, the no-break space, the last scalar before the combining marks), CR LF and the
  /// other separators and controls, and scalars just past U+0300 or in the other ranges of
  /// lone scalars, or beside them (a combining mark, Greek, a Cyrillic mark, ZWSP, a half-width
  /// sound mark, a right-to-left letter, an emoji).
  private static let pieces: [String] = [
    "a", "Z", " ", "~", "0", "\u{AD}", "\u{A0}", "é", "ß", "ÿ", "©", "·", "ā", "ǅ", "\u{250}", "\u{2BC}", "\u{2FF}",
    "\r\n", "\r", "\n", "\t", "\u{1}", "\u{1B}", "\u{7F}", "\u{85}", "\u{9F}", "\u{2028}", "\u{2029}",
    "\u{300}", "\u{301}", "\u{34F}", "\u{36F}", "Ω", "Ж", "\u{483}", "\u{200B}", "\u{2010}", "…", "\u{FEFF}", "─",
    "日", "か", "\u{3099}", "カ", "\u{3000}", "Ａ", "ｶ", "\u{FF9E}", "א", "ش", "👍", "🇯🇵", "e\u{301}",
  ]

  @Test("a text of lone scalars gets the entry the general walk gives it: clusters, width, count, direction")
  func loneScalarEntryMatchesTheWalk() {
    // Texts of one to six pieces, chosen by a fixed sequence, and each piece alone and
    // between letters.
    var texts = Self.pieces + Self.pieces.map { "x\($0)y" }
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    for _ in 0..<3_000 {
      var text = ""
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      for index in 0..<(1 + Int(state >> 61) % 6) {
        let pick = Int((state >> UInt64(8 * index)) & 0xFF) % Self.pieces.count
        text += Self.pieces[pick]
      }
      texts.append(text)
    }
    var lone = 0
    for text in texts {
      let walked = DisplayText.walkedParagraphs(text, startColumn: 0)
      let general = TextLayoutCache.Entry(paragraphs: walked)
      let entry = TextLayoutCache(capacity: 4).entry(for: .single(text))
      #expect(entry.paragraphs == walked, "\(text.unicodeScalars.map(\.value))")
      #expect(entry.singleParagraphWidth == general.singleParagraphWidth, "\(text.unicodeScalars.map(\.value))")
      #expect(entry.firstParagraphCount == general.firstParagraphCount)
      #expect(entry.hasRightToLeft == general.hasRightToLeft, "\(text.unicodeScalars.map(\.value))")
      guard let line = DisplayText.simpleLine(text) else { continue }
      lone += 1
      #expect([line.clusters] == walked, "\(text.unicodeScalars.map(\.value))")
      #expect(line.width == general.singleParagraphWidth, "\(text.unicodeScalars.map(\.value))")
    }
    // Both kinds of text were compared.
    #expect(lone > 300 && lone < texts.count - 300)
  }

  @Test("no scalar a text of lone scalars may hold is a right-to-left letter")
  func loneScalarsAreLeftToRight() {
    var rightToLeft: [UInt32] = []
    for value in UInt32(0)..<0x1_0000 where DisplayText.alwaysBreaks(value) {
      guard let scalar = Unicode.Scalar(value) else { continue }
      if BidiOrder.hasRightToLeft([DisplayCluster(scalar: scalar, width: 1)]) { rightToLeft.append(value) }
    }
    #expect(rightToLeft == [])
  }

  @Test("a full cache keeps what it holds and lays new texts out without keeping them")
  func fullCacheStopsInserting() {
    let cache = TextLayoutCache(capacity: 4, renewalMisses: 100)
    let kept = (0..<4).map { cache.entry(for: .single("kept \($0)")) }
    #expect(cache.count == 4)
    for index in 0..<10 {
      let text = "new 日本 \(index)"
      let entry = cache.entry(for: .single(text))
      #expect(spelled(entry) == [text])
      #expect(cache.entry(for: .single(text)) !== entry)
    }
    #expect(cache.count == 4)
    for (index, entry) in kept.enumerated() {
      #expect(cache.entry(for: .single("kept \(index)")) === entry)
    }
  }

  @Test("short and long texts share the capacity, and every kept text is found again as it grows")
  func shortAndLongTexts() {
    let cache = TextLayoutCache(capacity: 200, renewalMisses: 1_000)
    let short = (0..<150).map { "short \($0)" }
    let long = (0..<50).map { "a text longer than fifteen bytes \($0)" }
    let entries = (short + long).map { cache.entry(for: .single($0)) }
    #expect(cache.count == 200)
    for (text, entry) in zip(short + long, entries) {
      #expect(cache.entry(for: .single(text)) === entry)
      #expect(spelled(entry) == [text])
    }
    #expect(cache.entry(for: .single("one more")) !== cache.entry(for: .single("one more")))
    #expect(cache.count == 200)
  }

  @Test("a full cache is emptied and refilled once it has missed renewalMisses texts")
  func fullCacheRenews() {
    let cache = TextLayoutCache(capacity: 3, renewalMisses: 5)
    let old = cache.entry(for: .single("old"))
    _ = cache.entry(for: .single("b"))
    _ = cache.entry(for: .single("c"))
    for index in 0..<4 { _ = cache.entry(for: .single("miss \(index)")) }
    #expect(cache.count == 3)
    let fifth = cache.entry(for: .single("fifth miss"))
    #expect(cache.count == 1)
    #expect(cache.entry(for: .single("fifth miss")) === fifth)
    #expect(cache.entry(for: .single("old")) !== old)
  }

  @Test("the byte budget fills the table as its entry count does")
  func byteBudget() {
    let cache = TextLayoutCache(capacity: 100, byteBudget: 10, renewalMisses: 100)
    let first = cache.entry(for: .single("12345678"))
    let second = cache.entry(for: .single("abcdef"))
    #expect(spelled(second) == ["abcdef"])
    #expect(cache.count == 1)
    #expect(cache.entry(for: .single("12345678")) === first)
  }

  @Test("a text longer than the longest kept content is laid out and not kept")
  func longContent() {
    let cache = TextLayoutCache(capacity: 4, longestCachedContent: 16)
    let text = "a text of more than sixteen bytes"
    let entry = cache.entry(for: .single(text))
    #expect(spelled(entry) == [text])
    #expect(cache.count == 0)
  }

  @Test("the last long texts are kept aside, so a screen showing one lays it out once, not every frame")
  func recentLongContent() {
    let cache = TextLayoutCache(capacity: 4, longestCachedContent: 16)
    let first = String(repeating: "a long pasted line ", count: 1_000)
    let second = String(repeating: "another long line ", count: 1_000)
    let entry = cache.entry(for: .single(first))
    #expect(cache.entry(for: .single(first)) === entry)
    // The same bytes in a string of their own are the same text.
    #expect(cache.entry(for: .single(String(decoding: Array(first.utf8), as: UTF8.self))) === entry)
    let other = cache.entry(for: .single(second))
    #expect(cache.entry(for: .single(first)) === entry)
    #expect(cache.entry(for: .single(second)) === other)
    #expect(cache.count == 0)
  }

  @Test("a long text is found again whatever string holds its bytes, and never taken for another text")
  func longTextsByStorage() {
    let cache = TextLayoutCache(capacity: 100)
    let kept = "a text longer than fifteen bytes"
    let entry = cache.entry(for: .single(kept))
    for index in 0..<200 {
      // The same bytes in a string of its own, found by its bytes and then by its storage;
      // then a text of as many other bytes, made once that string is gone, possibly where
      // its storage was.
      do {
        let copy = String(decoding: Array(kept.utf8), as: UTF8.self)
        #expect(cache.entry(for: .single(copy)) === entry)
        #expect(cache.entry(for: .single(copy)) === entry)
      }
      let other = String(decoding: Array("another text of 32 bytes: \(100_000 + index)".utf8.prefix(32)), as: UTF8.self)
      #expect(spelled(cache.entry(for: .single(other))) == [other])
    }
  }

  @Test("concatenated runs are kept and found by their runs")
  func runs() {
    let cache = TextLayoutCache(capacity: 4)
    let entry = cache.entry(for: .runs(["ab", "c\td"]))
    #expect(spelled(entry) == ["abc d"])
    #expect(cache.entry(for: .runs(["ab", "c\td"])) === entry)
    #expect(cache.entry(for: .runs(["a", "bc\td"])) !== entry)
  }

  @Test("with the shared cache full, a render lays every new text out, render after render")
  func renderWithTheSharedCacheFull() {
    let cache = TextLayoutCache.shared
    var filler = 0
    while cache.count < cache.capacity {
      _ = cache.entry(for: .single("filler \(filler)"))
      filler += 1
    }
    let view = VStack(alignment: .leading, spacing: 0) {
      ForEach(0..<300, id: \.self) { index in Text("Row \(index) 表") }
    }
    for _ in 0..<2 {
      let lines = TestScreen.text(view, width: 12).split(separator: "\n").map(String.init)
      #expect(lines == (0..<300).map { "Row \($0) 表".padding(toLength: 12 - 1, withPad: " ", startingAt: 0) })
    }
    #expect(cache.count == cache.capacity)
  }
}

@Suite("List hidden-row count")
@MainActor
struct ListHiddenRowCountTests {
  /// The tree the test's nodes are placed in, alive as long as the test.
  private let tree = LayoutTree()

  /// A row, or a piece of section chrome, by letter: r row, g gap, t box top, l label.
  private func nodes(_ spelling: String) -> [NodeRef] {
    spelling.map { letter -> NodeRef in
      switch letter {
      case "g": NodeRef(in: tree, SectionChromeNode(.gap))
      case "t": NodeRef(in: tree, SectionChromeNode(.boxTop))
      case "l": NodeRef(in: tree, SectionLabelNode(NodeRef(in: tree, SectionChromeNode(.rule)), indent: 1))
      default:
        NodeRef(
          in: tree,
          TextNode.make(
            text: Text(verbatim: "row"), base: Style(), lineLimit: nil, alignment: .leading, truncation: .tail))
      }
    }
  }

  @Test(
    "N more rows counts rows only, whatever the runs of chrome and rows",
    arguments: [("", 0), ("rrr", 3), ("gtl", 0), ("rgr", 2), ("ltrrrgltrr", 5), ("rlrlrl", 3), ("grrgg", 2)])
  func countsRows(spelling: String, rows: Int) {
    let all = nodes(spelling)
    #expect(ClippingListNode.rowCount(of: all[...]) == rows)
    if all.count > 1 {
      #expect(ClippingListNode.rowCount(of: all[1...]) == rows - (spelling.first == "r" ? 1 : 0))
    }
  }
}
