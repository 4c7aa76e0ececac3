import Foundation
import PreviewKit
import PreviewRunner
import Testing
import TextUI

/// What the lamp previews show; tests change it.
@MainActor
private enum Lamp {
  static var word = "on"
}

private struct LampPreviews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(width: 10, height: 2) }
  static var states: [PreviewState] {
    [
      PreviewState("lit") { Text("lamp " + Lamp.word).foregroundColor(.green).backgroundColor(Color(hex: 0x102030)) },
      PreviewState("<dark> & \"quiet\"") { Text("本 lamp").bold() },
    ]
  }
}

private struct LampPowerKey: EnvironmentKey {
  static let defaultValue: String? = nil
}

extension EnvironmentValues {
  fileprivate var lampPower: String? {
    get { self[LampPowerKey.self] }
    set { self[LampPowerKey.self] = newValue }
  }
}

/// A state whose dependency is not injected (a "not set" placeholder) and an inverse cell.
private struct SocketPreviews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(width: 3, height: 1) }
  static var states: [PreviewState] {
    [
      PreviewState("unplugged") { DependencyProvider(\.lampPower) { Text($0) } },
      PreviewState("inverse") { Text("x").foregroundColor(.red).inverse() },
    ]
  }
}

/// The unplugged socket at two widths: each rendering shows the placeholder.
private struct WideSocketPreviews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(widths: [3, 5], height: 1) }
  static var states: [PreviewState] {
    [PreviewState("unplugged") { DependencyProvider(\.lampPower) { Text($0) } }]
  }
}

@MainActor private let providers: [any PreviewProvider.Type] = [LampPreviews.self]

/// The `<article>` of `path` in `page`.
private func article(_ path: String, in page: String) -> String? {
  guard let start = page.range(of: "data-path=\"\(path)\"") else { return nil }
  let end = page.range(of: "</article>", range: start.upperBound..<page.endIndex)?.lowerBound ?? page.endIndex
  return String(page[start.lowerBound..<end])
}

@Suite("HTML report", .serialized)
@MainActor
struct HTMLReportTests {
  @Test("the page shows the summary, failed states first with both sides and changed cells, then the rest")
  func page() async throws {
    let sandbox = try RunnerSandbox()
    defer { Lamp.word = "on" }
    _ = await sandbox.run(["--record"], providers: providers)
    try sandbox.write(try sandbox.read("Lamp/LampPreviews.lit.txt"), to: "Lamp/LampPreviews.gone.txt")
    Lamp.word = "off"
    let reportPath = sandbox.path("report.html")
    let result = await sandbox.run(["--report", "html", reportPath], providers: providers)
    #expect(result.code == 1)
    let page = try String(contentsOfFile: reportPath, encoding: .utf8)

    #expect(page.hasPrefix("<!DOCTYPE html>"))
    #expect(page.contains("<p class=\"summary\" id=\"summary\">1 passed, 1 failed, 1 stale</p>"))
    #expect(!page.contains("<script") && !page.contains("http://") && !page.contains("https://"))

    let failed = try #require(article("Lamp/LampPreviews.lit.txt", in: page))
    #expect(failed.contains("data-status=\"failed\""))
    #expect(failed.contains("data-side=\"reference\"") && failed.contains("data-side=\"new\""))
    #expect(failed.contains("style=\"color:#00cd00;background-color:#102030\">lamp o</span>"))
    #expect(
      failed.contains(
        "<span class=\"chg\" style=\"color:#00cd00;background-color:#102030\">n</span><span class=\"chg\"> </span>"))
    #expect(failed.contains("<span class=\"chg\" style=\"color:#00cd00;background-color:#102030\">ff</span>"))

    let quiet = try #require(article("Lamp/LampPreviews.%3Cdark%3E-%26-%22quiet%22.txt", in: page))
    #expect(quiet.contains("Lamp/LampPreviews &lt;dark&gt; &amp; &quot;quiet&quot;"))
    #expect(quiet.contains("<span class=\"w\" style=\"font-weight:700\">本</span>"))
    #expect(!quiet.contains("data-side=\"reference\""))

    let stale = try #require(article("Lamp/LampPreviews.gone.txt", in: page))
    #expect(stale.contains("data-status=\"stale\""))
    #expect(stale.contains("lamp on"))

    #expect(page.range(of: "id=\"failed\"")!.lowerBound < page.range(of: "id=\"states\"")!.lowerBound)

    _ = await sandbox.run(["--report", "html", reportPath], providers: providers)
    #expect(try String(contentsOfFile: reportPath, encoding: .utf8) == page)
  }

  @Test("new states and placeholders are marked; inverse swaps the colours")
  func marks() async throws {
    let sandbox = try RunnerSandbox()
    let reportPath = sandbox.path("report.html")
    let result = await sandbox.run(["--report", "html", reportPath], providers: [SocketPreviews.self])
    #expect(result.code == 0)
    let page = try String(contentsOfFile: reportPath, encoding: .utf8)
    let state = try #require(article("Socket/SocketPreviews.unplugged.txt", in: page))
    #expect(state.contains("<span class=\"badge new\">new</span>"))
    #expect(state.contains("<span class=\"badge placeholder\">placeholder: String not set</span>"))
    #expect(state.contains("background-color:#cd0000"))
    let inverse = try #require(article("Socket/SocketPreviews.inverse.txt", in: page))
    // The root is centred, as SwiftUI places it: a space before the cell and one after.
    #expect(inverse.contains("> <span style=\"color:#1b1d23;background-color:#cd0000\">x</span> </pre>"))
  }

  @Test("a placeholder is marked on the rendering at the width that showed it, once")
  func placeholdersPerWidth() async throws {
    let sandbox = try RunnerSandbox()
    let reportPath = sandbox.path("report.html")
    let result = await sandbox.run(["--report", "html", reportPath], providers: [WideSocketPreviews.self])
    #expect(result.code == 0)
    let page = try String(contentsOfFile: reportPath, encoding: .utf8)
    let badge = "<span class=\"badge placeholder\">placeholder: String not set</span>"
    for path in ["WideSocket/WideSocketPreviews.unplugged.w3.txt", "WideSocket/WideSocketPreviews.unplugged.w5.txt"] {
      let state = try #require(article(path, in: page))
      #expect(state.components(separatedBy: badge).count == 2, "\(path): \(state)")
    }
  }

  @Test("an unwritable report path is an error before anything is rendered")
  func unwritable() async throws {
    let sandbox = try RunnerSandbox()
    for path in [sandbox.path("missing/report.html"), sandbox.root.path] {
      let result = await sandbox.run(["--report", "html", path], providers: providers)
      #expect(result.code == 2)
      #expect(result.error.hasPrefix("error: cannot write the html report to \(path): "))
      #expect(result.output.isEmpty)
      #expect(sandbox.listing() == [])
    }
  }
}
