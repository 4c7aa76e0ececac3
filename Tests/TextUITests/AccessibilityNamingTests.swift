import Foundation
import Testing

@testable import TextUI

/// The lines a screen reader gets from `view` rendered at `width`.
@MainActor private func spoken<V: View>(_ view: V, width: Int = 40) -> [String] {
  let graph = ViewGraph(view)
  graph.recordsAccessibility = true
  defer { graph.tearDown() }
  return graph.render(width: width).accessibility.lines
}

private enum Flavor: String, CaseIterable, Identifiable {
  case vanilla, chocolate
  var id: Self { self }
}

@Suite("Accessibility names and roles, as VoiceOver reads them")
@MainActor
struct AccessibilityNamingTests {
  @Test("a DisclosureGroup is named by its label alone, with an expanded or collapsed value, in a list or not")
  func disclosureNames() {
    #expect(spoken(DisclosureGroup("Animals") { Text("Cat") }) == ["button \"Animals\" value=\"collapsed\""])
    #expect(
      spoken(DisclosureGroup("Animals", isExpanded: .constant(true)) { Text("Cat") })
        == ["button \"Animals\" value=\"expanded\"", "text \"Cat\""])
    #expect(
      spoken(List { DisclosureGroup("Animals") { Text("Cat") } }) == ["button \"Animals\" value=\"collapsed\""])
    let labelled = DisclosureGroup {
      Text("Cat")
    } label: {
      Label("Animals", systemImage: "pawprint")
    }
    #expect(spoken(Form { labelled }) == ["button \"Animals\" value=\"collapsed\""])
  }

  @Test("a tab has the tab role, the shown one the selected trait, a badge as its value")
  func tabs() {
    let tabs = TabView {
      Text("Home screen").tabItem { Label("Home", systemImage: "house") }
      Text("Inbox screen").tabItem { Label("Inbox", systemImage: "tray") }.badge(3)
    }
    #expect(
      spoken(tabs, width: 30)
        == ["text \"Home screen\"", "tab \"Home\" traits=selected", "tab \"Inbox\" value=\"3\""])
  }

  @Test("a Picker that opens its choices carries its current choice as its value, without its marks")
  func pickerValue() {
    let menu = Picker("Flavor", selection: .constant(Flavor.chocolate)) {
      ForEach(Flavor.allCases) { Text($0.rawValue.capitalized) }
    }
    #expect(spoken(menu) == ["button \"Flavor\" value=\"Chocolate\""])
    #expect(spoken(Form { menu }) == ["button \"Flavor\" value=\"Chocolate\""])
    #expect(spoken(menu.labelsHidden()) == ["button \"Flavor\" value=\"Chocolate\""])
  }

  @Test("a SecureField has the secure text field role, and its value is never its text nor its dots")
  func secureField() {
    #expect(spoken(SecureField("Password", text: .constant("hunter2"))) == ["secure-text-field \"Password\""])
    #expect(spoken(TextField("Name", text: .constant("Ada"))) == ["text-field \"Name\" value=\"Ada\""])
  }

  @Test("a ProgressView is named by its label: a title, or the text of a label view")
  func progressNames() {
    #expect(spoken(ProgressView("Syncing…")) == ["progress \"Syncing…\""])
    #expect(spoken(ProgressView { Text("Uploading") }) == ["progress \"Uploading\""])
    #expect(spoken(ProgressView(value: 0.5) { Text("Storage") }) == ["progress \"Storage\" value=\"50%\""])
    #expect(spoken(ProgressView("Storage", value: 0.25)) == ["progress \"Storage\" value=\"25%\""])
  }

  @Test("a Link has the link role, and tapping it asks openURL to open its destination")
  func linkRole() {
    final class Opened { var urls: [URL] = [] }
    let opened = Opened()
    let link = Link("Terms", destination: URL(string: "https://example.com/terms")!)
      .environment(
        \.openURL,
        OpenURLAction(handler: { url in
          opened.urls.append(url)
          return .handled
        }))
    #expect(spoken(link) == ["link \"Terms\""])
    #expect(Regions.tap("Terms", in: TestScreen.frame(link, width: 10)))
    #expect(opened.urls == [URL(string: "https://example.com/terms")!])
  }

  @Test("no name carries a drawing glyph: back buttons, search fields and unknown symbols read cleanly")
  func noGlyphsInNames() {
    struct Pushed: View {
      var body: some View {
        NavigationStack {
          NavigationLink("Open") { Text("Detail").navigationTitle("Detail") }.navigationTitle("Contacts")
        }
      }
    }
    let graph = ViewGraph(Pushed())
    graph.recordsAccessibility = true
    #expect(Regions.tap("Open", in: graph.render(width: 30)))
    let lines = graph.render(width: 30).accessibility.lines
    #expect(lines.first == "button \"Contacts\"")
    let search = NavigationStack { List { Text("Apple") }.searchable(text: .constant(""), prompt: "Search fruits") }
    #expect(spoken(search).first == "text-field \"Search fruits\" value=\"\"")
    let glyphs = CharacterSet(charactersIn: "‹›▸▾⌄⌕•")
    for line in lines + spoken(search) { #expect(line.rangeOfCharacter(from: glyphs) == nil, "\(line)") }
  }
}
