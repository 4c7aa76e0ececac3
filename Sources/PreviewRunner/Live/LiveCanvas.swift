import Foundation
import PreviewKit
import PreviewSnapshots
import TextDependencies
import TextUI

/// `preview-runner live`: runs the matching preview states one at a time in the terminal,
/// each with its preview's own mocks, as Xcode's canvas runs a preview live.
///
/// Opening a state plays its steps, so the canvas starts where the state's snapshot is. A
/// status line names the state and the keys (``CanvasStatusLine``): F2 / F3 the previous /
/// next state in the same variant, F4 the list of every matching state (``StatePicker``), F6
/// the state's next variant (a dark terminal, no colour, another locale, right to left; on a
/// dark terminal the canvas starts in the dark variant, see ``terminalColorSchemeDetected(_:)``),
/// F5 starts the state
/// again, Ctrl-C quits. Each state keeps what was done on it: leaving it and coming back
/// plays its steps again. Saving a Swift file of the package rebuilds the runner and executes
/// it again on the same state, with every state's steps played again (``HotReload``). A
/// reloaded canvas whose state or preview is gone (renamed, deleted) says so in its place and
/// waits for the next save. On quit, each state that was changed is printed as the preview
/// state whose steps reproduce it, ready to paste.
@MainActor
final class LiveCanvas: LiveHost {
  private let items: [PlannedState]
  private let providers: [String: any PreviewProvider.Type]
  private var statesByPreview: [String: [PreviewState]] = [:]
  private var index: Int
  private var dependencies = DependencyValues(context: .preview)
  private var session: LiveSession?
  /// The steps of each state visited (its own, then what the person did on it), by display
  /// name, kept across F2/F3 and played again when the state is opened again.
  private var recordings: [String: StepRecorder] = [:]
  /// The display names of the states visited, in the order first visited: the order the
  /// changed ones are printed in.
  private var visited: [String] = []
  /// Whether the list of states (F4) is open instead of a state.
  private var picking = false
  /// Why there is no state to run: after a reload, the preview or state that was shown is
  /// gone. Shown in the state's place until the next save brings a build that has it.
  private let missing: String?
  /// Something the status line says before the state's name (a step a reload could not
  /// play again, a state that is gone).
  private var note: String?
  private let reload: HotReload?
  /// Where the canvas was before a reload found nothing to show (``missing``): passed on to
  /// the next reload, so that a build that has the state again comes back to it.
  private let carried: HotReload.Resume?
  /// When the build that made this runner started, for a reloaded canvas.
  private let builtAfter: Date?
  /// Whether the canvas starts in the variant of the terminal's colour scheme: a fresh canvas
  /// whose variants nobody chose (`--variant`), not one a reload brought back to its state.
  private let followsTerminalScheme: Bool

  init(
    items: [PlannedState], providers: [any PreviewProvider.Type], start: Int, reload: HotReload?,
    resumed: [String: [PreviewStep]] = [:], missing: String? = nil, carried: HotReload.Resume? = nil,
    note: String? = nil,
    builtAfter: Date? = nil, followsTerminalScheme: Bool = false
  ) {
    self.items = items
    self.followsTerminalScheme = followsTerminalScheme
    var byName: [String: any PreviewProvider.Type] = [:]
    for provider in providers where byName[provider.previewName] == nil { byName[provider.previewName] = provider }
    self.providers = byName
    self.index = start
    self.reload = reload
    // Played when each state opens, in place of its own steps (which they start with).
    self.recordings = resumed.mapValues(StepRecorder.init(steps:))
    self.visited = items.map(\.displayName).filter { resumed[$0] != nil }
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
    if picking {
      // The states in the variant shown: F6 chooses the variant, the list a state.
      let shown = items.indices.filter { items[$0].variant == item.variant }
      return AnyView(
        StatePicker(names: shown.map { items[$0].displayName }, current: shown.firstIndex(of: index) ?? 0) {
          [weak self] in self?.open(shown[$0])
        })
    }
    if !visited.contains(item.displayName) { visited.append(item.displayName) }
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
    guard let item, !picking else { return (terminalColumns, height) }
    return (min(item.width, terminalColumns), min(item.height ?? height, height))
  }

