import Testing

@testable import TextUI

/// The lines a screen reader gets from `view` rendered at `width`.
@MainActor
private func lines<V: View>(_ view: V, width: Int = 40) -> [String] {
  tree(view, width: width).lines
}

@MainActor
private func tree<V: View>(_ view: V, width: Int = 40) -> AccessibilityTree {
  let graph = ViewGraph(view)
  graph.recordsAccessibility = true
  defer { graph.tearDown() }
  return graph.render(width: width).accessibility
}

@MainActor
@Suite struct AccessibilityTests {
  @Test("Every built-in view makes SwiftUI's default element")
  func defaultElements() {
    struct Screen: View {
      @State var on = true
      @State var name = "Ada"
      @State var empty = ""
      @State var count = 3
      @State var level = 0.5
      var body: some View {
        VStack(alignment: .leading) {
          Text("Title")
          Button("Fetch") {}
          Button {
          } label: {
            Image(systemName: "xmark")
          }
          Toggle("Wi-Fi", isOn: $on)
          TextField("Name", text: $name)
          TextField("", text: $empty, prompt: Text("Search"))
          Stepper("Count", value: $count, in: 0...9)
          Slider(value: $level) { Text("Volume") }
          ProgressView("Upload", value: 0.25)
          Image("logo", label: Text("Company logo"))
          Image(decorative: "divider")
          Label("Add", systemImage: "plus")
        }
      }
    }
    #expect(
      lines(Screen()) == [
        #"text "Title""#,
        #"button "Fetch""#,
        #"button symbol="xmark""#,
        #"toggle "Wi-Fi" value="on""#,
        #"text-field "Name" value="Ada""#,
        #"text-field "Search" value="""#,
        #"adjustable "Count" value="3""#,
        #"adjustable "Volume" value="50%""#,
        #"progress "Upload" value="25%""#,
        #"image "Company logo""#,
        #"text "Add""#,
      ])
  }

  @Test("Navigation titles and section headers are headers; a navigation link is a link")
  func headersAndLinks() {
    let view = NavigationStack {
      List {
        Section("Books") {
          NavigationLink("Dune") { Text("Arrakis") }
        }
      }
      .navigationTitle("Library")
    }
    let read = lines(view)
    #expect(read.first == #"text "Library" traits=header"#)
    #expect(read.contains(#"text "BOOKS" traits=header"#) || read.contains(#"text "Books" traits=header"#))
    #expect(read.contains(#"link "Dune""#))
  }

  @Test("The accessibility modifiers change the element they apply to")
  func modifiersTakeEffect() {
    let view = VStack {
      Button {
      } label: {
        Image(systemName: "xmark")
      }
      .accessibilityLabel("Close")
      .accessibilityHint("Dismisses the sheet")
      .accessibilityIdentifier("close")
      Text("42").accessibilityLabel("Answer").accessibilityValue("forty-two")
      Text("Chapter 1").accessibilityAddTraits(.isHeader)
      Text("Plain").accessibilityAddTraits(.isButton)
      Button("Go") {}.accessibilityRemoveTraits(.isButton)
      Text("Secret").accessibilityHidden(true)
      Text("Part").accessibilityHeading(.h2)
      Text("Row").accessibilityAction(named: "Archive") {}
      Text("Mail").accessibilityInputLabels(["Email", "Inbox"])
    }
    let read = tree(view)
    #expect(
      read.lines == [
        #"button "Close" hint="Dismisses the sheet""#,
        #"text "Answer" value="forty-two""#,
        #"text "Chapter 1" traits=header"#,
        #"button "Plain" traits=button"#,
        #"text "Go""#,
        #"text "Part" traits=header level=2"#,
        #"text "Row" actions="Archive""#,
        #"text "Mail""#,
      ])
    #expect(read.elements.first { $0.name == "Close" }?.identifier == "close")
    // Hidden text is left out altogether; a hidden control would stay, hidden, for the audit.
    #expect(!read.elements.contains { $0.name == "Secret" })
    #expect(read.elements.first { $0.name == "Mail" }?.inputLabels == ["Email", "Inbox"])
  }

  @Test("Children are combined into one element, ignored behind one, or kept together in a container")
  func childBehaviours() {
    let combined = HStack {
      Text("Dune")
      Text("Frank Herbert")
    }
    .accessibilityElement(children: .combine)
    #expect(lines(combined) == [#"text "Dune, Frank Herbert""#])

    let ignored = HStack {
      Text("Dune")
      Text("Frank Herbert")
    }
    .accessibilityElement(children: .ignore)
    .accessibilityLabel("A novel")
    #expect(lines(ignored) == [#"group "A novel""#])

    // Contained: the left column is read whole before the right one, though its second line
    // is below the right column's first.
    let contained = HStack(alignment: .top) {
      VStack {
        Text("A1")
        Text("A2")
      }
      .accessibilityElement(children: .contain)
      Text("B1")
    }
    #expect(lines(contained) == [#"text "A1""#, #"text "A2""#, #"text "B1""#])
  }

  @Test("Reading order is top to bottom, then left to right, whatever the drawing order")
  func readingOrder() {
    let view = VStack(alignment: .leading) {
      HStack {
        Text("top-left")
        Text("top-right")
      }
      Text("below")
    }
    #expect(lines(view) == [#"text "top-left""#, #"text "top-right""#, #"text "below""#])

    let zStack = ZStack(alignment: .topLeading) {
      Text("last").padding(.top, .rows(2))
      Text("first")
    }
    #expect(lines(zStack) == [#"text "first""#, #"text "last""#])
  }

  @Test("A higher sort priority is read first")
  func sortPriority() {
    let view = VStack {
      Text("second")
      Text("first").accessibilitySortPriority(1)
    }
    #expect(lines(view) == [#"text "first""#, #"text "second""#])
  }

  @Test("A disabled control is still announced, dimmed, and takes no focus")
  func disabledControl() {
    let read = tree(Button("Save") {}.disabled(true))
    #expect(read.lines == [#"button "Save" disabled"#])
    #expect(read.elements.first?.isFocusable == false)
  }

  @Test("The selected tab, and the selected page dot, are read as selected; the others are not")
  func selectedTab() {
    let bar = lines(
      TabView {
        Text("Books").tabItem { Text("Library") }
        Text("Charts").tabItem { Text("Stats") }
      })
    #expect(bar.contains(#"tab "Library" traits=selected"#), "\(bar)")
    #expect(bar.contains(#"tab "Stats""#), "\(bar)")
    let pages = lines(
      TabView {
        Text("One")
        Text("Two")
      }
      .tabViewStyle(.page))
    #expect(pages.contains(#"button "Page 1" traits=selected"#), "\(pages)")
    #expect(pages.contains(#"button "Page 2""#), "\(pages)")
  }

  @Test("Under a sheet, only the sheet is read")
  func modalPresentation() {
    let view = Text("Behind").sheet(isPresented: .constant(true)) { Text("In front") }
    let read = lines(view)
    #expect(read.contains(#"text "In front""#))
    #expect(!read.contains(#"text "Behind""#))
  }

  @Test("A waiver is recorded on the element with its reason")
  func waiver() {
    let read = tree(Text("Faint").accessibilityAuditWaiver("contrast", reason: "a watermark"))
    #expect(read.elements.first?.waivers == [AccessibilityAuditWaiver(rule: "contrast", reason: "a watermark")])
    #expect(read.elements.first?.waives("contrast") == true)
  }

  @Test("A screen reader line says role, name and value")
  func speech() {
    var element = AccessibilityElement(role: .toggle, name: "Wi-Fi", frame: Rect(x: 0, y: 0, width: 1, height: 1))
    element.value = "on"
    #expect(ScreenReaderOutput.speech(for: element) == "toggle, Wi-Fi, on")
    var icon = AccessibilityElement(role: .button, name: "", frame: Rect(x: 0, y: 0, width: 1, height: 1))
    icon.symbol = "xmark"
    #expect(ScreenReaderOutput.speech(for: icon) == "button, xmark")
  }
}
