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
    let fast = TextLayoutCache.printableASCIIClusters(of: text)
    #expect(fast.map { [$0] } == DisplayText.paragraphs(text))
  }

  @Test(
    "text with a control, a separator, DEL or non-ASCII goes through the general sanitiser",
    arguments: ["a\tb", "a\nb", "a\rb", "a\u{7F}b", "\u{1F}", "café", "日本", "e\u{301}"])
  func notPrintableASCII(text: String) {
    #expect(TextLayoutCache.printableASCIIClusters(of: text) == nil)
    let entry = TextLayoutCache(capacity: 4).entry(for: .single(text))
    #expect(entry.paragraphs == DisplayText.paragraphs(text))
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
