import PreviewSnapshots
import TextUI

/// The effects of one verify run, around its pure parts: checks what it was asked to write
/// before rendering anything (``Preflight``), renders every planned state, asks the ``Judge``
/// for each rendering's verdict and the ``RecordPolicy`` what to do, then does it — writes a
/// snapshot, keeps a rendering (``KeptRenderings``), prints and counts — and at the end looks
/// for ``StaleSnapshots`` and writes the reports.
@MainActor
struct VerifyRun {
  let options: RunnerOptions
  let recordMode: SnapshotRecordMode
  let plan: PreviewPlan
  let workingDirectory: String
  let output: Console
  let store: SnapshotStore
  /// The snapshots directory as messages name it, see ``SnapshotsFolder/shown``; diffs name
  /// it as the options do, so that they apply from the package root.
  let shownSnapshots: String
  /// Pending renderings and `.new` files.
  var kept: KeptRenderings
  /// What the HTML report draws, by snapshot path; filled only when one is requested.
  var renderings: [String: HTMLReport.Rendering] = [:]
  let wantsRenderings: Bool
  let colored: Bool
  var summary = RunSummary()
  /// Snapshots whose rendering changed, printed after the run grouped by change.
  var changes = ChangeGroups()
  /// The snapshots directory as listed when the run started writing (swept of interrupted
  /// writes then, and read again for stale snapshots at the end), so each folder is listed
  /// once per run; `nil` in CI mode, which lists it only at the end.
  var listing: SnapshotStore.Listing?
  var progress: ProgressLine
  /// The providers whose declarations could not be read: their files are not stale, since
  /// nobody knows which states they declare.
  var unreadablePreviews: [String] = []
  /// Cut rows, unknown SF Symbols and placeholders, noted as renderings arrive.
  var notes = RenderingNotes()
  /// Where each preview is declared, which every result carries for annotations.
  var declarations = PreviewDeclarations()

  init(configuration: RunConfiguration, plan: PreviewPlan, output: Console) {
    let options = configuration.options
    let workingDirectory = configuration.workingDirectory
    self.options = options
    self.recordMode = configuration.recordMode
    self.plan = plan
    self.workingDirectory = workingDirectory
    self.output = output
    let snapshots = SnapshotsFolder.resolve(options.snapshotsDirectory, workingDirectory: workingDirectory)
    self.store = SnapshotStore(root: snapshots.path)
    self.shownSnapshots = snapshots.shown
    self.kept = KeptRenderings(
      store: store, pending: PendingStore(snapshots: store),
      requestedNewDirectory: options.newDirectory.map { PackagePaths.resolve($0, in: workingDirectory) })
    self.progress = ProgressLine(output: output)
    self.wantsRenderings = options.reports.contains { $0.format == .html }
    self.colored = configuration.colored
    self.summary.shard = options.shard
    self.summary.planned = plan.planned
  }

  /// Fails each provider whose declarations could not be read, by name.
  mutating func reportUnreadable(_ unreadable: [DiscoveryFailure]) {
    unreadablePreviews = unreadable.map(\.preview)
    for failure in unreadable {
      printLine(
        "FAIL \(TerminalText.escaped(failure.preview)) \(failure.stage)\n\(TerminalText.escapedLines(failure.reason))\n"
      )
      var result = SnapshotResult(
        .unreadableProvider(failure.preview), status: failure.declaresNoStates ? .failed : .crashed,
        kind: .discovery, message: failure.message)
      result.position = plan.namePositions[failure.preview] ?? 0
      result.declaration = declarations.location(of: failure.preview)
      summary.results.append(result)
    }
  }

