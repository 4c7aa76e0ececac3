/// An interaction a preview plays on its component, found by the label the user sees.
public enum PreviewStep: Sendable, Hashable, CustomStringConvertible {
  /// Taps the button (or row, or toggle) with this label.
  case tap(String)
  /// Replaces the text of the field with this title.
  case type(String, into: String)
  /// Flips the toggle with this label.
  case toggle(String)
  /// Selects the list row with this label.
  case select(String)
  /// Follows the navigation link or row with this label, pushing its destination.
  case open(String)

  public var description: String {
    switch self {
    case .tap(let label): "tap \(label)"
    case .type(let text, let field): "type \(text) into \(field)"
    case .toggle(let label): "toggle \(label)"
    case .select(let label): "select \(label)"
    case .open(let label): "open \(label)"
    }
  }
}
