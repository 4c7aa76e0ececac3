import Foundation
import PreviewKit
import PreviewSnapshots
import Testing
import TextUI

@testable import PreviewRunner

/// The screen of the issue: an inbox header with an icon-only close button and a caption in a
/// grey too light to read on a white terminal.
private struct InboxHeader: View {
  var fixed: Bool

  var body: some View {
    VStack(alignment: .leading) {
      HStack {
        Text("Inbox").bold()
        if fixed {
          Button {
          } label: {
            Image(systemName: "xmark")
          }.accessibilityLabel("Close")
        } else {
          Button {
          } label: {
            Image(systemName: "xmark")
          }
        }
      }
      // p250 is #bcbcbc, 1.8:1 on white; p236 is #303030, 13:1, and black in 16 colours.
      Text("Updated just now").foregroundColor(Color(palette: fixed ? 236 : 250))
    }
  }
}

private struct BrokenInboxPreviews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(width: 30) }
  static var states: [PreviewState] { [PreviewState("unread") { InboxHeader(fixed: false) }] }
}

private struct FixedInboxPreviews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(width: 30) }
  static var states: [PreviewState] { [PreviewState("unread") { InboxHeader(fixed: true) }] }
}

private struct WaivedInboxPreviews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(width: 30) }
  static var states: [PreviewState] {
    [
      PreviewState("watermark") {
        Text("Draft").foregroundColor(Color(palette: 250))
          .accessibilityAuditWaiver("contrast", reason: "a watermark, repeated in the title")
      }
    ]
  }
}

/// A temporary folder for one test's snapshots and reports.
private struct Folder: ~Copyable {
  let root: URL

  init() throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("audit-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("Snapshots"), withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: root) }

  func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

  @MainActor
  func run(_ arguments: [String], _ providers: [any PreviewProvider.Type]) async -> (
    code: Int32, output: String, error: String
  ) {
    let console = Console.capturing()
    let code = await PreviewRunnerCommand.run(
      arguments: arguments + ["--snapshots", path("Snapshots")], environment: [:], providers: providers,
      appChecks: [], workingDirectory: root.path, output: console)
    return (code, console.standardOutput, console.standardError)
  }
}

/// The audit's findings for `view` rendered at `width`.
@MainActor
private func findings<V: View>(_ view: V, width: Int = 30) -> [AuditFinding] {
  let graph = ViewGraph(view)
  graph.recordsAccessibility = true
  defer { graph.tearDown() }
  return AccessibilityAudit.findings(in: SettledFrame(graph.render(width: width)))
}

@MainActor
@Suite struct AccessibilityAuditTests {
  @Test("audit fails a screen with an unlabelled icon button and a faint caption, naming both; fixed, it passes")
  func doneWhen() async throws {
    let folder = try Folder()
    let broken = await folder.run(["audit"], [BrokenInboxPreviews.self])
    #expect(broken.code == 1)
    #expect(
      broken.output.contains(
        #"BrokenInbox/BrokenInboxPreviews unread: unnamed-control: button symbol="xmark" — a button with no name: "#
          + "it shows only the symbol `xmark`"))
    #expect(
      broken.output.contains(
        #"BrokenInbox/BrokenInboxPreviews unread: contrast: text "Updated just now" — contrast 1.8:1 is below "#
          + "WCAG AA's 4.5:1 (#bcbcbc on #ffffff"))
    #expect(broken.output.contains("audit: 1 rendering of 1 state, 2 findings (0 waived)"))

