import Testing
import TextUITerminal

@testable import TextUI

/// Drives a view live as a person at a terminal would: bytes in, decoded, handled, rendered.
@MainActor
private final class Pilot {
  let controller: LiveController
  let width: Int
  let height: Int
  private(set) var frame: RenderedFrame

  init<V: View>(_ view: V, width: Int = 40, height: Int = 12) {
    // At the top-leading corner: these tests are about what keys do, not where a view sits.
    controller = LiveController(graph: ViewGraph(view), placement: .topLeading)
    self.width = width
    self.height = height
    frame = controller.render(width: width, height: height)
  }

  /// Sends `bytes` as the terminal would and renders what they changed.
  @discardableResult
  func press(_ bytes: String) -> Pilot {
    for event in InputDecoder.decodeAll(Array(bytes.utf8)) { controller.handle(event) }
    frame = controller.render(width: width, height: height)
    // A state change made while rendering (a focus binding written) renders once more.
    if controller.graph.invalidation.needsRender { frame = controller.render(width: width, height: height) }
    return self
  }

  func click(x: Int, y: Int) {
    press("\u{1B}[<0;\(x + 1);\(y + 1)M\u{1B}[<0;\(x + 1);\(y + 1)m")
  }

  var text: String { PlainTextRenderer().render(frame.buffer) }

  /// The text of the cells drawn in reverse video: what has focus.
  var focused: String {
    var rows: [String] = []
    for y in 0..<frame.buffer.height {
      var row = ""
      for x in 0..<frame.buffer.width where frame.buffer[x, y].style.attributes.contains(.inverse) {
        if !frame.buffer[x, y].isContinuation { row.append(frame.buffer[x, y].symbol) }
      }
      if !row.isEmpty { rows.append(row) }
    }
    return rows.joined(separator: "\n")
  }
}

private let tab = "\t"
private let shiftTab = "\u{1B}[Z"
private let enter = "\r"
private let escape = "\u{1B}"
private let left = "\u{1B}[D"
private let right = "\u{1B}[C"
private let down = "\u{1B}[B"
private let up = "\u{1B}[A"
private let backspace = "\u{7F}"

private struct Counter: View {
  @State var count = 0
  @State var on = false
  @State var name = ""
  @State var submitted = "-"

  var body: some View {
    VStack(alignment: .leading) {
      Text("Count: \(count)")
      Button("Add") { count += 1 }
      Toggle("Wi-Fi", isOn: $on)
      TextField("Name", text: $name).onSubmit { submitted = name }
      Text("Submitted: \(submitted)")
    }
  }
}

@MainActor
@Suite struct LiveControllerTests {
  @Test("The first control has focus at start and is drawn reversed")
  func firstControlFocused() {
    let pilot = Pilot(Counter())
    #expect(pilot.focused == "[ Add ]")
  }

  @Test("Tab and Shift-Tab move focus through the controls in reading order, wrapping")
  func tabOrder() {
    let pilot = Pilot(Counter())
    pilot.press(tab)
    #expect(pilot.focused.hasPrefix("Wi-Fi") && pilot.focused.hasSuffix("[ ]"))
    pilot.press(tab)
    #expect(pilot.focused == "")  // a text field shows its caret, not reverse video
    #expect(pilot.frame.cursor == Point(x: 1, y: 3))
    pilot.press(tab)
    #expect(pilot.focused == "[ Add ]")
    pilot.press(shiftTab)
    #expect(pilot.frame.cursor == Point(x: 1, y: 3))
  }

  @Test("Enter and Space press the focused button; Space toggles a toggle")
  func enterAndSpace() {
    let pilot = Pilot(Counter())
    pilot.press(enter).press(" ")
    #expect(pilot.text.contains("Count: 2"))
    pilot.press(tab).press(" ")
    #expect(pilot.text.contains("[x]"))
    #expect(pilot.controller.recorder.steps == [.tap("Add"), .tap("Add"), .toggle("Wi-Fi")])
  }

