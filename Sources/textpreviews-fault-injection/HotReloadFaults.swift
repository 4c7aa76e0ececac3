import Foundation
import PreviewRunner

/// Faults met by hot reload: `preview-runner live` in a user's package (laid out as the
/// README's, kept in `.build/fault-injection/hot-reload` so that a second run builds only
/// what changed) gets 20 saves in a row (ten each waited for, two of them breaking the build
/// first, then ten at once while it builds), its previewed provider and state renamed and
/// back, and a save that makes the rebuilt runner trap as it starts. After each: the canvas
/// shows what the save made, on the same state with the interaction played again, or says
/// why it cannot and waits; the process neither hangs nor leaks descriptors across reloads;
/// and when it ends, `stty` in the pane shows `icanon` and `echo` and the pane is off the
/// alternate screen.
extension FaultSuite {
  /// How many saves in a row: the first half each waited for, the second half at once.
  static let savesInARow = 20

  func hotReloadFaults() {
    let category = "hot reload"
    guard TmuxPane.isInstalled else {
      record(category, "setting up", problems: ["tmux is not installed: run scripts/install-tools tmux"])
      return
    }
    guard let checkout = PackagePaths.root(from: (runner as NSString).deletingLastPathComponent) else {
      record(category, "setting up", problems: ["no package above \(runner)"])
      return
    }
    let package = ReloadPackage(checkout: checkout)
    let started = Date()
    if let problem = package.prepare() {
      record(category, "building a user's package", problems: [problem])
      return
    }
    print("hot reload: the user's package built in \(String(format: "%.0f", Date().timeIntervalSince(started))) s")
    beginFaults()
    savesInARow(package)
    renamedPreview(package)
    failingSuccessor(package)
    _ = package.reset()
  }

  /// The canvas over `Counter` on its "tapped" state, Add pressed and "Ada" typed, built
  /// from generation 0.
  private func startCanvas(_ package: ReloadPackage, category: String) -> TmuxPane? {
    // Built whatever the files say: the last run may have ended on a build of other files.
    package.reset()
    if let problem = package.build() {
      record(category, "building generation 0", problems: [problem])
      return nil
    }
    let pane: TmuxPane
    do {
      pane = try TmuxPane(
        [package.root + "/.build/debug/preview-runner", "live", "Counter"], in: package.root,
        environment: ["SWIFT_BACKTRACE": "interactive=no"])
    } catch {
      record(category, "starting the canvas", problems: ["cannot start tmux: \(error)"])
      return nil
    }
    var ready = pane.wait(seconds: 30) { $0.contains("Generation 0 taps: 0") }
    if ready {
      pane.press("F3")
      ready = pane.wait(seconds: 20) { $0.contains("CounterPreviews tapped 2/2") }
    }
    if ready {
      pane.press("Enter")
      ready = pane.wait(seconds: 20) { $0.contains("taps: 1") }
    }
    if ready {
      pane.press("Tab")
      pane.type("Ada")
      ready = pane.wait(seconds: 20) { $0.contains("[Ada") }
    }
    guard ready else {
      record(category, "starting the canvas", problems: ["the canvas did not come up:\n\(pane.screen())"])
      pane.close()
      return nil
    }
    return pane
  }

  /// The canvas on generation `generation`, on the tapped state with the interaction back.
  private static func shows(_ generation: Int) -> (String) -> Bool {
    { $0.contains("Generation \(generation) taps: 1") && $0.contains("[Ada") && $0.contains("tapped 2/2") }
  }

  /// What must hold of the canvas process between saves: the same process (a reload keeps
  /// its id), still on the alternate screen, with no more open descriptors than after the
  /// first reload (each reload is a new program in the same process: one it leaks stays open
  /// in all that follow).
  private func aliveProblems(_ pane: TmuxPane, pid: POSIX.ProcessID, descriptors: Int) -> [String] {
    var problems: [String] = []
    if POSIX.kill(pid, 0) != 0 { problems.append("the canvas process is gone") }
    if !pane.alternateScreen { problems.append("the pane left the alternate screen") }
    let open = Self.openDescriptors(pid)
    if open > descriptors {
      problems.append("\(open) descriptors open, \(descriptors) after the first reload (a leak)")
    }
    return problems
  }

