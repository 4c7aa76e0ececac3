import Foundation
import PreviewSnapshots

/// The `--report markdown` file: a GitHub Actions step summary (append it to
/// `$GITHUB_STEP_SUMMARY`), in GitHub-flavoured Markdown: the summary line, a table of counts,
/// then each failure with its preview's declaration and its diff in a fenced block.
///
/// A diff is cut after ``Limits/linesPerFailure`` lines, and failures stop being shown once
/// the page would pass ``Limits/bytes`` (GitHub refuses a summary over 1 MiB), each cut said
/// in a note. A fence is longer than any run of backticks in what it holds, so a diff with
/// backticks never ends it early; names are escaped so that a `|`, `*` or `<` in a preview's
/// name shows as itself.
enum MarkdownReport {
  /// Where the page is cut.
  struct Limits {
    /// Lines of one failure's diff shown.
    var linesPerFailure = 40
    /// Bytes the page stays under.
    var bytes = 256 << 10
  }

  /// The page for `summary`.
  static func encode(_ summary: RunSummary, limits: Limits = Limits()) -> Data {
    var page = "## Previews: \(escape(summary.summaryLine))\n\n| Result | Count |\n| --- | ---: |\n"
    let counts: [(String, Int)] = [
      ("passed", summary.count(.passed)), ("failed", summary.count(.failed)), ("crashed", summary.count(.crashed)),
      ("new", summary.count(.new)), ("recorded", summary.count(.recorded)), ("stale", summary.stale.count),
    ]
    for (name, count) in counts { page += "| \(name) | \(count) |\n" }
    let failures = summary.results.filter { $0.status == .failed || $0.status == .crashed }
    if !failures.isEmpty { page += "\n### Failures\n" }
    for (index, result) in failures.enumerated() {
      let block = failure(result, limits: limits)
      guard page.utf8.count + block.utf8.count < limits.bytes - 200 else {
        let left = failures.count - index
        page +=
          "\n_\(counted(left, "more failure")) not shown: this summary stays under "
          + "\(limits.bytes >> 10) KiB. The HTML report has every one._\n"
        break
      }
      page += block
    }
    return Data(page.utf8)
  }

  /// One failure: its name, kind and declaration, then its diff, cut past the limit.
  static func failure(_ result: SnapshotResult, limits: Limits) -> String {
    var block = "\n**\(escape(GitHubReport.title(of: result)))**"
    if let declaration = result.declaration {
      block += " · \(escape(declaration.file)):\(declaration.line)"
    }
    block += "\n\n"
    let lines = TerminalText.escapedLines(result.message ?? "").split(separator: "\n", omittingEmptySubsequences: false)
    var shown = lines.prefix(limits.linesPerFailure).joined(separator: "\n")
    while shown.hasSuffix("\n") { shown.removeLast() }
    let fence = self.fence(for: shown)
    block += fence + "diff\n" + shown + "\n" + fence + "\n"
    let more = lines.count - limits.linesPerFailure
    if more > 0 { block += "\n_\(counted(more, "more line")) not shown: the HTML report has the whole diff._\n" }
    return block
  }

  /// A backtick fence longer than the longest run of backticks in `text` (at least three), so
  /// no line of `text` can close it.
  static func fence(for text: String) -> String {
    var longest = 0
    var run = 0
    for character in text {
      run = character == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    return String(repeating: "`", count: max(3, longest + 1))
  }

  /// `text` with every character Markdown gives a meaning to escaped with a backslash, and
  /// what a terminal would obey made visible.
  static func escape(_ text: String) -> String {
    var escaped = ""
    for character in TerminalText.escaped(text) {
      if "\\`*_{}[]()#+-.!|<>&~".contains(character) { escaped.append("\\") }
      escaped.append(character)
    }
    return escaped
  }
}