  @Test("Typing edits the focused field at its caret; Enter runs .onSubmit")
  func typing() {
    let pilot = Pilot(Counter())
    pilot.press(tab + tab)
    pilot.press("Ada")
    #expect(pilot.text.contains("[Ada"))
    #expect(pilot.frame.cursor == Point(x: 4, y: 3))
    pilot.press(left + left + "r")
    #expect(pilot.text.contains("[Arda"))
    pilot.press(backspace)
    #expect(pilot.text.contains("[Ada"))
    pilot.press("\u{1B}[F" + "m" + enter)
    #expect(pilot.text.contains("Submitted: Adam"))
    #expect(pilot.controller.recorder.steps == [.type("Adam", into: "Name"), .submit("Name")])
  }

  @Test("A replay leaves the focus where the last step acted, so typing goes on in that field")
  func replayLeavesFocus() async {
    let pilot = Pilot(Counter())
    let failed = await pilot.controller.replay(
      [.tap("Add"), .type("Ada", into: "Name")], width: pilot.width, height: pilot.height, timeout: .seconds(5))
    #expect(failed == nil)
    pilot.press("m")
    #expect(pilot.text.contains("[Adam"))
    #expect(pilot.text.contains("Count: 1"))
  }

  @Test("A paste goes into the focused field whole, its line breaks as spaces")
  func paste() {
    let pilot = Pilot(Counter())
    pilot.press(tab + tab + "\u{1B}[200~one\ntwo\u{1B}[201~")
    #expect(pilot.text.contains("[one two"))
  }

  @Test("The steps recorded live, played as a preview plays them, give the same screen")
  func oneInteractionModel() {
    let live = Pilot(Counter())
    live.press(enter + tab + " " + tab + "Grace" + enter + shiftTab + shiftTab + enter)
    let steps = live.controller.recorder.steps
    #expect(steps == [.tap("Add"), .toggle("Wi-Fi"), .type("Grace", into: "Name"), .submit("Name"), .tap("Add")])

    let graph = ViewGraph(Counter())
    var frame = graph.render(width: 40, height: 12, placement: .topLeading)
    for step in steps {
      #expect(frame.perform(step))
      frame = graph.render(width: 40, height: 12, placement: .topLeading)
    }
    // Only the focus differs between the two: compare the text.
    #expect(PlainTextRenderer().render(frame.buffer) == live.text)
  }

  @Test("A click presses the control under the pointer and focuses it")
  func click() {
    let pilot = Pilot(Counter())
    pilot.click(x: 1, y: 2)
    #expect(pilot.text.contains("[x]"))
    #expect(pilot.focused.hasPrefix("Wi-Fi") && pilot.focused.hasSuffix("[x]"))
  }
}

private struct Presenting: View {
  @State var sheet = false
  @State var alert = false
  @State var log = ""

  var body: some View {
    NavigationStack {
      VStack {
        Button("Sheet") { sheet = true }
        Button("Alert") { alert = true }
        NavigationLink("Next") { Text("Second screen") }
        Text("log: \(log)")
      }
      .sheet(isPresented: $sheet) { Button("Inside") { log += "i" } }
      .alert("Sure?", isPresented: $alert) {
        Button("OK") { log += "ok" }
        Button("Cancel", role: .cancel) { log += "cancel" }
      }
    }
  }
}

@MainActor
@Suite struct LiveDismissTests {
  @Test("Esc dismisses a sheet and focus comes back to the button that opened it")
  func sheet() {
    let pilot = Pilot(Presenting(), width: 30, height: 10)
    pilot.press(enter)
    #expect(pilot.text.contains("Inside"))
    #expect(pilot.focused.contains("Inside"))
    pilot.press(escape)
    #expect(!pilot.text.contains("Inside"))
    #expect(pilot.focused == "[ Sheet ]")
    #expect(pilot.controller.recorder.steps == [.tap("Sheet"), .dismiss])
  }

