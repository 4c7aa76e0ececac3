import CTextPreviewsEntryFallback
import Foundation
import PreviewKit
import TextUI

/// What happened to one snapshot (or to a state that could not be rendered) in a verify run.
public struct SnapshotResult: Sendable, Equatable {
  /// The outcome of one snapshot.
  public enum Status: String, Sendable {
    /// The rendering matches the recorded snapshot.
    case passed
    /// The rendering differs, the snapshot is missing in CI, unreadable, or the state failed to render.
    case failed
    /// No snapshot existed; the rendering was written as the snapshot.
    case new
    /// The snapshot differed or was unreadable and `--record` rewrote it.
    case recorded
  }

  /// The snapshot folder.
  public var component: String
  /// The preview's type name.
  public var preview: String
  /// The state's name.
  public var state: String
  /// The step name ("1 tap Fetch"), `nil` for the first render.
  public var step: String?
  /// The canvas width.
  public var width: Int
  /// The snapshot's path relative to the snapshots directory.
  public var path: String
  /// The outcome.
  public var status: Status
  /// What kind of failure or change: a change kind, "missing", "unreadable" or "render".
  public var kind: String?
  /// The failure message, without colour.
  public var message: String?
}

/// A dependency container that showed its "not set" placeholder in a rendering.
public struct PlaceholderNote: Sendable, Equatable {
  /// The snapshot folder.
  public var component: String
  /// The preview's type name.
  public var preview: String
  /// The state's name.
  public var state: String
  /// The step name, `nil` for the first render.
  public var step: String?
  /// The dependency container types shown as "not set".
  public var placeholders: [String]
}

/// Everything a verify run found, as written to `--report` files.
public struct RunSummary: Sendable, Equatable {
  /// One entry per snapshot, in run order.
  public var results: [SnapshotResult] = []
  /// Snapshot files, relative to the snapshots directory, that no preview produces.
  public var stale: [String] = []
  /// Placeholders shown, in run order.
  public var placeholders: [PlaceholderNote] = []

  /// How many results have `status`.
  public func count(_ status: SnapshotResult.Status) -> Int {
    results.count { $0.status == status }
  }

  /// The last line of a run: `N passed, N failed`, then `, N new` and `, N stale` when not zero.
  /// Recorded snapshots count as passed.
  public var summaryLine: String {
    var line = "\(count(.passed) + count(.recorded)) passed, \(count(.failed)) failed"
    if count(.new) > 0 { line += ", \(count(.new)) new" }
    if !stale.isEmpty { line += ", \(stale.count) stale" }
    return line
  }
}

/// The `preview-runner` command: discovers nothing itself — the executable passes the
/// providers the registry plugin found — and runs one mode over them.
///
/// ```swift
/// await PreviewRunnerCommand.main(providers: DiscoveredPreviews.providers, appChecks: DiscoveredPreviews.appChecks)
/// ```
@MainActor
public struct PreviewRunnerCommand {
  /// The version printed by `--version`.
  public static let version = "0.1.0"

  /// Runs with the process's arguments, environment and working directory, then exits with
  /// the run's code.
  public static func main(
    providers: [any PreviewProvider.Type], appChecks: [any AppCheckProvider.Type]
  ) async -> Never {
    textpreviews_note_runner_started()
    let code = await run(
      arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment,
      providers: providers, appChecks: appChecks, workingDirectory: FileManager.default.currentDirectoryPath,
      output: .standard(), keys: .terminal())
    exit(code)
  }

