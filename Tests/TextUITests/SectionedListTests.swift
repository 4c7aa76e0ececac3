import Foundation
import Testing

@testable import TextUI

private struct Shelf: Identifiable {
  let id: String
  let books: [String]
}

private let shelves = [Shelf(id: "Reading", books: ["Dune", "Emma"]), Shelf(id: "Done", books: ["Ulysses"])]

private struct Groceries: View {
  @State private var items = ["Milk", "Eggs", "Tea"]
  var body: some View {
    List {
      Section("To buy") {
        ForEach(items, id: \.self) { Text($0) }
          .onDelete { items.remove(atOffsets: $0) }
      }
      Section { Text("\(items.count) items") }
    }
    .environment(\.editMode, .constant(.active))
  }
}

private struct Collapsible: View {
  @State private var isExpanded = true
  var body: some View {
    List {
      Section("Recent", isExpanded: $isExpanded) {
        Text("Dune")
        Text("Emma")
      }
    }
    .listStyle(.sidebar)
  }
}

@Suite("Sectioned lists")
@MainActor
struct SectionedListTests {
  private func lines<V: View>(_ view: V, width: Int, height: Int? = nil) -> [String] {
    TestScreen.text(view, width: width, height: height).split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
  }

  private var sectioned: some View {
    List {
      ForEach(shelves) { shelf in
        Section {
          ForEach(shelf.books, id: \.self) { Text($0) }
        } header: {
          Text(shelf.id)
        } footer: {
          Text("\(shelf.books.count) books")
        }
      }
    }
  }

  @Test("a List's sections are rounded boxes by default, as iOS's inset grouped lists")
  func insetGroupedByDefault() {
    let expected = [
      "  READING   ", "╭──────────╮", "│ Dune     │", "│ Emma     │", "╰──────────╯", "  2 books   ",
      "            ", "  DONE      ", "╭──────────╮", "│ Ulysses  │", "╰──────────╯", "  1 books   ",
    ]
    #expect(lines(sectioned, width: 12) == expected)
    #expect(lines(sectioned.listStyle(.insetGrouped), width: 12) == expected)
    #expect(lines(sectioned.listStyle(InsetGroupedListStyle()), width: 12) == expected)
  }

  @Test("listStyle(.grouped) draws a section's rows between full-width rules")
  func grouped() {
    #expect(
      lines(sectioned.listStyle(.grouped), width: 10) == [
        "READING   ", "──────────", "Dune      ", "Emma      ", "──────────", "2 books   ", "          ",
        "DONE      ", "──────────", "Ulysses   ", "──────────", "1 books   ",
      ])
  }

  @Test(
    "listStyle(.plain), .inset and .sidebar draw a bold header line over the rows, with no gaps",
    arguments: [0, 1, 2])
  func plain(style: Int) {
    let view: AnyView =
      switch style {
      case 0: AnyView(sectioned.listStyle(.plain))
      case 1: AnyView(sectioned.listStyle(.inset))
      default: AnyView(sectioned.listStyle(.sidebar))
      }
    let frame = TestScreen.frame(view, width: 8)
    #expect(
      PlainTextRenderer().render(frame.buffer).split(separator: "\n").map(String.init) == [
        "Reading ", "Dune    ", "Emma    ", "2 books ", "Done    ", "Ulysses ", "1 books ",
      ])
    #expect(frame.buffer[0, 0].style.attributes.contains(.bold))
    #expect(frame.buffer[0, 3].style.attributes.contains(.dim))
    #expect(!frame.buffer[0, 1].style.attributes.contains(.bold))
  }

  @Test(
    "rows outside sections are a card of their own in the grouped styles, as iOS draws them, and plain lines in .plain")
  func looseRowsInList() {
    let list = List {
      Text("Loose")
      Section("S") { Text("Row") }
    }
    #expect(
      lines(list, width: 9) == [
        "╭───────╮", "│ Loose │", "╰───────╯", "         ", "  S      ", "╭───────╮", "│ Row   │", "╰───────╯",
      ])
    #expect(
      lines(
        List {
          Text("A"); Text("B")
        }.listStyle(.grouped), width: 3) == ["───", "A  ", "B  ", "───"])
    #expect(
      lines(
        List {
          Text("A"); Text("B")
        }.listStyle(.plain), width: 3) == ["A  ", "B  "])
  }

  @Test("onDelete on a ForEach inside a Section deletes by its row, in edit mode")
  func deleteInSection() {
    let graph = ViewGraph(Groceries())
    let first = graph.render(width: 14, placement: .topLeading)
    #expect(
      PlainTextRenderer().render(first.buffer).split(separator: "\n").map(String.init) == [
        "  TO BUY      ", "╭────────────╮", "│ ⊖ Milk     │", "│ ⊖ Eggs     │", "│ ⊖ Tea      │",
        "╰────────────╯", "              ", "╭────────────╮", "│ 3 items    │", "╰────────────╯",
      ])
    #expect(Regions.tap("⊖ Eggs", in: first))
    let after = PlainTextRenderer().render(graph.render(width: 14, placement: .topLeading).buffer).split(
      separator: "\n"
    ).map(String.init)
    #expect(after[2...3] == ["│ ⊖ Milk     │", "│ ⊖ Tea      │"])
    #expect(after[7] == "│ 2 items    │")
  }

  @Test("Section(_:isExpanded:) shows iOS's chevron at its header's trailing edge and a tap hides and shows the rows")
  func collapsible() {
    let graph = ViewGraph(Collapsible())
    let open = graph.render(width: 10, placement: .topLeading)
    #expect(PlainTextRenderer().render(open.buffer) == "Recent   ⌄\nDune      \nEmma      ")
    #expect(open.regions.map(\.label) == ["Recent"])
    #expect(Regions.tap("Recent", in: open))
    #expect(PlainTextRenderer().render(graph.render(width: 10, placement: .topLeading).buffer) == "Recent   ›")
  }

  @Test("a Toggle in a list has its box at the trailing edge, in a section or not")
  func settingsToggles() {
    let list = List {
      Toggle("Wi-Fi", isOn: .constant(true))
      Section { Toggle("Bluetooth", isOn: .constant(false)) }
    }
    #expect(
      lines(list, width: 19) == [
        "╭─────────────────╮", "│ Wi-Fi       [x] │", "╰─────────────────╯", "                   ",
        "╭─────────────────╮", "│ Bluetooth   [ ] │", "╰─────────────────╯",
      ])
  }

  @Test("a sectioned List clipped by its height counts the hidden rows only")
  func clipping() {
    #expect(
      lines(sectioned, width: 14, height: 6) == [
        "  READING     ", "╭────────────╮", "│ Dune       │", "│ Emma       │", "╰────────────╯",
        "↓ 1 more row  ",
      ])
  }
}
