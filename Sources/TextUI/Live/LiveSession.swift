import Dispatch
import Synchronization
internal import TextUITerminal

/// A view running live in a terminal: the event loop. Bytes from the terminal are decoded
/// into input events, which the live controller turns into the actions preview steps
/// perform; each change renders a frame, and only the cells that changed are written.
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
  private let environment: EnvironmentValues
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
  /// Set while the host's starting steps play: no frame is drawn and input waits in
  /// ``heldInput``, so the first screen is the one the steps lead to.
  private var startingStepsPlaying = false
  private var heldInput: [InputEvent] = []
  /// `TEXTUI_SCREEN_READER=1`: speaks focus changes as lines of text instead of drawing.
  private var screenReader: ScreenReaderOutput?

  init(
    screen: any LiveScreen, host: (any LiveHost)?, root: @escaping () -> AnyView, colorDepth: ColorDepth,
    monochrome: Bool = false, screenReader: Bool = false
  ) {
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
    try screen.start { [unowned self] event in self.handle(event) }
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
  /// (input that arrives meanwhile waits for them, Ctrl-C apart).
  public func restart() {
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
      startingStepsPlaying = false
      draw()
      playHeldInput()
      return
    }
    startingStepsPlaying = true
    let size = viewSize
    // Made in the host's context, so the steps and the work they start see its dependencies.
    let playing = withContext {
      Task { @MainActor in
        await started.replay(steps, width: size.width, height: size.height, timeout: .seconds(5))
      }
    }
    Task { @MainActor in
      let failed = await playing.value
      // Restarted again meanwhile: that restart plays its own steps.
      guard started === controller else { return }
      startingStepsPlaying = false
      if let failed { host?.startingStepFailed(failed, in: self) }
      draw()
      playHeldInput()
    }
  }

  /// Handles the input that arrived while starting steps played, in order.
  private func playHeldInput() {
    let held = heldInput
    heldInput = []
    for input in held { handle(input) }
  }

  /// Plays `steps` on the running view, recording them: a reloaded canvas comes back to where
  /// the person was. Returns the first step that found no control, if any.
  public func replay(_ steps: [PreviewStep], timeout: Duration = .seconds(5)) async -> PreviewStep? {
    let size = viewSize
    let failed = await controller.replay(steps, width: size.width, height: size.height, timeout: timeout)
    draw()
    return failed
  }

  /// Draws again soon (the status line changed, say).
  public func setNeedsRender() {
    if renderScheduled.claim() {
      DispatchQueue.main.async { MainActor.assumeIsolated { self.draw() } }
    }
  }

  /// Ends the session as Ctrl-C does.
  public func stop() { finish(.quit) }

  /// Gives the terminal to a successor process: puts the settings back but keeps the screen,
  /// then runs `execute`, which replaces the process (a hot reload). If it returns, the
  /// terminal is restored as at any end.
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
    switch event {
    case .input(let bytes):
      flushTimer?.cancel()
      for input in decoder.decode(bytes) { handle(input) }
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
        for input in self.decoder.flush() { self.handle(input) }
      }
    }
    flushTimer = item
    DispatchQueue.main.asyncAfter(deadline: .now() + wait, execute: item)
  }

  private func handle(_ input: InputEvent) {
    if ending != nil { return }
    if case .key(let press) = input, press.key == .character("c"), press.modifiers == .control {
      finish(.quit)
      return
    }
    if startingStepsPlaying {
      heldInput.append(input)
      return
    }
    if case .key(let press) = input {
      switch (press.key, press.modifiers) {
      case (.escape, _):
        if let host, host.escapeKey(in: self) { return }
      case (.character("z"), .control):
        screen.suspend()
        shown = nil
        draw()
        return
      case (.function(let number), _):
        if let host, host.functionKey(number, in: self) { return }
      default: break
      }
    }
    if withContext({ controller.handle(input) }) { draw() }
  }

  // MARK: Drawing

  private var viewSize: (width: Int, height: Int) {
    let size = screen.size
    return host?.viewSize(terminalColumns: size.columns, rows: size.rows) ?? (size.columns, size.rows)
  }

  /// Renders the view and writes what changed.
  private func draw() {
    renderScheduled.clear()
    guard ending == nil, !startingStepsPlaying else { return }
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
