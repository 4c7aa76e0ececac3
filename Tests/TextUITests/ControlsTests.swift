import Testing

@testable import TextUI

@MainActor
private final class Taps {
  var count = 0
  var isOn = false
  var text = ""
}

@Suite("Controls")
@MainActor
struct ControlsTests {
  @Test("a Button is drawn in brackets and registers a tappable region labelled with its title")
  func buttonRegion() {
    let taps = Taps()
    let frame = TestScreen.frame(Button("Fetch") { taps.count += 1 }, width: 12)
    #expect(PlainTextRenderer().render(frame.buffer) == "[ Fetch ]   ")
    #expect(frame.regions.count == 1)
    let region = try! #require(frame.regions.first)
    #expect(region.kind == .button)
    #expect(region.label == "Fetch")
    #expect(region.rect == Rect(x: 0, y: 0, width: 9, height: 1))
    #expect(Regions.tap("Fetch", in: frame))
    #expect(Regions.tap("Fetch", in: frame))
    #expect(taps.count == 2)
  }

  @Test("a Button with a custom label is found by the label's text, without the brackets")
  func buttonWithViewLabel() {
    let taps = Taps()
    let view = Button(action: { taps.count += 1 }) { Label("Delete", systemImage: "trash") }
    let frame = TestScreen.frame(view, width: 14)
    #expect(PlainTextRenderer().render(frame.buffer) == "[ ✗ Delete ]  ")
    #expect(frame.regions.map(\.label) == ["✗ Delete"])
    #expect(frame.regions.first?.rect == Rect(x: 0, y: 0, width: 12, height: 1))
    #expect(Regions.tap("✗ Delete", in: frame))
    #expect(taps.count == 1)
  }

  @Test("buttonStyle(.plain) draws the label alone and keeps the region")
  func plainButton() {
    let frame = TestScreen.frame(Button("Fetch") {}.buttonStyle(.plain), width: 7)
    #expect(PlainTextRenderer().render(frame.buffer) == "Fetch  ")
    #expect(frame.regions.map(\.label) == ["Fetch"])
    #expect(frame.regions.first?.rect == Rect(x: 0, y: 0, width: 5, height: 1))
  }

  @Test("buttons in a List are plain rows")
  func buttonsInList() {
    let frame = TestScreen.frame(
      List {
        Button("One") {}; Button("Two") {}
      }.listStyle(.plain), width: 5, height: 2)
    #expect(PlainTextRenderer().render(frame.buffer) == "One  \nTwo  ")
    #expect(frame.regions.map(\.label) == ["One", "Two"])
  }

  @Test("a disabled Button is dim and registers no region")
  func disabledButton() {
    let frame = TestScreen.frame(Button("Fetch") {}.disabled(true), width: 9)
    #expect(PlainTextRenderer().render(frame.buffer) == "[ Fetch ]")
    #expect(frame.regions.isEmpty)
    #expect(frame.buffer[2, 0].style.attributes.contains(.dim))
  }

  @Test("disabled(false) leaves the Button enabled")
  func enabledButton() {
    let frame = TestScreen.frame(Button("Fetch") {}.disabled(false), width: 9)
    #expect(frame.regions.map(\.label) == ["Fetch"])
    #expect(frame.buffer[2, 0].style == .plain)
  }

  @Test(
    "a Label shows the symbol for its system image before the title, or a blank cell for an unknown name",
    arguments: [
      ("star.fill", "★ Favourite"), ("trash", "✗ Favourite"), ("checkmark", "✓ Favourite"),
      ("no.such.symbol", "  Favourite"),
    ])
  func labelWithSystemImage(name: String, expected: String) {
    #expect(TestScreen.text(Label("Favourite", systemImage: name), width: expected.count) == expected)
  }