  /// Runs one invocation and returns its exit code: 0 when everything passed, 1 when a
  /// snapshot or render failed, 2 for a usage or configuration error.
  ///
  /// - Parameters:
  ///   - arguments: the command line without the program name.
  ///   - environment: decides CI mode (`CI`) and colour (`NO_COLOR`).
  ///   - workingDirectory: relative paths (`--snapshots`, `--report`, `--new-dir`) start here.
  ///   - output: where to print; `Console.capturing()` in tests.
  ///   - keys: where `review` reads its answers; `KeySource.scripted(_:)` in tests.
  public static func run(
    arguments: [String], environment: [String: String], providers: [any PreviewProvider.Type],
    appChecks: [any AppCheckProvider.Type], workingDirectory: String, output: Console, keys: KeySource = .none
  ) async -> Int32 {
    let options: RunnerOptions
    do {
      options = try RunnerOptions.parse(arguments)
    } catch {
      output.printError("error: \(error.message)\n" + HelpText.usage())
      return 2
    }
    let ci = options.resolvedCI(environment: environment)
    if ci && options.prune {
      output.printError(
        "error: '--prune' cannot be used in CI mode (the CI environment variable is set)\n" + HelpText.usage())
      return 2
    }
    let timeout = Duration.seconds(options.timeout)
    switch options.mode {
    case .help:
      output.print(HelpText.full(version: version))
      return 0
    case .version:
      output.print("preview-runner \(version)")
      return 0
    case .checkApp:
      return await AppCheck.run(appChecks, timeout: timeout) { output.print($0) }
    case .review:
      let store = SnapshotStore(root: VerifyRun.resolve(options.snapshotsDirectory, in: workingDirectory))
      let review = ReviewSession(
        store: store, pending: PendingStore(snapshots: store), shownFolder: options.snapshotsDirectory,
        filters: options.filters, action: options.reviewAction,
        colored: output.usesColor(options.color, environment: environment), output: output, keys: keys)
      return review.run()
    case .list, .show, .verify:
      break
    }
    let plan: PreviewPlan
    do {
      plan = try PreviewPlan.make(
        providers: providers, filters: options.filters, states: options.states, width: options.width)
    } catch {
      output.printError("error: \(error.description)")
      return 2
    }
    switch options.mode {
    case .list:
      for item in plan.items { output.print(item.displayName) }
      return 0
    case .show:
      let colored = output.usesColor(options.color, environment: environment)
      let depth = options.colorDepth ?? ColorDepth.detected(environment: environment)
      return await show(
        plan, renderer: StateRenderer(timeout: timeout), colored: colored, depth: depth, output: output)
    default:
      var verify = VerifyRun(
        options: options, ci: ci, environment: environment, providers: providers, plan: plan,
        workingDirectory: workingDirectory, output: output)
      return await verify.run(renderer: StateRenderer(timeout: timeout))
    }
  }

  /// Prints every rendering of every planned state, coloured as a terminal of `depth` shows
  /// it; fails only when a state did not render.
  private static func show(
    _ plan: PreviewPlan, renderer: StateRenderer, colored: Bool, depth: ColorDepth, output: Console
  ) async -> Int32 {
    var failed = false
    for item in plan.items {
      let outcome = await renderer.render(item.state, width: item.width, height: item.height)
      for rendered in outcome.steps {
        output.print("── \(item.displayName)" + (rendered.step.map { " › \($0)" } ?? ""))
        output.print(
          colored
            ? ANSIRenderer().render(depth.map(rendered.buffer)) : PlainTextRenderer().render(rendered.buffer))
      }
      if let failure = outcome.failure {
        output.printError("error: \(item.displayName): \(failure)")
        failed = true
      }
    }
    return failed ? 1 : 0
  }
}

/// One verify run: renders every planned state, compares each rendering with its snapshot,
/// reports, and writes what the mode allows.
///
/// `--jobs` is accepted but reserved: rendering must stay on the main actor, and snapshot
/// files are small enough that reading and writing them one by one is not the bottleneck.
@MainActor
struct VerifyRun {
  let options: RunnerOptions
  let ci: Bool
  let providers: [any PreviewProvider.Type]
  let plan: PreviewPlan
  let workingDirectory: String
  let output: Console
  let store: SnapshotStore
  /// Where a local run keeps renderings for `review`.
  let pending: PendingStore
  /// Pending renderings found at the start of the run, listed once: a state that passes or is
  /// recorded drops its own.
  var pendingAtStart: Set<String> = []
  /// How many renderings this run kept pending.
  var keptPending = 0
  let colored: Bool
  var summary = RunSummary()
  /// Snapshots whose rendering changed, printed after the run grouped by change.
  var changes = ChangeGroups()
  /// Where CI mode writes `.new` files, created on first use.
  var newDirectory: String?
  var progressShown = false

  init(
    options: RunnerOptions, ci: Bool, environment: [String: String], providers: [any PreviewProvider.Type],
    plan: PreviewPlan, workingDirectory: String, output: Console
  ) {
    self.options = options
    self.ci = ci
    self.providers = providers
    self.plan = plan
    self.workingDirectory = workingDirectory
    self.output = output
    self.store = SnapshotStore(root: Self.resolve(options.snapshotsDirectory, in: workingDirectory))
    self.pending = PendingStore(snapshots: store)
    self.colored = output.usesColor(options.color, environment: environment)
  }

  static func resolve(_ path: String, in directory: String) -> String {
    path.hasPrefix("/") ? path : URL(fileURLWithPath: directory).appendingPathComponent(path).path
  }

