import Observation
import Testing

@testable import TextUI

@Observable
@MainActor
private final class TapCounter {
  var value = 0
  var unread = 0
}

@MainActor
private final class ScoreModel: ObservableObject {
  @Published var points = 0
}

/// Counts how often each view's body runs, by name.
@MainActor
private final class BodyTally {
  var counts: [String: Int] = [:]
  func hit(_ name: String) { counts[name, default: 0] += 1 }
}

private struct CounterRow: View {
  let name: String
  let counter: TapCounter
  let log: BodyTally
  var body: some View {
    let _ = log.hit(name)
    Text("\(name): \(counter.value)")
  }
}

private struct ScoreRow: View {
  @ObservedObject var score: ScoreModel
  let log: BodyTally
  var body: some View {
    let _ = log.hit("score")
    Text("score: \(score.points)")
  }
}

private struct Screen: View {
  let a: TapCounter
  let b: TapCounter
  let score: ScoreModel
  let log: BodyTally
  var body: some View {
    let _ = log.hit("screen")
    VStack(alignment: .leading) {
      CounterRow(name: "a", counter: a, log: log)
      CounterRow(name: "b", counter: b, log: log)
      ScoreRow(score: score, log: log)
    }
  }
}

private struct Toggler: View {
  @State private var isOn = false
  let log: BodyTally
  var body: some View {
    let _ = log.hit("toggler")
    Toggle("Wi-Fi", isOn: $isOn)
  }
}

private struct Shell: View {
  let log: BodyTally
  var body: some View {
    let _ = log.hit("shell")
    VStack(alignment: .leading) {
      Text("settings")
      Toggler(log: log)
    }
  }
}

/// A row that logs when it appears and disappears.
private struct AppearingRow: View {
  let name: String
  let counter: TapCounter
  let log: BodyTally
  var body: some View {
    Text("\(name): \(counter.value)")
      .onAppear { log.hit("appear \(name)") }
      .onDisappear { log.hit("disappear \(name)") }
  }
}

/// A composite view around a row, so that reusing it replays a memo inside a memo.
private struct RowHolder: View {
  let counter: TapCounter
  let log: BodyTally
  var body: some View {
    let _ = log.hit("holder")
    AppearingRow(name: "b", counter: counter, log: log)
  }
}

private struct AppearingScreen: View {
  let a: TapCounter
  let b: TapCounter
  let log: BodyTally
  var body: some View {
    VStack(alignment: .leading) {
      AppearingRow(name: "a", counter: a, log: log)
      RowHolder(counter: b, log: log)
    }
  }
}

@Suite("Re-rendering")
@MainActor
struct ReRenderTests {
  @Test("views reused render after render keep their appear and disappear records")
  func reusedViewsKeepLifecycleAcrossRenders() {
    let log = BodyTally()
    let (a, b) = (TapCounter(), TapCounter())
    let graph = ViewGraph(AppearingScreen(a: a, b: b, log: log))
    #expect(text(graph) == "a: 0\nb: 0")
    // Each change re-evaluates row a only: the holder and row b are reused from the last
    // render's memo, whose effects (row b's lifecycle) must be replayed every time.
    for value in 1...4 {
      a.value = value
      #expect(text(graph) == "a: \(value)\nb: 0")
    }
    #expect(log.counts == ["appear a": 1, "appear b": 1, "holder": 1])
    b.value = 7
    #expect(text(graph) == "a: 4\nb: 7")
    #expect(log.counts == ["appear a": 1, "appear b": 1, "holder": 1])
  }

  private func text(_ graph: ViewGraph) -> String {
    PlainTextRenderer(trimsTrailingSpaces: true).render(graph.render(width: 20, placement: .topLeading).buffer)
  }

  @Test("an @Observable change re-evaluates only the view that read it")
  func observableChangeIsLocal() {
    let log = BodyTally()
    let (a, b) = (TapCounter(), TapCounter())
    let graph = ViewGraph(Screen(a: a, b: b, score: ScoreModel(), log: log))
    #expect(text(graph) == "a: 0\nb: 0\nscore: 0")
    #expect(log.counts == ["screen": 1, "a": 1, "b": 1, "score": 1])
    a.value = 5
    #expect(graph.invalidation.needsRender)
    #expect(text(graph) == "a: 5\nb: 0\nscore: 0")
    #expect(log.counts == ["screen": 1, "a": 2, "b": 1, "score": 1])
  }

