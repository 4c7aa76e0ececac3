/// Encodes a buffer for a colour terminal with SGR escape sequences: only style changes are
/// emitted, and every line that changed style ends with a reset, so a line can be printed,
/// cut or diffed on its own without colours bleeding into the next.
public struct ANSIRenderer: Sendable {
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
    // UTF-8 bytes first, one string at the end: much faster than appending characters.
    var output: [UInt8] = []
    output.reserveCapacity(buffer.width * buffer.height * 2)
    let reset = Array("\u{1B}[0m".utf8)
    for y in 0..<buffer.height {
      if y > 0 { output.append(0x0A) }
      var current = Style.plain
      for cell in buffer.row(y) where !cell.isContinuation {
        if cell.style != current {
          output.append(contentsOf: Self.transition(from: current, to: cell.style).utf8)
          current = cell.style
        }
        Buffer.appendUTF8(of: cell.symbol, to: &output)
      }
      if !current.isPlain { output.append(contentsOf: reset) }
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// The shortest simple sequence that changes the terminal from `old` to `new`: added
  /// attributes and changed colours only, or a reset plus the whole new style when something
  /// has to be switched off.
  static func transition(from old: Style, to new: Style) -> String {
    if new.isPlain { return "\u{1B}[0m" }
    let removesSomething =
      !old.attributes.subtracting(new.attributes).isEmpty
      || (old.foreground != nil && new.foreground == nil)
      || (old.background != nil && new.background == nil)
    var codes: [String] = removesSomething ? ["0"] : []
    let base = removesSomething ? Style.plain : old
    for (_, attribute) in TextAttributes.named
    where new.attributes.contains(attribute) && !base.attributes.contains(attribute) {
      codes.append(sgr(attribute))
    }
    if let foreground = new.foreground, foreground != base.foreground {
      codes.append(sgr(foreground, background: false))
    }
    if let background = new.background, background != base.background {
      codes.append(sgr(background, background: true))
    }
    return "\u{1B}[" + codes.joined(separator: ";") + "m"
  }

  static func sgr(_ attribute: TextAttributes) -> String {
    switch attribute {
    case .bold: "1"
    case .dim: "2"
    case .italic: "3"
    case .underline: "4"
    case .inverse: "7"
    default: "9"
    }
  }

  static func sgr(_ color: Color, background: Bool) -> String {
    switch color.storage {
    case .ansi(let index):
      let base = index < 8 ? (background ? 40 : 30) : (background ? 100 : 90)
      return String(base + Int(index % 8))
    case .palette(let index): return (background ? "48;5;" : "38;5;") + String(index)
    case .rgb(let red, let green, let blue):
      return (background ? "48;2;" : "38;2;") + "\(red);\(green);\(blue)"
    case .clear: return background ? "49" : "39"
    }
  }
}
