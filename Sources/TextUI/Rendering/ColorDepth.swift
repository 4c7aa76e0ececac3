/// How many colours a terminal can show, so a buffer can be drawn as a 16- or 256-colour
/// terminal will show it: by the runner's `show --color-depth` and by ``FrameDiffer`` on a live
/// terminal.
///
/// The mapping is deterministic: a colour the depth cannot show becomes the nearest colour it
/// can (squared RGB distance, ties to the lowest index) in ``TerminalPalette``'s documented
/// values.
/// - ``truecolor`` shows everything as it is.
/// - ``palette256`` keeps the 16 ANSI colours and palette entries; an RGB colour becomes the
///   nearest entry of 16–255 (the cube and the grey ramp: entries 0–15 are left out because
///   users re-theme them, as terminals' own 24-bit fallbacks do).
/// - ``ansi16`` keeps the 16 ANSI colours; palette entries 0–15 become those colours, and any
///   other palette entry or RGB colour becomes the nearest of them.
///
/// Only what is shown changes: snapshots always keep the exact colours a view asked for.
public enum ColorDepth: String, Sendable, CaseIterable, Codable {
  /// The 16 ANSI colours (`--color-depth 16`).
  case ansi16 = "16"
  /// The xterm 256-colour palette (`--color-depth 256`).
  case palette256 = "256"
  /// 24-bit colour (`--color-depth truecolor`).
  case truecolor

  /// What the terminal described by `environment` supports: `truecolor` when `COLORTERM` is
  /// `truecolor` or `24bit` or `TERM` ends in `-direct`; `256` when `TERM` contains `256color`;
  /// otherwise `16`.
  public static func detected(environment: [String: String]) -> ColorDepth {
    let colorTerm = environment["COLORTERM"]?.lowercased() ?? ""
    let term = environment["TERM"]?.lowercased() ?? ""
    if colorTerm == "truecolor" || colorTerm == "24bit" || term.hasSuffix("-direct") { return .truecolor }
    if term.contains("256color") { return .palette256 }
    return .ansi16
  }

  /// The colour a terminal of this depth shows for `color`.
  public func map(_ color: Color) -> Color {
    switch (self, color.storage) {
    case (.truecolor, _), (_, .clear), (_, .ansi):
      return color
    case (.palette256, .palette):
      return color
    case (.palette256, .rgb(let red, let green, let blue)):
      let target = TerminalPalette.RGB(red, green, blue)
      return Color(palette: UInt8(TerminalPalette.nearest(to: target, among: 16...255)))
    case (.ansi16, .palette(let index)) where index < 16:
      return Color(ansi: index)
    case (.ansi16, _):
      guard let target = TerminalPalette.rgb(of: color) else { return color }
      return Color(ansi: UInt8(TerminalPalette.nearest(to: target, among: 0...15)))
    }
  }

  /// `buffer` with every colour mapped to this depth; symbols and attributes unchanged.
  public func map(_ buffer: Buffer) -> Buffer {
    guard self != .truecolor else { return buffer }
    var mapped = buffer
    mapped.restyle(buffer.bounds, clip: buffer.bounds) { style in
      style.foreground = style.foreground.map(map)
      style.background = style.background.map(map)
    }
    return mapped
  }
}
