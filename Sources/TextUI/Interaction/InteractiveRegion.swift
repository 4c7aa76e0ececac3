/// Something on screen a person or a preview step can act on: a button to tap, a field to
/// type into, a toggle, a list row, a navigation link, a stepper or slider to adjust, with the
/// rectangle it was drawn in.
///
/// A render lists them in ``RenderedFrame/regions``. Preview steps find one by its label; the
/// live runtime moves focus through them and acts on the focused one. Both end in the same
/// operation (``RenderedFrame/perform(_:)``), so what works live works in a snapshot.
public struct InteractiveRegion {
  /// What kind of control this is.
  public enum Kind: String, Sendable {
    /// A `Button`, a `TextField`, a `Toggle`, a selectable `List` row, or a `NavigationLink`.
    case button, textField, toggle, row, link
    /// A `Stepper` or `Slider`: arrows (or `.increment`/`.decrement` steps) change its value.
    case adjustable
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

  /// The control's view identity: the same control keeps it from render to render, so focus
  /// stays on it while everything around it changes.
  var identity = ViewIdentity(value: 0)
  /// For a text field or editor: its text, and what Enter does.
  var editing: TextEditing?
  /// For a stepper or slider: moves the value by whole steps (+1 up, -1 down).
  var adjust: (@MainActor (Int) -> Void)?
  /// Whether Tab stops here. The `-`/`+` of a stepper are tapped with the mouse or by a step,
  /// but focus goes to the stepper as a whole.
  var isFocusable = true
  /// Whether the control is laid out right to left, where Right moves toward its start: a
  /// slider's fill and a row of controls run from the right.
  var isRightToLeft = false
  /// Non-zero for the items of an open pop-up (a menu or a menu picker): focus stays among
  /// them until one is chosen or the pop-up is dismissed.
  var popUpLevel = 0
  /// The `@FocusState` this control is bound to with `.focused`, if any.
  var focusBinding: FocusBinding?
  /// What a screen reader says the control holds: a toggle's "on", a slider's "50%".
  var accessibilityValue: String?
  /// What a screen reader calls the control when it is not ``label`` (a text field's prompt).
  var accessibilityName: String?
  /// What a screen reader says the control is when its kind does not say it (a tab is tapped
  /// as a button, a secure field typed into as a text field).
  var accessibilityRole: AccessibilityElement.Role?

  /// A region for a control of `kind` drawn in `rect`, found by `label`.
  public init(kind: Kind, rect: Rect, label: String, action: Action) {
    self.kind = kind
    self.rect = rect
    self.label = label
    self.action = action
  }

  /// What a text field or editor gives the live runtime to edit it at a caret.
  struct TextEditing {
    /// The field's current text.
    var text: @MainActor () -> String
    /// A secure field: drawn as "•", one per character.
    var isSecure: Bool
    /// A `TextEditor`: Enter inserts a line break instead of submitting.
    var isMultiline: Bool
    /// The `.onSubmit` action in effect for the field, run by Enter.
    var submit: (@MainActor () -> Void)?
  }

  /// A control's tie to a `@FocusState`: whether the state says the control is focused, and
  /// how to tell the state that it gained or lost focus.
  struct FocusBinding {
    var isFocused: @MainActor () -> Bool
    var setFocused: @MainActor (Bool) -> Void
  }
}

extension InteractiveRegion {
  /// The screen reader's element for this control: its role by kind, named by its title or,
  /// without one, by the text it shows (a text field only by its title or prompt).
  @MainActor func accessibilityEdit(isEnabled: Bool = true) -> AccessibilityEdit {
    let role: AccessibilityElement.Role =
      accessibilityRole
      ?? {
        switch kind {
        case .button, .row: .button
        case .link: .link
        case .textField: .textField
        case .toggle: .toggle
        case .adjustable: .adjustable
        }
      }()
    // A secure field's text is never read out, nor its masks: VoiceOver says what the field is.
    let value = editing.flatMap { editing in editing.isSecure ? nil : editing.text() }
    return .control(
      role: role, name: accessibilityName ?? label, nameFromContent: kind != .textField,
      value: accessibilityValue ?? value,
      isFocusable: isFocusable && isEnabled, isEnabled: isEnabled)
  }
}
