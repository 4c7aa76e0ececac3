import Foundation
import Testing

/// The package the documentation sets up, followed literally by a new user: the files of every
/// `// path` code block of the README and the articles (``DocumentedRecipe``) are laid out in a
/// new package that depends on this checkout by path, and the real `swift run preview-runner`
/// is run there. The output the documents show is compared with what the runner prints, so
/// the documentation cannot drift from what works without failing this suite.
@Suite("The documentation's recipe in a user's own package", .serialized, .timeLimit(.minutes(30)), .removesUserPackage)
struct DocumentedRecipeTests {
  @Test(
    "a package set up from the docs' code blocks records and verifies exactly its own previews, in Swift 5 and Swift 6 modes"
  )
  func recipeRecordsAndVerifiesOwnPreviews() async throws {
    let package = try await UserPackage.shared.prepared()
    // The dependency strategy's recipe is among the files built below, with the public
    // initialiser (the sample's key-path-free shorthand does not exist in a user's package).
    let sources = package.files.values.joined()
    #expect(sources.contains("DependencyProvider(\\.appDependency)"), "the docs show no DependencyProvider use")
    #expect(sources.contains(".environment(\\.appDependency,"), "the docs show no root injection")
    let shown = try #require(try package.readme.outputs(inSection: "In 30 seconds").first)
    // Swift 5 first: the In tests recipe leaves the package in Swift 5 mode, so one switch fewer.
    for mode in [5, 6] {
      try package.writeManifest(languageMode: mode)
      try package.removeSnapshots()

      // As the README has it: `swift run` builds, so its output carries the build's warnings.
      let record = try package.swift(["run", "preview-runner", "--record"])
      #expect(record.status == 0, "record failed in Swift \(mode) mode:\n\(record.output)")
      #expect(
        record.warnings.isEmpty,
        "the build warned in Swift \(mode) mode:\n\(record.warnings.joined(separator: "\n"))")
      #expect(record.lastLine == "0 passed, 0 failed, 4 new", "\(record.output)")
      #expect(package.snapshotFiles() == UserPackage.expectedSnapshots)

      let verify = try package.swift(["run", "preview-runner"], environment: ["CI": "1"])
      #expect(verify.status == 0, "CI verify failed:\n\(verify.output)")
      #expect(verify.lastLine == "4 passed, 0 failed", "\(verify.output)")
      #expect(
        !verify.output.contains("ReadingList"), "the sample's previews ran in the user's package:\n\(verify.output)")
      #expect(try package.snapshot("Greeting/GreetingPreviews.japanese.txt") == shown)
    }
  }

  @Test("the README's failing run is what the runner prints after the change the README describes")
  func readmeFailingDiffIsReal() async throws {
    let package = try await UserPackage.shared.prepared()
    let section = "In 30 seconds"
    let shown = try package.readme.outputs(inSection: section)
    try #require(shown.count == 2, "the README's '\(section)' shows a snapshot and a failing run")
    #expect(package.readme.text.contains("Change `\"Hello,\"` to `\"Howdy,\"`"))
    try package.writeManifest(languageMode: 6)
    try package.removeSnapshots()
    // The README's package has no other preview: this test's own are set aside meanwhile.
    let ownPreviews = try package.setAside(UserPackage.ownPreviewFiles)
    defer {
      try? package.removeSnapshots()
      try? ownPreviews.restore()
    }
    let record = try package.swift(["run", "preview-runner", "--record"])
    try #require(record.status == 0, "\(record.output)")

    let greetingPath = "Sources/MyApp/Greeting.swift"
    let greeting = try #require(package.files[greetingPath])
    defer { try? package.write(greeting, to: greetingPath) }
    try package.write(greeting.replacingOccurrences(of: "Text(\"Hello,\")", with: "Text(\"Howdy,\")"), to: greetingPath)
    let failing = try package.swift(["run", "preview-runner"])
    #expect(failing.status == 1, "\(failing.output)")
    #expect(failing.ending(lineCount: shown[1].lineCount) == shown[1], "the runner printed:\n\(failing.output)")
  }

  @Test("a runner target without the plugin, or without previews, says what is missing and exits 2")
  func badSetUpIsReported() async throws {
    let package = try await UserPackage.shared.prepared()
    defer { try? package.writeManifest(languageMode: 6) }

    try package.writeManifest(languageMode: 6, withPlugin: false)
    let noPlugin = try package.swift(["run", "preview-runner"])
    #expect(noPlugin.status == 2, "\(noPlugin.output)")
    #expect(noPlugin.output.contains("does not apply PreviewRegistryPlugin"), "\(noPlugin.output)")
    // A path dependency is named after its folder, which need not be "TextPreviews".
    #expect(
      noPlugin.output.contains("package: is the name given by .package(name:path:), else the folder's name"),
      "\(noPlugin.output)")
    #expect(!noPlugin.output.contains("passed"), "\(noPlugin.output)")

    try package.writeManifest(languageMode: 6)
    let previews = package.root.appending(path: "Previews")
    let hidden = package.root.appending(path: "hidden-previews")
    try FileManager.default.moveItem(at: previews, to: hidden)
    defer {
      try? FileManager.default.removeItem(at: previews)
      try? FileManager.default.moveItem(at: hidden, to: previews)
    }
    try FileManager.default.createDirectory(at: previews, withIntermediateDirectories: true)
    try Data("import MyApp\n".utf8).write(to: previews.appending(path: "Empty.swift"))
    let tag = package.root.appending(path: "Sources/MyApp/Tag.swift")
    let tagContents = try Data(contentsOf: tag)
    try FileManager.default.removeItem(at: tag)
    defer { try? tagContents.write(to: tag) }
    let noPreviews = try package.swift(["run", "preview-runner"])
    #expect(noPreviews.status == 2, "\(noPreviews.output)")
    #expect(noPreviews.output.contains("no previews found in target 'preview-runner'"), "\(noPreviews.output)")
    #expect(!noPreviews.output.contains("0 passed"), "\(noPreviews.output)")
  }

  @Test("the Dependencies article's app check passes, and fails naming the path once the root injection is removed")
  func appCheckAsDocumented() async throws {
    let package = try await UserPackage.shared.prepared()
    let section = "The app check"
    let shown = try DocumentCodeBlocks(DocumentedRecipe.dependencies, in: package.checkout).outputs(inSection: section)
    try #require(shown.count == 2, "the Dependencies article's '\(section)' shows a passing and a failing check")
    try package.writeManifest(languageMode: 6)

    let passing = try package.swift(["run", "preview-runner", "check-app"])
    #expect(passing.status == 0, "\(passing.output)")
    #expect(passing.ending(lineCount: shown[0].lineCount) == shown[0], "the runner printed:\n\(passing.output)")

    let homePath = "Sources/MyApp/Home.swift"
    let home = try #require(package.files[homePath])
    defer { try? package.write(home, to: homePath) }
    let injection = "Home().environment(\\.appDependency, dependency)"
    try #require(home.contains(injection), "the article's MyAppRoot no longer injects as this test assumes")
    try package.write(home.replacingOccurrences(of: injection, with: "Home()"), to: homePath)
    let failing = try package.swift(["run", "preview-runner", "check-app"])
    #expect(failing.status == 1, "\(failing.output)")
    #expect(failing.ending(lineCount: shown[1].lineCount) == shown[1], "the runner printed:\n\(failing.output)")
  }
}

