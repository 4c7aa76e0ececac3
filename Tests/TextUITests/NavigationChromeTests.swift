import Foundation
import Testing

@testable import TextUI

/// The screen as an app shows it: rendered where a root view goes (centred), at a fixed size.
@MainActor private func screenRows<V: View>(_ view: V, width: Int, height: Int) -> [String] {
  PlainTextRenderer().render(ViewGraph(view).render(width: width, height: height).buffer)
    .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
}

@MainActor private func rows<V: View>(_ view: V, width: Int, height: Int? = nil) -> [String] {
  TestScreen.text(view, width: width, height: height).split(separator: "\n", omittingEmptySubsequences: false)
    .map(String.init)
}

@MainActor private func rows(of graph: ViewGraph, width: Int, height: Int? = nil) -> [String] {
  PlainTextRenderer().render(graph.render(width: width, height: height, placement: .topLeading).buffer)
    .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
}

private struct Greeting: View {
  var body: some View {
    NavigationStack {
      VStack {
        Text("Hello")
        NavigationLink("Next") { Text("Step").navigationTitle("Setup") }
      }
      .navigationTitle("Home")
    }
  }
}

private struct Library: View {
  var body: some View {
    NavigationStack {
      List {
        NavigationLink("Dune") {
          Text("Arrakis").navigationTitle("Dune").navigationBarTitleDisplayMode(.inline)
        }
        NavigationLink("Emma") { Text("Highbury").navigationTitle("Emma") }
      }
      .navigationTitle("Library")
    }
  }
}

