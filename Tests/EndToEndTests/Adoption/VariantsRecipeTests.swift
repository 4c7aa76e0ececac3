import Foundation
import Testing

/// The Variants article followed in the README's package: the matrix declared once (light,
/// dark, monochrome, Japanese, the pseudo-locale, right to left), a String Catalog with a
/// plural, and the article's component, each file read from the article's code blocks. Then
/// everything its "done" promises, as a user meets it: record and pass, the catalog's Japanese,
/// the audit's findings per variant, F6 in `live`, and `swift test` over states × variants.
extension DocumentedRecipeTests {
  /// The test's own component for the audit: a toggle style from the article that shows on and
  /// off in colour alone, a navy that reads on white and not on black, and a `String` title.
  static let statusSource = """
    import TextUI

    public struct Status: View {
      let title: String
      @State private var wifi = true
      @State private var bluetooth = false

      public init(title: String) { self.title = title }

      public var body: some View {
        VStack(alignment: .leading) {
          Toggle("Wi-Fi", isOn: $wifi)
          Toggle("Bluetooth", isOn: $bluetooth)
          Text("Due tomorrow").foregroundColor(Color(hex: 0x1A1A6E))
          Text(title)
        }
        .toggleStyle(DotToggleStyle())
      }
    }

    """

  static let statusPreviews = """
    import MyApp
    import PreviewKit

    struct StatusPreviews: PreviewProvider {
      static var layout: PreviewLayout { PreviewLayout(width: 30) }
      static var states: [PreviewState] {
        [PreviewState("plain") { Status(title: "Ada Lovelace") }]
      }
    }

    """

  @Test(
    "the Variants article in the user's package: every state recorded once per variant and passing after, the catalog's Japanese and plural, audit findings per variant, F6 in live, swift test over states × variants"
  )
  func variantMatrixAsDocumented() async throws {
    let package = try await UserPackage.shared.prepared()
    let article = try DocumentCodeBlocks(DocumentedRecipe.variants, in: package.checkout)
    let files = try article.files
    let catalog = try #require(try article.blocks().first { $0.info == "json" }?.body, "the article shows no catalog")
    let shown = try article.outputs()
    let summary = try #require(shown.first { $0.hasPrefix("0 passed") }, "the article shows no recording's summary")
    let japanese = try #require(shown.first { $0.contains("variant: ja") }, "the article shows no Japanese snapshot")
    #expect(article.text.contains(UserPackage.localizedManifestLines.name))
    #expect(article.text.contains(UserPackage.localizedManifestLines.resources))
    let ownFiles = [
      "Sources/MyApp/Status.swift", "Sources/MyApp/DotToggleStyle.swift", "Previews/StatusPreviews.swift",
      UserPackage.catalogPath,
    ]
    defer {
      for path in Array(files.keys) + ownFiles {
        try? FileManager.default.removeItem(at: package.root.appending(path: path))
      }
      try? package.removeSnapshots()
      try? package.writeManifest(languageMode: 6)
    }
    for (path, contents) in files { try package.write(contents, to: path) }
    try package.write(catalog, to: UserPackage.catalogPath)
    try package.writeManifest(languageMode: 6, localized: true)
    try package.removeSnapshots()

    try recordsEachVariantAsShown(package, summary: summary, japanese: japanese)
    try auditFindsPerVariant(package, article: article)
    try await liveCyclesVariants(package)
    let tests = try package.swift(["test", "--disable-xctest", "--filter", "InboxPreviews"])
    #expect(tests.status == 0, "\(tests.output)")
    for state in ["empty", "three"] {
      for variant in ["", " [dark]", " [monochrome]", " [ja]", " [pseudo]", " [rtl]"] {
        #expect(tests.output.contains("Inbox/InboxPreviews/\(state)\(variant)"), "\(state)\(variant):\n\(tests.output)")
      }
    }
    #expect(!tests.output.contains("GreetingPreviews"), "the filter ran other previews:\n\(tests.output)")
  }