  @Test("changing a property no view read does not ask for a render")
  func unreadChangeDoesNothing() {
    let log = BodyTally()
    let counter = TapCounter()
    let graph = ViewGraph(Screen(a: counter, b: TapCounter(), score: ScoreModel(), log: log))
    _ = text(graph)
    counter.unread += 1
    #expect(!graph.invalidation.needsRender)
  }

  @Test("an ObservableObject change re-evaluates only the view observing it")
  func publishedChangeIsLocal() {
    let log = BodyTally()
    let score = ScoreModel()
    let graph = ViewGraph(Screen(a: TapCounter(), b: TapCounter(), score: score, log: log))
    _ = text(graph)
    score.points = 3
    #expect(text(graph) == "a: 0\nb: 0\nscore: 3")
    #expect(log.counts == ["screen": 1, "a": 1, "b": 1, "score": 2])
  }

  @Test("a @State change re-evaluates its view and not the parent")
  func stateChangeIsLocal() throws {
    let log = BodyTally()
    let graph = ViewGraph(Shell(log: log))
    let frame = graph.render(width: 20, placement: .topLeading)
    let toggle = try #require(frame.regions.first { $0.kind == .toggle })
    guard case .tap(let flip) = toggle.action else { Issue.record("toggle is not tappable"); return }
    flip()
    #expect(text(graph) == "settings\nWi-Fi            [x]")
    #expect(log.counts == ["shell": 1, "toggler": 2])
  }

  @Test("a new environment value re-evaluates the views below it")
  func environmentChangeReEvaluates() {
    let log = BodyTally()
    let graph = ViewGraph(Shell(log: log))
    _ = text(graph)
    graph.environment.foregroundColor = .red
    _ = text(graph)
    #expect(log.counts == ["shell": 2, "toggler": 2])
    #expect(graph.render(width: 20, placement: .topLeading).buffer[0, 0].style.foreground == .red)
  }

  @Test("rendering again with nothing changed evaluates no body")
  func unchangedRenderReusesEverything() {
    let log = BodyTally()
    let graph = ViewGraph(Screen(a: TapCounter(), b: TapCounter(), score: ScoreModel(), log: log))
    let first = text(graph)
    graph.invalidation.markNeedsRender()
    _ = text(graph)
    let evaluated = graph.bodyEvaluationCount
    #expect(text(graph) == first)
    #expect(graph.bodyEvaluationCount == evaluated)
  }
}

/// A row that is not `Equatable`, as most apps' model values are not.
private struct Book {
  let title: String
  let pages: [Int]
}

private struct Shelf: View {
  let books: [Book]
  let log: BodyTally
  var body: some View {
    let _ = log.hit("shelf")
    VStack(alignment: .leading) {
      ForEach(books.indices, id: \.self) { index in Text(books[index].title) }
    }
  }
}

@Suite("Re-rendering the same values")
@MainActor
struct SameValueReRenderTests {
  @Test("rendering an unchanged root again reuses its body even when its values are not Equatable")
  func unchangedNonEquatableRootIsReused() {
    let log = BodyTally()
    let graph = ViewGraph(
      Shelf(books: [Book(title: "Dune", pages: [1, 2]), Book(title: "Emma", pages: [])], log: log))
    let first = PlainTextRenderer(trimsTrailingSpaces: true).render(
      graph.render(width: 20, placement: .topLeading).buffer)
    let second = PlainTextRenderer(trimsTrailingSpaces: true).render(
      graph.render(width: 20, placement: .topLeading).buffer)
    #expect(first == "Dune\nEmma")
    #expect(second == first)
    #expect(log.counts == ["shelf": 1])
  }

  @Test("an unchanged root that sees a new environment evaluates its body again")
  func unchangedRootInNewEnvironmentIsEvaluated() {
    let log = BodyTally()
    let screen = PlainTextRenderer(trimsTrailingSpaces: true)
    let books = [Book(title: "Dune", pages: [1])]
    let graph = ViewGraph(Shelf(books: books, log: log))
    _ = graph.render(width: 20, placement: .topLeading)
    graph.environment.foregroundColor = .red
    #expect(screen.render(graph.render(width: 20, placement: .topLeading).buffer) == "Dune")
    #expect(log.counts == ["shelf": 2])
  }
}
