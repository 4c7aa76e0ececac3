import Foundation
import PreviewKit
import Testing
import TextUI

@testable import PreviewRunner

/// A provider whose `states` is empty: it has nothing to render.
private struct EmptyPreviews: PreviewProvider {
  static var states: [PreviewState] { [] }
}

private struct PlainFrictionPreviews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(width: 10, height: 1) }
  static var states: [PreviewState] { [PreviewState("one") { Text("one") }] }
}

@Suite("What a newcomer runs into is said plainly", .serialized)
@MainActor
struct NewcomerFrictionTests {
  private let providers: [any PreviewProvider.Type] = [EmptyPreviews.self, PlainFrictionPreviews.self]

  @Test("a preview with no states fails the run, naming the provider, with or without a filter naming it")
  func previewWithoutStates() async throws {
    let sandbox = try RunnerSandbox()
    _ = await sandbox.run(["--record"], providers: [PlainFrictionPreviews.self])
    for arguments in [[], ["Empty"], ["EmptyPreviews"]] {
      let run = await sandbox.run(arguments, providers: providers)
      #expect(run.code == 1, "\(arguments): \(run.output)\(run.error)")
      #expect(
        run.output.contains(
          "FAIL EmptyPreviews (no states)\nits `states` is empty, so there is nothing to render or check; "
            + "add a PreviewState to it, or remove the provider\n"),
        "\(arguments): \(run.output)")
      #expect(!run.error.contains("did you mean"), "\(run.error)")
    }
    let everything = await sandbox.run([], providers: providers)
    #expect(summaryLine(everything.output) == "1 passed, 1 failed")
    let report = sandbox.path("r.json")
    _ = await sandbox.run(["--report", "json", report], providers: providers)
    #expect(try String(contentsOfFile: report, encoding: .utf8).contains("EmptyPreviews declares no states"))
    // Another filter leaves it out, as it leaves out every preview it does not name.
    let other = await sandbox.run(["PlainFriction"], providers: providers)
    #expect(other.code == 0, "\(other.output)")
    let listed = await sandbox.run(["--list"], providers: providers)
    #expect(listed.code == 1)
    #expect(listed.error.contains("error: EmptyPreviews: its `states` is empty"), "\(listed.error)")
  }

  @Test("'did you mean' never suggests the very name that matched nothing")
  func neverSuggestsTheTypedName() {
    #expect(PreviewPlan.didYouMean("Empty", among: ["Empty", "Plain"]) == "; run with --list to see the names")
    #expect(
      PreviewPlan.didYouMean("empty", among: ["Empty"]) == "; did you mean 'Empty'? (run with --list to see the names)")
  }

  @Test(
    "a mistyped command is suggested when no preview matches it",
    arguments: [("reveiw", "review"), ("shwo", "show"), ("audti", "audit"), ("chek-app", "check-app")])
  func mistypedCommand(typed: String, command: String) async throws {
    let sandbox = try RunnerSandbox()
    let run = await sandbox.run([typed], providers: [PlainFrictionPreviews.self])
    #expect(run.code == 2)
    #expect(
      run.error.contains(
        "error: no preview matches '\(typed)', and it is no command; did you mean 'preview-runner \(command)'?"),
      "\(run.error)")
  }

  @Test("a word after a command, or a preview's name, is not taken for a mistyped command")
  func filtersStayFilters() async throws {
    let sandbox = try RunnerSandbox()
    let shown = await sandbox.run(["show", "reveiw"], providers: [PlainFrictionPreviews.self])
    #expect(shown.code == 2)
    #expect(!shown.error.contains("preview-runner review"), "\(shown.error)")
    #expect(shown.error.contains("no preview matches 'reveiw'"), "\(shown.error)")
  }
}