  mutating func run(executor: any StateExecutor, unreadable: [DiscoveryFailure]) async -> Int32 {
    let preflight = Preflight(
      options: options, recordMode: recordMode, plan: plan, store: store, workingDirectory: workingDirectory)
    if let problem = preflight.problem() {
      output.printError("error: \(TerminalText.escaped(problem))")
      return 2
    }
    var lock: SnapshotLock?
    if recordMode.writesIntoSnapshotsDirectory {
      do {
        try store.directory.create()
        lock = try SnapshotLock.acquire(store, description: SnapshotLock.holderDescription(of: "run"))
        let listed = try store.listing()
        listing = listed
        for path in try store.removeInterruptedWrites(in: listed) + kept.pending.removeLeftovers() {
          output.print("removed an interrupted write: \(TerminalText.escaped(path))")
        }
      } catch {
        output.printError("error: \(error)")
        return 2
      }
    }
    defer { lock?.release() }
    if recordMode != .never { kept.pendingAtStart = Set((try? kept.pending.relativePaths()) ?? []) }
    reportUnreadable(unreadable)
    let count = plan.items.count
    await executor.render(plan.items, output: .snapshot) { index, outcome in
      let item = plan.items[index]
      progress.show("[\(index + 1)/\(count)] \(TerminalText.escaped(item.displayName))")
      let firstResult = summary.results.count
      defer {
        summary.shareTime(outcome.seconds, from: firstResult)
        stamp(item, from: firstResult)
      }
      for rendered in outcome.steps {
        check(rendered, of: item)
      }
      if let failure = outcome.failure {
        let message =
          failure.isCrash
          ? "\(item.preview) \(item.stateName): \(failure)"
          : "\(item.preview) \(item.stateName) could not be rendered: \(failure)"
        let kind: SnapshotResult.Kind =
          switch failure {
          case .crashed: .crashed
          case .timedOut: .timedOut
          case .didNotSettle, .stepTargetNotFound, .unimplementedDependency: .render
          }
        let step = failedStep(failure, rendered: outcome.steps, of: item)
        fail(
          item, id: item.id(step: step), kind: kind, message: message, report: TerminalText.escapedLines(message),
          status: failure.isCrash ? .crashed : .failed)
      }
    }
    progress.clear()
    for block in changes.blocks(colored: colored, verbose: options.verbose) {
      output.print(block + "\n")
    }
    if let newDirectory = kept.newDirectory, kept.newFilesWritten > 0 {
      output.print("wrote new renderings to \(TerminalText.escaped(newDirectory))")
    }
    if let hint = acceptHint { output.print(TerminalText.escaped(hint)) }
    if kept.keptPending > 0 {
      output.print(
        "\(kept.keptPending) pending in \(TerminalText.escaped(shownSnapshots))/\(PendingStore.folderName): "
          + "review with: swift run preview-runner review")
    }
    lookForStale()
    let reportsWritten = writeReports()
    output.print(summary.summaryLine)
    return summary.failureCount > 0 || !reportsWritten ? 1 : 0
  }

  /// The step a state's failure is counted under: its own step, unless a rendering of that
  /// step already arrived (a worker lost after rendering but before saying it finished). Then
  /// it is the first rendering the state still owed, or, when none was owed, the last one,
  /// whose result the failure replaces: every snapshot counts once, passed or failed.
  mutating func failedStep(_ failure: StateFailure, rendered: [RenderedSnapshot], of item: PlannedState) -> String? {
    let renderedSteps = rendered.map(\.step)
    guard renderedSteps.contains(failure.step) else { return failure.step }
    let expected: [String?] = [nil] + item.stepNames
    if let owed = expected.first(where: { !renderedSteps.contains($0) }) { return owed }
    let id = item.id(step: renderedSteps.last ?? nil)
    if let index = summary.results.lastIndex(where: { $0.id == id }) { summary.results.remove(at: index) }
    return renderedSteps.last ?? nil
  }

  /// Compares one rendering with its snapshot and records the result.
  mutating func check(_ rendered: RenderedSnapshot, of item: PlannedState) {
    let id = item.id(step: rendered.step)
    let path = id.relativePath
    if wantsRenderings, let file = try? SnapshotFile.decode(rendered.bytes, path: path) {
      renderings[path] = HTMLReport.Rendering(rendered: file)
    }
    if !rendered.placeholders.isEmpty {
      summary.placeholders.append(PlaceholderNote(id: id, placeholders: rendered.placeholders))
    }
    for line in notes.lines(for: rendered, of: item) { printLine(line) }
    let recorded = Judge.Recorded { try store.load(relativePath: path) }
    // The path as the user named the folder ("Snapshots/…"), so that a relative folder gives
    // a diff that `git apply` takes from the working directory (from the package root for
    // the default folder, as `git diff` names paths from a subfolder).
    let verdict = Judge.verdict(
      recorded: recorded, rendered: rendered.bytes, path: path, shownPath: options.snapshotsDirectory + "/" + path)
    apply(
      RecordPolicy.action(recordMode, verdict.kind), verdict: verdict, to: rendered, of: item, id: id, path: path,
      recorded: recorded)
  }

