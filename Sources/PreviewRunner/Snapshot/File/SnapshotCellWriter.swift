import TextUI

/// The snapshot encoder's usual path: a file written straight from a buffer's cell words
/// (`Buffer.withUnsafeCellWords`) through plain pointers, with no `String`, array append or
/// `Cell` made per line, run or cell.
///
/// It runs for every state the runner renders, in the debug build `swift run preview-runner`
/// makes, where every call, generic or closure costs more than a cell's own work: a cell is a
/// few integer tests here, and the calls left are per run or per file.
extension SnapshotFile {
  /// The bytes of `SnapshotFile(id: id, buffer: buffer).encodedBytes()`, or `nil` when a row
  /// holds a cell this walk does not write (a cluster of several scalars, a symbol that is not
  /// an isolated scalar at its cell's width), which the general path handles.
  static func writtenFromCells(id: SnapshotID, buffer: Buffer) -> [UInt8]? {
    let width = buffer.width
    let height = buffer.height
    return buffer.withUnsafeCellWords { words -> [UInt8]? in
      // The header and then the styles go into one scratch block, the frame straight into
      // the file's block, sized for the worst case of four bytes a cell.
      var scratch = ScratchBytes(capacity: 512 + height * 64)
      defer { scratch.deallocate() }
      writeHeader(id: id, width: width, height: height, to: &scratch)
      let headerCount = scratch.count
      if let words {
        writeStyles(words, width: width, height: height, to: &scratch)
      } else {
        scratch.write("styles:\n")
      }
      let stylesCount = scratch.count - headerCount
      let ruleBytes = width * 3 + 7
      let rowBytes = width * 4 + 7
      var complete = true
      let file = [UInt8](unsafeUninitializedCapacity: scratch.count + 2 * ruleBytes + height * rowBytes) {
        block, count in
        guard let out = block.baseAddress else { return }
        out.initialize(from: scratch.base, count: headerCount)
        var next = out + headerCount
        next += writeRule(opening: 0x8C, closing: 0x90, width: width, to: next)
        if let words {
          guard let rows = writeFramedRows(words, width: width, height: height, to: next) else {
            complete = false
            return
          }
          next += rows
        } else {
          // A buffer without cells: every row is `││`.
          var y = 0
          while y < height {
            next += writeBarredEmptyRow(to: next)
            y += 1
          }
        }
        next += writeRule(opening: 0x94, closing: 0x98, width: width, to: next)
        next.initialize(from: scratch.base + headerCount, count: stylesCount)
        count = next + stylesCount - out
      }
      return complete ? file : nil
    }
  }

  /// Writes the header: the magic line and every field, each line ending in a newline.
  private static func writeHeader(id: SnapshotID, width: Int, height: Int, to scratch: inout ScratchBytes) {
    scratch.write(magicLine)
    writeField("component: ", id.component, to: &scratch)
    writeField("preview: ", id.preview, to: &scratch)
    writeField("state: ", id.state, to: &scratch)
    if let step = id.step { writeField("step: ", step, to: &scratch) }
    scratch.write("width: ")
    scratch.writeDecimal(width)
    scratch.write("\nheight: ")
    scratch.writeDecimal(height)
    scratch.write("\n")
    scratch.write(policyLine)
  }

  /// `textui-snapshot 2` (the format version) and its newline.
  private static let magicLine = Array("\(magic) \(formatVersion)\n".utf8)
  /// The `width-policy` field of this process's `GraphemeWidth.policy`, escaped once.
  private static let policyLine = Array("width-policy: \(escape(GraphemeWidth.policy))\n".utf8)

  /// Writes `name`, `value` escaped (see ``escape(_:)``) and a newline. A value of printable
  /// ASCII without a backslash or a space at either end, which is every usual name, is copied
  /// as it is without asking `String` for its scalars.
  private static func writeField(_ name: StaticString, _ value: String, to scratch: inout ScratchBytes) {
    scratch.write(name)
    var value = value
    let copied = value.withUTF8 { utf8 -> Bool in
      guard let bytes = utf8.baseAddress else { return true }
      let count = utf8.count
      if bytes[0] == 0x20 || bytes[count - 1] == 0x20 { return false }
      var index = 0
      while index < count {
        let byte = bytes[index]
        if byte < 0x20 || byte > 0x7E || byte == 0x5C { return false }
        index += 1
      }
      scratch.write(bytes, count: count)
      return true
    }
    if !copied { scratch.write(Array(escape(value).utf8)) }
    scratch.write("\n")
  }

