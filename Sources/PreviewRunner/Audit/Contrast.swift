import Foundation
import TextUI

/// WCAG 2.x contrast between what a cell's text is drawn in and what it is drawn on, from the
/// cell's resolved colours as a terminal of a given colour depth shows them.
///
/// Assumptions, stated because a terminal's own colours are not known: the default colours are
/// those of the appearance the frame was resolved for (``TerminalAppearance``: xterm's black
/// on white for light, `#e5e5e5` on black for dark, or the background `audit --background`
/// names); indexed colours are `TerminalPalette`'s xterm
/// values; `inverse` swaps foreground and background; `dim` (faint) text has each channel of
/// its colour multiplied by 2/3, xterm's formula (which VTE copies), so dim black on white is
/// still black.
enum Contrast {
  /// WCAG AA's minimum for normal text.
  static let normalMinimum = 4.5
  /// WCAG AA's minimum for large text, which a terminal's bold and header text stand for.
  static let largeMinimum = 3.0

  /// WCAG's relative luminance of `color`.
  static func luminance(_ color: TerminalPalette.RGB) -> Double {
    func channel(_ value: UInt8) -> Double {
      let c = Double(value) / 255
      return c <= 0.04045 ? c / 12.92 : Foundation.pow((c + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * channel(color.red) + 0.7152 * channel(color.green) + 0.0722 * channel(color.blue)
  }

  /// WCAG's contrast ratio of two colours, from 1 to 21.
  static func ratio(_ first: TerminalPalette.RGB, _ second: TerminalPalette.RGB) -> Double {
    let (a, b) = (luminance(first), luminance(second))
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  /// The colours the text of a cell of `style` is drawn in and on, on a terminal of
  /// `appearance`.
  static func colours(
    of style: Style, on appearance: TerminalAppearance = .light
  ) -> (foreground: TerminalPalette.RGB, background: TerminalPalette.RGB) {
    var foreground = style.foreground.flatMap(TerminalPalette.rgb(of:)) ?? appearance.foreground
    var background = style.background.flatMap(TerminalPalette.rgb(of:)) ?? appearance.background
    if style.attributes.contains(.inverse) { swap(&foreground, &background) }
    if style.attributes.contains(.dim) {
      func faint(_ channel: UInt8) -> UInt8 { UInt8(Int(channel) * 2 / 3) }
      foreground = TerminalPalette.RGB(faint(foreground.red), faint(foreground.green), faint(foreground.blue))
    }
    return (foreground, background)
  }

  /// The cell with the lowest contrast for its minimum among the letters and digits drawn in
  /// `frame` (symbols, rules and fill are decoration), or `nil` when every one passes.
  static func worstFailure(
    in buffer: Buffer, frame: Rect, isHeader: Bool, on appearance: TerminalAppearance = .light
  ) -> (ratio: Double, minimum: Double, foreground: TerminalPalette.RGB, background: TerminalPalette.RGB)? {
    let area = frame.intersection(buffer.bounds)
    var worst: (ratio: Double, minimum: Double, foreground: TerminalPalette.RGB, background: TerminalPalette.RGB)?
    var checked: Set<Style> = []
    for y in area.minY..<area.maxY {
      for x in area.minX..<area.maxX {
        let cell = buffer[x, y]
        guard !cell.isContinuation, isReadable(cell.symbol), checked.insert(cell.style).inserted else { continue }
        let (foreground, background) = colours(of: cell.style, on: appearance)
        let minimum = isHeader || cell.style.attributes.contains(.bold) ? largeMinimum : normalMinimum
        let ratio = ratio(foreground, background)
        guard ratio < minimum else { continue }
        if worst.map({ ratio / minimum < $0.ratio / $0.minimum }) ?? true {
          worst = (ratio, minimum, foreground, background)
        }
      }
    }
    return worst
  }

  /// Whether `symbol` is read as text: a letter or a digit.
  static func isReadable(_ symbol: Character) -> Bool {
    symbol.unicodeScalars.contains { $0.properties.isAlphabetic || $0.properties.numericType != nil }
  }
}