/// A user's package in a temporary directory, laid out from the documentation's code blocks,
/// next to a `TextPreviews` link to this checkout (the README's
/// `.package(name: "TextPreviews", path: "../TextPreviews")`).
final class UserPackage: Sendable {
  static let shared = Preparation()

  /// The files this suite adds to the documented package: two more components with
  /// previews, one of them a `#Preview` at the bottom of an app view file, as SwiftUI code
  /// has it.
  static let ownPreviewFiles = ["Sources/MyApp/Badge.swift", "Previews/BadgePreviews.swift", "Sources/MyApp/Tag.swift"]

  /// Every snapshot the user's previews produce: the README's two and the test's own two.
  static let expectedSnapshots = [
    "Badge/BadgePreviews.default.txt",
    "Greeting/GreetingPreviews.japanese.txt",
    "Greeting/GreetingPreviews.world.txt",
    "Tag/Tag.Sale.txt",
  ]

  let root: URL
  /// The README, whose outputs the tests compare with the runner's.
  let readme: DocumentCodeBlocks
  /// Every file the documentation shows, by path in the package.
  let files: [String: String]
  /// The temporary folder holding the package and the `TextPreviews` link, removed after the
  /// suite.
  let base: URL
  /// This checkout.
  let checkout: URL

  init() throws {
    checkout = BuiltProduct.packageRoot
    readme = try DocumentCodeBlocks(DocumentedRecipe.readme, in: checkout)
    files = try DocumentedRecipe.files(in: checkout)
    base = FileManager.default.temporaryDirectory.appending(path: "textpreviews-readme-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: base.appending(path: "TextPreviews"), withDestinationURL: checkout)
    root = base.appending(path: "MyApp")
    for (path, contents) in files where path != "Package.swift" {
      try write(contents, to: path)
    }
    try makeSetUpPaths()
    // The user's own second component, in a file of its own, in SwiftUI's older preview shape.
    try write(
      """
      import TextUI

      public struct Badge: View {
        let count: Int
        public init(count: Int) { self.count = count }
        public var body: some View {
          Text("🔔 \\(count) 件の通知").foregroundColor(.yellow)
        }
      }

      """, to: "Sources/MyApp/Badge.swift")
    try write(
      """
      import MyApp
      import PreviewKit
      import TextUI

      struct BadgePreviews: PreviewProvider {
        static var layout: PreviewLayout { PreviewLayout(width: 20) }
        static var previews: some View { Badge(count: 3) }
      }

      """, to: "Previews/BadgePreviews.swift")
    // A third, in SwiftUI's newest shape: `#Preview` at the bottom of the app's view file.
    try write(
      """
      import TextUI

      struct Tag: View {
        let title: String
        var body: some View {
          Text(" \\(title) ").bold().background(.red)
        }
      }

      #Preview("Sale") {
        Tag(title: "セール")
      }

      """, to: "Sources/MyApp/Tag.swift")
  }

  /// Makes the folders and files the README's setup makes with shell commands (the test
  /// target's `__Snapshots__`, which the manifest excludes).
  func makeSetUpPaths() throws {
    let made = try readme.madePaths(inSection: "Set up your package")
    for folder in made.folders {
      try FileManager.default.createDirectory(at: root.appending(path: folder), withIntermediateDirectories: true)
    }
    for file in made.files where !FileManager.default.fileExists(atPath: root.appending(path: file).path) {
      try write("", to: file)
    }
  }

  /// Writes the README's manifest, in a language mode, with or without the plugin on the
  /// runner target, and with the Variants article's localization when `localized`.
  func writeManifest(languageMode: Int, withPlugin: Bool = true, localized: Bool = false) throws {
    var manifest = files["Package.swift"] ?? ""
    if localized {
      let name = "  name: \"MyApp\",\n"
      let target = "dependencies: [.product(name: \"TextUI\", package: textPreviews)], swiftSettings: settings),"
      guard manifest.contains(name), manifest.contains(target) else {
        throw DocumentError.missing("the app target '\(target)'", document: "README.md")
      }
      manifest = manifest.replacingOccurrences(of: name, with: Self.localizedManifestLines.name)
      manifest = manifest.replacingOccurrences(
        of: target,
        with: "dependencies: [.product(name: \"TextUI\", package: textPreviews)],\n"
          + Self.localizedManifestLines.resources)
    }
    if languageMode == 5 {
      guard let end = manifest.range(of: ")", options: .backwards) else { return }
      manifest.replaceSubrange(end, with: "  swiftLanguageModes: [.v5]\n)")
      manifest = manifest.replacingOccurrences(of: "  ]\n  swiftLanguageModes", with: "  ],\n  swiftLanguageModes")
    }
    if !withPlugin {
      let runner = "path: \"Previews\", swiftSettings: settings, plugins: [previewRegistry]),"
      guard manifest.contains(runner) else {
        throw DocumentError.missing("the runner target '\(runner)'", document: "README.md")
      }
      manifest = manifest.replacingOccurrences(of: runner, with: "path: \"Previews\", swiftSettings: settings),")
    }
    try write(manifest, to: "Package.swift")
  }

  /// Moves `paths` out of the package until the returned value restores them.
  func setAside(_ paths: [String]) throws -> SetAside {
    let aside = base.appending(path: "aside-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: aside, withIntermediateDirectories: true)
    for (index, path) in paths.enumerated() {
      try FileManager.default.moveItem(at: root.appending(path: path), to: aside.appending(path: "\(index)"))
    }
    return SetAside(root: root, folder: aside, paths: paths)
  }

  /// Files moved out of the package, and where they go back.
  struct SetAside {
    let root: URL
    let folder: URL
    let paths: [String]

    func restore() throws {
      for (index, path) in paths.enumerated() {
        try FileManager.default.moveItem(at: folder.appending(path: "\(index)"), to: root.appending(path: path))
      }
      try FileManager.default.removeItem(at: folder)
    }
  }

  func removeSnapshots() throws {
    let snapshots = root.appending(path: "Snapshots")
    if FileManager.default.fileExists(atPath: snapshots.path) {
      try FileManager.default.removeItem(at: snapshots)
    }
  }

  func snapshotFiles() -> [String] {
    let snapshots = root.appending(path: "Snapshots").path
    let files = (FileManager.default.enumerator(atPath: snapshots)?.allObjects as? [String]) ?? []
    return files.filter { $0.hasSuffix(".txt") }.sorted()
  }

  func snapshot(_ path: String) throws -> String {
    try String(contentsOf: root.appending(path: "Snapshots").appending(path: path), encoding: .utf8)
  }

  /// Runs `swift ARGUMENTS` in the package, with `CI` unset unless `environment` sets it.
  func swift(_ arguments: [String], environment: [String: String] = [:]) throws -> CommandResult {
    let process = Process()
    process.executableURL = URL(filePath: "/usr/bin/env")
    process.arguments = ["swift"] + arguments
    process.currentDirectoryURL = root
    var variables = ProcessInfo.processInfo.environment
    variables["CI"] = nil
    variables["SNAPSHOT_TESTING_RECORD"] = nil
    variables.merge(environment) { $1 }
    process.environment = variables
    let log = FileManager.default.temporaryDirectory.appending(path: "textpreviews-readme-\(UUID().uuidString).log")
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: log) }
    let handle = try FileHandle(forWritingTo: log)
    process.standardOutput = handle
    process.standardError = handle
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    try handle.close()
    let output = try String(contentsOf: log, encoding: .utf8)
    return CommandResult(status: process.terminationStatus, output: output)
  }

