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
    if trimsTrailingSpaces { return lines(buffer).joined(separator: "\n") }
    var bytes: [UInt8] = []
    append(buffer, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends the rows of `buffer`, joined by newlines, to `bytes`: one preallocated byte
  /// buffer, no `String` per row or cell.
  public func append(_ buffer: Buffer, to bytes: inout [UInt8]) {
    bytes.reserveCapacity(bytes.count + (buffer.width + 1) * buffer.height)
    for y in 0..<buffer.height {
      if y > 0 { bytes.append(0x0A) }
      let start = bytes.count
      buffer.appendText(ofRow: y, to: &bytes)
      if trimsTrailingSpaces {
        while bytes.count > start && bytes[bytes.count - 1] == UInt8(ascii: " ") { bytes.removeLast() }
      }
    }
  }
}
