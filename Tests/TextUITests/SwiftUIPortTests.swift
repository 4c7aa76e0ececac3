import Testing

@testable import TextUI

private struct GroceryList: View {
  @State var items = ["Milk", "Eggs", "Bread"]
  @State var editMode = EditMode.inactive
  @State var changes: [String] = []

  var body: some View {
    VStack(alignment: .leading) {
      EditButton()
      ForEach(items, id: \.self) { Text($0) }
        .onDelete { items.remove(atOffsets: $0) }
        .onMove { items.move(fromOffsets: $0, toOffset: $1) }
      Text("changes: \(changes.joined(separator: ","))")
    }
    .onChange(of: items.count) { old, new in changes.append("\(old)→\(new)") }
    .environment(\.editMode, $editMode)
  }
}

@Suite("Ported SwiftUI API")
@MainActor
struct SwiftUIPortTests {
  @Test(
    "Image draws SF Symbols as one-cell Unicode stand-ins, falling back by name structure, and an unknown name as nothing",
    arguments: [
      ("star.fill", "★"), ("checkmark", "✓"), ("gear", "⚙"), ("heart.fill", "♥"), ("paintbrush", "✐"),
      ("timer", "◷"), ("paintpalette", "✐"), ("move.3d", "⤢"), ("app.dashed", "▭"), ("bell.badge.fill", "♪"),
      ("1.square.fill", "1"), ("1.circle", "①"), ("12.circle.fill", "⓬"), ("a.circle", "ⓐ"),
      ("cloud.sun.rain.fill", "☂"), ("person.crop.circle.badge.plus", "☺"), ("trash.slash.fill", "✗"),
      ("no.such.symbol", ""), ("a.very.long.symbol.name.indeed", ""),
    ])
  func imageSymbols(name: String, expected: String) {
    #expect(TestScreen.text(Image(systemName: name), width: 20).trimmingCharacters(in: .whitespaces) == expected)
  }

  @Test("an asset image is its name in brackets, and resizing modifiers change nothing")
  func assetImage() {
    let view = Image("logo").resizable().aspectRatio(contentMode: .fit).frame(width: .columns(8))
    #expect(TestScreen.text(view, width: 8) == " [logo] ")
  }

