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

/// A view that asks a mock for its data when it appears, and shows what came back.
private struct Fetching: View {
  let response: MockResponse<String>
  @State private var text = "loading…"
  var body: some View {
    Text(text).task {
      do { text = try await response.resolve() } catch { text = "failed" }
    }
  }
}

private struct OfflineError: Error {}

/// An error state that kept the loading state's `.pending`, at two widths, beside the states
/// that use their mocks as meant.
private struct MockedPreviews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(widths: [12, 16], height: 1) }
  static var states: [PreviewState] {
    [
      .loading { Fetching(response: .pending) },
      .error { Fetching(response: .pending) },
      PreviewState("network error") { Fetching(response: .failure(OfflineError())) },
    ]
  }
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

  @Test("an error state that settles on a .pending mock is warned about once, naming the preview and state")
  func pendingMockInErrorState() async throws {
    let sandbox = try RunnerSandbox()
    let run = await sandbox.run(["--record"], providers: [MockedPreviews.self])
    #expect(run.code == 0, "\(run.output)\(run.error)")
    let warnings = run.output.split(separator: "\n").filter { $0.hasPrefix("warning:") }
    #expect(
      warnings == [
        "warning: MockedPreviews error: a call was still waiting on a MockResponse .pending when it settled, so "
          + "this error state shows loading; answer with .failure(…) for an error"
      ], "\(run.output)")
    #expect(try sandbox.read("Mocked/MockedPreviews.error.w12.txt").contains("│  loading…  │"))
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
