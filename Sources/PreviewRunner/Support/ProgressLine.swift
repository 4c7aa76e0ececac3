/// The `[12/66] Component/Preview state` line a run keeps redrawing on a terminal, and the
/// printing that clears it first so the two never mix. Nothing is shown on a pipe or file.
struct ProgressLine {
  let output: Console
  private var shown = false

  init(output: Console) {
    self.output = output
  }

  /// Replaces the progress line with `line`, made only when a terminal shows it: a run
  /// asks for every state, and off a terminal the line would be made for nothing.
  mutating func show(_ line: @autoclosure () -> String) {
    guard output.isTerminal else { return }
    output.write("\r\u{1B}[K" + line())
    shown = true
  }

  /// Erases the progress line, if one is shown.
  mutating func clear() {
    guard shown else { return }
    output.write("\r\u{1B}[K")
    shown = false
  }

  /// Prints a line, first clearing the progress line.
  mutating func print(_ line: String) {
    clear()
    output.print(line)
  }
}
