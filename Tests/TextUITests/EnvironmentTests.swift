import Synchronization
import Testing

@testable import TextUI

private struct GreetingKey: EnvironmentKey {
  static let defaultValue = "hello"
}

private struct IndentKey: EnvironmentKey {
  static let defaultValue = 0
}

private struct DepthKey: EnvironmentKey {
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

  fileprivate var depth: Int {
    get { self[DepthKey.self] }
    set { self[DepthKey.self] = newValue }
  }
}

/// Nests itself `levels` deep, one level further in the environment each time, as an outline
/// view's rows indent their children.
private struct Nested: View {
  let levels: Int
  @Environment(\.depth) private var depth
  var body: some View {
    if levels == 0 {
      Text("\(depth)")
    } else {
      Nested(levels: levels - 1).transformEnvironment(\.depth) { $0 += 1 }
    }
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
    #expect(PlainTextRenderer().render(graph.render(width: 5, placement: .topLeading).buffer) == "root ")
  }

  @Test("reading @Environment outside rendering, in init, gives the default value")
  func readingInInitGivesDefault() {
    let probe = Probe()
    let warnings = Mutex<[String]>([])
    let view = EnvironmentWarning.$sink.withValue({ message in warnings.withLock { $0.append(message) } }) {
      ReadsInInit(probe: probe).environment(\.greeting, "set")
    }
    #expect(probe.seenInInit == "hello")
    #expect(
      warnings.withLock { $0 }
        == [
          "warning: accessing Environment<String>'s value outside of a view's body (in init?): "
            + "this reads the key's default value and will not update.\n"
        ])
    #expect(TestScreen.text(view, width: 5) == "set  ")
  }

  @Test("a key set again reads its newest value, and other keys keep theirs")
  func newestWriteWins() {
    var values = EnvironmentValues()
    values.greeting = "first"
    values.indent = 3
    values.greeting = "second"
    #expect(values.greeting == "second")
    #expect(values.indent == 3)
  }

  @Test("a copy changed for one subtree leaves its siblings' and its parent's values alone")
  func copiesAreIndependent() {
    var parent = EnvironmentValues()
    parent.greeting = "parent"
    var left = parent
    var right = parent
    left.greeting = "left"
    left.indent = 1
    right.indent = 2
    #expect(parent.greeting == "parent" && parent.indent == 0)
    #expect(left.greeting == "left" && left.indent == 1)
    #expect(right.greeting == "parent" && right.indent == 2)
  }

  @Test("environments with the same values are the same, whatever order or shadowing set them")
  func sameValuesAreSame() {
    var ordered = EnvironmentValues()
    ordered.greeting = "hi"
    ordered.indent = 2
    var reversed = EnvironmentValues()
    reversed.indent = 2
    reversed.greeting = "hi"
    var shadowed = EnvironmentValues()
    shadowed.greeting = "old"
    shadowed.indent = 5
    shadowed.indent = 2
    shadowed.greeting = "hi"
    #expect(ordered.isSame(as: reversed))
    #expect(ordered.isSame(as: shadowed))
    #expect(shadowed.isSame(as: ordered))
    #expect(ordered.isSame(as: ordered))
  }

  @Test("environments that differ in one value, or set a key only one of them has, are not the same")
  func differentValuesAreNotSame() {
    var base = EnvironmentValues()
    base.greeting = "hi"
    base.indent = 2
    var changed = base
    changed.indent = 3
    var extra = base
    extra.depth = 0
    var reset = base
    reset.greeting = "old"
    reset.greeting = "hi"
    reset.indent = 3
    #expect(!base.isSame(as: changed))
    #expect(!changed.isSame(as: base))
    #expect(!base.isSame(as: extra))
    #expect(!extra.isSame(as: base))
    #expect(!base.isSame(as: reset))
    #expect(!base.isSame(as: EnvironmentValues()))
  }

  @Test("a key set again many times keeps its chain short and every copy's values right")
  func compactionKeepsValues() {
    var values = EnvironmentValues()
    values.greeting = "kept"
    var copies: [EnvironmentValues] = []
    for depth in 1...1000 {
      values.depth = depth
      if depth.isMultiple(of: 7) { values.indent = depth }
      copies.append(values)
    }
    #expect(values.customEntryCount < 100)
    #expect(values.depth == 1000 && values.indent == 994 && values.greeting == "kept")
    for (index, copy) in copies.enumerated() {
      let depth = index + 1
      #expect(copy.depth == depth && copy.indent == depth / 7 * 7 && copy.greeting == "kept")
    }
    var fresh = EnvironmentValues()
    fresh.indent = 994
    fresh.depth = 1000
    fresh.greeting = "kept"
    #expect(values.isSame(as: fresh))
    #expect(fresh.isSame(as: values))
  }

  @Test("a value changed at every level of a deep nesting reads right at the bottom")
  func deepNesting() {
    #expect(TestScreen.text(Nested(levels: 100), width: 3) == "100")
  }
}
