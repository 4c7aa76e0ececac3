import Testing
import TextUI

enum Period: String, CaseIterable, Identifiable {
  case day = "Day", week = "Week", month = "Month"
  var id: Self { self }
}

/// The style under test, as a value an `arguments:` table can hold.
enum StyleCase: String, CaseIterable, CustomTestStringConvertible {
  case automatic, menu, inline, segmented, wheel, navigationLink, radioGroup, palette
  var testDescription: String { rawValue }

  @MainActor @ViewBuilder
  func apply<V: View>(to view: V) -> some View {
    switch self {
    case .automatic: view.pickerStyle(.automatic)
    case .menu: view.pickerStyle(.menu)
    case .inline: view.pickerStyle(.inline)
    case .segmented: view.pickerStyle(.segmented)
    case .wheel: view.pickerStyle(.wheel)
    case .navigationLink: view.pickerStyle(.navigationLink)
    case .radioGroup: view.pickerStyle(.radioGroup)
    case .palette: view.pickerStyle(.palette)
    }
  }
}

private struct PeriodPicker: View {
  let style: StyleCase
  @State var period = Period.week

  var body: some View {
    VStack(alignment: .leading) {
      style.apply(
        to: Picker("Period", selection: $period) {
          ForEach(Period.allCases) { Text($0.rawValue) }
        })
      Text("chose \(period.rawValue)")
    }
  }
}

@MainActor
private func text(_ frame: RenderedFrame) -> String {
  PlainTextRenderer(trimsTrailingSpaces: true).render(frame.buffer)
}

/// Taps the control labelled `label` on `graph`'s current frame and renders again.
@MainActor
private func tap(_ label: String, in graph: ViewGraph, width: Int = 30) throws -> RenderedFrame {
  let frame = graph.render(width: width, placement: .topLeading)
  let region = try #require(
    frame.regions.first { $0.label == label }, "no control \(label) among \(frame.regions.map(\.label))")
  guard case .tap(let action) = region.action else {
    Issue.record("\(label) is not tappable")
    return frame
  }
  action()
  return graph.render(width: width, placement: .topLeading)
}

@Suite("Picker")
@MainActor
struct PickerTests {
  @Test(
    "each style draws the same picker its own way",
    arguments: [
      (StyleCase.menu, "Period [ Week ▾ ]\nchose Week"),
      (.automatic, "Period [ Week ▾ ]\nchose Week"),
      (.inline, "Period\n  Day\n✓ Week\n  Month\nchose Week"),
      (.radioGroup, "Period\n( ) Day\n(•) Week\n( ) Month\nchose Week"),
      (.segmented, "[ Day │ Week │ Month ]\nchose Week"),
      (.palette, "[ Day │ Week │ Month ]\nchose Week"),
      (.wheel, " Period\n\n   Day\n› Week  ‹\n  Month\n\nchose Week"),
      (.navigationLink, "Period Week ›\nchose Week"),
    ])
  func styles(style: StyleCase, expected: String) {
    #expect(text(ViewGraph(PeriodPicker(style: style)).render(width: 30, placement: .topLeading)) == expected)
  }

  @Test(
    "tapping an option selects its tag, and the view reading the selection follows",
    arguments: [
      (StyleCase.inline, "Period\n  Day\n  Week\n✓ Month\nchose Month"),
      (.radioGroup, "Period\n( ) Day\n( ) Week\n(•) Month\nchose Month"),
      (.segmented, "[ Day │ Week │ Month ]\nchose Month"),
      (.wheel, " Period\n   Day\n  Week\n› Month ‹\n\n\nchose Month"),
    ])
  func tapping(style: StyleCase, expected: String) throws {
    let graph = ViewGraph(PeriodPicker(style: style))
    #expect(text(try tap("Month", in: graph)) == expected)
  }

