import Testing

@testable import TextUI

/// A `NavigationLink` on a list row draws its `›` at the row's trailing edge, as SwiftUI draws
/// a row's disclosure chevron, so rows whose labels differ in width line their chevrons up.
@Suite("List-row navigation links")
@MainActor
struct ListRowLinkTests {
  /// The columns of each row of `frame` that hold a `›`.
  private func chevronColumns(_ frame: RenderedFrame, rows: Range<Int>) -> [[Int]] {
    rows.map { row in
      (0..<frame.buffer.width).filter { frame.buffer[$0, row].symbol == "›" }
    }
  }

  @Test("links in a List put their chevrons in the row's last column, whatever the label's width")
  func listLinksAlignChevrons() {
    let list = NavigationStack {
      List {
        NavigationLink("Dune", value: 1)
        NavigationLink("吾輩は猫である", value: 2)
      }
      .listStyle(.plain)
    }
    let frame = TestScreen.frame(list, width: 24, height: 2)
    #expect(chevronColumns(frame, rows: 0..<2) == [[23], [23]])
    #expect(TestScreen.text(list, width: 24, height: 2) == "Dune                   ›\n吾輩は猫である         ›")
    #expect(frame.buffer[23, 0].style.foreground == .secondary)
  }

  @Test("a badge on a link in a List sits before the chevron, which stays in the row's last column")
  func badgedLinkKeepsChevronLast() {
    let list = NavigationStack {
      List {
        NavigationLink("Inbox", value: 1).badge(3)
        NavigationLink("Archive", value: 2)
      }
      .listStyle(.plain)
    }
    let frame = TestScreen.frame(list, width: 20, height: 2)
    #expect(TestScreen.text(list, width: 20, height: 2) == "Inbox            3 ›\nArchive            ›")
    #expect(chevronColumns(frame, rows: 0..<2) == [[19], [19]])
    #expect(frame.buffer[17, 0].style.foreground == .secondary)
    #expect(frame.regions.first { $0.label == "Inbox" }?.rect.width == 20)
  }

  @Test("a link's tap target spans its whole list row")
  func listLinkRowIsTappable() {
    let list = NavigationStack {
      List {
        NavigationLink("Dune", value: 1)
      }
      .listStyle(.plain)
    }
    let frame = TestScreen.frame(list, width: 20, height: 1)
    let link = frame.regions.first { $0.label == "Dune" }
    #expect(link?.rect.width == 20)
  }

  @Test("in the default inset grouped card the chevrons line up in the card's last column")
  func cardLinksAlignChevrons() {
    let list = NavigationStack {
      List {
        NavigationLink("Dune", value: 1)
        NavigationLink("吾輩は猫である", value: 2)
      }
    }
    #expect(
      TestScreen.text(list, width: 24, height: 4)
        == ["╭──────────────────────╮", "│ Dune               › │", "│ 吾輩は猫である     › │", "╰──────────────────────╯"]
        .joined(separator: "\n"))
  }

  @Test("outside a List a link is a button: its label in the accent colour, with no chevron")
  func linkOutsideListHasNoChevron() {
    let stack = NavigationStack {
      VStack(alignment: .leading, spacing: 0) {
        NavigationLink("Dune", value: 1)
        NavigationLink("吾輩は猫である", value: 2)
      }
    }
    let frame = TestScreen.frame(stack, width: 24, height: 2)
    #expect(chevronColumns(frame, rows: 0..<2) == [[], []])
    // The stack is centred on the screen, as SwiftUI places a navigation stack's content.
    #expect(TestScreen.text(stack, width: 24, height: 2) == "     Dune               \n     吾輩は猫である     ")
    #expect(frame.buffer[5, 0].style.foreground == .accentColor)
    #expect(frame.regions.map(\.label) == ["Dune", "吾輩は猫である"])
    let plain = NavigationStack { NavigationLink("Dune", value: 1).buttonStyle(.plain) }
    #expect(TestScreen.frame(plain, width: 8).buffer[0, 0].style.foreground == nil)
  }

  @Test("a link whose label is several views with no HStack lays them out as a row")
  func labelOfSeveralViewsIsARow() {
    let stack = NavigationStack {
      NavigationLink(value: 1) {
        Image(systemName: "star")
        Text("Favorites")
      }
    }
    #expect(TestScreen.text(stack, width: 12) == "☆ Favorites ")
    let button = Button {
    } label: {
      Image(systemName: "plus")
      Text("Add")
    }
    #expect(TestScreen.text(button, width: 10) == "[ + Add ] ")
  }
}
