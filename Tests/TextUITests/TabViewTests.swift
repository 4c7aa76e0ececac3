import Foundation
import Testing

@testable import TextUI

private enum Screen: Hashable { case home, stats, settings }

private struct Counter: View {
  let name: String
  @Binding var appeared: [String]
  var body: some View {
    Text("\(name) screen").onAppear { appeared.append(name) }
  }
}

private struct TabsWithBinding: View {
  @State var tab = Screen.stats
  var body: some View {
    TabView(selection: $tab) {
      Text("Home screen").tabItem { Label("Home", systemImage: "house") }.tag(Screen.home)
      Text("Stats screen").tabItem { Label("Stats", systemImage: "chart.bar") }.tag(Screen.stats)
      Text("Settings screen").tabItem { Label("Settings", systemImage: "gear") }.tag(Screen.settings).badge(2)
    }
  }
}

@Suite("TabView")
@MainActor
struct TabViewTests {
  @Test("the selected tab's content sits above a bar whose rule is heavy over the selected tab")
  func drawsSelectedTabAndBar() {
    #expect(
      TestScreen.text(TabsWithBinding(), width: 36)
        == [
          "            Stats screen            ",
          "──────────━━━━━━━━━━━───────────────",
          "  ⌂ Home    ▆ Stats   ⚙ Settings 2  ",
        ].joined(separator: "\n"))
    // Narrower, the labels keep their widths and share what is left.
    #expect(
      TestScreen.text(TabsWithBinding(), width: 32)
        == [
          "          Stats screen          ",
          "─────────━━━━━━━━━──────────────",
          " ⌂ Home   ▆ Stats  ⚙ Settings 2 ",
        ].joined(separator: "\n"))
  }

  @Test("the selected label is bold and inverse, the others are plain")
  func selectedLabelStyle() {
    let frame = TestScreen.frame(TabsWithBinding(), width: 36)
    let bar = frame.buffer.row(2)
    let stats = bar.firstIndex { $0.symbol == "S" }!
    #expect(frame.buffer.row(2)[stats].style.attributes.contains([.bold, .inverse]))
    let home = bar.firstIndex { $0.symbol == "H" }!
    #expect(frame.buffer.row(2)[home].style.attributes.isEmpty)
  }

  @Test("tapping a tab label switches tabs and sets the selection binding")
  func tapSwitches() {
    let graph = ViewGraph(TabsWithBinding())
    var frame = graph.render(width: 36, placement: .topLeading)
    let home = frame.regions.first { $0.label.contains("Home") }
    guard case .tap(let action)? = home?.action else {
      Issue.record("no Home tab region in \(frame.regions.map(\.label))")
      return
    }
    action()
    frame = graph.render(width: 36, placement: .topLeading)
    #expect(PlainTextRenderer().render(frame.buffer).hasPrefix("            Home screen             \n━━━━━━━━━━─"))
  }

  @Test("without a selection the first tab shows, and only it appears (hidden tabs are not built)")
  func firstTabAndLaziness() {
    let appeared = Box()
    let view = TabView {
      Counter(name: "one", appeared: appeared.binding).tabItem { Text("One") }
      Counter(name: "two", appeared: appeared.binding).tabItem { Text("Two") }
    }
    let graph = ViewGraph(view)
    var frame = graph.render(width: 20, placement: .topLeading)
    #expect(PlainTextRenderer().render(frame.buffer).hasPrefix("     one screen     "))
    #expect(appeared.names == ["one"])
    guard case .tap(let action)? = frame.regions.first(where: { $0.label == "Two" })?.action else {
      Issue.record("no Two tab region in \(frame.regions.map(\.label))")
      return
    }
    action()
    frame = graph.render(width: 20, placement: .topLeading)
    #expect(PlainTextRenderer().render(frame.buffer).hasPrefix("     two screen     "))
    #expect(appeared.names == ["one", "two"])
  }

  @Test("iOS 18 Tab(_:systemImage:value:) tabs are drawn and selected by value")
  func tabStruct() {
    let view = TabView(selection: .constant(2)) {
      Tab("Home", systemImage: "house", value: 1) { Text("home") }
      Tab("Search", systemImage: "magnifyingglass", value: 2, role: .search) { Text("search") }
    }
    #expect(
      TestScreen.text(view, width: 20)
        == ["       search       ", "──────────━━━━━━━━━━", "  ⌂ Home   ⌕ Search "].joined(separator: "\n"))
  }

  @Test("a selection no tab carries shows the first tab")
  func unmatchedSelection() {
    let view = TabView(selection: .constant("nowhere")) {
      Text("first").tabItem { Text("A") }.tag("a")
      Text("second").tabItem { Text("B") }.tag("b")
    }
    #expect(TestScreen.text(view, width: 10).hasPrefix("  first   "))
  }

  @Test("page style draws page dots instead of a bar, tapped as Page N")
  func pageStyle() {
    let view = TabView {
      Text("Welcome")
      Text("Sync")
      Text("Done")
    }
    .tabViewStyle(.page)
    let graph = ViewGraph(view)
    var frame = graph.render(width: 11, placement: .topLeading)
    #expect(PlainTextRenderer().render(frame.buffer) == ["  Welcome  ", "   ● ○ ○   "].joined(separator: "\n"))
    guard case .tap(let action)? = frame.regions.first(where: { $0.label == "Page 3" })?.action else {
      Issue.record("no Page 3 region in \(frame.regions.map(\.label))")
      return
    }
    action()
    frame = graph.render(width: 11, placement: .topLeading)
    #expect(PlainTextRenderer().render(frame.buffer) == ["   Done    ", "   ○ ○ ●   "].joined(separator: "\n"))
  }

  @Test("a ForEach of pages is tagged by its IDs, so a selection binding picks and follows the page")
  func forEachImpliesTags() {
    let page = Box()
    page.names = ["b"]
    let view = TabView(
      selection: Binding(get: { page.names[0] }, set: { page.names = [$0] })
    ) {
      ForEach(["a", "b", "c"], id: \.self) { name in Text("page \(name)") }
      Text("explicit").tag("d")
    }
    .tabViewStyle(.page)
    let graph = ViewGraph(view)
    var frame = graph.render(width: 9, placement: .topLeading)
    #expect(PlainTextRenderer().render(frame.buffer) == [" page b  ", " ○ ● ○ ○ "].joined(separator: "\n"))
    guard case .tap(let action)? = frame.regions.first(where: { $0.label == "Page 4" })?.action else {
      Issue.record("no Page 4 region in \(frame.regions.map(\.label))")
      return
    }
    action()
    #expect(page.names == ["d"])
    frame = graph.render(width: 9, placement: .topLeading)
    #expect(PlainTextRenderer().render(frame.buffer) == ["explicit ", " ○ ○ ○ ● "].joined(separator: "\n"))
  }

  @Test("a fixed height puts the bar on the last rows and centres the content above")
  func fixedHeight() {
    let view = TabView {
      Text("hi").tabItem { Text("A") }
    }
    #expect(
      TestScreen.text(view, width: 6, height: 5)
        == ["      ", "  hi  ", "      ", "━━━━━━", "  A   "].joined(separator: "\n"))
  }
}

/// A list the views of a test append to.
@MainActor
private final class Box {
  var names: [String] = []
  var binding: Binding<[String]> {
    Binding(get: { self.names }, set: { self.names = $0 })
  }
}