  /// Records with the test's own previews set aside, so the summary is the article's: each of
  /// the four states once per variant, then a CI run passes them all.
  private func recordsEachVariantAsShown(_ package: UserPackage, summary: String, japanese: String) throws {
    let ownPreviews = try package.setAside(UserPackage.ownPreviewFiles)
    defer { try? ownPreviews.restore() }
    let record = try package.swift(["run", "preview-runner", "--record"])
    #expect(record.status == 0, "\(record.output)")
    #expect(record.ending(lineCount: 1) == summary, "\(record.output)")
    var expected: [String] = []
    for state in [
      "Greeting/GreetingPreviews.japanese", "Greeting/GreetingPreviews.world", "Inbox/InboxPreviews.empty",
      "Inbox/InboxPreviews.three",
    ] {
      expected += ["", "@dark", "@monochrome", "@ja", "@pseudo", "@rtl"].map { "\(state)\($0).txt" }
    }
    #expect(package.snapshotFiles() == expected.sorted())
    #expect(try package.snapshot("Inbox/InboxPreviews.three@ja.txt") == japanese)
    #expect(try package.snapshot("Inbox/InboxPreviews.empty@ja.txt").contains("未読はありません"))
    #expect(try package.snapshot("Greeting/GreetingPreviews.world@ja.txt").contains("こんにちは、 world"))
    #expect(try package.snapshot("Inbox/InboxPreviews.three@pseudo.txt").contains("[Îñƀöẋ ··]"))

    let verify = try package.swift(["run", "preview-runner"], environment: ["CI": "1"])
    #expect(verify.status == 0, "\(verify.output)")
    #expect(verify.lastLine == "24 passed, 0 failed", "\(verify.output)")
  }

  /// The audit over every variant finds the navy on the dark terminal only, the dot toggle's
  /// colour-only states, and the `String` title.
  private func auditFindsPerVariant(_ package: UserPackage, article: DocumentCodeBlocks) throws {
    let style = try #require(
      try article.blocks().first { $0.info == "swift" && $0.body.hasPrefix("struct DotToggleStyle") }?.body,
      "the article shows no DotToggleStyle")
    try package.write("import TextUI\n\n" + style, to: "Sources/MyApp/DotToggleStyle.swift")
    try package.write(Self.statusSource, to: "Sources/MyApp/Status.swift")
    try package.write(Self.statusPreviews, to: "Previews/StatusPreviews.swift")
    let audit = try package.swift(["run", "preview-runner", "audit", "StatusPreviews"])
    #expect(audit.status == 1, "\(audit.output)")
    #expect(
      audit.output.contains(#"Status/StatusPreviews plain [dark]: contrast: text "Due tomorrow""#), "\(audit.output)")
    #expect(!audit.output.contains(#"StatusPreviews plain: contrast"#), "\(audit.output)")
    #expect(audit.output.contains(#"colour-only: toggle "Wi-Fi""#), "\(audit.output)")
    // In the pseudo-locale a control is named as it is drawn there, and found all the same.
    #expect(audit.output.contains(#"plain [pseudo]: colour-only: toggle "[Ŵî-Ƒî ··]""#), "\(audit.output)")
    #expect(audit.output.contains(#"StatusPreviews plain: unlocalized-text: text "Ada Lovelace""#), "\(audit.output)")
  }

  /// `live` on the Inbox: F6 goes from the default to dark, monochrome and Japanese, where the
  /// catalog's plural is drawn.
  private func liveCyclesVariants(_ package: UserPackage) async throws {
    let build = try await TmuxSession.offPool { try package.swift(["build", "--product", "preview-runner"]) }
    try #require(build.status == 0, "swift build failed:\n\(build.output)")
    let runner = package.root.appending(path: ".build/debug/preview-runner").path
    let canvas = try await TmuxSession([runner, "live", "InboxPreviews", "--state", "three"], in: package.root.path)
    defer { canvas.close() }
    try await canvas.waitFor("3 unread")
    for variant in ["dark", "monochrome", "ja"] {
      try await canvas.press("F6")
      try await canvas.waitFor("three [\(variant)]")
    }
    try await canvas.waitFor("未読 3 件")
    try await canvas.press("C-c")
    let exit = try await canvas.waitForExit()
    #expect(exit.status == 0)
    #expect(exit.terminalRestored, "\(exit.restoreReport)")
  }
}

extension UserPackage {
  /// Where the Variants article puts the String Catalog.
  static let catalogPath = "Sources/MyApp/Resources/Localizable.xcstrings"

  /// The lines the Variants article adds to the README's manifest: the development language,
  /// and the app target's resources.
  static let localizedManifestLines = (
    name: "  name: \"MyApp\",\n  defaultLocalization: \"en\",\n",
    resources: "      resources: [.process(\"Resources\")], swiftSettings: settings),"
  )
}
