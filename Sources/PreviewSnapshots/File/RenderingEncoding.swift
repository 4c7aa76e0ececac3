import TextUI

/// The encoder of a rendering, the runner's for every state it renders: a buffer and what a
/// screen reader gets from it, written into one ``SnapshotBlock`` in a walk of the cells per
/// part (rows, then styles), with no `String`, array or closure per row, run or cell. It
/// writes exactly what `SnapshotFile(id:buffer:accessibility:).encodedBytes()` writes, the
/// format described on ``SnapshotFile``; a test holds the two to the same bytes.
extension SnapshotFile {
  /// The bytes of `SnapshotFile(id: id, buffer: buffer, accessibility: accessibility)
  /// .encodedBytes()`, written straight from the buffer: no row becomes a `String` and no
  /// model is built.
  package static func encodedBytes(id: SnapshotID, buffer: Buffer, accessibility: [String] = []) -> [UInt8] {
    var block = screenBlock(id: id, buffer: buffer, terminal: nil, spare: 64 + accessibility.count * 32)
    block.write("accessibility:\n")
    var index = 0
    while index < accessibility.count {
      block.writeLine(accessibility[index])
      index += 1
    }
    return block.bytes()
  }

  /// ``encodedBytes(id:buffer:accessibility:)`` with the lines of `tree`, written from its
  /// elements, for a buffer resolved for `appearance`: what the runner writes for every state
  /// it renders.
  package static func encodedBytes(
    id: SnapshotID, buffer: Buffer, tree: AccessibilityTree, appearance: TerminalAppearance = .light
  ) -> [UInt8] {
    var block = screenBlock(
      id: id, buffer: buffer, terminal: terminalField(of: appearance), spare: 16 + tree.elements.count * 32)
    AccessibilitySection.write(tree, to: &block)
    return block.bytes()
  }

  /// The file up to the accessibility section: header, frame and styles, with room for
  /// `spare` bytes more.
  private static func screenBlock(id: SnapshotID, buffer: Buffer, terminal: String?, spare: Int) -> SnapshotBlock {
    var block = SnapshotBlock(capacity: 512 + (buffer.height + 2) * buffer.framedRowRoom + buffer.height * 64 + spare)
    writeHeader(id: id, width: buffer.width, height: buffer.height, terminal: terminal, to: &block)
    writeRule(opening: 0x8C, closing: 0x90, width: buffer.width, to: &block)
    let runs = RowRuns(width: buffer.width, height: buffer.height)
    writeRows(of: buffer, runs: runs, to: &block)
    writeRule(opening: 0x94, closing: 0x98, width: buffer.width, to: &block)
    writeStyles(of: buffer, runs: runs, to: &block)
    return block
  }

  /// The header, as ``encodedBytes()`` writes it for a rendering measured with this process's
  /// width rules.
  private static func writeHeader(
    id: SnapshotID, width: Int, height: Int, terminal: String?, to block: inout SnapshotBlock
  ) {
    block.write(magicLine)
    writeField("component: ", id.component, to: &block)
    writeField("preview: ", id.preview, to: &block)
    writeField("state: ", id.state, to: &block)
    if let step = id.step { writeField("step: ", step, to: &block) }
    if let variant = id.variant { writeField("variant: ", variant, to: &block) }
    writeNumberField("width: ", width, to: &block)
    writeNumberField("height: ", height, to: &block)
    block.write(policyField)
    if let terminal { writeField("terminal: ", terminal, to: &block) }
  }

  /// The first line: the magic word and the format version.
  private static let magicLine = Array("\(magic) \(formatVersion)\n".utf8)

  /// Writes `name`, `value` escaped (see ``escape(_:)``) and a newline; a plain value (see
  /// ``isPlainField(_:)``), every usual name, is copied as it is in one pass.
  private static func writeField(_ name: StaticString, _ value: String, to block: inout SnapshotBlock) {
    var value = value
    let nameLength = name.utf8CodeUnitCount
    let length = value.utf8.count
    block.reserve(nameLength + length + 1)
    let out = block.cursor
    let written = value.withUTF8 { utf8 -> Int in
      guard isPlainField(utf8) else { return 0 }
      out.initialize(from: name.utf8Start, count: nameLength)
      if let source = utf8.baseAddress { (out + nameLength).initialize(from: source, count: length) }
      out[nameLength + length] = 0x0A
      return nameLength + length + 1
    }
    if written > 0 {
      block.advance(by: written)
    } else {
      block.write(name)
      block.writeLine(escape(value))
    }
  }

