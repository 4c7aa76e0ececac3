import Testing

@testable import TextUI

@Suite("Cell words")
struct CellWordsTests {
  @Test("a buffer's cell words read every cell's symbol, width and style")
  func wordsReadEveryCell() {
    var buffer = Buffer(width: 7, height: 2)
    let styles = [
      Style(foreground: .red, attributes: .bold), Style(background: Color(hex: 0x010203)),
      Style(foreground: Color(palette: 208), background: .clear, attributes: [.dim, .inverse]),
    ]
    buffer.put("a", width: 1, x: 0, y: 0, style: styles[0], clip: buffer.bounds)
    buffer.put("本", width: 2, x: 1, y: 0, style: styles[1], clip: buffer.bounds)
    buffer.put("👨‍👩‍👧", width: 2, x: 3, y: 0, style: styles[2], clip: buffer.bounds)
    buffer.put("·", width: 1, x: 6, y: 1, style: styles[0], clip: buffer.bounds)
    var read: [String] = []
    var expected: [String] = []
    buffer.withUnsafeCellWords { words in
      guard let words else { return }
      for index in 0..<buffer.cells.count {
        let cell = buffer.cells[index]
        let symbol = words[2 * index] & 0xFFFF_FFFF
        let scalar = symbol < 0x8000_0000 ? String(symbol) : "cluster"
        read.append("\(scalar) \(words[2 * index] >> 32 & 0xFF) \(words[2 * index + 1])")
        let expectedScalar = cell.singleScalarValue.map { String($0) } ?? "cluster"
        expected.append("\(expectedScalar) \(cell.width) \(cell.style.packedBits)")
      }
    }
    #expect(read == expected)
    #expect(read.count == 14)
  }

  @Test("a style rebuilt from its packed bits is the same style")
  func packedBitsRoundTrip() {
    let style = Style(foreground: .blue, background: Color(palette: 17), attributes: [.italic, .underline])
    #expect(Style(packedBits: style.packedBits) == style)
    #expect(Style.plain.packedBits == 0)
  }

  @Test("a buffer without cells gives no words")
  func emptyBuffer() {
    #expect(Buffer(width: 0, height: 3).withUnsafeCellWords { $0 == nil })
  }
}
