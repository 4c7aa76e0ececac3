import Foundation
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
  /// The article's code blocks: its first Swift block is the component above, its first text
  /// block the rendering, so the article cannot drift from what this test compiles and checks.
  static func articleBlocks(_ info: String, filePath: String = #filePath) throws -> [String] {
    let article = URL(filePath: filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appending(path: "Sources/TextUI/TextUI.docc/WritingComponents.md")
    let text = try String(contentsOf: article, encoding: .utf8)
    return text.components(separatedBy: "```\(info)\n").dropFirst().compactMap {
      $0.components(separatedBy: "```").first
    }
  }

  @Test("the article shows the component this test compiles")
  func articleShowsThisComponent() throws {
    let component = try #require(try Self.articleBlocks("swift").first)
    let source = try String(contentsOf: URL(filePath: #filePath), encoding: .utf8)
    #expect(source.contains(component.replacingOccurrences(of: "import TextUI\n\n", with: "")))
  }

  @Test("the article's component renders as the article shows")
  @MainActor func articleExample() throws {
    let graph = ViewGraph(
      VStack(spacing: 0) {
        ReadingRow(title: "SwiftUI のプレビューを気軽に使う DI 戦略", author: "iOSDC 2023", isFavorite: true)
        ReadingRow(title: "Understanding dependency injection on iOS", author: "blog", isFavorite: false)
      })
    let text = PlainTextRenderer().render(graph.render(width: 44).buffer)
    let shown = try #require(try Self.articleBlocks("text").first)
    #expect(text + "\n" == shown)
  }
}
