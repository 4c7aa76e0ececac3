/// Something on screen a preview script can act on: a button to tap, a field to type into,
/// a toggle, a list row or a navigation link, with the rectangle it was drawn in.
public struct InteractiveRegion {
  /// What kind of control this is.
  public enum Kind: String, Sendable {
    /// A `Button`, a `TextField`, a `Toggle`, a selectable `List` row, or a `NavigationLink`.
    case button, textField, toggle, row, link
  }

  /// What acting on the region does.
  public enum Action {
    /// Tapping runs this.
    case tap(@MainActor () -> Void)
    /// Typing replaces the text with the given string.
    case type(@MainActor (String) -> Void)
  }

  /// What kind of control was drawn.
  public var kind: Kind
  /// The cells the control was drawn in.
  public var rect: Rect
  /// The text the user sees for it: the title if the control has one, otherwise the text
  /// drawn inside its rectangle.
  public var label: String
  /// What acting on the control does.
  public var action: Action

  /// A region for a control of `kind` drawn in `rect`, found by `label`.
  public init(kind: Kind, rect: Rect, label: String, action: Action) {
    self.kind = kind
    self.rect = rect
    self.label = label
    self.action = action
  }
}