  /// Writes `styles:` and one line per row with runs, as ``StyleEncoding`` describes: each
  /// row's maximal runs of equal, non-plain style after `StyleEncoding.normalized(_:)`, the
  /// right half of a wide character in its character's run.
  ///
  /// Styles are compared as the packed words the cells hold, in ``endOfStyle(_:in:from:to:)``;
  /// a `Style` is made only where the style changes, a few times a row.
  private static func writeStyles(
    _ words: UnsafePointer<UInt64>, width: Int, height: Int, to scratch: inout ScratchBytes
  ) {
    scratch.write("styles:\n")
    var y = 0
    while y < height {
      let rowStart = words + 2 * y * width
      // The style word of each cell, the second of its two.
      let styles = rowStart + 1
      var previous: UInt64 = 0
      var current: UInt64 = 0
      var start = 0
      var runs = 0
      var x = 0
      while true {
        x = endOfStyle(previous, in: styles, from: x, to: width)
        if x == width { break }
        let style = styles[2 * x]
        x += 1
        // The right half of a wide character keeps its character's run.
        if x >= 2 && rowStart[2 * x - 2] >> 32 & 0xFF == 0 && rowStart[2 * x - 4] >> 32 & 0xFF == 2 { continue }
        previous = style
        let normal = style == 0 ? 0 : StyleEncoding.normalized(Style(packedBits: style)).packedBits
        if normal == current { continue }
        if current != 0 {
          writeRun(row: y, columns: start, x - 1, style: current, first: runs == 0, to: &scratch)
          runs += 1
        }
        current = normal
        start = x - 1
      }
      if current != 0 {
        writeRun(row: y, columns: start, width, style: current, first: runs == 0, to: &scratch)
        runs += 1
      }
      if runs > 0 { scratch.write("\n") }
      y += 1
    }
  }

  /// The first column from `start` whose style word (every second word from `styles`) is not
  /// `style`, or `end`.
  ///
  /// A loop of its own with one variable: a debug build copies every variable live across a
  /// loop through memory on each round, so the same loop inside ``writeStyles(_:width:height:to:)``
  /// cost several times as much per cell. Wrapping arithmetic: no overflow check per cell.
  private static func endOfStyle(_ style: UInt64, in styles: UnsafePointer<UInt64>, from start: Int, to end: Int) -> Int
  {
    var x = start
    while x < end {
      if styles[x &<< 1] != style { return x }
      x &+= 1
    }
    return end
  }

  /// Writes one run of a style line: `<row>: ` before the row's first run, ` │ ` before the
  /// others, then `<start>..<<end> <style>`.
  private static func writeRun(
    row: Int, columns start: Int, _ end: Int, style: UInt64, first: Bool, to scratch: inout ScratchBytes
  ) {
    scratch.reserve(80 + StyleEncoding.maximumStyleBytes)
    // Bytes as numbers rather than `UInt8(ascii:)`, which is a call in a debug build.
    let out = scratch.base + scratch.count
    var count = 0
    if first {
      count += StyleEncoding.writeDecimal(row, to: out)
      out[count] = 0x3A  // ":"
      out[count + 1] = 0x20
      count += 2
    } else {
      // ` │ `: a space, U+2502 and a space.
      out[0] = 0x20
      out[1] = 0xE2
      out[2] = 0x94
      out[3] = 0x82
      out[4] = 0x20
      count = 5
    }
    count += StyleEncoding.writeDecimal(start, to: out + count)
    out[count] = 0x2E  // "."
    out[count + 1] = 0x2E
    out[count + 2] = 0x3C  // "<"
    count += 3
    count += StyleEncoding.writeDecimal(end, to: out + count)
    out[count] = 0x20
    count += 1
    count += StyleEncoding.writeStyle(Style(packedBits: style), to: out + count)
    scratch.count += count
  }