  private static func openDescriptors(_ pid: POSIX.ProcessID) -> Int {
    (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd"))?.count ?? 0
  }

  /// 20 saves in a row: ten waited for (the 4th and the 8th preceded by a save that breaks
  /// the build, shown on the status line), then ten at once; then Ctrl-C.
  private func savesInARow(_ package: ReloadPackage) {
    let category = "hot reload, saves in a row"
    guard let pane = startCanvas(package, category: category), let pid = pane.pid() else { return }
    defer { pane.close() }
    var descriptors = Int.max
    let waited = Self.savesInARow / 2
    for generation in 1...waited {
      if generation.isMultiple(of: 4) {
        package.saveCounter(generation: generation, broken: true)
        var problems: [String] = []
        if !pane.wait(seconds: 180, until: { $0.contains("build failed: Counter.swift:") }) {
          problems.append("no build error on the status line:\n\(pane.screen())")
        }
        problems += aliveProblems(pane, pid: pid, descriptors: descriptors)
        record(category, "a save that breaks the build", problems: problems)
      }
      package.saveCounter(generation: generation)
      var problems: [String] = []
      if !pane.wait(seconds: 180, until: Self.shows(generation)) {
        problems.append("generation \(generation) was not shown as reloaded:\n\(pane.screen())")
      }
      if generation == 1 { descriptors = Self.openDescriptors(pid) }
      problems += aliveProblems(pane, pid: pid, descriptors: descriptors)
      record(category, "save \(generation)", problems: problems)
    }
    // The rest at once, a tenth of a second apart: saved while building, built again after.
    for generation in (waited + 1)...Self.savesInARow {
      package.saveCounter(generation: generation)
      _ = POSIX.usleep(100_000)
    }
    var problems: [String] = []
    if !pane.wait(seconds: 300, until: Self.shows(Self.savesInARow)) {
      problems.append("the last of \(Self.savesInARow - waited) saves at once was not shown:\n\(pane.screen())")
    }
    problems += aliveProblems(pane, pid: pid, descriptors: descriptors)
    pane.press("C-c")
    problems += endProblems(of: pane, statuses: [0])
    if !pane.screen(history: true).contains(".type(\"Ada\", into: \"Name\")") {
      problems.append("the interaction was not printed at the end")
    }
    for generation in (waited + 1)...Self.savesInARow {
      record(category, "save \(generation), of \(Self.savesInARow - waited) at once", problems: problems)
    }
  }

  /// The previewed provider renamed (the canvas says so and waits), then back (the canvas
  /// comes back to the same state); the previewed state renamed (the canvas falls back to
  /// the first state and says so).
  private func renamedPreview(_ package: ReloadPackage) {
    let category = "hot reload, renamed provider or state"
    guard let pane = startCanvas(package, category: category), let pid = pane.pid() else { return }
    defer { pane.close() }
    // A canvas with nothing to show holds a descriptor fewer than one showing a state: leaks
    // are looked for across the saves in a row, which reload one kind of canvas.
    let descriptors = Int.max
    package.savePreviews(provider: "TallyPreviews")
    var problems: [String] = []
    if !pane.wait(seconds: 180, until: { $0.contains("no preview matches 'Counter'") }) {
      problems.append("the canvas did not say the preview is gone:\n\(pane.screen())")
    }
    problems += aliveProblems(pane, pid: pid, descriptors: descriptors)
    record(category, "provider renamed", problems: problems)
    package.savePreviews(provider: "CounterPreviews")
    problems = []
    if !pane.wait(seconds: 180, until: Self.shows(0)) {
      problems.append("renamed back, the canvas did not come back to its state:\n\(pane.screen())")
    }
    problems += aliveProblems(pane, pid: pid, descriptors: descriptors)
    record(category, "provider renamed back", problems: problems)
    package.savePreviews(provider: "CounterPreviews", tappedState: "tapped twice")
    problems = []
    if !pane.wait(seconds: 180, until: { $0.contains("state “tapped” is gone") && $0.contains("taps: 0") }) {
      problems.append("the canvas did not say the state is gone:\n\(pane.screen())")
    }
    problems += aliveProblems(pane, pid: pid, descriptors: descriptors)
    pane.press("C-c")
    problems += endProblems(of: pane, statuses: [0])
    record(category, "state renamed", problems: problems)
  }

  /// A save that makes the rebuilt runner trap while it reads its previews: it must end with
  /// the terminal restored and its crash report shown.
  private func failingSuccessor(_ package: ReloadPackage) {
    let category = "hot reload, failing successor"
    guard let pane = startCanvas(package, category: category) else { return }
    defer { pane.close() }
    package.savePreviews(provider: "CounterPreviews", trapping: true)
    var problems = endProblems(of: pane, statuses: [128 + POSIX.SIGILL, 128 + POSIX.SIGTRAP], seconds: 180)
    if !pane.screen(history: true).contains("Fatal error") { problems.append("no crash report after the restore") }
    record(category, "the rebuilt runner traps as it starts", problems: problems)
  }
}

/// The user's package the hot-reload faults save into: a component, `Counter`, whose text
/// names its generation, and its previews, next to this checkout by path.
struct ReloadPackage {
  let checkout: String
  let root: String

