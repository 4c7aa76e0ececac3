import Foundation
import PreviewKit
import PreviewRunner
import PreviewSnapshots
import SamplePreviews
import SampleReadingList
import Testing
import TextUI

/// The repository's own previews against its committed `Snapshots/`: this is how the README's
/// test command (`swift test`) verifies the snapshots and runs the app check.
@Suite("Committed snapshots and app check", .serialized)
@MainActor
struct CommittedSnapshotsTests {
  static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

  private func runner(_ arguments: [String]) async -> (code: Int32, output: String) {
    let console = Console.capturing()
    let code = await PreviewRunnerCommand.run(
      arguments: arguments, environment: [:], providers: DiscoveredPreviews.providers,
      appChecks: DiscoveredPreviews.appChecks, workingDirectory: Self.repositoryRoot, output: console,
      variants: DiscoveredPreviews.variants)
    return (code, console.standardOutput + console.standardError)
  }

  // Settled states never wait on the clock; the generous limit only keeps a starved CI
  // machine from reporting a slow state as hung.
  @Test("every committed snapshot matches a fresh rendering (CI mode: nothing is written)")
  func committedSnapshotsMatch() async throws {
    let newDirectory = FileManager.default.temporaryDirectory
      .appendingPathComponent("committed-snapshots-\(ProcessInfo.processInfo.processIdentifier)").path
    defer { try? FileManager.default.removeItem(atPath: newDirectory) }
    let (code, output) = await runner(["--ci", "--new-dir", newDirectory, "--timeout", "120"])
    #expect(code == 0, "\(output)")
    let summary = output.split(separator: "\n").last.map(String.init) ?? ""
    #expect(summary.hasSuffix(" passed, 0 failed"), "\(output)")
  }

  @Test("the app check walks every destination with the full AppDependency and finds no placeholder")
  func appCheckPasses() async {
    let (code, output) = await runner(["check-app", "--timeout", "120"])
    #expect(code == 0, "\(output)")
    #expect(output.hasSuffix("passed, 0 failed\n"), "\(output)")
  }

  /// The app as it would be if its root forgot `.environment(\.appDependency, …)`.
  struct UninjectedApp: AppCheckProvider {
    static var root: some View { AppRootView() }
  }

  @Test("removing the root injection fails the app check and names the path of taps")
  func appCheckCatchesMissingInjection() async {
    var lines: [String] = []
    let code = await AppCheck.run([UninjectedApp.self], timeout: .seconds(5)) { lines.append($0) }
    #expect(code == 1)
    #expect(lines.contains { $0.contains("AppDependency is not set at root › Reading List") }, "\(lines)")
    #expect(lines.last?.hasSuffix(" failed") == true)
    #expect(lines.last?.hasSuffix(" 0 failed") == false)
  }

  /// Ten renderings in one process catch state one rendering leaves for the next (a cache, a
  /// counter, a shared generator), which shows from the second rendering on; a different
  /// process, hash seed, time zone or locale is `--repeat`'s job (RepeatTests, and the In tests
  /// recipe's `preview-runner --repeat 3`). A hundred, as this once did, cost a minute and a
  /// half of the main actor in a debug build and caught nothing ten do not.
  @Test("every preview state renders byte-identically 10 times in a row")
  func renderingIsDeterministic() async {
    let renderer = StateRenderer(timeout: .seconds(120))
    for provider in DiscoveredPreviews.providers {
      for state in provider.states {
        let width = (state.layout ?? provider.layout).widths[0]
        let height = (state.layout ?? provider.layout).height
        let id = SnapshotID(component: "Determinism", preview: provider.previewName, state: state.name, width: width)
        let first = await renderer.render(state, id: id, height: height)
        let expected = first.steps.map(\.bytes)
        #expect(
          first.failure.map { "\($0)" } == nil,
          "\(provider.previewName) \(state.name): \(String(describing: first.failure))")
        for _ in 1..<10 {
          let again = await renderer.render(state, id: id, height: height)
          let rendered = again.steps.map(\.bytes)
          if rendered != expected {
            Issue.record("\(provider.previewName) \(state.name) rendered differently")
            break
          }
        }
      }
    }
  }
}
