import PreviewTesting
import Testing
import TextUI

/// A view that shows something new every time it is built: what the stability check catches.
@MainActor private var draws = 0

private struct Ticket: View {
  let number: Int
  var body: some View {
    HStack {
      Text("Ticket")
      Text("#\(number)").bold()
    }
    .padding(.horizontal, 1)
    .border(.rounded)
  }
}

/// PreviewTesting used the way the In tests article shows, on this repository's own snapshots
/// (`__Snapshots__/AssertionUseTests/` beside this file, and the literal below).
@Suite("PreviewTesting's assertions as a user writes them")
@MainActor
struct AssertionUseTests {
  @Test("a view matches its file snapshot")
  func ticket() async {
    await assertSnapshot(of: Ticket(number: 7), width: 16)
  }

  @Test("a view matches its inline snapshot")
  func ticketInline() async {
    await assertInlineSnapshot(of: Ticket(number: 42), width: 16) {
      """
      ┌────────────────┐
      │ ╭────────────╮ │
      │ │ Ticket #42 │ │
      │ ╰────────────╯ │
      └────────────────┘
      styles:
      1: 10..<13 bold
      accessibility:
      text "Ticket"
      text "#42"
      """
    }
  }

  @Test("a view matches its text-only inline snapshot: the screen, without styles or accessibility")
  func ticketInlineLines() async {
    await assertInlineSnapshot(of: Ticket(number: 42), as: .lines, width: 16) {
      """
      ┌────────────────┐
      │ ╭────────────╮ │
      │ │ Ticket #42 │ │
      │ ╰────────────╯ │
      └────────────────┘
      """
    }
  }

  @Test("a view that renders differently when rebuilt is reported with the first differing cell")
  func unstableView() async {
    await withKnownIssue {
      await assertStableRendering(repeats: 3, width: 16) {
        draws += 1
        return Ticket(number: draws)
      }
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.hasPrefix(
          "renders differently when repeated: rendering 2 of 3 differs from rendering 1 at row 1, column 11: ")
      }
    }
  }

  @Test("a view that renders the same every time passes the stability check")
  func stableView() async {
    await assertStableRendering(repeats: 3, width: 16) { Ticket(number: 1) }
  }
}
