import Testing
import TextUITerminal

@testable import TextUI

/// A terminal stand-in: it keeps what the session writes on a VT model of the screen, and
/// hands the session events as a terminal would.
@MainActor
private final class ScriptedScreen: LiveScreen {
  var size: (columns: Int, rows: Int)
  private(set) var screen: VTScreen
  private(set) var writes: [[UInt8]] = []
  private(set) var restored = false
  private(set) var suspensions = 0
  fileprivate var handle: (@MainActor (Terminal.Event) -> Void)?
  /// The background the terminal answers when asked, and whether it was asked.
  var background: ReportedColor?
  private(set) var askedBackground = false

  init(columns: Int, rows: Int) {
    size = (columns, rows)
    screen = VTScreen(width: columns, height: rows)
  }

  func start(askingBackground: Bool, _ handle: @escaping @MainActor (Terminal.Event) -> Void) throws
    -> ReportedColor?
  {
    self.handle = handle
    askedBackground = askingBackground
    return askingBackground ? background : nil
  }
  func write(_ bytes: [UInt8]) {
    writes.append(bytes)
    screen.apply(bytes)
  }
  func suspend() { suspensions += 1 }
  func restore() { restored = true }
  func releaseForExec() {}

  func type(_ text: String) { handle?(.input(Array(text.utf8))) }

  func resize(columns: Int, rows: Int) {
    size = (columns, rows)
    screen = VTScreen(width: columns, height: rows)
    handle?(.resized)
  }

  var text: String {
    (0..<screen.height).map { screen.text(ofRow: $0) }.joined(separator: "\n")
  }
}

private struct Greeter: View {
  @State var name = ""
  @State var count = 0

  var body: some View {
    VStack(alignment: .leading) {
      TextField("Name", text: $name)
      Text("Hello, \(name.isEmpty ? "nobody" : name)!")
      Button("Count \(count)") { count += 1 }
    }
  }
}

/// Runs `view` in a session on `screen` until `script` is done, then quits with Ctrl-C.
@MainActor
private func run<V: View>(
  _ view: V, on screen: ScriptedScreen, screenReader: Bool = false,
  _ script: @escaping @MainActor (ScriptedScreen) async -> Void
) async throws -> LiveSession.Ending {
  let session = LiveSession(
    screen: screen, host: nil, root: { AnyView(view) }, colorDepth: .truecolor, screenReader: screenReader)
  let driver = Task { @MainActor in
    await script(screen)
    screen.type("\u{3}")
  }
  let ending = try await session.run()
  await driver.value
  return ending
}

/// Lets the main queue run what the session scheduled (a draw after a change).
@MainActor
private func drain() async {
  for _ in 0..<20 { await Task.yield() }
}

@MainActor
@Suite struct LiveSessionTests {
  @Test("The first frame draws the whole view; typing writes only the cells that changed")
  func incrementalFrames() async throws {
    let screen = ScriptedScreen(columns: 30, rows: 5)
    let ending = try await run(Greeter(), on: screen) { screen in
      await drain()
      #expect(screen.text.contains("Hello, nobody!"))
      let before = screen.writes.count
      screen.type("A")
      await drain()
      #expect(screen.text.contains("[A"))
      #expect(screen.text.contains("Hello, A!"))
      let typed = screen.writes[before...].reduce(0) { $0 + $1.count }
      #expect(typed < 60, "one key wrote \(typed) bytes")
    }
    #expect(ending == .quit)
    #expect(screen.restored)
    #expect(screen.screen.anomalies == [])
  }

  @Test("TEXTUI_SCREEN_READER mode writes each focus change as a line, role, name and value, and draws nothing")
  func screenReaderLines() async throws {
    let screen = ScriptedScreen(columns: 30, rows: 5)
    _ = try await run(Greeter(), on: screen, screenReader: true) { screen in
      await drain()
      screen.type("\t")
      await drain()
      screen.type(" ")
      await drain()
    }
    let written = String(decoding: screen.writes.joined(), as: UTF8.self)
    // Focus starts on the field; Tab moves it to the button; Space presses it, and the
    // focused control's new name is said.
    #expect(written == "text-field, Name\r\nbutton, Count 0\r\nbutton, Count 1\r\n")
    #expect(!written.contains("\u{1B}["), "no frame was drawn")
  }

