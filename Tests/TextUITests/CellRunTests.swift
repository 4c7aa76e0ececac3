import Testing
import TextUI

@Suite("Cell runs")
struct CellRunTests {
  let red = Style(foreground: .red)
  let bold = Style(attributes: .bold)

  /// "columns style" for each run of row `y`, e.g. "0..<2 plain".
  func runs(_ buffer: Buffer, row y: Int) -> [String] {
    var found: [String] = []
    buffer.forEachRun(inRow: y) { run in
      found.append("\(run.columns) \(run.style == .plain ? "plain" : run.style == red ? "red" : "other")")
    }
    return found
  }

  @Test("a row's runs cover every column, left to right, split only where the style changes")
  func runsCoverTheRow() {
    var buffer = Buffer(width: 8, height: 2)
    buffer.put("a", width: 1, x: 2, y: 0, style: red, clip: buffer.bounds)
    buffer.put("b", width: 1, x: 3, y: 0, style: red, clip: buffer.bounds)
    buffer.put("c", width: 1, x: 7, y: 0, style: bold, clip: buffer.bounds)
    #expect(runs(buffer, row: 0) == ["0..<2 plain", "2..<4 red", "4..<7 plain", "7..<8 other"])
    #expect(runs(buffer, row: 1) == ["0..<8 plain"])
    var all: [CellRun] = []
    buffer.forEachRun { all.append($0) }
    #expect(all.map(\.row) == [0, 0, 0, 0, 1])
  }

  @Test("the right half of a wide character stays in its character's run whatever its own style")
  func wideCharacterIsOneRun() {
    var buffer = Buffer(width: 4, height: 1)
    buffer.put("本", width: 2, x: 1, y: 0, style: red, clip: buffer.bounds)
    // Restyle only the right half: a terminal still paints the glyph in its left half's style.
    buffer.restyle(Rect(x: 2, y: 0, width: 1, height: 1), clip: buffer.bounds) { $0 = bold }
    #expect(runs(buffer, row: 0) == ["0..<1 plain", "1..<3 red", "3..<4 plain"])
  }

  @Test("a run's symbols are what a terminal shows in its columns, right halves left out")
  func symbolsOfRuns() {
    var buffer = Buffer(width: 6, height: 1)
    buffer.put("本", width: 2, x: 0, y: 0, style: red, clip: buffer.bounds)
    buffer.put("👨‍👩‍👧", width: 2, x: 2, y: 0, style: red, clip: buffer.bounds)
    buffer.put("é", width: 1, x: 4, y: 0, style: .plain, clip: buffer.bounds)
    var texts: [String] = []
    buffer.forEachRun(inRow: 0) { texts.append(buffer.symbols(of: $0)) }
    #expect(texts == ["本👨‍👩‍👧", "é "])
    var bytes: [UInt8] = Array(">".utf8)
    buffer.appendSymbols(of: CellRun(row: 0, columns: 0..<6, style: .plain), to: &bytes)
    #expect(String(decoding: bytes, as: UTF8.self) == ">本👨‍👩‍👧é ")
    #expect(PlainTextRenderer().render(buffer) == "本👨‍👩‍👧é ")
  }

  @Test("a buffer without columns has no runs, and the encoders still give one line per row")
  func emptyRows() {
    let buffer = Buffer(width: 0, height: 3)
    var count = 0
    buffer.forEachRun { _ in count += 1 }
    #expect(count == 0)
    #expect(PlainTextRenderer().render(buffer) == "\n\n")
    #expect(ANSIRenderer().render(buffer) == "\n\n")
  }

  @Test("the ANSI encoder changes style once per run and resets at the end of a styled row")
  func ansiPerRun() {
    var buffer = Buffer(width: 4, height: 2)
    buffer.put("a", width: 1, x: 0, y: 0, style: red, clip: buffer.bounds)
    buffer.put("b", width: 1, x: 1, y: 0, style: red, clip: buffer.bounds)
    buffer.put("本", width: 2, x: 2, y: 1, style: red, clip: buffer.bounds)
    #expect(ANSIRenderer().render(buffer) == "\u{1B}[31mab\u{1B}[0m  \n  \u{1B}[31m本\u{1B}[0m")
  }
}
