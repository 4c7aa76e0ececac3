/// The escape sequences a live session sends to set a terminal up and put it back, in one
/// place. Each is an xterm control that every terminal in use today understands or ignores.
public enum TerminalSequences {
  /// Alternate screen (1049, saving the cursor), cursor hidden, SGR mouse reports of clicks,
  /// drags and the wheel (1000, 1002, 1006), bracketed paste (2004), the explicit
  /// bidirectional mode (ECMA-48's BDSM reset, `CSI 8 l`: cells already hold right-to-left text
  /// in visual order, so a terminal that reorders, such as GNOME's VTE, must not do it again),
  /// and a cleared screen.
  public static let enter =
    "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h\u{1B}[?2004h\u{1B}[8l\u{1B}[H\u{1B}[2J"
  /// Each mode of ``enter`` turned off (the bidirectional mode back to implicit, the default),
  /// the style reset and the cursor shown, then the main
  /// screen back as it was.
  public static let leave =
    "\u{1B}[8h\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
}
