import Testing

@testable import TextUI

@MainActor private func rows<V: View>(_ view: V, width: Int, height: Int? = nil) -> [String] {
  TestScreen.text(view, width: width, height: height).split(separator: "\n", omittingEmptySubsequences: false)
    .map(String.init)
}

private struct Questions: View {
  @State private var isShippingExpanded = true
  var body: some View {
    Form {
      DisclosureGroup("Shipping", isExpanded: $isShippingExpanded) { Text("Two days") }
      DisclosureGroup("Returns") { Text("Thirty days") }
    }
    .formStyle(.columns)
  }
}

@Suite("Controls in a Form or List, as iOS draws them")
@MainActor
struct FormControlChromeTests {
  @Test("a DisclosureGroup in a Form shows iOS's trailing chevron in the tint, turned down while expanded")
  func disclosureChevron() {
    let graph = ViewGraph(Questions())
    let frame = graph.render(width: 20, placement: .topLeading)
    let lines = PlainTextRenderer().render(frame.buffer).split(separator: "\n").map(String.init)
    #expect(lines.contains("  Shipping         ⌄"))
    #expect(lines.contains("    Two days        "))
    #expect(lines.contains("  Returns          ›"))
    #expect(!lines.joined().contains("Thirty"))
    let chevron = lines.firstIndex(of: "  Returns          ›")!
    #expect(frame.buffer[19, chevron].style.foreground == .accentColor)
    #expect(Regions.tap("Returns", in: frame))
    let open = PlainTextRenderer().render(graph.render(width: 20, placement: .topLeading).buffer)
    #expect(open.contains("  Returns          ⌄") && open.contains("    Thirty days"))
  }

  @Test("a DisclosureGroup outside a Form or List keeps its leading marker")
  func disclosureOutsideAList() {
    #expect(rows(DisclosureGroup("More") { Text("x") }, width: 8) == ["▸ More  "])
  }

  @Test("a TextEditor in a Form has no box of its own; elsewhere it is boxed")
  func textEditorInAForm() {
    let inForm = rows(Form { TextEditor(text: .constant("Milk, eggs")) }.formStyle(.columns), width: 16)
    #expect(inForm.contains("  Milk, eggs    "))
    #expect(!inForm.joined().contains("│") && !inForm.joined().contains("┌"))
    let alone = rows(TextEditor(text: .constant("Milk")), width: 8)
    #expect(alone == ["┌──────┐", "│Milk  │", "└──────┘"])
    let empty = TestScreen.frame(Form { TextEditor(text: .constant("")) }.formStyle(.columns), width: 8)
    #expect(empty.regions.count == 1 && empty.regions[0].rect.height == 1)
  }

  @Test("a TextEditor takes the height it is offered, its text at the top, as SwiftUI's does")
  func textEditorFillsItsHeight() {
    let framed = rows(
      Form { TextEditor(text: .constant("Milk")).frame(minHeight: .rows(3)) }.formStyle(.columns), width: 8)
    #expect(framed == ["  Milk  ", "        ", "        "])
    #expect(
      rows(TextEditor(text: .constant("Milk")), width: 8, height: 4) == [
        "┌──────┐", "│Milk  │", "│      │", "└──────┘",
      ])
  }

  @Test("a Label's icon on a List or Form row is in the accent colour unless a colour is set")
  func listLabelIconsAreTinted() {
    let frame = TestScreen.frame(
      List {
        Label("Privacy", systemImage: "hand.raised")
        Label("Alerts", systemImage: "bell").foregroundStyle(.green)
      }.listStyle(.plain), width: 12)
    #expect(frame.buffer[0, 0].style.foreground == .accentColor)
    #expect(frame.buffer[2, 0].style.foreground == nil)
    #expect(frame.buffer[0, 1].style.foreground == .green)
    #expect(
      TestScreen.frame(Label("Privacy", systemImage: "hand.raised"), width: 12).buffer[0, 0].style.foreground == nil)
  }

  @Test("an unknown SF Symbol draws nothing, keeps a label's title in line, and is still reported for the warning")
  func unknownSymbolDrawsNothing() {
    _ = LabelSymbols.takeUnknownNames()
    #expect(rows(Image(systemName: "zz.no.such.symbol"), width: 3) == ["   "])
    #expect(rows(Label("Pin", systemImage: "zz.no.such.pin"), width: 6) == ["  Pin "])
    #expect(LabelSymbols.takeUnknownNames() == ["zz.no.such.pin", "zz.no.such.symbol"])
    let graph = ViewGraph(Image(systemName: "zz.no.such.symbol"))
    graph.recordsAccessibility = true
    #expect(graph.render(width: 3).accessibility.lines.isEmpty)
  }

  @Test(
    "a symbol name with a badge, fill, circle or square modifier draws its base symbol",
    arguments: [
      ("bell.badge.fill", "bell"), ("bell.badge", "bell"), ("envelope.badge.fill", "envelope"),
      ("person.crop.circle.badge.plus", "person.crop.circle"), ("folder.badge.plus", "folder"),
      ("trash.circle.fill", "trash"), ("calendar.badge.clock", "calendar"), ("cart.circle", "cart"),
      ("doc.text.fill", "doc.text"), ("bookmark.square.fill", "bookmark"), ("gearshape.circle", "gearshape"),
    ])
  func modifiedNamesDrawTheirBase(name: String, base: String) {
    let expected = LabelSymbols.knownSymbol(named: base)
    #expect(expected != nil, "\(base) has a stand-in")
    #expect(LabelSymbols.knownSymbol(named: name) == expected, "\(name) draws as \(base)")
  }
}