  /// Writes every row of the buffer whose cell words are `words`, framed as the file shows it,
  /// `│<row>│` and a newline, at `out`, which has room for four bytes a cell and seven a row;
  /// returns the bytes written, or `nil` when a row holds a cell this walk does not write.
  private static func writeFramedRows(
    _ words: UnsafePointer<UInt64>, width: Int, height: Int, to out: UnsafeMutablePointer<UInt8>
  ) -> Int? {
    var next = out
    // The last two non-ASCII scalars found isolated, each with its span above bit 21: a
    // screen repeats a few such symbols (a border's bars, dots, a rule's dashes), so each is
    // looked up once per row rather than once per cell.
    var accepted: UInt32 = 0
    var acceptedBefore: UInt32 = 0
    // The last one-cell non-ASCII symbol written, as its cell word and UTF-8 bytes, which
    // `copyCells` then writes itself until another symbol comes.
    var repeated = Repeated(word: .max, utf8: 0, length: 0)
    var y = 0
    while y < height {
      writeBar(to: next)
      next += 3
      let row = words + 2 * y * width
      var x = 0
      while true {
        let copied = copyCells(row, from: x, to: width, into: next, repeating: repeated)
        next += copied.bytes
        x = copied.end
        if x == width { break }
        // A cell other than printable ASCII one cell wide or the repeated symbol.
        let word = row[2 * x] & 0xFF_FFFF_FFFF
        let value = UInt32(truncatingIfNeeded: word)
        if value >= 0x8000_0000 { return nil }
        let cellWidth = Int(truncatingIfNeeded: word >> 32)
        let span = cellWidth == 2 && x + 1 < width && row[2 * x + 2] >> 32 & 0xFF == 0 ? 2 : 1
        if cellWidth != span { return nil }
        let key = value | UInt32(truncatingIfNeeded: span) << 21
        if key != accepted {
          if key != acceptedBefore {
            guard isIsolated(value: value, cells: span) else { return nil }
          }
          acceptedBefore = accepted
          accepted = key
        }
        let length = writeUTF8(value, to: next)
        if span == 1 {
          repeated = Repeated(
            word: word, utf8: UInt32(next[0]) | UInt32(next[1]) << 8 | UInt32(next[2]) << 16, length: length)
        }
        next += length
        x += span
      }
      writeBar(to: next)
      next[3] = 0x0A
      next += 4
      y += 1
    }
    return next - out
  }

  /// A one-cell symbol that `copyCells` writes without a lookup: its cell word (symbol and
  /// width bits), and its UTF-8, `length` bytes from the low byte of `utf8`.
  private struct Repeated {
    var word: UInt64
    var utf8: UInt32
    var length: Int
  }

  /// Copies the cells of `row` (word pairs) from column `start` up to `end` that are
  /// printable ASCII one cell wide, the commonest cell, or the symbol `repeated`, to `out`,
  /// stopping at the first other cell; returns the column it stopped at and the bytes written.
  ///
  /// A loop of its own with two variables and wrapping arithmetic, for the reason given on
  /// ``endOfStyle(_:in:from:to:)``. One comparison tests both width 1 (bits 32–39) and a
  /// scalar in 0x20..<0x7F. `out` has room for four bytes a cell, so the repeated symbol's
  /// three bytes are always written and `length` of them kept.
  private static func copyCells(
    _ row: UnsafePointer<UInt64>, from start: Int, to end: Int, into out: UnsafeMutablePointer<UInt8>,
    repeating repeated: Repeated
  ) -> (end: Int, bytes: Int) {
    let symbol = repeated.word
    let first = UInt8(truncatingIfNeeded: repeated.utf8)
    let second = UInt8(truncatingIfNeeded: repeated.utf8 >> 8)
    let third = UInt8(truncatingIfNeeded: repeated.utf8 >> 16)
    let length = repeated.length
    var x = start
    var next = out
    while x < end {
      let word = row[x &<< 1] & 0xFF_FFFF_FFFF
      if word &- 0x1_0000_0020 < 0x5F {
        next[0] = UInt8(truncatingIfNeeded: word)
        next += 1
      } else if word == symbol {
        next[0] = first
        next[1] = second
        next[2] = third
        next += length
      } else {
        break
      }
      x &+= 1
    }
    return (x, next - out)
  }

