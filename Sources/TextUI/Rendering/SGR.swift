/// Select Graphic Rendition: the terminal escape sequences that set colours and attributes.
///
/// Every escape code TextPreviews writes comes from here — the ANSI encoder of a buffer, the
/// runner's coloured diffs and headlines — so the codes are reviewed and changed in one place.
///
/// ```swift
/// print(SGR.styled("FAIL", SGR.bold))  // "\u{1B}[1mFAIL\u{1B}[0m"
/// ```
public enum SGR {
  /// The sequence that returns the terminal to its default look.
  public static let reset = "\u{1B}[0m"
  /// The parameter for bold text.
  public static let bold = "1"
  /// The parameter for reverse video.
  public static let reverse = "7"
  /// The parameter for a red foreground.
  public static let red = "31"
  /// The parameter for a green foreground.
  public static let green = "32"
  /// The parameter for a cyan foreground.
  public static let cyan = "36"

  /// The sequence that applies `parameters` (SGR numbers joined by `;`, such as `"1;31"`).
  public static func sequence(_ parameters: String) -> String {
    "\u{1B}[" + parameters + "m"
  }

  /// `text` in the look `parameters`, followed by a reset.
  public static func styled(_ text: String, _ parameters: String) -> String {
    sequence(parameters) + text + reset
  }

  /// The shortest simple sequence that changes the terminal from `old` to `new`: added
  /// attributes and changed colours only, or a reset plus the whole new style when something
  /// has to be switched off.
  public static func transition(from old: Style, to new: Style) -> String {
    var stream = ByteStream(capacity: longestTransition)
    writeTransition(from: old, to: new, to: &stream, keeping: 0)
    return stream.string()
  }

  /// The most bytes one transition takes: a reset, six attributes and two 24-bit colours.
  static let longestTransition = 64

  /// Writes the bytes of ``transition(from:to:)``, making room for them and `spare` more bytes:
  /// encoders build their output as bytes, and a `String` per style change would cost more
  /// than the text it styles. Always inlined: in the ANSI encoder's walk, a call per style
  /// change, with the colours decoded again behind it, cost a sixth of the encoding.
  @inline(__always)
  static func writeTransition(from old: Style, to new: Style, to stream: inout ByteStream, keeping spare: Int) {
    stream.reserve(longestTransition + spare)
    stream.write(0x1B)
    stream.write(UInt8(ascii: "["))
    if new.isPlain {
      stream.write(UInt8(ascii: "0"))
      stream.write(UInt8(ascii: "m"))
      return
    }
    let removesSomething =
      old.attributes.rawValue & ~new.attributes.rawValue != 0
      || (old.foreground != nil && new.foreground == nil)
      || (old.background != nil && new.background == nil)
    var first = true
    if removesSomething {
      stream.write(UInt8(ascii: "0"))
      first = false
    }
    let base = removesSomething ? Style.plain : old
    let added = new.attributes.rawValue & ~base.attributes.rawValue
    if added != 0 {
      // In the fixed order of `TextAttributes.named`: bold, dim, italic, underline,
      // strikethrough, inverse.
      for (attribute, code) in attributeCodes where added & attribute.rawValue != 0 {
        if !first { stream.write(UInt8(ascii: ";")) }
        first = false
        stream.write(code)
      }
    }
    if let foreground = new.foreground, !Color.same(foreground, base.foreground) {
      if !first { stream.write(UInt8(ascii: ";")) }
      first = false
      writeParameters(of: foreground, background: false, to: &stream)
    }
    if let background = new.background, !Color.same(background, base.background) {
      if !first { stream.write(UInt8(ascii: ";")) }
      writeParameters(of: background, background: true, to: &stream)
    }
    stream.write(UInt8(ascii: "m"))
  }

  /// Writes ``reset``.
  static func writeReset(to stream: inout ByteStream) {
    stream.reserve(4)
    stream.write(0x1B)
    stream.write(UInt8(ascii: "["))
    stream.write(UInt8(ascii: "0"))
    stream.write(UInt8(ascii: "m"))
  }

  /// The single-digit code of each attribute, in the order sequences list them.
  private static let attributeCodes: [(TextAttributes, UInt8)] = [
    (.bold, UInt8(ascii: "1")), (.dim, UInt8(ascii: "2")), (.italic, UInt8(ascii: "3")),
    (.underline, UInt8(ascii: "4")), (.strikethrough, UInt8(ascii: "9")), (.inverse, UInt8(ascii: "7")),
  ]

  /// The SGR parameters that select `color` as the foreground or the background.
  public static func parameters(of color: Color, background: Bool) -> String {
    var stream = ByteStream(capacity: 16)
    writeParameters(of: color, background: background, to: &stream)
    return stream.string()
  }

  /// Writes the parameters of `color` (at most 16 bytes); the caller has reserved room.
  static func writeParameters(of color: Color, background: Bool, to stream: inout ByteStream) {
    switch color.storage {
    case .ansi(let index):
      let base = index < 8 ? (background ? 40 : 30) : (background ? 100 : 90)
      writeDecimal(base + Int(index % 8), to: &stream)
    case .palette(let index):
      writePrefix(background ? 4 : 3, 5, to: &stream)
      writeDecimal(Int(index), to: &stream)
    case .rgb(let red, let green, let blue):
      writePrefix(background ? 4 : 3, 2, to: &stream)
      writeDecimal(Int(red), to: &stream)
      stream.write(UInt8(ascii: ";"))
      writeDecimal(Int(green), to: &stream)
      stream.write(UInt8(ascii: ";"))
      writeDecimal(Int(blue), to: &stream)
    case .clear:
      writeDecimal(background ? 49 : 39, to: &stream)
    }
  }

  /// Writes `38;5;`-shaped prefixes: `ground` 3 (foreground) or 4, `mode` 5 (palette) or 2 (RGB).
  private static func writePrefix(_ ground: UInt8, _ mode: UInt8, to stream: inout ByteStream) {
    stream.write(UInt8(ascii: "0") + ground)
    stream.write(UInt8(ascii: "8"))
    stream.write(UInt8(ascii: ";"))
    stream.write(UInt8(ascii: "0") + mode)
    stream.write(UInt8(ascii: ";"))
  }

  /// Writes a non-negative number below 1,000 in decimal; the caller has reserved room.
  static func writeDecimal(_ value: Int, to stream: inout ByteStream) {
    if value >= 100 { stream.write(UInt8(ascii: "0") + UInt8(value / 100)) }
    if value >= 10 { stream.write(UInt8(ascii: "0") + UInt8(value / 10 % 10)) }
    stream.write(UInt8(ascii: "0") + UInt8(value % 10))
  }
}