  func statusLine(columns: Int) -> (leading: String, trailing: String)? {
    // A failed build's error first, whole: it is what to fix, and the keys but Ctrl-C wait.
    if let reload, reload.buildFailed, let status = reload.status { return (" \(status)", "^C quit ") }
    guard let item else { return (" nothing to show — save to rebuild", "^C quit ") }
    if picking {
      let keys: [CanvasStatusLine.Key] = [
        .init(full: "Enter open", compact: "Enter"), .init(full: "Esc close", compact: "Esc"),
      ]
      return CanvasStatusLine(path: "", state: "open a state", position: nil, news: nil, keys: keys).fitted(
        columns: columns)
    }
    // The keys, most used first; a key another mode of the canvas adds goes in its place here.
    var keys: [CanvasStatusLine.Key] = []
    if stateIndex(forward: true) != nil { keys.append(.init(full: "F2/F3 state", compact: "F2/F3")) }
    if items.count > 1 { keys.append(.init(full: "F4 find", compact: "F4")) }
    keys.append(.init(full: "F5 restart", compact: "F5"))
    if !variantIndices.isEmpty { keys.append(.init(full: "F6 variant", compact: "F6")) }
    keys.append(.init(full: "^C quit", compact: "^C"))
    // The build's news first: it is what changed.
    let line = CanvasStatusLine(
      path: TerminalText.escaped("\(item.component)/\(item.preview)"),
      state: TerminalText.escaped(item.stateName) + (item.includesWidthInName ? " @\(item.width)" : "")
        + (item.variant.isDefault ? "" : " [\(TerminalText.escaped(item.variant.name))]"),
      position: position(of: item), news: reload?.status ?? note, keys: keys)
    return line.fitted(columns: columns)
  }

  /// "2/7": where the state is among the states in its variant (a state's variants are one
  /// place), or `nil` for a lone state.
  private func position(of item: PlannedState) -> String? {
    let inVariant = items.indices.filter { items[$0].variant == item.variant }
    guard inVariant.count > 1 else { return nil }
    return "\((inVariant.firstIndex(of: index) ?? 0) + 1)/\(inVariant.count)"
  }

  var startingSteps: [PreviewStep] {
    guard let item, !picking else { return [] }
    return recordings[item.displayName]?.steps ?? state(of: item)?.steps ?? []
  }

  func startingStepFailed(_ step: PreviewStep, in session: LiveSession) {
    note = "could not play “\(TerminalText.escaped(step.description))”"
    session.setNeedsRender()
  }

  func functionKey(_ number: Int, in session: LiveSession) -> Bool {
    switch number {
    case 2, 3, 6:
      guard let next = number == 6 ? variantIndices.first : stateIndex(forward: number == 3) else { return true }
      keepRecording(session)
      picking = false
      index = next
      note = nil
      session.restart()
    case 4:
      guard items.count > 1 else { return true }
      keepRecording(session)
      picking.toggle()
      session.restart()
    case 5:
      guard !picking, let item else { return true }
      // Starting again forgets what was done on the state: its own steps are played.
      recordings[item.displayName] = nil
      note = nil
      session.restart()
    default:
      return false
    }
    return true
  }

  func escapeKey(in session: LiveSession) -> Bool {
    guard picking else { return false }
    picking = false
    session.restart()
    return true
  }

  /// Opens the state at `newIndex` of the list, from the list of states.
  private func open(_ newIndex: Int) {
    picking = false
    index = newIndex
    note = nil
    // After the list's button has finished acting on the view it belongs to.
    Task { @MainActor in self.session?.restart() }
  }

  func withContext<Result>(_ body: () -> Result) -> Result {
    withDependencies {
      $0 = dependencies
    } operation: {
      body()
    }
  }

  /// Asked only when it matters: a fresh canvas, no `--variant`, and a first state drawn for
  /// both a light and a dark terminal.
  var asksTerminalColorScheme: Bool {
    guard followsTerminalScheme, let item else { return false }
    return Set(items.filter { $0.isSameState(as: item) }.map(\.variant.colorScheme)).count > 1
  }

