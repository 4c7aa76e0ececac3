/// An interaction a preview plays on its component, found by the label the user sees.
///
/// These are also what a person does to a live app: pressing Enter on a focused button taps
/// it, typing into a field types, Esc dismisses. The live runtime records what a person does
/// as these steps, so an interaction tried live becomes a preview state.
public enum PreviewStep: Sendable, Hashable, Codable, CustomStringConvertible {
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
  /// Moves the stepper or slider with this label up one step.
  case increment(String)
  /// Moves the stepper or slider with this label down one step.
  case decrement(String)
  /// Submits the field with this title, as Enter does: runs its `.onSubmit` actions.
  case submit(String)
  /// Dismisses what is on top, as Esc does: closes an open menu, dismisses a sheet, alert or
  /// dialog (an alert's cancel button), or else goes back from a pushed screen.
  case dismiss

  public var description: String {
    switch self {
    case .tap(let label): "tap \(label)"
    case .type(let text, let field): "type \(text) into \(field)"
    case .toggle(let label): "toggle \(label)"
    case .select(let label): "select \(label)"
    case .open(let label): "open \(label)"
    case .increment(let label): "increment \(label)"
    case .decrement(let label): "decrement \(label)"
    case .submit(let field): "submit \(field)"
    case .dismiss: "dismiss"
    }
  }

  /// The kinds of control the step can act on, most likely first; empty for `.dismiss`.
  var targetKinds: [InteractiveRegion.Kind] {
    switch self {
    case .tap: [.button, .link, .row, .toggle]
    case .type, .submit: [.textField]
    case .toggle: [.toggle]
    case .select: [.row, .link, .button]
    case .open: [.link, .row, .button]
    case .increment, .decrement: [.adjustable]
    case .dismiss: []
    }
  }

  /// The label the step looks for; `nil` for `.dismiss`.
  var targetLabel: String? {
    switch self {
    case .tap(let label), .toggle(let label), .select(let label), .open(let label), .increment(let label),
      .decrement(let label), .submit(let label):
      label
    case .type(_, let field): field
    case .dismiss: nil
    }
  }

  /// The same step acting on the control labelled `label` (`.dismiss` names none).
  func retargeted(to label: String) -> PreviewStep {
    switch self {
    case .tap: .tap(label)
    case .type(let text, _): .type(text, into: label)
    case .toggle: .toggle(label)
    case .select: .select(label)
    case .open: .open(label)
    case .increment: .increment(label)
    case .decrement: .decrement(label)
    case .submit: .submit(label)
    case .dismiss: .dismiss
    }
  }

  /// The step as Swift source, ready to paste into a `PreviewState`'s `steps:`:
  /// `.type("Ada", into: "Name")`.
  public var swiftSource: String {
    func literal(_ text: String) -> String {
      var escaped = ""
      for scalar in text.unicodeScalars {
        switch scalar {
        case "\\": escaped += "\\\\"
        case "\"": escaped += "\\\""
        case "\n": escaped += "\\n"
        case "\r": escaped += "\\r"
        case "\t": escaped += "\\t"
        case _ where scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value):
          escaped += "\\u{\(String(scalar.value, radix: 16))}"
        default: escaped.unicodeScalars.append(scalar)
        }
      }
      return "\"\(escaped)\""
    }
    switch self {
    case .tap(let label): return ".tap(\(literal(label)))"
    case .type(let text, let field): return ".type(\(literal(text)), into: \(literal(field)))"
    case .toggle(let label): return ".toggle(\(literal(label)))"
    case .select(let label): return ".select(\(literal(label)))"
    case .open(let label): return ".open(\(literal(label)))"
    case .increment(let label): return ".increment(\(literal(label)))"
    case .decrement(let label): return ".decrement(\(literal(label)))"
    case .submit(let field): return ".submit(\(literal(field)))"
    case .dismiss: return ".dismiss"
    }
  }
}