  @Test("the selected segment is drawn in inverse video, padding included, and no other cell is")
  func segmentedInverse() throws {
    let frame = ViewGraph(PeriodPicker(style: .segmented)).render(width: 30, placement: .topLeading)
    let inverse = (0..<30).filter { frame.buffer[$0, 0].style.attributes.contains(.inverse) }
    // "[ Day │ Week │ Month ]": " Week " is columns 7 to 12.
    #expect(inverse == Array(7...12))
  }

  @Test("a wheel dims the neighbours of the selection and not the selection")
  func wheelDims() {
    let frame = ViewGraph(PeriodPicker(style: .wheel)).render(width: 30, placement: .topLeading)
    #expect(frame.buffer[3, 2].style.attributes.contains(.dim))  // "Day"
    #expect(!frame.buffer[2, 3].style.attributes.contains(.dim))  // "Week"
    #expect(frame.buffer[2, 4].style.attributes.contains(.dim))  // "Month"
  }

  @Test("a menu opens below on a tap of its label; choosing an option selects it and closes")
  func menuOpensAndChooses() throws {
    let graph = ViewGraph(PeriodPicker(style: .menu))
    let opened = try tap("Period", in: graph)
    #expect(
      text(opened) == """
        Period [ Week ▾ ]
               ╭─────────╮
               │   Day   │
               │ ✓ Week  │
               │   Month │
               ╰─────────╯
        chose Week
        """)
    #expect(opened.regions.map(\.label) == ["Period", "Day", "Week", "Month"])
    #expect(text(try tap("Day", in: graph)) == "Period [ Day ▾ ]\nchose Day")
  }

  @Test("tapping an open menu's label again closes it without choosing")
  func menuCloses() throws {
    let graph = ViewGraph(PeriodPicker(style: .menu))
    _ = try tap("Period", in: graph)
    #expect(text(try tap("Period", in: graph)) == "Period [ Week ▾ ]\nchose Week")
  }

  @Test(".pickerStyle takes SwiftUI's style types as well as the dot shorthands")
  func styleTypes() {
    @MainActor func draw<S: PickerStyle>(_ style: S) -> String {
      text(
        ViewGraph(Picker("P", selection: .constant(2)) { ForEach(1..<4) { Text("\($0)") } }.pickerStyle(style)).render(
          width: 20, placement: .topLeading))
    }
    #expect(draw(SegmentedPickerStyle()) == draw(.segmented))
    #expect(draw(SegmentedPickerStyle()) == "[ 1 │ 2 │ 3 ]")
    #expect(draw(InlinePickerStyle()) == draw(.inline))
    #expect(draw(WheelPickerStyle()) == draw(.wheel))
    #expect(draw(MenuPickerStyle()) == "P [ 2 ▾ ]")
    #expect(draw(DefaultPickerStyle()) == draw(MenuPickerStyle()))
    #expect(draw(NavigationLinkPickerStyle()) == "P 2 ›")
    #expect(draw(RadioGroupPickerStyle()) == draw(.radioGroup))
    #expect(draw(PalettePickerStyle()) == draw(.segmented))
  }
}

private struct Book: Identifiable {
  let id: Int
  let title: String
}

@Suite("Picker tags")
@MainActor
struct PickerTagTests {
  @Test("explicit tags select String values")
  func stringTags() throws {
    struct Sorting: View {
      @State var sort = "title"
      var body: some View {
        VStack(alignment: .leading) {
          Picker("Sort", selection: $sort) {
            Text("Title").tag("title")
            Text("Author").tag("author")
          }
          .pickerStyle(.inline)
          Text(sort)
        }
      }
    }
    let graph = ViewGraph(Sorting())
    #expect(text(graph.render(width: 20, placement: .topLeading)) == "Sort\n✓ Title\n  Author\ntitle")
    #expect(text(try tap("Author", in: graph, width: 20)) == "Sort\n  Title\n✓ Author\nauthor")
  }

