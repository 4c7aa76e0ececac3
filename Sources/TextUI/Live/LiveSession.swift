import Dispatch
import Synchronization
internal import TextUITerminal

/// A view running live in a terminal: the event loop. Bytes from the terminal are decoded
/// into input events, which the live controller turns into the actions preview steps
/// perform; each read that changed something renders one frame (a burst of typing or a
/// paste is one frame, not one per key), and only the cells that changed are written.
/// Ctrl-C is looked for in a read before anything else in it is handled, so it quits at once
/// whatever came with it (garbage that opened a sequence or a paste, a flood of keys).
///
/// It runs on the main actor and never polls: it wakes for input, a signal, a change of
/// state (a `.task` finishing, a timer, a model update) or the short wait that tells a lone
/// Esc from the start of an escape sequence, and is idle otherwise.
@MainActor
public final class LiveSession {
  /// Why a session ended.
  public enum Ending: Sendable, Equatable {
    /// Ctrl-C, or ``LiveSession/stop()``.
    case quit
    /// Standard input closed: nothing more could arrive.
    case inputClosed
  }

  private let screen: any LiveScreen
  private let host: (any LiveHost)?
  private let makeRoot: () -> AnyView
  private var environment: EnvironmentValues
  private var controller: LiveController
  private var decoder = InputDecoder()
  private let differ: FrameDiffer
  /// `NO_COLOR`: colours are left out, attributes (bold, reverse…) kept.
  private let monochrome: Bool
  /// What the terminal shows now, to write only the difference; `nil` redraws everything.
  private var shown: Buffer?
  private var shownCursor: Point?
  private var flushTimer: DispatchWorkItem?
  /// Set while a draw is queued, so a burst of changes from any thread queues one.
  private let renderScheduled = DrawRequest()
  private var ending: Ending?
  private var finished: CheckedContinuation<Void, Never>?
  /// `TEXTUI_SCREEN_READER=1`: speaks focus changes as lines of text instead of drawing.
  private var screenReader: ScreenReaderOutput?
  /// How many replays are playing: input waits in `heldInput` until none is.
  private var replays = 0
  private var heldInput: [UInt8] = []
  /// Events of a read that came after a key which started the host's starting steps: they
  /// wait for the steps, as ``heldInput`` does, and go first.
  private var heldEvents: [InputEvent] = []
  /// The view whose starting steps are playing: nothing is drawn until they are played, so
  /// the first frame is the one they lead to.
  private var playingStartingSteps: LiveController?
  /// The process's environment, where `COLORFGBG` tells a terminal's scheme when the
  /// terminal does not answer (see ``LiveHost/asksTerminalColorScheme``).
  private let processEnvironment: [String: String]

  init(
    screen: any LiveScreen, host: (any LiveHost)?, root: @escaping () -> AnyView, colorDepth: ColorDepth,
    monochrome: Bool = false, screenReader: Bool = false, processEnvironment: [String: String] = [:]
  ) {
    self.processEnvironment = processEnvironment
    self.screenReader = screenReader ? ScreenReaderOutput() : nil
    self.screen = screen
    self.monochrome = monochrome
    self.host = host
    self.makeRoot = root
    self.environment = host?.environment ?? EnvironmentValues()
    self.differ = FrameDiffer(colorDepth: colorDepth)
    self.controller = LiveController(graph: ViewGraph(AnyView(EmptyView())))
  }

  /// What the person did so far, as preview steps.
  public var recorder: StepRecorder { controller.recorder }

  /// Runs until Ctrl-C or the end of input; the terminal is set up at the start and put
  /// back before this returns.
  func run() async throws -> Ending {
    let asks = host?.asksTerminalColorScheme ?? false
    let background = try screen.start(askingBackground: asks) { [unowned self] event in self.handle(event) }
    if asks {
      let answered = background.map { TerminalPalette.RGB($0.red, $0.green, $0.blue) }
      host?.terminalColorSchemeDetected(ColorScheme.detected(background: answered, environment: processEnvironment))
    }
    restart()
    host?.sessionStarted(self)
    await withCheckedContinuation { finished = $0 }
    flushTimer?.cancel()
    controller.graph.invalidation.observe(nil)
    host?.withContext { controller.graph.tearDown() }
    screen.restore()
    return ending ?? .quit
  }

