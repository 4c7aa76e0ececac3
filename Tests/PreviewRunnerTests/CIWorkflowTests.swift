import Foundation
import Testing

@testable import PreviewRunner

/// The GitHub Actions workflow the CI article shows is one a user can copy: it parses as YAML
/// (PyYAML, installed for the test by scripts/install-tools), has the matrix, the uploads, the
/// merge and the step summary it says it has, and every `preview-runner` command it runs is
/// accepted by the runner's own argument parser, reading the one option table.
@Suite("The CI article's workflow")
struct CIWorkflowTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The article's YAML block that holds the whole workflow.
  static func workflowBlock() throws -> String {
    let article = try String(
      contentsOf: root.appendingPathComponent("Sources/PreviewRunner/PreviewRunner.docc/CI.md"), encoding: .utf8)
    let blocks = article.components(separatedBy: "```yaml\n").dropFirst().map { $0.components(separatedBy: "\n```")[0] }
    return try #require(blocks.first { $0.contains("merge-reports") })
  }

  /// The workflow as PyYAML reads it, turned into JSON.
  static func parsed(_ yaml: String) throws -> [String: Any] {
    let install = Process()
    install.executableURL = root.appendingPathComponent("scripts/install-tools")
    install.arguments = ["pyyaml"]
    try install.run()
    install.waitUntilExit()
    #expect(install.terminationStatus == 0, "scripts/install-tools pyyaml failed")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "python3", "-c", "import json, sys, yaml; print(json.dumps(yaml.safe_load(sys.stdin.read())))",
    ]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    input.fileHandleForWriting.write(Data(yaml.utf8))
    try input.fileHandleForWriting.close()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "PyYAML could not parse the workflow")
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  /// Every step of every job, in order.
  static func steps(_ workflow: [String: Any]) -> [[String: Any]] {
    let jobs = workflow["jobs"] as? [String: Any] ?? [:]
    return jobs.keys.sorted().flatMap { (jobs[$0] as? [String: Any])?["steps"] as? [[String: Any]] ?? [] }
  }

  /// The shell words of each command a `run:` script holds: continuation lines joined, one
  /// command a line, quotes removed, `${{ matrix.shard }}` given a value.
  static func commands(_ script: String) -> [[String]] {
    let joined = script.replacingOccurrences(of: "\\\n", with: " ")
      .replacingOccurrences(of: "${{ matrix.shard }}", with: "1")
    return joined.split(separator: "\n").map { line in
      var words: [String] = []
      var word = ""
      var quote: Character?
      for character in line {
        if let open = quote {
          if character == open { quote = nil } else { word.append(character) }
        } else if character == "\"" || character == "'" {
          quote = character
        } else if character == " " {
          if !word.isEmpty { words.append(word) }
          word = ""
        } else {
          word.append(character)
        }
      }
      if !word.isEmpty { words.append(word) }
      return words
    }.filter { !$0.isEmpty }
  }

  @Test("it parses as YAML, with a 4-shard matrix, the artifact uploads and download, and the report job")
  func structure() throws {
    let workflow = try Self.parsed(Self.workflowBlock())
    let jobs = try #require(workflow["jobs"] as? [String: Any])
    let shard = try #require(jobs["shard"] as? [String: Any])
    let matrix = (shard["strategy"] as? [String: Any])?["matrix"] as? [String: Any]
    #expect(matrix?["shard"] as? [Int] == [1, 2, 3, 4])
    let report = try #require(jobs["report"] as? [String: Any])
    #expect(report["needs"] as? String == "shard")
    let uses = Self.steps(workflow).compactMap { $0["uses"] as? String }
    #expect(uses.filter { $0.hasPrefix("actions/upload-artifact@") }.count == 2)
    #expect(uses.contains { $0.hasPrefix("actions/download-artifact@") })
  }

  @Test("every preview-runner command it runs exists, with options the runner's parser accepts")
  func commandsExist() throws {
    let workflow = try Self.parsed(Self.workflowBlock())
    var invocations: [[String]] = []
    for script in Self.steps(workflow).compactMap({ $0["run"] as? String }) {
      for words in Self.commands(script) {
        // `swift build --product preview-runner` builds it; `swift run preview-runner …` runs it.
        guard let index = words.firstIndex(of: "preview-runner"), words[1] != "build" else { continue }
        #expect(Array(words[..<index]) == ["swift", "run"], "\(words)")
        invocations.append(Array(words[(index + 1)...]))
      }
    }
    #expect(invocations.count == 2)
    let words = Set(CommandDeclaration.all.compactMap(\.name))
    var reports: Set<RunnerOptions.ReportFormat> = []
    for arguments in invocations {
      let options = try RunnerOptions.parse(arguments)
      // A word that is no command would be taken as a filter: a renamed command is caught here.
      if let first = arguments.first, !first.hasPrefix("-") {
        #expect(words.contains(first), "'\(first)' is no preview-runner command")
      } else {
        #expect(options.filters.isEmpty, "\(arguments)")
      }
      reports.formUnion(options.reports.map(\.format))
      if options.mode == .mergeReports {
        #expect(options.reports.contains(.init(format: .markdown, path: "$GITHUB_STEP_SUMMARY")))
        #expect(options.reports.contains(.init(format: .github, path: "-")))
      } else {
        #expect(options.shard == Shard(index: 1, count: 4) && options.recordMode == .never)
      }
    }
    #expect(reports == [.json, .html, .junit, .markdown, .github])
  }
}