  func write(_ contents: String, to path: String) throws {
    let url = root.appending(path: path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(contents.utf8).write(to: url)
  }

  /// Builds the package once for every test in the suite.
  actor Preparation {
    private var package: UserPackage?

    func prepared() throws -> UserPackage {
      if let package { return package }
      let made = try UserPackage()
      package = made
      return made
    }

    /// Removes the package's temporary folder (the link to this checkout is removed, never
    /// followed).
    func remove() {
      guard let package else { return }
      try? FileManager.default.removeItem(at: package.base)
      // SwiftPM leaves its lock files for the package's `.build` in the temporary folder, named
      // after the package's path.
      let temporary = FileManager.default.temporaryDirectory
      let locks = "_tmp_" + package.base.lastPathComponent + "_"
      for name in (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
      where name.hasPrefix(locks) {
        try? FileManager.default.removeItem(at: temporary.appending(path: name))
      }
      self.package = nil
    }
  }
}

/// What a `swift` command printed and how it ended.
struct CommandResult {
  var status: Int32
  var output: String

  /// Compiler and package-manager warnings about the user's package or this one.
  var warnings: [String] {
    output.split(separator: "\n").map(String.init).filter { $0.contains("warning:") }
  }

  /// The last `count` lines, with a final line end, as the documentation shows output (a
  /// `swift run` prints the build's lines first).
  func ending(lineCount count: Int) -> String {
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
    let trimmed = lines.last == "" ? lines.dropLast() : lines[...]
    return trimmed.suffix(count).joined(separator: "\n") + "\n"
  }

  /// The last non-empty line, where the runner prints its summary.
  var lastLine: String? {
    output.split(separator: "\n").last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.map(String.init)
  }
}

extension String {
  /// How many lines the text has (a final line end ends the last line).
  var lineCount: Int {
    split(separator: "\n", omittingEmptySubsequences: false).count - (hasSuffix("\n") ? 1 : 0)
  }
}
