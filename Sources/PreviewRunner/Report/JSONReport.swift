import Foundation
import PreviewSnapshots

/// The `--report json` file: one object per snapshot (`status` is "passed", "failed", "new",
/// "recorded" or "crashed"), the stale files, the placeholders shown, the shard ("2/4") under
/// `--shard`, and what `merge-reports` needs to join shards into one run: the revision, the
/// runner's version, how many positions the whole run has (`planned`) and each result's
/// `position` among them. Keys are sorted and there is no timestamp or duration, so two runs
/// over the same tree produce the same bytes.
///
/// ```json
/// { "format": "preview-runner-report 1", "planned": 3, "revision": "4f0c…", "runnerVersion": "0.1.0",
///   "snapshots": [{ "id": "ItemList/ItemListPreviews.success", "path": "ItemList/ItemListPreviews.success.txt",
///     "position": 1, "status": "passed", "declaration": { "file": "Previews/ItemListPreviews.swift", "line": 4 },
///     … }], "stale": [], "placeholders": [],
///   "summary": { "crashed": 0, "failed": 0, "new": 0, "passed": 3, "recorded": 0, "stale": 0,
///     "text": "3 passed, 0 failed" } }
/// ```
///
/// A snapshot's identity is its `path` and, when present, its `variant` (absent for the
/// default rendering); an entry about a provider whose states could not be read has an empty
/// `path` and is identified by its `preview`. `merge-reports` reads reports back strictly.
package enum JSONReport {
  /// The `format` value: what the file is and the version of its layout.
  static let format = "preview-runner-report 1"

  struct Document: Codable {
    var format: String
    var snapshots: [Snapshot]
    var stale: [Stale]
    var placeholders: [Placeholder]
    var shard: String?
    var planned: Int
    var revision: String?
    var runnerVersion: String
    var summary: Summary
  }

  /// The counts a CI script reads, and the summary line.
  struct Summary: Codable {
    var passed: Int
    var failed: Int
    var crashed: Int
    var recorded: Int
    var new: Int
    var stale: Int
    var text: String
  }

  struct Snapshot: Codable {
    var id: String
    var path: String
    var component: String
    var preview: String
    var state: String
    var step: String?
    var width: Int
    var variant: String?
    var position: Int
    var status: String
    var kind: String?
    var message: String?
    var declaration: SourceLine?

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
      variant = result.variant
      position = result.position
      status = result.status.rawValue
      kind = result.kind?.name
      message = result.message
      declaration = result.declaration
    }
  }

  struct Stale: Codable {
    var path: String
    var status = "stale"
  }

  struct Placeholder: Codable {
    var path: String
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
      format: format,
      snapshots: summary.results.map(Snapshot.init),
      stale: summary.stale.map { Stale(path: $0) },
      placeholders: summary.placeholders.map {
        Placeholder(
          path: $0.id.relativePath, component: $0.id.component, preview: $0.id.preview, state: $0.id.state,
          step: $0.id.step, placeholders: $0.placeholders)
      },
      shard: summary.shard?.description, planned: summary.planned, revision: summary.revision,
      runnerVersion: summary.runnerVersion,
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
