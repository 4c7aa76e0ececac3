import PreviewSnapshots

extension AgentWorkspace {
  /// `verify`: a verify run over the states the filters select, as `preview-runner` runs it
  /// locally (renderings that changed, or with no snapshot, kept pending; nothing written in
  /// CI mode), reported per snapshot with each failure's diff.
  func verify(_ arguments: ToolArguments, progress: ProgressReporter) async throws(ToolProblem) -> ToolResult {
    var options = RunnerOptions()
    options.filters = try arguments.strings("filters") ?? []
    options.states = try arguments.strings("states") ?? []
    options.snapshotsDirectory = settings.snapshotsDirectory
    options.timeout = settings.timeout
    options.jobs = settings.jobs
    let planned = try await previews().plan(filters: options.filters, states: options.states)
    let console = Console.capturing()
    let configuration: RunConfiguration
    do {
      configuration = try RunConfiguration(
        options: options, environment: environment, workingDirectory: workingDirectory, output: console)
    } catch {
      throw .failed(error.description)
    }
    var run = VerifyRun(configuration: configuration, plan: planned.plan, output: console)
    let code = await run.run(
      executor: ProgressExecutor(base: makeExecutor(), progress: progress), unreadable: planned.unreadable)
    if code == 2 {
      throw .failed(console.standardError.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    let summary = run.summary
    let pending = (try? PendingStore(snapshots: run.store).relativePaths().count) ?? 0
    var lines: [String] = []
    var results: [JSONValue] = []
    for result in summary.results where result.status != .passed {
      let name = result.id?.relativePath ?? result.preview
      lines.append("\(result.status.rawValue.uppercased()) \(name)" + (result.message.map { "\n\($0)" } ?? ""))
      results.append(
        .object([
          "snapshot": .string(name), "uri": .optional(result.id.map { SnapshotURI($0).text }),
          "status": .string(result.status.rawValue), "kind": .optional(result.kind?.name),
          "message": .optional(result.message),
        ]))
    }
    if pending > 0 { lines.append("\(pending) pending: review them with pending, then accept or reject") }
    lines.append(summary.summaryLine)
    return ToolResult(
      text: lines.joined(separator: "\n"),
      structured: .object([
        "summary": .string(summary.summaryLine), "passed": .integer(summary.count(.passed)),
        "failed": .integer(summary.failureCount), "new": .integer(summary.count(.new)),
        "recorded": .integer(summary.count(.recorded)), "pending": .integer(pending), "results": .array(results),
      ]))
  }
}