  /// Carries out what the ``RecordPolicy`` says to do with a rendering: the effects of a
  /// verdict (writing, keeping pending, printing, counting). `id` and `path` are the
  /// rendering's, made once by ``check(_:of:)``.
  mutating func apply(
    _ action: RecordPolicy.Action, verdict: Verdict, to rendered: RenderedSnapshot, of item: PlannedState,
    id: SnapshotID, path: String, recorded: Judge.Recorded
  ) {
    switch action {
    case .pass:
      dropPending(relativePath: path)
      if options.verbose { printLine("passed: \(TerminalText.escaped(path))") }
      append(id, status: .passed)
    case .record(let written):
      let status: SnapshotResult.Status = written == .new ? .new : .recorded
      write(rendered, id: id, path: path, item: item, status: status, message: "\(status.rawValue): \(path)")
    case .pend:
      writeNew(rendered, id: id, base: .init(bytes: recorded.bytes), keep: .pending)
      printLine(TerminalText.escaped("new: \(path) (pending review)"))
      append(id, status: .new)
    case .fail(let keep):
      countFailure(verdict, of: rendered, item: item, id: id, path: path, recorded: recorded)
      writeNew(rendered, id: id, base: .init(bytes: recorded.bytes), keep: keep)
    }
  }

  /// Counts and reports a rendering that failed its verdict: a missing snapshot, a change
  /// (shown after the run, grouped), or a recorded file that cannot be read.
  mutating func countFailure(
    _ verdict: Verdict, of rendered: RenderedSnapshot, item: PlannedState, id: SnapshotID, path: String,
    recorded: Judge.Recorded
  ) {
    switch verdict {
    case .match:
      append(id, status: .passed)
    case .new:
      let message = "missing snapshot \(shownSnapshots)/\(path) — record it with: \(recordCommand(item))"
      fail(item, id: id, kind: .missing, message: message, report: TerminalText.escapedLines(message))
    case .changed(let change):
      var title = "FAIL \(TerminalText.escaped(item.displayName))"
      if let step = rendered.step { title += " › \(TerminalText.escaped(step))" }
      changes.add(change, title: title, path: options.snapshotsDirectory + "/" + path)
      if wantsRenderings, let bytes = recorded.bytes {
        renderings[path]?.reference = try? SnapshotFile.decode(bytes, path: path)
      }
      append(id, status: .failed, kind: .changed(change.kind), message: change.report(colored: false))
    case .unreadable(let reason):
      fail(item, id: id, kind: .unreadable, message: reason, report: TerminalText.escapedLines(reason))
    }
  }

  /// The command that records `item`'s component into this run's snapshots directory: a
  /// run without `--record` would only keep the rendering pending.
  func recordCommand(_ item: PlannedState) -> String {
    "swift run preview-runner --record" + snapshotsArgument + " " + SnapshotReadError.shellQuoted(item.component)
  }

  /// ` --snapshots DIR` when the run was given a snapshots directory other than the default,
  /// so that a suggested command acts on the same folder; empty otherwise.
  var snapshotsArgument: String {
    options.snapshotsDirectory == RunnerOptions.defaultSnapshotsDirectory
      ? "" : " --snapshots " + SnapshotReadError.shellQuoted(options.snapshotsDirectory)
  }

  /// What to do about a CI run's changed, missing or unreadable snapshots, which CI mode
  /// never writes: accept them in a local run. `nil` outside CI mode, or when no failure is
  /// one a new rendering could fix (a crash, a state that did not settle).
  var acceptHint: String? {
    recordMode == .never ? RunRecord.acceptHint(summary, snapshotsArgument: snapshotsArgument) : nil
  }

  /// Writes the rendering as the snapshot (never in CI mode) at `path`, the id's relative
  /// path, and records `status`.
  mutating func write(
    _ rendered: RenderedSnapshot, id: SnapshotID, path: String, item: PlannedState, status: SnapshotResult.Status,
    message: String
  ) {
    do {
      try store.write(rendered.bytes, toSnapshotAt: path)
      dropPending(relativePath: path)
      printLine(TerminalText.escaped(message))
      append(id, status: status)
    } catch {
      fail(
        item, id: id, kind: .write, message: "\(error)", report: "cannot write \(TerminalText.escaped(path)): \(error)")
    }
  }

  /// Keeps a rendering that differs from its snapshot (`base`), or has none, where `keep` says.
  mutating func writeNew(
    _ rendered: RenderedSnapshot, id: SnapshotID, base: PendingStore.Base, keep: RecordPolicy.Keep
  ) {
    if let warning = kept.keep(rendered, id: id, base: base, keep: keep) { printLine(warning) }
  }

