import Testing
import TextUI

@MainActor
private func text(_ frame: RenderedFrame) -> String {
  PlainTextRenderer(trimsTrailingSpaces: true).render(frame.buffer)
}

@MainActor
private func tap(_ label: String, in graph: ViewGraph) throws -> RenderedFrame {
  let frame = graph.render(width: 24, placement: .topLeading)
  let region = try #require(
    frame.regions.first { $0.label == label }, "no control \(label) among \(frame.regions.map(\.label))")
  guard case .tap(let action) = region.action else {
    Issue.record("\(label) is not tappable")
    return frame
  }
  action()
  return graph.render(width: 24, placement: .topLeading)
}

private struct Actions: View {
  @State var log = "nothing"

  var body: some View {
    VStack(alignment: .leading) {
      Menu("Actions") {
        Button("Duplicate") { log = "duplicated" }
        Divider()
        Button("Delete", role: .destructive) { log = "deleted" }
      }
      Text(log)
    }
  }
}

@Suite("Menu")
@MainActor
struct MenuTests {
  @Test("a closed menu is a button with ▾; tapping it lists the items in a box below")
  func opens() throws {
    let graph = ViewGraph(Actions())
    #expect(text(graph.render(width: 24, placement: .topLeading)) == "[ Actions ▾ ]\nnothing")
    let opened = try tap("Actions", in: graph)
    #expect(
      text(opened) == """
        [ Actions ▾ ]
        ╭───────────╮
        │ Duplicate │
        │ ───────── │
        │ Delete    │
        ╰───────────╯
        nothing
        """)
    #expect(opened.regions.map(\.label) == ["Actions", "Duplicate", "Delete"])
    #expect(opened.buffer[2, 4].style.foreground == .red)
  }

  @Test("a menu at the trailing edge opens in place: the button stays, the box moves left to fit")
  func trailingMenu() throws {
    struct Bar: View {
      var body: some View {
        // An open menu adds its rows to the row's height: `.top` keeps "Shelf" on the first line.
        HStack(alignment: .top) {
          Text("Shelf")
          Spacer()
          Menu("More") { Button("Share progress") {} }
        }
      }
    }
    let graph = ViewGraph(Bar())
    #expect(text(graph.render(width: 24, placement: .topLeading)) == "Shelf         [ More ▾ ]")
    let opened = try tap("More", in: graph)
    #expect(
      text(opened) == """
        Shelf         [ More ▾ ]
              ╭────────────────╮
              │ Share progress │
              ╰────────────────╯
        """)
  }

  @Test("tapping an item runs its action and closes the menu")
  func chooses() throws {
    let graph = ViewGraph(Actions())
    _ = try tap("Actions", in: graph)
    #expect(text(try tap("Delete", in: graph)) == "[ Actions ▾ ]\ndeleted")
    _ = try tap("Actions", in: graph)
    #expect(text(try tap("Duplicate", in: graph)) == "[ Actions ▾ ]\nduplicated")
  }

  @Test("SwiftUI's other forms: a label closure, a system image, a hidden indicator, plain style")
  func forms() {
    @MainActor func draw<V: View>(_ view: V) -> String {
      text(ViewGraph(view).render(width: 24, placement: .topLeading))
    }
    #expect(
      draw(
        Menu {
          Button("A") {}
        } label: {
          Text("More").bold()
        }) == "[ More ▾ ]")
    #expect(draw(Menu("Sort", systemImage: "arrow.up.arrow.down") { Button("A") {} }) == "[ ⇅ Sort ▾ ]")
    #expect(draw(Menu("Sort") { Button("A") {} }.menuIndicator(.hidden)) == "[ Sort ]")
    #expect(draw(Menu("Sort") { Button("A") {} }.buttonStyle(.plain).menuStyle(.borderlessButton)) == "Sort ▾")
    #expect(draw(List { Menu("Sort") { Button("A") {} } }.listStyle(.plain)) == "Sort ▾")
  }

  @Test("a menu with a primary action runs it on a tap and stays closed")
  func primaryAction() throws {
    struct Primary: View {
      @State var count = 0
      var body: some View {
        VStack(alignment: .leading) {
          Menu("Add") {
            Button("Add many") { count += 10 }
          } primaryAction: {
            count += 1
          }
          Text("\(count)")
        }
      }
    }
    let graph = ViewGraph(Primary())
    #expect(text(try tap("Add", in: graph)) == "[ Add ▾ ]\n1")
  }

  @Test("a picker inside an open menu chooses and closes the menu")
  func pickerInMenu() throws {
    struct Sorting: View {
      @State var sort = "title"
      var body: some View {
        VStack(alignment: .leading) {
          Menu("Options") {
            Picker("Sort", selection: $sort) {
              Text("Title").tag("title")
              Text("Author").tag("author")
            }
            .pickerStyle(.inline)
          }
          Text(sort)
        }
      }
    }
    let graph = ViewGraph(Sorting())
    _ = try tap("Options", in: graph)
    #expect(text(try tap("Author", in: graph)) == "[ Options ▾ ]\nauthor")
  }
}
