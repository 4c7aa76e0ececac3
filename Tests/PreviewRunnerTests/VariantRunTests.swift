import Foundation
import PreviewKit
import PreviewSnapshots
import Testing
import TextUI

@testable import PreviewRunner

/// A settings row: a title in the catalog, a link in the accent colour and a bold label.
private struct SettingsRow: View {
  @Environment(\.colorScheme) var colorScheme
  var body: some View {
    VStack(alignment: .leading) {
      Text("Settings").bold()
      Text(verbatim: "Open").foregroundColor(.accentColor)
      Text(verbatim: colorScheme == .dark ? "scheme dark" : "scheme light")
    }
  }
}

private struct RowPreviews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(width: 20) }
  static var states: [PreviewState] { [PreviewState("plain") { SettingsRow() }] }
}

/// The same row, with the monochrome variant removed and a German one added for itself.
private struct TrimmedRowPreviews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(width: 20) }
  static var states: [PreviewState] { [PreviewState("plain") { SettingsRow() }] }
  static func variants(from configured: [PreviewVariant]) -> [PreviewVariant] {
    configured.filter { $0 != .monochrome } + [.locale("de_DE")]
  }
}

/// A button titled with a key the catalog translates, tapped by a step written in English.
private struct TappedPreviews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(width: 24) }
  static var states: [PreviewState] {
    [PreviewState("tapped", steps: [.tap("Settings")]) { Tapper() }]
  }
}

private struct Tapper: View {
  @State private var taps = 0
  var body: some View {
    VStack {
      Button("Settings") { taps += 1 }
      Text(verbatim: "taps \(taps)")
    }
  }
}

/// The matrix the tests declare, as a package's `PreviewConfiguration` would.
private let matrix: [PreviewVariant] = [.light, .dark, .monochrome, .locale("ja"), .pseudoLocale, .rightToLeft]

/// The rows of a snapshot's frame, spaces at either end trimmed.
private func canvas(_ snapshot: String) -> [String] {
  snapshot.split(separator: "\n").filter { $0.hasPrefix("│") }.map {
    String($0.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces)
  }
}

