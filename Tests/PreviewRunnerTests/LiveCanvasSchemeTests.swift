import PreviewKit
import PreviewSnapshots
import Testing
import TextUI

@testable import PreviewRunner

private struct BannerPreviews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(width: 20) }
  static var states: [PreviewState] {
    [PreviewState("first") { Text("First") }, PreviewState("second") { Text("Second") }]
  }
}

/// Which variant a fresh `preview-runner live` starts in: the one of the terminal's colour
/// scheme, unless variants were chosen on the command line (or a reload brings the canvas
/// back to where it was).
@Suite("The live canvas starts in the variant of the terminal's colour scheme")
@MainActor
struct LiveCanvasSchemeTests {
  private func canvas(
    _ configured: [PreviewVariant], chosen: [String] = [], resumed: Bool = false
  ) throws -> LiveCanvas {
    let items = try PreviewPlan.make(
      previews: [PreviewDescription(BannerPreviews.self, configured: configured)], variants: chosen
    ).items
    return LiveCanvas.canvas(
      items: items, providers: [BannerPreviews.self],
      resume: resumed ? HotReload.Resume(state: items[0].displayName, steps: []) : nil, reload: nil,
      followsTerminalScheme: chosen.isEmpty)
  }

  /// The state and variant the status line names.
  private func shown(_ canvas: LiveCanvas) -> String {
    canvas.statusLine(columns: 200)?.leading ?? ""
  }

  @Test("a dark terminal starts in the first state's dark variant; a light or silent one in the first variant")
  func followsTheTerminal() throws {
    let dark = try canvas([.light, .monochrome, .dark])
    #expect(dark.asksTerminalColorScheme)
    dark.terminalColorSchemeDetected(.dark)
    #expect(dark.environment.colorScheme == .dark)
    #expect(shown(dark).contains("first [dark] 1/2"), "\(shown(dark))")
    for scheme in [ColorScheme.light, nil] {
      let other = try canvas([.light, .monochrome, .dark])
      other.terminalColorSchemeDetected(scheme)
      #expect(other.environment.colorScheme == .light)
      #expect(shown(other).contains("first 1/2"), "\(shown(other))")
    }
  }

  @Test("a package whose first variant is dark starts in its light one on a light terminal")
  func darkFirst() throws {
    let canvas = try canvas([.dark, .light])
    canvas.terminalColorSchemeDetected(.light)
    #expect(canvas.environment.colorScheme == .light)
    #expect(shown(canvas).contains("first 1/2"), "\(shown(canvas))")
  }

  @Test("variants chosen with --variant win: the first chosen is shown and the terminal is not asked")
  func chosenVariantsWin() throws {
    let canvas = try canvas([.light, .dark], chosen: ["default", "dark"])
    #expect(!canvas.asksTerminalColorScheme)
    canvas.terminalColorSchemeDetected(.dark)
    #expect(canvas.environment.colorScheme == .light)
  }

  @Test("nothing is asked where the answer changes nothing: no dark variant, or a reload resuming its state")
  func askedOnlyWhenItMatters() throws {
    #expect(try !canvas([.light, .monochrome, .pseudoLocale]).asksTerminalColorScheme)
    #expect(try !canvas([.light, .dark], resumed: true).asksTerminalColorScheme)
  }
}
