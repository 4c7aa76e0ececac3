/// Encodes a buffer as the text a terminal shows without colour: one line per row, each
/// exactly the buffer's width in cells (trailing spaces kept), joined by "\n".
public struct PlainTextRenderer: Sendable {
  /// Whether to remove trailing spaces from each line (for printing, not for snapshots).
  public var trimsTrailingSpaces: Bool

  /// A plain-text encoder; keep trailing spaces for snapshots, so every line has the buffer's width.
  public init(trimsTrailingSpaces: Bool = false) {
    self.trimsTrailingSpaces = trimsTrailingSpaces
  }

  /// The rows of `buffer` as lines, without a final newline.
  public func lines(_ buffer: Buffer) -> [String] {
    (0..<buffer.height).map { y in
      var line = buffer.text(ofRow: y)
      if trimsTrailingSpaces {
        while line.last == " " { line.removeLast() }
      }
      return line
    }
  }

  /// The rows of `buffer` joined by newlines, without a final newline.
  public func render(_ buffer: Buffer) -> String {
    encode(buffer).string()
  }

  /// The UTF-8 of ``render(_:)``: what a terminal or a file is given, with no `String` made.
  public func bytes(_ buffer: Buffer) -> [UInt8] {
    // Straight into the array returned, for a buffer whose every cell holds one scalar
    // (nearly every screen), at most four bytes a cell: no block of its own to copy the bytes
    // out of afterwards. A buffer with a cluster of several scalars goes through the stream.
    var complete = true
    let bytes = [UInt8](unsafeUninitializedCapacity: buffer.height * (buffer.width * 4 + 1)) { block, count in
      guard let start = block.baseAddress,
        let written = buffer.writeScalarText(to: start, trimmed: trimsTrailingSpaces)
      else {
        complete = false
        return
      }
      count = written
    }
    if complete { return bytes }
    var streamed: [UInt8] = []
    encode(buffer).append(to: &streamed)
    return streamed
  }

  /// Appends the rows of `buffer`, joined by newlines, to `bytes`.
  public func append(_ buffer: Buffer, to bytes: inout [UInt8]) {
    encode(buffer).append(to: &bytes)
  }

  /// The rows written into one block of memory: no `String` and no array append per row or
  /// cell. Styles do not matter here, so each row is written as one run of its cells.
  private func encode(_ buffer: Buffer) -> ByteStream {
    var stream = ByteStream(capacity: (buffer.width * 3 + 1) * buffer.height)
    for y in 0..<buffer.height {
      if y > 0 {
        stream.reserve(1)
        stream.write(0x0A)
      }
      let rowStart = stream.count
      buffer.writeSymbols(of: CellRun(row: y, columns: 0..<buffer.width, style: .plain), to: &stream, keeping: 0)
      if trimsTrailingSpaces { stream.trim(UInt8(ascii: " "), downTo: rowStart) }
    }
    return stream
  }
}
