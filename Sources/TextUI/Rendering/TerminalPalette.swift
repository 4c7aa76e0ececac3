/// The RGB values a terminal shows for its indexed colours: xterm's defaults, which most
/// terminals share for indices 16–255 and approximate for 0–15.
///
/// One table serves everything that has to turn an indexed colour into light on a screen: the
/// colour-depth mapping (``ColorDepth``) and the HTML report's CSS. The values:
/// - 0–15, the ANSI colours: `000000 cd0000 00cd00 cdcd00 0000ee cd00cd 00cdcd e5e5e5`, then
///   the bright ones `7f7f7f ff0000 00ff00 ffff00 5c5cff ff00ff 00ffff ffffff`.
/// - 16–231, a 6 × 6 × 6 cube: index `16 + 36r + 6g + b` with each of r, g, b in 0…5 taking
///   the level `0, 95, 135, 175, 215, 255`.
/// - 232–255, a grey ramp: `8 + 10 × (index − 232)` on all three channels.
public enum TerminalPalette {
  /// One colour as three 0–255 channels.
  public struct RGB: Hashable, Sendable {
    /// The red channel.
    public var red: UInt8
    /// The green channel.
    public var green: UInt8
    /// The blue channel.
    public var blue: UInt8

    /// A colour from its channels.
    public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
      self.red = red
      self.green = green
      self.blue = blue
    }

    /// `#rrggbb` in lower-case hexadecimal, as CSS and the snapshot format write it.
    public var hex: String {
      "#" + [red, green, blue].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }

    /// Squared Euclidean distance in RGB space: the measure ``ColorDepth`` minimises.
    func distance(to other: RGB) -> Int {
      let red = Int(self.red) - Int(other.red)
      let green = Int(self.green) - Int(other.green)
      let blue = Int(self.blue) - Int(other.blue)
      return red * red + green * green + blue * blue
    }
  }

  /// The RGB value of every palette index, 0–255.
  public static let colors: [RGB] = {
    let ansi: [UInt32] = [
      0x000000, 0xcd0000, 0x00cd00, 0xcdcd00, 0x0000ee, 0xcd00cd, 0x00cdcd, 0xe5e5e5,
      0x7f7f7f, 0xff0000, 0x00ff00, 0xffff00, 0x5c5cff, 0xff00ff, 0x00ffff, 0xffffff,
    ]
    var colors = ansi.map { RGB(UInt8($0 >> 16), UInt8(($0 >> 8) & 0xff), UInt8($0 & 0xff)) }
    let levels: [UInt8] = [0, 95, 135, 175, 215, 255]
    for red in levels {
      for green in levels {
        for blue in levels { colors.append(RGB(red, green, blue)) }
      }
    }
    for step in 0..<24 {
      let grey = UInt8(8 + 10 * step)
      colors.append(RGB(grey, grey, grey))
    }
    return colors
  }()

  /// What `color` looks like, or `nil` for `.clear` (the terminal's default shows).
  public static func rgb(of color: Color) -> RGB? {
    switch color.storage {
    case .ansi(let index): colors[Int(index % 16)]
    case .palette(let index): colors[Int(index)]
    case .rgb(let red, let green, let blue): RGB(red, green, blue)
    case .clear: nil
    }
  }

  /// The index in `candidates` whose colour is nearest to `target`; ties go to the lowest
  /// index, so the mapping never depends on anything but the two colours.
  static func nearest(to target: RGB, among candidates: ClosedRange<Int>) -> Int {
    var best = candidates.lowerBound
    var bestDistance = Int.max
    for index in candidates {
      let distance = colors[index].distance(to: target)
      if distance < bestDistance {
        best = index
        bestDistance = distance
      }
    }
    return best
  }
}
