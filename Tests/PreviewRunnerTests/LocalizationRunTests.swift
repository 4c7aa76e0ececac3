import Foundation
import PreviewKit
import PreviewSnapshots
import Testing
import TextUI

@testable import PreviewRunner

/// A screen in Japanese with one key its catalog translates (the tests' catalog, in this
/// process's resource bundle) and one it does not, drawn by two states.
private struct JapanesePreviews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(width: 30) }
  static var states: [PreviewState] {
    [
      PreviewState("one") { screen },
      PreviewState("two") { screen },
    ]
  }

  @MainActor private static var screen: some View {
    VStack(alignment: .leading) {
      Text("Settings")
      Text("Not in any catalog")
    }
    .environment(\.locale, Locale(identifier: "ja"))
  }
}

/// A count of files and of messages, in English and in Japanese: the tests' catalog has a
/// plural of each, one and other in English, other alone in Japanese.
private struct PluralPreviews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(width: 36) }
  static var states: [PreviewState] {
    [
      PreviewState("english") { counts },
      PreviewState("japanese") { counts.environment(\.locale, Locale(identifier: "ja")) },
    ]
  }

  @MainActor private static var counts: some View {
    let sender = "Ada"
    return VStack(alignment: .leading) {
      Text("Settings")
      Text("\(1) files")
      Text("\(3) files")
      Text("\(sender) sent you \(1) messages")
    }
  }
}

/// A profile header: a name from the model in a plain `String`, a label written as a
/// literal, and a code that is not meant to be translated.
private struct ProfileHeader: View {
  let name = "Ada Lovelace"
  var verbatim = false

  var body: some View {
    VStack(alignment: .leading) {
      if verbatim { Text(verbatim: name) } else { Text(name) }
      Text("Settings")
      Text(verbatim: "ID 0042")
    }
  }
}

private struct UnlocalizedPreviews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(width: 30) }
  static var states: [PreviewState] { [PreviewState("plain") { ProfileHeader() }] }
}

private struct VerbatimPreviews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(width: 30) }
  static var states: [PreviewState] { [PreviewState("plain") { ProfileHeader(verbatim: true) }] }
}

/// The audit's findings for `view` rendered at `width`.
@MainActor
private func findings<V: View>(_ view: V, width: Int = 40) -> [AuditFinding] {
  let graph = ViewGraph(view)
  graph.recordsAccessibility = true
  defer { graph.tearDown() }
  return AccessibilityAudit.findings(in: SettledFrame(graph.render(width: width)))
}

