import Foundation
import Testing

/// The In tests article, in the same user package as the README's recipe (one build of this
/// package serves both): the README's test and the article's inline snapshot test, then
/// record, pass, fail in CI without writing, and `--repeat`. Nothing is moved or added to the
/// package for tests: the README's layout has them from the start.
extension DocumentedRecipeTests {
  @Test(
    "the In tests article's recipe records on the first swift test, passes on the second, fails in CI after a change writing nothing, and --repeat fails a random preview only; Swift 5 mode compiles it and passes"
  )
  func inTestsRecipe() async throws {
    let package = try await UserPackage.shared.prepared()
    let article = try DocumentCodeBlocks(DocumentedRecipe.inTests, in: package.checkout)
    let inlinePath = "Tests/MyAppTests/GreetingInlineTests.swift"
    let inlineTest = try #require(package.files[inlinePath], "the In tests article shows no \(inlinePath)")
    #expect(package.files["Tests/MyAppTests/GreetingTests.swift"] != nil, "the README shows no test file")
    // The inline snapshot as the article shows it after the first run.
    let recordedCall = try #require(
      try article.blocks().first { $0.info == "swift" && $0.body.hasPrefix("  @Test func greetingInJapanese") }?.body)
    let greetingPath = "Sources/MyApp/Greeting.swift"
    let greeting = try #require(package.files[greetingPath])
    defer {
      try? FileManager.default.removeItem(at: package.root.appending(path: "Previews/DicePreviews.swift"))
      try? FileManager.default.removeItem(
        at: package.root.appending(path: "Tests/MyAppTests/__Snapshots__/GreetingTests"))
      try? package.write(inlineTest, to: inlinePath)
      try? package.write(greeting, to: greetingPath)
      try? package.removeSnapshots()
      try? package.writeManifest(languageMode: 6)
    }
    try package.writeManifest(languageMode: 6)
    try package.write(inlineTest, to: inlinePath)
    try package.removeSnapshots()
    try? FileManager.default.removeItem(
      at: package.root.appending(path: "Tests/MyAppTests/__Snapshots__/GreetingTests"))

    try recordThenPass(package, inlinePath: inlinePath, recordedCall: recordedCall)
    try failInCIWritingNothing(package, greetingPath: greetingPath, greeting: greeting)
    try package.write(greeting, to: greetingPath)
    try repeatFailsTheRandomPreview(package)

    // What the assertions do does not depend on the user's language mode; that the recipe
    // compiles in Swift 5 mode without a warning, and verifies what Swift 6 mode recorded, does.
    try package.writeManifest(languageMode: 5)
    let swift5 = try package.swift(["test"])
    #expect(swift5.status == 0, "swift test failed in Swift 5 mode:\n\(swift5.output)")
    #expect(swift5.warnings.isEmpty, "Swift 5 mode warned:\n\(swift5.warnings.joined(separator: "\n"))")

