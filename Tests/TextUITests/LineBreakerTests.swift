import Testing

@testable import TextUI

@Suite("LineBreaker")
struct LineBreakerTests {
  /// Clusters of a single-paragraph text.
  private static func clusters(_ text: String) -> [DisplayCluster] {
    DisplayText.paragraphs(text)[0]
  }

  /// The wrapped lines of `text` rendered as strings, for readable failures.
  private static func wrapped(_ text: String, width: Int) -> [String] {
    let clusters = clusters(text)
    return LineBreaker.wrap(clusters, maxWidth: width).map {
      String(clusters[$0].map(\.character))
    }
  }

  @Test(
    "lines break at spaces, hang the spaces at the break, and fill each line greedily",
    arguments: [
      ("the quick brown fox", 10, ["the quick", "brown fox"]),
      ("the quick brown fox", 100, ["the quick brown fox"]),
      ("the quick brown fox", 9, ["the quick", "brown fox"]),
      ("the quick brown fox", 8, ["the", "quick", "brown", "fox"]),
      ("aaa     bbb", 5, ["aaa", "bbb"]),
      ("  indented text", 10, ["  indented", "text"]),
      ("ab   ", 3, ["ab "]),
      ("ab   ", 10, ["ab   "]),
      ("   ", 2, ["  "]),
      ("tab\tstop", 6, ["tab", "stop"]),
    ] as [(String, Int, [String])])
  func wordWrap(text: String, width: Int, expected: [String]) {
    #expect(Self.wrapped(text, width: width) == expected)
  }

