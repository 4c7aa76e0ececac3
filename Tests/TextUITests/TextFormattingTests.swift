import Foundation
import Testing

@testable import TextUI

@MainActor
private func drawn<V: View>(_ view: V, width: Int = 30) -> String {
  PlainTextRenderer().render(ViewGraph(view).render(width: width, placement: .topLeading).buffer)
    .split(separator: "\n", omittingEmptySubsequences: false)
    .map { String($0.reversed().drop(while: { $0 == " " }).reversed()) }
    .joined(separator: "\n")
}

/// A text to draw and the characters it must show.
struct TextCase: Sendable, CustomTestStringConvertible {
  let expected: String
  let make: @MainActor @Sendable () -> Text

  init(_ make: @escaping @MainActor @Sendable () -> Text, _ expected: String) {
    self.make = make
    self.expected = expected
  }

  var testDescription: String { expected }
}

/// 2023-11-14 22:13:20 UTC.
private let moment = Date(timeIntervalSince1970: 1_700_000_000)

@Suite("Text literals, formats and date styles, as SwiftUI writes them")
@MainActor
struct TextFormattingTests {
  @Test(
    "a literal's number interpolations take printf specifiers",
    arguments: [
      TextCase({ Text("\(4.567, specifier: "%.1f") stars") }, "4.6 stars"),
      TextCase({ Text("\(42, specifier: "%d") items") }, "42 items"),
      TextCase({ Text("\(Int64.max, specifier: "%d")") }, "9223372036854775807"),
      TextCase({ Text("\(3.14159, specifier: "%06.2f")") }, "003.14"),
      TextCase({ Text("\(255, specifier: "%x")") }, "ff"),
      TextCase({ Text("\(Float(0.5), specifier: "%.0f%%")") }, "0%"),
    ])
  func specifiers(example: TextCase) {
    #expect(drawn(example.make()) == example.expected)
  }