    try missingPluginIsExplained(package)
  }

  /// Without the plugin on the runner target that holds the previews, the previews as test
  /// cases fail to compile saying what to add, not "module 'preview_runner' has no member
  /// named 'DiscoveredPreviews'".
  private func missingPluginIsExplained(_ package: UserPackage) throws {
    try package.writeManifest(languageMode: 6, withPlugin: false)
    let build = try package.swift(["build", "--build-tests"])
    #expect(build.status != 0, "the tests built without the plugin:\n\(build.output)")
    let explained = build.output.split(separator: "\n").filter {
      $0.contains("error: 'DiscoveredPreviews' is unavailable: no target in scope applies PreviewRegistryPlugin")
    }
    #expect(explained.contains { $0.contains("PreviewTestCases-preview_runner.swift") }, "\(build.output)")
    #expect(!build.output.contains("cannot find 'DiscoveredPreviews'"), "\(build.output)")
    #expect(!build.output.contains("has no member named 'DiscoveredPreviews'"), "\(build.output)")
  }

  /// The first `swift test` records every snapshot (and says so), writing the inline one into
  /// the test; the second passes.
  private func recordThenPass(_ package: UserPackage, inlinePath: String, recordedCall: String) throws {
    let first = try package.swift(["test"])
    // `swift test` builds first, so its output carries the build's warnings. None, though
    // nothing is recorded yet: the README's setup made the excluded `__Snapshots__`.
    let warnings = first.warnings
    #expect(warnings.isEmpty, "the build warned in Swift 6 mode:\n\(warnings.joined(separator: "\n"))")
    #expect(first.status != 0, "the first run reports what it recorded:\n\(first.output)")
    #expect(first.output.contains("recorded a new snapshot: "), "\(first.output)")
    #expect(first.output.contains("recorded the inline snapshot into "), "\(first.output)")
    let source = try String(contentsOf: package.root.appending(path: inlinePath), encoding: .utf8)
    #expect(source.contains(recordedCall), "the recorded test differs from the In tests article:\n\(source)")
    let fileSnapshot = package.root.appending(path: "Tests/MyAppTests/__Snapshots__/GreetingTests/greeting.txt")
    #expect(FileManager.default.fileExists(atPath: fileSnapshot.path))
    // The previews as test cases recorded Snapshots/, as preview-runner names the files.
    #expect(package.snapshotFiles() == UserPackage.expectedSnapshots, "\(first.output)")

    let second = try package.swift(["test"])
    #expect(second.status == 0, "the second swift test failed:\n\(second.output)")
    #expect(second.warnings.isEmpty, "the second swift test warned:\n\(second.output)")
    #expect(second.output.contains("Greeting/GreetingPreviews/japanese"), "\(second.output)")
  }

  /// After a change to the view, `CI=1 swift test` fails with a diff and no file changes.
  private func failInCIWritingNothing(_ package: UserPackage, greetingPath: String, greeting: String) throws {
    try package.write(greeting.replacingOccurrences(of: "Text(\"Hello,\")", with: "Text(\"Howdy,\")"), to: greetingPath)
    let before = try package.tree(["Tests", "Snapshots"])
    let ci = try package.swift(["test"], environment: ["CI": "1"])
    #expect(ci.status != 0, "CI=1 swift test passed after a change:\n\(ci.output)")
    #expect(ci.output.contains("snapshot does not match "), "\(ci.output)")
    #expect(ci.output.contains("inline snapshot does not match "), "\(ci.output)")
    #expect(ci.output.contains("+│") && ci.output.contains("Howdy"), "no diff in:\n\(ci.output)")
    #expect(try package.tree(["Tests", "Snapshots"]) == before, "CI=1 swift test wrote into the package")
  }

  /// `preview-runner --repeat 3` fails a preview that shows a random number and passes the
  /// four stable states.
  private func repeatFailsTheRandomPreview(_ package: UserPackage) throws {
    try package.write(
      """
      import PreviewKit
      import TextUI

      struct DicePreviews: PreviewProvider {
        static var layout: PreviewLayout { PreviewLayout(width: 20) }
        static var states: [PreviewState] {
          [PreviewState("roll") { Text("rolled \\(Int.random(in: 1...1_000_000))") }]
        }
      }

      """, to: "Previews/DicePreviews.swift")
    defer { try? FileManager.default.removeItem(at: package.root.appending(path: "Previews/DicePreviews.swift")) }
    let repeated = try package.swift(["run", "preview-runner", "--repeat", "3"])
    #expect(repeated.status == 1, "\(repeated.output)")
    #expect(
      repeated.output.contains("FAIL Dice/DicePreviews roll\nrenders differently when repeated: run 2 of 3"),
      "\(repeated.output)")
    #expect(repeated.output.contains("at row 0, column "), "\(repeated.output)")
    #expect(repeated.lastLine == "4 passed, 1 failed (each state rendered 3 times)", "\(repeated.output)")
  }
}

extension UserPackage {
  /// Every file below `folders`, by path, with its contents: compared before and after a run
  /// that must write nothing.
  func tree(_ folders: [String]) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for folder in folders {
      let url = root.appending(path: folder)
      for case let path as String in FileManager.default.enumerator(atPath: url.path)?.allObjects ?? [] {
        var isDirectory: ObjCBool = false
        let file = url.appending(path: path)
        if FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory), !isDirectory.boolValue {
          files[folder + "/" + path] = try Data(contentsOf: file)
        }
      }
    }
    return files
  }
}

/// Removes the user package's temporary folder once the whole suite has run.
struct RemovesUserPackage: SuiteTrait, TestScoping {
  var isRecursive: Bool { false }

  // `@concurrent`: this package makes nonisolated async functions run on their caller's
  // actor (SE-0461); Swift Testing's requirement is the classic kind.
  @concurrent func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @concurrent @Sendable () async throws -> Void
  ) async throws {
    do {
      try await function()
    } catch {
      await UserPackage.shared.remove()
      throw error
    }
    await UserPackage.shared.remove()
  }
}

extension Trait where Self == RemovesUserPackage {
  /// Removes the user package's temporary folder after the suite.
  static var removesUserPackage: Self { RemovesUserPackage() }
}