  @Test("the exact ranges exclude the spaces at a break")
  func rangesExcludeBreakSpaces() {
    #expect(
      LineBreaker.wrap(Self.clusters("the quick brown fox"), maxWidth: 10) == [0..<9, 10..<19])
    #expect(LineBreaker.wrap(Self.clusters("aaa   bbb"), maxWidth: 5) == [0..<3, 6..<9])
  }

  @Test("lines are found as they are asked for: a text that shows its first lines wraps no more")
  @MainActor
  func linesOnDemand() {
    let entry = TextLayoutCache(capacity: 4).entry(for: .single(String(repeating: "word ", count: 200_000)))
    let wrapping = entry.wrapping(width: 80)
    wrapping.wrap(entry.paragraphs, upTo: 2)
    #expect(wrapping.lines.count == 2)
    wrapping.wrap(entry.paragraphs, upTo: 5)
    #expect(wrapping.lines.map(\.range) == Array(LineBreaker.wrap(entry.paragraphs[0], maxWidth: 80).prefix(5)))
    #expect(!wrapping.isComplete(entry.paragraphs))
  }

  @Test("a megabyte on one line, in a text or a field, shows as a paragraph or two of it does")
  @MainActor
  func megabyteOnOneLine() {
    let long = String(repeating: "word ", count: 200_000) + "end"
    let short = String(repeating: "word ", count: 20) + "end"
    func rendered(_ view: some View, width: Int) -> String {
      PlainTextRenderer().render(ViewGraph(view).render(width: width).buffer)
    }
    for width in [1, 8, 22, 80] {
      #expect(rendered(Text(long).lineLimit(1), width: width) == rendered(Text(short).lineLimit(1), width: width))
      #expect(
        rendered(TextField("Name", text: .constant(long)), width: width)
          == rendered(TextField("Name", text: .constant(short)), width: width))
    }
    #expect(rendered(TextField("Name", text: .constant(long)), width: 22) == "[word word word word…]")
  }

  @Test(
    "a word longer than the line is broken at grapheme boundaries",
    arguments: [
      ("supercalifragilistic", 8, ["supercal", "ifragili", "stic"]),
      ("go supercalifragilistic", 8, ["go", "supercal", "ifragili", "stic"]),
      ("e\u{301}e\u{301}e\u{301}", 2, ["e\u{301}e\u{301}", "e\u{301}"]),
      ("abcdef.", 6, ["abcde", "f."]),
      ("abc", 0, ["a", "b", "c"]),
      ("abc", -5, ["a", "b", "c"]),
    ] as [(String, Int, [String])])
  func hardBreak(text: String, width: Int, expected: [String]) {
    #expect(Self.wrapped(text, width: width) == expected)
  }

  @Test(
    "Japanese wraps between characters and obeys kinsoku",
    arguments: [
      (
        "吾輩は猫である。名前はまだ無い。", 10,
        ["吾輩は猫で", "ある。名前", "はまだ無", "い。"]
      ),
      ("これは「テスト」です", 8, ["これは", "「テス", "ト」です"]),
      ("あいう、えお", 6, ["あい", "う、え", "お"]),
      ("あちょ", 4, ["あ", "ちょ"]),
      ("アラーム", 4, ["ア", "ラー", "ム"]),
      ("Swiftで書く", 6, ["Swift", "で書く"]),
      ("日本 (abc)", 6, ["日本", "(abc)"]),
      ("aa ) bb", 4, ["aa )", "bb"]),
      ("ｶﾀｶﾅｰﾄ", 4, ["ｶﾀｶ", "ﾅｰﾄ"]),
    ] as [(String, Int, [String])])
  func japanese(text: String, width: Int, expected: [String]) {
    #expect(Self.wrapped(text, width: width) == expected)
  }

  @Test(
    "a line starts with no closing punctuation and ends with no opening bracket when possible",
    arguments: [
      "吾輩は猫である。名前はまだ無い。どこで生れたかとんと見当がつかぬ。",
      "「吾輩は猫である。」『名前はまだ無い。』（どこで生れたか）【とんと見当がつかぬ】",
      "彼は「はい、そうです。」と言った。",
    ])
  func kinsokuHolds(text: String) {
    let closing: Set<Character> = ["。", "、", "」", "』", "）", "】", "ー", "っ"]
    let opening: Set<Character> = ["「", "『", "（", "【"]
    for width in 6...30 {
      let lines = Self.wrapped(text, width: width)
      for line in lines.dropFirst() {
        #expect(!closing.contains(line.first ?? " "), "width \(width): \(lines)")
      }
      for line in lines.dropLast() {
        #expect(!opening.contains(line.last ?? " "), "width \(width): \(lines)")
      }
      #expect(lines.joined() == text, "width \(width)")
    }
  }

  @Test(
    "a run of punctuation longer than the line is broken anyway rather than overflowing",
    arguments: [
      ("。。。。。。", 4, ["。。", "。。", "。。"]),
      ("「「「「", 4, ["「「", "「「"]),
      ("))))", 2, ["))", "))"]),
      ("ラーメン", 2, ["ラ", "ー", "メ", "ン"]),
      ("ちょっと", 4, ["ちょ", "っと"]),
    ] as [(String, Int, [String])])
  func impossibleKinsoku(text: String, width: Int, expected: [String]) {
    #expect(Self.wrapped(text, width: width) == expected)
  }

  @Test(
    "a wide cluster is never split; it moves to the next line or gets a line of its own",
    arguments: [
      ("日本語日本語", 5, ["日本", "語日", "本語"]),
      ("a日本語", 4, ["a日", "本語"]),
      ("日本a", 1, ["日", "本", "a"]),
      ("👨‍👩‍👧‍👦👍🏽", 3, ["👨‍👩‍👧‍👦", "👍🏽"]),
    ] as [(String, Int, [String])])
  func wideClusters(text: String, width: Int, expected: [String]) {
    #expect(Self.wrapped(text, width: width) == expected)
  }

  @Test("an empty paragraph is one empty line")
  func emptyParagraph() {
    #expect(LineBreaker.wrap([], maxWidth: 10) == [0..<0])
    #expect(LineBreaker.wrap([], maxWidth: 0) == [0..<0])
  }

  @Test("a 10,000-character word at width 80 becomes 125 full lines")
  func longWord() {
    let clusters = Self.clusters(String(repeating: "x", count: 10_000))
    let lines = LineBreaker.wrap(clusters, maxWidth: 80)
    #expect(lines.count == 125)
    #expect(lines.allSatisfy { LineBreaker.width(of: clusters, in: $0) == 80 })
    #expect(lines.first == 0..<80)
    #expect(lines.last == 9_920..<10_000)
  }

  @Test("a 100,000-character paragraph wraps in linear time and every line fits")
  func longParagraph() {
    let text = String(repeating: "吾輩は猫である。 The quick brown fox「跳ぶ」. ", count: 3_000)
    let clusters = Self.clusters(text)
    #expect(clusters.count >= 100_000)
    let lines = LineBreaker.wrap(clusters, maxWidth: 37)
    #expect(lines.allSatisfy { LineBreaker.width(of: clusters, in: $0) <= 37 })
    #expect(lines.count > 3_000)
  }

  @Test("width(of:in:) sums cell widths and clamps ranges outside the array")
  func widthOfRange() {
    let clusters = Self.clusters("a日b")
    #expect(LineBreaker.width(of: clusters, in: 0..<3) == 4)
    #expect(LineBreaker.width(of: clusters, in: 1..<2) == 2)
    #expect(LineBreaker.width(of: clusters, in: 2..<2) == 0)
    #expect(LineBreaker.width(of: clusters, in: 1..<99) == 3)
    #expect(LineBreaker.width(of: clusters, in: -3..<1) == 1)
  }

  @Test("arbitrary input never crashes and always yields ordered, in-bounds, fitting lines")
  func invariantsOnArbitraryInput() {
    let alphabet: [DisplayCluster] = [
      DisplayCluster(character: "a", width: 1), DisplayCluster(character: " ", width: 1),
      DisplayCluster(character: "日", width: 2), DisplayCluster(character: "。", width: 2),
      DisplayCluster(character: "「", width: 2), DisplayCluster(character: "(", width: 1),
      DisplayCluster(character: ")", width: 1), DisplayCluster(character: "ｯ", width: 1),
      DisplayCluster(character: "x", width: 0), DisplayCluster(character: "y", width: -1),
      DisplayCluster(character: "z", width: 5),
    ]
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    var failures: [String] = []
    for trial in 0..<400 {
      var clusters: [DisplayCluster] = []
      for _ in 0..<(trial % 60) {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        clusters.append(alphabet[Int(state >> 33) % alphabet.count])
      }
      let width = trial % 13 - 1
      let lines = LineBreaker.wrap(clusters, maxWidth: width)
      var previousEnd = 0
      for line in lines {
        let fits = LineBreaker.width(of: clusters, in: line) <= max(1, width) || line.count == 1
        if line.lowerBound < previousEnd || line.upperBound > clusters.count || !fits {
          failures.append("trial \(trial) width \(width): \(lines)")
          break
        }
        previousEnd = line.upperBound
      }
      if lines.isEmpty { failures.append("trial \(trial): no lines") }
      var covered = Array(repeating: false, count: clusters.count)
      for line in lines where line.upperBound <= clusters.count {
        for index in line { covered[index] = true }
      }
      for index in clusters.indices where !covered[index] && clusters[index].character != " " {
        failures.append("trial \(trial) width \(width): cluster \(index) is on no line")
        break
      }
    }
    #expect(failures == [])
  }
}