  @Test("a ForEach over a range tags its views with Int IDs")
  func intTags() throws {
    struct Pages: View {
      @State var pages = 20
      var body: some View {
        Picker("Pages", selection: $pages) {
          ForEach(10..<40) { Text("\($0)") }
        }
        .pickerStyle(.wheel)
      }
    }
    let graph = ViewGraph(Pages())
    #expect(text(graph.render(width: 20, placement: .topLeading)) == "Pages\n  18\n  19\n› 20 ‹\n  21\n  22")
    #expect(text(try tap("22", in: graph, width: 20)) == "Pages\n  20\n  21\n› 22 ‹\n  23\n  24")
  }

  @Test("an ID of another type than the selection is no tag; an explicit tag wins over the ID")
  func mismatchedIDs() throws {
    struct Shelf: View {
      let books = [Book(id: 1, title: "Dune"), Book(id: 2, title: "Emma")]
      @State var chosen = "Emma"
      var body: some View {
        VStack(alignment: .leading) {
          Picker("Untagged", selection: $chosen) {
            ForEach(books) { Text($0.title) }
          }
          Picker("Tagged", selection: $chosen) {
            ForEach(books) { Text($0.title).tag($0.title) }
          }
        }
        .pickerStyle(.inline)
      }
    }
    let graph = ViewGraph(Shelf())
    let frame = graph.render(width: 20, placement: .topLeading)
    #expect(text(frame) == "Untagged\n  Dune\n  Emma\nTagged\n  Dune\n✓ Emma")
    #expect(frame.regions.map(\.label) == ["Dune", "Emma"])
    #expect(text(try tap("Dune", in: graph, width: 20)) == "Untagged\n  Dune\n  Emma\nTagged\n✓ Dune\n  Emma")
  }

  @Test("an optional selection starts with nothing marked and takes tags of the wrapped type")
  func optionalSelection() throws {
    struct Optional: View {
      @State var period: Period? = nil
      var body: some View {
        VStack(alignment: .leading) {
          Picker("Period", selection: $period) {
            Text("None").tag(Period?.none)
            ForEach(Period.allCases) { Text($0.rawValue) }
          }
          .pickerStyle(.inline)
          Text(period?.rawValue ?? "nil")
        }
      }
    }
    let graph = ViewGraph(Optional())
    #expect(text(graph.render(width: 20, placement: .topLeading)) == "Period\n✓ None\n  Day\n  Week\n  Month\nnil")
    #expect(text(try tap("Week", in: graph, width: 20)) == "Period\n  None\n  Day\n✓ Week\n  Month\nWeek")
    #expect(text(try tap("None", in: graph, width: 20)) == "Period\n✓ None\n  Day\n  Week\n  Month\nnil")
  }

  @Test("SwiftUI's label forms: a view value, a label closure, a system image, and hidden labels")
  func labelForms() {
    let selection = Binding.constant(Period.day)
    @MainActor func draw<V: View>(_ view: V) -> String {
      text(ViewGraph(view.pickerStyle(.menu)).render(width: 30, placement: .topLeading))
    }
    let options = { ForEach(Period.allCases) { Text($0.rawValue) } }
    #expect(draw(Picker(selection: selection, label: Text("Old").bold(), content: options)) == "Old [ Day ▾ ]")
    #expect(draw(Picker(selection: selection, content: options) { Text("New") }) == "New [ Day ▾ ]")
    #expect(draw(Picker("Icon", systemImage: "star", selection: selection, content: options)) == "☆ Icon [ Day ▾ ]")
    #expect(draw(Picker("Gone", selection: selection, content: options).labelsHidden()) == "[ Day ▾ ]")
  }

