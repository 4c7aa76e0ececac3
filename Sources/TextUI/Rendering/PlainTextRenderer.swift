/// Encodes a buffer as the text a terminal shows without colour: one line per row, each
/// exactly the buffer's width in cells (trailing spaces kept), joined by "\n".
public struct PlainTextRenderer: Sendable {
  /// Whether to remove trailing spaces from each line (for printing, not for snapshots).
  public var trimsTrailingSpaces: Bool

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
    lines(buffer).joined(separator: "\n")
  }
}
