import Foundation
import Testing

/// Hot reload in the user's package set up from the README (the same package as the recipe
/// tests, so this checkout is built there once): saving a Swift file while
/// `preview-runner live` runs rebuilds the runner and executes it again on the same state,
/// with what the person did there played again. Keys work while it builds, none is lost
/// across the hand-over, and every way the new build can fail leaves the terminal restored or
/// the canvas waiting for the next save.
extension DocumentedRecipeTests {
  /// A component with a button and a field to run live, as a user adds their own.
  static let counterSource = """
    import TextUI

    public struct Counter: View {
      @State private var taps = 0
      @State private var name = ""

      public init() {}

      public var body: some View {
        VStack(alignment: .leading) {
          Text("Taps: \\(taps)")
          Button("Add") { taps += 1 }
          TextField("Name", text: $name)
        }
      }
    }

    """

  static let counterPreviews = """
    import MyApp
    import PreviewKit

    struct CounterPreviews: PreviewProvider {
      static var states: [PreviewState] {
        [
          PreviewState("fresh") { Counter() },
          PreviewState("tapped", steps: [.tap("Add")]) { Counter() },
        ]
      }
    }

    """

  @Test("after a save the canvas comes back on the same state with the new code and the interaction replayed")
  func saveReloadsOnSameState() async throws {
    let package = try await UserPackage.shared.prepared()
    let counterPath = "Sources/MyApp/Counter.swift"
    let previewsPath = "Previews/CounterPreviews.swift"
    defer {
      for path in [counterPath, previewsPath] {
        try? FileManager.default.removeItem(at: package.root.appending(path: path))
      }
      try? package.removeSnapshots()
    }
    try package.writeManifest(languageMode: 6)
    try package.write(Self.counterSource, to: counterPath)
    try package.write(Self.counterPreviews, to: previewsPath)
    // On a thread of its own: a build must not hold one of the few threads of Swift's
    // cooperative pool, which the other async tests need meanwhile.
    let build = try await TmuxSession.offPool { try package.swift(["build", "--product", "preview-runner"]) }
    try #require(build.status == 0, "swift build failed:\n\(build.output)")
    // As `swift run preview-runner live Counter` runs it, from the package's folder.
    let runner = package.root.appending(path: ".build/debug/preview-runner").path
    let canvas = try await TmuxSession([runner, "live", "Counter"], in: package.root.path)
    defer { canvas.close() }
    try await canvas.waitFor("Taps: 0")
    try await canvas.press("F3")
    try await canvas.waitUntil("the second state") { $0.contains("CounterPreviews tapped 2/2") }
    // Opened where its snapshot is: its step played.
    try await canvas.waitFor("Taps: 1")
    try await canvas.waitForFocus(on: "Add")
    try await canvas.press("Enter")
    try await canvas.press("Enter")
    try await canvas.waitFor("Taps: 3")
    try await canvas.tab(toField: "Name")
    try await canvas.type("Ada")
    try await canvas.waitFor("Ada")

    try package.write(
      Self.counterSource.replacingOccurrences(of: "Text(\"Taps: ", with: "Text(\"Taps so far: "), to: counterPath)
    // The build's news on the status line first, then the new code on the same state.
    // An incremental build of the user's package: longer than a redraw on a busy machine.
    let reloaded = try await canvas.waitUntil("the reloaded canvas", deadline: .seconds(180)) {
      $0.contains("Taps so far: 3")
    }
    #expect(reloaded.contains("CounterPreviews tapped 2/2"), "\(reloaded)")
    #expect(reloaded.contains("Ada"), "the typing was not replayed:\n\(reloaded)")

    try await canvas.press("C-c")
    let exit = try await canvas.waitForExit()
    #expect(exit.status == 0)
    #expect(exit.terminalRestored, "\(exit.restoreReport)")
    let printed = """
      PreviewState("tapped", steps: [
        .tap("Add"),
        .tap("Add"),
        .tap("Add"),
        .type("Ada", into: "Name"),
      ]) { … }
      """
    #expect(exit.screen.contains(printed), "\(exit.screen)")
  }
}

/// The canvas over `Counter` in the user's package, on its "tapped" state after Add was
/// pressed (the canvas starts a state as its view begins, before its steps) and "Ada"
/// typed: what each test below starts from.
private struct CounterCanvas {
  static let counterPath = "Sources/MyApp/Counter.swift"
  static let previewsPath = "Previews/CounterPreviews.swift"
  let package: UserPackage
  let canvas: TmuxSession