  @Test("in a List the default picker is a full-width row opening below, aligned to the value")
  func listRow() throws {
    struct Settings: View {
      @State var period = Period.day
      var body: some View {
        List {
          Picker("Period", selection: $period) {
            ForEach(Period.allCases) { Text($0.rawValue) }
          }
          Text("chose \(period.rawValue)")
        }
        .listStyle(.plain)
      }
    }
    let graph = ViewGraph(Settings())
    #expect(text(graph.render(width: 24, placement: .topLeading)) == "Period             Day ▾\nchose Day")
    let opened = try tap("Period", in: graph, width: 24)
    #expect(
      text(opened) == """
        Period             Day ▾
                     ╭─────────╮
                     │ ✓ Day   │
                     │   Week  │
                     │   Month │
                     ╰─────────╯
        chose Day
        """)
    #expect(text(try tap("Month", in: graph, width: 24)) == "Period           Month ▾\nchose Month")
  }

  @Test("a navigation-link picker in a NavigationStack pushes its options; choosing one goes back")
  func navigationLinkPushes() throws {
    struct Settings: View {
      @State var period = Period.day
      var body: some View {
        NavigationStack {
          List {
            Picker("Period", selection: $period) {
              ForEach(Period.allCases) { Text($0.rawValue) }
            }
            .pickerStyle(.navigationLink)
          }
          .listStyle(.plain)
          .navigationTitle("Settings")
        }
      }
    }
    let graph = ViewGraph(Settings())
    #expect(text(graph.render(width: 24, placement: .topLeading)) == "Settings\nPeriod             Day ›")
    // The choices are a screen with the picker's label as its inline title, as iOS pushes them.
    #expect(
      text(try tap("Period", in: graph, width: 24))
        == "‹ Settings  Period\n✓ Day\n  Week\n  Month")
    #expect(text(try tap("Week", in: graph, width: 24)) == "Settings\nPeriod            Week ›")
  }
}

@Suite("Picker in a Form")
@MainActor
struct PickerFormTests {
  @Test("in a Form section the default picker is a settings row: label leading, value and ▾ trailing")
  func formRow() {
    struct Settings: View {
      @State var period = Period.week
      var body: some View {
        Form {
          Section("Goal") {
            Picker("Period", selection: $period) {
              ForEach(Period.allCases) { Text($0.rawValue) }
            }
          }
        }
      }
    }
    #expect(
      text(ViewGraph(Settings()).render(width: 24, placement: .topLeading)) == """
          GOAL
        ╭──────────────────────╮
        │ Period        Week ▾ │
        ╰──────────────────────╯
        """)
  }
}

@Suite("Picker surroundings")
@MainActor
struct PickerSurroundingsTests {
  @Test("a disabled picker is dim and offers nothing to tap")
  func disabled() {
    let view = Picker("Period", selection: .constant(Period.week)) {
      ForEach(Period.allCases) { Text($0.rawValue) }
    }
    .pickerStyle(.segmented)
    .disabled(true)
    let frame = ViewGraph(view).render(width: 24, placement: .topLeading)
    #expect(text(frame) == "[ Day │ Week │ Month ]")
    #expect(frame.regions.isEmpty)
    #expect(frame.buffer[2, 0].style.attributes.contains(.dim))
  }

  @Test(".labelsHidden() leaves a toggle its box and a stepper its buttons, still found by title")
  func labelsHiddenOnOtherControls() {
    let view = VStack(alignment: .leading) {
      Toggle("Wi-Fi", isOn: .constant(true))
      Stepper("Pages", value: .constant(3), in: 0...5)
    }
    .labelsHidden()
    let frame = ViewGraph(view).render(width: 20, placement: .topLeading)
    #expect(text(frame) == "[x]\n[ - ] [ + ]")
    // The stepper is one control too (what arrows adjust live), named by its title.
    #expect(frame.regions.map(\.label) == ["Wi-Fi", "-", "+", "Pages"])
  }

  @Test(".contextMenu compiles in SwiftUI's two forms and draws the view alone")
  func contextMenu() {
    let view = VStack(alignment: .leading) {
      Text("Dune").contextMenu { Button("Delete") {} }
      Text("Emma").contextMenu {
        Button("Delete") {}
      } preview: {
        Text("Emma, 1815")
      }
    }
    #expect(text(ViewGraph(view).render(width: 20, placement: .topLeading)) == "Dune\nEmma")
  }
}
