import Testing
import TextUI

/// The component the "Writing components" article shows, so the output it shows is checked.
struct ReadingRow: View {
  var title: String
  var author: String
  var isFavorite: Bool

  var body: some View {
    HStack {
      Text(isFavorite ? "★" : "☆").foregroundColor(.yellow)
      VStack(alignment: .leading) {
        Text(title).bold().lineLimit(1)
        Text(author).foregroundColor(.secondary)
      }
      Spacer()
      Text("12 min").dim()
    }
    .padding(.horizontal, 1)
    .border(.rounded)
  }
}

@Suite("Writing components article example")
struct ComponentExampleTests {
  @Test("the article's component renders as the article shows")
  @MainActor func articleExample() {
    let graph = ViewGraph(
      VStack(spacing: 0) {
        ReadingRow(title: "SwiftUI のプレビューを気軽に使う DI 戦略", author: "iOSDC 2023", isFavorite: true)
        ReadingRow(title: "Understanding dependency injection on iOS", author: "blog", isFavorite: false)
      })
    let text = PlainTextRenderer().render(graph.render(width: 44).buffer)
    #expect(
      text == """
        ╭──────────────────────────────────────────╮
        │ ★ SwiftUI のプレビューを気軽に…   12 min │
        │   iOSDC 2023                             │
        ╰──────────────────────────────────────────╯
        ╭──────────────────────────────────────────╮
        │ ☆ Understanding dependency inje…  12 min │
        │   blog                                   │
        ╰──────────────────────────────────────────╯
        """)
  }
}