  /// Builds the view again from the start: a new graph, no state kept, nothing recorded but
  /// the host's ``LiveHost/startingSteps``, which are played before the first frame is drawn
  /// (input that arrives meanwhile waits for them, as for ``replay(_:timeout:)``).
  public func restart() {
    // The host's environment is read again: a canvas that moved to another variant (a dark
    // terminal, another locale) restarts in it.
    if let host { environment = host.environment }
    controller.graph.invalidation.observe(nil)
    withContext { controller.graph.tearDown() }
    let graph = ViewGraph(withContext { makeRoot() }, environment: environment)
    graph.recordsAccessibility = screenReader != nil
    let started = LiveController(graph: graph)
    controller = started
    graph.invalidation.observe { [renderScheduled] in
      // From whatever thread changed the state: one hop to the main actor per burst.
      if renderScheduled.claim() {
        DispatchQueue.main.async { MainActor.assumeIsolated { self.draw() } }
      }
    }
    shown = nil
    let steps = host?.startingSteps ?? []
    guard !steps.isEmpty else {
      playingStartingSteps = nil
      draw()
      return
    }
    playingStartingSteps = started
    replays += 1
    let size = viewSize
    // Made in the host's context, so the steps and the work they start see its dependencies.
    let playing = withContext {
      Task { @MainActor in
        await started.replay(steps, width: size.width, height: size.height, timeout: .seconds(5))
      }
    }
    Task { @MainActor in
      let failed = await playing.value
      replays -= 1
      // Restarted again meanwhile: that restart plays its own steps.
      if started === controller {
        playingStartingSteps = nil
        if let failed { host?.startingStepFailed(failed, in: self) }
      }
      draw()
      handleHeldInput()
    }
  }

  /// Plays `steps` on the running view, recording them: a reloaded canvas comes back to where
  /// the person was. Input that arrives meanwhile (keys typed while the canvas reloaded) is
  /// held and handled after the last step, in order, on the screen the steps lead to; Ctrl-C
  /// still quits at once. Returns the first step that found no control, if any.
  public func replay(_ steps: [PreviewStep], timeout: Duration = .seconds(5)) async -> PreviewStep? {
    replays += 1
    return await play(steps, timeout: timeout)
  }

  /// Plays `steps` for a replay counted in `replays`, then handles the input held meanwhile.
  private func play(_ steps: [PreviewStep], timeout: Duration) async -> PreviewStep? {
    let size = viewSize
    let failed = await controller.replay(steps, width: size.width, height: size.height, timeout: timeout)
    replays -= 1
    draw()
    handleHeldInput()
    return failed
  }

  /// Once no replay plays: handles the input that arrived meanwhile, in order.
  private func handleHeldInput() {
    guard replays == 0 else { return }
    if !heldEvents.isEmpty {
      let events = heldEvents
      heldEvents = []
      if handle(events) { draw() }
    }
    if replays == 0 && !heldInput.isEmpty {
      let held = heldInput
      heldInput = []
      handle(.input(held))
    }
  }

  /// Draws again soon (the status line changed, say).
  public func setNeedsRender() {
    if renderScheduled.claim() {
      DispatchQueue.main.async { MainActor.assumeIsolated { self.draw() } }
    }
  }

  /// Ends the session as Ctrl-C does.
  public func stop() { finish(.quit) }

  /// Gives the terminal to a successor process: keeps raw mode and the screen (a key typed
  /// meanwhile waits for the successor, neither echoed nor lost) and tells the successor in
  /// its environment what to restore, then runs `execute`, which replaces the process (a hot
  /// reload). The successor takes the terminal over with ``LiveRuntime`` before anything can
  /// fail. If `execute` returns, the terminal is restored as at any end.
  public func handOver(_ execute: () -> Void) {
    flushTimer?.cancel()
    screen.releaseForExec()
    execute()
    screen.restore()
  }

