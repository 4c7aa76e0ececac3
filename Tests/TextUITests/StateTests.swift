import Observation
import Testing

@testable import TextUI

/// Finds regions by label and acts on them, as a preview script does.
@MainActor
enum Regions {
  static func find(_ label: String, in frame: RenderedFrame) -> InteractiveRegion? {
    frame.regions.first { $0.label == label }
  }

  /// Taps the region labelled `label`; returns whether there was one to tap.
  @discardableResult
  static func tap(_ label: String, in frame: RenderedFrame) -> Bool {
    guard let region = find(label, in: frame), case .tap(let action) = region.action else { return false }
    action()
    return true
  }

  /// Types `text` into the region labelled `label`; returns whether there was one to type into.
  @discardableResult
  static func type(_ text: String, into label: String, in frame: RenderedFrame) -> Bool {
    guard let region = find(label, in: frame), case .type(let action) = region.action else { return false }
    action(text)
    return true
  }
}

private struct Counter: View {
  @State private var count = 0
  var body: some View {
    Button("Count: \(count)") { count += 1 }
  }
}

private struct Form: View {
  @State private var name = ""
  @State private var alerts = false
  var body: some View {
    VStack(alignment: .leading) {
      TextField("Name", text: $name).frame(width: .columns(12))
      Toggle("Alerts", isOn: $alerts)
      Text("name=\(name) alerts=\(alerts)")
    }
  }
}

@MainActor
private final class Tally {
  var created = 0
  var models: [ScoreModel] = []
}

@MainActor
private final class ScoreModel: ObservableObject {
  @Published var score = 0
  init(tally: Tally? = nil) {
    tally?.created += 1
    tally?.models.append(self)
  }
}

private struct OwnsModel: View {
  @StateObject private var model: ScoreModel
  init(tally: Tally) {
    _model = StateObject(wrappedValue: ScoreModel(tally: tally))
  }
  var body: some View {
    Button("Score \(model.score)") { model.score += 1 }
  }
}

private struct HostOfOwner: View {
  let tally: Tally
  @State private var renders = 0
  var body: some View {
    VStack(alignment: .leading) {
      Button("Again \(renders)") { renders += 1 }
      OwnsModel(tally: tally)
    }
  }
}

private struct WatchesModel: View {
  @ObservedObject var model: ScoreModel
  var body: some View { Text("score \(model.score)") }
}

@Observable
private final class Profile {
  var name = "Ann"
  var age = 30
}

private struct ShowsName: View {
  let profile: Profile
  var body: some View { Text("name \(profile.name)") }
}

private struct Switcher: View {
  @State private var showCounter = true
  var body: some View {
    VStack(alignment: .leading) {
      Button("Switch") { showCounter.toggle() }
      if showCounter { Counter() } else { Text("elsewhere") }
    }
  }
}

@Suite("State")
@MainActor
struct StateTests {
  @Test("@State keeps its value across renders, and setting it marks the graph for a new render")
  func statePersistsAndInvalidates() {
    let graph = ViewGraph(Counter())
    var frame = graph.render(width: 14, placement: .topLeading)
    #expect(PlainTextRenderer().render(frame.buffer) == "[ Count: 0 ]  ")
    #expect(!graph.invalidation.needsRender)
    #expect(Regions.tap("Count: 0", in: frame))
    #expect(graph.invalidation.needsRender)
    frame = graph.render(width: 14, placement: .topLeading)
    #expect(!graph.invalidation.needsRender)
    #expect(PlainTextRenderer().render(frame.buffer) == "[ Count: 1 ]  ")
    frame = graph.render(width: 14, placement: .topLeading)
    #expect(PlainTextRenderer().render(frame.buffer) == "[ Count: 1 ]  ")
    #expect(Regions.tap("Count: 1", in: frame))
    #expect(PlainTextRenderer().render(graph.render(width: 14, placement: .topLeading).buffer) == "[ Count: 2 ]  ")
  }

