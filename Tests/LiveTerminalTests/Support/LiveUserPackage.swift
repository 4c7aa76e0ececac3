import Foundation

/// A user's package laid out from the README's "In your own package" section (its manifest,
/// component, previews and dependency files, depending on this checkout by path), plus a
/// component with a button and a field to run live, as a user adds their own.
///
/// It is built once and kept in this checkout's `.build` (a build folder of its own, never
/// this package's), so a later run builds only what changed: a first build compiles TextUI
/// and the runner from scratch, which takes minutes on a small machine.
actor LiveUserPackage {
  static let shared = LiveUserPackage()

  /// The package's root: `…/MyApp`, beside a `TextPreviews` link to this checkout.
  let root = BuiltProduct.packageRoot.appending(path: ".build/live-terminal-tests/MyApp")
  private var building: Task<Void, any Error>?

  /// The component the hot reload test edits, and its original source.
  static let counterPath = "Sources/MyApp/Counter.swift"
  static let counterSource = """
    import TextUI

    public struct Counter: View {
      @State private var taps = 0
      @State private var name = ""

      public init() {}

      public var body: some View {
        VStack(alignment: .leading) {
          Text("Taps: \\(taps)")
          Button("Add") { taps += 1 }
          TextField("Name", text: $name)
        }
      }
    }

    """

  /// Lays the package out (again, so an edit a failed test left is undone) and builds its
  /// `preview-runner` once; returns the root.
  func prepared() async throws -> URL {
    try layOut()
    if building == nil {
      let root = root
      // On a thread of its own: a build of minutes must not hold one of the few threads of
      // Swift's cooperative pool, which every other async test needs meanwhile.
      building = Task { try await TmuxSession.offPool { try Self.build(in: root) } }
    }
    try await building?.value
    return root
  }

  /// The built runner of the package.
  var previewRunner: String { root.appending(path: ".build/debug/preview-runner").path }

  private func layOut() throws {
    let base = root.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
    let link = base.appending(path: "TextPreviews")
    if (try? FileManager.default.destinationOfSymbolicLink(atPath: link.path)) == nil {
      try FileManager.default.createSymbolicLink(at: link, withDestinationURL: BuiltProduct.packageRoot)
    }
    for (path, contents) in try ReadmeRecipe.files() {
      try write(contents, to: path)
    }
    try write(Self.counterSource, to: Self.counterPath)
    try write(
      """
      import MyApp
      import PreviewKit

      struct CounterPreviews: PreviewProvider {
        static var states: [PreviewState] {
          [
            PreviewState("fresh") { Counter() },
            PreviewState("tapped", steps: [.tap("Add")]) { Counter() },
          ]
        }
      }

      """, to: "Previews/CounterPreviews.swift")
  }

  /// Writes `contents` to `path` unless it holds them already: an unchanged file keeps its
  /// date, so nothing is rebuilt for it.
  private func write(_ contents: String, to path: String) throws {
    let url = root.appending(path: path)
    if (try? String(contentsOf: url, encoding: .utf8)) == contents { return }
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(contents.utf8).write(to: url)
  }

  /// Replaces `old` with `new` in the file at `path` of the package, as an editor's save does.
  func edit(_ path: String, replacing old: String, with new: String) throws {
    let url = root.appending(path: path)
    let text = try String(contentsOf: url, encoding: .utf8)
    guard text.contains(old) else { throw LiveUserPackageError.notFound(old, path) }
    try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: url)
  }

  private static func build(in root: URL) throws {
    let process = Process()
    process.executableURL = URL(filePath: "/usr/bin/env")
    process.arguments = ["swift", "build", "--product", "preview-runner"]
    process.currentDirectoryURL = root
    let log = root.appending(path: ".build-log.txt")
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    let handle = try FileHandle(forWritingTo: log)
    process.standardOutput = handle
    process.standardError = handle
    process.standardInput = FileHandle.nullDevice
    let exited = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in exited.signal() }
    try process.run()
    exited.wait()
    try handle.close()
    guard process.terminationStatus == 0 else {
      throw LiveUserPackageError.buildFailed((try? String(contentsOf: log, encoding: .utf8)) ?? "")
    }
  }
}

enum LiveUserPackageError: Error, CustomStringConvertible {
  case buildFailed(String)
  case notFound(String, String)

  var description: String {
    switch self {
    case .buildFailed(let log): "swift build in the user's package failed:\n\(log)"
    case .notFound(let text, let path): "\(path) has no \"\(text)\" to edit"
    }
  }
}

/// The Swift files of README.md's "In your own package" section: each fenced `swift` block
/// whose first line is a `// path` comment is that file (without the comment line).
enum ReadmeRecipe {
  static func files() throws -> [String: String] {
    let readme = try String(contentsOf: BuiltProduct.packageRoot.appending(path: "README.md"), encoding: .utf8)
    guard let start = readme.range(of: "\n## In your own package\n") else {
      throw LiveUserPackageError.notFound("## In your own package", "README.md")
    }
    let rest = readme[start.upperBound...]
    let section = rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)]
    var files: [String: String] = [:]
    var lines: [Substring] = []
    // Whether the open block is Swift; nil between blocks.
    var openIsSwift: Bool?
    for line in section.split(separator: "\n", omittingEmptySubsequences: false) {
      guard line.hasPrefix("```") else {
        if openIsSwift == true { lines.append(line) }
        continue
      }
      if openIsSwift == nil {
        openIsSwift = line == "```swift"
        lines = []
        continue
      }
      if openIsSwift == true, let first = lines.first, first.hasPrefix("// ") {
        files[String(first.dropFirst(3))] = lines.dropFirst().joined(separator: "\n") + "\n"
      }
      openIsSwift = nil
    }
    guard files["Package.swift"] != nil else { throw LiveUserPackageError.notFound("// Package.swift", "README.md") }
    return files
  }
}
