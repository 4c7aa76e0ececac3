import Foundation
import Testing

@testable import TextUI

/// Renders a view on a right-to-left screen (the graph's environment), top-leading: in a
/// right-to-left layout the top-leading corner is the top right.
@MainActor
private func rightToLeftRows<V: View>(_ view: V, width: Int, height: Int? = nil) -> [String] {
  var environment = EnvironmentValues()
  environment.layoutDirection = .rightToLeft
  let frame = ViewGraph(view, environment: environment).render(width: width, height: height, placement: .topLeading)
  return PlainTextRenderer().render(frame.buffer).split(separator: "\n", omittingEmptySubsequences: false).map(
    String.init)
}

private struct Library: View {
  var body: some View {
    NavigationStack {
      List {
        NavigationLink("Dune") {
          Text("Arrakis").navigationTitle("Dune").navigationBarTitleDisplayMode(.inline)
        }
      }
      .navigationTitle("Library")
    }
  }
}

@Suite("Right to left: the layout mirrors as SwiftUI's does, text reads as written")
@MainActor
struct RightToLeftTests {
  nonisolated static let cases: [LayoutCase] = [
    LayoutCase("an HStack's first child is at the right", width: 7, ["  C B A"]) {
      AnyView(
        HStack {
          Text("A"); Text("B"); Text("C")
        })
    },
    LayoutCase("a Spacer pushes the trailing child to the left edge", width: 12, ["Two      One"]) {
      AnyView(
        HStack {
          Text("One"); Spacer(); Text("Two")
        })
    },
    LayoutCase("a leading VStack lines its children up on the right", width: 8, ["   Title", "      Hi"]) {
      AnyView(
        VStack(alignment: .leading) {
          Text("Title"); Text("Hi")
        })
    },
    LayoutCase("a trailing VStack lines its children up on its left", width: 8, ["  Title ", "  Hi    "]) {
      AnyView(
        VStack(alignment: .trailing) {
          Text("Title"); Text("Hi")
        }.frame(width: 64))
    },
    LayoutCase("frame(alignment: .leading) puts the content at the right", width: 8, ["      Hi"]) {
      AnyView(Text("Hi").frame(width: 48, alignment: .leading))
    },
    LayoutCase("frame(alignment: .trailing) puts the content at the left of its frame", width: 8, ["  Hi    "]) {
      AnyView(Text("Hi").frame(width: 48, alignment: .trailing))
    },
    LayoutCase("leading padding is on the right", width: 6, ["  Hi  "]) {
      AnyView(Text("Hi").padding(.leading, 16))
    },
    LayoutCase("a ZStack's top-leading child sits at the top right", width: 6, ["    ab", "      "]) {
      AnyView(
        ZStack(alignment: .topLeading) {
          Color.clear.frame(width: 48, height: 44); Text("ab")
        })
    },
    LayoutCase("an offset moves towards the trailing edge: the left", width: 6, ["  Hi  "]) {
      AnyView(Text("Hi").offset(x: 16).frame(width: 48, alignment: .leading))
    },
    LayoutCase(
      "multiline text aligned .leading is flush right, each line reading as written", width: 9,
      ["   one to", "    three"]
    ) {
      AnyView(
        Text("one to three").frame(width: 48).multilineTextAlignment(.leading).frame(width: 72, alignment: .leading))
    },
    LayoutCase("a slider fills from the right, its knob mirrored", width: 20, ["├─────────────●────┤"]) {
      AnyView(Slider(value: .constant(0.25)))
    },
    LayoutCase("a progress bar fills from the right", width: 8, ["25% ░░░█"]) {
      AnyView(ProgressView(value: 0.25).frame(width: 64))
    },
    LayoutCase("a list row's disclosure chevron is at the left and points left", width: 10, ["‹     Dune"]) {
      AnyView(NavigationStack { List { NavigationLink("Dune") { Text("Arrakis") } }.listStyle(.plain) })
    },
    LayoutCase("a forward chevron symbol points left", width: 4, ["‹ Go"]) {
      AnyView(
        HStack {
          Text("Go"); Image(systemName: "chevron.forward")
        })
    },
    LayoutCase("flipsForRightToLeftLayoutDirection mirrors text with its glyphs", width: 6, ["txen ←"]) {
      AnyView(Text("→ next").flipsForRightToLeftLayoutDirection(true))
    },
    LayoutCase("a border's corners stay corners", width: 4, ["┌──┐", "│ab│", "└──┘"]) {
      AnyView(Text("ab").padding(.horizontal, 0).border(.primary))
    },
  ]

