/// Encodes a buffer for a colour terminal with SGR escape sequences: only style changes are
/// emitted, and every line that changed style ends with a reset, so a line can be printed,
/// cut or diffed on its own without colours bleeding into the next.
public struct ANSIRenderer: Sendable {
  /// An ANSI encoder.
  public init() {}

  /// Plain text when the `NO_COLOR` convention (https://no-color.org) asks for it, ANSI otherwise.
  public static func honouringNoColor(_ environment: [String: String], _ buffer: Buffer) -> String {
    if let value = environment["NO_COLOR"], !value.isEmpty {
      return PlainTextRenderer().render(buffer)
    }
    return ANSIRenderer().render(buffer)
  }

  /// The rows of `buffer` with escape sequences, joined by newlines, without a final newline.
  public func render(_ buffer: Buffer) -> String {
    encode(buffer).string()
  }

  /// The UTF-8 of ``render(_:)``: what a terminal is given, with no `String` made.
  public func bytes(_ buffer: Buffer) -> [UInt8] {
    var bytes: [UInt8] = []
    encode(buffer).append(to: &bytes)
    return bytes
  }

  /// Appends the rows of `buffer` with escape sequences to `output`.
  public func append(_ buffer: Buffer, to output: inout [UInt8]) {
    encode(buffer).append(to: &output)
  }

  /// The rows written into one block of memory, a sequence only where the style changes
  /// along a row (see `SGR`): no `String` and no array append per row or cell.
  private func encode(_ buffer: Buffer) -> ByteStream {
    var stream = ByteStream(capacity: (buffer.width * 3 + 16) * buffer.height)
    buffer.cells.withUnsafeBufferPointer { all in
      // A plain pointer: a buffer pointer's subscript is a generic call per cell in a debug build.
      guard let cells = all.baseAddress else { return }
      var index = 0
      // Room for a row of symbols of up to four bytes each and its final reset, reserved once
      // per row; a style change makes room for itself and keeps this much.
      let rowBytes = buffer.width * 4 + 4
      for y in 0..<buffer.height {
        stream.reserve(rowBytes + 1)
        if y > 0 { stream.write(0x0A) }
        var current = Style.plain
        let end = index + buffer.width
        while index < end {
          let cell = cells[index]
          index += 1
          if cell.width == 0 { continue }
          if cell.style != current {
            SGR.writeTransition(from: current, to: cell.style, to: &stream, keeping: rowBytes)
            current = cell.style
          }
          stream.write(cell.code, keeping: rowBytes)
        }
        if !current.isPlain { SGR.writeReset(to: &stream) }
      }
    }
    return stream
  }
}