  /// Writes a rule of the frame: the corner whose last UTF-8 byte is `opening`, `─` × `width`,
  /// the corner ending in `closing`, a newline. Returns the bytes written.
  private static func writeRule(
    opening: UInt8, closing: UInt8, width: Int, to out: UnsafeMutablePointer<UInt8>
  ) -> Int {
    // The corners and `─` (U+2500) are box drawing, U+2500…U+253F: E2 94 xx in UTF-8.
    out[0] = 0xE2
    out[1] = 0x94
    out[2] = opening
    var written = 3
    var column = 0
    while column < width {
      out[written] = 0xE2
      out[written + 1] = 0x94
      out[written + 2] = 0x80
      written += 3
      column += 1
    }
    out[written] = 0xE2
    out[written + 1] = 0x94
    out[written + 2] = closing
    out[written + 3] = 0x0A
    return written + 4
  }

  /// Writes the frame's bar `│` (U+2502).
  private static func writeBar(to out: UnsafeMutablePointer<UInt8>) {
    out[0] = 0xE2
    out[1] = 0x94
    out[2] = 0x82
  }

  /// Writes the UTF-8 of the scalar `value`; returns its length.
  private static func writeUTF8(_ value: UInt32, to out: UnsafeMutablePointer<UInt8>) -> Int {
    if value < 0x80 {
      out[0] = UInt8(truncatingIfNeeded: value)
      return 1
    }
    if value < 0x800 {
      out[0] = UInt8(truncatingIfNeeded: 0xC0 | value >> 6)
      out[1] = UInt8(truncatingIfNeeded: 0x80 | value & 0x3F)
      return 2
    }
    if value < 0x1_0000 {
      out[0] = UInt8(truncatingIfNeeded: 0xE0 | value >> 12)
      out[1] = UInt8(truncatingIfNeeded: 0x80 | value >> 6 & 0x3F)
      out[2] = UInt8(truncatingIfNeeded: 0x80 | value & 0x3F)
      return 3
    }
    out[0] = UInt8(truncatingIfNeeded: 0xF0 | value >> 18)
    out[1] = UInt8(truncatingIfNeeded: 0x80 | value >> 12 & 0x3F)
    out[2] = UInt8(truncatingIfNeeded: 0x80 | value >> 6 & 0x3F)
    out[3] = UInt8(truncatingIfNeeded: 0x80 | value & 0x3F)
    return 4
  }

  /// Writes `││` and a newline, the row of a buffer of width 0; returns its length.
  private static func writeBarredEmptyRow(to out: UnsafeMutablePointer<UInt8>) -> Int {
    writeBar(to: out)
    writeBar(to: out + 3)
    out[6] = 0x0A
    return 7
  }
}

/// Bytes written through a pointer into a block that grows by doubling: the header and style
/// lines of a snapshot, whose length is known only once they are written.
struct ScratchBytes {
  private(set) var base: UnsafeMutablePointer<UInt8>
  /// Bytes written so far, from `base`.
  var count = 0
  private var capacity: Int

  init(capacity: Int) {
    self.capacity = max(capacity, 64)
    base = .allocate(capacity: self.capacity)
  }

  /// Frees the block; the value must not be used after.
  func deallocate() {
    base.deallocate()
  }

  /// Makes room for `more` bytes after `count`.
  mutating func reserve(_ more: Int) {
    guard count + more > capacity else { return }
    var grown = capacity * 2
    while grown < count + more { grown *= 2 }
    let block = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
    block.initialize(from: base, count: count)
    base.deallocate()
    base = block
    capacity = grown
  }

  /// Appends the `count` bytes at `bytes`.
  mutating func write(_ bytes: UnsafePointer<UInt8>, count: Int) {
    reserve(count)
    (base + self.count).initialize(from: bytes, count: count)
    self.count += count
  }

  /// Appends the UTF-8 of `text`.
  mutating func write(_ text: StaticString) {
    write(text.utf8Start, count: text.utf8CodeUnitCount)
  }

  /// Appends `bytes`.
  mutating func write(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { source in
      if let start = source.baseAddress { write(start, count: source.count) }
    }
  }

  /// Appends a non-negative number in decimal.
  mutating func writeDecimal(_ value: Int) {
    reserve(20)
    count += StyleEncoding.writeDecimal(value, to: base + count)
  }
}