  /// The canvas starts in the first state's first variant of the terminal's scheme, when the
  /// terminal's scheme is known and is not the first variant's: the terminal's answer to a
  /// query of its background, else `COLORFGBG` (see `ColorScheme.detected(background:environment:)`).
  func terminalColorSchemeDetected(_ scheme: ColorScheme?) {
    guard followsTerminalScheme, let scheme, let item, item.variant.colorScheme != scheme,
      let first = items.firstIndex(where: { $0.isSameState(as: item) && $0.variant.colorScheme == scheme })
    else { return }
    index = first
  }

  func sessionStarted(_ session: LiveSession) {
    self.session = session
    reload?.start(session: session, builtAfter: builtAfter) { [unowned self] in
      guard let item else { return carried ?? HotReload.Resume(state: "", steps: []) }
      keepRecording(session)
      return HotReload.Resume(
        state: item.displayName, stateName: item.stateName, steps: recordings[item.displayName]?.steps ?? [],
        others: recordings.filter { $0.key != item.displayName }.mapValues(\.steps))
    }
  }

  private func state(of item: PlannedState) -> PreviewState? {
    if statesByPreview[item.preview] == nil { statesByPreview[item.preview] = providers[item.preview]?.states }
    guard let states = statesByPreview[item.preview], states.indices.contains(item.stateIndex),
      states[item.stateIndex].name == item.stateName
    else { return nil }
    return states[item.stateIndex]
  }

  /// Keeps the current state's steps (its own and what the person did), to play them again
  /// when it is opened again and to print them at the end. The list's are not kept.
  func keepRecording(_ session: LiveSession) {
    keep(session.recorder)
  }

  private func keep(_ recorder: StepRecorder) {
    guard let item, !picking else { return }
    recordings[item.displayName] = recorder
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
        followsTerminalScheme: options.variants.isEmpty),
      environment: environment, colorDepth: options.colorDepth, output: output)
  }

  /// The canvas on `items`, on the state a reloaded canvas was on if it is still there; a
  /// fresh canvas starts on the first state, in the variant of the terminal's colour scheme
  /// when it `followsTerminalScheme` (no variant was chosen on the command line).
  static func canvas(
    items: [PlannedState], providers: [any PreviewProvider.Type], resume: HotReload.Resume?, reload: HotReload?,
    followsTerminalScheme: Bool = false
  ) -> LiveCanvas {
    guard let resume, !resume.state.isEmpty else {
      return LiveCanvas(
        items: items, providers: providers, start: 0, reload: reload, builtAfter: resume?.buildStart,
        followsTerminalScheme: followsTerminalScheme)
    }
    guard let found = items.firstIndex(where: { $0.displayName == resume.state }) else {
      return LiveCanvas(
        items: items, providers: providers, start: 0, reload: reload,
        note: "state “\(TerminalText.escaped(resume.stateName ?? resume.state))” is gone", builtAfter: resume.buildStart
      )
    }
    var resumed = (resume.others ?? [:]).filter { state, _ in items.contains { $0.displayName == state } }
    resumed[resume.state] = resume.steps
    return LiveCanvas(
      items: items, providers: providers, start: found, reload: reload, resumed: resumed,
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
      canvas.keep(outcome.recorder)
      canvas.printRecordings(output: output)
    }
    return outcome.status
  }

  /// Prints, for each visited state the person changed (its steps are more than its own),
  /// the preview state whose steps reproduce it.
  private func printRecordings(output: Console) {
    var printed = 0
    for state in visited {
      guard let recorder = recordings[state], let item = items.first(where: { $0.displayName == state }) else {
        continue
      }
      guard recorder.steps != self.state(of: item)?.steps ?? [] else { continue }
      output.print("// \(TerminalText.escaped(state)): the interaction as preview steps")
      output.print(recorder.swiftSource(stateName: item.stateName))
      printed += 1
    }
    if printed == 0 { output.print("no interaction recorded") }
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
