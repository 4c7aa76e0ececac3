import Foundation
import Testing

@testable import TextUI

private struct Mailbox: Identifiable, Hashable {
  let id: String
  let unread: Int
}

private let mailboxes = [Mailbox(id: "Inbox", unread: 3), Mailbox(id: "Sent", unread: 0)]

/// A custom group box style, as SwiftUI code writes one: the label over the content, no box.
private struct PlainGroupBoxStyle: GroupBoxStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading) {
      configuration.label
      configuration.content
    }
  }
}

/// The gaps a user trial found porting a SwiftUI settings screen: group boxes, control groups,
/// list-row badges, symbol names and the modifiers a terminal cannot show.
@Suite("Ported settings screen")
@MainActor
struct SettingsScreenPortTests {
  private func lines<V: View>(_ view: V, width: Int, height: Int? = nil) -> [String] {
    TestScreen.text(view, width: width, height: height).split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
  }

  @Test("a titled GroupBox draws its content in a rounded box with the title in the top edge")
  func titledGroupBox() {
    let box = GroupBox("Storage") {
      Text("12 GB used")
      Text("52 GB free")
    }
    let frame = TestScreen.frame(box, width: 20)
    #expect(
      lines(box, width: 20) == [
        "╭─ Storage ──╮      ",
        "│ 12 GB used │      ",
        "│ 52 GB free │      ",
        "╰────────────╯      ",
      ])
    #expect(frame.buffer[0, 0].style.attributes.contains(.dim))
    #expect(frame.buffer[3, 0].style.attributes.contains(.bold))
    #expect(!frame.buffer[3, 0].style.attributes.contains(.dim))
    #expect(frame.buffer[2, 1].style == .plain)
  }

  @Test("a GroupBox is as wide as its label when the label is wider than the content")
  func groupBoxWidensForItsLabel() {
    #expect(
      lines(GroupBox("Notifications") { Text("On") }, width: 24) == [
        "╭─ Notifications ─╮     ",
        "│ On              │     ",
        "╰─────────────────╯     ",
      ])
  }

  @Test("a GroupBox label that does not fit on the top edge is cut short")
  func groupBoxLabelIsCut() {
    let drawn = lines(GroupBox("Notifications") { Text("On") }, width: 12)
    #expect(drawn.count == 3)
    #expect(drawn[0].hasPrefix("╭─ "))
    #expect(drawn[0].hasSuffix(" ─╮"))
    #expect(drawn[0].contains("…"))
    #expect(drawn[1] == "│ On       │")
  }

  @Test("a GroupBox with a view label shows the whole label, gaps included, and one without a label a plain box")
  func groupBoxLabels() {
    let labelled = GroupBox {
      Toggle("Wi-Fi", isOn: .constant(true))
    } label: {
      Label("Network", systemImage: "wifi")
    }
    #expect(lines(labelled, width: 17) == ["╭─ ≋ Network ───╮", "│ Wi-Fi     [x] │", "╰───────────────╯"])
    #expect(lines(GroupBox { Text("Plain") }, width: 9) == ["╭───────╮", "│ Plain │", "╰───────╯"])
  }

  @Test("group box contents stack leading-aligned, and a custom GroupBoxStyle places label and content")
  func groupBoxStyles() {
    let box = GroupBox("About") {
      Text("Version 2.1")
      Text("OK")
    }
    #expect(lines(box.groupBoxStyle(.automatic), width: 15) == lines(box, width: 15))
    #expect(lines(box.groupBoxStyle(PlainGroupBoxStyle()), width: 11) == ["About      ", "Version 2.1", "OK         "])
  }

  @Test("a ControlGroup draws its controls side by side, whatever its label or style")
  func controlGroup() {
    let group = ControlGroup {
      Button("Cut") {}
      Button("Copy") {}
    }
    let expected = lines(
      HStack(spacing: 1) {
        Button("Cut") {}
        Button("Copy") {}
      }, width: 20)
    #expect(expected == ["[ Cut ] [ Copy ]    "])
    #expect(lines(group, width: 20) == expected)
    #expect(
      lines(
        ControlGroup {
          Button("Cut") {}
          Button("Copy") {}
        } label: {
          Text("Edit")
        }, width: 20) == expected)
    #expect(lines(group.controlGroupStyle(.navigation), width: 20) == expected)
    #expect(
      lines(
        ControlGroup("Edit", systemImage: "pencil") {
          Button("Cut") {}
          Button("Copy") {}
        }
        .controlGroupStyle(.compactMenu), width: 20) == expected)
    #expect(TestScreen.frame(group, width: 20).regions.map(\.label) == ["Cut", "Copy"])
  }

  @Test("a badge on a list row is drawn dim at the row's trailing edge; zero draws none")
  func listRowBadges() {
    let list = List(mailboxes) { mailbox in
      Text(mailbox.id).badge(mailbox.unread)
    }
    let frame = TestScreen.frame(list, width: 16)
    #expect(lines(list, width: 16) == ["╭──────────────╮", "│ Inbox      3 │", "│ Sent         │", "╰──────────────╯"])
    #expect(frame.buffer[13, 1].style.foreground == .secondary)
    #expect(frame.buffer[2, 1].style.foreground != .secondary)
  }

  @Test("a text badge on a Form row, and a badge inside a link's label, sit before the link's chevron")
  func formAndLinkBadges() {
    let form = Form {
      Label("Updates", systemImage: "gear").badge("New")
      NavigationLink(value: "inbox") {
        Label("Inbox", systemImage: "tray").badge(12)
      }
    }
    #expect(
      lines(form, width: 22) == [
        "╭────────────────────╮",
        "│ ⚙ Updates      New │",
        "│ ▭ Inbox       12 › │",
        "╰────────────────────╯",
      ])
  }

  @Test("a selected list row draws its badge in the row's inverse video")
  func selectedRowBadge() {
    let list = List(mailboxes, selection: .constant("Inbox" as String?)) { mailbox in
      Text(mailbox.id).badge(mailbox.unread)
    }
    let frame = TestScreen.frame(list, width: 12)
    #expect(lines(list, width: 12) == ["╭──────────╮", "│ Inbox  3 │", "│ Sent     │", "╰──────────╯"])
    #expect(frame.buffer[9, 1].style.attributes.contains(.inverse))
  }

  @Test("outside a list a badge draws nothing, and a tab's badge still follows its tab label")
  func badgesOutsideLists() {
    #expect(lines(Text("Inbox").badge(3), width: 8) == ["Inbox   "])
    #expect(lines(Text("Inbox").badge(Text("New")), width: 8) == ["Inbox   "])
    let tabs = TabView {
      Text("Mail").tabItem { Text("Mail") }.badge(2)
    }
    #expect(lines(tabs, width: 12) == ["    Mail    ", "━━━━━━━━━━━━", "   Mail 2   "])
    #expect(TestScreen.frame(tabs, width: 12).buffer[8, 2].style.foreground == .red)
  }

  @Test(
    "symbol variants without a stand-in of their own draw as their base symbol; exact names come first",
    arguments: [
      ("hand.raised.fill", "☝"), ("hand.raised", "☝"), ("person.crop.circle.fill", "☺"), ("heart.circle.fill", "♥"),
      ("heart.circle", "♡"), ("plus.square", "+"), ("xmark.square.fill", "✕"), ("star.fill", "★"),
      ("checkmark.circle.fill", "✓"), ("circle.fill", "●"),
    ])
  func symbolVariants(name: String, expected: String) {
    #expect(LabelSymbols.knownSymbol(named: name) == expected)
    #expect(TestScreen.text(Image(systemName: name), width: 2).trimmingCharacters(in: .whitespaces) == expected)
  }

  @Test(
    "an unknown symbol draws nothing in its one cell, in a Label as in an Image, and is remembered for the runner's warning"
  )
  func unknownSymbols() {
    #expect(LabelSymbols.knownSymbol(named: "no.such.fill") == nil)
    #expect(LabelSymbols.knownSymbol(named: "pin.circle.fill") == "⚲")
    #expect(TestScreen.text(Label("Pin", systemImage: "zz.unknown.pin"), width: 6) == "  Pin ")
    #expect(TestScreen.text(Image(systemName: "zz.unknown.pin.fill"), width: 2) == "  ")
    // Other tests may draw unknown names meanwhile: look for these, then see them forgotten.
    let names = LabelSymbols.takeUnknownNames()
    #expect(names.contains("zz.unknown.pin") && names.contains("zz.unknown.pin.fill"))
    #expect(!LabelSymbols.takeUnknownNames().contains("zz.unknown.pin"))
  }

  @Test("every symbol in the table is one cell wide, so labels' columns line up")
  func symbolWidths() {
    let wide = LabelSymbols.table.filter { GraphemeWidth.width(of: Character($0.value)) != 1 }
    #expect(wide.isEmpty, "\(wide)")
    #expect(LabelSymbols.table.count >= 500)
  }

  @Test("modifiers a terminal cannot show are accepted and change nothing")
  func unrenderedModifiers() {
    let plain = VStack(alignment: .leading) {
      Text("Saved")
      Text("Sync")
    }
    let modified = VStack(alignment: .leading) {
      (Text("Sav").kerning(1).bold() + Text("ed").tracking(2)).tracking(0.5)
      Text("Sync").textSelection(.enabled)
    }
    .sensoryFeedback(.success, trigger: 1)
    .sensoryFeedback(.impact(weight: .heavy, intensity: 0.5), trigger: "a")
    .sensoryFeedback(.impact(flexibility: .soft), trigger: 1) { old, new in old != new }
    .sensoryFeedback(trigger: 2) { _, _ in .selection }
    .textSelection(.disabled)
    .lineSpacing(4)
    .kerning(1)
    .tracking(1)
    #expect(lines(modified, width: 6) == lines(plain, width: 6))
    let feedback: [SensoryFeedback] = [.warning, .error, .increase, .decrease, .impact, .start, .stop]
    #expect(Set(feedback).count == feedback.count)
  }
}
