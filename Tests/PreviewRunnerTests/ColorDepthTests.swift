import PreviewKit
import PreviewRunner
import Testing
import TextUI

private struct SwatchPreviews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(width: 6, height: 1) }
  static var states: [PreviewState] {
    [
      PreviewState("orange") {
        Text("swatch").foregroundColor(Color(hex: 0xFF8700)).backgroundColor(Color(palette: 236))
      }
    ]
  }
}

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

  @Test("show --color-depth draws the mapped colours; --color-depth is only for show")
  @MainActor
  func show() async throws {
    let sandbox = try RunnerSandbox()
    let exact = await sandbox.run(
      ["show", "--color", "always", "--color-depth", "truecolor"], providers: [SwatchPreviews.self])
    #expect(exact.code == 0)
    #expect(exact.output.contains("\u{1B}[38;2;255;135;0;48;5;236mswatch\u{1B}[0m"))

    let sixteen = await sandbox.run(
      ["show", "--color", "always", "--color-depth", "16"], providers: [SwatchPreviews.self])
    #expect(sixteen.output.contains("\u{1B}[33;40mswatch\u{1B}[0m"))

    let fromTerm = await sandbox.run(
      ["show", "--color", "always"], providers: [SwatchPreviews.self], environment: ["TERM": "xterm-256color"])
    #expect(fromTerm.output.contains("\u{1B}[38;5;208;48;5;236mswatch\u{1B}[0m"))

    let verify = await sandbox.run(["--color-depth", "16"], providers: [SwatchPreviews.self])
    #expect(verify.code == 2)
    #expect(verify.error.hasPrefix("error: '--color-depth' can only be used with 'show'"))

    let bad = await sandbox.run(["show", "--color-depth", "88"], providers: [SwatchPreviews.self])
    #expect(bad.code == 2)
    #expect(
      bad.error.hasPrefix("error: invalid value '88' for '--color-depth': expected one of '16', '256', 'truecolor'"))
  }
}
