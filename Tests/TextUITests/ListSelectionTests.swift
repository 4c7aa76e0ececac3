import Testing
import TextUI

private struct Fruit: Identifiable, Hashable {
  var id: String { name }
  var name: String
}

private struct FruitPicker: View {
  @State private var picked: String? = nil
  let fruits = ["apple", "banana", "cherry"].map(Fruit.init)

  var body: some View {
    VStack(alignment: .leading) {
      List(fruits, selection: $picked) { fruit in Text(fruit.name) }
        .listStyle(.plain)
      Text("picked: \(picked ?? "nothing")")
    }
  }
}

@Suite("List selection")
@MainActor
struct ListSelectionTests {
  @Test("tapping a row selects its ID and draws the row in inverse video")
  func selectingARow() throws {
    let graph = ViewGraph(FruitPicker())
    let first = graph.render(width: 20, placement: .topLeading)
    #expect(first.regions.filter { $0.kind == .row }.map(\.label) == ["apple", "banana", "cherry"])
    let banana = try #require(first.regions.first { $0.label == "banana" })
    guard case .tap(let select) = banana.action else {
      Issue.record("a row is not tappable")
      return
    }
    select()
    #expect(graph.invalidation.needsRender)
    let second = graph.render(width: 20, placement: .topLeading)
    #expect(
      PlainTextRenderer(trimsTrailingSpaces: true).render(second.buffer) == "apple\nbanana\ncherry\npicked: banana")
    #expect(second.buffer[0, 1].style.attributes.contains(.inverse))
    #expect(!second.buffer[0, 0].style.attributes.contains(.inverse))
  }
}
