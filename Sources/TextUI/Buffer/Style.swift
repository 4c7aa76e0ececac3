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
public struct Style: Hashable, Sendable {
  /// The colour of the character, or `nil` for the terminal's default.
  public var foreground: Color?
  /// The colour behind the character, or `nil` for the terminal's default.
  public var background: Color?
  /// Bold, dim, italic and the other attributes the cell shows.
  public var attributes: TextAttributes

  /// A style; every part defaults to the terminal's default.
  public init(foreground: Color? = nil, background: Color? = nil, attributes: TextAttributes = []) {
    self.foreground = foreground
    self.background = background
    self.attributes = attributes
  }

  /// The terminal's default look.
  public static let plain = Style()

  /// Whether this is the terminal's default look.
  @inlinable public var isPlain: Bool {
    foreground == nil && background == nil && attributes.rawValue == 0
  }

  /// Whether two styles look the same: the derived comparison, written out so that a debug
  /// build, which compares per cell in every encoder, makes no generic calls.
  @inlinable public static func == (lhs: Style, rhs: Style) -> Bool {
    lhs.attributes.rawValue == rhs.attributes.rawValue && Color.same(lhs.foreground, rhs.foreground)
      && Color.same(lhs.background, rhs.background)
  }

  /// This style drawn on top of `under`: attributes and foreground replace, but a missing
  /// background lets the one underneath show, so text on a `.background(Color.red)` stays red.
  @inlinable public func drawn(over under: Style) -> Style {
    Style(
      foreground: foreground, background: background ?? under.background, attributes: attributes)
  }
}
