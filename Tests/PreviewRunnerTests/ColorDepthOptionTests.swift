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

@Suite("Colour depth option")
struct ColorDepthOptionTests {
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