  mutating func run(renderer: StateRenderer) async -> Int32 {
    // The unfiltered plan names every file a preview produces; made first, so that a
    // configuration error outside the filter stops the run before anything is rendered.
    let full: PreviewPlan
    do {
      full = try PreviewPlan.make(providers: providers)
    } catch {
      output.printError("error: \(error.description)")
      return 2
    }
    if !ci { pendingAtStart = Set((try? pending.relativePaths()) ?? []) }
    for (index, item) in plan.items.enumerated() {
      showProgress("[\(index + 1)/\(plan.items.count)] \(item.component)/\(item.preview) \(item.state.name)")
      let outcome = await renderer.render(item.state, width: item.width, height: item.height)
      for rendered in outcome.steps {
        check(rendered, of: item)
      }
      if let failure = outcome.failure {
        let id = item.id()
        let step: String? =
          switch failure {
          case .didNotSettle(let step, _): step
          case .stepTargetNotFound(let step, _): step
          }
        let message = "\(item.preview) \(item.state.name) could not be rendered: \(failure)"
        fail(item, id: id, step: step, kind: "render", message: message, report: message)
      }
    }
    clearProgress()
    for block in changes.blocks(colored: colored, verbose: options.verbose) {
      output.print(block + "\n")
    }
    if let newDirectory {
      output.print("wrote new renderings to \(newDirectory)")
    }
    if keptPending > 0 {
      output.print(
        "\(keptPending) pending in \(options.snapshotsDirectory)/\(PendingStore.folderName): "
          + "review with: swift run preview-runner review")
    }
    findStale(full: full)
    writeReports()
    output.print(summary.summaryLine)
    return summary.count(.failed) > 0 ? 1 : 0
  }

  /// Compares one rendering with its snapshot and records the result.
  mutating func check(_ rendered: RenderedStep, of item: PlannedState) {
    let id = item.id(step: rendered.step)
    let path = id.relativePath
    let actual = SnapshotFile(id: id, buffer: rendered.buffer)
    notePlaceholders(rendered, of: item)
    let comparison: SnapshotComparison
    var recorded: [UInt8]?
    do {
      switch try store.load(id) {
      case .missing:
        missing(actual, item: item, step: rendered.step)
        return
      case .found(let bytes):
        recorded = bytes
        // The path as the user named the folder ("Snapshots/…"), so that a relative folder
        // gives a diff that `git apply` takes from the working directory.
        let shownPath = options.snapshotsDirectory + "/" + path
        comparison = try SnapshotComparison.compare(recordedBytes: bytes, actual: actual, path: shownPath)
      }
    } catch let error as SnapshotReadError {
      unreadable(actual, item: item, step: rendered.step, reason: error.description, base: .init(bytes: recorded))
      return
    } catch {
      unreadable(actual, item: item, step: rendered.step, reason: "\(error)", base: .init(bytes: recorded))
      return
    }
    switch comparison {
    case .match:
      if !ci { dropPending(id) }
      if options.verbose { printLine("passed: \(path)") }
      append(item, step: rendered.step, path: path, status: .passed)
    case .changed(let change):
      if options.record {
        write(actual, item: item, step: rendered.step, status: .recorded, message: "recorded: \(path)")
      } else {
        var title = "FAIL \(item.displayName)"
        if let step = rendered.step { title += " › \(step)" }
        changes.add(change, title: title, path: options.snapshotsDirectory + "/" + path)
        append(
          item, step: rendered.step, path: path, status: .failed, kind: change.kind.rawValue,
          message: change.report(colored: false))
        writeNew(actual, id: id, base: .init(bytes: recorded))
      }
    }
  }

  /// No snapshot yet: kept pending as new (written with `--record`), except in CI mode where
  /// it is a failure.
  mutating func missing(_ actual: SnapshotFile, item: PlannedState, step: String?) {
    let path = actual.id.relativePath
    if options.record {
      write(actual, item: item, step: step, status: .new, message: "new: \(path)")
      return
    }
    guard ci else {
      writeNew(actual, id: actual.id, base: .none)
      printLine("new: \(path) (pending review)")
      append(item, step: step, path: path, status: .new)
      return
    }
    let file = options.snapshotsDirectory + "/" + path
    let message = "missing snapshot \(file) — record it with: swift run preview-runner \(item.component)"
    fail(item, id: actual.id, step: step, kind: "missing", message: message, report: message)
    writeNew(actual, id: actual.id, base: .none)
  }

  /// The recorded file cannot be read or decoded: a failure, unless `--record` rewrites it.
  mutating func unreadable(
    _ actual: SnapshotFile, item: PlannedState, step: String?, reason: String, base: PendingStore.Base
  ) {
    let path = actual.id.relativePath
    if options.record {
      write(actual, item: item, step: step, status: .recorded, message: "recorded: \(path)")
    } else {
      fail(item, id: actual.id, step: step, kind: "unreadable", message: reason, report: reason)
      writeNew(actual, id: actual.id, base: base)
    }
  }

  /// Writes `file` as the snapshot (never in CI mode) and records `status`.
  mutating func write(
    _ file: SnapshotFile, item: PlannedState, step: String?, status: SnapshotResult.Status, message: String
  ) {
    let path = file.id.relativePath
    do {
      try store.write(file)
      dropPending(file.id)
      printLine(message)
      append(item, step: step, path: path, status: status)
    } catch {
      fail(item, id: file.id, step: step, kind: "write", message: "\(error)", report: "cannot write \(path): \(error)")
    }
  }