  /// Writes `name`, `value` in decimal and a newline.
  private static func writeNumberField(_ name: StaticString, _ value: Int, to block: inout SnapshotBlock) {
    block.write(name)
    block.reserve(21)
    let out = block.cursor
    let digits = StyleEncoding.writeDecimal(value, to: out)
    out[digits] = 0x0A
    block.advance(by: digits + 1)
  }

  /// Writes a rule of the frame (see `writeRule(opening:closing:width:into:)`).
  private static func writeRule(opening: UInt8, closing: UInt8, width: Int, to block: inout SnapshotBlock) {
    block.reserve(ruleLength(width: width))
    block.advance(by: writeRule(opening: opening, closing: closing, width: width, into: block.cursor))
  }

  /// Writes every row of `buffer` in the frame: a row of isolated single scalars (nearly
  /// every row) as the buffer's framed-row walk writes it, any other by the general path
  /// (``displayText(ofMixed:)``); and puts each row's runs in `runs`. A screen repeats its
  /// non-ASCII symbols from row to row, so those found isolated are remembered in `known`
  /// rather than looked up again.
  private static func writeRows(of buffer: Buffer, runs: borrowing RowRuns, to block: inout SnapshotBlock) {
    var known = IsolatedSymbols()
    let height = buffer.height
    var y = 0
    while y < height {
      block.reserve((height - y) * buffer.framedRowRoom)
      var written = 0
      // The bar `│`, U+2502: E2 94 82.
      y = buffer.writeFramedRows(
        from: y, to: block.cursor, count: &written, bar: 0x82_94E2, barLength: 3, runs: runs
      ) { value, span in
        let key = value | UInt32(truncatingIfNeeded: span) &<< 21
        if known.contains(key) { return true }
        guard isIsolated(value: value, cells: span) else { return false }
        known.insert(key)
        return true
      }
      block.advance(by: written)
      guard y < height else { return }
      block.writeLine("│" + displayText(ofMixed: Array(buffer.row(y))) + "│")
      buffer.writeRuns(ofRow: y, into: runs)
      y += 1
    }
  }

  /// Writes `styles:` and the style line of every row of `buffer` that has a non-plain run:
  /// its runs as the rows' walk put them in `runs`, normalised, neighbours that normalise
  /// alike joined, as ``StyleEncoding/runs(of:)`` finds them.
  private static func writeStyles(of buffer: Buffer, runs: borrowing RowRuns, to block: inout SnapshotBlock) {
    block.write("styles:\n")
    let width = buffer.width
    guard width > 0 else { return }
    var y = 0
    while y < buffer.height {
      let count = runs.counts[y]
      block.reserve(count * (StyleEncoding.maximumRunBytes + 1) + 1)
      block.advance(
        by: writeStyleLine(
          row: y, width: width, starts: runs.starts + y * width, styles: runs.styles + y * width, count: count,
          to: block.cursor))
      y += 1
    }
  }

  /// Writes the style line of row `row` from its `count` runs, given by where they start and
  /// their styles' packed forms, normalised, neighbours of equal style joined and plain runs
  /// left out; writes nothing for a row with no styled run. Returns the bytes written.
  /// Transparent, as the two below: a debug build inlines them only so, and a call zeroed
  /// each parameter's and local's stack slot with a call of its own, at every row and run.
  @_transparent
  private static func writeStyleLine(
    row: Int, width: Int, starts: UnsafePointer<Int>, styles: UnsafePointer<UInt64>, count: Int,
    to out: UnsafeMutablePointer<UInt8>
  ) -> Int {
    var written = 0
    var runStart = 0
    var current: UInt64 = 0
    var index = 0
    while index < count {
      let style = StyleEncoding.normalized(packed: styles[index])
      if style != current {
        if current != 0 {
          written += writeRun(row: row, from: runStart, to: starts[index], style: current, at: out, written: written)
        }
        runStart = starts[index]
        current = style
      }
      index += 1
    }
    if current != 0 {
      written += writeRun(row: row, from: runStart, to: width, style: current, at: out, written: written)
    }
    guard written > 0 else { return 0 }
    out[written] = 0x0A
    return written + 1
  }

  /// Writes the run of columns `start..<end` in the packed style `style` to the style line
  /// at `out`, after the `written` bytes already there (the line's first run when none);
  /// returns the bytes written.
  @_transparent
  private static func writeRun(
    row: Int, from start: Int, to end: Int, style: UInt64, at out: UnsafeMutablePointer<UInt8>, written: Int
  ) -> Int {
    let count = StyleEncoding.writeRunColumns(row: row, columns: start..<end, first: written == 0, to: out + written)
    return count + StyleEncoding.writeStyle(packed: style, to: out + written + count)
  }
}