  @Test("plain interpolations print as Swift prints them, so existing text is unchanged")
  func plainInterpolations() {
    let name = "Ada"
    let rating = 4.5
    #expect(
      drawn(Text("\(name) rated \(rating) on \(3) days, 100% sure"), width: 40) == "Ada rated 4.5 on 3 days, 100% sure")
    let percent = "50%"
    #expect(drawn(Text(percent)) == "50%")
    #expect(drawn(Text(verbatim: "\\(x)")) == "\\(x)")
    #expect(Text("one \("two") three").rest.isEmpty, "an unstyled literal is one run, as a plain string")
  }

  @Test("a literal of strings and numbers is one run, built in place")
  func plainLiteralIsOneRun() {
    let name = "ten"
    let text = Text("Row \(3) of \(name), \(-42) and \(Int.max)")
    #expect(text.rest.isEmpty)
    #expect(text.first.string == "Row 3 of ten, -42 and 9223372036854775807")
    #expect(Text("\(name)").rest.isEmpty)
    #expect(Text("").first.string == "")
  }

  @Test("plain text after a styled part is one run; touching parts of one style join")
  func runsAfterStyledParts() {
    let text = Text("a\(Text("b").bold())c\(4)d\("")")
    #expect(text.runs.map(\.string) == ["a", "b", "c4d"])
    #expect(text.runs.map { $0.adding.contains(.bold) } == [false, true, false])
    let joined = Text("\(Text("x").bold())\(Text("y").bold())")
    #expect(joined.runs.map(\.string) == ["xy"])
    #expect(joined.first.adding == .bold)
    #expect(drawn(text) == "abc4d")
  }

  @Test("interpolated Text keeps its own style; an Image is drawn as its symbol")
  func interpolatedViews() {
    let text = Text("Tap \(Text("Edit").bold()) to change")
    #expect(text.runs.map(\.string) == ["Tap ", "Edit", " to change"])
    #expect(text.runs.map { $0.adding.contains(.bold) } == [false, true, false])
    #expect(drawn(Text("\(Image(systemName: "star.fill")) 4.5")) == "★ 4.5")
    #expect(drawn(Text(Image(systemName: "checkmark"))) == "✓")
  }

  @Test(
    "FormatStyles format in the default locale as en_US does, with plain spaces",
    arguments: [
      TextCase({ Text(2450.0, format: .currency(code: "USD")) }, "$2,450.00"),
      TextCase({ Text(-4.5, format: .currency(code: "USD")) }, "-$4.50"),
      TextCase({ Text(12_840, format: .number) }, "12,840"),
      TextCase({ Text(0.33, format: .percent.precision(.fractionLength(0))) }, "33%"),
      TextCase({ Text(20, format: .percent) }, "20%"),
      TextCase({ Text(7.25, format: .number.precision(.fractionLength(1))) }, "7.2"),
      TextCase({ Text(12_840, format: .number.notation(.compactName)) }, "13K"),
      TextCase({ Text(moment, format: .dateTime.month(.abbreviated).day()) }, "Nov 14"),
      TextCase({ Text(moment, format: .dateTime.weekday(.wide)) }, "Tuesday"),
      TextCase({ Text("Total: \(9.5, format: .currency(code: "EUR"))") }, "Total: €9.50"),
    ])
  func formatStyles(example: TextCase) {
    #expect(drawn(example.make()) == example.expected)
  }

  @Test("a format is applied as the text is drawn, in the environment's locale and time zone")
  func environmentFormatting() {
    #expect(drawn(Text(1234.5, format: .number).environment(\.locale, Locale(identifier: "de_DE"))) == "1.234,5")
    let tokyo = TimeZone(identifier: "Asia/Tokyo")!
    #expect(drawn(Text(moment, format: .dateTime.hour().minute()).environment(\.timeZone, tokyo)) == "7:13 AM")
    #expect(drawn(Text(moment, format: .dateTime.hour().minute())) == "10:13 PM")
  }

  @Test(
    "date styles: absolute ones in the locale, relative ones measured from \\.now",
    arguments: [
      (Text.DateStyle.date, 0.0, "November 14, 2023"),
      (.time, 0, "10:13 PM"),
      (.relative, -8_580, "2 hours, 23 minutes"),
      (.relative, 34_300_000, "1 year, 1 month"),
      (.offset, -7_200, "+2 hours"),
      (.offset, 8_000_000, "-3 months"),
      (.timer, -152, "2:32"),
      (.timer, -133_141, "36:59:01"),
      (.relative, 0, "0 seconds"),
    ])
  func dateStyles(style: Text.DateStyle, nowOffset: Double, expected: String) {
    let view = Text(moment, style: style).environment(\.now, moment.addingTimeInterval(nowOffset))
    #expect(drawn(view) == expected)
  }

  @Test("a literal interpolates a date with a style or a formatter; ranges and timers draw")
  func datesInLiterals() {
    let now = moment.addingTimeInterval(-3_600)
    #expect(
      drawn(Text("Starts \(moment, style: .relative) from now").environment(\.now, now)) == "Starts 1 hour from now")
    let formatter = DateFormatter()
    formatter.dateStyle = .medium
    formatter.timeStyle = .none
    #expect(drawn(Text("Edited \(moment, formatter: formatter)")) == "Edited Nov 14, 2023")
    #expect(drawn(Text(moment, formatter: formatter)) == "Nov 14, 2023")
    #expect(drawn(Text(moment...moment.addingTimeInterval(3_600)), width: 40) == "Nov 14, 2023, 10:13 PM – 11:13 PM")
    let interval = moment...moment.addingTimeInterval(300)
    #expect(drawn(Text(timerInterval: interval).environment(\.now, moment.addingTimeInterval(43))) == "4:17")
    #expect(
      drawn(Text(timerInterval: interval, countsDown: false).environment(\.now, moment.addingTimeInterval(43)))
        == "0:43")
  }

  @Test("TextField(_:value:format:) shows the formatted value and parses typed text back")
  func formattedField() {
    final class Box { var amount = 4.5 }
    let box = Box()
    let binding = Binding(get: { box.amount }, set: { box.amount = $0 })
    let field = TextField("Amount", value: binding, format: .currency(code: "USD"))
    let frame = TestScreen.frame(field, width: 12)
    #expect(PlainTextRenderer().render(frame.buffer) == "[$4.50_____]")
    guard case .type(let type) = frame.regions.first(where: { $0.label == "Amount" })?.action else {
      Issue.record("no field region labelled Amount")
      return
    }
    type("$12.25")
    #expect(box.amount == 12.25)
  }

  @Test("Binding.animation and .transaction are the same binding: the value is set at once")
  func animatedBinding() {
    final class Box { var isOn = false }
    let box = Box()
    let binding = Binding(get: { box.isOn }, set: { box.isOn = $0 })
    binding.animation(.easeInOut).wrappedValue = true
    #expect(box.isOn)
    binding.transaction(Transaction(animation: .default)).wrappedValue = false
    #expect(!box.isOn)
  }
}