  @Test("a new graph starts from the initial state")
  func newGraphStartsFresh() {
    let first = ViewGraph(Counter())
    Regions.tap("Count: 0", in: first.render(width: 14, placement: .topLeading))
    #expect(
      PlainTextRenderer().render(first.render(width: 14, placement: .topLeading).buffer).hasPrefix("[ Count: 1 ]"))
    #expect(
      PlainTextRenderer().render(ViewGraph(Counter()).render(width: 14, placement: .topLeading).buffer).hasPrefix(
        "[ Count: 0 ]"))
  }

  @Test("bindings connect a TextField and a Toggle to their parent's @State through regions")
  func bindingsThroughRegions() {
    let graph = ViewGraph(Form())
    var frame = graph.render(width: 24, placement: .topLeading)
    #expect(
      PlainTextRenderer().render(frame.buffer)
        == ["[Name______]            ", "Alerts               [ ]", "name= alerts=false      "].joined(separator: "\n"))
    let field = Regions.find("Name", in: frame)
    #expect(field?.kind == .textField)
    #expect(field?.rect == Rect(x: 0, y: 0, width: 12, height: 1))
    let toggle = Regions.find("Alerts", in: frame)
    #expect(toggle?.kind == .toggle)
    #expect(toggle?.rect == Rect(x: 0, y: 1, width: 24, height: 1))

    #expect(Regions.type("Bo", into: "Name", in: frame))
    #expect(graph.invalidation.needsRender)
    frame = graph.render(width: 24, placement: .topLeading)
    #expect(Regions.tap("Alerts", in: frame))
    #expect(graph.invalidation.needsRender)
    frame = graph.render(width: 24, placement: .topLeading)
    #expect(
      PlainTextRenderer().render(frame.buffer)
        == ["[Bo________]            ", "Alerts               [x]", "name=Bo alerts=true     "].joined(separator: "\n"))
  }

  @Test("a @Published change in a @StateObject marks the graph and shows after the next render")
  func stateObjectPublishes() {
    let tally = Tally()
    let graph = ViewGraph(OwnsModel(tally: tally))
    var frame = graph.render(width: 12, placement: .topLeading)
    #expect(PlainTextRenderer().render(frame.buffer) == "[ Score 0 ] ")
    #expect(Regions.tap("Score 0", in: frame))
    #expect(graph.invalidation.needsRender)
    frame = graph.render(width: 12, placement: .topLeading)
    #expect(PlainTextRenderer().render(frame.buffer) == "[ Score 1 ] ")
    tally.models.first?.score = 7
    #expect(graph.invalidation.needsRender)
    #expect(PlainTextRenderer().render(graph.render(width: 12, placement: .topLeading).buffer) == "[ Score 7 ] ")
  }

  @Test("a @StateObject is created once however often its view is rebuilt")
  func stateObjectCreatedOnce() {
    let tally = Tally()
    let graph = ViewGraph(HostOfOwner(tally: tally))
    var frame = graph.render(width: 12, placement: .topLeading)
    for round in 0..<3 {
      #expect(Regions.tap("Again \(round)", in: frame))
      frame = graph.render(width: 12, placement: .topLeading)
    }
    #expect(Regions.tap("Score 0", in: frame))
    frame = graph.render(width: 12, placement: .topLeading)
    #expect(PlainTextRenderer().render(frame.buffer) == "[ Again 3 ] \n[ Score 1 ] ")
    #expect(tally.created == 1)
  }

  @Test("an @ObservedObject's change marks the graph and the new value shows after re-render")
  func observedObjectPublishes() {
    let model = ScoreModel()
    let graph = ViewGraph(WatchesModel(model: model))
    #expect(PlainTextRenderer().render(graph.render(width: 8, placement: .topLeading).buffer) == "score 0 ")
    #expect(!graph.invalidation.needsRender)
    model.score = 3
    #expect(graph.invalidation.needsRender)
    #expect(PlainTextRenderer().render(graph.render(width: 8, placement: .topLeading).buffer) == "score 3 ")
  }

  @Test("an @Observable property read in body re-renders; an unread one does not")
  func observationTracksOnlyReadProperties() {
    let profile = Profile()
    let graph = ViewGraph(ShowsName(profile: profile))
    #expect(PlainTextRenderer().render(graph.render(width: 8, placement: .topLeading).buffer) == "name Ann")
    profile.age = 31
    #expect(!graph.invalidation.needsRender, "age is not read in body")
    profile.name = "Bob"
    #expect(graph.invalidation.needsRender)
    #expect(PlainTextRenderer().render(graph.render(width: 8, placement: .topLeading).buffer) == "name Bob")
    #expect(!graph.invalidation.needsRender)
    profile.age = 32
    #expect(!graph.invalidation.needsRender)
    profile.name = "Cy"
    #expect(graph.invalidation.needsRender)
  }

  @Test("state is dropped when its view leaves the tree and starts over when it returns")
  func stateDroppedWhenViewLeaves() {
    let graph = ViewGraph(Switcher())
    var frame = graph.render(width: 12, placement: .topLeading)
    #expect(Regions.tap("Count: 0", in: frame))
    frame = graph.render(width: 12, placement: .topLeading)
    #expect(PlainTextRenderer().render(frame.buffer) == "[ Switch ]  \n[ Count: 1 ]")
    #expect(Regions.tap("Switch", in: frame))
    frame = graph.render(width: 12, placement: .topLeading)
    #expect(PlainTextRenderer().render(frame.buffer) == "[ Switch ]  \nelsewhere   ")
    #expect(Regions.find("Count: 1", in: frame) == nil)
    #expect(Regions.tap("Switch", in: frame))
    frame = graph.render(width: 12, placement: .topLeading)
    #expect(PlainTextRenderer().render(frame.buffer) == "[ Switch ]  \n[ Count: 0 ]")
  }
}
