import Foundation

/// A Markdown document of this repository, read for its fenced code blocks: the README and
/// the DocC articles show a user's package in blocks whose first line is a path comment
/// (`// Package.swift`, `// Sources/MyApp/Greeting.swift`), and the adoption tests build
/// exactly those files, so editing the documentation changes what the tests build.
struct DocumentCodeBlocks {
  /// The document's path in this repository.
  let path: String
  let text: String

  init(_ path: String, in checkout: URL) throws {
    self.path = path
    text = try String(contentsOf: checkout.appending(path: path), encoding: .utf8)
  }

  /// The fenced code blocks of the document, or of its section under `## title` (up to the
  /// next heading of that level), with their info strings.
  func blocks(inSection title: String? = nil) throws -> [(info: String, body: String)] {
    var blocks: [(String, String)] = []
    var current: (info: String, lines: [Substring])?
    for line in try section(title).split(separator: "\n", omittingEmptySubsequences: false) {
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

  /// The bodies of the section's `text` blocks, in order: output the documentation shows.
  func outputs(inSection title: String? = nil) throws -> [String] {
    try blocks(inSection: title).filter { $0.info == "text" }.map(\.body)
  }

  /// Every Swift block that starts with a `// path` comment, keyed by that path. The comment
  /// line itself is not part of the file, so a manifest starts with its tools version.
  var files: [String: String] {
    get throws {
      var files: [String: String] = [:]
      for block in try blocks() where block.info == "swift" {
        guard let first = block.body.split(separator: "\n").first, first.hasPrefix("// "),
          !first.contains(" ", after: 3)
        else { continue }
        let path = String(first.dropFirst(3))
        guard files[path] == nil else { throw DocumentError.twice(path, document: self.path) }
        files[path] = String(block.body.drop { $0 != "\n" }.dropFirst())
      }
      return files
    }
  }

  /// The folders the section's `sh` blocks make (`mkdir -p A && touch A/.gitkeep`), with the
  /// files they touch: the steps of a recipe that are not a file's contents.
  func madePaths(inSection title: String? = nil) throws -> (folders: [String], files: [String]) {
    var folders: [String] = []
    var files: [String] = []
    for block in try blocks(inSection: title) where block.info == "sh" {
      for line in block.body.split(separator: "\n") {
        for command in line.split(separator: "&&").map({ $0.split(separator: " ").map(String.init) }) {
          if command.first == "mkdir" { folders += command.dropFirst().filter { !$0.hasPrefix("-") } }
          if command.first == "touch" { files += command.dropFirst() }
        }
      }
    }
    return (folders, files)
  }

  private func section(_ title: String?) throws -> Substring {
    guard let title else { return text[...] }
    guard let start = text.range(of: "\n## \(title)\n") else {
      throw DocumentError.missing("the section '## \(title)'", document: path)
    }
    let rest = text[start.upperBound...]
    return rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)]
  }
}

/// The package a new user sets up by following the documentation: the README's setup, the
/// dependency container and app check of the Dependencies article, and the inline snapshot
/// test of the In tests article, each file read from its document's code blocks.
enum DocumentedRecipe {
  static let readme = "README.md"
  static let dependencies = "Sources/TextUI/TextUI.docc/InjectingDependencies.md"
  static let inTests = "Sources/PreviewTesting/PreviewTesting.docc/InTests.md"
  /// Read by the variants test alone: its files join the package for that test only.
  static let variants = "Sources/PreviewRunner/PreviewRunner.docc/Variants.md"
  /// The documents whose `// path` blocks make the package, the README first.
  static let documents = [readme, dependencies, inTests]

  /// Every file of the package, by path, from every document; a path shown by two
  /// documents is an error, so no file has two versions.
  static func files(in checkout: URL) throws -> [String: String] {
    var files: [String: String] = [:]
    for path in documents {
      for (file, contents) in try DocumentCodeBlocks(path, in: checkout).files {
        guard files[file] == nil else { throw DocumentError.twice(file, document: path) }
        files[file] = contents
      }
    }
    guard files["Package.swift"] != nil else {
      throw DocumentError.missing("a '// Package.swift' block", document: readme)
    }
    return files
  }
}

enum DocumentError: Error, CustomStringConvertible {
  case missing(String, document: String)
  case twice(String, document: String)

  var description: String {
    switch self {
    case .missing(let what, let document): "\(document) has no \(what)"
    case .twice(let file, let document):
      "\(document) shows '// \(file)' a second time: the recipe must have one version of each file"
    }
  }
}

extension Substring {
  /// Whether `character` occurs after the first `offset` characters.
  fileprivate func contains(_ character: Character, after offset: Int) -> Bool {
    dropFirst(offset).contains(character)
  }
}
