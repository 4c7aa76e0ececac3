/// A font, as SwiftUI code names it. A terminal has one typeface and size, so a font maps to
/// the attributes that carry its intent: titles and headlines are bold, captions and
/// footnotes are dim, heavy weights are bold, light weights are dim, italic stays italic.
public struct Font: Hashable, Sendable {
  /// The attributes this font shows as.
  public var attributes: TextAttributes

  /// A font that shows as `attributes`, in the terminal's own terms, for when no SwiftUI font fits.
  public init(attributes: TextAttributes) { self.attributes = attributes }

  /// SwiftUI's text styles.
  public enum TextStyle: Sendable, Hashable {
    /// The titles and `headline` show as bold; `subheadline`, `body` and `callout` plain;
    /// `footnote` and the captions dim.
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
  }

  /// SwiftUI's font weights.
  public enum Weight: Sendable, Hashable {
    /// `ultraLight`, `thin` and `light` show as dim; `regular` and `medium` plain; `semibold`,
    /// `bold`, `heavy` and `black` bold.
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    var attributes: TextAttributes {
      switch self {
      case .ultraLight, .thin, .light: .dim
      case .regular, .medium: []
      case .semibold, .bold, .heavy, .black: .bold
      }
    }
  }

  /// SwiftUI's font designs; all look the same in a terminal.
  public enum Design: Sendable, Hashable {
    /// Accepted so SwiftUI code compiles; a terminal has a single monospaced typeface.
    case `default`, serif, rounded, monospaced
  }

  static func attributes(for style: TextStyle) -> TextAttributes {
    switch style {
    case .largeTitle, .title, .title2, .title3, .headline: .bold
    case .subheadline, .body, .callout: []
    case .footnote, .caption, .caption2: .dim
    }
  }

  /// The largest title style; bold in a terminal.
  public static let largeTitle = Font(attributes: attributes(for: .largeTitle))
  /// The style for first-level titles; bold in a terminal.
  public static let title = Font(attributes: attributes(for: .title))
  /// The style for second-level titles; bold in a terminal.
  public static let title2 = Font(attributes: attributes(for: .title2))
  /// The style for third-level titles; bold in a terminal.
  public static let title3 = Font(attributes: attributes(for: .title3))
  /// The style for headings; bold in a terminal.
  public static let headline = Font(attributes: attributes(for: .headline))
  /// The style for subheadings; plain in a terminal.
  public static let subheadline = Font(attributes: attributes(for: .subheadline))
  /// The style for body text; plain in a terminal.
  public static let body = Font(attributes: attributes(for: .body))
  /// The style for callouts; plain in a terminal.
  public static let callout = Font(attributes: attributes(for: .callout))
  /// The style for footnotes; dim in a terminal.
  public static let footnote = Font(attributes: attributes(for: .footnote))
  /// The style for captions; dim in a terminal.
  public static let caption = Font(attributes: attributes(for: .caption))
  /// The style for secondary captions; dim in a terminal.
  public static let caption2 = Font(attributes: attributes(for: .caption2))

  /// SwiftUI's `.system(_:design:weight:)`.
  public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
    Font(attributes: weight?.attributes ?? attributes(for: style))
  }

  /// SwiftUI's `.system(size:weight:design:)`; the size has no effect in a terminal.
  public static func system(size: Double, weight: Weight = .regular, design: Design = .default) -> Font {
    Font(attributes: weight.attributes)
  }

  /// This font with a weight.
  public func weight(_ weight: Weight) -> Font {
    Font(attributes: attributes.subtracting([.bold, .dim]).union(weight.attributes))
  }

  /// This font in bold.
  public func bold() -> Font { weight(.bold) }

  /// This font in italic.
  public func italic() -> Font { Font(attributes: attributes.union(.italic)) }

  /// SwiftUI's monospaced font: every terminal font already is one.
  public func monospaced() -> Font { self }

  /// SwiftUI's `.monospacedDigit()`: every cell is the same width, so digits already line up.
  public func monospacedDigit() -> Font { self }

  /// SwiftUI's small capitals; a terminal has one letter size, so this is the font as it is.
  public func smallCaps() -> Font { self }

  /// SwiftUI's lowercase small capitals; accepted with no effect.
  public func lowercaseSmallCaps() -> Font { self }

  /// SwiftUI's uppercase small capitals; accepted with no effect.
  public func uppercaseSmallCaps() -> Font { self }

  /// SwiftUI's line spacing of a font (`.tight`, `.loose`); every line is one row.
  public func leading(_ leading: Leading) -> Font { self }

  /// SwiftUI's font width (`.condensed`, `.expanded`); every character keeps its cells.
  public func width(_ width: Width) -> Font { self }

  /// SwiftUI's `Font.Leading`: how far apart lines are; accepted with no effect.
  public enum Leading: Sendable, Hashable {
    /// The font's own spacing, less of it, or more.
    case standard, tight, loose
  }

  /// SwiftUI's `Font.Width`; accepted with no effect.
  public struct Width: Sendable, Hashable {
    /// The width, as a proportion of the standard one.
    public var value: Double
    /// A width of `value` times the standard.
    public init(_ value: Double) { self.value = value }
    /// Narrower letters.
    public static let compressed = Width(0.8)
    /// Somewhat narrower letters.
    public static let condensed = Width(0.9)
    /// The standard width.
    public static let standard = Width(1)
    /// Wider letters.
    public static let expanded = Width(1.2)
  }
}