  /// Drops the pending rendering at `relativePath`, if the run started with one.
  mutating func dropPending(relativePath: String) {
    if let warning = kept.dropPending(relativePath: relativePath) { printLine(warning) }
  }

  /// Prints the failure of the snapshot `id` of `item` (`report`, under a title naming it)
  /// and records its result.
  mutating func fail(
    _ item: PlannedState, id: SnapshotID, kind: SnapshotResult.Kind, message: String, report: String,
    status: SnapshotResult.Status = .failed
  ) {
    var title = "FAIL \(TerminalText.escaped(item.displayName))"
    if let step = id.step { title += " › \(TerminalText.escaped(step))" }
    var block = report
    while block.hasSuffix("\n") { block.removeLast() }
    printLine(title + "\n" + block + "\n")
    append(id, status: status, kind: kind, message: message)
  }

  /// Gives the results of `item` from index `first` on its position in the whole run and
  /// its preview's declaration.
  mutating func stamp(_ item: PlannedState, from first: Int) {
    guard first < summary.results.count else { return }
    let declaration = declarations.location(of: item.preview, stateIndex: item.stateIndex)
    for index in first..<summary.results.count {
      summary.results[index].position = item.position
      summary.results[index].declaration = declaration
    }
  }

  /// Records the result of the snapshot `id`.
  mutating func append(
    _ id: SnapshotID, status: SnapshotResult.Status, kind: SnapshotResult.Kind? = nil, message: String? = nil
  ) {
    summary.results.append(SnapshotResult(.snapshot(id), status: status, kind: kind, message: message))
  }

  /// Looks for stale snapshots, unless the run is a shard that cannot see the whole tree: every
  /// shard plans every state, so shard 1 looks for the whole run's; a filtered shard knows only
  /// its own components.
  mutating func lookForStale() {
    guard let shard = options.shard, shard.index != 1 || !options.filters.isEmpty || !options.states.isEmpty else {
      findStale()
      return
    }
    output.print(
      shard.index != 1
        ? "note: stale snapshots are looked for by shard 1/\(shard.count) only"
        : "note: stale snapshots are not looked for in a filtered shard")
  }

  /// Reports the snapshot files no preview produces, and prunes them when asked and nothing
  /// stands in the way.
  mutating func findStale() {
    let finder = StaleSnapshots(
      store: store, listing: listing, plan: plan, scoped: !options.filters.isEmpty || !options.states.isEmpty,
      unreadablePreviews: unreadablePreviews)
    do {
      summary.stale = try finder.find(results: summary.results)
    } catch {
      output.print("warning: cannot look for stale snapshots: \(error)")
      return
    }
    for path in summary.stale { output.print("stale: \(TerminalText.escaped(path))") }
    guard options.prune, !summary.stale.isEmpty else { return }
    if let refusal = StaleSnapshots.pruneRefusal(
      stale: summary.stale.count, failed: summary.failureCount,
      pendingNew: recordMode == .missing ? summary.count(.new) : 0, snapshotsArgument: snapshotsArgument)
    {
      output.print(refusal)
      return
    }
    summary.stale = finder.prune(summary.stale) { output.print($0) }
  }

  /// Writes every report; false (an error already printed) when one could not be written
  /// although it was checked before rendering.
  func writeReports() -> Bool {
    guard !options.reports.isEmpty else { return true }
    var summary = summary
    summary.revision =
      GitCheckout.around(
        PackagePaths.root(from: workingDirectory) ?? workingDirectory)?.revision
    let record = RunRecord(
      summary: summary, acceptHint: acceptHint,
      snapshotsFolder: SnapshotsFolder.fromPackageRoot(store.root, workingDirectory: workingDirectory),
      renderings: renderings, staleFiles: wantsRenderings ? staleFiles() : [:])
    var written = true
    for report in options.reports {
      if !ReportFile.write(
        report.format.report.encode(record), format: report.format, to: report.path,
        workingDirectory: workingDirectory, output: output)
      {
        written = false
      }
    }
    return written
  }

  /// The stale snapshot files that can be decoded, for the HTML report.
  func staleFiles() -> [String: SnapshotFile] {
    var files: [String: SnapshotFile] = [:]
    for path in summary.stale {
      guard case .found(let bytes) = try? store.load(relativePath: path) else { continue }
      files[path] = try? SnapshotFile.decode(bytes, path: path)
    }
    return files
  }

  /// Prints a line, first clearing the progress line so the two never mix.
  mutating func printLine(_ line: String) {
    progress.print(line)
  }
}
