import Testing

@testable import TextUI

/// The fast paths of the hot loops (a check eight bytes at a time, a walk that writes
/// straight into its output, a text of lone scalars, an element with its rarer properties
/// boxed) give exactly what the plain definitions give, at every position a word or a row
/// boundary could hide a mistake.
@Suite("Fast paths")
struct FastPathTests {
  /// What `EscapedText.needsEscape` is defined as, scalar by scalar.
  private static func needsEscapeByDefinition(_ text: String, also: UInt8?) -> Bool {
    text.unicodeScalars.contains { scalar in
      scalar == "\\" || EscapedText.isControl(scalar) || also.map { scalar.value == UInt32($0) } == true
    }
  }

  private static func needsEscape(_ text: String, also: UInt8?) -> Bool {
    var text = text
    return text.withUTF8 { EscapedText.needsEscape($0, also: also) }
  }

  /// Every special character, and characters that look like one to a word-at-a-time test
  /// (a `·`, whose first UTF-8 byte is a C1 control's; bytes just above the control range).
  static let specials: [String] = [
    "\\", "\"", "\n", "\t", "\u{1B}", "\u{7F}", "\u{80}", "\u{85}", "\u{9F}", "\u{A0}", "·", "\u{C2}", " ", "!",
    "\u{1F}", "本",
  ]

