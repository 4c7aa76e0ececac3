/// Light or dark appearance, as SwiftUI's `ColorScheme`: what `@Environment(\.colorScheme)`
/// reads and what a frame's colours are resolved for.
///
/// A terminal has its own default colours, so a scheme says which kind of terminal a frame is
/// drawn for (see ``TerminalAppearance``): black text on white for `.light`, light text on
/// black for `.dark`. Semantic colours resolve per scheme as SwiftUI's do: `.primary` and
/// `.background` are the terminal's own colours in both; on dark, the colours SwiftUI makes
/// lighter for a dark background are drawn lighter (blue, the accent and links as `p33`, red
/// as bright red, magenta as bright magenta) and the 256-colour grey ramp that the system
/// greys and fills use is mirrored (`systemGray6`, near white on light, is near black on
/// dark). Fixed colours (`Color(red:green:blue:)`, `Color(hex:)`, black and white) are drawn
/// as they are, on both.
///
/// The scheme of a frame is the one `.preferredColorScheme(_:)` asks for, when a view asks,
/// else the root environment's (a preview variant sets it). `.environment(\.colorScheme, _)`
/// changes what the views below read, and the colours they pick from it.
public enum ColorScheme: Sendable, Hashable, CaseIterable, Codable {
  /// The light appearance: dark text on a light terminal.
  case light
  /// The dark appearance: light text on a dark terminal.
  case dark
}

extension ColorScheme {
  /// The scheme of the terminal `environment` describes, when it says: `COLORFGBG`
  /// (`foreground;background` as palette indices, set by rxvt, Konsole and others; a
  /// background of 0–6 or 8 is dark, 7 or 9–15 light), else `nil`. A terminal that does not
  /// say is drawn as written, the light resolution, which leaves the 16 ANSI colours to the
  /// terminal's own theme.
  public static func detected(environment: [String: String]) -> ColorScheme? {
    guard let value = environment["COLORFGBG"], let last = value.split(separator: ";").last,
      let background = Int(last)
    else { return nil }
    return (0...6).contains(background) || background == 8 ? .dark : .light
  }

  /// The scheme of a terminal that answered its background colour was `background` (`nil`
  /// when it did not answer with one) and whose environment is `environment`: the answer wins,
  /// dark when its luma is below half (``TerminalAppearance/on(_:)``), since it is the colour
  /// shown now, whereas `COLORFGBG` was set when the terminal started and may describe
  /// another theme; else what ``detected(environment:)`` says; else `nil`.
  public static func detected(background: TerminalPalette.RGB?, environment: [String: String]) -> ColorScheme? {
    if let background { return TerminalAppearance.on(background).colorScheme }
    return detected(environment: environment)
  }
}

/// Sets the scheme of the views below and asks for it as the frame's, as SwiftUI's
/// `.preferredColorScheme(_:)` asks for it as the window's.
struct PreferredColorSchemeModifier: PrimitiveModifier {
  let scheme: ColorScheme?

  static func _makeNodes(
    _ modifier: Self, inputs: _ViewInputs, into nodes: inout [NodeRef],
    content: (_ViewInputs, inout [NodeRef]) -> Void
  ) {
    guard let scheme = modifier.scheme else { return content(inputs, &nodes) }
    var inputs = inputs
    inputs.environment.colorScheme = scheme
    inputs.graph.performEffect { [unowned graph = inputs.graph] in graph.preferredColorScheme = scheme }
    content(inputs, &nodes)
  }
}

extension View {
  /// Asks for `colorScheme` as the scheme of the whole frame, as SwiftUI asks for it as the
  /// window's: the views below read it from `\.colorScheme`, and the frame's colours are
  /// resolved for it. `nil` asks for nothing.
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
    modifier(PreferredColorSchemeModifier(scheme: colorScheme))
  }
}

private struct DrawsMonochromeKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

extension EnvironmentValues {
  /// Whether the frame is drawn as a terminal without colour shows it (a monochrome preview
  /// variant, `NO_COLOR`): text and attributes only, every colour dropped when the frame is
  /// resolved (see ``TerminalAppearance``).
  package var drawsMonochrome: Bool {
    get { self[DrawsMonochromeKey.self] }
    set { self[DrawsMonochromeKey.self] = newValue }
  }
}
