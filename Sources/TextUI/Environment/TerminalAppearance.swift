/// The terminal a frame is drawn for: its colour scheme, whether it shows colour, and its
/// default colours, which is what a cell without a colour of its own is shown in.
///
/// A frame's cells are resolved for an appearance once, when the frame is finished (see
/// ``resolve(_:)``): the light appearance is the one cells are written in, so resolving for it
/// changes nothing; dark redraws the colours that SwiftUI makes lighter on a dark background
/// (see ``ColorScheme``); monochrome drops every colour and keeps bold, dim, italic,
/// underline, strikethrough and inverse. Everything after (snapshots, the ANSI renderer, the
/// audit's contrast) sees the resolved cells.
///
/// The default colours are assumptions, because a terminal's own are not known: light is
/// xterm's shipped default, black (`#000000`) on white (`#ffffff`); dark is its reverse-video
/// look with the palette's white, `#e5e5e5` on `#000000`. The 16 ANSI colours are
/// ``TerminalPalette``'s xterm values in both.
public struct TerminalAppearance: Hashable, Sendable {
  /// The scheme the frame's colours are resolved for.
  public var colorScheme: ColorScheme
  /// Whether colours are shown at all; `false` for a terminal without colour.
  public var showsColor: Bool
  /// The terminal's default background: what cells without a background are shown on.
  public var background: TerminalPalette.RGB
  /// The terminal's default foreground: what text without a colour is shown in.
  public var foreground: TerminalPalette.RGB

  /// An appearance with every part given.
  public init(
    colorScheme: ColorScheme, showsColor: Bool = true, background: TerminalPalette.RGB,
    foreground: TerminalPalette.RGB
  ) {
    self.colorScheme = colorScheme
    self.showsColor = showsColor
    self.background = background
    self.foreground = foreground
  }

  /// Black text on a white terminal, xterm's default: the appearance snapshots were always
  /// drawn for.
  public static let light = TerminalAppearance(
    colorScheme: .light, background: TerminalPalette.RGB(255, 255, 255), foreground: TerminalPalette.RGB(0, 0, 0))
  /// Light grey text on a black terminal.
  public static let dark = TerminalAppearance(
    colorScheme: .dark, background: TerminalPalette.RGB(0, 0, 0), foreground: TerminalPalette.RGB(229, 229, 229))

  /// The standard appearance of `scheme`, with colour or without.
  public static func standard(_ scheme: ColorScheme, showsColor: Bool = true) -> TerminalAppearance {
    var appearance = scheme == .light ? light : dark
    appearance.showsColor = showsColor
    return appearance
  }

  /// A terminal whose background is `background`: dark when its luma (Rec. 601, as programs
  /// that ask a terminal for its background with OSC 11 judge it) is below half, with the
  /// standard foreground of that scheme.
  public static func on(_ background: TerminalPalette.RGB) -> TerminalAppearance {
    let luma = 0.299 * Double(background.red) + 0.587 * Double(background.green) + 0.114 * Double(background.blue)
    var appearance = luma < 127.5 ? dark : light
    appearance.background = background
    return appearance
  }

  /// This appearance without colour.
  public var monochrome: TerminalAppearance {
    var appearance = self
    appearance.showsColor = false
    return appearance
  }

  /// Whether resolving for this appearance leaves every cell as it is.
  public var keepsCells: Bool { colorScheme == .light && showsColor }

  /// Resolves the colours of every cell of `buffer` for this appearance. The mapping of a
  /// style is worked out once per distinct style of a row run, never per cell: cells are
  /// compared with the last style seen and take its mapped value.
  public func resolve(_ buffer: inout Buffer) {
    guard !keepsCells else { return }
    let showsColor = showsColor
    buffer.mapStyles { style in
      guard showsColor else { return Style(attributes: style.attributes) }
      var resolved = style
      resolved.foreground = style.foreground.map(Self.darkForeground)
      resolved.background = style.background.map(Self.darkBackground)
      return resolved
    }
  }

  /// A text colour as it is drawn on a dark terminal: the colours SwiftUI lightens on dark
  /// (blue and the accent, red, magenta) lightened, greys of the ramp mirrored.
  static func darkForeground(_ color: Color) -> Color {
    switch color.storage {
    case .ansi(1): Color(ansi: 9)
    case .ansi(4): Color(palette: 33)
    case .ansi(5): Color(ansi: 13)
    default: darkBackground(color)
    }
  }

  /// A fill as it is drawn on a dark terminal: the 256-colour grey ramp (232–255, where the
  /// system greys and fills are) mirrored, everything else as it is.
  static func darkBackground(_ color: Color) -> Color {
    if case .palette(let index) = color.storage, index >= 232 { return Color(palette: UInt8(487 - Int(index))) }
    return color
  }
}