  @Test("A resize draws everything again at the new size")
  func resize() async throws {
    let screen = ScriptedScreen(columns: 30, rows: 5)
    _ = try await run(Greeter(), on: screen) { screen in
      await drain()
      screen.resize(columns: 12, rows: 3)
      await drain()
      #expect(screen.text.hasPrefix("[Name______]"))
      screen.resize(columns: 1, rows: 1)
      await drain()
      screen.resize(columns: 40, rows: 0)
      await drain()
      screen.resize(columns: 30, rows: 5)
      await drain()
      #expect(screen.text.contains("Hello, nobody!"))
    }
  }

  @Test("Ctrl-Z suspends and the screen is drawn again after")
  func suspend() async throws {
    let screen = ScriptedScreen(columns: 30, rows: 5)
    _ = try await run(Greeter(), on: screen) { screen in
      await drain()
      let before = screen.writes.count
      screen.type("\u{1A}")
      await drain()
      #expect(screen.suspensions == 1)
      // Drawn from scratch: the screen after a suspension is not known.
      #expect(screen.writes[before...].contains { String(decoding: $0, as: UTF8.self).contains("\u{1B}[2J") })
    }
  }

  @Test("A state change from a task redraws without any input")
  func changeFromATask() async throws {
    let screen = ScriptedScreen(columns: 30, rows: 5)
    _ = try await run(Ticker(), on: screen) { screen in
      while !screen.text.contains("done") { await Task.yield() }
    }
    #expect(screen.text.contains("done"))
  }

  @Test("Unknown sequences and garbage are ignored, never a crash")
  func garbage() async throws {
    let screen = ScriptedScreen(columns: 30, rows: 5)
    _ = try await run(Greeter(), on: screen) { screen in
      await drain()
      screen.type("\u{1B}[99;99~\u{1B}]0;title\u{7}\u{1B}[<999;1;1M\u{90}\u{1B}[?1;2c")
      screen.type(String(decoding: [0xFF, 0xFE, 0x80] as [UInt8], as: UTF8.self))
      await drain()
      #expect(screen.text.contains("Hello"))
    }
  }

  @Test("A burst of typing that arrives in one read is drawn once, not once per key")
  func oneFramePerRead() async throws {
    let screen = ScriptedScreen(columns: 30, rows: 5)
    _ = try await run(Greeter(), on: screen) { screen in
      await drain()
      let before = screen.writes.count
      screen.type(String(repeating: "ab", count: 1_500))
      await drain()
      #expect(screen.writes.count - before == 1)
      #expect(screen.text.hasPrefix("[bababab"))
      #expect(screen.text.contains("Hello,") && screen.text.contains("\nababababab"))
    }
  }

  @Test(
    "Ctrl-C quits before the rest of its read, even inside a paste or a sequence garbage left open",
    arguments: ["\u{1B}[200~half a paste", "\u{1B}]0;a title that never ends", "\u{1B}[12;", "typed"])
  func controlCFirst(opening: String) async throws {
    let screen = ScriptedScreen(columns: 30, rows: 5)
    let session = LiveSession(screen: screen, host: nil, root: { AnyView(Greeter()) }, colorDepth: .truecolor)
    let driver = Task { @MainActor in
      await drain()
      screen.type(opening)
      screen.type("\u{3}and keys after it")
      await drain()
      let quit = screen.restored
      // Ended here whatever happened, so that a failure is reported rather than waited on.
      if !quit { session.stop() }
      return quit
    }
    #expect(try await session.run() == .quit)
    #expect(await driver.value, "Ctrl-C after \(opening.debugDescription) did not quit")
    #expect(!screen.text.contains("keys after it"))
  }

