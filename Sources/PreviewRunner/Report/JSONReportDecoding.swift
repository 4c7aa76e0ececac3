import Foundation
import PreviewSnapshots

/// Why a file cannot be read as a ``JSONReport``, in words for a message that names the file.
struct ReportReadError: Error, Equatable {
  var reason: String
}

extension JSONReport {
  /// The largest report read: a run of a hundred thousand states with their diffs stays far
  /// below it, and a file that is not a report is not read whole into memory.
  static let maximumSize = 256 << 20

  /// Reads a report that ``encode(_:)`` wrote back into the run it describes: strictly, so
  /// that a file cut short, another tool's JSON or an entry that contradicts itself is refused
  /// rather than merged. Times are not in reports, so every result's `seconds` is 0.
  static func decode(_ data: Data) throws(ReportReadError) -> RunSummary {
    let document = try parse(data)
    var summary = RunSummary()
    if let shard = document.shard {
      guard let parsed = Shard(shard) else { throw ReportReadError(reason: "its shard '\(shard)' is not K/N") }
      summary.shard = parsed
    }
    guard document.planned >= 0 else { throw ReportReadError(reason: "its \"planned\" count is negative") }
    summary.planned = document.planned
    summary.revision = document.revision
    summary.runnerVersion = document.runnerVersion
    summary.stale = document.stale.map(\.path)
    var identities: Set<String> = []
    var ids: [String: SnapshotID] = [:]
    for (index, entry) in document.snapshots.enumerated() {
      let result = try decodeResult(entry, planned: document.planned, at: index)
      guard identities.insert(identity(of: entry)).inserted else {
        throw ReportReadError(reason: "snapshot \(index + 1) (\(describe(entry))) appears twice")
      }
      if let id = result.id { ids[entry.path] = id }
      summary.results.append(result)
    }
    for placeholder in document.placeholders {
      guard let id = ids[placeholder.path] else {
        throw ReportReadError(reason: "a placeholder names \(placeholder.path), which no snapshot entry is")
      }
      summary.placeholders.append(PlaceholderNote(id: id, placeholders: placeholder.placeholders))
    }
    return summary
  }

  /// The identity that two shards must never both cover: the snapshot's path and variant,
  /// or the preview of an entry about a provider whose states could not be read.
  static func identity(of entry: Snapshot) -> String {
    entry.path.isEmpty ? "preview " + entry.preview : entry.path + (entry.variant.map { " variant " + $0 } ?? "")
  }

  /// The entry's name for messages.
  static func describe(_ entry: Snapshot) -> String {
    TerminalText.escaped(entry.path.isEmpty ? entry.preview : entry.path)
  }

  /// The document, or why the bytes are not one: not JSON (cut short?), another tool's JSON,
  /// another version of this layout, or a field missing or of the wrong type.
  private static func parse(_ data: Data) throws(ReportReadError) -> Document {
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: data)
    } catch {
      let trimmed = data.reversed().drop { [0x20, 0x0A, 0x0D, 0x09].contains($0) }
      throw ReportReadError(
        reason: data.isEmpty
          ? "it is empty"
          : trimmed.first == UInt8(ascii: "}")
            ? "it is not valid JSON" : "it is not valid JSON: it ends early (cut short while it was written or copied?)"
      )
    }
    guard let fields = object as? [String: Any], let format = fields["format"] as? String else {
      throw ReportReadError(
        reason: "it is not a preview-runner JSON report (it has no \"format\": \"\(JSONReport.format)\"); "
          + "pass the files that --report json wrote")
    }
    guard format == JSONReport.format else {
      throw ReportReadError(
        reason: "its format is '\(TerminalText.escaped(format))', not '\(JSONReport.format)'; "
          + "write every report with the same runner version")
    }
    do {
      return try JSONDecoder().decode(Document.self, from: data)
    } catch let error as DecodingError {
      throw ReportReadError(reason: "it is not a valid preview-runner JSON report: " + describe(error))
    } catch {
      throw ReportReadError(reason: "it is not a valid preview-runner JSON report: \(error)")
    }
  }

  /// A decoding error as "snapshots[3].status: missing".
  private static func describe(_ error: DecodingError) -> String {
    func path(_ keys: [any CodingKey]) -> String {
      keys.map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue }.joined().drop { $0 == "." }.description
    }
    switch error {
    case .keyNotFound(let key, let context): return "\(path(context.codingPath + [key])) is missing"
    case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
      return "\(path(context.codingPath)) is not what the format says (\(context.debugDescription))"
    @unknown default: return "\(error)"
    }
  }

  /// One entry as a result, refused when its names do not make its path, or its status, kind
  /// or position is not one a run writes.
  private static func decodeResult(_ entry: Snapshot, planned: Int, at index: Int) throws(ReportReadError)
    -> SnapshotResult
  {
    let subject: SnapshotResult.Subject
    if entry.path.isEmpty {
      subject = .unreadableProvider(entry.preview)
    } else {
      let candidates = [false, true].map { named in
        SnapshotID(
          component: entry.component, preview: entry.preview, state: entry.state, width: entry.width,
          includesWidthInName: named, step: entry.step, variant: entry.variant)
      }
      guard let id = candidates.first(where: { $0.relativePath == entry.path }) else {
        throw ReportReadError(
          reason: "snapshot \(index + 1) (\(describe(entry))): its path is not the one its names make")
      }
      subject = .snapshot(id)
    }
    guard let status = SnapshotResult.Status(rawValue: entry.status) else {
      throw ReportReadError(
        reason: "snapshot \(index + 1) (\(describe(entry))): unknown status '\(TerminalText.escaped(entry.status))'")
    }
    var kind: SnapshotResult.Kind?
    if let name = entry.kind {
      guard let known = SnapshotResult.Kind(name: name) else {
        throw ReportReadError(
          reason: "snapshot \(index + 1) (\(describe(entry))): unknown kind '\(TerminalText.escaped(name))'")
      }
      kind = known
    }
    guard (0..<max(planned, 1)).contains(entry.position) else {
      throw ReportReadError(
        reason: "snapshot \(index + 1) (\(describe(entry))): position \(entry.position) is outside the "
          + "\(planned) the run planned")
    }
    var result = SnapshotResult(subject, status: status, kind: kind, message: entry.message)
    result.position = entry.position
    result.declaration = entry.declaration
    return result
  }
}

extension SnapshotResult.Kind {
  /// The kind a report spells `name` (see ``name``).
  init?(name: String) {
    if let change = SnapshotChange.Kind(rawValue: name) {
      self = .changed(change)
      return
    }
    let kinds: [SnapshotResult.Kind] = [.missing, .unreadable, .render, .write, .crashed, .timedOut, .discovery]
    guard let kind = kinds.first(where: { $0.name == name }) else { return nil }
    self = kind
  }
}
