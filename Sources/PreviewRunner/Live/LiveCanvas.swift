import Foundation
import PreviewKit
import PreviewSnapshots
import TextDependencies
import TextUI

/// `preview-runner live`: runs the matching preview states one at a time in the terminal,
/// each with its preview's own mocks, as Xcode's canvas runs a preview live.
///
/// A status line names the state and the keys: F2 / F3 the previous / next state, F4 the
/// state's next variant (a dark terminal, no colour, another locale, right to left), F5 starts
/// the state again, Ctrl-C quits. It starts in the dark variant when `COLORFGBG` says the
/// terminal is dark and the state has one. Saving a Swift file of the package rebuilds the runner and
/// executes it again on the same state, with the interaction so far played again
/// (``HotReload``). A reloaded canvas whose state or preview is gone (renamed, deleted) says
/// so in its place and waits for the next save. On quit, the interaction is printed as the
/// preview steps that reproduce it, ready to paste.
@MainActor
final class LiveCanvas: LiveHost {
  private let items: [PlannedState]
  private let providers: [String: any PreviewProvider.Type]
  private var statesByPreview: [String: [PreviewState]] = [:]
  private var index: Int
  private var dependencies = DependencyValues(context: .preview)
  private var session: LiveSession?
  /// What each state the person tried recorded, by display name, kept across F2/F3.
  private(set) var recordings: [(state: String, recorder: StepRecorder)] = []
  /// Why there is no state to run: after a reload, the preview or state that was shown is
  /// gone. Shown in the state's place until the next save brings a build that has it.
  private let missing: String?
  /// Something the status line says before the state's name (a step a reload could not
  /// play again, a state that is gone).
  private var note: String?
  private let reload: HotReload?
  /// What to play again on the first state: what the person did before a reload.
  private let resumeSteps: [PreviewStep]
  /// Where the canvas was before a reload found nothing to show (``missing``): passed on to
  /// the next reload, so that a build that has the state again comes back to it.
  private let carried: HotReload.Resume?
  /// When the build that made this runner started, for a reloaded canvas.
  private let builtAfter: Date?

  init(
    items: [PlannedState], providers: [any PreviewProvider.Type], start: Int, reload: HotReload?,
    resumeSteps: [PreviewStep] = [], missing: String? = nil, carried: HotReload.Resume? = nil, note: String? = nil,
    builtAfter: Date? = nil
  ) {
    self.items = items
    var byName: [String: any PreviewProvider.Type] = [:]
    for provider in providers where byName[provider.previewName] == nil { byName[provider.previewName] = provider }
    self.providers = byName
    self.index = start
    self.reload = reload
    self.resumeSteps = resumeSteps
    self.missing = missing
    self.carried = carried
    self.note = note
    self.builtAfter = builtAfter ?? carried?.buildStart
  }

  private var item: PlannedState? { items.indices.contains(index) ? items[index] : nil }

  // MARK: LiveHost

  func makeRoot() -> AnyView {
    dependencies = DependencyValues(context: .preview)
    guard let item else { return AnyView(MissingState(reason: missing ?? "no preview state to run")) }
    guard let state = state(of: item) else {
      return AnyView(Text("\(item.preview) no longer has a state \"\(item.stateName)\"").foregroundColor(.red))
    }
    return withDependencies {
      $0 = dependencies
    } operation: {
      state.makeView()
    }
  }

  var environment: EnvironmentValues {
    var environment = StateRenderer.previewEnvironment
    item?.variant.apply(to: &environment)
    return environment
  }

  /// The other items that are the current state in another variant, in plan order after it.
  private var variantIndices: [Int] {
    guard let item else { return [] }
    let others = items.indices.filter { $0 != index && items[$0].isSameState(as: item) }
    return others.filter { $0 > index } + others.filter { $0 < index }
  }

  /// The index of the next (`forward`) or previous state in the current variant, when there
  /// is another state; the states of a preview with variants are one item per variant.
  private func stateIndex(forward: Bool) -> Int? {
    guard let item else { return nil }
    let count = items.count
    for step in 1..<max(1, count) {
      let candidate = (index + (forward ? step : count - step)) % count
      if !items[candidate].isSameState(as: item) && items[candidate].variant == item.variant {
        return candidate
      }
    }
    return nil
  }

