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
/// executes it again on the same state, with the interaction so far played again. On quit,
/// the interaction is printed as the preview steps that reproduce it, ready to paste.
@MainActor
final class LiveCanvas: LiveHost {
  /// What a reloaded canvas is told by the one before it: where it was.
  struct Resume: Codable {
    /// The state's ``PlannedState/displayName``.
    var state: String
    /// What the person did on it.
    var steps: [PreviewStep]
  }

  /// The environment variable that carries a ``Resume`` to the re-executed runner.
  static let resumeVariable = "PREVIEW_RUNNER_LIVE_RESUME"

  private let items: [PlannedState]
  private let providers: [String: any PreviewProvider.Type]
  private var statesByPreview: [String: [PreviewState]] = [:]
  private var index: Int
  private var dependencies = DependencyValues(context: .preview)
  private var session: LiveSession?
  /// What each state the person tried recorded, by display name, kept across F2/F3.
  private(set) var recordings: [(state: String, recorder: StepRecorder)] = []
  private var buildStatus: String?
  private var monitor: SourceChangeMonitor?
  private var rebuilding = false
  private var changedWhileBuilding: [String] = []
  private let reload: Reload?

  /// How to rebuild and re-execute the runner when a source changes.
  struct Reload {
    var packageRoot: String
    var executable: String
    var arguments: [String]
  }

  init(items: [PlannedState], providers: [any PreviewProvider.Type], start: Int, reload: Reload?) {
    self.items = items
    var byName: [String: any PreviewProvider.Type] = [:]
    for provider in providers where byName[provider.previewName] == nil { byName[provider.previewName] = provider }
    self.providers = byName
    self.index = start
    self.reload = reload
  }

  private var item: PlannedState { items[index] }

  // MARK: LiveHost

  func makeRoot() -> AnyView {
    dependencies = DependencyValues(context: .preview)
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
    item.variant.apply(to: &environment)
    return environment
  }

  /// The other items that are the current state in another variant, in plan order after it.
  private var variantIndices: [Int] {
    let others = items.indices.filter { $0 != index && items[$0].isSameState(as: item) }
    return others.filter { $0 > index } + others.filter { $0 < index }
  }

  /// The index of the next (`forward`) or previous state in the current variant, when there
  /// is another state; the states of a preview with variants are one item per variant.
  private func stateIndex(forward: Bool) -> Int? {
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
    return (min(item.width, terminalColumns), min(item.height ?? height, height))
  }

  var statusLine: (leading: String, trailing: String)? {
    // The position among the states in this variant: the variants of a state are one place.
    let inVariant = items.indices.filter { items[$0].variant == item.variant }
    let place = (inVariant.firstIndex(of: index) ?? 0) + 1
    let position = inVariant.count > 1 ? " \(place)/\(inVariant.count)" : ""
    let variantKey = variantIndices.isEmpty ? "" : "F4 variant · "
    let stateKeys = stateIndex(forward: true) == nil ? "" : "F2/F3 state · "
    let keys = stateKeys + variantKey + "F5 restart · ^C quit "
    // The build's news first: it is what changed.
    let name = TerminalText.escaped(item.displayName)
    if let buildStatus { return (" \(buildStatus) — \(name)", keys) }
    return (" \(name)\(position)", keys)
  }

