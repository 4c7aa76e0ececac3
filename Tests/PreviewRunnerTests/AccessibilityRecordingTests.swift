import PreviewKit
import PreviewRunner
import PreviewSnapshots
import Testing
import TextUI

@Suite("What a screen reader gets is recorded only for an output that reads it")
@MainActor
struct AccessibilityRecordingTests {
  /// The elements of every frame `encode` is handed when rendering a text and a button with
  /// `recordsAccessibility` as given.
  private func elementsSeen(recording: Bool) async -> [[String]] {
    var seen: [[String]] = []
    var renderer = StateRenderer(timeout: .seconds(30))
    renderer.recordsAccessibility = recording
    let outcome = await renderer.render(
      PreviewState("two") {
        VStack {
          Text("Title")
          Button("Fetch") {}
        }
      },
      id: SnapshotID(component: "C", preview: "P", state: "two", width: 20), height: nil,
      encode: { frame, _ in
        seen.append(frame.accessibility.lines)
        return []
      })
    #expect(outcome.failure == nil)
    return seen
  }

  @Test("a snapshot file and the audit read the elements; plain and ANSI text do not")
  func outputsThatRead() {
    #expect(RenderOutput.snapshot.readsAccessibility)
    #expect(RenderOutput.audit().readsAccessibility)
    #expect(!RenderOutput.plain.readsAccessibility)
    #expect(!RenderOutput.ansi(depth: .truecolor).readsAccessibility)
  }

  @Test("a renderer that records hands the encoder every element; one that does not, none")
  func rendererRecordsWhenAsked() async {
    #expect(await elementsSeen(recording: true) == [[#"text "Title""#, #"button "Fetch""#]])
    #expect(await elementsSeen(recording: false) == [[]])
  }
}