private struct VerticalLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: 0) {
      configuration.icon
      configuration.title
    }
  }
}

/// Adds a badge to the standard label, as a style wrapping `Label(configuration)` does.
private struct BadgedLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 1) {
      Label(configuration)
      Text("(new)")
    }
  }
}

@Suite("Label styles, search fields and titles as SwiftUI writes them")
@MainActor
struct LabelAndSearchTests {
  @Test(
    "the built-in label styles draw the icon, the title, or both",
    arguments: [("automatic", "➤ Send"), ("titleAndIcon", "➤ Send"), ("iconOnly", "➤"), ("titleOnly", "Send")])
  func builtInLabelStyles(name: String, expected: String) {
    let label = Label("Send", systemImage: "paperplane")
    let styled: AnyView =
      switch name {
      case "automatic": AnyView(label.labelStyle(.automatic))
      case "titleAndIcon": AnyView(label.labelStyle(.titleAndIcon))
      case "iconOnly": AnyView(label.labelStyle(.iconOnly))
      default: AnyView(label.labelStyle(TitleOnlyLabelStyle()))
      }
    #expect(drawn(styled) == expected)
  }

  @Test("a custom LabelStyle places the title and icon; Label(configuration) in it is the standard label")
  func customLabelStyles() {
    #expect(drawn(Label("Send", systemImage: "paperplane").labelStyle(VerticalLabelStyle()), width: 4) == " ➤\nSend")
    #expect(drawn(Label("Inbox", systemImage: "tray").labelStyle(BadgedLabelStyle())) == "▭ Inbox (new)")
    let toolbar = HStack {
      Label("Bold", systemImage: "bold")
      Label("Trash", systemImage: "trash")
    }
    #expect(drawn(toolbar.labelStyle(.iconOnly)) == "B ✗")
  }

  @Test("searchable takes SwiftUI's placements and prompts; suggestions and scopes are accepted")
  func searchable() {
    let list = Text("Apples")
      .searchable(text: .constant(""), placement: .navigationBarDrawer(displayMode: .always), prompt: "Search fruit")
      .searchSuggestions { Text("Pears").searchCompletion("Pears") }
    #expect(drawn(list, width: 20) == "⌕ [Search fruit____]\nApples")
    let texted = Text("Apples").searchable(text: .constant("app"), prompt: Text("Find"))
    #expect(drawn(texted, width: 12) == "⌕ [app_____]\nApples")
  }

  @Test("Button, Label and Toggle titles interpolate as Text literals, and steps find them by what they show")
  func titledControls() {
    #expect(drawn(Label("\(4.56, specifier: "%.1f") stars", systemImage: "star.fill")) == "★ 4.6 stars")
    #expect(
      drawn(Toggle("Alerts at \(70, format: .percent)", isOn: .constant(true)), width: 22) == "Alerts at 70%      [x]")
    let frame = TestScreen.frame(Button("Pay \(12.5, format: .currency(code: "USD"))") {}, width: 16)
    #expect(PlainTextRenderer().render(frame.buffer) == "[ Pay $12.50 ]  ")
    #expect(frame.regions.map(\.label) == ["Pay $12.50"])
  }

  @Test("navigationBarTitle and navigationTitle take a Text or an interpolated literal")
  func titles() {
    let note = NavigationStack { Text("Body").navigationBarTitle(Text("Note"), displayMode: .inline) }
    #expect(drawn(note, width: 10).split(separator: "\n").first == "   Note")
    let rated = NavigationStack { Text("Body").navigationTitle("Rated \(4.26, specifier: "%.1f")") }
    #expect(drawn(rated, width: 10).split(separator: "\n").first == "Rated 4.3")
  }
}
