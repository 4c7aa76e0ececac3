/// Text attributes a terminal can show: bold, dim, italic, underline, strikethrough, inverse.
public struct TextAttributes: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Bold, or bright, depending on the terminal: what headlines and titles map to.
  public static let bold = TextAttributes(rawValue: 1 << 0)
  /// Faint text: what captions and secondary text map to.
  public static let dim = TextAttributes(rawValue: 1 << 1)
  /// Italic, where the terminal's font has it.
  public static let italic = TextAttributes(rawValue: 1 << 2)
  /// Underlined text.
  public static let underline = TextAttributes(rawValue: 1 << 3)
  /// Text with a line through it.
  public static let strikethrough = TextAttributes(rawValue: 1 << 4)
  /// Swaps the foreground and background colours: how a selected `List` row shows.
  public static let inverse = TextAttributes(rawValue: 1 << 5)

  /// Every attribute with its name, in the fixed order used by encoders.
  public static let named: [(name: String, attribute: TextAttributes)] = [
    ("bold", .bold), ("dim", .dim), ("italic", .italic),
    ("underline", .underline), ("strikethrough", .strikethrough), ("inverse", .inverse),
  ]
}

/// The look of one cell: foreground and background colours plus attributes.
///
/// `nil` colours mean "the terminal's default", which is what most cells have.
///
/// Kept as one 64-bit number (each colour's `Color.Storage.packed` code and the attribute
/// bits), so comparing two styles, which every encoder does per cell, is one comparison, and
/// a `Cell` stays 16 bytes.
public struct Style: Hashable, Sendable {
  /// Bits 0–26 the foreground's code, 27–53 the background's, 54–59 the attributes; a code
  /// of 0 is no colour (see `Color.code`).
  @usableFromInline var bits: UInt64

  // Constants as transparent computed values: a stored `static let` is read through an
  // accessor call (and a once-check) in a debug build, per cell.
  @_transparent @usableFromInline static var backgroundShift: UInt64 { 27 }
  @_transparent @usableFromInline static var attributeShift: UInt64 { 54 }
  @_transparent @usableFromInline static var colorMask: UInt64 { 0x7FF_FFFF }

  /// The colour of the character, or `nil` for the terminal's default.
  @inlinable public var foreground: Color? {
    get { Color(code: UInt32(truncatingIfNeeded: bits & Self.colorMask)) }
    set { bits = bits & ~Self.colorMask | UInt64(Color.code(of: newValue)) }
  }

  /// The colour behind the character, or `nil` for the terminal's default.
  @inlinable public var background: Color? {
    get { Color(code: UInt32(truncatingIfNeeded: bits >> Self.backgroundShift & Self.colorMask)) }
    set {
      bits = bits & ~(Self.colorMask << Self.backgroundShift) | UInt64(Color.code(of: newValue)) << Self.backgroundShift
    }
  }

  /// Bold, dim, italic and the other attributes the cell shows.
  @inlinable public var attributes: TextAttributes {
    get { TextAttributes(rawValue: UInt8(truncatingIfNeeded: bits >> Self.attributeShift)) }
    set { bits = bits & ~(0x3F << Self.attributeShift) | UInt64(newValue.rawValue & 0x3F) << Self.attributeShift }
  }

  /// A style; every part defaults to the terminal's default.
  @inlinable
  public init(foreground: Color? = nil, background: Color? = nil, attributes: TextAttributes = TextAttributes()) {
    bits =
      UInt64(Color.code(of: foreground)) | UInt64(Color.code(of: background)) << Self.backgroundShift
      | UInt64(attributes.rawValue & 0x3F) << Self.attributeShift
  }

  /// The terminal's default look.
  public static let plain = Style()

  /// Whether this is the terminal's default look.
  @_transparent public var isPlain: Bool { bits == 0 }

  /// Whether two styles look the same: one comparison of the packed bits, transparent so that
  /// the encoders' per-cell comparison is inlined even in a debug build.
  @_transparent public static func == (lhs: Style, rhs: Style) -> Bool {
    lhs.bits == rhs.bits
  }

  /// Hashes the packed bits, consistent with `==`.
  @inlinable public func hash(into hasher: inout Hasher) {
    hasher.combine(bits)
  }

  /// This style drawn on top of `under`: attributes and foreground replace, but a missing
  /// background lets the one underneath show, so text on a `.background(Color.red)` stays red.
  /// Transparent: drawing calls it for every cell it writes.
  @_transparent public func drawn(over under: Style) -> Style {
    let background = Self.colorMask << Self.backgroundShift
    return bits & background == 0 ? Style(bits: bits | under.bits & background) : self
  }

  /// The style whose packed form is `bits`.
  @_transparent @usableFromInline init(bits: UInt64) {
    self.bits = bits
  }

  /// The packed form, for an encoder that reads a style's parts straight from its bits (see
  /// ``bits``): decoding each colour into a `Color` cost a debug build several calls a part.
  @_transparent package var packed: UInt64 { bits }

  /// The style whose packed form is `packed` (see ``packed``).
  @_transparent package init(packed: UInt64) {
    bits = packed
  }
}
