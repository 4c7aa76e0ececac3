import Foundation
import Testing

/// The README's "In your own package" section, followed literally by a new user: its
/// `Package.swift`, component, preview and dependency container (with the `DependencyProvider`
/// that reads it) are laid out in a new package that depends on this checkout by path, and the
/// real `swift build` / `swift run preview-runner` are run there. The README cannot drift from
/// what works without failing this suite.
@Suite("README recipe in a user's own package", .serialized, .timeLimit(.minutes(30)), .removesUserPackage)
struct ReadmeRecipeTests {
  @Test("a package set up from the README records and verifies exactly its own previews, in Swift 5 and Swift 6 modes")
  func recipeRecordsAndVerifiesOwnPreviews() async throws {
    let package = try await UserPackage.shared.prepared()
    // The dependency strategy's recipe is among the files built below, with the public
    // initialiser (the sample's key-path-free shorthand does not exist in a user's package).
    let sources = try package.readme.files.values.joined()
    #expect(sources.contains("DependencyProvider(\\.appDependency)"), "README shows no DependencyProvider use")
    #expect(sources.contains(".environment(\\.appDependency,"), "README shows no root injection")
    // Swift 5 first: the In tests recipe leaves the package in Swift 5 mode, so one switch fewer.
    for mode in [5, 6] {
      try package.writeManifest(languageMode: mode)
      try package.removeSnapshots()

      // As the README has it: `swift run` builds, so its output carries the build's warnings.
      let record = try package.swift(["run", "preview-runner", "--record"])
      #expect(record.status == 0, "record failed in Swift \(mode) mode:\n\(record.output)")
      #expect(
        record.warnings.isEmpty, "the build warned in Swift \(mode) mode:\n\(record.warnings.joined(separator: "\n"))")
      #expect(record.lastLine == "0 passed, 0 failed, 4 new", "\(record.output)")
      #expect(package.snapshotFiles() == UserPackage.expectedSnapshots)

      let verify = try package.swift(["run", "preview-runner"], environment: ["CI": "1"])
      #expect(verify.status == 0, "CI verify failed:\n\(verify.output)")
      #expect(verify.lastLine == "4 passed, 0 failed", "\(verify.output)")
      #expect(
        !verify.output.contains("ReadingList"), "the sample's previews ran in the user's package:\n\(verify.output)")

      let shown = try package.readme.snapshotExample
      #expect(try package.snapshot("Greeting/GreetingPreviews.japanese.txt") == shown)
    }
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
}

/// A user's package in a temporary directory, laid out from the README, next to a
/// `TextPreviews` link to this checkout (the README's `.package(path: "../TextPreviews")`).
final class UserPackage: Sendable {
  static let shared = Preparation()

  /// Every snapshot the user's previews produce: the README's two and the test's own two,
  /// one of them a `#Preview` at the bottom of an app view file, as SwiftUI code has it.
  static let expectedSnapshots = [
    "Badge/BadgePreviews.default.txt",
    "Greeting/GreetingPreviews.japanese.txt",
    "Greeting/GreetingPreviews.world.txt",
    "Tag/Tag.Sale.txt",
  ]

  let root: URL
  let readme: Readme
  /// The temporary folder holding the package and the `TextPreviews` link, removed after the
  /// suite.
  let base: URL
  /// This checkout.
  let checkout: URL

  init() throws {
    checkout = BuiltProduct.packageRoot
    readme = try Readme(url: checkout.appending(path: "README.md"))
    base = FileManager.default.temporaryDirectory.appending(path: "textpreviews-readme-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: base.appending(path: "TextPreviews"), withDestinationURL: checkout)
    root = base.appending(path: "MyApp")
    for (path, contents) in try readme.files where path != "Package.swift" {
      try write(contents, to: path)
    }
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

  /// Writes the README's manifest, in a language mode and with or without the plugin line.
  func writeManifest(languageMode: Int, withPlugin: Bool = true) throws {
    try writeManifest(try readme.files["Package.swift"] ?? "", languageMode: languageMode, withPlugin: withPlugin)
  }

  /// Writes `manifest` as the package's, in a language mode and with or without the plugin lines.
  func writeManifest(_ manifest: String, languageMode: Int, withPlugin: Bool = true) throws {
    var manifest = manifest
    if languageMode == 5 {
      guard let end = manifest.range(of: ")", options: .backwards) else { return }
      manifest.replaceSubrange(end, with: "  swiftLanguageModes: [.v5]\n)")
      manifest = manifest.replacingOccurrences(of: "  ]\n  swiftLanguageModes", with: "  ],\n  swiftLanguageModes")
    }
    if !withPlugin {
      manifest = manifest.split(separator: "\n", omittingEmptySubsequences: false)
        .filter { !$0.contains("PreviewRegistryPlugin") }
        .joined(separator: "\n")
        .replacingOccurrences(of: "swiftSettings: settings,\n", with: "swiftSettings: settings),\n")
    }
    try write(manifest, to: "Package.swift")
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

  /// The last non-empty line, where the runner prints its summary.
  var lastLine: String? {
    output.split(separator: "\n").last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.map(String.init)
  }
}

/// The "In your own package" section of README.md: its files and the snapshot it shows.
struct Readme {
  let section: String
  let title: String

  init(url: URL, section title: String = "In your own package") throws {
    self.title = title
    let text = try String(contentsOf: url, encoding: .utf8)
    guard let start = text.range(of: "\n## \(title)\n") else {
      throw ReadmeError.missing("the section '## \(title)'")
    }
    let rest = text[start.upperBound...]
    let end = rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex
    section = String(rest[..<end])
  }

  /// The fenced code blocks of the section, with their info string.
  var blocks: [(info: String, body: String)] {
    var blocks: [(String, String)] = []
    var current: (info: String, lines: [Substring])?
    for line in section.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") {
        if let open = current {
          blocks.append((open.info, open.lines.joined(separator: "\n") + "\n"))
          current = nil
        } else {
          current = (String(line.dropFirst(3)), [])
        }
      } else {
        current?.lines.append(line)
      }
    }
    return blocks
  }

  /// Every Swift block that starts with a `// path` comment, keyed by that path (the comment
  /// line itself is not part of the file, so a manifest starts with its tools version).
  var files: [String: String] {
    get throws {
      var files: [String: String] = [:]
      for block in blocks where block.info == "swift" {
        guard let first = block.body.split(separator: "\n").first, first.hasPrefix("// ") else { continue }
        let path = String(first.dropFirst(3))
        files[path] = String(block.body.drop { $0 != "\n" }.dropFirst())
      }
      guard files["Package.swift"] != nil else { throw ReadmeError.missing("a '// Package.swift' block") }
      return files
    }
  }

  /// The snapshot file the section shows (its only `text` block).
  var snapshotExample: String {
    get throws {
      guard let block = blocks.first(where: { $0.info == "text" }) else {
        throw ReadmeError.missing("a text block with the recorded snapshot")
      }
      return block.body
    }
  }
}

enum ReadmeError: Error, CustomStringConvertible {
  case missing(String)

  var description: String {
    switch self {
    case .missing(let what): "README.md's 'In your own package' section has no \(what)"
    }
  }
}
