internal import TextUITerminal

/// Where a live session draws and what it hears from: the terminal, or a test's stand-in.
/// Ratatui's split: the session never knows which.
@MainActor
protocol LiveScreen: AnyObject {
  /// The size in cells.
  var size: (columns: Int, rows: Int) { get }
  /// Sets the screen up and reports what happens from now on; with `askingBackground`, asks
  /// the terminal its background colour first and returns it, if it answered with one.
  func start(askingBackground: Bool, _ handle: @escaping @MainActor (Terminal.Event) -> Void) throws
    -> ReportedColor?
  /// Writes the bytes of a frame.
  func write(_ bytes: [UInt8])
  /// Ctrl-Z: gives the terminal back until the process is continued.
  func suspend()
  /// Puts everything back as it was.
  func restore()
  /// Puts the settings back but keeps the screen, for a successor process.
  func releaseForExec()
}

extension Terminal: LiveScreen {}
