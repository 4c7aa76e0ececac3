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
  /// along a row (see `SGR`), walking the buffer's runs of equal style.
  private func encode(_ buffer: Buffer) -> ByteStream {
    var stream = ByteStream(capacity: (buffer.width * 3 + 16) * buffer.height)
    // Room for a style change's sequence and the row's final reset.
    let spare = 64
    for y in 0..<buffer.height {
      if y > 0 {
        stream.reserve(1)
        stream.write(0x0A)
      }
      var current = Style.plain
      buffer.writeSymbols(ofRow: y, to: &stream, keeping: spare) { style, stream in
        if style != current {
          SGR.writeTransition(from: current, to: style, to: &stream, keeping: spare)
          current = style
        }
      }
      if !current.isPlain { SGR.writeReset(to: &stream) }
    }
    return stream
  }
}