  static func start() async throws -> CounterCanvas {
    let package = try await UserPackage.shared.prepared()
    try package.writeManifest(languageMode: 6)
    try package.write(DocumentedRecipeTests.counterSource, to: counterPath)
    try package.write(DocumentedRecipeTests.counterPreviews, to: previewsPath)
    let build = try await TmuxSession.offPool { try package.swift(["build", "--product", "preview-runner"]) }
    try #require(build.status == 0, "swift build failed:\n\(build.output)")
    let runner = package.root.appending(path: ".build/debug/preview-runner").path
    // Swift's backtracer would offer to debug a crash and wait 30 s for a key.
    let canvas = try await TmuxSession(
      [runner, "live", "Counter"], in: package.root.path, environment: ["SWIFT_BACKTRACE": "interactive=no"])
    try await canvas.waitFor("Taps: 0")
    try await canvas.press("F3")
    try await canvas.waitUntil("the second state") { $0.contains("CounterPreviews tapped 2/2") }
    // Opened where its snapshot is: its tap played.
    try await canvas.waitFor("Taps: 1")
    try await canvas.tab(toField: "Name")
    try await canvas.type("Ada")
    try await canvas.waitFor("[Ada")
    return CounterCanvas(package: package, canvas: canvas)
  }

  /// Puts the package's files back and closes the terminal.
  func close() {
    canvas.close()
    for path in [Self.counterPath, Self.previewsPath] {
      try? FileManager.default.removeItem(at: package.root.appending(path: path))
    }
    try? package.removeSnapshots()
  }

  func save(_ source: String, to path: String) throws {
    try package.write(source, to: path)
  }

  /// An incremental build of the user's package: longer than a redraw on a busy machine.
  @discardableResult
  func waitForReload(_ what: String, _ condition: (String) -> Bool) async throws -> String {
    try await canvas.waitUntil(what, deadline: .seconds(180), condition)
  }

  /// Holds SwiftPM's lock on the package's build folder, as another `swift build` running
  /// there would: a rebuild started meanwhile waits for it, for as long as the test needs.
  func holdBuildLock() throws -> BuildLock {
    try BuildLock(buildFolder: package.root.appending(path: ".build").path)
  }
}

/// SwiftPM's lock on a build folder: `flock` on a file in the temporary folder named after
/// the folder's path, which every `swift build` there takes first.
private final class BuildLock {
  private let descriptor: Int32

  init(buildFolder: String) throws {
    let name = buildFolder.replacingOccurrences(of: "/", with: "_") + ".lock"
    let path = FileManager.default.temporaryDirectory.appending(path: name).path
    guard FileManager.default.fileExists(atPath: path) else {
      throw LiveTerminalError.notBuilt("SwiftPM's lock \(path) (is the lock elsewhere in this SwiftPM?)")
    }
    descriptor = open(path, O_RDWR)
    guard descriptor >= 0, flock(descriptor, LOCK_EX) == 0 else { throw LiveTerminalError.notBuilt(path) }
  }

  func release() {
    flock(descriptor, LOCK_UN)
    close(descriptor)
  }

  deinit { release() }
}

extension DocumentedRecipeTests {
  @Test("a renamed preview is said in its place, and the canvas waits; renamed back, it comes back to the same state")
  func renamedPreviewWaitsForTheNextSave() async throws {
    let counter = try await CounterCanvas.start()
    defer { counter.close() }
    let renamed = Self.counterPreviews.replacingOccurrences(of: "struct CounterPreviews", with: "struct TallyPreviews")
    try counter.save(renamed, to: CounterCanvas.previewsPath)
    let missing = try await counter.waitForReload("the canvas to say the preview is gone") {
      $0.contains("no preview matches 'Counter'")
    }
    #expect(missing.contains("nothing to show — save to rebuild"), "\(missing)")
    #expect(try await counter.canvas.alternateScreen)

    try counter.save(Self.counterPreviews, to: CounterCanvas.previewsPath)
    let back = try await counter.waitForReload("the preview back") { $0.contains("CounterPreviews tapped 2/2") }
    #expect(back.contains("Taps: 1") && back.contains("[Ada"), "the interaction was not replayed:\n\(back)")
    try await counter.canvas.press("C-c")
    let exit = try await counter.canvas.waitForExit()
    #expect(exit.status == 0)
    #expect(exit.terminalRestored, "\(exit.restoreReport)")
  }

  @Test("a rebuilt runner that traps as it starts leaves the terminal restored and says why")
  func failingSuccessorRestoresTheTerminal() async throws {
    let counter = try await CounterCanvas.start()
    defer { counter.close() }
    let trapping = """
      import MyApp
      import PreviewKit

      struct CounterPreviews: PreviewProvider {
        static var states: [PreviewState] {
          let none: [PreviewState] = []
          return [none[1]]
        }
      }

      """
    try counter.save(trapping, to: CounterCanvas.previewsPath)
    let exit = try await counter.canvas.waitForExit()
    #expect([128 + SIGILL, 128 + SIGTRAP].contains(exit.status), "exit status \(exit.status)")
    #expect(exit.terminalRestored, "\(exit.restoreReport)")
    #expect(exit.screen.contains("Fatal error: Index out of range"), "\(exit.screen)")
  }