  @Test("Esc on an alert runs its cancel button")
  func alert() {
    let pilot = Pilot(Presenting(), width: 30, height: 10)
    pilot.press(tab + enter)
    #expect(pilot.text.contains("Sure?"))
    pilot.press(escape)
    #expect(!pilot.text.contains("Sure?"))
    #expect(pilot.text.contains("log: cancel"))
  }

  @Test("Enter opens a navigation link and Esc goes back")
  func navigation() {
    let pilot = Pilot(Presenting(), width: 30, height: 10)
    pilot.press(tab + tab + enter)
    #expect(pilot.text.contains("Second screen"))
    pilot.press(escape)
    #expect(pilot.text.contains("[ Sheet ]"))
    #expect(pilot.focused.contains("Next"))
    #expect(pilot.controller.recorder.steps == [.open("Next"), .dismiss])
  }
}

private struct Adjusting: View {
  @State var quantity = 1
  @State var volume = 0.5

  var body: some View {
    VStack(alignment: .leading) {
      Stepper("Quantity: \(quantity)", value: $quantity, in: 0...3)
      Slider(value: $volume) { Text("Volume") }
      Text("volume \(Int((volume * 100).rounded()))")
    }
  }
}

@MainActor
@Suite struct LiveAdjustTests {
  @Test("Left and Right move a stepper within its bounds, as one focus stop")
  func stepper() {
    let pilot = Pilot(Adjusting())
    pilot.press(right + right + right + right)
    #expect(pilot.text.contains("Quantity: 3"))
    pilot.press(left)
    #expect(pilot.text.contains("Quantity: 2"))
    // The stepper's own - and + are not focus stops: Tab goes on to the slider.
    pilot.press(tab + right)
    #expect(pilot.text.contains("volume 60"))
    #expect(
      pilot.controller.recorder.steps == [
        .increment("Quantity: 1"), .increment("Quantity: 2"), .increment("Quantity: 3"), .increment("Quantity: 3"),
        .decrement("Quantity: 3"), .increment("Volume"),
      ])
  }

  @Test("right to left, Left moves a slider toward its end, which is at the left, and Right back")
  func rightToLeftSlider() {
    let pilot = Pilot(Adjusting().environment(\.layoutDirection, .rightToLeft))
    pilot.press(tab + left + left)
    #expect(pilot.text.contains("70 volume") || pilot.text.contains("volume 70"), "\(pilot.text)")
    pilot.press(right)
    #expect(pilot.text.contains("60"), "\(pilot.text)")
    #expect(pilot.controller.recorder.steps == [.increment("Volume"), .increment("Volume"), .decrement("Volume")])
  }
}

private struct LongList: View {
  var body: some View {
    List(1...50, id: \.self) { Text("Row \($0)") }.listStyle(.plain)
  }
}

private struct LongCardList: View {
  var body: some View {
    List(1...50, id: \.self) { Text("Row \($0)") }
  }
}

private struct FocusForm: View {
  enum Field { case first, second }
  @FocusState var field: Field?
  @State var first = ""
  @State var second = ""

  var body: some View {
    VStack {
      TextField("First", text: $first).focused($field, equals: .first)
      TextField("Second", text: $second).focused($field, equals: .second)
      Button("Jump") { field = .second }
      Text("focus: \(field.map { "\($0)" } ?? "none")")
    }
  }
}

@MainActor
@Suite struct LiveScrollAndFocusStateTests {
  @Test("Down scrolls a list whose rows are not controls; the wheel too")
  func scrolling() {
    let pilot = Pilot(LongList(), width: 20, height: 6)
    #expect(pilot.text.hasPrefix("Row 1"))
    pilot.press(down + down)
    #expect(pilot.text.contains("↑"))
    #expect(!pilot.text.contains("Row 2\n"))
    pilot.press("\u{1B}[<64;2;2M")
    #expect(pilot.text.contains("↑ 1 more row"))
    // A page is the list's height less one row, so the last row shown stays in view.
    pilot.press("\u{1B}[6~")
    #expect(pilot.text.hasPrefix("↑ 6 more rows"))
    #expect(pilot.text.contains("Row 7"))
  }

