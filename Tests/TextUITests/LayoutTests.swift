import Foundation
import Testing

@testable import TextUI

/// Renders views to text for the tests: rows joined by "\n", each exactly `width` cells.
///
/// The view is drawn at the canvas's top-leading corner, so that a test's expectation is
/// about the component it draws rather than about where a screen's root goes; root placement
/// (centred, as SwiftUI places a screen) has tests of its own.
@MainActor
enum TestScreen {
  static func text<V: View>(_ view: V, width: Int, height: Int? = nil) -> String {
    PlainTextRenderer().render(ViewGraph(view).render(width: width, height: height, placement: .topLeading).buffer)
  }

  static func frame<V: View>(_ view: V, width: Int, height: Int? = nil) -> RenderedFrame {
    ViewGraph(view).render(width: width, height: height, placement: .topLeading)
  }
}

/// One layout example: a view, the canvas it is drawn on, and the text it must produce.
struct LayoutCase: Sendable, CustomTestStringConvertible {
  let name: String
  let width: Int
  let height: Int?
  let lines: [String]
  let view: @MainActor @Sendable () -> AnyView

  init(
    _ name: String, width: Int, height: Int? = nil, _ lines: [String],
    view: @escaping @MainActor @Sendable () -> AnyView
  ) {
    self.name = name
    self.width = width
    self.height = height
    self.lines = lines
    self.view = view
  }

  var expected: String { lines.joined(separator: "\n") }
  var testDescription: String { name }
}

private struct Book: Identifiable {
  let id: Int
  let title: String
}

private enum Mood { case happy, sad, unknown }

private struct CardModifier: ViewModifier {
  func body(content: Content) -> some View {
    content.padding(.horizontal).border(.rounded)
  }
}

private struct Conditional: View {
  var flag: Bool
  var name: String?
  var mood: Mood
  var body: some View {
    VStack(alignment: .leading) {
      if flag { Text("on") } else { Text("off") }
      if let name { Text("hi \(name)") }
      switch mood {
      case .happy: Text(":)")
      case .sad: Text(":(")
      case .unknown: EmptyView()
      }
    }
  }
}

@Suite("Layout")
struct LayoutTests {
  static let stackSharingCases: [LayoutCase] = [
    LayoutCase("a spacer takes all the width between two texts", width: 10, ["a        b"]) {
      AnyView(
        HStack {
          Text("a"); Spacer(); Text("b")
        })
    },
    LayoutCase(
      "a spacer keeps its minimum length at the row's ideal size; one with no minimum takes none",
      width: 8, ["a   bc  ", "de      "]
    ) {
      AnyView(
        VStack(alignment: .leading, spacing: 0) {
          HStack(spacing: 0) {
            Text("a"); Spacer(minLength: .columns(3)); Text("bc")
          }.fixedSize()
          HStack(spacing: 0) {
            Text("d"); Spacer(); Text("e")
          }.fixedSize()
        })
    },
    LayoutCase("several spacers share the leftover width equally", width: 11, ["   a   b   "]) {
      AnyView(
        HStack(spacing: 0) {
          Spacer(); Text("a"); Spacer(); Text("b"); Spacer()
        })
    },
    LayoutCase(
      "two maxWidth .infinity children split the width in half", width: 12,
      ["┌────┐┌────┐", "│ a  ││ b  │", "└────┘└────┘"]
    ) {
      AnyView(
        HStack(spacing: 0) {
          Text("a").frame(maxWidth: .infinity).border()
          Text("b").frame(maxWidth: .infinity).border()
        })
    },
    LayoutCase(
      "a flexible child next to a fixed one gets everything else", width: 12,
      ["abc ┌──────┐", "    │  x   │", "    └──────┘"]
    ) {
      AnyView(
        HStack(alignment: .top) {
          Text("abc"); Text("x").frame(maxWidth: .infinity).border()
        })
    },
    LayoutCase(
      "the least flexible child is served first and the longer text wraps", width: 10,
      ["hello hi  ", "world     "]
    ) {
      AnyView(
        HStack {
          Text("hello world"); Text("hi")
        })
    },
    LayoutCase(
      "layoutPriority serves the higher priority child first", width: 16, ["fir… second part"]
    ) {
      AnyView(
        HStack {
          Text("first part").lineLimit(1); Text("second part").layoutPriority(1)
        })
    },
    LayoutCase(
      "without layoutPriority the less flexible text is served first", width: 16,
      ["first… second   ", "       part     "]
    ) {
      AnyView(
        HStack {
          Text("first part").lineLimit(1); Text("second part")
        })
    },
    LayoutCase(
      "fixedSize keeps a text on one line in a tight stack", width: 14,
      ["            x ", "hello world y ", "            z ", "            w "]
    ) {
      AnyView(
        HStack {
          Text("hello world").fixedSize(); Text("x y z w")
        })
    },
    LayoutCase(
      "fixedSize(horizontal:vertical:) applies to one axis", width: 8,
      ["the     ", "quick   "]
    ) {
      AnyView(
        Text("the quick").fixedSize(horizontal: false, vertical: true).frame(width: .columns(8), alignment: .leading))
    },
  ]

