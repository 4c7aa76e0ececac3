import Foundation
import PreviewSnapshots

/// The `--report junit` file: a `testsuite` per component and a `testcase` per snapshot,
/// sorted, with each failure's message — a crashed or hung state as an `<error>`, a test
/// that could not run. A test case's `file` is its snapshot's path from the package root
/// (`Snapshots/ItemList/…`), as CI tools resolve it; `time` is the seconds spent rendering
/// (a state's time shared by its steps), the one thing two runs over the same tree differ in.
package enum JUnitReport {
  /// The report for `summary`, as UTF-8 XML ending with a newline; `acceptHint`, when given,
  /// ends the body of each failure a new rendering could fix (changed, missing, unreadable),
  /// so that a CI page says how to accept it. `snapshotsFolder` is the snapshots directory
  /// from the package root, which each test case's `file` starts with.
  package static func encode(_ summary: RunSummary, acceptHint: String? = nil, snapshotsFolder: String = "Snapshots")
    -> Data
  {
    let byComponent = Dictionary(grouping: summary.results, by: \.component)
    let failures = summary.count(.failed)
    let errors = summary.count(.crashed)
    let name = "preview-runner" + (summary.shard.map { " shard \($0)" } ?? "")
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    xml += "<testsuites name=\"\(name)\" tests=\"\(summary.results.count)\" failures=\"\(failures)\""
    xml += errors > 0 ? " errors=\"\(errors)\"" : ""
    xml += " time=\"\(seconds(summary.results))\">\n"
    for component in byComponent.keys.sorted() {
      let results = byComponent[component] ?? []
      let suiteFailures = results.count { $0.status == .failed }
      let suiteErrors = results.count { $0.status == .crashed }
      xml += "  <testsuite name=\"\(escape(component))\" tests=\"\(results.count)\" failures=\"\(suiteFailures)\""
      xml += suiteErrors > 0 ? " errors=\"\(suiteErrors)\"" : ""
      xml += " time=\"\(seconds(results))\">\n"
      for result in results {
        let className = escape("\(result.component).\(result.preview)")
        let (name, file) = testCase(result, snapshotsFolder: snapshotsFolder)
        let attributes =
          "classname=\"\(className)\" name=\"\(escape(name))\" file=\"\(escape(file))\" time=\"\(seconds([result]))\""
        guard result.status == .failed || result.status == .crashed else {
          xml += "    <testcase \(attributes)/>\n"
          continue
        }
        let message = result.message ?? ""
        let headline = message.split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init) ?? ""
        xml += "    <testcase \(attributes)>\n"
        let element = result.status == .crashed ? "error" : "failure"
        xml += "      <\(element) type=\"\(escape(result.kind?.name ?? element))\" message=\"\(escape(headline))\">"
        xml += escape(message)
        if let acceptHint, Self.acceptable(result.kind) { xml += escape("\n\n" + acceptHint) }
        xml += "</\(element)>\n    </testcase>\n"
      }
      xml += "  </testsuite>\n"
    }
    xml += "</testsuites>\n"
    return Data(xml.utf8)
  }

  /// The test case name of `result` ("success › 1 tap Fetch @40 [dark]") and its snapshot's path from
  /// the package root; a provider whose states could not be read is "(reading its states)",
  /// with no file.
  static func testCase(_ result: SnapshotResult, snapshotsFolder: String) -> (name: String, file: String) {
    guard let id = result.id else { return ("(reading its states)", "") }
    var name = id.state
    if let step = id.step { name += " › \(step)" }
    if id.width > 0 { name += " @\(id.width)" }
    if let variant = id.variant { name += " [\(variant)]" }
    return (name, snapshotsFolder + "/" + id.relativePath)
  }

  /// The total seconds of `results`, to the millisecond, as JUnit's `time` attributes give it.
  static func seconds(_ results: [SnapshotResult]) -> String {
    let total = results.reduce(0) { $0 + $1.seconds }
    let milliseconds = Int((total * 1000).rounded())
    let fraction = String(milliseconds % 1000)
    return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
  }

  /// Whether a failure of `kind` goes away by accepting the new rendering.
  static func acceptable(_ kind: SnapshotResult.Kind?) -> Bool {
    switch kind {
    case .changed, .missing, .unreadable: true
    default: false
    }
  }

  /// Makes every unsafe character visible with ``TerminalText`` (an ANSI escape becomes
  /// `\e`, so none of the control characters XML 1.0 forbids is left), escapes XML's special
  /// characters, and replaces the non-characters XML forbids with U+FFFD, so the file always
  /// parses and a CI page shows what the preview's name really holds.
  static func escape(_ text: String) -> String {
    let text = TerminalText.escapedLines(text)
    var escaped = ""
    escaped.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "\n": escaped.unicodeScalars.append(scalar)
      case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
        escaped += "\u{FFFD}"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }
}
