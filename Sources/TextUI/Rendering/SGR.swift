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
    var bytes: [UInt8] = []
    appendTransition(from: old, to: new, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends the bytes of ``transition(from:to:)`` to `bytes`: encoders build their output
  /// as bytes, and a `String` per style change would cost more than the text it styles.
  static func appendTransition(from old: Style, to new: Style, to bytes: inout [UInt8]) {
    bytes.append(0x1B)
    bytes.append(UInt8(ascii: "["))
    if new.isPlain {
      bytes.append(UInt8(ascii: "0"))
      bytes.append(UInt8(ascii: "m"))
      return
    }
    let removesSomething =
      !old.attributes.subtracting(new.attributes).isEmpty
      || (old.foreground != nil && new.foreground == nil)
      || (old.background != nil && new.background == nil)
    var first = true
    func separate(_ bytes: inout [UInt8]) {
      if !first { bytes.append(UInt8(ascii: ";")) }
      first = false
    }
    if removesSomething {
      bytes.append(UInt8(ascii: "0"))
      first = false
    }
    let base = removesSomething ? Style.plain : old
    let added = new.attributes.subtracting(base.attributes)
    if !added.isEmpty {
      // In the fixed order of `TextAttributes.named`: bold, dim, italic, underline,
      // strikethrough, inverse.
      for (attribute, code) in attributeCodes where added.contains(attribute) {
        separate(&bytes)
        bytes.append(code)
      }
    }
    if let foreground = new.foreground, foreground != base.foreground {
      separate(&bytes)
      appendParameters(of: foreground, background: false, to: &bytes)
    }
    if let background = new.background, background != base.background {
      separate(&bytes)
      appendParameters(of: background, background: true, to: &bytes)
    }
    bytes.append(UInt8(ascii: "m"))
  }

  /// The single-digit code of each attribute, in the order sequences list them.
  private static let attributeCodes: [(TextAttributes, UInt8)] = [
    (.bold, UInt8(ascii: "1")), (.dim, UInt8(ascii: "2")), (.italic, UInt8(ascii: "3")),
    (.underline, UInt8(ascii: "4")), (.strikethrough, UInt8(ascii: "9")), (.inverse, UInt8(ascii: "7")),
  ]

  /// The SGR parameters that select `color` as the foreground or the background.
  public static func parameters(of color: Color, background: Bool) -> String {
    var bytes: [UInt8] = []
    appendParameters(of: color, background: background, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  static func appendParameters(of color: Color, background: Bool, to bytes: inout [UInt8]) {
    switch color.storage {
    case .ansi(let index):
      let base = index < 8 ? (background ? 40 : 30) : (background ? 100 : 90)
      appendDecimal(base + Int(index % 8), to: &bytes)
    case .palette(let index):
      bytes.append(contentsOf: background ? paletteBackground : paletteForeground)
      appendDecimal(Int(index), to: &bytes)
    case .rgb(let red, let green, let blue):
      bytes.append(contentsOf: background ? rgbBackground : rgbForeground)
      appendDecimal(Int(red), to: &bytes)
      bytes.append(UInt8(ascii: ";"))
      appendDecimal(Int(green), to: &bytes)
      bytes.append(UInt8(ascii: ";"))
      appendDecimal(Int(blue), to: &bytes)
    case .clear:
      appendDecimal(background ? 49 : 39, to: &bytes)
    }
  }

  private static let paletteForeground = Array("38;5;".utf8)
  private static let paletteBackground = Array("48;5;".utf8)
  private static let rgbForeground = Array("38;2;".utf8)
  private static let rgbBackground = Array("48;2;".utf8)

  /// Appends a non-negative number below 1,000 in decimal.
  static func appendDecimal(_ value: Int, to bytes: inout [UInt8]) {
    if value >= 100 { bytes.append(UInt8(ascii: "0") + UInt8(value / 100)) }
    if value >= 10 { bytes.append(UInt8(ascii: "0") + UInt8(value / 10 % 10)) }
    bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
  }
}