  @Test("a Label built from views lays out icon then title")
  func labelFromViews() {
    #expect(
      TestScreen.text(
        Label {
          Text("Title")
        } icon: {
          Text("#")
        }, width: 8) == "# Title ")
  }

  @Test("an empty TextField shows its placeholder dimmed, padded with underscores")
  func textFieldPlaceholder() {
    let frame = TestScreen.frame(TextField("Name", text: .constant("")), width: 14)
    #expect(PlainTextRenderer().render(frame.buffer) == "[Name________]")
    #expect(frame.buffer[1, 0].style.attributes.contains(.dim))
    #expect(frame.regions.first?.kind == .textField)
    #expect(frame.regions.first?.label == "Name")
  }

  @Test("a TextField shows its text, and typing into its region sets the binding")
  func textFieldText() {
    let taps = Taps()
    taps.text = "Bob"
    let binding = Binding(get: { taps.text }, set: { taps.text = $0 })
    let frame = TestScreen.frame(TextField("Name", text: binding).frame(width: .columns(10)), width: 12)
    #expect(PlainTextRenderer().render(frame.buffer) == "[Bob_____]  ")
    #expect(frame.buffer[1, 0].style == .plain)
    #expect(Regions.type("Alice", into: "Name", in: frame))
    #expect(taps.text == "Alice")
  }

  @Test("a TextField never gets narrower than its minimum and truncates long text")
  func textFieldNarrowAndLong() {
    let field = TextField("Name", text: .constant("a very long name indeed"))
    #expect(
      TestScreen.text(
        HStack(spacing: 0) {
          field; Text("|")
        }, width: 12) == "[a very l…]|")
    #expect(TestScreen.text(TextField("Name", text: .constant("")).fixedSize(), width: 10) == "[Name__]  ")
    #expect(TestScreen.text(TextField("", text: .constant("")).fixedSize(), width: 10) == "[______]  ")
  }

  @Test("a Toggle is a full-width row, title leading and [ ] or [x] trailing, and tapping it flips the binding")
  func toggle() {
    let taps = Taps()
    let binding = Binding(get: { taps.isOn }, set: { taps.isOn = $0 })
    var frame = TestScreen.frame(Toggle("Wi-Fi", isOn: binding), width: 12)
    #expect(PlainTextRenderer().render(frame.buffer) == "Wi-Fi    [ ]")
    #expect(frame.regions.first?.kind == .toggle)
    #expect(frame.regions.first?.rect.width == 12)
    #expect(Regions.tap("Wi-Fi", in: frame))
    #expect(taps.isOn)
    frame = TestScreen.frame(Toggle("Wi-Fi", isOn: binding), width: 12)
    #expect(PlainTextRenderer().render(frame.buffer) == "Wi-Fi    [x]")
  }

  @Test("checkbox and button toggle styles lead with the box, as macOS draws a checkbox")
  func checkboxToggle() {
    #expect(TestScreen.text(Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(.checkbox), width: 12) == "[x] Wi-Fi   ")
    #expect(TestScreen.text(Toggle("Wi-Fi", isOn: .constant(false)).toggleStyle(.button), width: 12) == "[ ] Wi-Fi   ")
    #expect(TestScreen.text(Toggle("Wi-Fi", isOn: .constant(false)).toggleStyle(.switch), width: 12) == "Wi-Fi    [ ]")
  }

  @Test("an indeterminate ProgressView shows one fixed spinner frame")
  func indeterminateProgress() {
    #expect(ProgressView.spinnerFrame == "⠋")
    #expect(TestScreen.text(ProgressView(), width: 3) == "⠋  ")
    #expect(TestScreen.text(ProgressView("Loading…"), width: 12) == "⠋ Loading…  ")
    #expect(
      TestScreen.text(ProgressView("Loading…"), width: 12) == TestScreen.text(ProgressView("Loading…"), width: 12))
    #expect(TestScreen.text(ProgressView(value: .nan), width: 3) == "⠋  ")
  }

  @Test(
    "a determinate ProgressView fills a bar across the width it is given",
    arguments: [
      (0.5, 1.0, "████████░░░░░░░░ 50%"),
      (0.0, 1.0, "░░░░░░░░░░░░░░░░░ 0%"),
      (1.0, 1.0, "███████████████ 100%"),
      (3.0, 4.0, "████████████░░░░ 75%"),
      (2.0, 1.0, "███████████████ 100%"),
      (-1.0, 1.0, "░░░░░░░░░░░░░░░░░ 0%"),
    ])
  func determinateProgress(value: Double, total: Double, expected: String) {
    #expect(TestScreen.text(ProgressView(value: value, total: total).frame(width: .columns(20)), width: 20) == expected)
  }

  @Test("a determinate ProgressView with a title puts the title first, and is ideal width without a proposal")
  func determinateProgressTitle() {
    #expect(
      TestScreen.text(ProgressView("Up", value: 0.25).frame(width: .columns(20)), width: 20) == "Up ███░░░░░░░░░░ 25%")
    #expect(
      TestScreen.text(ProgressView(value: 0.5).fixedSize(), width: 30)
        == "██████████░░░░░░░░░░ 50%      ")
  }
}
