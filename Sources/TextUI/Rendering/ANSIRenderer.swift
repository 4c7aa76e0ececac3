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
    var output: [UInt8] = []
    append(buffer, to: &output)
    return String(decoding: output, as: UTF8.self)
  }

  /// Appends the rows of `buffer` with escape sequences to `output`: one preallocated byte
  /// buffer, a sequence only where the style changes along a row (see `SGR`).
  public func append(_ buffer: Buffer, to output: inout [UInt8]) {
    output.reserveCapacity(output.count + (buffer.width + 8) * buffer.height + 64)
    buffer.cells.withUnsafeBufferPointer { all in
      // A plain pointer: a buffer pointer's subscript is a generic call per cell in a debug build.
      let cells = all.baseAddress
      for y in 0..<buffer.height {
        if y > 0 { output.append(0x0A) }
        var current = Style.plain
        var index = y * buffer.width
        let end = index + buffer.width
        while index < end {
          let cell = cells.unsafelyUnwrapped[index]
          index += 1
          if cell.width == 0 { continue }
          if cell.style != current {
            SGR.appendTransition(from: current, to: cell.style, to: &output)
            current = cell.style
          }
          cell.code.appendUTF8(to: &output)
        }
        if !current.isPlain { output.append(contentsOf: Self.reset) }
      }
    }
  }

  private static let reset = Array(SGR.reset.utf8)
}
