import Foundation
import Testing

@testable import TextUI

@MainActor private func rows<V: View>(_ view: V, width: Int, height: Int? = nil) -> [String] {
  TestScreen.text(view, width: width, height: height).split(separator: "\n", omittingEmptySubsequences: false)
    .map(String.init)
}

@MainActor private func screen<V: View>(_ view: V, width: Int, height: Int? = nil) -> [String] {
  PlainTextRenderer().render(ViewGraph(view).render(width: width, height: height).buffer)
    .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
}

/// What a ported SwiftUI screen's lengths, root and controls come out as (issue 27).
@Suite("Fidelity to SwiftUI")
@MainActor
struct FidelityTests {
  @Test(
    "points become columns at 8 pt and rows at 22 pt, to the nearest cell; a positive width or height is at least one",
    arguments: [
      (0, 0, 0, 0), (1, 1, 0, 1), (4, 1, 0, 1), (8, 1, 0, 1), (10, 1, 0, 1), (11, 1, 1, 1), (12, 2, 1, 1),
      (16, 2, 1, 1), (20, 3, 1, 1), (24, 3, 1, 1), (33, 4, 2, 2), (40, 5, 2, 2), (44, 6, 2, 2), (60, 8, 3, 3),
      (100, 13, 5, 5), (320, 40, 15, 15), (-16, -2, -1, -1),
    ] as [(Double, Int, Int, Int)])
  func metric(points: Double, columns: Int, rows: Int, height: Int) {
    #expect(CellMetric.columns(CGFloat(points)) == columns)
    #expect(CellMetric.rows(CGFloat(points)) == rows)
    #expect(CellMetric.rows(ofHeight: CGFloat(points)) == height)
  }

  @Test("a title over a subtitle 4 pt apart, padded 4 pt, is two rows, as SwiftUI draws a list row 2.4 lines tall")
  func smallVerticalGaps() {
    let row = VStack(alignment: .leading, spacing: 4) {
      Text("Drink water")
      Text("8 glasses a day")
    }
    .padding(.vertical, 4)
    #expect(rows(row, width: 16) == ["Drink water     ", "8 glasses a day "])
    #expect(rows(Color.red.frame(height: 1), width: 2).count == 1)
  }

  @Test("cell-valued lengths round back to exactly their cells", arguments: 0..<40)
  func cellLengths(count: Int) {
    #expect(CellMetric.columns(.columns(count)) == count)
    #expect(CellMetric.rows(.rows(count)) == count)
  }

  @Test("infinity stays unbounded and NaN is nothing")
  func unboundedLengths() {
    #expect(CellMetric.columns(.infinity) == ProposedSize.infinity)
    #expect(CellMetric.rows(.nan) == 0)
  }