  private func finish(_ reason: Ending) {
    guard ending == nil else { return }
    ending = reason
    finished?.resume()
    finished = nil
  }

  private func withContext<Result>(_ body: () -> Result) -> Result {
    if let host { return host.withContext(body) }
    return body()
  }

  // MARK: Events

  private func handle(_ event: Terminal.Event) {
    LiveThreads.prepare()
    switch event {
    case .input(let bytes):
      flushTimer?.cancel()
      // Ctrl-C (ETX) can be no part of any other key, sequence or UTF-8 character: it quits
      // before the rest of the read is decoded, and whatever a garbled sequence left open.
      if bytes.contains(0x03) {
        finish(.quit)
        return
      }
      if replays > 0 {
        heldInput += bytes
        return
      }
      if handle(decoder.decode(bytes)) { draw() }
      scheduleFlush()
    case .resized, .continued:
      shown = nil
      draw()
    case .inputClosed:
      finish(.inputClosed)
    }
  }

  /// A lone Esc and the start of a sequence look alike until the next byte: wait a moment
  /// for it (longer inside a paste, which a busy link may deliver in pieces), then take what
  /// is held as it is.
  private func scheduleFlush() {
    guard decoder.hasPendingInput else { return }
    let wait: DispatchTimeInterval = decoder.isReceivingPaste ? .seconds(1) : .milliseconds(30)
    let item = DispatchWorkItem { [weak self] in
      MainActor.assumeIsolated {
        guard let self else { return }
        LiveThreads.prepare()
        if self.handle(self.decoder.flush()) { self.draw() }
      }
    }
    flushTimer = item
    DispatchQueue.main.asyncAfter(deadline: .now() + wait, execute: item)
  }

  /// Handles the events of one read; returns whether the screen must be drawn again. Keys
  /// the session or its host take (Ctrl-Z, function keys) are handled in their turn; the
  /// events between them go to the controller together.
  private func handle(_ events: [InputEvent]) -> Bool {
    var changed = false
    var start = 0
    for (index, input) in events.enumerated() where isSessionKey(input) {
      changed = handleInView(events[start..<index]) || changed
      start = index + 1
      if ending != nil { return false }
      if !takeSessionKey(input) { changed = handleInView(events[index...index]) || changed }
      // The key started a state's steps: what follows it waits for them.
      if replays > 0 {
        heldEvents += events[(index + 1)...]
        return false
      }
    }
    changed = handleInView(events[start...]) || changed
    return changed && ending == nil
  }

  private func handleInView(_ events: ArraySlice<InputEvent>) -> Bool {
    if ending != nil || events.isEmpty { return false }
    return withContext { controller.handle(events) }
  }

  /// Whether the session, not the view, may take `input`.
  private func isSessionKey(_ input: InputEvent) -> Bool {
    guard case .key(let press) = input else { return false }
    switch (press.key, press.modifiers) {
    case (.character("c"), .control), (.character("z"), .control), (.function, _), (.escape, _): return true
    default: return false
    }
  }

  /// Acts on a key the session may take; returns whether it took it (a function key the
  /// host does not use goes to the view).
  private func takeSessionKey(_ input: InputEvent) -> Bool {
    guard case .key(let press) = input else { return false }
    switch (press.key, press.modifiers) {
    case (.character("c"), .control):
      finish(.quit)
      return true
    case (.character("z"), .control):
      screen.suspend()
      shown = nil
      draw()
      return true
    case (.function(let number), _):
      return host?.functionKey(number, in: self) ?? false
    case (.escape, _):
      return host?.escapeKey(in: self) ?? false
    default:
      return false
    }
  }

  // MARK: Drawing

  private var viewSize: (width: Int, height: Int) {
    let size = screen.size
    return host?.viewSize(terminalColumns: size.columns, rows: size.rows) ?? (size.columns, size.rows)
  }