  static let framesCases: [LayoutCase] = [
    LayoutCase("a fixed frame centres its content by default", width: 8, ["   ab   "]) {
      AnyView(Text("ab").frame(width: .columns(8)))
    },
    LayoutCase(
      "a fixed frame aligned topLeading", width: 8, ["┌──────┐", "│ab    │", "│      │", "│      │", "└──────┘"]
    ) {
      AnyView(Text("ab").frame(width: .columns(6), height: .rows(3), alignment: .topLeading).border())
    },
    LayoutCase("a fixed frame aligned top", width: 8, ["┌──────┐", "│  ab  │", "│      │", "│      │", "└──────┘"]) {
      AnyView(Text("ab").frame(width: .columns(6), height: .rows(3), alignment: .top).border())
    },
    LayoutCase(
      "a fixed frame aligned topTrailing", width: 8, ["┌──────┐", "│    ab│", "│      │", "│      │", "└──────┘"]
    ) {
      AnyView(Text("ab").frame(width: .columns(6), height: .rows(3), alignment: .topTrailing).border())
    },
    LayoutCase("a fixed frame aligned leading", width: 8, ["┌──────┐", "│      │", "│ab    │", "│      │", "└──────┘"])
    {
      AnyView(Text("ab").frame(width: .columns(6), height: .rows(3), alignment: .leading).border())
    },
    LayoutCase("a fixed frame aligned center", width: 8, ["┌──────┐", "│      │", "│  ab  │", "│      │", "└──────┘"]) {
      AnyView(Text("ab").frame(width: .columns(6), height: .rows(3), alignment: .center).border())
    },
    LayoutCase(
      "a fixed frame aligned trailing", width: 8, ["┌──────┐", "│      │", "│    ab│", "│      │", "└──────┘"]
    ) {
      AnyView(Text("ab").frame(width: .columns(6), height: .rows(3), alignment: .trailing).border())
    },
    LayoutCase(
      "a fixed frame aligned bottomLeading", width: 8, ["┌──────┐", "│      │", "│      │", "│ab    │", "└──────┘"]
    ) {
      AnyView(Text("ab").frame(width: .columns(6), height: .rows(3), alignment: .bottomLeading).border())
    },
    LayoutCase("a fixed frame aligned bottom", width: 8, ["┌──────┐", "│      │", "│      │", "│  ab  │", "└──────┘"]) {
      AnyView(Text("ab").frame(width: .columns(6), height: .rows(3), alignment: .bottom).border())
    },
    LayoutCase(
      "a fixed frame aligned bottomTrailing", width: 8, ["┌──────┐", "│      │", "│      │", "│    ab│", "└──────┘"]
    ) {
      AnyView(Text("ab").frame(width: .columns(6), height: .rows(3), alignment: .bottomTrailing).border())
    },
    LayoutCase("a fixed width wraps the text inside it", width: 8, ["the     ", "quick   "]) {
      AnyView(
        Text("the quick").frame(width: .columns(5), alignment: .leading).frame(width: .columns(8), alignment: .leading))
    },
    LayoutCase(
      "minWidth grows a narrow child up to the minimum", width: 10, ["┌─────┐   ", "│ ab  │   ", "└─────┘   "]
    ) {
      AnyView(Text("ab").frame(minWidth: .columns(5)).border())
    },
    LayoutCase(
      "maxWidth caps a wide child, which wraps", width: 12,
      ["┌─────┐     ", "│abcde│     ", "│fgh  │     ", "└─────┘     "]
    ) {
      AnyView(Text("abcdefgh").frame(minWidth: .columns(2), maxWidth: .columns(5)).border())
    },
    LayoutCase(
      "maxWidth .infinity takes the whole width and aligns inside", width: 10,
      ["┌────────┐", "│ab      │", "└────────┘"]
    ) {
      AnyView(Text("ab").frame(maxWidth: .infinity, alignment: .leading).border())
    },
    LayoutCase(
      "a finite maxWidth grows only up to the maximum", width: 12,
      ["┌────┐      ", "│ ab │c     ", "└────┘      "]
    ) {
      AnyView(
        HStack(spacing: 0) {
          Text("ab").frame(maxWidth: .columns(4)).border(); Text("c")
        })
    },
    LayoutCase(
      "idealWidth is the width asked for under fixedSize", width: 10,
      ["┌──────┐  ", "│  ab  │  ", "└──────┘  "]
    ) {
      AnyView(Text("ab").frame(idealWidth: .columns(6), maxWidth: .infinity).fixedSize().border())
    },
    LayoutCase(
      "maxHeight .infinity fills the canvas height", width: 6, height: 5,
      ["┌──┐  ", "│  │  ", "│ab│  ", "│  │  ", "└──┘  "]
    ) {
      AnyView(Text("ab").frame(maxHeight: .infinity).border())
    },
    LayoutCase(
      "maxWidth and maxHeight .infinity with bottomTrailing alignment", width: 6, height: 3,
      ["      ", "      ", "     z"]
    ) {
      AnyView(Text("z").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomTrailing))
    },
  ]

  static let boxModelCases: [LayoutCase] = [
    LayoutCase(
      "padding() adds SwiftUI's default 16 pt, two columns and one row, inside the border", width: 9,
      ["╭─────╮  ", "│     │  ", "│  x  │  ", "│     │  ", "╰─────╯  "]
    ) {
      AnyView(Text("x").padding().border(.rounded))
    },
    LayoutCase("padding(.horizontal, 2) pads left and right only", width: 7, ["╔═════╗", "║  x  ║", "╚═════╝"]) {
      AnyView(Text("x").padding(.horizontal, .columns(2)).border(.double))
    },
    LayoutCase(
      "padding(.leading) pads one edge by the default two columns", width: 7, ["┏━━━┓  ", "┃  x┃  ", "┗━━━┛  "]
    ) {
      AnyView(Text("x").padding(.leading).border(.heavy))
    },
    LayoutCase(
      "padding(EdgeInsets) pads each edge by its own amount, points rounded to cells", width: 8,
      ["┌─────┐ ", "│     │ ", "│  x  │ ", "└─────┘ "]
    ) {
      AnyView(Text("x").padding(EdgeInsets(top: 16, leading: 16, bottom: 4, trailing: 12)).border(.single))
    },
    LayoutCase(
      "padding(CellInsets) pads each edge by whole cells", width: 8,
      ["┌─────┐ ", "│     │ ", "│  x  │ ", "└─────┘ "]
    ) {
      AnyView(Text("x").padding(CellInsets(top: 1, leading: 2, bottom: 0, trailing: 2)).border(.single))
    },
    LayoutCase(
      "padding(.cells(3)) pads every edge by three cells", width: 9,
      ["       ", "       ", "       ", "   x   ", "       ", "       ", "       "].map { $0 + "  " }
    ) {
      AnyView(Text("x").padding(.cells(3)))
    },
    LayoutCase(
      "border outside padding outside border nests boxes", width: 9,
      ["┌───────┐", "│╭─────╮│", "││  x  ││", "│╰─────╯│", "└───────┘"]
    ) {
      AnyView(Text("x").padding(.horizontal).border(.rounded).border())
    },
    LayoutCase(
      "a border around a wrapped text takes its own cells", width: 8,
      ["┌─────┐ ", "│hello│ ", "│world│ ", "└─────┘ "]
    ) {
      AnyView(Text("hello world").frame(width: .columns(5)).border())
    },
  ]

  static let stacksCases: [LayoutCase] = [
    LayoutCase("HStack defaults: one cell of spacing, centred vertically", width: 7, ["a      ", "b x y  ", "c      "])
    {
      AnyView(
        HStack {
          Text("a\nb\nc"); Text("x"); Text("y")
        })
    },
    LayoutCase("HStack alignment top", width: 5, ["a x  ", "b    ", "c    "]) {
      AnyView(
        HStack(alignment: .top) {
          Text("a\nb\nc"); Text("x")
        })
    },
    LayoutCase("HStack alignment bottom with no spacing", width: 5, ["a    ", "b    ", "cx   "]) {
      AnyView(
        HStack(alignment: .bottom, spacing: 0) {
          Text("a\nb\nc"); Text("x")
        })
    },
    LayoutCase("HStack with spacing 3", width: 8, ["a   b   "]) {
      AnyView(
        HStack(spacing: .columns(3)) {
          Text("a"); Text("b")
        })
    },
    LayoutCase("VStack defaults: no spacing, centred horizontally", width: 5, [" a   ", "bbb  "]) {
      AnyView(
        VStack {
          Text("a"); Text("bbb")
        })
    },
    LayoutCase("VStack alignment leading", width: 5, ["a    ", "bbb  "]) {
      AnyView(
        VStack(alignment: .leading) {
          Text("a"); Text("bbb")
        })
    },
    LayoutCase("VStack alignment trailing with spacing 1", width: 5, ["  a  ", "     ", "bbb  "]) {
      AnyView(
        VStack(alignment: .trailing, spacing: .rows(1)) {
          Text("a"); Text("bbb")
        })
    },
    LayoutCase(
      "nested stacks lay out inside out", width: 9,
      ["┌───────┐", "│  a b  │", "│ ccccc │", "│d e    │", "└───────┘"]
    ) {
      AnyView(
        VStack(alignment: .leading) {
          VStack {
            HStack {
              Text("a"); Text("b")
            }
            Text("ccccc")
          }
          .frame(maxWidth: .infinity)
          HStack {
            Text("d"); Text("e")
          }
        }
        .border())
    },
    LayoutCase("ZStack centres children by default, later in front", width: 6, ["abcde ", "abXde ", "abcde "]) {
      AnyView(
        ZStack {
          Text("abcde\nabcde\nabcde"); Text("X")
        })
    },
    LayoutCase("ZStack alignment topTrailing", width: 6, ["abcdX ", "abcde "]) {
      AnyView(
        ZStack(alignment: .topTrailing) {
          Text("abcde\nabcde"); Text("X")
        })
    },
    LayoutCase("ZStack alignment bottomLeading", width: 6, ["abcde ", "abcde ", "Xbcde "]) {
      AnyView(
        ZStack(alignment: .bottomLeading) {
          Text("abcde\nabcde\nabcde"); Text("X")
        })
    },
    LayoutCase(
      "a Divider in a VStack is a horizontal line across the stack", width: 7,
      ["┌─────┐", "│ abc │", "│─────│", "│  d  │", "└─────┘"]
    ) {
      AnyView(
        VStack {
          Text("abc"); Divider(); Text("d")
        }.border())
    },
    LayoutCase("a Divider in an HStack is a vertical line as tall as the stack", width: 5, ["a │ x", "b │  "]) {
      AnyView(
        HStack(alignment: .top) {
          Text("a\nb"); Divider(); Text("x")
        })
    },
    LayoutCase("background is drawn behind and sized to the content", width: 6, ["#ab#  "]) {
      AnyView(Text("ab").frame(width: .columns(4)).background(Text("####")))
    },
    LayoutCase("overlay is drawn in front, aligned inside the content", width: 7, ["abcdX  "]) {
      AnyView(Text("abcde").overlay(Text("X"), alignment: .trailing))
    },
    LayoutCase("overlay built with a closure", width: 7, ["Xbcde  "]) {
      AnyView(Text("abcde").overlay(alignment: .leading) { Text("X") })
    },
  ]

  static let structureCases: [LayoutCase] = [
    LayoutCase("EmptyView takes no space and no spacing in a stack", width: 5, ["a b  "]) {
      AnyView(
        HStack {
          Text("a"); EmptyView(); Text("b")
        })
    },
    LayoutCase("a Group's children become the stack's children", width: 7, ["a b c  "]) {
      AnyView(
        HStack {
          Group {
            Text("a"); Text("b")
          }; Text("c")
        })
    },
    LayoutCase("an environment modifier on a Group keeps its children in the stack", width: 7, ["a b c  "]) {
      AnyView(
        HStack {
          Group {
            Text("a"); Text("b")
          }.foregroundColor(.red); Text("c")
        })
    },
    LayoutCase("ForEach over Identifiable elements", width: 6, ["one   ", "two   "]) {
      AnyView(
        VStack(alignment: .leading) {
          ForEach([Book(id: 1, title: "one"), Book(id: 2, title: "two")]) { Text($0.title) }
        })
    },
    LayoutCase("ForEach with an id key path", width: 6, ["x y z "]) {
      AnyView(HStack { ForEach(["x", "y", "z"], id: \.self) { Text($0) } })
    },
    LayoutCase("ForEach over a range", width: 6, ["0 1 2 "]) {
      AnyView(HStack { ForEach(0..<3) { Text("\($0)") } })
    },
    LayoutCase("if, if let and switch pick their branches", width: 6, ["on    ", "hi Bo ", ":)    "]) {
      AnyView(Conditional(flag: true, name: "Bo", mood: .happy))
    },
    LayoutCase("else, a nil if let and an empty switch case", width: 6, ["off   "]) {
      AnyView(Conditional(flag: false, name: nil, mood: .unknown))
    },
    LayoutCase("switch picks another case", width: 6, ["off   ", ":(    "]) {
      AnyView(Conditional(flag: false, name: nil, mood: .sad))
    },
    LayoutCase("AnyView wraps views of different types", width: 6, [" a    ", "b c   "]) {
      AnyView(
        VStack {
          AnyView(Text("a"));
          AnyView(
            HStack {
              Text("b"); Text("c")
            })
        })
    },
    LayoutCase("a custom ViewModifier applied with .modifier", width: 8, ["╭──────╮", "│  hi  │", "╰──────╯"]) {
      AnyView(Text("hi").modifier(CardModifier()))
    },
    LayoutCase(
      "a List shows the rows that fit and counts the rest", width: 14, height: 4,
      ["row 0         ", "row 1         ", "row 2         ", "↓ 7 more rows "]
    ) {
      AnyView(List { ForEach(0..<10) { Text("row \($0)") } }.listStyle(.plain))
    },
    LayoutCase("a List that fits shows no indicator", width: 6, height: 3, ["a     ", "b     ", "      "]) {
      AnyView(
        List {
          Text("a"); Text("b")
        }.listStyle(.plain))
    },
    LayoutCase(
      "a List's rows outside any section are an inset grouped card, as iOS draws them", width: 8, height: 5,
      ["╭──────╮", "│ a    │", "│ b    │", "╰──────╯", "        "]
    ) {
      AnyView(
        List {
          Text("a"); Text("b")
        })
    },
    LayoutCase(
      "a List hides a row that does not fit whole and says row, singular", width: 14, height: 3,
      ["a             ", "b             ", "↓ 1 more row  "]
    ) {
      AnyView(
        List {
          Text("a"); Text("b"); Text("c\nd")
        }.listStyle(.plain))
    },
    LayoutCase(
      "a ScrollView clips its content and counts the hidden lines", width: 16, height: 4,
      ["line 0          ", "line 1          ", "line 2          ", "↓ 7 more lines  "]
    ) {
      AnyView(ScrollView { ForEach(0..<10) { Text("line \($0)") } })
    },
    LayoutCase(
      "a ScrollView shows the top of a tall child cut by its edge", width: 16, height: 3,
      ["1               ", "2               ", "↓ 4 more lines  "]
    ) {
      AnyView(ScrollView { Text("1\n2\n3\n4\n5\n6") })
    },
    LayoutCase(
      "a horizontal ScrollView offers unlimited width, clips at the right and marks the cut",
      width: 10, ["one two t→", "          "]
    ) {
      AnyView(
        VStack(alignment: .leading) {
          ScrollView(.horizontal) {
            HStack {
              Text("one"); Text("two"); Text("three")
            }
          }
          Text("")
        })
    },
    LayoutCase(
      "a horizontal ScrollView whose content fits shows it all, unmarked", width: 10,
      ["ab cd     "]
    ) {
      AnyView(
        ScrollView(.horizontal) {
          HStack {
            Text("ab"); Text("cd")
          }
        })
    },
    LayoutCase(
      "a two-axis ScrollView clips both ways", width: 8, height: 3,
      ["a-long-→", "row 1   ", "↓ 2 more"]
    ) {
      AnyView(
        ScrollView([.horizontal, .vertical]) {
          VStack(alignment: .leading) {
            Text("a-long-line"); Text("row 1"); Text("row 2"); Text("row 3")
          }
        })
    },
    LayoutCase(
      "a layout modifier on a Group applies to each child, not to an implicit stack", width: 8,
      ["a  b    "]
    ) {
      AnyView(
        HStack(spacing: 0) {
          Group {
            Text("a"); Text("b")
          }.frame(width: .columns(3), alignment: .leading)
        })
    },
    LayoutCase(
      "a border on a Group borders each child", width: 6,
      ["┌─┐┌─┐", "│a││b│", "└─┘└─┘"]
    ) {
      AnyView(
        HStack(spacing: 0) {
          Group {
            Text("a"); Text("b")
          }.border()
        })
    },
    LayoutCase(
      "a background on a ForEach backs each row", width: 4,
      ["a   ", "b   "]
    ) {
      AnyView(VStack(alignment: .leading) { ForEach(["a", "b"], id: \.self) { Text($0) }.background(Color.red) })
    },
    LayoutCase(
      "a bordered List clips inside its border", width: 12, height: 5,
      ["┌──────────┐", "│a         │", "│b         │", "│↓ 3 more r│", "└──────────┘"]
    ) {
      AnyView(List { ForEach(["a", "b", "c", "d", "e"], id: \.self) { Text($0) } }.listStyle(.plain).border())
    },
  ]

  @MainActor @Test("stacks share space the SwiftUI way", arguments: stackSharingCases)
  func stackSharing(_ example: LayoutCase) {
    #expect(TestScreen.text(example.view(), width: example.width, height: example.height) == example.expected)
  }

  @MainActor @Test("frames size and align their content", arguments: framesCases)
  func frames(_ example: LayoutCase) {
    #expect(TestScreen.text(example.view(), width: example.width, height: example.height) == example.expected)
  }

  @MainActor @Test("padding and borders follow the box model", arguments: boxModelCases)
  func boxModel(_ example: LayoutCase) {
    #expect(TestScreen.text(example.view(), width: example.width, height: example.height) == example.expected)
  }

  @MainActor @Test("stacks align, space and layer their children", arguments: stacksCases)
  func stacks(_ example: LayoutCase) {
    #expect(TestScreen.text(example.view(), width: example.width, height: example.height) == example.expected)
  }

  @MainActor @Test("builder structure flattens, repeats and chooses views", arguments: structureCases)
  func structure(_ example: LayoutCase) {
    #expect(TestScreen.text(example.view(), width: example.width, height: example.height) == example.expected)
  }

  @MainActor @Test("two flexible colour fills split an HStack in half, cell for cell")
  func flexibleColourFillsSplitTheRow() {
    let view = HStack(spacing: 0) {
      Color.red.frame(maxWidth: .infinity)
      Color.blue.frame(maxWidth: .infinity)
    }
    .frame(height: .rows(1))
    let buffer = TestScreen.frame(view, width: 10).buffer
    let backgrounds = (0..<10).map { buffer[$0, 0].style.background }
    #expect(backgrounds == Array(repeating: Color.red, count: 5) + Array(repeating: Color.blue, count: 5))
  }

  @MainActor @Test("a colour background fills the padded content, and the text keeps its cells")
  func backgroundColourFillsPaddedContent() {
    let buffer = TestScreen.frame(Text("ab").padding(.horizontal).background(Color.green), width: 8).buffer
    #expect(
      (0..<8).map { buffer[$0, 0].style.background } == [.green, .green, .green, .green, .green, .green, nil, nil])
    #expect(PlainTextRenderer().render(buffer) == "  ab    ")
  }
}