    let fixed = await folder.run(["audit"], [FixedInboxPreviews.self])
    #expect(fixed.code == 0, "\(fixed.output)")
    #expect(fixed.output.contains("audit: 1 rendering of 1 state, 0 findings (0 waived)"))
  }

  @Test("The snapshot of a button labelled by .accessibilityLabel records that label")
  func snapshotRecordsLabel() async throws {
    let folder = try Folder()
    let recorded = await folder.run(["--record"], [FixedInboxPreviews.self])
    #expect(recorded.code == 0, "\(recorded.error)")
    let text = try String(
      contentsOfFile: folder.path("Snapshots/FixedInbox/FixedInboxPreviews.unread.txt"), encoding: .utf8)
    #expect(text.hasPrefix("textui-snapshot 2\n"))
    #expect(
      text.hasSuffix(
        """
        accessibility:
        text "Inbox"
        button "Close"
        text "Updated just now"

        """))
  }

  @Test("A changed accessibility tree fails verify, shows in the diff and both trees in the HTML report")
  func changedTreeReported() async throws {
    let folder = try Folder()
    _ = await folder.run(["--record"], [BrokenInboxPreviews.self])
    // The fixed screen under the broken one's name: the close button now has a name.
    try FileManager.default.moveItem(
      atPath: folder.path("Snapshots/BrokenInbox/BrokenInboxPreviews.unread.txt"),
      toPath: folder.path("Snapshots/unread.txt"))
    let recorded = try String(contentsOfFile: folder.path("Snapshots/unread.txt"), encoding: .utf8)
    try FileManager.default.createDirectory(
      atPath: folder.path("Snapshots/FixedInbox"), withIntermediateDirectories: true)
    try recorded.replacingOccurrences(of: "BrokenInbox", with: "FixedInbox")
      .replacingOccurrences(of: "p250", with: "p236")
      .write(
        toFile: folder.path("Snapshots/FixedInbox/FixedInboxPreviews.unread.txt"), atomically: true, encoding: .utf8)
    try FileManager.default.removeItem(atPath: folder.path("Snapshots/unread.txt"))
    let run = await folder.run(["--report", "html", "report.html"], [FixedInboxPreviews.self])
    #expect(run.code == 1)
    #expect(run.output.contains("accessibility changed (text and styles identical)"))
    #expect(run.output.contains(#"-button symbol="xmark""#))
    #expect(run.output.contains(#"+button "Close""#))
    let html = try String(contentsOfFile: folder.path("report.html"), encoding: .utf8)
    #expect(html.contains(#"<pre class="accessibility" data-side="reference">"#))
    #expect(html.contains("button symbol=&quot;xmark&quot;") || html.contains(#"button symbol="xmark""#))
    #expect(html.contains("button &quot;Close&quot;") || html.contains(#"button "Close""#))
  }

  @Test("A waived finding is listed with its reason and does not fail the audit")
  func waived() async throws {
    let folder = try Folder()
    let run = await folder.run(["audit"], [WaivedInboxPreviews.self])
    #expect(run.code == 0)
    #expect(run.output.contains("(waived: a watermark, repeated in the title)"))
    #expect(run.output.contains("0 findings (1 waived)"))
  }

  @Test("JSON and JUnit reports carry every finding with where it is")
  func reports() async throws {
    let folder = try Folder()
    let run = await folder.run(
      ["audit", "--report", "json", "audit.json", "--report", "junit", "audit.xml"],
      [BrokenInboxPreviews.self, WaivedInboxPreviews.self])
    #expect(run.code == 1)
    let json = try String(contentsOfFile: folder.path("audit.json"), encoding: .utf8)
    #expect(json.contains(#""rule" : "unnamed-control""#))
    #expect(json.contains(#""component" : "BrokenInbox""#))
    #expect(json.contains(#""state" : "unread""#))
    #expect(json.contains(#""failing" : 2"#))
    #expect(json.contains(#""waiver" : "a watermark, repeated in the title""#))
    let xml = try String(contentsOfFile: folder.path("audit.xml"), encoding: .utf8)
    #expect(xml.contains(#"<testsuite name="accessibility audit" tests="3" failures="2" skipped="1">"#))
    #expect(xml.contains(#"<failure type="contrast""#))
    #expect(xml.contains(#"<skipped message="waived: a watermark, repeated in the title"/>"#))
  }

  @Test("audit rejects an html report")
  func htmlRejected() async throws {
    let folder = try Folder()
    let run = await folder.run(["audit", "--report", "html", "a.html"], [FixedInboxPreviews.self])
    #expect(run.code == 2)
    #expect(run.error.contains("'audit' writes json or junit reports, not html"))
  }

  @Test("Contrast is checked in the 16-colour palette too: a grey that passes in truecolor can fail there")
  func paletteContrast() {
    // p240 is #585858, 7:1 on white, but 16 colours show it as bright black, 4.0:1.
    let found = findings(Text("Caption").foregroundColor(Color(palette: 240)))
    #expect(found.count == 1)
    #expect(found.first?.rule == .contrast)
    #expect(found.first?.message.hasSuffix("in 16 colours") == true)
    // Bold text needs 3:1 only; dim black stays black (xterm's faint).
    #expect(findings(Text("Caption").foregroundColor(.secondary).bold()).isEmpty)
    #expect(findings(Text("Caption").dim()).isEmpty)
    #expect(!findings(Text("Caption").foregroundColor(.secondary)).isEmpty)
  }

  @Test("WCAG's contrast ratio: black on white is 21:1, a colour on itself 1:1")
  func ratio() {
    let black = TerminalPalette.RGB(0, 0, 0)
    let white = TerminalPalette.RGB(255, 255, 255)
    #expect(abs(Contrast.ratio(black, white) - 21) < 0.001)
    #expect(abs(Contrast.ratio(white, white) - 1) < 0.001)
    // #767676 is the lightest grey that passes AA on white.
    #expect(Contrast.ratio(TerminalPalette.RGB(0x76, 0x76, 0x76), white) >= 4.5)
    #expect(Contrast.ratio(TerminalPalette.RGB(0x77, 0x77, 0x77), white) < 4.5)
  }

  @Test("Images must be labelled or decorative; text fields need a title or a prompt")
  func imagesAndFields() {
    #expect(findings(Image(systemName: "star")).map(\.rule) == [.unlabelledImage])
    #expect(findings(Image(systemName: "star").accessibilityLabel("Favourite")).isEmpty)
    #expect(findings(Image(decorative: "divider")).isEmpty)
    #expect(findings(Image(systemName: "star").accessibilityHidden(true)).isEmpty)
    let field = findings(TextField("", text: .constant("")))
    #expect(field.map(\.rule) == [.unnamedControl])
    #expect(field.first?.message.contains("neither a label nor a prompt") == true)
    #expect(findings(TextField("", text: .constant(""), prompt: Text("Search"))).isEmpty)
  }

  @Test("A control hidden from screen readers, and focus order unlike reading order, are findings")
  func hiddenAndFocusOrder() {
    #expect(findings(Button("Delete") {}.accessibilityHidden(true)).map(\.rule) == [.hiddenControl])
    let reordered = VStack {
      Button("First") {}
      Button("Second") {}.accessibilitySortPriority(1)
    }
    let found = findings(reordered)
    #expect(found.map(\.rule) == [.focusOrder])
    #expect(found.first?.element == #"button "Second""#)
    #expect(
      findings(
        VStack {
          Button("First") {}; Button("Second") {}
        }
      ).isEmpty)
  }

  /// `text` drawn at the top left of a buffer `width` cells wide.
  private func drawn(_ text: String, width: Int) -> Buffer {
    let graph = ViewGraph(Text(text))
    defer { graph.tearDown() }
    return graph.render(width: width, height: 1, placement: .topLeading).buffer
  }

  @Test("The accessibility section round-trips through encoding and decoding")
  func sectionRoundTrip() throws {
    let buffer = drawn("Fetch", width: 6)
    let id = SnapshotID(component: "C", preview: "P", state: "s", width: 6)
    let lines = [#"button "Fetch" hint="Loads \"all\"""#, #"toggle "Wi-Fi" value="on" disabled"#]
    let file = SnapshotFile(id: id, buffer: buffer, accessibility: lines)
    let bytes = file.encodedBytes()
    #expect(bytes == SnapshotFile.encodedBytes(id: id, buffer: buffer, accessibility: lines))
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.hasSuffix("styles:\naccessibility:\n" + lines.joined(separator: "\n") + "\n"))
    let decoded = try SnapshotFile.decode(bytes, path: id.relativePath)
    #expect(decoded.accessibility == lines)
    #expect(decoded == file)
  }

  @Test("The section written from a tree's elements is the section of its lines")
  func sectionFromTree() {
    let view = VStack {
      Text("Plain")
      Text("Quote \" and \\ back").accessibilityHint("Hint")
      Button {
      } label: {
        Image(systemName: "xmark")
      }
      Toggle("On", isOn: .constant(true))
      Text("Header").accessibilityAddTraits(.isHeader)
      Button("Off") {}.disabled(true)
      Text("Hidden").accessibilityHidden(true)
    }
    let graph = ViewGraph(view)
    graph.recordsAccessibility = true
    defer { graph.tearDown() }
    let frame = graph.render(width: 30)
    let id = SnapshotID(component: "C", preview: "P", state: "s", width: 30)
    #expect(frame.accessibility.lines.count == 6)
    #expect(
      SnapshotFile.encodedBytes(id: id, buffer: frame.buffer, tree: frame.accessibility)
        == SnapshotFile.encodedBytes(id: id, buffer: frame.buffer, accessibility: frame.accessibility.lines))
  }

  @Test("A version 1 file, which has no accessibility section, is still read, as nothing readable")
  func readsVersionOne() throws {
    let buffer = drawn("Hi", width: 3)
    let id = SnapshotID(component: "C", preview: "P", state: "s", width: 3)
    let current = String(decoding: SnapshotFile(id: id, buffer: buffer).encodedBytes(), as: UTF8.self)
    let old = "textui-snapshot 1" + current.dropFirst("textui-snapshot 2".count).dropLast("accessibility:\n".count)
    let decoded = try SnapshotFile.decode(Array(old.utf8), path: id.relativePath)
    #expect(decoded.accessibility == [])
    #expect(decoded.lines == ["Hi "])
    // A line after the styles of a version 2 file must be an element.
    #expect(throws: SnapshotReadError.self) {
      try SnapshotFile.decode(Array((current + "nonsense\n").utf8), path: id.relativePath)
    }
    // A version 2 file without the section says to re-record.
    let missing = String(current.dropLast("accessibility:\n".count))
    do {
      _ = try SnapshotFile.decode(Array(missing.utf8), path: id.relativePath)
      Issue.record("a version 2 file without the section was read")
    } catch {
      #expect(error.reason.contains("accessibility section"))
    }
  }

  @Test("A change to what a screen reader says alone is an accessibility change")
  func accessibilityChange() {
    let buffer = Buffer(width: 2, height: 1)
    let id = SnapshotID(component: "C", preview: "P", state: "s", width: 2)
    let recorded = SnapshotFile(id: id, buffer: buffer, accessibility: [#"button "X""#])
    let actual = SnapshotFile(id: id, buffer: buffer, accessibility: [#"button "Close""#])
    let verdict = Judge.verdict(
      recorded: .found(recorded.encodedBytes()), rendered: actual.encodedBytes(), path: id.relativePath,
      shownPath: id.relativePath)
    guard case .changed(let change) = verdict else {
      Issue.record("not a change")
      return
    }
    #expect(change.kind == .accessibility)
    #expect(change.diff.patchText().contains(#"+button "Close""#))
  }
}
