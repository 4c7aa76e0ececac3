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

  /// `buffer` encoded run by run with the public walker and `SGR`: what the ANSI encoder's
  /// one-pass walk must give.
  func ansiRunByRun(_ buffer: Buffer) -> String {
    var text = ""
    for y in 0..<buffer.height {
      if y > 0 { text += "\n" }
      var current = Style.plain
      buffer.forEachRun(inRow: y) { run in
        if run.style != current {
          text += SGR.transition(from: current, to: run.style)
          current = run.style
        }
        text += buffer.symbols(of: run)
      }
      if !current.isPlain { text += SGR.reset }
    }
    return text
  }

  @Test("the ANSI encoder's one pass gives what encoding run by run gives, on varied buffers")
  func ansiOnePassMatchesRuns() {
    let styles = [Style.plain, red, bold, Style(foreground: .blue, background: .yellow, attributes: .underline)]
    let symbols: [(Character, Int)] = [("a", 1), ("·", 1), ("│", 1), ("本", 2), ("👨‍👩‍👧", 2), ("é", 1), ("\u{1B}", 1)]
    // A fixed linear congruential sequence: the same buffers on every run.
    var seed: UInt64 = 0x2545_F491_4F6C_DD1D
    func next(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(seed >> 33) % bound
    }
    for round in 0..<200 {
      var buffer = Buffer(width: 1 + next(12), height: 1 + next(3))
      for _ in 0..<next(30) {
        let (symbol, width) = symbols[next(symbols.count)]
        let style = styles[next(styles.count)]
        buffer.put(
          symbol, width: width, x: next(buffer.width), y: next(buffer.height), style: style, clip: buffer.bounds)
      }
      // Some right halves restyled on their own, as a highlight over half a glyph does.
      for _ in 0..<next(3) {
        let x = next(buffer.width)
        let y = next(buffer.height)
        buffer.restyle(Rect(x: x, y: y, width: 1, height: 1), clip: buffer.bounds) { $0 = styles[next(styles.count)] }
      }
      #expect(ANSIRenderer().render(buffer) == ansiRunByRun(buffer), "round \(round)")
    }
  }

  @Test("the framed rows' walk and a row's run walk find the runs forEachRun finds, wide characters in one run")
  func framedRowsRuns() {
    var buffer = Buffer(width: 8, height: 4)
    let red = Style(foreground: .red)
    let bold = Style(attributes: .bold)
    buffer.put("a", width: 1, x: 0, y: 0, style: red, clip: buffer.bounds)
    buffer.put("b", width: 1, x: 1, y: 0, style: red, clip: buffer.bounds)
    buffer.put("─", width: 1, x: 2, y: 0, style: bold, clip: buffer.bounds)
    buffer.put("界", width: 2, x: 1, y: 1, style: bold, clip: buffer.bounds)
    buffer.restyle(Rect(x: 2, y: 1, width: 1, height: 1), clip: buffer.bounds) { $0 = red }
    buffer.put("c", width: 1, x: 3, y: 1, style: bold, clip: buffer.bounds)
    buffer.put("d", width: 1, x: 4, y: 1, style: red, clip: buffer.bounds)
    buffer.put("e", width: 1, x: 7, y: 3, style: bold, clip: buffer.bounds)
    let runs = RowRuns(width: buffer.width, height: buffer.height)
    var count = 0
    let room = UnsafeMutablePointer<UInt8>.allocate(capacity: buffer.height * buffer.framedRowRoom)
    defer { room.deallocate() }
    let stopped = buffer.writeFramedRows(from: 0, to: room, count: &count, bar: 0x7C, barLength: 1, runs: runs) {
      _, _ in
      true
    }
    #expect(stopped == buffer.height)
    let walked = RowRuns(width: buffer.width, height: buffer.height)
    for y in 0..<buffer.height { buffer.writeRuns(ofRow: y, into: walked) }
    func listed(_ found: borrowing RowRuns, row y: Int) -> [String] {
      (0..<found.counts[y]).map { [starts = found.starts, styles = found.styles] in
        "\(starts[y * 8 + $0]) \(styles[y * 8 + $0])"
      }
    }
    for y in 0..<buffer.height {
      var expected: [String] = []
      buffer.forEachRun(inRow: y) { expected.append("\($0.columns.lowerBound) \($0.style.packed)") }
      #expect(listed(runs, row: y) == expected, "row \(y)")
      #expect(listed(walked, row: y) == expected, "row \(y)")
    }
    #expect(runs.counts[1] == 4)
  }

  @Test("framed rows offer a new symbol, write the last two accepted without asking, and stop at a refused row")
  func framedRowsAccepting() {
    var buffer = Buffer(width: 9, height: 3)
    for (x, symbol) in Array("│··a·│").enumerated() {
      buffer.put(symbol, width: 1, x: x, y: 0, style: .plain, clip: buffer.bounds)
    }
    buffer.put("·", width: 2, x: 6, y: 0, style: .plain, clip: buffer.bounds)
    for (x, symbol) in Array("│·│é").enumerated() {
      buffer.put(symbol, width: 1, x: x, y: 1, style: .plain, clip: buffer.bounds)
    }
    buffer.put("ñ", width: 1, x: 0, y: 2, style: .plain, clip: buffer.bounds)
    var offered: [String] = []
    let bar = UInt32(UInt8(ascii: "|"))
    func write(from row: Int, refusing refused: Character) -> (stopped: Int, text: String) {
      var count = 0
      var stopped = 0
      let bytes = [UInt8](unsafeUninitializedCapacity: buffer.height * buffer.framedRowRoom) { block, initialized in
        let runs = RowRuns(width: buffer.width, height: buffer.height)
        stopped = buffer.writeFramedRows(
          from: row, to: block.baseAddress!, count: &count, bar: bar, barLength: 1, runs: runs
        ) { scalar, cells in
          let symbol = Character(Unicode.Scalar(scalar)!)
          offered.append("\(symbol) \(cells)")
          return symbol != refused
        }
        initialized = count
      }
      return (stopped, String(decoding: bytes, as: UTF8.self))
    }
    let refusing = write(from: 0, refusing: "ñ")
    #expect(refusing.stopped == 2)
    #expect(refusing.text == "|│··a·│· |\n|│·│é     |\n")
    // A symbol is offered when it is not one of the last two accepted; the same scalar two
    // cells wide is a different symbol.
    #expect(offered == ["│ 1", "· 1", "· 2", "│ 1", "· 1", "é 1", "ñ 1"])
    offered = []
    let rest = write(from: 1, refusing: "x")
    #expect(rest.stopped == 3)
    #expect(rest.text == "|│·│é     |\n|ñ        |\n")
    #expect(offered == ["│ 1", "· 1", "é 1", "ñ 1"])
  }

  @Test("framed rows write long runs of one cell, which they copy at once, as they write single cells")
  func framedRowsRepeatedCells() {
    // Runs of a symbol in a style, of lengths around the eight cells compared at a time:
    // blank space, a rule, a row of dots, and the same symbols in another style next to them.
    var seed: UInt64 = 7
    func next(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(seed >> 33) % bound
    }
    let symbols: [Character] = [" ", "x", "─", "·"]
    let styles = [Style.plain, red, bold]
    for round in 0..<100 {
      var buffer = Buffer(width: 80, height: 3)
      var expected = ""
      for y in 0..<buffer.height {
        var row = ""
        var x = 0
        while x < buffer.width {
          let symbol = symbols[next(symbols.count)]
          let style = styles[next(styles.count)]
          let length = min(1 + next(24), buffer.width - x)
          for column in x..<(x + length) {
            buffer.put(symbol, width: 1, x: column, y: y, style: style, clip: buffer.bounds)
          }
          row += String(repeating: symbol, count: length)
          x += length
        }
        expected += "|" + row + "|\n"
      }
      var count = 0
      var stopped = 0
      let bytes = [UInt8](unsafeUninitializedCapacity: buffer.height * buffer.framedRowRoom) { block, initialized in
        let runs = RowRuns(width: buffer.width, height: buffer.height)
        stopped = buffer.writeFramedRows(
          from: 0, to: block.baseAddress!, count: &count, bar: 0x7C, barLength: 1, runs: runs
        ) { _, _ in true }
        for y in 0..<buffer.height {
          var found: [String] = []
          for index in 0..<runs.counts[y] {
            found.append("\(runs.starts[y * buffer.width + index]) \(runs.styles[y * buffer.width + index])")
          }
          var walked: [String] = []
          buffer.forEachRun(inRow: y) { walked.append("\($0.columns.lowerBound) \($0.style.packed)") }
          #expect(found == walked, "round \(round), row \(y)")
        }
        initialized = count
      }
      #expect(stopped == buffer.height)
      #expect(String(decoding: bytes, as: UTF8.self) == expected, "round \(round)")
    }
  }
}
