import Foundation
import Testing

@testable import TextUI

/// Renders `view` at `width` as plain lines.
@MainActor
private func lines<V: View>(_ view: V, width: Int, height: Int? = nil) -> [String] {
  PlainTextRenderer().render(ViewGraph(view).render(width: width, height: height, placement: .topLeading).buffer)
    .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
}

/// Taps the first region whose cells show `text`, recording an issue if there is none.
@MainActor
private func tap(showing text: String, in frame: RenderedFrame, sourceLocation: SourceLocation = #_sourceLocation) {
  guard let region = frame.regions.first(where: { frame.buffer.text(in: $0.rect).contains(text) }),
    case .tap(let action) = region.action
  else {
    Issue.record("no tappable region shows \"\(text)\"", sourceLocation: sourceLocation)
    return
  }
  action()
}

private let sample = Date(timeIntervalSince1970: 1_795_441_500)  // 2026-11-23 13:45 UTC

private struct Planets: View {
  let names = ["Mercury", "Venus", "Earth"]
  @State private var selected: String?
  var body: some View {
    NavigationSplitView {
      List(names, id: \.self, selection: $selected) { Text($0) }
        .navigationTitle("Planets")
    } detail: {
      Text(selected.map { "About \($0)" } ?? "Pick a planet")
    }
  }
}

private struct ThreeColumns: View {
  var visibility: NavigationSplitViewVisibility
  var body: some View {
    NavigationSplitView(columnVisibility: .constant(visibility)) {
      Text("Side")
    } content: {
      Text("Middle")
    } detail: {
      Text("Detail")
    }
  }
}

private struct Flagged: View {
  @State private var showing = false
  var body: some View {
    NavigationStack {
      Button("Show") { showing = true }
        .navigationTitle("Home")
        .navigationDestination(isPresented: $showing) {
          Text("Shown").navigationTitle("Detail")
        }
      Text(showing ? "flag on" : "flag off")
    }
  }
}

private struct ItemDriven: View {
  @State private var item: Int?
  var body: some View {
    NavigationStack {
      Button("Open 7") { item = 7 }
        .navigationDestination(item: $item) { Text("Item \($0)") }
      Text(item.map { "item \($0)" } ?? "no item")
    }
  }
}

private struct MultiSelect: View {
  @State private var selection: Set<Int> = [2]
  var body: some View {
    VStack(alignment: .leading) {
      List(selection: $selection) {
        ForEach(1...3, id: \.self) { Text("Row \($0)") }
      }
      Text("Selected: \(selection.sorted().map(String.init).joined(separator: ","))")
    }
  }
}

