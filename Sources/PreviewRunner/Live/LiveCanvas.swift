import Foundation
import PreviewKit
import PreviewSnapshots
import TextDependencies
import TextUI

/// `preview-runner live`: runs the matching preview states one at a time in the terminal,
/// each with its preview's own mocks, as Xcode's canvas runs a preview live.
///
/// Opening a state plays its steps, so the canvas starts where the state's snapshot is. A
/// status line names the state and the keys: F2 / F3 the previous / next state, F4 the list
/// of every matching state (``StatePicker``), F5 starts the state again, Ctrl-C quits. Each
/// state keeps what was done on it: leaving it and coming back plays its steps again. Saving
/// a Swift file of the package rebuilds the runner and executes it again on the same state,
/// with the interaction so far played again. On quit, each state that was changed is printed
/// as the preview state whose steps reproduce it, ready to paste.
@MainActor
final class LiveCanvas: LiveHost {
  /// What a reloaded canvas is told by the one before it: where it was.
  struct Resume: Codable {
    /// The state's ``PlannedState/displayName``.
    var state: String
    /// Its steps: its own and what the person did on it.
    var steps: [PreviewStep]
    /// The steps of the other states the person changed, by display name.
    var others: [String: [PreviewStep]]?
  }

  /// The environment variable that carries a ``Resume`` to the re-executed runner.
  static let resumeVariable = "PREVIEW_RUNNER_LIVE_RESUME"

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
    if picking {
      return AnyView(StatePicker(names: items.map(\.displayName), current: index) { [weak self] in self?.open($0) })
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

  var environment: EnvironmentValues { StateRenderer.previewEnvironment }

  func viewSize(terminalColumns: Int, rows: Int) -> (width: Int, height: Int) {
    let height = max(0, rows - 1)
    if picking { return (terminalColumns, height) }
    return (min(item.width, terminalColumns), min(item.height ?? height, height))
  }

  func statusLine(columns: Int) -> (leading: String, trailing: String)? {
    if picking {
      let keys: [CanvasStatusLine.Key] = [
        .init(full: "Enter open", compact: "Enter"), .init(full: "Esc close", compact: "Esc"),
      ]
      return CanvasStatusLine(path: "", state: "open a state", position: nil, news: nil, keys: keys).fitted(
        columns: columns)
    }
    var keys: [CanvasStatusLine.Key] = []
    if items.count > 1 {
      keys.append(.init(full: "F2/F3 state", compact: "F2/F3"))
      keys.append(.init(full: "F4 find", compact: "F4"))
    }
    keys.append(.init(full: "F5 restart", compact: "F5"))
    keys.append(.init(full: "^C quit", compact: "^C"))
    let line = CanvasStatusLine(
      path: TerminalText.escaped("\(item.component)/\(item.preview)"),
      state: TerminalText.escaped(item.stateName) + (item.includesWidthInName ? " @\(item.width)" : ""),
      position: items.count > 1 ? "\(index + 1)/\(items.count)" : nil, news: buildStatus, keys: keys)
    return line.fitted(columns: columns)
  }

  var startingSteps: [PreviewStep] {
    if picking { return [] }
    return recordings[item.displayName]?.steps ?? state(of: item)?.steps ?? []
  }

  func startingStepFailed(_ step: PreviewStep, in session: LiveSession) {
    buildStatus = "could not play “\(TerminalText.escaped(step.description))”"
    session.setNeedsRender()
  }

  func functionKey(_ number: Int, in session: LiveSession) -> Bool {
    switch number {
    case 2, 3:
      guard items.count > 1 else { return true }
      keepRecording(session)
      picking = false
      index = (index + (number == 3 ? 1 : items.count - 1)) % items.count
      session.restart()
    case 4:
      guard items.count > 1 else { return true }
      keepRecording(session)
      picking.toggle()
      session.restart()
    case 5:
      guard !picking else { return true }
      // Starting again forgets what was done on the state: its own steps are played.
      recordings[item.displayName] = nil
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

  /// Keeps the current state's steps (its own and what the person did), to play them again
  /// when it is opened again and to print them at the end. The list's are not kept.
  func keepRecording(_ session: LiveSession) {
    keep(session.recorder)
  }

  private func keep(_ recorder: StepRecorder) {
    guard !picking else { return }
    recordings[item.displayName] = recorder
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
    keepRecording(session)
    let resume = Resume(
      state: item.displayName, steps: recordings[item.displayName]?.steps ?? [],
      others: recordings.filter { $0.key != item.displayName }.mapValues(\.steps))
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
    workingDirectory: String, output: Console, reloadable: Bool
  ) async -> Int32 {
    let plan: PreviewPlan
    do {
      plan = try PreviewPlan.make(
        previews: providers.map(PreviewDescription.init), filters: options.filters, states: options.states,
        width: options.width, shard: nil, unreadablePreviews: [])
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
    var start = 0
    var resumed: [String: StepRecorder] = [:]
    if let text = environment[resumeVariable],
      let resume = try? JSONDecoder().decode(Resume.self, from: Data(text.utf8))
    {
      _ = POSIX.unsetenv(resumeVariable)
      if let found = items.firstIndex(where: { $0.displayName == resume.state }) {
        start = found
        // Played when the state opens, in place of its own steps (which they start with).
        resumed[resume.state] = StepRecorder(steps: resume.steps)
      }
      for (state, steps) in resume.others ?? [:] where items.contains(where: { $0.displayName == state }) {
        resumed[state] = StepRecorder(steps: steps)
      }
    }
    let canvas = LiveCanvas(items: items, providers: providers, start: start, reload: reload)
    canvas.recordings = resumed
    canvas.visited = items.map(\.displayName).filter { resumed[$0] != nil }
    let outcome = await LiveRuntime.run(host: canvas, environment: environment, colorDepth: colorDepth) {
      canvas.makeRoot()
    }
    canvas.monitor?.stop()
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
      let declared = self.state(of: item)?.steps ?? []
      guard recorder.steps != declared else { continue }
      output.print("// \(TerminalText.escaped(state)): the interaction as preview steps")
      output.print(recorder.swiftSource(stateName: item.stateName))
      printed += 1
    }
    if printed == 0 { output.print("no interaction recorded") }
  }
}
