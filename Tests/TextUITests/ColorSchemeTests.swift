import Testing

@testable import TextUI

/// The style of the first cell of `view` drawn at `width` in `environment`.
@MainActor
private func firstStyle<V: View>(_ view: V, environment: EnvironmentValues = EnvironmentValues()) -> Style {
  ViewGraph(view, environment: environment).render(width: 10, placement: .topLeading).buffer[0, 0].style
}

/// An environment in `scheme`, with colour or without.
private func environment(_ scheme: ColorScheme, monochrome: Bool = false) -> EnvironmentValues {
  var environment = EnvironmentValues()
  environment.colorScheme = scheme
  environment.drawsMonochrome = monochrome
  return environment
}

/// Shows the scheme the view reads, so a test sees the environment reach `body`.
private struct SchemeName: View {
  @Environment(\.colorScheme) var colorScheme
  var body: some View { Text(verbatim: colorScheme == .dark ? "dark" : "light") }
}

@Suite("Colour schemes: the environment, semantic colours per scheme, monochrome")
@MainActor
struct ColorSchemeTests {
  @Test("@Environment(\\.colorScheme) reads the root environment's scheme and .environment overrides it")
  func environmentReachesViews() {
    let light = ViewGraph(SchemeName()).render(width: 5).buffer.text(ofRow: 0)
    let dark = ViewGraph(SchemeName(), environment: environment(.dark)).render(width: 5).buffer.text(ofRow: 0)
    let overridden = ViewGraph(SchemeName().environment(\.colorScheme, .dark)).render(width: 5).buffer.text(ofRow: 0)
    #expect([light, dark, overridden] == ["light", "dark ", "dark "])
  }

  @Test("the light scheme leaves every colour as written")
  func lightKeepsColours() {
    let style = firstStyle(Text(verbatim: "Open").foregroundColor(.accentColor).background(Color(palette: 254)))
    #expect(style == Style(foreground: .blue, background: Color(palette: 254)))
  }

  @Test("on dark, the accent, red and magenta are drawn lighter and the grey ramp is mirrored")
  func darkResolvesSemanticColours() {
    let dark = environment(.dark)
    #expect(
      firstStyle(Text(verbatim: "Open").foregroundColor(.accentColor), environment: dark).foreground
        == Color(palette: 33))
    #expect(firstStyle(Text(verbatim: "Err").foregroundColor(.red), environment: dark).foreground == .brightRed)
    #expect(firstStyle(Text(verbatim: "Hi").foregroundColor(.purple), environment: dark).foreground == .brightMagenta)
    #expect(
      firstStyle(Color(.systemGray6).frame(width: 2, height: 1), environment: dark).background == Color(palette: 233))
    // Fixed colours are drawn as written on both schemes.
    #expect(
      firstStyle(Text(verbatim: "X").foregroundColor(Color(hex: 0x102030)), environment: dark).foreground
        == Color(hex: 0x102030))
    #expect(firstStyle(Text(verbatim: "X").foregroundColor(.secondary), environment: dark).foreground == .secondary)
  }

  @Test(
    ".preferredColorScheme asks for the frame's scheme: the environment below reads it and the frame resolves for it")
  func preferredColorScheme() {
    let view = VStack(alignment: .leading) {
      SchemeName()
      Text(verbatim: "Go").foregroundColor(.accentColor)
    }
    let frame = ViewGraph(view.preferredColorScheme(.dark)).render(width: 5, placement: .topLeading)
    #expect(frame.buffer.text(ofRow: 0) == "dark ")
    #expect(frame.buffer[0, 1].style.foreground == Color(palette: 33))
    #expect(frame.appearance == .dark)
    #expect(ViewGraph(SchemeName().preferredColorScheme(nil)).render(width: 5).buffer.text(ofRow: 0) == "light")
  }

  @Test("monochrome drops every colour and keeps bold, dim, italic, underline and inverse")
  func monochromeKeepsAttributes() {
    let view = Text(verbatim: "Sel").bold().italic().underline().foregroundColor(.red).background(Color.blue)
    let style = firstStyle(view, environment: environment(.light, monochrome: true))
    #expect(style == Style(attributes: [.bold, .italic, .underline]))
    let dark = firstStyle(view, environment: environment(.dark, monochrome: true))
    #expect(dark == Style(attributes: [.bold, .italic, .underline]))
  }

  @Test(
    "a terminal's scheme: its answered background by luma wins over COLORFGBG, which says when it did not answer",
    arguments: [
      (TerminalPalette.RGB(0, 0, 0), ["COLORFGBG": "0;15"], ColorScheme.dark),
      (TerminalPalette.RGB(0x1e, 0x1e, 0x2e), [:], .dark),
      (TerminalPalette.RGB(0xff, 0xff, 0xff), ["COLORFGBG": "15;0"], .light),
      (TerminalPalette.RGB(0xfd, 0xf6, 0xe3), [:], .light),
      // Rec. 601: pure blue is dark (luma 29), pure green light (150).
      (TerminalPalette.RGB(0, 0, 255), [:], .dark),
      (TerminalPalette.RGB(0, 255, 0), [:], .light),
      (nil, ["COLORFGBG": "15;0"], .dark),
      (nil, ["COLORFGBG": "0;default;15"], .light),
    ] as [(TerminalPalette.RGB?, [String: String], ColorScheme)])
  func detectedScheme(background: TerminalPalette.RGB?, environment: [String: String], expected: ColorScheme) {
    #expect(ColorScheme.detected(background: background, environment: environment) == expected)
  }

  @Test("a terminal that answers no colour and sets no COLORFGBG has no scheme of its own: light is drawn")
  func noScheme() {
    #expect(ColorScheme.detected(background: nil, environment: [:]) == nil)
    #expect(ColorScheme.detected(background: nil, environment: ["COLORFGBG": "default"]) == nil)
  }

  @Test("a background chosen by its luma is dark below half, light above, and keeps its colour")
  func appearanceOnBackground() {
    #expect(TerminalAppearance.on(TerminalPalette.RGB(0x1e, 0x1e, 0x1e)).colorScheme == .dark)
    #expect(TerminalAppearance.on(TerminalPalette.RGB(0xfd, 0xf6, 0xe3)).colorScheme == .light)
    #expect(
      TerminalAppearance.on(TerminalPalette.RGB(0x1e, 0x1e, 0x1e)).background == TerminalPalette.RGB(0x1e, 0x1e, 0x1e))
  }
}
