import PreviewSnapshots
import Testing
import TextUI

/// Builds buffers for the snapshot tests by drawing text the way TextUI's text node does,
/// measuring each character with `GraphemeWidth`.
enum SnapshotTestBuffers {
  static func buffer(width: Int, height: Int, _ draws: [(String, x: Int, y: Int, Style)]) -> Buffer {
    var buffer = Buffer(width: width, height: height)
    for (text, x, y, style) in draws {
      var column = x
      for character in text {
        column += buffer.put(
          character, width: GraphemeWidth.width(of: character), x: column, y: y, style: style,
          clip: buffer.bounds)
      }
    }
    return buffer
  }

  static let id = id(width: 8)

  /// The golden id at another width; a snapshot's id has the width its buffer was rendered at.
  static func id(width: Int) -> SnapshotID {
    SnapshotID(
      component: "ItemListView", preview: "ItemListPreviews", state: "long titles", width: width,
      includesWidthInName: false, step: "1 tap Fetch")
  }

  /// The small styled buffer whose encoding the golden test spells out.
  static let golden = buffer(
    width: 8, height: 3,
    [
      ("Books", x: 0, y: 0, Style(foreground: .cyan, attributes: .bold)),
      ("本", x: 6, y: 0, Style(background: .orange)),
      ("> Dune", x: 0, y: 1, Style(foreground: .black, background: Color(hex: 0xE0E0E0))),
    ])
}