  @Test("The end of input ends the session")
  func inputClosed() async throws {
    let screen = ScriptedScreen(columns: 30, rows: 5)
    let session = LiveSession(screen: screen, host: nil, root: { AnyView(Greeter()) }, colorDepth: .truecolor)
    Task { @MainActor in
      await drain()
      screen.close()
    }
    #expect(try await session.run() == .inputClosed)
    #expect(screen.restored)
  }
}

/// Shows the colour scheme the view reads.
private struct SchemeName: View {
  @Environment(\.colorScheme) private var colorScheme
  var body: some View { Text(verbatim: colorScheme == .dark ? "dark" : "light") }
}

/// A host that starts in the terminal's scheme, as the live canvas starts in a state's
/// variant of it.
@MainActor
private final class SchemeFollowingHost: LiveHost {
  let asksTerminalColorScheme: Bool
  private(set) var told: [ColorScheme?] = []
  private var scheme = ColorScheme.light

  init(asks: Bool) { asksTerminalColorScheme = asks }

  func makeRoot() -> AnyView { AnyView(SchemeName()) }
  var environment: EnvironmentValues {
    var environment = EnvironmentValues()
    environment.colorScheme = scheme
    return environment
  }
  func terminalColorSchemeDetected(_ scheme: ColorScheme?) {
    told.append(scheme)
    if let scheme { self.scheme = scheme }
  }
}

@Suite("A live host that asks is told the terminal's colour scheme before the first frame", .serialized)
@MainActor
struct TerminalColorSchemeTests {
  /// Runs a session for `host` on a screen whose terminal answers `background`, in
  /// `environment`; returns the first frame's text and whether the terminal was asked.
  private func firstFrame(
    host: SchemeFollowingHost, background: ReportedColor?, environment: [String: String] = [:]
  ) async throws -> (text: String, asked: Bool) {
    let screen = ScriptedScreen(columns: 10, rows: 2)
    screen.background = background
    let session = LiveSession(
      screen: screen, host: host, root: { host.makeRoot() }, colorDepth: .truecolor,
      processEnvironment: environment)
    let driver = Task { @MainActor in
      await drain()
      let text = screen.text
      screen.type("\u{3}")
      return text
    }
    _ = try await session.run()
    return (await driver.value, screen.askedBackground)
  }

  @Test("a dark answer starts dark, even where COLORFGBG says light")
  func darkAnswer() async throws {
    let host = SchemeFollowingHost(asks: true)
    let frame = try await firstFrame(
      host: host, background: ReportedColor(red: 0x1e, green: 0x1e, blue: 0x2e), environment: ["COLORFGBG": "0;15"])
    #expect(frame.asked)
    #expect(host.told == [.dark])
    #expect(frame.text.contains("dark"), "\(frame.text)")
  }

  @Test("no answer leaves COLORFGBG to say; neither says: nil, and the host stays light")
  func noAnswer() async throws {
    let fallback = SchemeFollowingHost(asks: true)
    #expect(
      try await firstFrame(host: fallback, background: nil, environment: ["COLORFGBG": "15;0"]).text.contains("dark"))
    #expect(fallback.told == [.dark])
    let silent = SchemeFollowingHost(asks: true)
    #expect(try await firstFrame(host: silent, background: nil).text.contains("light"))
    #expect(silent.told == [nil])
  }

  @Test("a host that does not ask has nothing asked of the terminal and is told nothing")
  func notAsked() async throws {
    let host = SchemeFollowingHost(asks: false)
    let frame = try await firstFrame(host: host, background: ReportedColor(red: 0, green: 0, blue: 0))
    #expect(!frame.asked)
    #expect(host.told.isEmpty)
    #expect(frame.text.contains("light"))
  }
}

private struct Ticker: View {
  @State var status = "waiting"
  var body: some View {
    Text(status).task {
      await Task.yield()
      status = "done"
    }
  }
}

extension ScriptedScreen {
  fileprivate func close() { handle?(.inputClosed) }
}