  @Test("Scrolling a list drawn as a card counts rows: its edge goes with the first row")
  func scrollingACard() {
    let pilot = Pilot(LongCardList(), width: 20, height: 6)
    #expect(pilot.text.hasPrefix("╭"))
    pilot.press(down)
    #expect(pilot.text.hasPrefix("↑ 1 more row"))
    #expect(pilot.text.contains("Row 2"))
    pilot.press("\u{1B}[F")
    #expect(pilot.text.contains("Row 50"))
    #expect(pilot.text.hasSuffix("╰──────────────────╯"))
  }

  @Test("Focus sets a @FocusState, and setting it moves focus")
  func focusState() {
    let pilot = Pilot(FocusForm(), width: 30, height: 6)
    #expect(pilot.text.contains("focus: first"))
    pilot.press(tab)
    #expect(pilot.text.contains("focus: second"))
    pilot.press(tab)
    #expect(pilot.text.contains("focus: none"))
    pilot.press(enter)
    #expect(pilot.text.contains("focus: second"))
    #expect(pilot.frame.cursor?.y == 1)
  }
}

private struct Choosing: View {
  enum Flavor: String, CaseIterable, Identifiable {
    case vanilla, chocolate, strawberry
    var id: Self { self }
  }
  @State var flavor = Flavor.vanilla
  @State var size = "S"
  @State var log = "nothing"

  var body: some View {
    VStack(alignment: .leading) {
      Picker("Flavor", selection: $flavor) {
        ForEach(Flavor.allCases) { Text($0.rawValue.capitalized).tag($0) }
      }
      .pickerStyle(.menu)
      Picker("Size", selection: $size) {
        Text("S").tag("S")
        Text("M").tag("M")
        Text("L").tag("L")
      }
      .pickerStyle(.segmented)
      Menu("Actions") {
        Button("Duplicate") { log = "duplicated" }
        Button("Delete") { log = "deleted" }
      }
      Text("\(flavor.rawValue) \(size) \(log)")
    }
  }
}

@MainActor
@Suite struct LivePickerAndMenuTests {
  @Test("Enter opens a menu picker, arrows move through its options, Enter chooses and closes it")
  func menuPicker() {
    let pilot = Pilot(Choosing(), width: 40, height: 14)
    pilot.press(enter)
    #expect(pilot.text.contains("Chocolate"))
    // Focus went into the pop-up: Tab and arrows stay among its options.
    pilot.press(down)
    pilot.press(enter)
    #expect(pilot.text.contains("chocolate S nothing"))
    #expect(!pilot.text.contains("Strawberry"))
    // Focus is back on the picker; the segments come next, the selected one reversed already,
    // so focus there is underlined.
    pilot.press(tab)
    #expect(
      pilot.frame.buffer[pilot.frame.regions.first { $0.label == "S" }!.rect.minX, 1].style.attributes
        .isSuperset(of: [.inverse, .underline]))
    pilot.press(right + enter)
    #expect(pilot.text.contains("chocolate M nothing"))
  }

  @Test("Esc and a click outside close an open menu without choosing")
  func menuDismiss() {
    let pilot = Pilot(Choosing(), width: 40, height: 14)
    pilot.press(shiftTab)
    #expect(pilot.focused.contains("Actions"))
    pilot.press(enter)
    #expect(pilot.text.contains("Duplicate"))
    pilot.press(escape)
    #expect(!pilot.text.contains("Duplicate"))
    pilot.press(enter)
    pilot.click(x: 39, y: 13)
    #expect(!pilot.text.contains("Duplicate"))
    #expect(pilot.text.contains("vanilla S nothing"))
    pilot.press(enter + down + enter)
    #expect(pilot.text.contains("vanilla S deleted"))
  }
}
