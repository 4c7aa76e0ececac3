import Dispatch
import Foundation
import PreviewSnapshots
import Testing
import TextUI

/// Draws an unknown symbol on a thread of its own, outside any task, as another test or graph
/// in the same process would while a state renders.
private func drawElsewhere(_ name: String) {
  let done = DispatchSemaphore(value: 0)
  let thread = Thread {
    _ = LabelSymbols.symbol(named: name)
    done.signal()
  }
  thread.start()
  done.wait()
}

@Suite("What a state's rendering notes")
@MainActor
struct RenderNotesTests {
  @Test("a state reports the unknown symbols it drew, not those drawn elsewhere in the process meanwhile")
  func unknownSymbolsAreTheStates() async {
    let state = PreviewState("pin") {
      drawElsewhere("zz.elsewhere.while.rendering")
      return Label("Pin", systemImage: "zz.drawn.by.the.state")
    }
    let outcome = await StateRenderer(timeout: .seconds(30)).render(
      state, id: SnapshotID(component: "C", preview: "P", state: "pin", width: 10), height: nil)
    #expect(outcome.failure == nil)
    #expect(outcome.steps.map(\.unknownSymbols) == [["zz.drawn.by.the.state"]])
    // What was drawn elsewhere is still there for whoever asks outside a state.
    #expect(LabelSymbols.takeUnknownNames().contains("zz.elsewhere.while.rendering"))
  }
}