  @Test("a view on a right-to-left screen", arguments: cases)
  func mirroredLayout(_ example: LayoutCase) {
    #expect(rightToLeftRows(example.view(), width: example.width, height: example.height) == example.lines)
  }

  @Test("the toolbar's leading items are at the right, its trailing items at the left")
  func toolbarPlacements() {
    let screen = NavigationStack {
      Text("Body")
        .navigationTitle("Inbox")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
          ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
          ToolbarItem(placement: .topBarTrailing) { Button("Compose") {} }
        }
    }
    #expect(rightToLeftRows(screen, width: 24, height: 3)[0] == "Compose   Inbox     Edit")
  }

  @Test("the back button is at the top right and reads Title ›")
  func backButton() {
    var environment = EnvironmentValues()
    environment.layoutDirection = .rightToLeft
    let graph = ViewGraph(Library(), environment: environment)
    #expect(Regions.tap("Dune", in: graph.render(width: 30, placement: .topLeading)))
    let frame = graph.render(width: 30, placement: .topLeading)
    let top = PlainTextRenderer().render(frame.buffer).split(separator: "\n")[0]
    #expect(top == "             Dune    Library ›")
    let back = frame.regions.first { $0.label == "Library ›" }
    #expect(back?.rect == Rect(x: 21, y: 0, width: 9, height: 1))
  }

  @Test("a right-to-left locale lays out right to left unless the direction is set above it")
  func localeDecidesDirection() {
    let row = HStack {
      Text("A"); Text("B")
    }.frame(width: 40, alignment: .leading)
    let arabic = row.environment(\.locale, Locale(identifier: "ar"))
    #expect(TestScreen.text(arabic, width: 5) == "  B A")
    let hebrew = row.environment(\.locale, Locale(identifier: "he_IL"))
    #expect(TestScreen.text(hebrew, width: 5) == "  B A")
    let japanese = row.environment(\.locale, Locale(identifier: "ja"))
    #expect(TestScreen.text(japanese, width: 5) == "A B  ")
    let overridden = arabic.environment(\.layoutDirection, .leftToRight)
    #expect(TestScreen.text(overridden, width: 5) == "A B  ")
    var environment = EnvironmentValues()
    environment.locale = Locale(identifier: "fa")
    #expect(environment.layoutDirection == .rightToLeft)
    environment.layoutDirection = .leftToRight
    environment.locale = Locale(identifier: "ur")
    #expect(environment.layoutDirection == .leftToRight)
  }

  @Test("a left-to-right view inside a right-to-left one reads left to right again, at its mirrored place")
  func nestedDirections() {
    let view = HStack(spacing: 1) {
      Text("R")
      HStack {
        Text("1"); Text("2")
      }.environment(\.layoutDirection, .leftToRight)
    }
    #expect(rightToLeftRows(view, width: 7) == ["  1 2 R"])
  }

  @Test("an environment modifier that changes the direction mirrors its content within its own frame")
  func subtreeDirection() {
    let view = VStack(alignment: .leading, spacing: 0) {
      HStack {
        Text("A"); Text("B")
      }.frame(width: 48, alignment: .leading)
        .environment(\.layoutDirection, .rightToLeft)
      Text("LTR")
    }
    #expect(TestScreen.text(view, width: 8) == "   B A  \nLTR     ")
  }

  @Test("taps, frames and the reading order follow the mirrored layout: read from the right")
  func regionsAndReadingOrder() {
    let view = HStack {
      Button("One") {}; Button("Two") {}
    }.frame(width: 128, alignment: .leading)
    var environment = EnvironmentValues()
    environment.layoutDirection = .rightToLeft
    let graph = ViewGraph(view, environment: environment)
    graph.recordsAccessibility = true
    let frame = graph.render(width: 16, placement: .topLeading)
    #expect(PlainTextRenderer().render(frame.buffer) == " [ Two ] [ One ]")
    #expect(frame.regions.map(\.label) == ["One", "Two"])
    #expect(frame.regions.map(\.rect.minX) == [9, 1])
    #expect(frame.accessibility.elements.map(\.name) == ["One", "Two"])
  }

  @Test("a left-to-right screen never mirrors: no runs noted, nothing wrapped")
  func leftToRightPaysNothing() {
    let view = HStack {
      Text("A"); Text("B")
    }.environment(\.layoutDirection, .leftToRight)
    #expect(TestScreen.text(view, width: 4) == "A B ")
  }

  @Test("every glyph with a mirror image is mirrored, and mirrored back: none is skipped by the quick check")
  func everyMirroredGlyphIsFound() {
    for (glyph, image) in CellSymbol.mirrors {
      #expect(CellSymbol(scalarValue: glyph).mirroredGlyph.rawValue == image, "U+\(String(glyph, radix: 16))")
      #expect(CellSymbol(scalarValue: image).mirroredGlyph.rawValue == glyph)
    }
    #expect(CellSymbol(scalar: "a").mirroredGlyph == CellSymbol(scalar: "a"))
    #expect(CellSymbol(scalar: "→").mirroredGlyph == CellSymbol(scalar: "←"))
  }
}