@Suite("Views ported screens use")
@MainActor
struct PortedScreenTests {
  @Test("AsyncImage never loads in a preview: the plain form draws [image], the others their empty phase")
  func asyncImage() {
    let url = URL(string: "https://example.com/a.png")
    #expect(lines(AsyncImage(url: url), width: 8) == ["[image] "])
    #expect(
      lines(
        AsyncImage(url: url) {
          $0.resizable()
        } placeholder: {
          Text("loading")
        }, width: 8) == ["loading "])
    let phased = AsyncImage(url: url) { phase in
      switch phase {
      case .empty: Text("empty")
      case .success(let image): image
      case .failure: Text("failed")
      }
    }
    #expect(lines(phased, width: 6) == ["empty "])
    #expect(AsyncImagePhase.empty.image == nil && AsyncImagePhase.success(Image("a")).image == Image("a"))
  }

  @Test("ContentUnavailableView centres a bold label over a dim description and its actions")
  func contentUnavailable() {
    let view = ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New mail appears here."))
    #expect(lines(view, width: 26) == ["        ▭ No Mail         ", "  New mail appears here.  "])
    let frame = ViewGraph(view).render(width: 26, placement: .topLeading)
    #expect(Array(frame.buffer.row(0))[8].style.attributes.contains(.bold))
    let custom = ContentUnavailableView {
      Label("Offline", systemImage: "wifi")
    } description: {
      Text("Check your connection.")
    } actions: {
      Button("Retry") {}
    }
    #expect(
      lines(custom, width: 24) == ["       ≋ Offline        ", " Check your connection. ", "       [ Retry ]        "])
  }

  @Test("ContentUnavailableView.search says there are no results, for the text when given")
  func searchUnavailable() {
    #expect(
      lines(ContentUnavailableView.search, width: 40) == [
        "             ⌕ No Results               ", "Check the spelling or try a new search. ",
      ])
    #expect(
      lines(ContentUnavailableView.search(text: "kiwi"), width: 40)[0] == "        ⌕ No Results for “kiwi”         ")
  }

  @Test(
    "DatePicker formats in en_US_POSIX and UTC unless the environment says otherwise",
    arguments: [
      (DatePickerComponents.date, "Due                 [Nov 23, 2026]"),
      (DatePickerComponents.hourAndMinute, "Due                      [1:45 PM]"),
      (DatePickerComponents([.date, .hourAndMinute]), "Due       [Nov 23, 2026] [1:45 PM]"),
      (DatePickerComponents.hourMinuteAndSecond, "Due                   [1:45:00 PM]"),
    ] as [(DatePickerComponents, String)])
  func datePicker(components: DatePickerComponents, expected: String) {
    let picker = DatePicker("Due", selection: .constant(sample), displayedComponents: components)
    #expect(lines(picker, width: 34) == [expected])
  }

  @Test("DatePicker follows the environment's time zone and locale, and clamps to its range")
  func datePickerEnvironment() {
    let berlin = DatePicker("Due", selection: .constant(sample), displayedComponents: .hourAndMinute)
      .environment(\.timeZone, TimeZone(identifier: "Europe/Berlin")!)
      .environment(\.locale, Locale(identifier: "de_DE"))
    #expect(lines(berlin, width: 16) == ["Due      [14:45]"])
    let later = sample.addingTimeInterval(86_400 * 30)
    let clamped = DatePicker("From", selection: .constant(sample), in: later..., displayedComponents: .date)
    #expect(lines(clamped, width: 24) == ["From      [Dec 23, 2026]"])
    let through = DatePicker("To", selection: .constant(later), in: ...sample, displayedComponents: .date)
    #expect(lines(through, width: 24) == ["To        [Nov 23, 2026]"])
  }

  @Test("environment values apps read have fixed defaults, never the machine's")
  func environmentDefaults() {
    let values = EnvironmentValues()
    #expect(values.locale.identifier == "en_US_POSIX")
    #expect(values.timeZone.secondsFromGMT(for: sample) == 0)
    #expect(values.calendar.timeZone.secondsFromGMT(for: sample) == 0)
    #expect(values.colorScheme == .light)
    #expect(values.horizontalSizeClass == .compact)
    #expect(values.scenePhase == .active)
    var opened: [URL] = []
    var custom = EnvironmentValues()
    custom.openURL = OpenURLAction { url in
      opened.append(url)
      return .handled
    }
    custom.openURL(URL(string: "https://example.com")!)
    #expect(opened == [URL(string: "https://example.com")!])
  }

  @Test("NavigationSplitView draws sidebar and detail side by side, and selecting a row changes the detail")
  func splitView() {
    let graph = ViewGraph(Planets())
    let first = graph.render(width: 40, placement: .topLeading)
    #expect(
      PlainTextRenderer().render(first.buffer).split(separator: "\n").map(String.init) == [
        "Planets      │                          ",
        "╭───────────╮│                          ",
        "│ Mercury   ││      Pick a planet       ",
        "│ Venus     ││                          ",
        "│ Earth     ││                          ",
        "╰───────────╯│                          ",
      ])
    tap(showing: "Venus", in: first)
    // Each column is a stack of its own, its content centred in it, as SwiftUI places it.
    #expect(lines(Planets(), width: 40)[2].hasSuffix("      Pick a planet       "))
    #expect(
      PlainTextRenderer().render(graph.render(width: 40, placement: .topLeading).buffer).split(separator: "\n")[2]
        .hasSuffix("       About Venus        "))
  }

  @Test(
    "a three-column NavigationSplitView shows the columns its visibility asks for",
    arguments: [
      (NavigationSplitViewVisibility.all, "  Side  │ Middle  │    Detail    "),
      (NavigationSplitViewVisibility.doubleColumn, " Middle  │        Detail         "),
      (NavigationSplitViewVisibility.detailOnly, "             Detail              "),
    ] as [(NavigationSplitViewVisibility, String)])
  func threeColumns(visibility: NavigationSplitViewVisibility, expected: String) {
    #expect(lines(ThreeColumns(visibility: visibility), width: 33) == [expected])
  }

  @Test("navigationDestination(isPresented:) pushes while the flag is on; Back pops and clears it")
  func presentedDestination() {
    let graph = ViewGraph(Flagged())
    let home = graph.render(width: 20, placement: .topLeading)
    tap(showing: "Show", in: home)
    let pushed = graph.render(width: 20, placement: .topLeading)
    // The back button names the screen it goes back to, as iOS's does.
    #expect(PlainTextRenderer().render(pushed.buffer).hasPrefix("‹ Home              \nDetail"))
    #expect(PlainTextRenderer().render(pushed.buffer).contains("Shown"))
    tap(showing: "‹ Home", in: pushed)
    let back = PlainTextRenderer().render(graph.render(width: 20, placement: .topLeading).buffer)
    #expect(back.hasPrefix("Home") && back.contains("flag off"))
  }

  @Test("navigationDestination(item:) pushes the item's screen; Back sets the item to nil")
  func itemDestination() {
    let graph = ViewGraph(ItemDriven())
    tap(showing: "Open 7", in: graph.render(width: 20, placement: .topLeading))
    let pushed = graph.render(width: 20, placement: .topLeading)
    #expect(PlainTextRenderer().render(pushed.buffer).contains("Item 7"))
    tap(showing: "Back", in: pushed)
    #expect(PlainTextRenderer().render(graph.render(width: 20, placement: .topLeading).buffer).contains("no item"))
  }

  @Test("List(selection:) with a Set draws every selected row in inverse, and a tap toggles a row")
  func multipleSelection() {
    let graph = ViewGraph(MultiSelect())
    let frame = graph.render(width: 14, placement: .topLeading)
    // Row 2 of the card (its first line is the card's top edge), inside the card's left side.
    #expect(Array(frame.buffer.row(2))[2].style.attributes.contains(.inverse))
    #expect(!Array(frame.buffer.row(1))[2].style.attributes.contains(.inverse))
    tap(showing: "Row 3", in: frame)
    #expect(lines(MultiSelect(), width: 14).last == "Selected: 2   ")
    let after = graph.render(width: 14, placement: .topLeading)
    #expect(PlainTextRenderer().render(after.buffer).hasSuffix("Selected: 2,3 "))
    tap(showing: "Row 2", in: after)
    #expect(
      PlainTextRenderer().render(graph.render(width: 14, placement: .topLeading).buffer).hasSuffix("Selected: 3   "))
  }
}
