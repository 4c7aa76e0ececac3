import Foundation
import PreviewKit
import PreviewRunner
import PreviewSnapshots
import Testing
import TextDependencies
import TextUI

private enum GreetingKey: DependencyKey {
  static let liveValue = "live greeting"
  static let testValue = "test greeting"
  static let previewValue = "preview greeting"
}

/// A closure-based client whose preview value is unimplemented: a preview must override it.
private struct ScoreClient: Sendable {
  var load: @Sendable () async throws -> Int
}

private enum ScoreClientKey: DependencyKey {
  static let liveValue = ScoreClient { 100 }
  static var previewValue: ScoreClient { ScoreClient(load: unimplemented("ScoreClient.load")) }
}

extension DependencyValues {
  fileprivate var greeting: String {
    get { self[GreetingKey.self] }
    set { self[GreetingKey.self] = newValue }
  }

  fileprivate var scoreClient: ScoreClient {
    get { self[ScoreClientKey.self] }
    set { self[ScoreClientKey.self] = newValue }
  }
}

/// A model that waits a day on the dependency clock before showing its message (far beyond
/// any settle limit: only an immediate clock lets it settle, however loaded the machine), and
/// stamps it with the dependency date and UUID.
@MainActor
private final class DelayedModel: ObservableObject {
  @Published var text = "waiting"
  @Dependency(\.continuousClock) private var clock
  @Dependency(\.date.now) private var now
  @Dependency(\.uuid) private var uuid
  @Dependency(\.greeting) private var greeting

  func start() async {
    do {
      try await clock.sleep(for: .seconds(86_400))
      text = "\(greeting) at \(now.formatted(.iso8601)) \(uuid().uuidString.suffix(4))"
    } catch {
      text = "cancelled"
    }
  }
}

private struct DelayedScreen: View {
  @StateObject var model = DelayedModel()
  var body: some View {
    Text(model.text).task { await model.start() }
  }
}

@MainActor
private final class ScoreModel: ObservableObject {
  @Published var text = "no score"
  @Dependency(\.scoreClient) private var client

  func load() async {
    do {
      text = "score \(try await client.load())"
    } catch {
      text = "failed"
    }
  }
}

private struct ScoreScreen: View {
  @StateObject var model = ScoreModel()
  var body: some View {
    Button("Load") { Task { await model.load() } }
    Text(model.text)
  }
}

/// The runner renders every state in the preview dependency context.
@Suite("Preview dependency context", .serialized)
@MainActor
struct PreviewDependenciesTests {
  /// Generous for a loaded machine, and far below the day the model sleeps.
  let renderer = StateRenderer(timeout: .seconds(60))

  /// `state` rendered as plain text at `width` columns.
  private func render(_ state: PreviewState, width: Int) async -> StateOutcome {
    await renderer.render(
      state, id: SnapshotID(component: "C", preview: "P", state: state.name, width: width), height: nil,
      encode: RenderOutput.plain.bytes)
  }

  private func firstFrame(_ outcome: StateOutcome) -> String {
    outcome.steps.first.map { $0.text.trimmingCharacters(in: .whitespaces) } ?? ""
  }

  @Test("a view model sleeping a day on the clock settles at once, with the fixed date and first UUID")
  func sleepSettlesAtOnce() async {
    let outcome = await render(PreviewState("delayed") { DelayedScreen() }, width: 60)
    #expect(outcome.failure.map { "\($0)" } == nil)
    #expect(firstFrame(outcome) == "preview greeting at 2025-01-01T09:41:00Z 0000")
  }

  @Test("every state starts from fresh preview values: rendering twice gives the same frame")
  func freshValuesPerState() async {
    let state = PreviewState("delayed") { DelayedScreen() }
    let first = await render(state, width: 60)
    let second = await render(state, width: 60)
    #expect(firstFrame(first) == firstFrame(second))
  }

  @Test("a state overriding a dependency with withDependencies gets the override")
  func overrideInState() async {
    let state = PreviewState("override") {
      DelayedScreen(
        model: withDependencies {
          $0.greeting = "hello"
        } operation: {
          DelayedModel()
        })
    }
    let outcome = await render(state, width: 60)
    #expect(firstFrame(outcome) == "hello at 2025-01-01T09:41:00Z 0000")
  }

  @Test("using an unimplemented preview value fails the state, naming the dependency, the call and the step")
  func unimplementedFailsState() async {
    let state = PreviewState("score", steps: [.tap("Load")]) { ScoreScreen() }
    let outcome = await render(state, width: 40)
    #expect(outcome.steps.count == 1)
    let description = outcome.failure.map { "\($0)" } ?? "no failure"
    #expect(description.contains("ScoreClient.load of dependency ScoreClientKey was called"))
    #expect(description.contains("after step \"1 tap Load\""))
  }

  @Test("overriding the unimplemented dependency lets the state render")
  func overriddenRenders() async {
    let state = PreviewState("score", steps: [.tap("Load")]) {
      // The model is made here, inside the override: `@StateObject` would make it later.
      let model = withDependencies {
        $0.scoreClient = ScoreClient { 7 }
      } operation: {
        ScoreModel()
      }
      ScoreScreen(model: model)
    }
    let outcome = await render(state, width: 40)
    #expect(outcome.failure.map { "\($0)" } == nil)
    #expect(outcome.steps.last.map { $0.text.contains("score 7") } == true)
  }
}