/// One line of text as given (logical order) and the cells it must be stored in (visual order).
struct BidiCase: Sendable, CustomTestStringConvertible {
  let name: String
  let logical: String
  let visual: String
  var testDescription: String { name }
}

@Suite("Bidirectional text: cells hold right-to-left text in the order it is seen")
@MainActor
struct BidiStorageTests {
  nonisolated static let cases: [BidiCase] = [
    BidiCase(name: "ASCII is left alone", logical: "Hello (world) 42.", visual: "Hello (world) 42."),
    BidiCase(name: "a Hebrew word reads from the right", logical: "שלום", visual: "םולש"),
    BidiCase(name: "Arabic letters are stored unshaped, in visual order", logical: "سلام", visual: "مالس"),
    BidiCase(name: "a Hebrew word inside English", logical: "say שלום now", visual: "say םולש now"),
    BidiCase(name: "English inside a Hebrew paragraph", logical: "אבג abc", visual: "abc גבא"),
    BidiCase(name: "European digits in Hebrew keep their order", logical: "אבג 123", visual: "123 גבא"),
    BidiCase(name: "Arabic-Indic digits keep their order", logical: "عدد ١٢٣", visual: "١٢٣ ددع"),
    BidiCase(name: "a price with its separator stays one number", logical: "מחיר 1,250.50", visual: "1,250.50 ריחמ"),
    BidiCase(name: "brackets around right-to-left text are mirrored", logical: "(אבג)", visual: "(גבא)"),
    BidiCase(name: "a full stop ends a Hebrew sentence at its left", logical: "שלום.", visual: ".םולש"),
    BidiCase(name: "marks stay on their letter", logical: "שָׁלוֹם", visual: "םוֹלשָׁ"),
  ]

  @Test("a line is stored in visual order", arguments: cases)
  func visualOrder(_ example: BidiCase) {
    let width = example.visual.reduce(0) { $0 + GraphemeWidth.width(of: $1) }
    #expect(TestScreen.text(Text(example.logical), width: width) == example.visual)
  }

  @Test("right-to-left text in a right-to-left layout is at the right, in visual order")
  func inRightToLeftLayout() {
    var environment = EnvironmentValues()
    environment.layoutDirection = .rightToLeft
    let frame = ViewGraph(
      HStack {
        Text("שלום"); Text("ok")
      }, environment: environment
    ).render(
      width: 10, placement: .topLeading)
    #expect(PlainTextRenderer().render(frame.buffer) == "   ok םולש")
  }

  @Test("a cut Hebrew line ends in an ellipsis at its left, the end of its reading")
  func cutLine() {
    #expect(TestScreen.text(Text("שלום עולם").lineLimit(1).frame(width: 48), width: 6) == "…םולש ")
  }
}