  /// Renders the view and writes what changed.
  private func draw() {
    LiveThreads.prepare()
    renderScheduled.clear()
    guard ending == nil, playingStartingSteps == nil else { return }
    let size = screen.size
    let view = viewSize
    let frame = withContext { controller.render(width: view.width, height: view.height) }
    if screenReader != nil {
      if let line = screenReader?.line(for: frame, focus: controller.focus) { screen.write(Array(line.utf8)) }
      return
    }
    var screenBuffer = frame.buffer
    let status = host?.statusLine(columns: size.columns)
    if screenBuffer.width != size.columns || screenBuffer.height != size.rows || status != nil {
      screenBuffer = Buffer(width: size.columns, height: size.rows)
      screenBuffer.draw(frame.buffer, at: Point(x: 0, y: 0))
      if let status, size.rows > 0 {
        screenBuffer.drawStatusLine(status, y: size.rows - 1)
      }
    }
    if monochrome {
      screenBuffer.restyle(screenBuffer.bounds, clip: screenBuffer.bounds) { style in
        style.foreground = nil
        style.background = nil
      }
    }
    let cursor = frame.cursor.flatMap {
      Rect(x: 0, y: 0, width: size.columns, height: size.rows).contains($0) ? $0 : nil
    }
    let bytes = differ.bytes(from: shown, cursor: shownCursor, to: screenBuffer, cursor: cursor)
    if !bytes.isEmpty { screen.write(bytes) }
    shown = screenBuffer
    shownCursor = cursor
  }
}

extension Buffer {
  /// Copies `other`'s cells with their top-left at `origin`, clipped to this buffer.
  mutating func draw(_ other: Buffer, at origin: Point) {
    for y in 0..<other.height where origin.y + y >= 0 && origin.y + y < height {
      for x in 0..<other.width where origin.x + x >= 0 && origin.x + x < width {
        let cell = other[x, y]
        // A wide character cut by the right edge leaves a space, never half a character.
        if cell.width == 2 && origin.x + x + 1 >= width {
          write(Cell(" ", style: cell.style), x: origin.x + x, y: origin.y + y)
        } else {
          write(cell, x: origin.x + x, y: origin.y + y)
        }
      }
    }
  }

  /// A status line across row `y`, reversed: `leading` from the left, cut with "…" where it
  /// would meet `trailing`, which ends at the right edge (and is itself cut only when the
  /// terminal is narrower than it).
  mutating func drawStatusLine(_ line: (leading: String, trailing: String), y: Int) {
    let style = Style(attributes: .inverse)
    fill(Rect(x: 0, y: y, width: width, height: 1), with: " ", style: style, clip: bounds)
    let trailingWidth = min(GraphemeWidth.width(of: line.trailing), width)
    let room = max(0, width - trailingWidth - (trailingWidth > 0 ? 1 : 0))
    var x = 0
    let leadingWidth = GraphemeWidth.width(of: line.leading)
    for character in line.leading {
      let characterWidth = GraphemeWidth.width(of: character)
      if leadingWidth > room && x + characterWidth > room - 1 {
        if room > 0 { put("…", width: 1, x: x, y: y, style: style, clip: bounds) }
        break
      }
      x += put(character, width: characterWidth, x: x, y: y, style: style, clip: bounds)
    }
    x = width - trailingWidth
    for character in line.trailing {
      let characterWidth = GraphemeWidth.width(of: character)
      guard x + characterWidth <= width else { break }
      x += put(character, width: characterWidth, x: x, y: y, style: style, clip: bounds)
    }
  }
}

/// Whether a draw is queued: claimed by the first change of a burst, from any thread, and
/// cleared when the draw starts.
private final class DrawRequest: Sendable {
  private let queued = Atomic<Bool>(false)

  /// Whether this call is the one that must queue the draw.
  func claim() -> Bool {
    queued.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged
  }

  func clear() { queued.store(false, ordering: .releasing) }
}
