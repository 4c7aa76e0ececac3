import Foundation
import TextUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// One verify run: checks what it was asked to write before rendering anything, renders
/// every planned state, compares each rendering with its snapshot, reports, and writes what
/// the record mode allows.
@MainActor
struct VerifyRun {
  let options: RunnerOptions
  let recordMode: RecordMode
  let plan: PreviewPlan
  let workingDirectory: String
  let output: Console
  let store: SnapshotStore
  /// The snapshots directory as messages name it, see ``SnapshotsFolder/shown``; diffs name
  /// it as the options do, so that they apply from the package root.
  let shownSnapshots: String
  /// Where a local run keeps renderings for `review`.
  let pending: PendingStore
  /// Pending renderings found at the start of the run, listed once: a state that passes or is
  /// recorded drops its own.
  var pendingAtStart: Set<String> = []
  /// How many renderings this run kept pending.
  var keptPending = 0
  /// What the HTML report draws, by snapshot path; filled only when one is requested.
  var renderings: [String: HTMLReport.Rendering] = [:]
  let wantsRenderings: Bool
  let colored: Bool
  var summary = RunSummary()
  /// Snapshots whose rendering changed, printed after the run grouped by change.
  var changes = ChangeGroups()
  /// Where CI mode writes `.new` files, chosen on first use.
  var newDirectory: String?
  /// How many `.new` files reached `newDirectory`.
  var newFilesWritten = 0
  /// The snapshots directory as listed when the run started writing (swept of interrupted
  /// writes then, and read again for stale snapshots at the end), so each folder is listed
  /// once per run; `nil` in CI mode, which lists it only at the end.
  var listing: SnapshotStore.Listing?
  var progressShown = false
  /// The providers whose declarations could not be read: their files are not stale, since
  /// nobody knows which states they declare.
  var unreadablePreviews: [String] = []
  /// The unknown SF Symbol names warned about so far: each once a run.
  var warnedSymbols: Set<String> = []

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
    self.pending = PendingStore(snapshots: store)
    self.wantsRenderings = options.reports.contains { $0.format == .html }
    self.colored = configuration.colored
    self.summary.shard = options.shard
  }

  /// Fails each provider whose declarations could not be read, by name.
  mutating func reportUnreadable(_ unreadable: [DiscoveryFailure]) {
    unreadablePreviews = unreadable.map(\.preview)
    for failure in unreadable {
      let message = "\(failure.preview) could not be read: \(failure.reason)"
      printLine(
        "FAIL \(TerminalText.escaped(failure.preview)) (reading its states)\n\(TerminalText.escapedLines(failure.reason))\n"
      )
      summary.results.append(
        SnapshotResult(.unreadableProvider(failure.preview), status: .crashed, kind: .discovery, message: message))
    }
  }

  nonisolated static func resolve(_ path: String, in directory: String) -> String {
    path.hasPrefix("/") ? path : URL(fileURLWithPath: directory).appendingPathComponent(path).path
  }

  mutating func run(executor: any StateExecutor, unreadable: [DiscoveryFailure]) async -> Int32 {
    if let problem = problemBeforeRendering() {
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
        for path in try store.removeInterruptedWrites(in: listed) + pending.removeLeftovers() {
          output.print("removed an interrupted write: \(TerminalText.escaped(path))")
        }
      } catch {
        output.printError("error: \(error)")
        return 2
      }
    }
    defer { lock?.release() }
    if recordMode != .never { pendingAtStart = Set((try? pending.relativePaths()) ?? []) }
    reportUnreadable(unreadable)
    let count = plan.items.count
    await executor.render(plan.items, output: .snapshot) { index, outcome in
      let item = plan.items[index]
      showProgress("[\(index + 1)/\(count)] \(TerminalText.escaped(item.displayName))")
      let firstResult = summary.results.count
      defer { summary.shareTime(outcome.seconds, from: firstResult) }
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
    clearProgress()
    for block in changes.blocks(colored: colored, verbose: options.verbose) {
      output.print(block + "\n")
    }
    if let newDirectory, newFilesWritten > 0 {
      output.print("wrote new renderings to \(TerminalText.escaped(newDirectory))")
    }
    if let hint = acceptHint { output.print(TerminalText.escaped(hint)) }
    if keptPending > 0 {
      output.print(
        "\(keptPending) pending in \(TerminalText.escaped(shownSnapshots))/\(PendingStore.folderName): "
          + "review with: swift run preview-runner review")
    }
    if let shard = options.shard {
      output.print("note: stale snapshots are not looked for in shard \(shard): each shard renders only its part")
    } else {
      findStale()
    }
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

  /// What would make the run claim something that cannot happen, found before anything is
  /// rendered: a report or `.new` directory that cannot be written, a snapshots directory
  /// that does not exist, a `--record --width` that would record an undeclared width.
  func problemBeforeRendering() -> String? {
    for report in options.reports {
      let path = Self.resolve(report.path, in: workingDirectory)
      if let reason = Self.unwritableFile(path) {
        return "cannot write the \(report.format.rawValue) report to \(path): \(reason) — check --report"
      }
    }
    if recordMode == .never, let directory = options.newDirectory {
      let path = Self.resolve(directory, in: workingDirectory)
      if let reason = Self.unwritableDirectory(path) {
        return "cannot write new renderings to \(path): \(reason) — check --new-dir"
      }
    }
    let explicit = options.snapshotsDirectory != RunnerOptions.defaultSnapshotsDirectory
    do {
      // A file or a link where the directory should be is refused in every mode; a link
      // inside it (a component folder, `.pending`, the lock file) too, before anything is
      // read through it or written.
      let exists = try store.directory.exists()
      if !exists && (recordMode == .never || (explicit && recordMode != .failed)) {
        return "the snapshots directory \(TerminalText.escaped(store.root)) does not exist — check --snapshots, or "
          + "create it by recording: swift run preview-runner --record"
      }
      try store.checkForLinks()
    } catch {
      return "\(error)"
    }
    if recordMode == .failed, let width = options.width {
      let undeclared = plan.items.first { item in
        !(plan.allItems.contains { $0.preview == item.preview && $0.stateIndex == item.stateIndex && $0.width == width })
      }
      if let undeclared {
        let declared = plan.allItems.filter {
          $0.preview == undeclared.preview && $0.stateIndex == undeclared.stateIndex
        }.map { String($0.width) }
        return
          "'--record --width \(width)' would record \(TerminalText.escaped(undeclared.displayName)) at a width its "
          + "layout does not declare (it declares \(declared.joined(separator: ", "))); add \(width) to its "
          + "PreviewLayout, or record without --width"
      }
    }
    return nil
  }

  /// Why `path` cannot be written as a file, `nil` when it can.
  static func unwritableFile(_ path: String) -> String? {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
      if isDirectory.boolValue { return "it is a directory" }
      return access(path, W_OK) == 0 ? nil : String(cString: strerror(errno))
    }
    let parent = (path as NSString).deletingLastPathComponent
    guard FileManager.default.fileExists(atPath: parent, isDirectory: &isDirectory), isDirectory.boolValue else {
      return "the directory \(parent) does not exist"
    }
    return access(parent, W_OK | X_OK) == 0 ? nil : "the directory \(parent): \(String(cString: strerror(errno)))"
  }

  /// Why `path` cannot be used (and created, if missing) as a directory to write into.
  static func unwritableDirectory(_ path: String) -> String? {
    var candidate = path
    var isDirectory: ObjCBool = false
    while !FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory) {
      let parent = (candidate as NSString).deletingLastPathComponent
      if parent == candidate || parent.isEmpty { return "no part of it exists" }
      candidate = parent
    }
    guard isDirectory.boolValue else { return "\(candidate) is a file" }
    return access(candidate, W_OK | X_OK) == 0 ? nil : "\(candidate): \(String(cString: strerror(errno)))"
  }

  /// Compares one rendering with its snapshot and records the result.
  mutating func check(_ rendered: RenderedSnapshot, of item: PlannedState) {
    let id = item.id(step: rendered.step)
    let path = id.relativePath
    if wantsRenderings, let file = try? SnapshotFile.decode(rendered.bytes, path: path) {
      renderings[path] = HTMLReport.Rendering(rendered: file)
    }
    notePlaceholders(rendered, of: item)
    warnAboutUnknownSymbols(rendered, of: item)
    if rendered.cutRows > 0 {
      printLine(
        "warning: \(TerminalText.escaped(id.description)) is taller than \(ViewGraph.maximumNaturalHeight.formatted()) rows: "
          + "\(counted(rendered.cutRows, "row")) \(rendered.cutRows == 1 ? "was" : "were") not rendered (its last row "
          + "says so); give the preview a height, or show less")
    }
    let recorded = Judge.Recorded { try store.load(relativePath: path) }
    // The path as the user named the folder ("Snapshots/…"), so that a relative folder gives
    // a diff that `git apply` takes from the working directory (from the package root for
    // the default folder, as `git diff` names paths from a subfolder).
    let verdict = Judge.verdict(
      recorded: recorded, rendered: rendered.bytes, path: path, shownPath: options.snapshotsDirectory + "/" + path)
    apply(RecordPolicy.action(recordMode, verdict.kind), verdict: verdict, to: rendered, of: item, recorded: recorded)
  }

  /// Carries out what the ``RecordPolicy`` says to do with a rendering: the effects of a
  /// verdict (writing, keeping pending, printing, counting).
  mutating func apply(
    _ action: RecordPolicy.Action, verdict: Verdict, to rendered: RenderedSnapshot, of item: PlannedState,
    recorded: Judge.Recorded
  ) {
    let id = item.id(step: rendered.step)
    let path = id.relativePath
    switch action {
    case .pass:
      dropPending(relativePath: path)
      if options.verbose { printLine("passed: \(TerminalText.escaped(path))") }
      append(id, status: .passed)
    case .record(let status):
      let word = status == .new ? "new" : "recorded"
      write(rendered, id: id, item: item, status: status, message: "\(word): \(path)")
    case .pend:
      writeNew(rendered, id: id, base: .init(bytes: recorded.bytes), keep: .pending)
      printLine(TerminalText.escaped("new: \(path) (pending review)"))
      append(id, status: .new)
    case .fail(let keep):
      countFailure(verdict, of: rendered, item: item, recorded: recorded)
      writeNew(rendered, id: id, base: .init(bytes: recorded.bytes), keep: keep)
    }
  }

  /// Counts and reports a rendering that failed its verdict: a missing snapshot, a change
  /// (shown after the run, grouped), or a recorded file that cannot be read.
  mutating func countFailure(
    _ verdict: Verdict, of rendered: RenderedSnapshot, item: PlannedState, recorded: Judge.Recorded
  ) {
    let id = item.id(step: rendered.step)
    let path = id.relativePath
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
    guard recordMode == .never, summary.results.contains(where: { JUnitReport.acceptable($0.kind) }) else {
      return nil
    }
    let folder = snapshotsArgument
    return "to accept these renderings, run locally: swift run preview-runner\(folder), then swift run "
      + "preview-runner review\(folder) (or swift run preview-runner --record\(folder) <filter>)"
  }

  /// Writes the rendering as the snapshot (never in CI mode) and records `status`.
  mutating func write(
    _ rendered: RenderedSnapshot, id: SnapshotID, item: PlannedState, status: SnapshotResult.Status, message: String
  ) {
    let path = id.relativePath
    do {
      try store.write(rendered.text, to: id)
      dropPending(relativePath: path)
      printLine(TerminalText.escaped(message))
      append(id, status: status)
    } catch {
      fail(
        item, id: id, kind: .write, message: "\(error)", report: "cannot write \(TerminalText.escaped(path)): \(error)")
    }
  }

  /// Keeps a rendering that differs from its snapshot (`base`), or has none, where `keep`
  /// says: pending for `review` (a local run), or a `.new` file in the CI directory.
  mutating func writeNew(
    _ rendered: RenderedSnapshot, id: SnapshotID, base: PendingStore.Base, keep: RecordPolicy.Keep
  ) {
    guard keep == .newDirectory else {
      do {
        try pending.keep(text: rendered.text, for: id, base: base)
        keptPending += 1
      } catch {
        printLine(
          "warning: cannot keep the new rendering of \(TerminalText.escaped(id.relativePath)) for review: \(error)")
      }
      return
    }
    if newDirectory == nil {
      newDirectory =
        options.newDirectory.map { Self.resolve($0, in: workingDirectory) }
        ?? FileManager.default.temporaryDirectory
        .appendingPathComponent("preview-runner-new-\(UUID().uuidString)").path
    }
    do {
      try store.writeNew(rendered.text, for: id, into: newDirectory)
      newFilesWritten += 1
    } catch {
      printLine("warning: cannot write the new rendering of \(TerminalText.escaped(id.relativePath)): \(error)")
    }
  }

  /// Drops the pending rendering at `relativePath` (a snapshot id's) if the run started with
  /// one: the state passed or was recorded, so there is nothing left to review.
  mutating func dropPending(relativePath: String) {
    guard !pendingAtStart.isEmpty, pendingAtStart.remove(relativePath) != nil else { return }
    do {
      try pending.drop(relativePath: relativePath)
    } catch {
      printLine("warning: \(error)")
    }
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

  /// Records the result of the snapshot `id`.
  mutating func append(
    _ id: SnapshotID, status: SnapshotResult.Status, kind: SnapshotResult.Kind? = nil, message: String? = nil
  ) {
    summary.results.append(SnapshotResult(.snapshot(id), status: status, kind: kind, message: message))
  }

  /// Warns once a run about each SF Symbol name TextUI has no stand-in for, naming the first
  /// state that drew it: the snapshot shows a one-cell `▫` there, which is easy to miss.
  mutating func warnAboutUnknownSymbols(_ rendered: RenderedSnapshot, of item: PlannedState) {
    for name in rendered.unknownSymbols where warnedSymbols.insert(name).inserted {
      printLine(Self.unknownSymbolWarning(name, preview: item.preview, state: item.stateName, step: rendered.step))
    }
  }

  /// The warning about an SF Symbol name drawn as `LabelSymbols.unknownSymbol`.
  static func unknownSymbolWarning(_ name: String, preview: String, state: String, step: String?) -> String {
    let place = TerminalText.escaped("\(preview) \(state)" + (step.map { " › \($0)" } ?? ""))
    return "warning: \(place): TextUI knows no SF Symbol named \"\(TerminalText.escaped(name))\"; it is drawn as "
      + "\(LabelSymbols.unknownSymbol) (check the name, or use a symbol TextUI draws)"
  }

  mutating func notePlaceholders(_ rendered: RenderedSnapshot, of item: PlannedState) {
    guard !rendered.placeholders.isEmpty else { return }
    summary.placeholders.append(
      PlaceholderNote(id: item.id(step: rendered.step), placeholders: rendered.placeholders))
    // Informational, never a failure: a preview injects only its own component's mocks, so
    // a destination it opens shows the "not set" placeholder by design.
    let place = TerminalText.escaped("\(item.preview) \(item.stateName)" + (rendered.step.map { " › \($0)" } ?? ""))
    for placeholder in rendered.placeholders {
      printLine("note: \(place): \(placeholder) is not set here (placeholder; not this preview's concern)")
    }
  }

  /// Finds snapshot files no preview produces, within the components in scope, and prunes
  /// them when asked and everything passed. Every state counts as producing its files,
  /// selected or not, so that a state filter never makes the other states' files look stale.
  mutating func findStale() {
    let scoped = !options.filters.isEmpty || !options.states.isEmpty
    let components = scoped ? plan.components : nil
    let existing: [String]
    do {
      existing = try store.unsortedSnapshots(components: components.map(Set.init), in: listing)
    } catch {
      output.print("warning: cannot look for stale snapshots: \(error)")
      return
    }
    var produced = Set(summary.results.compactMap { $0.id?.relativePath })
    var stale = existing.filter { !produced.contains($0) }
    // A provider whose states could not be read owns files nobody can call stale.
    if !stale.isEmpty && !unreadablePreviews.isEmpty {
      let stems = unreadablePreviews.map { SnapshotID.safeName($0) + "." }
      stale = stale.filter { path in
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return !stems.contains { name.hasPrefix($0) }
      }
    }
    // The paths of every state not run are built only when a file is left that this run's
    // results do not name: usually none is, and building every path again costs as much as
    // checking a state.
    if !stale.isEmpty {
      for item in plan.allItems where components?.contains(item.component) ?? true {
        produced.insert(item.id().relativePath)
        for step in item.stepNames {
          produced.insert(item.id(step: step).relativePath)
        }
      }
      stale = stale.filter { !produced.contains($0) }
    }
    // Only the runner's own files are stale: a text file someone keeps beside the snapshots
    // is neither reported nor pruned.
    stale = stale.filter { store.holdsSnapshot(relativePath: $0) }
    // Only what is stale is sorted, for the report: usually nothing.
    summary.stale = stale.sorted()
    for path in summary.stale { output.print("stale: \(TerminalText.escaped(path))") }
    guard options.prune, !summary.stale.isEmpty else { return }
    guard summary.failureCount == 0 else {
      let failed = summary.failureCount
      output.print(
        "not pruning \(counted(summary.stale.count, "stale snapshot")): \(failed) failed; fix them, then run --prune")
      return
    }
    // A state renamed since the last recording leaves its old snapshot stale while its new
    // one is only pending: pruning then would leave it with no snapshot if that rendering
    // were rejected.
    let newPending = recordMode == .pending ? summary.count(.new) : 0
    guard newPending == 0 else {
      output.print(
        "not pruning \(counted(summary.stale.count, "stale snapshot")): \(counted(newPending, "new rendering")) "
          + "\(newPending == 1 ? "is" : "are") still pending, and a rejected one would leave its state with no "
          + "snapshot; accept them (swift run preview-runner review\(snapshotsArgument)) or record them "
          + "(--record) first, then run --prune")
      return
    }
    var remaining: [String] = []
    for path in summary.stale {
      do {
        try store.delete(relativePath: path)
        output.print("pruned: \(TerminalText.escaped(path))")
      } catch {
        output.print("warning: cannot delete \(TerminalText.escaped(path)): \(error)")
        remaining.append(path)
      }
    }
    summary.stale = remaining
  }

  /// Writes every report; false (an error already printed) when one could not be written
  /// although it was checked before rendering.
  func writeReports() -> Bool {
    guard !options.reports.isEmpty else { return true }
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

  mutating func showProgress(_ line: String) {
    guard output.isTerminal else { return }
    output.write("\r\u{1B}[K" + line)
    progressShown = true
  }

  mutating func clearProgress() {
    guard progressShown else { return }
    output.write("\r\u{1B}[K")
    progressShown = false
  }

  /// Prints a line, first clearing the progress line so the two never mix.
  mutating func printLine(_ line: String) {
    clearProgress()
    output.print(line)
  }
}
