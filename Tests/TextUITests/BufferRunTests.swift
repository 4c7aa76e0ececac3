import Testing

@testable import TextUI

/// The buffer's writes of many cells at once (a line of text, a border's edge) against the
/// write of one cell at a time, whose rules (clipping, wide characters, unpairing, styles
/// drawn over) they must follow exactly.
@Suite("Buffer runs")
struct BufferRunTests {
  private static let width = 12

  /// A buffer holding a wide character, narrow ones and styled backgrounds, so that runs
  /// draw over every kind of cell.
  private func background() -> Buffer {
    var buffer = Buffer(width: Self.width, height: 2)
    let underlay = Style(background: .blue)
    for y in 0..<2 {
      buffer.put("日", width: 2, x: 3 + y, y: y, style: underlay, clip: buffer.bounds)
      buffer.put("x", width: 1, x: 8, y: y, style: underlay, clip: buffer.bounds)
    }
    buffer.put("語", width: 2, x: 9, y: 1, style: .plain, clip: buffer.bounds)
    return buffer
  }

  private static let texts = ["ab日本c", "日本語です", "a日b", "abcdefghijklmn", "本"]
  private static let clips = [
    Rect(x: 0, y: 0, width: width, height: 2), Rect(x: 2, y: 0, width: 7, height: 2),
    Rect(x: 4, y: 1, width: 5, height: 1), Rect(x: 5, y: 0, width: 0, height: 2),
  ]

  @Test("a line of clusters writes what one write per cluster writes, wherever it starts and is clipped")
  func lineOfClusters() {
    let styles = [Style(foreground: .red), Style(foreground: .green, background: .yellow)]
    for text in Self.texts {
      let clusters = DisplayText.paragraphs(text)[0]
      for clip in Self.clips {
        for start in -3...Self.width {
          for style in styles {
            for table in [nil, clusters.indices.map { styles[$0 % 2] }] {
              for y in 0..<2 {
                var run = background()
                run.put(clusters, in: 0..<clusters.count, x: start, y: y, style: style, styles: table, clip: clip)
                var single = background()
                var x = start
                for (index, cluster) in clusters.enumerated() {
                  x += single.put(
                    cluster.code, width: cluster.width, x: x, y: y, style: table?[index] ?? style, clip: clip)
                }
                #expect(run == single, "\(text) from \(start), \(y) in \(clip)")
              }
            }
          }
        }
      }
    }
  }

  @Test("ASCII text writes what one write per byte writes, wherever it starts and is clipped")
  func asciiText() {
    for clip in Self.clips {
      for start in -3...Self.width {
        for y in -1...2 {
          var run = background()
          let end = run.putASCII("12 more rows", x: start, y: y, style: Style(foreground: .red), clip: clip)
          var single = background()
          var x = start
          for byte in "12 more rows".utf8 {
            x += single.put(
              CellSymbol(scalarValue: UInt32(byte)), width: 1, x: x, y: y, style: Style(foreground: .red), clip: clip)
          }
          #expect(run == single && end == x, "from \(start), \(y) in \(clip)")
        }
      }
    }
  }

  @Test("a line or column of one symbol writes what one write per cell writes")
  func linesAndColumns() {
    let symbol = CellSymbol("─")
    for clip in Self.clips {
      for style in [Style(foreground: .red), Style(foreground: .green, background: .yellow)] {
        for start in -2..<Self.width {
          let columns = start..<(start + 6)
          var line = background()
          line.putLine(symbol, columns: columns, y: 0, style: style, clip: clip)
          var single = background()
          for x in columns { single.put(symbol, width: 1, x: x, y: 0, style: style, clip: clip) }
          #expect(line == single, "columns \(columns) in \(clip)")

          var column = background()
          column.putColumn(symbol, x: start, rows: -1..<3, style: style, clip: clip)
          var cells = background()
          for y in -1..<3 { cells.put(symbol, width: 1, x: start, y: y, style: style, clip: clip) }
          #expect(column == cells, "column \(start) in \(clip)")
        }
      }
    }
  }
}