@MainActor
@Suite("Localization in the runner: missing translations, unlocalized text, unreadable catalogs")
struct LocalizationRunTests {
  @Test("a missing translation is drawn in the development language and warned about once a run, naming key and locale")
  func missingTranslationWarnsOnce() async throws {
    let sandbox = try RunnerSandbox()
    let result = await sandbox.run(["--record"], providers: [JapanesePreviews.self])
    #expect(result.code == 0, "\(result.output)\(result.error)")
    let warnings = result.output.split(separator: "\n").filter { $0.hasPrefix("warning:") }
    #expect(
      warnings == [
        "warning: JapanesePreviews one: no ja translation of \"Not in any catalog\"; it shows the development "
          + "language's text (add it to the String Catalog, or mark the key \"Don't translate\")"
      ])
    let snapshot = try sandbox.read("Japanese/JapanesePreviews.one.txt")
    #expect(snapshot.contains("設定"))
    #expect(snapshot.contains("Not in any catalog"))
  }

  @Test("a preview in Japanese is recorded with the catalog's translations and plurals, and verifies")
  func japaneseThroughTheRunner() async throws {
    let sandbox = try RunnerSandbox()
    let recorded = await sandbox.run(["--record"], providers: [PluralPreviews.self])
    #expect(recorded.code == 0, "\(recorded.output)\(recorded.error)")
    let english = try sandbox.read("Plural/PluralPreviews.english.txt")
    let japanese = try sandbox.read("Plural/PluralPreviews.japanese.txt")
    #expect(canvas(english) == ["Settings", "1 file", "3 files", "Ada sent you 1 message"])
    #expect(canvas(japanese) == ["設定", "1個のファイル", "3個のファイル", "1件のメッセージがAdaから届きました"])
    let verified = await sandbox.run([], providers: [PluralPreviews.self], environment: ["CI": "1"])
    #expect(verified.code == 0, "\(verified.output)\(verified.error)")
    #expect(summaryLine(verified.output) == "2 passed, 0 failed")
  }

  @Test(
    "a String Catalog that is not valid JSON, or of an unknown shape, stops preview-runner with exit 2 naming it",
    arguments: [
      ("{\"sourceLanguage\": \"en\", \"strings\": {", "Localizable.xcstrings: not valid JSON"),
      (
        #"{"sourceLanguage": "en", "strings": {"Hi": {"localizations": {"ja": {"variations": {"width": {}}}}}}}"#,
        #"Localizable.xcstrings: key "Hi": localization "ja": unknown variations "width""#
      ),
    ])
  func brokenCatalogExits2(catalog: String, expected: String) async throws {
    // The real executable, copied beside a resource bundle of its own: it reads the bundles
    // beside it, as a user's preview-runner reads its targets'.
    let sandbox = try RunnerSandbox()
    let runner = sandbox.path("preview-runner")
    // Copied by cp, not by this process: a process another test forks meanwhile would inherit a
    // descriptor this process held open on the copy, and running it would fail as busy.
    let copied = try await ProcessRun.run(
      "/bin/cp", [ProcessRun.executable("preview-runner"), runner], in: sandbox.root.path)
    try #require(copied.code == 0, "\(copied.error)")
    let bundle = sandbox.path("App_App.resources")
    try FileManager.default.createDirectory(atPath: bundle, withIntermediateDirectories: true)
    try Data(catalog.utf8).write(to: URL(fileURLWithPath: bundle + "/Localizable.xcstrings"))
    let run = try await ProcessRun.run(runner, ["--record", "--snapshots", sandbox.snapshots], in: sandbox.root.path)
    #expect(run.code == 2, "\(run.output)\(run.error)")
    #expect(run.error.hasPrefix("error: cannot read a localization resource: \(bundle)/"), "\(run.error)")
    #expect(run.error.contains(expected), "\(run.error)")
    #expect(run.output.isEmpty)
    #expect(sandbox.listing().isEmpty, "nothing is recorded")
  }

  @Test("a Text of a String fails the unlocalized-text rule, naming it; literals and Text(verbatim:) pass")
  func unlocalizedText() async throws {
    let found = findings(ProfileHeader())
    #expect(found.map(\.rule) == [.unlocalizedText])
    #expect(found.first?.element == #"text "Ada Lovelace""#)
    #expect(
      found.first?.message == #""Ada Lovelace" is drawn from a String, which is never localized; write it as a "#
        + "string literal or LocalizedStringKey to translate it, or Text(verbatim:) if it is not meant to be "
        + "(a name, user data)")
    #expect(findings(ProfileHeader(verbatim: true)).isEmpty)

    let sandbox = try RunnerSandbox()
    let broken = await sandbox.run(["audit"], providers: [UnlocalizedPreviews.self])
    #expect(broken.code == 1)
    #expect(broken.output.contains(#"Unlocalized/UnlocalizedPreviews plain: unlocalized-text: text "Ada Lovelace""#))
    let fixed = await sandbox.run(["audit"], providers: [VerbatimPreviews.self])
    #expect(fixed.code == 0, "\(fixed.output)")
  }

  @Test("a control titled with a String is a finding once per text; one titled with a literal is not")
  func controls() {
    let title = "Archive"
    #expect(findings(Button(title) {}).map(\.element) == [#"button "Archive""#])
    #expect(findings(Button("Archive") {}).isEmpty)
    #expect(findings(Toggle(title, isOn: .constant(true))).map(\.rule) == [.unlocalizedText])
    #expect(findings(Toggle("Archive", isOn: .constant(true))).isEmpty)
    let row = HStack {
      Text(title)
      Text(verbatim: "·")
      Text("Inbox")
      Text(title + "d")
    }.accessibilityElement(children: .combine)
    // One element for the row, one finding for each of its texts from a String.
    #expect(findings(row).map { $0.message.prefix { $0 != " " } } == [#""Archive""#, #""Archived""#])
    #expect(
      findings(Text(title).accessibilityAuditWaiver("unlocalized-text", reason: "a product name")).allSatisfy {
        !$0.fails
      })
  }

  @Test("a missing translation travels from a worker with its locale, table and key")
  func wire() throws {
    var snapshot = RenderedSnapshot(step: nil, bytes: [0x41], placeholders: [], cutRows: 0)
    snapshot.missingTranslations = [MissingTranslation(key: "in %lld months", locale: "ja", table: "Localizable")]
    var decoder = WorkerProtocol.FrameDecoder()
    let seal = Array("s".utf8)
    decoder.append(WorkerProtocol.frame(.rendered(snapshot: snapshot), sealedWith: seal))
    let payload = try #require(try decoder.nextPayload())
    #expect(try WorkerProtocol.unseal(payload, secret: seal) == .rendered(snapshot: snapshot))
    let json = try JSONEncoder().encode(snapshot)
    #expect(try JSONDecoder().decode(RenderedSnapshot.self, from: json) == snapshot)
  }

  @Test("a String Catalog TextUI cannot read stops the run with exit 2, naming the file and the key")
  func unreadableCatalog() throws {
    let bundle = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(UUID().uuidString).resources")
    try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: bundle) }
    try Data(
      #"{"sourceLanguage": "en", "strings": {"Hi": {"localizations": {"ja": {"variations": {"width": {}}}}}}}"#.utf8
    ).write(to: bundle.appendingPathComponent("Localizable.xcstrings"))
    let problems = LocalizationResources.problems(inBundles: [bundle])
    let message = try #require(ResourceCheck.problem(problems))
    #expect(
      message.hasPrefix("cannot read a localization resource: \(bundle.path)/Localizable.xcstrings: key \"Hi\": "))
    #expect(message.contains("unknown variations \"width\""))
    #expect(ResourceCheck.problem(LocalizationResources.problems) == nil, "this process's own catalogs are valid")
  }
}

/// The rows of a snapshot file's canvas (between its frame's sides), without the spaces
/// around them.
private func canvas(_ snapshot: String) -> [String] {
  snapshot.split(separator: "\n").filter { $0.hasPrefix("│") }.map {
    $0.dropFirst().dropLast().trimmingCharacters(in: .whitespaces)
  }
}