  @Test("a failed build shows its first error on an 80-column status line, and the canvas goes on")
  func failedBuildShowsTheError() async throws {
    let counter = try await CounterCanvas.start()
    defer { counter.close() }
    let broken = Self.counterSource.replacingOccurrences(
      of: "Text(\"Taps: \\(taps)\")", with: "Text(\"Taps: \\(tapz)\")")
    try counter.save(broken, to: CounterCanvas.counterPath)
    let failed = try await counter.waitForReload("the build to fail") { $0.contains("build failed") }
    let status = failed.split(separator: "\n").last.map(String.init) ?? ""
    #expect(status.contains("build failed: Counter.swift:"), "\(status)")
    #expect(status.contains("cannot find 'tapz' in scope"), "\(status)")
    // The canvas goes on with the build it has.
    try await counter.canvas.tab(to: "[ Add ]")
    try await counter.canvas.press("Enter")
    try await counter.canvas.waitFor("Taps: 2")
    try await counter.canvas.press("C-c")
    #expect(try await counter.canvas.waitForExit().terminalRestored)
  }

  @Test("keys work while the runner rebuilds: F2/F3 act on the build that runs, Ctrl-C quits and ends the build")
  func keysWorkWhileBuilding() async throws {
    let counter = try await CounterCanvas.start()
    defer { counter.close() }
    let lock = try counter.holdBuildLock()
    defer { lock.release() }
    try counter.save(
      Self.counterSource.replacingOccurrences(of: "Text(\"Taps: ", with: "Text(\"Taps so far: "),
      to: CounterCanvas.counterPath)
    try await counter.canvas.waitFor("rebuilding after Counter.swift")
    try await counter.canvas.press("F2")
    // The first state ("fresh", no tap yet) on the build that runs, the status line still
    // saying it rebuilds.
    try await counter.canvas.waitUntil("the first state, while building") {
      $0.contains("rebuilding") && $0.contains("Taps: 0")
    }
    try await counter.canvas.waitForFocus(on: "Add")
    try await counter.canvas.press("Enter")
    try await counter.canvas.waitFor("Taps: 1")
    try await counter.canvas.press("C-c")
    let exit = try await counter.canvas.waitForExit()
    #expect(exit.status == 0)
    #expect(exit.terminalRestored, "\(exit.restoreReport)")
    #expect(try await Self.buildsLeft(in: counter.package.root.path).isEmpty, "a build was left running")
  }

  @Test("keys typed while the canvas is replaced by the rebuilt runner are kept, in order")
  func typingAcrossTheHandOverIsKept() async throws {
    let counter = try await CounterCanvas.start()
    defer { counter.close() }
    let lock = try counter.holdBuildLock()
    try counter.save(
      Self.counterSource.replacingOccurrences(of: "Text(\"Taps: ", with: "Text(\"Taps so far: "),
      to: CounterCanvas.counterPath)
    try await counter.canvas.waitFor("rebuilding after Counter.swift")
    lock.release()
    // Typed one key at a time from the moment the build may go on until well after the new
    // process reads the terminal: some keys reach the old process, some the gap between the
    // two, some the new one while it plays the interaction again.
    var typed = ""
    var reloaded = false
    for digit in (0..<400).map({ String($0 % 10) }) {
      try await counter.canvas.type(digit)
      typed += digit
      try await Task.sleep(for: .milliseconds(20))
      if typed.count.isMultiple(of: 10), try await counter.canvas.screen().contains("Taps so far") {
        if reloaded { break }
        reloaded = true
      }
    }
    // The field shows the end of its text, where the caret is.
    let screen = try await counter.waitForReload("the reloaded canvas with every key") {
      $0.contains("Taps so far: 1") && $0.contains(String(typed.suffix(40)))
    }
    #expect(screen.contains("CounterPreviews tapped 2/2"))
    try await counter.canvas.press("C-c")
    let exit = try await counter.canvas.waitForExit()
    #expect(exit.terminalRestored, "\(exit.restoreReport)")
    #expect(exit.screen.contains(".type(\"Ada\(typed)\", into: \"Name\")"), "\(exit.screen)")
  }

  /// The processes still building the package at `root` (SwiftPM's and the compiler's).
  static func buildsLeft(in root: String) async throws -> [String] {
    let clock = ContinuousClock()
    let end = clock.now + .seconds(10)
    var attempt = 0
    while true {
      let left = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap { pid in
        let arguments = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline").map {
          String(decoding: $0.map { $0 == 0 ? 0x20 : $0 }, as: UTF8.self)
        }
        return arguments.flatMap { $0.contains(root) && $0.contains("build") ? "\(pid): \($0)" : nil }
      }
      if left.isEmpty || clock.now > end { return left }
      try await TmuxSession.pause(&attempt)
    }
  }
}
