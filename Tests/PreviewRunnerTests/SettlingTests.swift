import Foundation
import Observation
import PreviewKit
import PreviewRunner
import PreviewSnapshots
import Testing
import TextUI

/// A model whose loading goes through a mock, as the sample app's view models do.
@MainActor
private final class CounterModel: ObservableObject {
  @Published var text = "waiting"
  let response: MockResponses<String>
  init(_ response: MockResponses<String>) { self.response = response }

  func load() async {
    do {
      text = try await response.resolve()
    } catch is CancellationError {
    } catch {
      text = "failed: \(error)"
    }
  }
}

private struct LoadingScreen: View {
  @StateObject var model: CounterModel
  var body: some View {
    VStack(alignment: .leading) {
      Text(model.text)
      Button("Reload") { Task { await model.load() } }
    }
    .task { await model.load() }
  }
}

private struct Offline: Error, CustomStringConvertible {
  var description: String { "offline" }
}

/// A screen whose task never settles and is not waiting on a mock: an endless async loop.
private struct SpinningScreen: View {
  var body: some View {
    Text("spinning").task {
      while !Task.isCancelled { await Task.yield() }
    }
  }
}

private struct HungPreviews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(width: 20) }
  static var states: [PreviewState] {
    [
      PreviewState("spins") { SpinningScreen() },
      .success { LoadingScreen(model: CounterModel(MockResponses([.success("ready")]))) },
    ]
  }
}

@Suite("Settling async work", .serialized)
@MainActor
struct SettlingTests {
  private func render(_ view: some View, steps: [PreviewStep] = []) async -> StateOutcome {
    await StateRenderer(timeout: .seconds(30)).render(
      PreviewState("test", steps: steps) { view },
      id: SnapshotID(component: "C", preview: "P", state: "test", width: 30),
      height: nil, encode: RenderOutput.plain.bytes)
  }

  /// The rows of a rendering without the spaces around them: where the root is placed
  /// (centred, as SwiftUI places it) is not what these tests are about.
  private func text(_ rendered: RenderedSnapshot) -> String {
    rendered.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: "\n")
  }

  @Test(
    "one view model gives loading, success and error from its mock",
    arguments: [
      (MockResponse<String>.pending, "waiting"),
      (.success("42 items"), "42 items"),
      (.failure(Offline()), "failed: offline"),
    ] as [(MockResponse<String>, String)])
  func statesFromMocks(response: MockResponse<String>, expected: String) async {
    let outcome = await render(LoadingScreen(model: CounterModel(MockResponses([response]))))
    #expect(outcome.failure.map { "\($0)" } == nil)
    #expect(outcome.steps.map(text) == ["\(expected)\n[ Reload ]"])
  }

  @Test("a tap that starts a Task is followed until the model changes: fail, then succeed")
  func tapStartsWork() async {
    let model = CounterModel(MockResponses([.failure(Offline()), .success("7"), .pending]))
    let outcome = await render(LoadingScreen(model: model), steps: [.tap("Reload"), .tap("Reload")])
    #expect(outcome.failure.map { "\($0)" } == nil)
    #expect(outcome.steps.map(text) == ["failed: offline\n[ Reload ]", "7\n[ Reload ]", "7\n[ Reload ]"])
    #expect(model.response.callCount == 3)
  }

  @Test("a preview whose work never settles is reported, and the others still pass")
  func hungPreviewIsReported() async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hung-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let console = Console.capturing()
    let code = await PreviewRunnerCommand.run(
      arguments: ["--timeout", "0.5", "--snapshots", directory.path], environment: [:],
      providers: [HungPreviews.self], appChecks: [], workingDirectory: directory.path, output: console)
    let output = console.standardOutput
    #expect(code == 1)
    #expect(output.contains("Hung/HungPreviews spins"), "\(output)")
    #expect(output.contains("did not settle after the first render"), "\(output)")
    // Names the product's own ways to wait, for a preview that waits with a real Task.sleep.
    #expect(
      output.contains(
        "(a real network call, a real Task.sleep, a deadlock or an endless loop?); for a loading state use a "
          + "MockResponse .pending, and sleep on @Dependency(\\.continuousClock), which is instant in previews"),
      "\(output)")
    #expect(output.split(separator: "\n").last == "0 passed, 1 failed, 1 new", "\(output)")
  }

  @Test("tasks restart when their id changes and are cancelled when their view leaves")
  func taskLifecycle() async throws {
    let log = Log()
    let graph = ViewGraph(LifecycleProbe(log: log))
    _ = await graph.renderSettled(width: 20, height: nil, timeout: .seconds(30))
    #expect(log.entries == ["appear", "task 0"])
    log.probe?.wrappedValue = 1
    _ = await graph.renderSettled(width: 20, height: nil, timeout: .seconds(30))
    #expect(log.entries == ["appear", "task 0", "task 1"])
    log.showsProbe?.wrappedValue = false
    _ = await graph.renderSettled(width: 20, height: nil, timeout: .seconds(30))
    #expect(log.entries == ["appear", "task 0", "task 1", "disappear"])
    graph.tearDown()
  }
}

@MainActor
private final class Log {
  var entries: [String] = []
  var probe: Binding<Int>?
  var showsProbe: Binding<Bool>?
}

private struct LifecycleProbe: View {
  let log: Log
  @State private var id = 0
  @State private var shows = true

  var body: some View {
    let _ = log.probe = $id
    let _ = log.showsProbe = $shows
    if shows {
      Text("probe \(id)")
        .onAppear { log.entries.append("appear") }
        .onDisappear { log.entries.append("disappear") }
        .task(id: id) { [id] in log.entries.append("task \(id)") }
    }
  }
}