  @Test(
    "shapes stroke with box-drawing outlines, square or rounded",
    arguments: [
      ("rectangle", ["┌──┐", "│  │", "└──┘"]), ("rounded", ["╭──╮", "│  │", "╰──╯"]),
      ("capsule", ["╭──╮", "│  │", "╰──╯"]), ("filled circle", ["████", "████", "████"]),
    ])
  func shapes(name: String, lines: [String]) {
    let view: AnyView =
      switch name {
      case "rectangle": AnyView(Rectangle().stroke())
      case "rounded": AnyView(RoundedRectangle(cornerRadius: 8).stroke(Color.primary))
      case "capsule": AnyView(Capsule().strokeBorder(Color.primary))
      default: AnyView(Circle().fill())
      }
    #expect(
      TestScreen.text(view.frame(width: .columns(4), height: .rows(3)), width: 4) == lines.joined(separator: "\n"))
  }

  @Test("a colour fill paints the cell background, as .background(.orange) does")
  func shapeStyleBackground() {
    let frame = TestScreen.frame(Text("Hi").background(.orange), width: 2)
    #expect(frame.buffer[0, 0].style.background == Color.orange)
    let filled = TestScreen.frame(Rectangle().fill(.blue).frame(width: .columns(1), height: .rows(1)), width: 1)
    #expect(filled.buffer[0, 0].style.background == Color.blue)
  }

  @Test("modifiers a terminal cannot show leave the drawing unchanged and never trap")
  func noEffectModifiers() {
    let plain = TestScreen.text(Text("Hello"), width: 10)
    let decorated = Text("Hello")
      .animation(.easeInOut, value: 1).transition(.opacity.combined(with: .slide))
      .clipShape(Circle()).contentShape(Rectangle()).cornerRadius(4).shadow(radius: 2)
      .accessibilityLabel("Greeting").accessibilityHidden(false).accessibilityElement(children: .combine)
      .keyboardType(.emailAddress).textInputAutocapitalization(.never).autocorrectionDisabled()
      .autocapitalization(.none).disableAutocorrection(true).submitLabel(.done)
      .ignoresSafeArea().preferredColorScheme(.dark).tint(.red)
    #expect(TestScreen.text(decorated, width: 10) == plain)
    #expect(withAnimation(.spring()) { 42 } == 42)
  }

  @Test("a destructive button is red; a cancel button is not")
  func destructiveButton() {
    let frame = TestScreen.frame(
      VStack {
        Button("Delete", role: .destructive) {}; Button("Cancel", role: .cancel) {}
      }, width: 12)
    #expect(frame.buffer[2, 0].style.foreground == Color.red)
    #expect(frame.buffer[2, 1].style.foreground == nil)
  }

  @Test("onTapGesture makes a tappable region labelled by the text inside it")
  func tapGesture() {
    final class Box { var taps = 0 }
    let box = Box()
    let frame = TestScreen.frame(Text("Card").onTapGesture { box.taps += 1 }, width: 6)
    #expect(Regions.tap("Card", in: frame))
    #expect(box.taps == 1)
  }

  @Test("Stepper steps its value within bounds through its - and + buttons")
  func stepper() {
    final class Box { var value = 1 }
    let box = Box()
    let binding = Binding(get: { box.value }, set: { box.value = $0 })
    let frame = TestScreen.frame(Stepper("Count: \(box.value)", value: binding, in: 0...2), width: 24)
    #expect(PlainTextRenderer().render(frame.buffer) == "Count: 1     [ - ] [ + ]")
    #expect(Regions.tap("+", in: frame))
    #expect(Regions.tap("+", in: frame))
    #expect(box.value == 2)
    #expect(Regions.tap("-", in: frame))
    #expect(box.value == 1)
  }

  @Test("edit mode draws delete and move affordances; tapping ⊖ deletes the row and onChange sees it")
  func listEditing() {
    let graph = ViewGraph(GroceryList())
    var frame = graph.render(width: 20, placement: .topLeading)
    #expect(PlainTextRenderer().render(frame.buffer).contains("Milk"))
    #expect(!PlainTextRenderer().render(frame.buffer).contains("⊖"))
    #expect(Regions.tap("Edit", in: frame))
    frame = graph.render(width: 20, placement: .topLeading)
    let editing = PlainTextRenderer().render(frame.buffer)
    #expect(editing.contains("⊖ Eggs"))
    #expect(editing.contains("≡"))
    #expect(Regions.tap("⊖ Eggs", in: frame))
    frame = graph.render(width: 20, placement: .topLeading)
    frame = graph.render(width: 20, placement: .topLeading)
    let after = PlainTextRenderer().render(frame.buffer)
    #expect(!after.contains("Eggs"))
    #expect(after.contains("changes: 3→2"))
    #expect(Regions.find("Done", in: frame) != nil)
  }

  @Test(
    "remove(atOffsets:) and move(fromOffsets:toOffset:) behave as SwiftUI's",
    arguments: [
      (IndexSet([1]), 0, ["b", "a", "c", "d"]), (IndexSet([0]), 4, ["b", "c", "d", "a"]),
      (IndexSet([0, 2]), 4, ["b", "d", "a", "c"]), (IndexSet([3]), 1, ["a", "d", "b", "c"]),
    ])
  func collectionEditing(source: IndexSet, destination: Int, expected: [String]) {
    var items = ["a", "b", "c", "d"]
    items.move(fromOffsets: source, toOffset: destination)
    #expect(items == expected)
    var removing = ["a", "b", "c", "d"]
    removing.remove(atOffsets: IndexSet([0, 2]))
    #expect(removing == ["b", "d"])
  }
}
