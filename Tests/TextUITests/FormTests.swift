import Foundation
import Testing

@testable import TextUI

private struct AccountForm: View {
  @State private var username = ""
  @State private var password = ""
  @State private var cellular = false
  var body: some View {
    Form {
      Section("Account") {
        TextField("Username", text: $username)
        SecureField("Password", text: $password)
      }
      Section {
        Toggle("Sync over cellular", isOn: $cellular)
      } footer: {
        Text("Downloads wait for Wi-Fi otherwise.")
      }
    }
  }
}

@Suite("Form and Section")
@MainActor
struct FormTests {
  @Test("a Form draws each section as a box under a dim upper-case header, the footer below")
  func groupedForm() {
    let frame = TestScreen.frame(AccountForm(), width: 32)
    #expect(
      PlainTextRenderer().render(frame.buffer).split(separator: "\n").map(String.init) == [
        "  ACCOUNT                       ",
        "╭──────────────────────────────╮",
        "│ [Username__________________] │",
        "│ [Password__________________] │",
        "╰──────────────────────────────╯",
        "                                ",
        "╭──────────────────────────────╮",
        "│ Sync over cellular       [ ] │",
        "╰──────────────────────────────╯",
        "  Downloads wait for Wi-Fi      ",
        "  otherwise.                    ",
      ])
    #expect(frame.buffer[2, 0].style.attributes.contains(.dim))
    #expect(frame.buffer[0, 1].style.attributes.contains(.dim))
    #expect(frame.buffer[2, 9].style.attributes.contains(.dim))
    #expect(frame.regions.map(\.label) == ["Username", "Password", "Sync over cellular"])
  }

  @Test("typing and toggling in a Form work through the section's rows (the Writing components article's example)")
  func steps() {
    let graph = ViewGraph(AccountForm())
    let first = graph.render(width: 32, placement: .topLeading)
    #expect(Regions.type("reader", into: "Username", in: first))
    #expect(Regions.type("pw", into: "Password", in: first))
    #expect(Regions.tap("Sync over cellular", in: first))
    let text = PlainTextRenderer().render(graph.render(width: 32, placement: .topLeading).buffer)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { String($0.reversed().drop(while: { $0 == " " }).reversed()) }
    let expected: [String] = [
      "  ACCOUNT",
      "╭──────────────────────────────╮",
      "│ [reader____________________] │",
      "│ [••________________________] │",
      "╰──────────────────────────────╯",
      "",
      "╭──────────────────────────────╮",
      "│ Sync over cellular       [x] │",
      "╰──────────────────────────────╯",
      "  Downloads wait for Wi-Fi",
      "  otherwise.",
    ]
    #expect(lines == expected)
  }

  @Test("rows outside any section form a block of their own, and blocks are a blank line apart")
  func looseRows() {
    let form = Form {
      Text("Intro")
      Section("Sound") { Text("Volume") }
      Text("Outro")
    }
    #expect(
      TestScreen.text(form, width: 12).split(separator: "\n").map(String.init) == [
        "╭──────────╮", "│ Intro    │", "╰──────────╯", "            ",
        "  SOUND     ", "╭──────────╮", "│ Volume   │", "╰──────────╯", "            ",
        "╭──────────╮", "│ Outro    │", "╰──────────╯",
      ])
  }

  @Test("formStyle(.columns) draws bold headers over indented rows and footers, with checkbox toggles")
  func columns() {
    let form = Form {
      Section("General") {
        Toggle("Autosave", isOn: .constant(true))
        LabeledContent("Version", value: "2.1")
      }
      Section(header: Text("About"), footer: Text("Thanks")) { Text("Credits") }
    }
    .formStyle(.columns)
    let frame = TestScreen.frame(form, width: 16)
    #expect(
      PlainTextRenderer().render(frame.buffer).split(separator: "\n").map(String.init) == [
        "General         ", "  [x] Autosave  ", "  Version    2.1", "                ",
        "About           ", "  Credits       ", "  Thanks        ",
      ])
    #expect(frame.buffer[0, 0].style.attributes.contains(.bold))
    #expect(frame.buffer[2, 6].style.attributes.contains(.dim))
  }

  @Test(
    "formStyle(.grouped) and .automatic draw as the default form",
    arguments: [0, 1])
  func groupedStyles(variant: Int) {
    let form = Form { Section("A") { Text("Row") } }
    let plain = TestScreen.text(form, width: 9)
    let styled =
      variant == 0
      ? TestScreen.text(form.formStyle(.grouped), width: 9) : TestScreen.text(form.formStyle(.automatic), width: 9)
    #expect(styled == plain)
    #expect(plain == "  A      \n╭───────╮\n│ Row   │\n╰───────╯")
  }

  @Test("every Section initialiser gives its header and footer", arguments: 0..<7)
  func initialisers(form: Int) {
    let expected: [[String]] = [
      ["Rows"], ["H", "Rows"], ["H", "Rows"], ["Rows", "F"], ["H", "Rows", "F"], ["H", "Rows", "F"], ["Rows", "F"],
    ]
    let section: AnyView =
      switch form {
      case 0: AnyView(Section { Text("Rows") })
      case 1: AnyView(Section("H") { Text("Rows") })
      case 2: AnyView(Section(header: Text("H")) { Text("Rows") })
      case 3:
        AnyView(
          Section {
            Text("Rows")
          } footer: {
            Text("F")
          })
      case 4:
        AnyView(
          Section {
            Text("Rows")
          } header: {
            Text("H")
          } footer: {
            Text("F")
          })
      case 5: AnyView(Section(header: Text("H"), footer: Text("F")) { Text("Rows") })
      default: AnyView(Section(footer: Text("F")) { Text("Rows") })
      }
    // In a plain list the parts are lines of their own, with no chrome around them.
    let text = TestScreen.text(List { section }.listStyle(.plain), width: 4)
    #expect(text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) } == expected[form])
  }

  @Test("a Section outside a List or Form is its header, rows and footer one after another")
  func standalone() {
    let view = VStack(alignment: .leading) {
      Section {
        Text("Row")
      } header: {
        Text("Header")
      } footer: {
        Text("Footer")
      }
    }
    #expect(TestScreen.text(view, width: 6) == "Header\nRow   \nFooter")
  }

  @Test("textCase(nil) on a header keeps it as written")
  func headerTextCase() {
    let form = Form {
      Section {
        Text("Row")
      } header: {
        Text("iCloud").textCase(nil)
      }
    }
    #expect(TestScreen.text(form, width: 10).split(separator: "\n").first == "  iCloud  ")
  }

  @Test("a Form clips to its height and counts only rows as hidden, not headers or box edges")
  func clipping() {
    let form = Form {
      Section("First") {
        Text("a"); Text("b")
      }
      Section("Second") {
        Text("c"); Text("d")
      }
    }
    let expected: [String] = ["  FIRST     ", "╭──────────╮", "│ a        │", "│ b        │", "↓ 2 more row"]
    #expect(TestScreen.text(form, width: 12, height: 5).split(separator: "\n").map(String.init) == expected)
  }
}

@Suite("Section header prominence")
@MainActor
struct HeaderProminenceTests {
  @Test("headerProminence(.increased) draws a grouped header bold and as written")
  func increased() {
    let form = Form {
      Section("Library") { Text("Row") }
        .headerProminence(.increased)
      Section("Sync") { Text("Row") }
    }
    let frame = TestScreen.frame(form, width: 14)
    let lines = PlainTextRenderer().render(frame.buffer).split(separator: "\n").map(String.init)
    #expect(lines[0] == "  Library     ")
    #expect(lines[5] == "  SYNC        ")
    #expect(frame.buffer[2, 0].style.attributes == .bold)
    #expect(frame.buffer[2, 5].style.attributes == .dim)
  }
}