  init(checkout: String) {
    self.checkout = checkout
    root = checkout + "/.build/fault-injection/hot-reload/FaultApp"
  }

  /// Lays the package out and builds its runner; the problem, if it did not build.
  func prepare() -> String? {
    write(
      """
      // swift-tools-version: 6.0
      import PackageDescription

      let settings: [SwiftSetting] = [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]

      let package = Package(
        name: "FaultApp",
        platforms: [.macOS(.v15)],
        dependencies: [.package(name: "TextPreviews", path: \(String(reflecting: checkout)))],
        targets: [
          .target(
            name: "FaultApp", dependencies: [.product(name: "TextUI", package: "TextPreviews")],
            swiftSettings: settings),
          .executableTarget(
            name: "preview-runner",
            dependencies: ["FaultApp", .product(name: "PreviewRunner", package: "TextPreviews")],
            path: "Previews", swiftSettings: settings,
            plugins: [.plugin(name: "PreviewRegistryPlugin", package: "TextPreviews")]),
        ]
      )

      """, to: "Package.swift")
    _ = reset()
    return build()
  }

  /// Builds the package's runner; the problem, if it did not build.
  func build() -> String? {
    let ended = Running.start(
      "/usr/bin/env", ["swift", "build", "--package-path", root, "--product", "preview-runner"], in: root,
      environment: [:]
    ).wait(deadline: 1800)
    if ended.code == 0 { return nil }
    return "swift build of \(root) failed (\(ended.code)):\n\(ended.output.suffix(3000))\(ended.error.suffix(3000))"
  }

  /// Generation 0 and the usual previews, as a run starts from; whether a file changed.
  @discardableResult
  func reset() -> Bool {
    let counter = saveCounter(generation: 0)
    return savePreviews(provider: "CounterPreviews") || counter
  }

  @discardableResult
  func saveCounter(generation: Int, broken: Bool = false) -> Bool {
    return write(
      """
      import TextUI

      public struct Counter: View {
        @State private var taps = 0
        @State private var name = ""

        public init() {}

        public var body: some View {
          VStack(alignment: .leading) {
            Text("Generation \(generation) taps: \\(\(broken ? "tapz" : "taps"))")
            Button("Add") { taps += 1 }
            TextField("Name", text: $name)
          }
        }
      }

      """, to: "Sources/FaultApp/Counter.swift")
  }

  @discardableResult
  func savePreviews(provider: String, tappedState: String = "tapped", trapping: Bool = false) -> Bool {
    let states =
      trapping
      ? "let none: [PreviewState] = []\n    return [none[1]]"
      : "[PreviewState(\"fresh\") { Counter() }, PreviewState(\(String(reflecting: tappedState))) { Counter() }]"
    return write(
      """
      import FaultApp
      import PreviewKit

      struct \(provider): PreviewProvider {
        static var states: [PreviewState] {
          \(states)
        }
      }

      """, to: "Previews/CounterPreviews.swift")
  }

  /// Writes `text` to `path` in the package if it differs, as an editor saves: replaced
  /// whole. Whether it differed.
  @discardableResult
  private func write(_ text: String, to path: String) -> Bool {
    let url = URL(fileURLWithPath: root + "/" + path)
    if (try? String(contentsOf: url, encoding: .utf8)) == text { return false }
    try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? Data(text.utf8).write(to: url, options: .atomic)
    return true
  }
}
