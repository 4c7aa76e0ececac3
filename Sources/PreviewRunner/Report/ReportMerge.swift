/// Joins the JSON reports of a sharded run's shards back into the one run they split: the
/// same results in the same order, the same summary line, as one unsharded run would report.
///
/// Shards are only joined when they are the parts of one run, checked before anything is
/// written: one revision and one runner version; every shard 1…N of one count N exactly once;
/// the same planned positions, each covered by exactly one shard; no snapshot in two shards.
/// Each refusal names the files.
enum ReportMerge {
  /// One report to join: the name messages give it, and the run it describes.
  struct Input {
    var name: String
    var summary: RunSummary
  }

  /// Why the reports cannot be joined, naming the files.
  struct Refusal: Error, Equatable {
    var message: String
  }

  /// The one run `inputs` are the parts of (a lone whole run is its own merge).
  static func merge(_ inputs: [Input]) throws(Refusal) -> RunSummary {
    guard let first = inputs.first else { throw Refusal(message: "no report to merge") }
    try checkOrigin(inputs)
    let ordered = try checkShards(inputs)
    guard ordered.count > 1 || first.summary.shard != nil else { return first.summary }
    if let other = inputs.first(where: { $0.summary.planned != first.summary.planned }) {
      throw Refusal(
        message: "\(first.name) plans \(first.summary.planned) states and \(other.name) \(other.summary.planned): "
          + "the shards ran different selections (filters, --state, --width or previews); run every shard alike")
    }
    var owners: [String: String] = [:]
    var positions: [Int: String] = [:]
    var indexed: [(result: SnapshotResult, order: Int)] = []
    for input in ordered {
      var seenHere: Set<Int> = []
      for result in input.summary.results {
        let entry = JSONReport.Snapshot(result)
        let identity = JSONReport.identity(of: entry)
        if let owner = owners[identity] {
          throw Refusal(
            message: "\(JSONReport.describe(entry)) is in both \(owner) and \(input.name): two shards cover it")
        }
        owners[identity] = input.name
        if seenHere.insert(result.position).inserted, let owner = positions[result.position] {
          throw Refusal(
            message: "\(JSONReport.describe(entry)) is a state that \(owner) covers too (position \(result.position)), "
              + "in \(input.name): two shards cover it")
        }
        positions[result.position] = input.name
        indexed.append((result, indexed.count))
      }
    }
    if let missing = (0..<first.summary.planned).first(where: { positions[$0] == nil }) {
      let count = (0..<first.summary.planned).count { positions[$0] == nil }
      throw Refusal(
        message: "\(count) of the \(first.summary.planned) states the run planned are in no report (the first is "
          + "position \(missing)): the shards ran different selections; run every shard alike")
    }
    return joined(first.summary, indexed: indexed, inputs: ordered)
  }

  /// The merged summary: results in a whole run's order, stale files and placeholders joined.
  private static func joined(
    _ first: RunSummary, indexed: [(result: SnapshotResult, order: Int)], inputs: [Input]
  ) -> RunSummary {
    var merged = RunSummary()
    merged.planned = first.planned
    merged.revision = first.revision
    merged.runnerVersion = first.runnerVersion
    merged.results = indexed.sorted { ($0.result.position, $0.order) < ($1.result.position, $1.order) }.map(\.result)
    merged.stale = Array(Set(inputs.flatMap(\.summary.stale))).sorted()
    var positionOfPath: [String: Int] = [:]
    for result in merged.results {
      if let id = result.id { positionOfPath[id.relativePath] = result.position }
    }
    merged.placeholders = inputs.flatMap(\.summary.placeholders).enumerated().sorted { left, right in
      (positionOfPath[left.element.id.relativePath] ?? 0, left.offset)
        < (positionOfPath[right.element.id.relativePath] ?? 0, right.offset)
    }.map(\.element)
    return merged
  }

  /// Refuses reports of two revisions or two runner versions.
  private static func checkOrigin(_ inputs: [Input]) throws(Refusal) {
    func names(_ value: String?, _ key: (RunSummary) -> String?) -> String {
      inputs.filter { key($0.summary) == value }.map(\.name).joined(separator: ", ")
    }
    let revisions = unique(inputs.map(\.summary.revision))
    if revisions.count > 1 {
      let groups = revisions.map { revision in
        "\(names(revision, \.revision)) at \(revision.map { String($0.prefix(12)) } ?? "no known revision")"
      }
      throw Refusal(
        message: "the reports come from different revisions: \(groups.joined(separator: "; ")); merge the shards "
          + "of one CI run")
    }
    let versions = unique(inputs.map(\.summary.runnerVersion))
    if versions.count > 1 {
      let groups = versions.map { "\(names($0, \.runnerVersion)) by preview-runner \($0 ?? "")" }
      throw Refusal(
        message: "the reports come from different runner versions: \(groups.joined(separator: "; ")); "
          + "run every shard with the same runner")
    }
  }

  /// The inputs in shard order, refused unless they are every shard 1…N of one N once (or one
  /// whole run alone).
  private static func checkShards(_ inputs: [Input]) throws(Refusal) -> [Input] {
    if let whole = inputs.first(where: { $0.summary.shard == nil }) {
      guard inputs.count == 1 else {
        let shard = inputs.first { $0.summary.shard != nil }
        throw Refusal(
          message: "\(whole.name) is a whole run, not a shard"
            + (shard.map { ", but \($0.name) is shard \($0.summary.shard?.description ?? "")" } ?? "")
            + "; merge the shards of one run, or pass a whole run's report alone")
      }
      return inputs
    }
    let count = inputs[0].summary.shard?.count ?? 1
    if let other = inputs.first(where: { $0.summary.shard?.count != count }) {
      throw Refusal(
        message: "\(inputs[0].name) is shard \(inputs[0].summary.shard?.description ?? "") but \(other.name) is "
          + "shard \(other.summary.shard?.description ?? ""): merge the shards of one matrix")
    }
    var byIndex: [Int: Input] = [:]
    for input in inputs {
      let index = input.summary.shard?.index ?? 1
      if let earlier = byIndex[index] {
        throw Refusal(
          message: "shard \(index)/\(count) is in both \(earlier.name) and \(input.name): pass each shard once")
      }
      byIndex[index] = input
    }
    if let missing = (1...count).first(where: { byIndex[$0] == nil }) {
      let present = (1...count).compactMap { index in byIndex[index].map { "\(index)/\(count) (\($0.name))" } }
      throw Refusal(
        message: "shard \(missing)/\(count) is missing: the reports are shards \(present.joined(separator: ", ")); "
          + "download every shard's report (did its job fail before writing it?)")
    }
    return (1...count).compactMap { byIndex[$0] }
  }

  /// The distinct values of `values`, in first-seen order.
  private static func unique(_ values: [String?]) -> [String?] {
    var seen: [String?] = []
    for value in values where !seen.contains(value) { seen.append(value) }
    return seen
  }
}