  func viewSize(terminalColumns: Int, rows: Int) -> (width: Int, height: Int) {
    let height = max(0, rows - 1)
    guard let item else { return (terminalColumns, height) }
    return (min(item.width, terminalColumns), min(item.height ?? height, height))
  }

  var statusLine: (leading: String, trailing: String)? {
    // A failed build's error first, whole: it is what to fix, and the keys but Ctrl-C wait.
    if let reload, reload.buildFailed, let status = reload.status { return (" \(status)", "^C quit ") }
    guard let item else { return (" nothing to show — save to rebuild", "^C quit ") }
    // The position among the states in this variant: the variants of a state are one place.
    let inVariant = items.indices.filter { items[$0].variant == item.variant }
    let place = (inVariant.firstIndex(of: index) ?? 0) + 1
    let position = inVariant.count > 1 ? " \(place)/\(inVariant.count)" : ""
    let variantKey = variantIndices.isEmpty ? "" : "F4 variant · "
    let stateKeys = stateIndex(forward: true) == nil ? "" : "F2/F3 state · "
    let keys = stateKeys + variantKey + "F5 restart · ^C quit "
    // The build's news first: it is what changed.
    let name = TerminalText.escaped(item.displayName)
    if let status = reload?.status { return (" \(status) — \(name)", keys) }
    if let note { return (" \(note) — \(name)\(position)", keys) }
    return (" \(name)\(position)", keys)
  }

  func functionKey(_ number: Int, in session: LiveSession) -> Bool {
    switch number {
    case 2, 3, 4:
      guard let next = number == 4 ? variantIndices.first : stateIndex(forward: number == 3) else { return true }
      keepRecording(session)
      index = next
      note = nil
      session.restart()
    case 5:
      session.restart()
    default:
      return false
    }
    return true
  }

  func withContext<Result>(_ body: () -> Result) -> Result {
    withDependencies {
      $0 = dependencies
    } operation: {
      body()
    }
  }

  func sessionStarted(_ session: LiveSession) {
    self.session = session
    reload?.start(session: session, builtAfter: builtAfter) { [unowned self] in
      guard let item else { return carried ?? HotReload.Resume(state: "", steps: []) }
      return HotReload.Resume(state: item.displayName, stateName: item.stateName, steps: session.recorder.steps)
    }
    guard !resumeSteps.isEmpty else { return }
    // Before any input is handled: keys typed while the canvas was replaced act after these.
    session.startReplay(resumeSteps) { [weak self] missing in
      guard let self, let missing else { return }
      note = "reloaded; could not replay “\(TerminalText.escaped(missing.description))”"
      session.setNeedsRender()
    }
  }

  private func state(of item: PlannedState) -> PreviewState? {
    if statesByPreview[item.preview] == nil { statesByPreview[item.preview] = providers[item.preview]?.states }
    guard let states = statesByPreview[item.preview], states.indices.contains(item.stateIndex),
      states[item.stateIndex].name == item.stateName
    else { return nil }
    return states[item.stateIndex]
  }

  /// Keeps what the person did on the current state, for the summary at the end.
  func keepRecording(_ session: LiveSession) {
    let recorder = session.recorder
    guard let item, !recorder.entries.isEmpty else { return }
    recordings.removeAll { $0.state == item.displayName }
    recordings.append((item.displayName, recorder))
  }

  // MARK: Running