@Suite("Navigation chrome, as iOS draws it")
@MainActor
struct NavigationChromeTests {
  @Test("a NavigationStack fills a fixed screen: the bar on the top row, a smaller stack centred in the rest")
  func stackFillsTheScreen() {
    let lines = screenRows(Greeting(), width: 20, height: 8)
    #expect(
      lines == [
        "Home                ",
        "                    ",
        "                    ",
        "       Hello        ",
        "       Next         ",
        "                    ",
        "                    ",
        "                    ",
      ])
  }

  @Test("content that takes the room (a List, a Form, a ScrollView) starts on the row under the bar")
  func fillingContentIsTopAligned() {
    let list = screenRows(
      NavigationStack { List { Text("Row") }.listStyle(.plain).navigationTitle("Items") }, width: 12, height: 5)
    #expect(lines(list, startWith: ["Items       ", "Row         "]))
    let scroll = screenRows(
      NavigationStack { ScrollView { Text("Top") }.navigationTitle("Feed") }, width: 12, height: 5)
    #expect(scroll[0] == "Feed        " && scroll[1].contains("Top"))
  }

  private func lines(_ lines: [String], startWith prefix: [String]) -> Bool {
    Array(lines.prefix(prefix.count)) == prefix
  }

  @Test("a pushed screen is placed as a root is: its smaller content centred under the bar")
  func pushedContentIsCentred() {
    let graph = ViewGraph(Greeting())
    #expect(Regions.tap("Next", in: graph.render(width: 20, height: 6)))
    let lines = PlainTextRenderer().render(graph.render(width: 20, height: 6).buffer).split(separator: "\n").map(
      String.init)
    #expect(lines[0] == "‹ Home              ")
    #expect(lines[1] == "Setup               ")
    #expect(lines[3] == "        Step        ")
  }

  @Test("the back button reads ‹ Title in the accent tint, with no divider, and an inline title is centred")
  func backButtonAndInlineTitle() {
    let graph = ViewGraph(Library())
    #expect(Regions.tap("Dune", in: graph.render(width: 30, placement: .topLeading)))
    let frame = graph.render(width: 30, placement: .topLeading)
    let top = PlainTextRenderer().render(frame.buffer).split(separator: "\n")[0]
    #expect(top == "‹ Library    Dune             ")
    #expect(frame.buffer[0, 0].style.foreground == .accentColor)
    #expect(frame.buffer[2, 0].style.foreground == .accentColor)
    #expect(frame.buffer[13, 0].style.attributes.contains(.bold))
    #expect(frame.regions.map(\.label).contains("‹ Library"))
  }

  @Test("a pushed screen with the automatic mode keeps the large title: on its own row, below the back button")
  func pushedLargeTitle() {
    let graph = ViewGraph(Library())
    #expect(Regions.tap("Emma", in: graph.render(width: 20, placement: .topLeading)))
    #expect(rows(of: graph, width: 20) == ["‹ Library           ", "Emma                ", "      Highbury      "])
  }

  @Test("a large title sits on its own row below the bar's leading and trailing items, and alone without them")
  func largeTitleUnderItems() {
    let withItems = NavigationStack {
      Text("Body")
        .navigationTitle("Inbox")
        .toolbar {
          ToolbarItem(placement: .topBarLeading) { EditButton() }
          ToolbarItem(placement: .topBarTrailing) { Button("Compose") {} }
        }
    }
    #expect(rows(withItems, width: 20) == ["Edit         Compose", "Inbox               ", "        Body        "])
    let alone = NavigationStack { Text("Body").navigationTitle("Inbox") }
    #expect(rows(alone, width: 12) == ["Inbox       ", "    Body    "])
  }

  @Test("an inline title is centred across the bar, moved aside only as far as long items need")
  func inlineTitleCentred() {
    let view = NavigationStack {
      Text("Form")
        .navigationTitle("New Event")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
          ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
          ToolbarItem(placement: .confirmationAction) { Button("Add") {} }
        }
    }
    let frame = TestScreen.frame(view, width: 30)
    #expect(PlainTextRenderer().render(frame.buffer).split(separator: "\n")[0] == "Cancel    New Event        Add")
    // A confirming action is bold, as iOS draws "Done" and "Save".
    #expect(frame.buffer[27, 0].style.attributes.contains(.bold))
    #expect(!frame.buffer[0, 0].style.attributes.contains(.bold))
    let crowded = TestScreen.frame(view, width: 22)
    #expect(PlainTextRenderer().render(crowded.buffer).split(separator: "\n")[0] == "Cancel  New Event  Add")
  }

  @Test(".navigationBarTitle(_:displayMode:) and .toolbarTitleDisplayMode choose the mode as SwiftUI's do")
  func otherModeSpellings() {
    let old = NavigationStack { Text("x").navigationBarTitle("Note", displayMode: .inline) }
    #expect(rows(old, width: 10)[0] == "   Note   ")
    let new = NavigationStack { Text("x").navigationTitle("Note").toolbarTitleDisplayMode(.inline) }
    #expect(rows(new, width: 10)[0] == "   Note   ")
  }

  @Test("EditButton and navigationBarItems are plain tinted bar items, not bracketed buttons; Done is bold")
  func barItemsArePlain() {
    struct Chores: View {
      var body: some View {
        NavigationView {
          List { ForEach(["Dishes"], id: \.self) { Text($0) }.onDelete { _ in } }
            .listStyle(.plain)
            .navigationBarTitle("Chores")
            .navigationBarItems(leading: EditButton(), trailing: Button("Add") {})
        }
      }
    }
    let graph = ViewGraph(Chores())
    let frame = graph.render(width: 20, placement: .topLeading)
    #expect(rows(of: graph, width: 20).prefix(2) == ["Edit             Add", "Chores              "])
    #expect(frame.buffer[0, 0].style.foreground == .accentColor)
    #expect(frame.buffer[19, 0].style.foreground == .accentColor)
    #expect(Regions.tap("Edit", in: frame))
    let editing = graph.render(width: 20, placement: .topLeading)
    #expect(PlainTextRenderer().render(editing.buffer).hasPrefix("Done"))
    #expect(editing.buffer[0, 0].style.attributes.contains(.bold))
  }

  @Test("a NavigationLink outside any navigation container is drawn disabled, as iOS draws it")
  func linkOutsideAStackIsDisabled() {
    let frame = TestScreen.frame(NavigationLink("Open") { Text("Detail") }, width: 6)
    #expect(PlainTextRenderer().render(frame.buffer) == "Open  ")
    #expect(frame.buffer[0, 0].style.attributes.contains(.dim))
    #expect(frame.buffer[0, 0].style.foreground != .accentColor)
    #expect(frame.regions.isEmpty)
    let inList = TestScreen.frame(List { NavigationLink("Open") { Text("Detail") } }.listStyle(.plain), width: 8)
    #expect(inList.regions.isEmpty)
    #expect(inList.buffer[0, 0].style.attributes.contains(.dim))
    let tree = ViewGraph.accessibilityTree(of: NavigationLink("Open") { Text("Detail") }, width: 6)
    #expect(tree.lines == ["link \"Open\" disabled"])
  }

  @Test("a sheet's stack is centred in its panel, and a NavigationStack in a sheet fills it from the top")
  func sheetContentPlacement() {
    let stack = Color.clear.sheet(isPresented: .constant(true)) { Text("Sent") }
    let lines = screenRows(stack, width: 12, height: 7)
    #expect(lines[1] == "╭──────────╮")
    #expect(lines[3] == "│   Sent   │" || lines[4] == "│   Sent   │")
    let navigation = Color.clear.sheet(isPresented: .constant(true)) {
      NavigationStack {
        List { Text("Row") }.listStyle(.plain).navigationTitle("New").navigationBarTitleDisplayMode(.inline)
      }
    }
    let filled = screenRows(navigation, width: 12, height: 7)
    #expect(filled[2] == "│   New    │")
    #expect(filled[3] == "│Row       │")
  }
}

extension ViewGraph {
  /// The accessibility tree of `view` drawn `width` columns wide.
  static func accessibilityTree<V: View>(of view: V, width: Int, height: Int? = nil) -> AccessibilityTree {
    let graph = ViewGraph(view)
    graph.recordsAccessibility = true
    return graph.render(width: width, height: height, placement: .topLeading).accessibility
  }
}