@Suite("SnapshotFile")
struct SnapshotFileTests {
  @Test("the encoding of a small styled buffer is exactly the documented format")
  func golden() {
    let file = SnapshotFile(id: SnapshotTestBuffers.id, buffer: SnapshotTestBuffers.golden)
    #expect(
      file.encoded() == """
        textui-snapshot 2
        component: ItemListView
        preview: ItemListPreviews
        state: long titles
        step: 1 tap Fetch
        width: 8
        height: 3
        width-policy: \(GraphemeWidth.policy)
        ┌────────┐
        │Books 本│
        │> Dune  │
        │        │
        └────────┘
        styles:
        0: 0..<5 fg=cyan bold │ 6..<8 bg=p208
        1: 0..<6 fg=black bg=#e0e0e0
        accessibility:

        """)
  }

  static let allStyles: [Style] = {
    var styles: [Style] = []
    for index in UInt8(0)..<16 {
      styles.append(Style(foreground: Color(ansi: index)))
      styles.append(Style(background: Color(ansi: index)))
    }
    styles.append(Style(foreground: Color(palette: 0), background: Color(palette: 255)))
    styles.append(Style(foreground: Color(red: UInt8(0), green: 128, blue: 255), background: Color(hex: 0xFFFFFF)))
    for (_, attribute) in TextAttributes.named { styles.append(Style(attributes: attribute)) }
    styles.append(
      Style(
        foreground: Color(hex: 0x1E1E1E), background: Color(palette: 208),
        attributes: [.bold, .dim, .italic, .underline, .strikethrough, .inverse]))
    return styles
  }()

  static let roundTripCases: [(String, Buffer)] = [
    ("plain ASCII", SnapshotTestBuffers.buffer(width: 10, height: 2, [("hello", x: 0, y: 0, .plain)])),
    (
      "wide CJK",
      SnapshotTestBuffers.buffer(
        width: 9, height: 2, [("日本語の", x: 0, y: 0, .plain), ("ｶﾀｶﾅ한국", x: 1, y: 1, .plain)])
    ),
    (
      "emoji",
      SnapshotTestBuffers.buffer(
        width: 12, height: 1, [("👍🏽🇯🇵👨‍👩‍👧‍👦❤️1️⃣é", x: 0, y: 0, Style(foreground: .red))])
    ),
    (
      "every style",
      SnapshotTestBuffers.buffer(
        width: 3, height: allStyles.count,
        allStyles.enumerated().map { ("a本", x: 0, y: $0.offset, $0.element) })
    ),
    (
      "trailing spaces",
      SnapshotTestBuffers.buffer(
        width: 10, height: 3, [("a  ", x: 0, y: 0, .plain), ("  ", x: 6, y: 2, Style(background: .blue))])
    ),
    ("width 0", Buffer(width: 0, height: 3)),
    ("height 0", Buffer(width: 5, height: 0)),
    ("empty", Buffer(width: 0, height: 0)),
  ]

  @Test("decoding an encoded snapshot gives the same snapshot back", arguments: roundTripCases)
  func roundTrip(name: String, buffer: Buffer) throws {
    let id = SnapshotTestBuffers.id(width: buffer.width)
    let file = SnapshotFile(id: id, buffer: buffer)
    let text = file.encoded()
    let decoded = try SnapshotFile.decode(Array(text.utf8), path: "Snapshots/" + id.relativePath)
    #expect(decoded == file)
    #expect(decoded.encoded() == text)
    #expect(file.lines == PlainTextRenderer().lines(buffer))
  }

  @Test("the frame's rules span the width, corners included, at every width", arguments: 0...40)
  func ruleWidths(width: Int) {
    let buffer = Buffer(width: width, height: 1)
    let text = String(
      decoding: SnapshotFile.encodedBytes(id: SnapshotTestBuffers.id(width: width), buffer: buffer), as: UTF8.self)
    let dashes = String(repeating: "─", count: width)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.contains("┌" + dashes + "┐"))
    #expect(lines.contains("└" + dashes + "┘"))
  }

  @Test("encoding straight from a buffer writes the same bytes as encoding its model", arguments: roundTripCases)
  func directEncoding(name: String, buffer: Buffer) {
    let id = SnapshotTestBuffers.id(width: buffer.width)
    #expect(SnapshotFile.encodedBytes(id: id, buffer: buffer) == SnapshotFile(id: id, buffer: buffer).encodedBytes())
  }

  @Test(
    "a row of cells a terminal cannot show is written the same straight from the buffer",
    arguments: [
      ["a", "\u{1}", "b"], ["\n", "b"], ["\u{301}", "b"], ["e", "\u{301}"], ["\u{1F1EF}", "\u{1F1F5}"],
      ["本", "b"], ["a", "\u{D4E}"], ["\u{600}", "a"],
    ] as [[Character]])
  func directEncodingOfAwkwardCells(symbols: [Character]) {
    var buffer = Buffer(width: symbols.count + 2, height: 2)
    buffer.put("本", width: 2, x: 0, y: 0, style: .plain, clip: buffer.bounds)
    for (x, symbol) in symbols.enumerated() {
      buffer.put(symbol, width: 1, x: x, y: 1, style: .plain, clip: buffer.bounds)
    }
    let id = SnapshotTestBuffers.id(width: buffer.width)
    let direct = SnapshotFile.encodedBytes(id: id, buffer: buffer)
    let model = SnapshotFile(id: id, buffer: buffer)
    #expect(direct == model.encodedBytes())
    #expect(model.lines[1].unicodeScalars.contains("\u{FFFD}"))
  }

  @Test("every style survives the round trip unchanged")
  func stylesRoundTrip() throws {
    let buffer = SnapshotTestBuffers.buffer(
      width: 3, height: Self.allStyles.count,
      Self.allStyles.enumerated().map { ("a本", x: 0, y: $0.offset, $0.element) })
    let file = SnapshotFile(id: SnapshotTestBuffers.id(width: 3), buffer: buffer)
    let decoded = try SnapshotFile.decode(Array(file.encoded().utf8), path: "x.txt")
    #expect(decoded.styles.map(\.style) == Self.allStyles)
    #expect(decoded.styles.map(\.columns) == Array(repeating: 0..<3, count: Self.allStyles.count))
  }

  @Test("the width variant is recovered from the path")
  func widthInName() throws {
    let id = SnapshotID(
      component: "C", preview: "P", state: "s", width: 8, includesWidthInName: true, step: nil)
    let file = SnapshotFile(id: id, buffer: SnapshotTestBuffers.golden)
    let decoded = try SnapshotFile.decode(Array(file.encoded().utf8), path: "Snapshots/" + id.relativePath)
    #expect(decoded.id == id)
  }

  /// Cells a buffer can hold but a terminal row cannot show as such.
  static let awkwardCells: [(String, [Cell], String)] = [
    ("a control character", [Cell("a"), Cell("\u{1}"), Cell("b")], "a\u{FFFD}b"),
    ("a newline", [Cell("\n"), Cell("b")], "\u{FFFD}b"),
    ("a lone combining mark first", [Cell("\u{301}"), Cell("b")], "\u{FFFD}b"),
    ("a combining mark after a letter", [Cell("e"), Cell("\u{301}")], "e\u{FFFD}"),
    // A lone regional indicator is two cells wide, so one in a single cell cannot be shown.
    ("two lone regional indicators", [Cell("\u{1F1EF}"), Cell("\u{1F1F5}")], "\u{FFFD}\u{FFFD}"),
    ("a right half without its left", [Cell("a"), .continuation(style: .plain)], "a "),
    ("a wide character in one cell", [Cell("本"), Cell("b")], "\u{FFFD}b"),
    ("a narrow character in two cells", [Cell("a", width: 2), .continuation(style: .plain)], "\u{FFFD} "),
    ("a prepended letter last", [Cell("a"), Cell("\u{D4E}")], "a\u{FFFD}"),
    ("a prepended letter before a letter", [Cell("\u{D4E}"), Cell("a")], "\u{FFFD}\u{FFFD}"),
    ("a prepended concatenation mark", [Cell("\u{600}"), Cell("a")], "\u{FFFD}\u{FFFD}"),
  ]

  @Test("cells a terminal cannot show are written so every row stays its width", arguments: awkwardCells)
  func awkwardCell(name: String, cells: [Cell], expected: String) throws {
    let text = SnapshotFile.displayText(of: cells[...])
    #expect(text.unicodeScalars.elementsEqual(expected.unicodeScalars))
    #expect(GraphemeWidth.width(of: text) == cells.count)
    let file = SnapshotFile(
      id: SnapshotTestBuffers.id(width: cells.count), width: cells.count, height: 1,
      unicodePolicy: GraphemeWidth.policy,
      lines: [text], styles: [])
    #expect(try SnapshotFile.decode(Array(file.encoded().utf8), path: "x.txt") == file)
  }

  @Test("the isolated-range check by comparisons agrees with the list of ranges on every scalar")
  func isolatedRangeComparisons() {
    var disagreeing: [UInt32] = []
    for value in UInt32(0)..<0x2_0000
    where SnapshotFile.isInIsolatedRange(value) != SnapshotFile.isolatedRanges.contains(where: { $0.contains(value) }) {
      disagreeing.append(value)
    }
    #expect(disagreeing == [])
  }

  @Test("the scalars the fast path writes without segmenting never join a neighbour")
  func isolatedScalars() {
    var joining: [String] = []
    for range in SnapshotFile.isolatedRanges {
      for value in range {
        guard let scalar = Unicode.Scalar(value) else { continue }
        let symbol = String(scalar)
        for pair in ["x" + symbol, symbol + "x", symbol + symbol, "│" + symbol, symbol + "│"]
        where pair.count != 2 {
          joining.append("U+" + String(value, radix: 16, uppercase: true))
          break
        }
      }
    }
    #expect(joining == [])
  }

  @Test(
    "header values with newlines, backslashes and edge spaces round-trip",
    arguments: ["a\nb", "back\\slash", " padded ", "tab\there", "bidi\u{202E}x", "", "│", "é\u{301}"])
  func headerEscapes(state: String) throws {
    let id = SnapshotID(component: "C", preview: "P", state: state, width: 2, step: state)
    let file = SnapshotFile(id: id, buffer: Buffer(width: 2, height: 1))
    let text = file.encoded()
    #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count == 14)
    let decoded = try SnapshotFile.decode(Array(text.utf8), path: "x.txt")
    #expect(decoded.id.state.unicodeScalars.elementsEqual(state.unicodeScalars))
    #expect(decoded.id.step.map { Array($0.unicodeScalars) } == Array(state.unicodeScalars))
  }

  static let path = "Snapshots/ItemListView/ItemListPreviews.long-titles.1-tap-Fetch.txt"

  /// The golden file's text, which the corruption cases edit. Its lines: 1 magic, 2–8 header,
  /// 9 top rule, 10–12 rows 0–2, 13 bottom rule, 14 `styles:`, 15–16 style lines.
  static var goldenText: String {
    SnapshotFile(id: SnapshotTestBuffers.id, buffer: SnapshotTestBuffers.golden).encoded()
  }

  static func replacing(_ old: String, with new: String) -> [UInt8] {
    Array(goldenText.replacing(old, with: new).utf8)
  }

  static func firstLines(_ count: Int) -> [UInt8] {
    Array(goldenText.split(separator: "\n").prefix(count).map { $0 + "\n" }.joined().utf8)
  }

  static let corruptions: [(String, [UInt8], String)] = [
    ("empty", [], "the file is empty"),
    (
      "binary (a PNG)", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D],
      "line 3 contains a NUL byte: this is binary data, not a snapshot"
    ),
    (
      "invalid UTF-8",
      Array(goldenText.utf8.prefix(200)) + [0xC3, 0x28] + Array(goldenText.utf8.dropFirst(200)),
      "line 8 is not valid UTF-8"
    ),
    (
      "CRLF", Array(goldenText.replacing("\n", with: "\r\n").utf8),
      "line 1 ends with CRLF (\\r\\n); snapshots use LF — was it checked out with autocrlf?"
    ),
    (
      "a tab in a row", replacing("│> Dune  │", with: "│>\tDune  │"),
      "line 11 contains the control character U+0009"
    ),
    (
      "truncated mid-line", Array(goldenText.utf8.dropLast(5)),
      "line 17 does not end with a newline: the file looks truncated"
    ),
    (
      "truncated in the header", firstLines(3),
      "the file ends inside the header: line 4 should be `state: …` — it looks truncated"
    ),
    (
      "truncated inside the frame", firstLines(11),
      "the frame is not closed: no `└───┘` after row 1 (line 11) — the file looks truncated"
    ),
    (
      "truncated after the frame", firstLines(13),
      "the `styles:` section is missing after the frame (line 13) — the file looks truncated"
    ),
    (
      "truncated before the frame", firstLines(8),
      "the top of the frame (`┌───┐`) is missing after line 8 — the file looks truncated"
    ),
    ("no header", Array("hello\n".utf8), "line 1 is not a snapshot header (expected `textui-snapshot 2`)"),
    (
      "unknown version", replacing("textui-snapshot 2", with: "textui-snapshot 3"),
      "format version `3` is not supported (this runner reads version 2) — update the runner, or re-record"
    ),
    (
      "header field renamed", replacing("preview: ", with: "previews: "),
      "line 3 should be the header field `preview: …` but is `previews: ItemListPreviews`"
    ),
    (
      "header width edited", replacing("width: 8", with: "width: 9"),
      "the top of the frame (line 9) is 8 cells wide but the header says width 9"
    ),
    (
      "header width not a number", replacing("width: 8", with: "width: eight"),
      "line 6: the width `eight` is not a whole number of cells"
    ),
    (
      "a row edited to 7 cells", replacing("│> Dune  │", with: "│> Dune │"),
      "row 1 (line 11) is 7 cells wide but the header says width 8"
    ),
    (
      "header height edited", replacing("height: 3", with: "height: 4"),
      "the header says height 4 but the frame has 3 rows"
    ),
    (
      "bottom rule edited", replacing("└────────┘", with: "└───────┘"),
      "the bottom of the frame (line 13) is 7 cells wide but the header says width 8"
    ),
    (
      "bad colour name", replacing("fg=cyan", with: "fg=cyna"),
      "line 15: unknown colour `cyna` (use black, red, green, yellow, blue, magenta, cyan, white, "
        + "bright-black … bright-white, p0–p255 or #rrggbb)"
    ),
    (
      "column out of range", replacing("6..<8", with: "6..<9"),
      "line 15: columns 6..<9 on row 0 are out of range for width 8"
    ),
    (
      "style words out of order", replacing("fg=cyan bold", with: "bold fg=cyan"),
      "line 15: style `bold fg=cyan` on row 0 should be written `fg=cyan bold`"
    ),
    (
      "styles for a row past the end", replacing("1: 0..<6", with: "3: 0..<6"),
      "line 16: styles are given for row 3 but the header says height 3"
    ),
    (
      "rows out of order", replacing("1: 0..<6", with: "0: 0..<6"),
      "line 16: row 0 has a second style line; a row has one at most"
    ),
    (
      "padded number", replacing("6..<8", with: "06..<8"),
      "line 15: `06..<8 bg=p208` on row 0 is not a style run (expected `<start>..<<end> <style>`)"
    ),
  ]

  @Test("a damaged or hand-edited file is rejected with the line at fault", arguments: corruptions)
  func corrupt(name: String, bytes: [UInt8], reason: String) {
    do {
      let file = try SnapshotFile.decode(bytes, path: Self.path)
      Issue.record("decoded \(name) as \(file)")
    } catch {
      #expect(error.reason == reason)
      #expect(error.path == Self.path)
    }
  }

  @Test("the error says how to re-record the component")
  func errorDescription() {
    let error = SnapshotReadError(path: Self.path, reason: "line 3 is not valid UTF-8")
    #expect(
      error.description
        == "cannot read snapshot Snapshots/ItemListView/ItemListPreviews.long-titles.1-tap-Fetch.txt: "
        + "line 3 is not valid UTF-8 — re-record it with: swift run preview-runner --record ItemListView")
    let unnamed = SnapshotReadError(path: "x.txt", reason: "the file is empty")
    #expect(
      unnamed.description
        == "cannot read snapshot x.txt: the file is empty — re-record it with: swift run preview-runner --record")
  }

  @Test(
    "style text reads back as the same style",
    arguments: [
      ("fg=red", Style(foreground: .red)),
      ("bg=bright-white", Style(background: .brightWhite)),
      ("fg=p208 bg=#1e1e1e", Style(foreground: .orange, background: Color(hex: 0x1E1E1E))),
      ("bold underline", Style(attributes: [.bold, .underline])),
      ("plain", Style.plain),
    ])
  func styleText(text: String, style: Style) throws {
    #expect(StyleEncoding.encode(style) == text)
    #expect(try StyleEncoding.decode(text) == style)
  }

  @Test(
    "malformed style text is rejected",
    arguments: [
      ("fg=red fg=blue", "style `fg=red fg=blue` sets fg twice"),
      (
        "fg=p256",
        "unknown colour `p256` (use black, red, green, yellow, blue, magenta, cyan, white, bright-black … bright-white, p0–p255 or #rrggbb)"
      ),
      ("blink", "unknown style word `blink` (use fg=…, bg=…, bold, dim, italic, underline, strikethrough, inverse)"),
      ("bold  dim", "style `bold  dim` has an extra space"),
    ])
  func badStyleText(text: String, reason: String) {
    #expect(throws: StyleEncoding.DecodeError(reason)) { try StyleEncoding.decode(text) }
  }

  @Test("a wide character's right half belongs to its run, and clear colours are left out")
  func runs() {
    var buffer = SnapshotTestBuffers.buffer(
      width: 6, height: 1,
      [("本", x: 0, y: 0, Style(foreground: .red)), ("ab", x: 2, y: 0, Style(foreground: .clear))])
    buffer.restyle(Rect(x: 1, y: 0, width: 1, height: 1), clip: buffer.bounds) {
      $0.foreground = .blue
    }
    #expect(StyleEncoding.runs(of: buffer) == [StyleRun(row: 0, columns: 0..<2, style: Style(foreground: .red))])
  }
}