  @Test("SwiftUI's lengths come out proportionate: padding(16) is 2 columns and 1 row, spacing 20 one row")
  func proportionateScreen() {
    let card = VStack(spacing: 20) {
      Text("Title")
      Text("Body")
    }
    .padding(16)
    .border(.rounded)
    #expect(
      rows(card, width: 12) == [
        "╭─────────╮ ", "│         │ ", "│  Title  │ ", "│         │ ", "│  Body   │ ", "│         │ ",
        "╰─────────╯ ",
      ])
  }

  @Test("a frame larger than the canvas is clamped to it, and its text stays visible")
  func frameClamp() {
    let view = Text("Continue").frame(width: 320, height: 60)
    #expect(rows(view, width: 20) == ["                    ", "      Continue      ", "                    "])
    #expect(rows(Text("Hi").frame(minWidth: 700), width: 10) == ["    Hi    "])
  }

  @Test("padding never takes all of a text's width: the text keeps its content and wraps")
  func paddingGivesWay() {
    let view = HStack(spacing: 0) {
      Button("Cancel") {}.padding(EdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 40))
      Button("Save") {}.padding(EdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 40))
    }
    let frame = TestScreen.frame(view, width: 24)
    // 40 pt is 5 columns a side: of a button's 12 columns, padding keeps at most half.
    #expect(frame.regions.map(\.label) == ["Cancel", "Save"])
    #expect(frame.regions.map(\.rect.width) == [6, 6])
    let text = PlainTextRenderer().render(frame.buffer)
    #expect(text.contains("Ca") && text.contains("Sa"))
  }

  @Test("a control with no visible cells cannot be tapped by a step")
  func invisibleControlIsNotTappable() {
    let view = HStack(spacing: 0) {
      Text("wide text").fixedSize()
      Button("Hidden") {}.frame(width: 0)
    }
    #expect(TestScreen.frame(view, width: 12).regions.isEmpty)
  }

  @Test("offset moves the drawing, not the frame, in cells of the metric")
  func offsetMovesDrawing() {
    let view = VStack(alignment: .leading, spacing: 0) {
      Text("bcd")
      Text("a").offset(x: 16, y: -22)
    }
    #expect(rows(view, width: 4) == ["bca ", "    "])
  }

  @Test("the root is centred across the canvas, and down it when the height is fixed")
  func rootPlacement() {
    #expect(screen(Text("Hi"), width: 8) == ["   Hi   "])
    #expect(screen(Text("Hi"), width: 8, height: 3) == ["        ", "   Hi   ", "        "])
    #expect(
      PlainTextRenderer().render(ViewGraph(Text("Hi")).render(width: 8, placement: .topLeading).buffer) == "Hi      ")
    // Whatever fills the width, as a List or a NavigationStack does, is where it always was.
    #expect(screen(Text("Hi").frame(maxWidth: .infinity, alignment: .leading), width: 8) == ["Hi      "])
  }

  @Test("a root wider than the canvas is centred on it, overflowing both sides as SwiftUI's does")
  func overflowingRootCentred() {
    #expect(screen(Text("abcdefgh").fixedSize(), width: 4) == ["cdef"])
    // A 280 pt square in 32 pt margins on a 40-column (320 pt) screen keeps equal margins.
    let cover = Color.pink.frame(width: 280, height: 22).padding(32)
    let buffer = ViewGraph(cover).render(width: 40).buffer
    let filled = (0..<buffer.height).flatMap { y in
      (0..<40).filter { buffer[$0, y].style.background == .pink }
    }
    #expect(Set(filled) == Set(3..<38))
  }

  @Test("GeometryProxy reports points, so fractions of it are fractions of the columns")
  func geometryInPoints() {
    let view = GeometryReader { proxy in
      Color.green.frame(width: proxy.size.width / 4, height: proxy.size.height)
    }
    let frame = TestScreen.frame(view, width: 20, height: 2)
    #expect((0..<20).filter { frame.buffer[$0, 1].style.background == .green }.count == 5)
  }

  @Test("a NavigationLink's back button names the screen it goes back to, or says Back")
  func backTitles() {
    struct Home: View {
      let title: String
      var body: some View {
        NavigationStack {
          NavigationLink("Open") { Text("Detail").navigationTitle("Detail") }
            .navigationTitle(title)
        }
      }
    }
    for (title, expected) in [("Library", "‹ Library"), ("A Very Long Screen Title", "‹ Back")] {
      let graph = ViewGraph(Home(title: title))
      #expect(Regions.tap("Open", in: graph.render(width: 40)))
      let lines = PlainTextRenderer().render(graph.render(width: 40).buffer).split(separator: "\n")
      #expect(lines[0].trimmingCharacters(in: .whitespaces) == expected)
      #expect(lines[1].hasPrefix("Detail "))
    }
  }

  @Test("tab labels too long for their share are cut on one row, never wrapped into their neighbours'")
  func tabLabelsOnOneRow() {
    let tabs = TabView {
      Text("Home").tabItem { Label("Home", systemImage: "house") }
      Text("Library").tabItem { Label("Library", systemImage: "books.vertical") }
      Text("Notifications").tabItem { Label("Notifications", systemImage: "bell") }
      Text("Profile").tabItem { Label("Profile", systemImage: "person") }
    }
    let lines = rows(tabs, width: 40, height: 6)
    #expect(lines.count == 6)
    #expect(lines[4].hasPrefix("━━━━━━━━━━"))
    #expect(lines[5].contains("⌂ Home") && lines[5].contains("…"))
  }

  @Test("multilineTextAlignment places a text field's text, as in SwiftUI")
  func fieldAlignment() {
    #expect(rows(TextField("Code", text: .constant("42")).multilineTextAlignment(.center), width: 10) == ["[___42___]"])
    #expect(
      rows(SecureField("PIN", text: .constant("12")).multilineTextAlignment(.trailing), width: 10) == ["[______••]"])
  }

  @Test("a Stepper's button is dimmed and untappable at its bound")
  func stepperBounds() {
    let frame = TestScreen.frame(Stepper("Guests", value: .constant(1), in: 1...4), width: 20)
    // The `-` is not a region; the stepper itself is (what arrows adjust live).
    #expect(frame.regions.map(\.label) == ["+", "Guests"])
    let minus = (0..<20).first { frame.buffer[$0, 0].symbol == "-" }
    #expect(minus.map { frame.buffer[$0, 0].style.attributes.contains(.dim) } == true)
  }

  @Test("a Link under .buttonStyle(.plain) draws its label as it is; otherwise underlined in the accent colour")
  func plainLink() {
    let url = URL(string: "https://example.com")!
    let plain = TestScreen.frame(Link("Terms", destination: url).buttonStyle(.plain), width: 5)
    #expect(plain.buffer[0, 0].style == .plain)
    let styled = TestScreen.frame(Link("Terms", destination: url), width: 5)
    #expect(styled.buffer[0, 0].style.foreground == .accentColor)
    #expect(styled.buffer[0, 0].style.attributes.contains(.underline))
  }

  @Test("a List inside a vertical ScrollView collapses, as SwiftUI's does, and shows again in a sheet or list")
  func listInScrollView() {
    let view = ScrollView {
      VStack {
        Text("Header")
        List { Text("Row") }
      }
    }
    #expect(rows(view, width: 8) == [" Header "])
  }

  @Test(
    "a ZWJ joins nothing a terminal does not join: each side keeps its width unless the sequence is RGI",
    arguments: [
      ("a\u{200D}b", 2), ("1\u{200D}2", 2), ("\u{2605}\u{200D}a", 2), ("a\u{200D}\u{1F355}", 3),
      ("\u{65E5}\u{200D}\u{672C}", 4), ("\u{1F436}\u{200D}\u{1F355}", 4),
      ("\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", 2),
      ("a\u{200D}", 1),
    ] as [(String, Int)])
  func zeroWidthJoiner(text: String, cells: Int) {
    #expect(GraphemeWidth.width(of: text) == cells)
  }
}
