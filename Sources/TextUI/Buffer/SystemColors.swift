/// UIKit's colours as SwiftUI code names them — `Color(.systemGray6)`,
/// `Color(uiColor: .secondarySystemBackground)`, `Color(UIColor.label)` — so screens written
/// for iOS port unchanged. There is no UIKit here: `UIColor` is TextUI's stand-in holding the
/// terminal colour each system colour is drawn as. Backgrounds (`systemBackground`,
/// `secondarySystemBackground`, `systemGroupedBackground`, …) are the terminal's own
/// background, so they draw nothing; greys map to the 256-colour grey ramp, darker for
/// `systemGray` and lighter towards `systemGray6`.
public struct UIColor: Hashable, Sendable {
  /// The terminal colour this system colour is drawn as.
  public let color: Color

  /// A system colour drawn as `color`.
  public init(_ color: Color) { self.color = color }

  /// A colour from red, green, blue components in 0…1; alpha is accepted, no effect.
  public init(red: Double, green: Double, blue: Double, alpha: Double) {
    self.color = Color(red: red, green: green, blue: blue)
  }

  /// The terminal's default background: draws nothing.
  public static let systemBackground = UIColor(.clear)
  /// The terminal's default background: draws nothing.
  public static let secondarySystemBackground = UIColor(.clear)
  /// The terminal's default background: draws nothing.
  public static let tertiarySystemBackground = UIColor(.clear)
  /// The terminal's default background: draws nothing.
  public static let systemGroupedBackground = UIColor(.clear)
  /// The terminal's default background: draws nothing.
  public static let secondarySystemGroupedBackground = UIColor(.clear)
  /// The terminal's default background: draws nothing.
  public static let tertiarySystemGroupedBackground = UIColor(.clear)
  /// Fills behind controls: a light grey.
  public static let systemFill = UIColor(Color(palette: 250))
  /// Fills behind controls: a lighter grey.
  public static let secondarySystemFill = UIColor(Color(palette: 252))
  /// Fills behind controls: a lighter grey still.
  public static let tertiarySystemFill = UIColor(Color(palette: 253))
  /// The text colour: the terminal's own.
  public static let label = UIColor(.primary)
  /// Secondary text: dim grey.
  public static let secondaryLabel = UIColor(.secondary)
  /// Tertiary text: dim grey.
  public static let tertiaryLabel = UIColor(.secondary)
  /// Placeholder text: dim grey.
  public static let placeholderText = UIColor(.secondary)
  /// Separators: dim grey.
  public static let separator = UIColor(.secondary)
  /// The darkest system grey.
  public static let systemGray = UIColor(Color(palette: 244))
  /// A system grey.
  public static let systemGray2 = UIColor(Color(palette: 246))
  /// A system grey.
  public static let systemGray3 = UIColor(Color(palette: 248))
  /// A system grey.
  public static let systemGray4 = UIColor(Color(palette: 250))
  /// A system grey.
  public static let systemGray5 = UIColor(Color(palette: 252))
  /// The lightest system grey.
  public static let systemGray6 = UIColor(Color(palette: 254))
  /// System red.
  public static let systemRed = UIColor(.red)
  /// System green.
  public static let systemGreen = UIColor(.green)
  /// System blue.
  public static let systemBlue = UIColor(.blue)
  /// System orange.
  public static let systemOrange = UIColor(.orange)
  /// System yellow.
  public static let systemYellow = UIColor(.yellow)
  /// System pink.
  public static let systemPink = UIColor(.pink)
  /// System purple.
  public static let systemPurple = UIColor(.purple)
  /// System teal.
  public static let systemTeal = UIColor(.teal)
  /// System indigo.
  public static let systemIndigo = UIColor(.indigo)
  /// The tint colour.
  public static let tintColor = UIColor(.accentColor)
}

extension Color {
  /// The terminal colour a UIKit system colour is drawn as (`Color(.systemGray6)`).
  public init(_ color: UIColor) { self = color.color }

  /// The terminal colour a UIKit system colour is drawn as (`Color(uiColor: .systemGray6)`).
  public init(uiColor: UIColor) { self = uiColor.color }

  /// This colour at an opacity. A cell has no alpha: any opacity above zero keeps the colour,
  /// zero makes it clear.
  public func opacity(_ opacity: Double) -> Color { opacity > 0 ? self : .clear }
}
