import PreviewKit
import TextUI

// Deliberately broken previews, for the integration tests of worker isolation: each one fails
// in a way a user's code can, and the runner must report it by name while the good ones pass.
// Never part of the sample app.

/// Previews that work, to show that the others' faults do not touch them.
struct GoodPreviews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(width: 24, height: 2) }
  static var states: [PreviewState] {
    (1...6).map { number in PreviewState("good \(number)") { Text("fine \(number)") } }
  }
}

/// Indexes past the end of an array in `body`.
struct TrapInBodyPreviews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(width: 24, height: 2) }
  static var states: [PreviewState] {
    [
      PreviewState("fine") { Text("before the trap") },
      PreviewState("index out of range") { OutOfRangeView(items: ["only"]) },
    ]
  }
}

struct OutOfRangeView: View {
  var items: [String]
  var body: some View {
    Text(items[items.count + 2])
  }
}

/// Traps while listing its states: discovery must contain it.
struct TrapInStatesPreviews: PreviewProvider {
  static var states: [PreviewState] {
    let names: [String] = []
    return [PreviewState(names[0]) { Text("never") }]
  }
}

/// A mock whose canned response is force-unwrapped from nothing.
struct ForceUnwrapMockPreviews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(width: 24, height: 2) }
  static var states: [PreviewState] {
    [PreviewState("nil response") { GreetingView(client: FaultyClient(greeting: nil)) }]
  }
}

struct FaultyClient {
  var greeting: String?
  func fetch() -> String { greeting! }
}

struct GreetingView: View {
  var client: FaultyClient
  var body: some View { Text(client.fetch()) }
}

/// Spins forever without suspending, in `body`: only the watchdog can stop it.
struct EndlessLoopPreviews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(width: 24, height: 2) }
  static var states: [PreviewState] {
    [PreviewState("spins") { SpinningView() }]
  }
}

struct SpinningView: View {
  var body: some View {
    var counter = 0
    while counter >= 0 { counter = (counter &+ 1) & 0xFFFF }
    return Text("unreachable \(counter)")
  }
}

/// Waits forever on something that never answers: the settle limit reports it.
struct EndlessWaitPreviews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(width: 24, height: 2) }
  static var states: [PreviewState] {
    [PreviewState("waits") { WaitingView() }]
  }
}

struct WaitingView: View {
  @State private var text = "waiting"
  var body: some View {
    Text(text).task {
      while !Task.isCancelled {
        try? await Task.sleep(for: .seconds(60))
      }
      text = "done"
    }
  }
}

/// A column taller than the canvas cap.
struct TallPreviews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(width: 24) }
  static var states: [PreviewState] {
    [PreviewState("tall") { VStack(alignment: .leading) { ForEach(0..<1_200) { Text("row \($0)") } } }]
  }
}