  /// Keeps a rendering that differs from its snapshot (`base`), or has none: pending for
  /// `review` in a local run, a `.new` file in the CI directory in CI mode.
  mutating func writeNew(_ file: SnapshotFile, id: SnapshotID, base: PendingStore.Base) {
    guard ci else {
      do {
        try pending.keep(file, base: base)
        keptPending += 1
      } catch {
        printLine("warning: cannot keep the new rendering of \(id.relativePath) for review: \(error)")
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
      try store.writeNew(file, for: id, into: newDirectory)
    } catch {
      printLine("warning: cannot write the new rendering of \(id.relativePath): \(error)")
    }
  }

  /// Drops the pending rendering of `id` if the run started with one: the state passed or
  /// was recorded, so there is nothing left to review.
  mutating func dropPending(_ id: SnapshotID) {
    guard pendingAtStart.remove(id.relativePath) != nil else { return }
    do {
      try pending.drop(relativePath: id.relativePath)
    } catch {
      printLine("warning: \(error)")
    }
  }

  mutating func fail(_ item: PlannedState, id: SnapshotID, step: String?, kind: String, message: String, report: String)
  {
    var title = "FAIL \(item.displayName)"
    if let step { title += " › \(step)" }
    var block = report
    while block.hasSuffix("\n") { block.removeLast() }
    printLine(title + "\n" + block + "\n")
    append(item, step: step, path: id.relativePath, status: .failed, kind: kind, message: message)
  }

  mutating func append(
    _ item: PlannedState, step: String?, path: String, status: SnapshotResult.Status, kind: String? = nil,
    message: String? = nil
  ) {
    summary.results.append(
      SnapshotResult(
        component: item.component, preview: item.preview, state: item.state.name, step: step, width: item.width,
        path: path, status: status, kind: kind, message: message))
  }

  mutating func notePlaceholders(_ rendered: RenderedStep, of item: PlannedState) {
    guard !rendered.placeholders.isEmpty else { return }
    summary.placeholders.append(
      PlaceholderNote(
        component: item.component, preview: item.preview, state: item.state.name, step: rendered.step,
        placeholders: rendered.placeholders))
    // Informational, never a failure: a preview injects only its own component's mocks, so
    // a destination it opens shows the "not set" placeholder by design.
    let place = "\(item.preview) \(item.state.name)" + (rendered.step.map { " › \($0)" } ?? "")
    for placeholder in rendered.placeholders {
      printLine("note: \(place): \(placeholder) is not set here (placeholder; not this preview's concern)")
    }
  }

  /// Finds snapshot files no preview produces, within the components in scope, and prunes
  /// them when asked and everything passed. `full` is the unfiltered plan, so that a state
  /// filter never makes the other states' files look stale.
  mutating func findStale(full: PreviewPlan) {
    let scoped = !options.filters.isEmpty || !options.states.isEmpty
    let components = scoped ? plan.components : nil
    var produced = Set(summary.results.map(\.path))
    for item in full.items where components?.contains(item.component) ?? true {
      produced.insert(item.id().relativePath)
      for (index, step) in item.state.steps.enumerated() {
        produced.insert(item.id(step: "\(index + 1) \(step)").relativePath)
      }
    }
    let existing: [String]
    do {
      existing = try store.existingSnapshots(components: components.map(Set.init))
    } catch {
      output.print("warning: cannot look for stale snapshots: \(error)")
      return
    }
    summary.stale = existing.filter { !produced.contains($0) }.sorted()
    for path in summary.stale { output.print("stale: \(path)") }
    guard options.prune, !summary.stale.isEmpty else { return }
    guard summary.count(.failed) == 0 else {
      let failed = summary.count(.failed)
      output.print("not pruning \(summary.stale.count) stale snapshots: \(failed) failed; fix them, then run --prune")
      return
    }
    var remaining: [String] = []
    for path in summary.stale {
      do {
        try store.delete(relativePath: path)
        output.print("pruned: \(path)")
      } catch {
        output.print("warning: cannot delete \(path): \(error)")
        remaining.append(path)
      }
    }
    summary.stale = remaining
  }

  func writeReports() {
    for report in options.reports {
      let path = Self.resolve(report.path, in: workingDirectory)
      let data: Data =
        switch report.format {
        case .json: JSONReport.encode(summary)
        case .junit: JUnitReport.encode(summary)
        }
      do {
        try data.write(to: URL(fileURLWithPath: path), options: .atomic)
      } catch {
        output.printError("warning: cannot write the \(report.format.rawValue) report to \(path): \(error)")
      }
    }
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
