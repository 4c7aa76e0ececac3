import Foundation
import PreviewSnapshots

/// The `--report json` file: one object per snapshot (`status` is "passed", "failed", "new",
/// "recorded" or "crashed"), the stale files, the placeholders shown and, under `--shard`,
/// the shard ("2/4"), with sorted keys and no timestamps so that two runs over the same tree produce the
/// same bytes.
///
/// `summary` holds the counts of each status and the run's last line as `text`:
///
/// ```json
/// { "snapshots": [{ "id": "ItemList/ItemListPreviews.success", "path": "ItemList/ItemListPreviews.success.txt",
///     "status": "passed", … }], "stale": [], "placeholders": [],
///   "summary": { "crashed": 0, "failed": 0, "new": 0, "passed": 3, "recorded": 0, "stale": 0,
///     "text": "3 passed, 0 failed" } }
/// ```
package enum JSONReport {
  private struct Document: Encodable {
    var snapshots: [Snapshot]
    var stale: [Stale]
    var placeholders: [Placeholder]
    var shard: String?
    var summary: Summary
  }

  /// The counts a CI script reads, and the summary line.
  private struct Summary: Encodable {
    var passed: Int
    var failed: Int
    var crashed: Int
    var recorded: Int
    var new: Int
    var stale: Int
    var text: String
  }

  private struct Snapshot: Encodable {
    var id: String
    var path: String
    var component: String
    var preview: String
    var state: String
    var step: String?
    var width: Int
    var status: String
    var kind: String?
    var message: String?

    /// The entry of `result`; one about a provider whose states could not be read has an
    /// empty id, path and state, and width 0.
    init(_ result: SnapshotResult) {
      let path = result.id?.relativePath ?? ""
      id = path.hasSuffix(".txt") ? String(path.dropLast(4)) : path
      self.path = path
      component = result.component
      preview = result.preview
      state = result.id?.state ?? ""
      step = result.id?.step
      width = result.id?.width ?? 0
      status = result.status.rawValue
      kind = result.kind?.name
      message = result.message
    }
  }

  private struct Stale: Encodable {
    var path: String
    var status = "stale"
  }

  private struct Placeholder: Encodable {
    var component: String
    var preview: String
    var state: String
    var step: String?
    var placeholders: [String]
  }

  /// The report for `summary`, as UTF-8 JSON ending with a newline. Every string keeps its
  /// exact value; the characters ``TerminalText`` never shows raw are `\u` escapes.
  package static func encode(_ summary: RunSummary) -> Data {
    let document = Document(
      snapshots: summary.results.map(Snapshot.init),
      stale: summary.stale.map { Stale(path: $0) },
      placeholders: summary.placeholders.map {
        Placeholder(
          component: $0.id.component, preview: $0.id.preview, state: $0.id.state, step: $0.id.step,
          placeholders: $0.placeholders)
      },
      shard: summary.shard?.description,
      summary: Summary(
        passed: summary.count(.passed), failed: summary.count(.failed), crashed: summary.count(.crashed),
        recorded: summary.count(.recorded), new: summary.count(.new), stale: summary.stale.count,
        text: summary.summaryLine))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    // Encoding plain strings and integers cannot fail.
    let data = (try? encoder.encode(document)) ?? Data("{}".utf8)
    return Data(TerminalText.jsonEscaped(String(decoding: data, as: UTF8.self)).utf8) + Data("\n".utf8)
  }
}
