import Foundation
import PreviewKit
import PreviewSnapshots
import Testing
import TextUI

@testable import PreviewRunner

/// Navy text: 14:1 on a white terminal, 1.5:1 on a black one.
private struct NavyPreviews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(width: 20) }
  static var states: [PreviewState] {
    [PreviewState("plain") { Text(verbatim: "Due tomorrow").foregroundColor(Color(hex: 0x1A1A6E)) }]
  }
}

/// A toggle drawn as a dot, green when on and grey when off: the state in colour alone.
private struct DotToggleStyle: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      Text(verbatim: "●").foregroundColor(configuration.isOn ? .green : .gray)
      configuration.label
    }
  }
}

/// The same dot, filled when on and hollow when off: the state shows without colour too.
private struct ShapeToggleStyle: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      Text(verbatim: configuration.isOn ? "●" : "○").foregroundColor(configuration.isOn ? .green : .gray)
      configuration.label
    }
  }
}

/// Two settings, one on and one off, in a toggle style.
private struct Settings<Style: ToggleStyle>: View {
  let style: Style
  @State private var wifi = true
  @State private var bluetooth = false
  var body: some View {
    VStack(alignment: .leading) {
      Toggle("Wi-Fi", isOn: $wifi)
      Toggle("Bluetooth", isOn: $bluetooth)
    }
    .toggleStyle(style)
  }
}

/// One setting, tapped by a step: its alternative is the drawing before the step.
private struct OneSetting: View {
  @State private var wifi = false
  var body: some View { Toggle("Wi-Fi", isOn: $wifi).toggleStyle(DotToggleStyle()) }
}

private struct DotPreviews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(width: 24) }
  static var states: [PreviewState] {
    [
      PreviewState("both") { Settings(style: DotToggleStyle()) },
      PreviewState("tapped", steps: [.tap("Wi-Fi")]) { OneSetting() },
    ]
  }
}

private struct ShapePreviews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(width: 24) }
  static var states: [PreviewState] { [PreviewState("both") { Settings(style: ShapeToggleStyle()) }] }
}

/// The lines of `output` that report a failing finding.
private func findingLines(_ output: String) -> [String] {
  output.split(separator: "\n").map(String.init).filter { $0.hasPrefix("✗ ") }
}

@MainActor
@Suite("The audit per variant: contrast on each scheme's background, --background, the colour-only rule")
struct VariantAuditTests {
  @Test("a colour that fails contrast only on dark is found on the dark variant and not on light")
  func contrastPerScheme() async throws {
    let sandbox = try RunnerSandbox()
    let run = await sandbox.run(["audit"], providers: [NavyPreviews.self], variants: [.light, .dark])
    #expect(run.code == 1)
    let lines = findingLines(run.output)
    #expect(lines.count == 1, "\(run.output)")
    #expect(lines.first?.hasPrefix("✗ Navy/NavyPreviews plain [dark]: contrast: text \"Due tomorrow\"") == true)
    #expect(lines.first?.contains("(#1a1a6e on #000000, default colours #e5e5e5 on #000000)") == true)
  }

  @Test("--background checks contrast on one background for every variant")
  func backgroundOption() async throws {
    let sandbox = try RunnerSandbox()
    let light = await sandbox.run(
      ["audit", "--background", "light"], providers: [NavyPreviews.self], variants: [.light, .dark])
    #expect(light.code == 0, "\(light.output)")
    let black = await sandbox.run(["audit", "--background", "#000000"], providers: [NavyPreviews.self])
    #expect(black.code == 1)
    #expect(findingLines(black.output).count == 1)
    let bad = await sandbox.run(["audit", "--background", "navy"], providers: [NavyPreviews.self])
    #expect(bad.code == 2)
    #expect(bad.error.contains("--background: 'navy' is not dark, light or a colour #rrggbb"))
  }

  @Test("a toggle whose on and off differ only in colour fails colour-only, beside another and across a step")
  func colourOnlyToggle() async throws {
    let sandbox = try RunnerSandbox()
    let run = await sandbox.run(["audit"], providers: [DotPreviews.self])
    #expect(run.code == 1)
    let lines = findingLines(run.output)
    #expect(lines.count == 3, "\(run.output)")
    let expected: String =
      "✗ Dot/DotPreviews both: colour-only: toggle \"Wi-Fi\" value=\"on\" — its state “on” and the state “off” "
      + "of toggle “Bluetooth” differ only in colour, so a terminal without colour (NO_COLOR, the monochrome "
      + "variant) draws them alike; show the state in text, a symbol or an attribute too (bold, underline, "
      + "inverse, a ✓ or ●/○)"
    #expect(lines.first == expected)
    #expect(lines.last?.hasPrefix("✗ Dot/DotPreviews tapped › 1 tap Wi-Fi: colour-only: toggle \"Wi-Fi\"") == true)
    #expect(lines.last?.contains("the same control before the step") == true)
  }

  @Test("the same toggle drawn with a filled and a hollow dot passes colour-only")
  func shapeToggle() async throws {
    let sandbox = try RunnerSandbox()
    let run = await sandbox.run(["audit"], providers: [ShapePreviews.self])
    #expect(run.code == 0, "\(run.output)")
  }
}