@MainActor
@Suite("Variants in the runner: one snapshot per state and variant, --variant, --list, bad input")
struct VariantRunTests {
  @Test("--record writes every state once per variant under its suffix, and a second run passes")
  func recordsEveryVariant() async throws {
    let sandbox = try RunnerSandbox()
    let recorded = await sandbox.run(["--record"], providers: [RowPreviews.self], variants: matrix)
    #expect(recorded.code == 0, "\(recorded.output)\(recorded.error)")
    #expect(
      sandbox.listing() == [
        "Row/RowPreviews.plain.txt", "Row/RowPreviews.plain@dark.txt", "Row/RowPreviews.plain@ja.txt",
        "Row/RowPreviews.plain@monochrome.txt", "Row/RowPreviews.plain@pseudo.txt", "Row/RowPreviews.plain@rtl.txt",
      ])
    let dark = try sandbox.read("Row/RowPreviews.plain@dark.txt")
    #expect(dark.contains("\nvariant: dark\n"))
    #expect(dark.contains("\nterminal: dark #e5e5e5 on #000000\n"))
    #expect(dark.contains("1: 4..<8 fg=p33"))
    #expect(canvas(dark).last == "scheme dark")
    let monochrome = try sandbox.read("Row/RowPreviews.plain@monochrome.txt")
    #expect(monochrome.contains("\nterminal: light #000000 on #ffffff, no colour\n"))
    #expect(!monochrome.contains("fg="))
    #expect(canvas(try sandbox.read("Row/RowPreviews.plain@ja.txt")).first == "設定")
    #expect(canvas(try sandbox.read("Row/RowPreviews.plain@pseudo.txt")).first?.hasPrefix("[") == true)
    let verified = await sandbox.run([], providers: [RowPreviews.self], environment: ["CI": "1"], variants: matrix)
    #expect(verified.code == 0, "\(verified.output)\(verified.error)")
    // Right to left, the rows align to the right edge of the stack.
    let rtl = canvas(try sandbox.read("Row/RowPreviews.plain@rtl.txt"))
    #expect(rtl.contains("Settings") && rtl.contains("Open"))
    #expect(try sandbox.read("Row/RowPreviews.plain@rtl.txt").contains("\n│        Settings    │\n"))
    #expect(summaryLine(verified.output) == "6 passed, 0 failed")
  }

  @Test(
    "the default variant's file is byte for byte what a run without variants writes, and it carries no variant field")
  func defaultVariantUnchanged() async throws {
    let plain = try RunnerSandbox()
    _ = await plain.run(["--record"], providers: [RowPreviews.self])
    let matrixed = try RunnerSandbox()
    _ = await matrixed.run(["--record"], providers: [RowPreviews.self], variants: matrix)
    let before = try plain.read("Row/RowPreviews.plain.txt")
    #expect(try matrixed.read("Row/RowPreviews.plain.txt") == before)
    #expect(!before.contains("variant:") && !before.contains("terminal:"))
  }

  @Test("a preview removes and adds variants for itself")
  func previewChangesItsVariants() async throws {
    let sandbox = try RunnerSandbox()
    let recorded = await sandbox.run(["--record"], providers: [TrimmedRowPreviews.self], variants: matrix)
    #expect(recorded.code == 0, "\(recorded.output)\(recorded.error)")
    #expect(
      sandbox.listing() == [
        "TrimmedRow/TrimmedRowPreviews.plain.txt", "TrimmedRow/TrimmedRowPreviews.plain@dark.txt",
        "TrimmedRow/TrimmedRowPreviews.plain@de_DE.txt", "TrimmedRow/TrimmedRowPreviews.plain@ja.txt",
        "TrimmedRow/TrimmedRowPreviews.plain@pseudo.txt", "TrimmedRow/TrimmedRowPreviews.plain@rtl.txt",
      ])
  }

  @Test("--variant renders only the variants named, and a mistyped one exits 2 with a did-you-mean, writing nothing")
  func variantOption() async throws {
    let sandbox = try RunnerSandbox()
    let dark = await sandbox.run(["--record", "--variant", "dark"], providers: [RowPreviews.self], variants: matrix)
    #expect(dark.code == 0, "\(dark.output)\(dark.error)")
    #expect(sandbox.listing() == ["Row/RowPreviews.plain@dark.txt"])
    let both = await sandbox.run(
      ["--record", "--variant", "default", "--variant", "ja"], providers: [RowPreviews.self], variants: matrix)
    #expect(both.code == 0)
    #expect(sandbox.listing().count == 3)
    let typo = await sandbox.run(["--record", "--variant", "dakr"], providers: [RowPreviews.self], variants: matrix)
    #expect(typo.code == 2)
    #expect(
      typo.error.contains(
        "error: no variant is named 'dakr'; did you mean 'dark'? the variants are dark, ja, light, monochrome, pseudo, rtl"
      ))
    #expect(sandbox.listing().count == 3)
  }

  @Test("--list has a column naming each line's variant")
  func listColumn() async throws {
    let sandbox = try RunnerSandbox()
    let listed = await sandbox.run(["--list"], providers: [RowPreviews.self], variants: [.light, .dark])
    #expect(listed.code == 0)
    #expect(listed.output == "Row/RowPreviews plain  light\nRow/RowPreviews plain  dark\n")
  }

  @Test("an unknown locale identifier in a variant exits 2, naming it with a did-you-mean, and writes nothing")
  func unknownLocale() async throws {
    let sandbox = try RunnerSandbox()
    let run = await sandbox.run(["--record"], providers: [RowPreviews.self], variants: [.light, .locale("jp")])
    #expect(run.code == 2)
    #expect(run.error.contains("RowPreviews: the variant 'jp': unknown locale identifier \"jp\""))
    #expect(run.error.contains("ja_JP"))
    #expect(sandbox.listing().isEmpty)
  }

  @Test("two variants whose snapshot names would collide exit 2 and write nothing")
  func collidingNames() async throws {
    let sandbox = try RunnerSandbox()
    let run = await sandbox.run(
      ["--record"], providers: [RowPreviews.self], variants: [.light, .dark, .monochrome.named("Dark")])
    #expect(run.code == 2)
    #expect(
      run.error.contains(
        "RowPreviews: the variants 'dark' and 'Dark' would both write <state>@Dark.txt"))
    #expect(sandbox.listing().isEmpty)
    let twoDefaults = await sandbox.run(
      ["--record"], providers: [RowPreviews.self], variants: [.light, .light.named("day")])
    #expect(twoDefaults.code == 2)
    #expect(sandbox.listing().isEmpty)
  }

  @Test("the JSON and JUnit reports name each result's variant; the HTML report shows a state's variants side by side")
  func reportsNameTheVariant() async throws {
    let sandbox = try RunnerSandbox()
    _ = await sandbox.run(["--record"], providers: [RowPreviews.self], variants: [.light, .dark])
    let run = await sandbox.run(
      [
        "--report", "json", sandbox.path("report.json"), "--report", "junit", sandbox.path("junit.xml"),
        "--report", "html", sandbox.path("report.html"),
      ], providers: [RowPreviews.self], environment: ["CI": "1"], variants: [.light, .dark])
    #expect(run.code == 0, "\(run.output)\(run.error)")
    let json = try String(contentsOfFile: sandbox.path("report.json"), encoding: .utf8)
    #expect(json.contains(#""variant" : "dark""#) || json.contains(#""variant":"dark""#), "\(json)")
    #expect(json.contains("RowPreviews.plain@dark.txt"))
    let junit = try String(contentsOfFile: sandbox.path("junit.xml"), encoding: .utf8)
    #expect(junit.contains("[dark]"), "\(junit)")
    let html = try String(contentsOfFile: sandbox.path("report.html"), encoding: .utf8)
    let variants = try #require(html.range(of: "<div class=\"variants\">"))
    let group = html[variants.upperBound...].prefix { _ in true }
    #expect(group.contains("data-path=\"Row/RowPreviews.plain.txt\""))
    #expect(group.contains("data-path=\"Row/RowPreviews.plain@dark.txt\""))
    #expect(html.contains("Row/RowPreviews plain [dark]"))
  }

  @Test("--repeat renders every state in every variant again and passes when they render the same")
  func repeatPerVariant() async throws {
    let sandbox = try RunnerSandbox()
    let run = await sandbox.run(
      ["--repeat", "2"], providers: [RowPreviews.self], variants: [.light, .dark, .pseudoLocale])
    #expect(run.code == 0, "\(run.output)\(run.error)")
    #expect(summaryLine(run.output) == "3 passed, 0 failed (each state rendered 2 times)")
  }

  @Test("a step names its control in the development language, and finds it translated in another locale's variant")
  func stepsInTranslatedVariants() async throws {
    let sandbox = try RunnerSandbox()
    let run = await sandbox.run(
      ["--record"], providers: [TappedPreviews.self], variants: [.light, .locale("ja"), .pseudoLocale])
    #expect(run.code == 0, "\(run.output)\(run.error)")
    #expect(try sandbox.read("Tapped/TappedPreviews.tapped.1-tap-Settings@ja.txt").contains("taps 1"))
    #expect(try sandbox.read("Tapped/TappedPreviews.tapped.1-tap-Settings@pseudo.txt").contains("taps 1"))
  }

  @Test("show prints a state's variants side by side when the terminal is wide enough, one after another otherwise")
  func showSideBySide() async throws {
    let sandbox = try RunnerSandbox()
    let wide = await sandbox.run(
      ["show"], providers: [RowPreviews.self], environment: ["COLUMNS": "60"], variants: [.light, .dark])
    #expect(wide.code == 0)
    #expect(
      wide.output == """
        ── Row/RowPreviews plain
        light                 dark
            Settings              Settings
            Open                  Open
            scheme light          scheme dark

        """, "\(wide.output)")
    let narrow = await sandbox.run(
      ["show"], providers: [RowPreviews.self], environment: ["COLUMNS": "30"], variants: [.light, .dark])
    #expect(narrow.output.contains("── Row/RowPreviews plain\n"))
    #expect(narrow.output.contains("── Row/RowPreviews plain [dark]\n"))
  }

  @Test(
    "show's width: COLUMNS when set to a width, else the terminal's; none (one after another) off a terminal",
    arguments: [
      ([:], 200, 200),
      (["COLUMNS": "60"], 200, 60),
      (["COLUMNS": "60"], nil, 60),
      (["COLUMNS": "0"], 120, 120),
      (["COLUMNS": "wide"], 120, 120),
      ([:], nil, nil),
    ] as [([String: String], Int?, Int?)])
  func showWidth(environment: [String: String], terminal: Int?, expected: Int?) {
    #expect(ShowCommand.sideBySideColumns(environment: environment, terminalColumns: terminal) == expected)
  }

  @Test("show on a terminal wide enough puts variants side by side without COLUMNS; a pipe never does")
  func showOnTerminal() async throws {
    let sandbox = try RunnerSandbox()
    let terminal = await sandbox.run(
      ["show"], providers: [RowPreviews.self], console: .capturing(isTerminal: true, columns: 60),
      variants: [.light, .dark])
    #expect(terminal.output.contains("\nlight                 dark\n"), "\(terminal.output)")
    let pipe = await sandbox.run(
      ["show"], providers: [RowPreviews.self], console: .capturing(isTerminal: false, columns: 60),
      variants: [.light, .dark])
    #expect(pipe.output.contains("── Row/RowPreviews plain [dark]\n"), "\(pipe.output)")
  }
}
