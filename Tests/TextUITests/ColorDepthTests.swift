import Testing
import TextUI

@Suite("Colour depth")
struct ColorDepthTests {
  @Test(
    "colours map to the nearest colour the depth can show",
    arguments: [
      (ColorDepth.truecolor, Color(hex: 0x123456), Color(hex: 0x123456)),
      (.palette256, Color(hex: 0xFF8700), Color(palette: 208)),
      (.palette256, Color(hex: 0x000000), Color(palette: 16)),
      (.palette256, Color(hex: 0x7F7F7F), Color(palette: 244)),
      (.palette256, Color(palette: 42), Color(palette: 42)),
      (.palette256, Color.red, Color.red),
      (.ansi16, Color(hex: 0xFF8700), Color.yellow),
      (.ansi16, Color(hex: 0xC80000), Color.red),
      (.ansi16, Color(palette: 9), Color.brightRed),
      (.ansi16, Color(palette: 236), Color.black),
      (.ansi16, Color(palette: 250), Color.white),
      (.ansi16, Color.clear, Color.clear),
    ])
  func mapping(depth: ColorDepth, color: Color, expected: Color) {
    #expect(depth.map(color) == expected)
  }

  @Test(
    "the default depth follows COLORTERM and TERM",
    arguments: [
      (["COLORTERM": "truecolor", "TERM": "xterm"], ColorDepth.truecolor),
      (["COLORTERM": "24bit"], .truecolor),
      (["TERM": "xterm-direct"], .truecolor),
      (["TERM": "xterm-256color"], .palette256),
      (["TERM": "screen.xterm-256color"], .palette256),
      (["TERM": "xterm"], .ansi16),
      ([:], .ansi16),
    ])
  func detection(environment: [String: String], expected: ColorDepth) {
    #expect(ColorDepth.detected(environment: environment) == expected)
  }

  @Test("the palette table is xterm's: the cube, the grey ramp and the bright colours")
  func palette() {
    #expect(TerminalPalette.colors.count == 256)
    #expect(TerminalPalette.colors[208].hex == "#ff8700")
    #expect(TerminalPalette.colors[232].hex == "#080808")
    #expect(TerminalPalette.colors[255].hex == "#eeeeee")
    #expect(TerminalPalette.colors[12].hex == "#5c5cff")
  }
}