  func functionKey(_ number: Int, in session: LiveSession) -> Bool {
    switch number {
    case 2, 3:
      guard let next = stateIndex(forward: number == 3) else { return true }
      keepRecording(session)
      index = next
      session.restart()
    case 4:
      guard let next = variantIndices.first else { return true }
      keepRecording(session)
      index = next
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
    if let reload {
      monitor = SourceChangeMonitor(root: reload.packageRoot) { [weak self] paths in self?.sourcesChanged(paths) }
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
    guard !recorder.entries.isEmpty else { return }
    recordings.removeAll { $0.state == item.displayName }
    recordings.append((item.displayName, recorder))
  }

  // MARK: Hot reload

  private func sourcesChanged(_ paths: [String]) {
    guard let reload else { return }
    guard !rebuilding else {
      // Saved while building: built again once this build ends, never lost.
      changedWhileBuilding.append(contentsOf: paths)
      return
    }
    rebuilding = true
    let names = paths.map { ($0 as NSString).lastPathComponent }
    buildStatus = "rebuilding after \(names.prefix(2).joined(separator: ", "))\(names.count > 2 ? ", …" : "")…"
    session?.setNeedsRender()
    let product = (reload.executable as NSString).lastPathComponent
    let release = reload.executable.split(separator: "/").contains("release")
    Task { @MainActor in
      let result = await PackageBuild.swiftBuild(product: product, release: release, in: reload.packageRoot)
      self.rebuilding = false
      if !self.changedWhileBuilding.isEmpty {
        let paths = self.changedWhileBuilding
        self.changedWhileBuilding = []
        self.sourcesChanged(paths)
        return
      }
      switch result {
      case .succeeded:
        self.relaunch(reload)
      case .failed(let diagnostics):
        let firstError = diagnostics.split(separator: "\n").first { $0.contains("error:") } ?? "see swift build"
        self.buildStatus = "build failed: \(TerminalText.escaped(String(firstError)))"
        self.session?.setNeedsRender()
      }
    }
  }

  /// Executes the rebuilt runner on the same state, telling it what to play again.
  private func relaunch(_ reload: Reload) {
    guard let session else { return }
    let resume = Resume(state: item.displayName, steps: session.recorder.steps)
    guard let data = try? JSONEncoder().encode(resume) else { return }
    session.handOver {
      _ = POSIX.setenv(Self.resumeVariable, String(decoding: data, as: UTF8.self), 1)
      var argv: [UnsafeMutablePointer<CChar>?] = ([reload.executable] + reload.arguments).map { POSIX.strdup($0) }
      argv.append(nil)
      _ = POSIX.execv(reload.executable, argv)
      FileHandle.standardError.write(
        Data("error: cannot re-execute \(reload.executable): \(String(cString: POSIX.strerror(POSIX.errno)))\n".utf8))
    }
    session.stop()
  }

  // MARK: Running

  /// `preview-runner live`: plans the states the filters select (in this process: a preview
  /// that crashes ends the canvas, with the terminal restored) and runs the canvas on them
  /// from the first. `reloadable` when this is the real runner, which can rebuild itself.
  static func start(
    options: RunnerOptions, environment: [String: String], providers: [any PreviewProvider.Type],
    workingDirectory: String, output: Console, reloadable: Bool, variants: [PreviewVariant] = [.light]
  ) async -> Int32 {
    let plan: PreviewPlan
    do {
      plan = try PreviewPlan.make(
        previews: providers.map { PreviewDescription($0, configured: variants) }, filters: options.filters,
        states: options.states, variants: options.variants, width: options.width, shard: nil, unreadablePreviews: [])
    } catch {
      output.printError("error: \(error.description)")
      return 2
    }
    guard !plan.items.isEmpty else {
      output.printError("error: no preview state to run; add a PreviewProvider with states")
      return 2
    }
    var reload: Reload?
    if reloadable, let root = PackagePaths.root(from: workingDirectory) {
      reload = Reload(
        packageRoot: root, executable: PackageBuild.currentExecutable(),
        arguments: Array(CommandLine.arguments.dropFirst()))
    }
    return await run(
      items: plan.items, providers: providers, environment: environment, colorDepth: options.colorDepth,
      reload: reload, output: output)
  }

  /// Runs the canvas on `items` until Ctrl-C; prints the recorded steps afterwards.
  static func run(
    items: [PlannedState], providers: [any PreviewProvider.Type], environment: [String: String],
    colorDepth: ColorDepth?, reload: Reload?, output: Console
  ) async -> Int32 {
    // A dark terminal, when it says so, starts in the first state's dark variant.
    var start = 0
    if ColorScheme.detected(environment: environment) == .dark,
      let dark = items.firstIndex(where: { $0.isSameState(as: items[0]) && $0.variant.colorScheme == .dark })
    {
      start = dark
    }
    var resumeSteps: [PreviewStep] = []
    if let text = environment[resumeVariable],
      let resume = try? JSONDecoder().decode(Resume.self, from: Data(text.utf8))
    {
      _ = POSIX.unsetenv(resumeVariable)
      if let found = items.firstIndex(where: { $0.displayName == resume.state }) {
        start = found
        resumeSteps = resume.steps
      }
    }
    let canvas = LiveCanvas(items: items, providers: providers, start: start, reload: reload)
    if !resumeSteps.isEmpty {
      Task { @MainActor in
        guard let session = canvas.session else { return }
        if let missing = await session.replay(resumeSteps) {
          canvas.buildStatus = "reloaded; could not replay “\(TerminalText.escaped(missing.description))”"
          session.setNeedsRender()
        }
      }
    }
    let outcome = await LiveRuntime.run(host: canvas, environment: environment, colorDepth: colorDepth) {
      canvas.makeRoot()
    }
    canvas.monitor?.stop()
    if outcome.ending != nil {
      if !outcome.recorder.entries.isEmpty {
        canvas.recordings.removeAll { $0.state == canvas.item.displayName }
        canvas.recordings.append((canvas.item.displayName, outcome.recorder))
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
