import Foundation
import PreviewSnapshots

/// The `--report github` file: GitHub Actions workflow commands, one `::error` annotation per
/// failing or crashed snapshot, which GitHub shows on the pull request at the preview's
/// declaration (the registry's file and line, from the repository root) with the first lines
/// of the diff:
///
/// ```text
/// ::error file=Previews/ItemListPreviews.swift,line=12,title=ItemList/ItemListPreviews success%3A text changed::--- a/Snapshots/…%0A+++ b/…
/// ```
///
/// Values are escaped as the runner that reads the commands unescapes them: in the message,
/// `%` as `%25`, CR as `%0D` and LF as `%0A`; in a property, also `:` as `%3A` and `,` as
/// `%2C`, which would otherwise end the property. So a preview's name or diff can never end
/// the command early or start another one. Write it to standard output (`--report github -`),
/// where the runner reads workflow commands. A result whose declaration is unknown gets an
/// annotation without `file` and `line`, shown on the run's summary page.
enum GitHubReport {
  /// How many lines of a failure's message an annotation shows.
  static let messageLines = 20

  /// One line per failing or crashed result of `summary`, in run order.
  static func encode(_ summary: RunSummary) -> Data {
    var text = ""
    for result in summary.results where result.status == .failed || result.status == .crashed {
      text += annotation(result) + "\n"
    }
    return Data(text.utf8)
  }

  /// The `::error` command of one result.
  static func annotation(_ result: SnapshotResult) -> String {
    var properties: [(String, String)] = []
    if let declaration = result.declaration {
      properties.append(("file", declaration.file))
      properties.append(("line", String(declaration.line)))
    }
    properties.append(("title", title(of: result)))
    let list = properties.map { "\($0.0)=\(escapeProperty($0.1))" }.joined(separator: ",")
    return "::error \(list)::" + escapeData(message(of: result))
  }

  /// "ItemList/ItemListPreviews success › 1 tap Fetch @40: text changed".
  static func title(of result: SnapshotResult) -> String {
    var name = "\(result.component)/\(result.preview)"
    if let id = result.id {
      name += " \(id.state)"
      if let step = id.step { name += " › \(step)" }
      if id.includesWidthInName { name += " @\(id.width)" }
    }
    let what = result.kind.map(describe) ?? result.status.rawValue
    return TerminalText.escaped(name + ": " + what)
  }

  /// The first ``messageLines`` lines of the result's message, and how many more there are.
  static func message(of result: SnapshotResult) -> String {
    let lines = TerminalText.escapedLines(result.message ?? "").split(separator: "\n", omittingEmptySubsequences: false)
    var shown = lines.prefix(messageLines).joined(separator: "\n")
    while shown.hasSuffix("\n") { shown.removeLast() }
    let more = lines.count - messageLines
    return more > 0 ? shown + "\n… \(counted(more, "more line")) in the HTML report" : shown
  }

  /// A kind in words: "text changed", "missing".
  static func describe(_ kind: SnapshotResult.Kind) -> String {
    switch kind {
    case .changed(.textAndStyles): "text and styles changed"
    case .changed(let change): "\(change.rawValue) changed"
    case .missing: "missing snapshot"
    case .unreadable: "unreadable snapshot"
    case .render: "did not render"
    case .write: "not written"
    case .crashed: "crashed"
    case .timedOut: "timed out"
    case .discovery: "states not read"
    }
  }

  /// A message as the runner reads it back: `%`, CR and LF escaped.
  static func escapeData(_ text: String) -> String {
    var escaped = ""
    escaped.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%": escaped += "%25"
      case "\r": escaped += "%0D"
      case "\n": escaped += "%0A"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }

  /// A property value as the runner reads it back: as ``escapeData(_:)``, and `:` and `,`.
  static func escapeProperty(_ text: String) -> String {
    escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
  }
}
