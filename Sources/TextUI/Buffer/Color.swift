/// A terminal colour: one of the 16 ANSI colours, an entry of the 256-colour palette, or 24-bit RGB.
///
/// `Color` is also a view that fills the space it is offered, as in SwiftUI, so
/// `.background(Color.red)` and `Color.blue.frame(height: 1)` both work.
public struct Color: Hashable, Sendable {
  /// How the colour is encoded for a terminal.
  public enum Storage: Hashable, Sendable {
    /// One of the 16 ANSI colours (0–7 normal, 8–15 bright).
    case ansi(UInt8)
    /// An entry of the xterm 256-colour palette.
    case palette(UInt8)
    /// A 24-bit colour.
    case rgb(red: UInt8, green: UInt8, blue: UInt8)
    /// No colour: lets what is underneath show through.
    case clear

    /// The encoding as one number, equal exactly when the encodings are: compared per cell,
    /// where matching a pair of enums costs many calls in a debug build.
    @inlinable var packed: UInt32 {
      switch self {
      case .ansi(let index): return 0x0100_0000 | UInt32(index)
      case .palette(let index): return 0x0200_0000 | UInt32(index)
      case .rgb(let red, let green, let blue):
        return 0x0300_0000 | UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
      case .clear: return 0
      }
    }
  }

  /// The encoding of this colour.
  public var storage: Storage

  /// Whether two colours are the same: the derived comparison, written out without generic
  /// calls (see `Style.==`).
  @inlinable public static func == (lhs: Color, rhs: Color) -> Bool {
    same(lhs, rhs)
  }

  /// Whether two optional colours are the same, both absent or equal.
  @inlinable static func same(_ lhs: Color?, _ rhs: Color?) -> Bool {
    code(of: lhs) == code(of: rhs)
  }

  /// The colour as a 27-bit number that is never 0, so 0 can stand for "no colour" in a
  /// packed `Style`: the storage's `packed` value, with `.clear` given a kind of its own.
  @inlinable static func code(of color: Color?) -> UInt32 {
    // A switch with one binding: a debug build zeroes every local of a function when it is
    // entered (a call each), and every style packed asks this of its colours.
    switch color?.storage {
    case .none: return 0
    case .some(.clear): return 0x0400_0000
    case .some(let storage): return storage.packed
    }
  }

  /// The colour whose ``code(of:)`` is `code`; `nil` for 0.
  @inlinable init?(code: UInt32) {
    let value = UInt8(truncatingIfNeeded: code)
    switch code >> 24 {
    case 1: storage = .ansi(value)
    case 2: storage = .palette(value)
    case 3:
      storage = .rgb(
        red: UInt8(truncatingIfNeeded: code >> 16), green: UInt8(truncatingIfNeeded: code >> 8), blue: value)
    case 4: storage = .clear
    default: return nil
    }
  }

  /// A colour with an explicit encoding.
  public init(_ storage: Storage) { self.storage = storage }

  /// One of the 16 ANSI colours; values above 15 wrap into that range.
  public init(ansi index: UInt8) { self.storage = .ansi(index % 16) }

  /// An entry of the 256-colour palette.
  public init(palette index: UInt8) { self.storage = .palette(index) }

  /// A 24-bit colour from 0–255 components. Integer literals choose SwiftUI's 0–1 form below,
  /// as they do in SwiftUI (`Color(red: 1, green: 0, blue: 0)` is red, not ambiguous); give
  /// `UInt8` values, or `Color(hex:)`, for this one.
  @_disfavoredOverload
  public init(red: UInt8, green: UInt8, blue: UInt8) {
    self.storage = .rgb(red: red, green: green, blue: blue)
  }

  /// A 24-bit colour from 0–1 components, as SwiftUI's `Color(red:green:blue:)` takes them.
  public init(red: Double, green: Double, blue: Double) {
    func channel(_ value: Double) -> UInt8 {
      UInt8((min(max(value, 0), 1) * 255).rounded())
    }
    self.storage = .rgb(red: channel(red), green: channel(green), blue: channel(blue))
  }

  /// A grey from 0 (black) to 1 (white), as SwiftUI's `Color(white:)`; the opacity, as
  /// elsewhere in TextUI, draws the colour whenever it is above zero.
  public init(white: Double, opacity: Double = 1) {
    self.init(red: white, green: white, blue: white)
    if opacity <= 0 { self = .clear }
  }

  /// A 24-bit colour from a hexadecimal literal such as `0xFF8800`.
  public init(hex: UInt32) {
    self.storage = .rgb(
      red: UInt8((hex >> 16) & 0xFF), green: UInt8((hex >> 8) & 0xFF), blue: UInt8(hex & 0xFF))
  }

  /// ANSI colour 0, black; the terminal's theme decides the exact shade.
  public static let black = Color(ansi: 0)
  /// ANSI colour 1, red.
  public static let red = Color(ansi: 1)
  /// ANSI colour 2, green.
  public static let green = Color(ansi: 2)
  /// ANSI colour 3, yellow.
  public static let yellow = Color(ansi: 3)
  /// ANSI colour 4, blue.
  public static let blue = Color(ansi: 4)
  /// ANSI colour 5, magenta.
  public static let magenta = Color(ansi: 5)
  /// ANSI colour 6, cyan.
  public static let cyan = Color(ansi: 6)
  /// ANSI colour 7, white.
  public static let white = Color(ansi: 7)
  /// ANSI colour 8, bright black; many themes show it as gray.
  public static let brightBlack = Color(ansi: 8)
  /// ANSI colour 9, bright red.
  public static let brightRed = Color(ansi: 9)
  /// ANSI colour 10, bright green.
  public static let brightGreen = Color(ansi: 10)
  /// ANSI colour 11, bright yellow.
  public static let brightYellow = Color(ansi: 11)
  /// ANSI colour 12, bright blue.
  public static let brightBlue = Color(ansi: 12)
  /// ANSI colour 13, bright magenta.
  public static let brightMagenta = Color(ansi: 13)
  /// ANSI colour 14, bright cyan.
  public static let brightCyan = Color(ansi: 14)
  /// ANSI colour 15, bright white.
  public static let brightWhite = Color(ansi: 15)

  // SwiftUI's named colours mapped to their nearest terminal colour, so ported code keeps its intent.
  /// SwiftUI's gray: ANSI bright black.
  public static let gray = Color(ansi: 8)
  /// SwiftUI's orange: palette 208.
  public static let orange = Color(palette: 208)
  /// SwiftUI's pink: palette 205.
  public static let pink = Color(palette: 205)
  /// SwiftUI's purple: ANSI magenta.
  public static let purple = Color(ansi: 5)
  /// SwiftUI's indigo: palette 61.
  public static let indigo = Color(palette: 61)
  /// SwiftUI's teal: palette 30.
  public static let teal = Color(palette: 30)
  /// SwiftUI's mint: palette 121.
  public static let mint = Color(palette: 121)
  /// SwiftUI's brown: palette 130.
  public static let brown = Color(palette: 130)
  /// The terminal's secondary text colour: ANSI bright black.
  public static let secondary = Color(ansi: 8)
  /// The terminal's accent colour: ANSI blue.
  public static let accentColor = Color(ansi: 4)
  /// No colour: what is underneath shows through.
  public static let clear = Color(.clear)
  /// The terminal's default foreground: renders as no colour at all.
  public static let primary = Color(.clear)
}