  @Test("the escape check finds a special character at any position of any length", arguments: specials)
  func escapeCheckAtEveryPosition(special: String) {
    for length in 0...19 {
      for position in 0...length {
        let text = String(repeating: "a", count: position) + special + String(repeating: "·", count: length - position)
        for also: UInt8? in [nil, 0x22] {
          #expect(
            Self.needsEscape(text, also: also) == Self.needsEscapeByDefinition(text, also: also),
            "\(text.debugDescription), also \(String(describing: also))")
        }
      }
    }
  }

  @Test("a C1 control split across two words is found; a · split the same way is not")
  func escapeCheckAcrossWords() {
    // The C2 lead byte is the eighth byte, its second byte the ninth.
    #expect(Self.needsEscape("1234567\u{85}", also: nil))
    #expect(!Self.needsEscape("1234567·", also: nil))
    #expect(!Self.needsEscape("1234567\u{C2}x", also: nil))
  }

  /// The clusters `DisplayText.paragraphs` makes of a text of lone scalars, by definition:
  /// each character with its width, characters of no width left out.
  private static func clustersByDefinition(_ text: String) -> [[DisplayCluster]] {
    [
      text.compactMap { character in
        let width = GraphemeWidth.width(of: character)
        return width > 0 ? DisplayCluster(character: character, width: width) : nil
      }
    ]
  }

  @Test(
    "a text of lone scalars is laid out as its characters with their widths",
    arguments: [
      "", "plain", "Row 3 of state 17: ······ end", "Swift 入門 第3章 (改訂版)", "déjà vu ½ ©", "soft\u{AD}hyphen",
      "─│┌┐", "カタカナ、ひらがな。", "Ελληνικά и кириллица", "ＡＢＣ",
    ])
  func loneScalarText(text: String) {
    #expect(DisplayText.paragraphs(text) == Self.clustersByDefinition(text))
  }

  @Test("a text with a control, a mark or a separator takes the general walk")
  func generalText() {
    #expect(
      DisplayText.paragraphs("a\tb") == [
        [.init(character: "a", width: 1)] + spaces(3) + [.init(character: "b", width: 1)]
      ])
    #expect(DisplayText.paragraphs("one\ntwo").count == 2)
    #expect(DisplayText.paragraphs("e\u{301}") == [[DisplayCluster(character: "e\u{301}", width: 1)]])
    #expect(
      DisplayText.paragraphs("a\u{1B}") == [[.init(character: "a", width: 1), .init(character: "\u{241B}", width: 1)]])
  }

  private func spaces(_ count: Int) -> [DisplayCluster] {
    Array(repeating: DisplayCluster(character: " ", width: 1), count: count)
  }

  /// A buffer with `rows`, each drawn from column 0, in `style`.
  private func buffer(_ rows: [String], width: Int, style: Style = .plain) -> Buffer {
    var buffer = Buffer(width: width, height: rows.count)
    for (y, row) in rows.enumerated() {
      var x = 0
      for character in row {
        x += buffer.put(
          character, width: GraphemeWidth.width(of: character), x: x, y: y, style: style, clip: buffer.bounds)
      }
    }
    return buffer
  }

  @Test(
    "plain text bytes are the rendered text's UTF-8, trimmed or not, with or without clusters",
    arguments: [
      (["abc", "", "d"], 6), (["│本 │", "─────"], 5), (["👨‍👩‍👧‍👦 x", "e\u{301}"], 6), (["  ", " "], 2),
      ([String](), 4), (["", ""], 0),
    ] as [([String], Int)])
  func plainBytes(rows: [String], width: Int) {
    let buffer = buffer(rows, width: width, style: Style(foreground: .red))
    for trimmed in [false, true] {
      let renderer = PlainTextRenderer(trimsTrailingSpaces: trimmed)
      let text = renderer.lines(buffer).joined(separator: "\n")
      #expect(renderer.bytes(buffer) == Array(text.utf8), "\(rows), trimmed: \(trimmed)")
      #expect(renderer.render(buffer) == text)
    }
  }

  @Test("an element's rarer properties read back what was set, and compare")
  func boxedProperties() {
    let fresh = AccessibilityElement(role: .toggle, name: "Wi-Fi", frame: Rect(x: 0, y: 0, width: 10, height: 1))
    var element = fresh
    #expect(element.isPlain)
    element.value = "on"
    element.hint = "Joins networks"
    element.identifier = "wifi"
    element.actions.append("Forget")
    element.inputLabels = ["wireless"]
    element.symbol = "wifi"
    element.waivers.append(AccessibilityAuditWaiver(rule: "contrast", reason: "a test"))
    #expect(element.value == "on")
    #expect(element.hint == "Joins networks")
    #expect(element.identifier == "wifi")
    #expect(element.actions == ["Forget"])
    #expect(element.inputLabels == ["wireless"])
    #expect(element.symbol == "wifi")
    #expect(element.waivers == [AccessibilityAuditWaiver(rule: "contrast", reason: "a test")])
    #expect(!element.isPlain)
    #expect(element != fresh)
    #expect(element.line == #"toggle "Wi-Fi" value="on" hint="Joins networks" actions="Forget""#)
    var other = element
    other.hint = "Leaves networks"
    #expect(other != element, "a boxed property changed in a copy is the copy's alone")
    #expect(element.hint == "Joins networks")
    element.value = nil
    element.hint = nil
    element.identifier = nil
    element.actions = []
    element.inputLabels = []
    element.symbol = nil
    element.waivers = []
    #expect(element == fresh, "with none of them set again, the element is a fresh one")
    #expect(element.isPlain)
  }

  @Test("the texts an element keeps for the audit compare, but leave its line plain")
  func auditTexts() {
    let fresh = AccessibilityElement(role: .staticText, name: "Inbox", frame: Rect(x: 0, y: 0, width: 5, height: 1))
    var element = fresh
    element.textSources = .string
    #expect(element != fresh)
    element.textSources = []
    element.unlocalizedTexts = ["Inbox"]
    #expect(element.unlocalizedTexts == ["Inbox"])
    #expect(element != fresh)
    #expect(element.isPlain, "the audit's texts are never written in the line")
    #expect(element.line == fresh.line)
    element.unlocalizedTexts = []
    #expect(element == fresh)
  }

  @Test("a role's name in a snapshot is its raw value", arguments: AccessibilityElement.Role.allCases)
  func roleNames(role: AccessibilityElement.Role) {
    #expect(role.snapshotName.description == role.rawValue)
  }

  @Test(
    "a printable ASCII text gets the clusters the general walk gives; a control or DEL leaves it to the walk",
    arguments: [
      "", " ", "~", "Row 12 of state 3: end", String(repeating: "x", count: 70), "a\u{7F}", "tab\there", "\u{1F}", "é",
      "a·b",
    ]
  )
  func printableASCIIClusters(text: String) {
    let lone = text.unicodeScalars.allSatisfy { $0.value >= 0x20 && ($0.value < 0x7F || $0.value > 0x9F) }
    let line = DisplayText.simpleLine(text)
    if lone {
      #expect(line.map { [$0.clusters] } == Self.clustersByDefinition(text))
    } else {
      #expect(line == nil)
    }
  }

  @MainActor
  @Test("a loop over an integer range draws what the same loop over an array draws, from any start")
  func forEachOverRange() {
    for range in [0..<0, 0..<1, 3..<7, -2..<2] {
      let overRange = VStack(alignment: .leading) { ForEach(range, id: \.self) { Text("row \($0)") } }
      let overArray = VStack(alignment: .leading) { ForEach(Array(range), id: \.self) { Text("row \($0)") } }
      #expect(TestScreen.text(overRange, width: 8) == TestScreen.text(overArray, width: 8), "\(range)")
      #expect(TestScreen.text(overRange, width: 8).contains("row \(range.lowerBound)") == !range.isEmpty)
    }
  }
}
