import Foundation
import PreviewKit
import PreviewRunner
import Testing
import TextPreviewsPortFidelity

/// The held-out fidelity set (`Tests/PortFidelity`): SwiftUI screens written before their
/// rendering was looked at, each verified against its committed snapshots (re-record with
/// `RECORD_PORT_FIDELITY=1 swift test --filter PortFidelity`), and checked for what a person
/// who knows SwiftUI would miss first: text the screen shows that is not drawn, and blank
/// rows it did not ask for.
@Suite("Port fidelity set", .serialized)
@MainActor
struct PortFidelityTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("PortFidelity").path

  /// The UI calls whose first string literal is text the screen shows.
  static let shownLiteral = try! NSRegularExpression(
    pattern:
      #"(?:\bText|\bButton|\bLabel|\bToggle|\bSection|\bNavigationLink|\.navigationTitle|\bLink|\bStepper|\bPicker|\bTextField|\bSecureField|\bLabeledContent|\bMenu|\bDisclosureGroup|\bGroupBox)\(\s*"((?:[^"\\]|\\.)*)""#
  )

  /// The string literals of `source` its screen shows: the first literal of each UI call,
  /// without interpolations, less those its `// Not in the default state:` comment names.
  static func shownLiterals(in source: String) -> [String] {
    var hidden: Set<String> = []
    var inComment = false
    for line in source.split(separator: "\n") {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("// Not in the default state:") { inComment = true }
      guard inComment, trimmed.hasPrefix("//") else {
        inComment = false
        continue
      }
      for piece in trimmed.split(separator: "\"").enumerated() where piece.offset % 2 == 1 {
        hidden.insert(String(piece.element))
      }
    }
    let range = NSRange(source.startIndex..., in: source)
    var literals: [String] = []
    for match in shownLiteral.matches(in: source, range: range) {
      guard let literalRange = Range(match.range(at: 1), in: source) else { continue }
      let literal = String(source[literalRange])
      if literal.isEmpty || literal.contains("\\(") || hidden.contains(literal) || literals.contains(literal) {
        continue
      }
      literals.append(literal.replacingOccurrences(of: "\\\"", with: "\""))
    }
    return literals
  }

  /// The rows of a snapshot file's screen, inside its frame, and whether each has a style.
  static func screenRows(ofSnapshot text: String) -> (rows: [String], styled: Set<Int>) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let top = lines.firstIndex(where: { $0.hasPrefix("┌") }),
      let bottom = lines.firstIndex(where: { $0.hasPrefix("└") })
    else { return ([], []) }
    let rows = lines[(top + 1)..<bottom].map { String($0.dropFirst().dropLast()) }
    var styled: Set<Int> = []
    if let styles = lines.firstIndex(of: "styles:") {
      for line in lines[(styles + 1)...] {
        if let row = Int(line.prefix(while: \.isNumber)) { styled.insert(row) }
      }
    }
    return (rows, styled)
  }

  static func snapshots() throws -> [(path: String, text: String)] {
    let folder = root + "/Snapshots"
    let paths = try FileManager.default.subpathsOfDirectory(atPath: folder).filter { $0.hasSuffix(".txt") }.sorted()
    return try paths.map { ($0, try String(contentsOfFile: folder + "/" + $0, encoding: .utf8)) }
  }

  @Test("every held-out screen renders as its committed snapshots, at 80 and 40 columns")
  func snapshotsMatch() async {
    let record = ProcessInfo.processInfo.environment["RECORD_PORT_FIDELITY"] == "1"
    let newDirectory = FileManager.default.temporaryDirectory
      .appendingPathComponent("port-fidelity-\(ProcessInfo.processInfo.processIdentifier)").path
    defer { try? FileManager.default.removeItem(atPath: newDirectory) }
    let console = Console.capturing()
    let arguments =
      [record ? "--record" : "--ci", "--snapshots", Self.root + "/Snapshots", "--timeout", "120"]
      + (record ? [] : ["--new-dir", newDirectory])
    let code = await PreviewRunnerCommand.run(
      arguments: arguments, environment: [:], providers: DiscoveredPreviews.providers,
      appChecks: DiscoveredPreviews.appChecks, workingDirectory: Self.root, output: console,
      variants: DiscoveredPreviews.variants)
    let output = console.standardOutput + console.standardError
    #expect(code == 0, "\(output)")
    #expect(!output.contains("warning:"), "\(output)")
    #expect(DiscoveredPreviews.providers.count == 30, "\(DiscoveredPreviews.providers.count) screens")
  }

  @Test("every string literal a held-out screen's default state shows is in its 80-column snapshot")
  func literalsAreShown() throws {
    let snapshots = try Self.snapshots()
    let screens = try FileManager.default.contentsOfDirectory(atPath: Self.root + "/Screens")
      .filter { $0.hasSuffix(".swift") }.sorted()
    #expect(screens.count == 30)
    var checked = 0
    for file in screens {
      let component = String(file.dropLast(".swift".count))
      let source = try String(contentsOfFile: Self.root + "/Screens/" + file, encoding: .utf8)
      guard
        let snapshot = snapshots.first(where: {
          $0.path.hasPrefix(component + "/") && $0.path.contains(".default.") && $0.path.hasSuffix(".w80.txt")
        })
      else {
        Issue.record("no 80-column snapshot of the default state of \(component)")
        continue
      }
      // Rows joined by a space, runs of spaces collapsed: a literal wrapped over rows of one
      // column still reads as itself. Section headers are upper-cased, so case is ignored.
      let drawn = Self.screenRows(ofSnapshot: snapshot.text).rows
        .map { $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ") }
        .joined(separator: " ").lowercased()
      for literal in Self.shownLiterals(in: source) {
        checked += 1
        // A literal is Markdown: what it shows is its text without the marks.
        let shown = Text(LocalizedStringKey(literal)).content
        let words = shown.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ").lowercased()
        #expect(drawn.contains(words), "\(component): \"\(literal)\" is not in \(snapshot.path)")
      }
    }
    #expect(checked >= 60, "\(checked) literals checked")
  }

  @Test("no natural-height snapshot of a held-out screen has a run of more than 3 empty rows")
  func noLongBlankRuns() throws {
    for snapshot in try Self.snapshots() {
      // A fixed-height preview asks for its blank rows (a screen's Spacers fill it).
      let source = snapshot.path.split(separator: "/").first.map(String.init) ?? ""
      let screen = try String(contentsOfFile: Self.root + "/Screens/" + source + ".swift", encoding: .utf8)
      if screen.range(of: #"PreviewLayout\(widths: \[[0-9, ]+\], height:"#, options: .regularExpression) != nil {
        continue
      }
      let (rows, styled) = Self.screenRows(ofSnapshot: snapshot.text)
      var run = 0
      var longest = 0
      for (index, row) in rows.enumerated() {
        if row.allSatisfy({ $0 == " " }) && !styled.contains(index) {
          run += 1
          longest = max(longest, run)
        } else {
          run = 0
        }
      }
      #expect(longest <= 3, "\(snapshot.path) has \(longest) empty rows in a row")
    }
  }
}