  /// `preview-runner live`: plans the states the filters select (in this process: a preview
  /// that crashes ends the canvas, with the terminal restored) and runs the canvas on them
  /// from the first. `reloadable` when this is the real runner, which can rebuild itself.
  static func start(
    options: RunnerOptions, environment: [String: String], providers: [any PreviewProvider.Type],
    workingDirectory: String, output: Console, reloadable: Bool, variants: [PreviewVariant] = [.light]
  ) async -> Int32 {
    // A reloaded canvas: the process before this one was on this state.
    let resume = HotReload.takeResume(from: environment)
    var reload: HotReload?
    if reloadable, let root = PackagePaths.root(from: workingDirectory) {
      reload = HotReload(
        HotReload.Target(
          packageRoot: root, executable: PackageBuild.currentExecutable(),
          arguments: Array(CommandLine.arguments.dropFirst())))
    }
    let items: [PlannedState]
    do {
      items = try PreviewPlan.make(
        previews: providers.map { PreviewDescription($0, configured: variants) }, filters: options.filters,
        states: options.states, variants: options.variants, width: options.width, shard: nil, unreadablePreviews: []
      ).items
    } catch {
      // After a save that renamed or deleted what was shown: said in its place, and the
      // canvas waits for the next save, which may bring it back.
      guard resume != nil else {
        output.printError("error: \(error.description)")
        return 2
      }
      return await run(
        canvas: LiveCanvas(
          items: [], providers: providers, start: 0, reload: reload, missing: error.description, carried: resume),
        environment: environment, colorDepth: options.colorDepth, output: output)
    }
    guard !items.isEmpty else {
      let reason = "no preview state to run; add a PreviewProvider with states"
      guard resume != nil else {
        output.printError("error: \(reason)")
        return 2
      }
      return await run(
        canvas: LiveCanvas(items: [], providers: providers, start: 0, reload: reload, missing: reason, carried: resume),
        environment: environment, colorDepth: options.colorDepth, output: output)
    }
    return await run(
      canvas: canvas(
        items: items, providers: providers, resume: resume, reload: reload,
        dark: ColorScheme.detected(environment: environment) == .dark),
      environment: environment, colorDepth: options.colorDepth, output: output)
  }

  /// The canvas on `items`, on the state a reloaded canvas was on if it is still there; on a
  /// `dark` terminal, a fresh canvas starts in the first state's dark variant when it has one.
  static func canvas(
    items: [PlannedState], providers: [any PreviewProvider.Type], resume: HotReload.Resume?, reload: HotReload?,
    dark: Bool = false
  ) -> LiveCanvas {
    guard let resume, !resume.state.isEmpty else {
      let first =
        dark ? items.firstIndex { $0.isSameState(as: items[0]) && $0.variant.colorScheme == .dark } ?? 0 : 0
      return LiveCanvas(
        items: items, providers: providers, start: first, reload: reload, builtAfter: resume?.buildStart)
    }
    guard let found = items.firstIndex(where: { $0.displayName == resume.state }) else {
      return LiveCanvas(
        items: items, providers: providers, start: 0, reload: reload,
        note: "state “\(TerminalText.escaped(resume.stateName ?? resume.state))” is gone", builtAfter: resume.buildStart
      )
    }
    return LiveCanvas(
      items: items, providers: providers, start: found, reload: reload, resumeSteps: resume.steps,
      builtAfter: resume.buildStart)
  }

  /// Runs `canvas` until Ctrl-C; prints the recorded steps afterwards.
  static func run(
    canvas: LiveCanvas, environment: [String: String], colorDepth: ColorDepth?, output: Console
  ) async -> Int32 {
    let outcome = await LiveRuntime.run(host: canvas, environment: environment, colorDepth: colorDepth) {
      canvas.makeRoot()
    }
    await canvas.reload?.stop()
    if let failure = canvas.reload?.execFailure {
      output.printError("error: \(failure)")
      return 1
    }
    if let missing = canvas.missing, outcome.ending != nil {
      output.printError("error: \(missing)")
      return 2
    }
    if outcome.ending != nil {
      if let item = canvas.item, !outcome.recorder.entries.isEmpty {
        canvas.recordings.removeAll { $0.state == item.displayName }
        canvas.recordings.append((item.displayName, outcome.recorder))
      }
      canvas.printRecordings(output: output)
    }
    return outcome.status
  }

  private func printRecordings(output: Console) {
    if recordings.isEmpty {
      output.print("no interaction recorded")
      return
    }
    for (state, recorder) in recordings {
      output.print("// \(TerminalText.escaped(state)): the interaction as preview steps")
      let name = items.first { $0.displayName == state }?.stateName ?? state
      output.print(recorder.swiftSource(stateName: name))
    }
  }
}

/// What a reloaded canvas shows when the state it was on is gone: why, and what to do.
private struct MissingState: View {
  let reason: String

  var body: some View {
    VStack(alignment: .leading) {
      Text(TerminalText.escaped(reason)).foregroundColor(.red)
      Text("Save a Swift file of the package to rebuild; Ctrl-C quits.")
    }
  }
}
