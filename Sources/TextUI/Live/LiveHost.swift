/// Something that runs views live and adds to the session: the preview runner's live canvas,
/// which shows preview states one at a time with a status line and function keys of its own.
/// An app has no host; its one view fills the terminal.
@MainActor
public protocol LiveHost: AnyObject {
  /// The view to run now. Asked at the start and again after ``LiveSession/restart()``.
  func makeRoot() -> AnyView
  /// The environment the view sees.
  var environment: EnvironmentValues { get }
  /// The width and height to render the view at, given the terminal's (a preview's own
  /// width, say); the status line takes the last row.
  func viewSize(terminalColumns: Int, rows: Int) -> (width: Int, height: Int)
  /// The line drawn across the bottom of the terminal, or `nil` for none: `leading` from the
  /// left, cut short with "…" when it meets `trailing` (keys, say), which is kept whole.
  var statusLine: (leading: String, trailing: String)? { get }
  /// The status line for a terminal `columns` wide, so a host can choose what to shorten
  /// (by default ``statusLine``, cut at its end).
  func statusLine(columns: Int) -> (leading: String, trailing: String)?
  /// The steps played on the view each time the session builds it, before it is drawn: a
  /// preview state's steps, so the first screen is the state's. Empty by default.
  var startingSteps: [PreviewStep] { get }
  /// Told when one of ``startingSteps`` found no control to act on; the steps after it were
  /// not played.
  func startingStepFailed(_ step: PreviewStep, in session: LiveSession)
  /// F1 to F12, before the view sees them; returns whether the host used the key.
  func functionKey(_ number: Int, in session: LiveSession) -> Bool
  /// Esc, before the view sees it; returns whether the host used the key (to close a list
  /// of its own, say).
  func escapeKey(in session: LiveSession) -> Bool
  /// Runs `body`, a render or the handling of an input, in the context the view needs (a
  /// preview's dependencies).
  func withContext<Result>(_ body: () -> Result) -> Result
  /// Told once the session runs, so the host can ask it to draw or restart later.
  func sessionStarted(_ session: LiveSession)
  /// Whether the host would start differently on a dark terminal than on a light one: the
  /// session then asks the terminal its background colour before the first view is built
  /// (an OSC 11 query, waited for at most 200 ms) and tells the host its scheme with
  /// ``terminalColorSchemeDetected(_:)``. `false` by default: nothing is asked.
  var asksTerminalColorScheme: Bool { get }
  /// Told, before the first view is built, when ``asksTerminalColorScheme``: the colour
  /// scheme of the terminal the session runs in, as
  /// ``ColorScheme/detected(background:environment:)`` decides it from the background the
  /// terminal answered and the environment; `nil` when neither says.
  func terminalColorSchemeDetected(_ scheme: ColorScheme?)
}

extension LiveHost {
  public var environment: EnvironmentValues { EnvironmentValues() }
  public func viewSize(terminalColumns: Int, rows: Int) -> (width: Int, height: Int) {
    (terminalColumns, statusLine == nil ? rows : max(0, rows - 1))
  }
  public var statusLine: (leading: String, trailing: String)? { nil }
  public func statusLine(columns: Int) -> (leading: String, trailing: String)? { statusLine }
  public var startingSteps: [PreviewStep] { [] }
  public func startingStepFailed(_ step: PreviewStep, in session: LiveSession) {}
  public func escapeKey(in session: LiveSession) -> Bool { false }
  public func functionKey(_ number: Int, in session: LiveSession) -> Bool { false }
  public func withContext<Result>(_ body: () -> Result) -> Result { body() }
  public func sessionStarted(_ session: LiveSession) {}
  public var asksTerminalColorScheme: Bool { false }
  public func terminalColorSchemeDetected(_ scheme: ColorScheme?) {}
}
