import Testing

@testable import TextUI

private struct Advanced: View {
  @State private var logs = false
  var body: some View {
    DisclosureGroup("Advanced") {
      Toggle("Debug logging", isOn: $logs)
      Text("Cache: 12 MB")
    }
  }
}

private struct Bound: View {
  @State private var isExpanded = true
  var body: some View {
    VStack(alignment: .leading) {
      DisclosureGroup(isExpanded: $isExpanded) {
        Text("Inside")
      } label: {
        Label("Filters", systemImage: "star")
      }
      Text(isExpanded ? "open" : "closed")
    }
  }
}

@Suite("DisclosureGroup")
@MainActor
struct DisclosureGroupTests {
  @Test("a DisclosureGroup starts collapsed, and a tap on its title expands and collapses it")
  func toggles() {
    let graph = ViewGraph(Advanced())
    let collapsed = graph.render(width: 20, placement: .topLeading)
    #expect(PlainTextRenderer().render(collapsed.buffer) == "▸ Advanced          ")
    #expect(collapsed.regions.map(\.label) == ["Advanced"])
    #expect(Regions.tap("Advanced", in: collapsed))
    let expanded = graph.render(width: 20, placement: .topLeading)
    #expect(
      PlainTextRenderer().render(expanded.buffer)
        == ["▾ Advanced          ", "  Debug logging  [ ]", "  Cache: 12 MB      "].joined(separator: "\n"))
    #expect(expanded.regions.map(\.label) == ["Advanced", "Debug logging"])
    #expect(Regions.tap("Advanced", in: expanded))
    #expect(
      PlainTextRenderer().render(graph.render(width: 20, placement: .topLeading).buffer) == "▸ Advanced          ")
  }

  @Test("DisclosureGroup(isExpanded:content:label:) follows and sets its binding")
  func bound() {
    let graph = ViewGraph(Bound())
    let open = graph.render(width: 12, placement: .topLeading)
    #expect(PlainTextRenderer().render(open.buffer) == "▾ ☆ Filters \n  Inside    \nopen        ")
    #expect(open.regions.map(\.label) == ["▾ ☆ Filters"])
    #expect(Regions.tap("▾ ☆ Filters", in: open))
    #expect(
      PlainTextRenderer().render(graph.render(width: 12, placement: .topLeading).buffer) == "▸ ☆ Filters \nclosed      "
    )
  }

  @Test("DisclosureGroup(_:isExpanded:content:) draws what the binding says")
  func titledBinding() {
    let expanded = DisclosureGroup("More", isExpanded: .constant(true)) {
      Text("a"); Text("b")
    }
    #expect(TestScreen.text(expanded, width: 6) == "▾ More\n  a   \n  b   ")
    let collapsed = DisclosureGroup("More", isExpanded: .constant(false)) { Text("a") }
    #expect(TestScreen.text(collapsed, width: 6) == "▸ More")
  }
}
