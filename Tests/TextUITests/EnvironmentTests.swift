import Testing

@testable import TextUI

private struct GreetingKey: EnvironmentKey {
  static let defaultValue = "hello"
}

private struct IndentKey: EnvironmentKey {
  static let defaultValue = 0
}

extension EnvironmentValues {
  fileprivate var greeting: String {
    get { self[GreetingKey.self] }
    set { self[GreetingKey.self] = newValue }
  }

  fileprivate var indent: Int {
    get { self[IndentKey.self] }
    set { self[IndentKey.self] = newValue }
  }
}

private struct Greeting: View {
  @Environment(\.greeting) private var greeting
  @Environment(\.indent) private var indent
  var body: some View {
    Text(String(repeating: ".", count: indent) + greeting)
  }
}

/// Reads the environment in `init`, where it is not available yet.
@MainActor
private final class Probe {
  var seenInInit: String?
}

private struct ReadsInInit: View {
  @Environment(\.greeting) private var greeting
  init(probe: Probe) {
    probe.seenInInit = greeting
  }
  var body: some View { Text(greeting) }
}

@Suite("Environment")
@MainActor
struct EnvironmentTests {
  @Test("a custom key reads its default where nothing set it")
  func defaultValue() {
    #expect(TestScreen.text(Greeting(), width: 8) == "hello   ")
  }

  @Test("a value set with .environment is read with @Environment in body")
  func setAndRead() {
    #expect(TestScreen.text(Greeting().environment(\.greeting, "hi"), width: 8) == "hi      ")
  }

  @Test("the value set nearest to the view wins")
  func nearestWins() {
    let view = VStack(alignment: .leading) {
      Greeting().environment(\.greeting, "inner")
      Greeting()
    }
    .environment(\.greeting, "outer")
    #expect(TestScreen.text(view, width: 8) == "inner   \nouter   ")
  }

  @Test("values set on a sibling do not leak to the next sibling")
  func siblingsDoNotLeak() {
    let view = VStack(alignment: .leading) {
      Greeting().environment(\.indent, 2)
      Greeting()
    }
    #expect(TestScreen.text(view, width: 8) == "..hello \nhello   ")
  }

  @Test("several keys flow independently through custom views")
  func severalKeys() {
    let view = VStack { Greeting() }.environment(\.indent, 1).environment(\.greeting, "yo")
    #expect(TestScreen.text(view, width: 4) == ".yo ")
  }

  @Test("transformEnvironment changes the inherited value")
  func transformEnvironment() {
    let view = VStack {
      Greeting().transformEnvironment(\.indent) { $0 += 2 }
    }
    .environment(\.indent, 1)
    #expect(TestScreen.text(view, width: 8) == "...hello")
  }

  @Test("the graph's environment is what the root sees")
  func graphEnvironment() {
    var values = EnvironmentValues()
    values.greeting = "root"
    let graph = ViewGraph(Greeting(), environment: values)
    #expect(PlainTextRenderer().render(graph.render(width: 5).buffer) == "root ")
  }

  @Test("reading @Environment outside rendering, in init, gives the default value")
  func readingInInitGivesDefault() {
    let probe = Probe()
    let view = ReadsInInit(probe: probe).environment(\.greeting, "set")
    #expect(probe.seenInInit == "hello")
    #expect(TestScreen.text(view, width: 5) == "set  ")
  }
}
