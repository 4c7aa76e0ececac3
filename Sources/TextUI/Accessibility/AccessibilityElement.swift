/// One thing a screen reader stops on: what it is, what it is called, what it holds and how
/// to use it, with the cells it was drawn in.
///
/// A render lists them in reading order in ``RenderedFrame/accessibility``. Every built-in
/// view makes SwiftUI's default element (a `Text` is static text, a `Button` a button named by
/// its label, a `Toggle` a toggle with its value…) and the accessibility modifiers change it.
public struct AccessibilityElement: Sendable, Equatable, CustomStringConvertible {
  /// What kind of element this is, as a screen reader announces it.
  public enum Role: String, Sendable, CaseIterable {
    /// Text that does not change (`Text`, a `Label`).
    case staticText = "text"
    /// A `Button`, a menu item, a selectable `List` row, a `Picker` that opens its choices,
    /// a `DisclosureGroup`'s label.
    case button
    /// A `NavigationLink` (SwiftUI's is a button that pushes) or a `Link`.
    case link
    /// A `TextField` or `TextEditor`.
    case textField = "text-field"
    /// A `SecureField`: a text field whose text is never read out.
    case secureTextField = "secure-text-field"
    /// One tab of a `TabView`'s bar; the shown one has the `.isSelected` trait.
    case tab
    /// A `Toggle`, or a `DisclosureGroup` that opens and closes.
    case toggle
    /// A `Stepper` or `Slider`: its value goes up and down.
    case adjustable
    /// An `Image`.
    case image
    /// A `ProgressView` or `Gauge`.
    case progress
    /// An element made by `.accessibilityElement(children: .ignore)` with nothing else to say
    /// what it is.
    case group

    /// ``rawValue`` as static text, which an encoder copies without making a `String`.
    package var snapshotName: StaticString {
      switch self {
      case .staticText: "text"
      case .button: "button"
      case .link: "link"
      case .textField: "text-field"
      case .secureTextField: "secure-text-field"
      case .tab: "tab"
      case .toggle: "toggle"
      case .adjustable: "adjustable"
      case .image: "image"
      case .progress: "progress"
      case .group: "group"
      }
    }

    /// Whether a person acts on an element of this role (it takes focus in the live runtime).
    public var isInteractive: Bool {
      switch self {
      case .button, .link, .textField, .secureTextField, .tab, .toggle, .adjustable: true
      case .staticText, .image, .progress, .group: false
      }
    }
  }

  /// What the element is.
  public var role: Role
  /// What a screen reader calls it: its label (`.accessibilityLabel`), otherwise the text it
  /// shows; empty when it has neither (see ``symbol``).
  public var name: String
  /// The cells it was drawn in.
  public var frame: Rect
  /// Its traits beyond its role (`.isHeader`, `.isSelected`…).
  public var traits: AccessibilityTraits
  /// `.accessibilitySortPriority`: higher is read first among its siblings.
  public var sortPriority: Double
  /// The heading level of a header (`.accessibilityHeading`), 0 when unspecified.
  public var headingLevel: Int
  /// Hidden from a screen reader (`.accessibilityHidden(true)`, a decorative image): kept so
  /// that the audit can find a hidden control, left out of snapshots and speech.
  public var isHidden: Bool
  /// An image made with `Image(decorative:)`: hidden on purpose.
  public var isDecorative: Bool
  /// Whether the live runtime moves focus to it (a stepper's `-`/`+` do not).
  public var isFocusable: Bool
  /// `false` for a control under `.disabled(true)`: announced as dimmed, and exempt from the
  /// contrast rule as WCAG exempts inactive controls.
  public var isEnabled: Bool
  /// What few elements have (a value, a hint, actions…), in one shared box, `nil` when the
  /// element has none of it. A render records an element for every text on screen, and an
  /// element holding each of these in a field of its own was seven references to retain and
  /// release at every copy.
  private var box: DetailsBox?

  /// What it holds: a toggle's "on"/"off", a slider's percentage, a text field's text.
  public var value: String? {
    get { box?.details.value }
    set { details.value = newValue }
  }
  /// What using it does (`.accessibilityHint`).
  public var hint: String? {
    get { box?.details.hint }
    set { details.hint = newValue }
  }
  /// Its `.accessibilityIdentifier`, for tests; never spoken.
  public var identifier: String? {
    get { box?.details.identifier }
    set { details.identifier = newValue }
  }
  /// The names of its custom actions (`.accessibilityAction(named:)`).
  public var actions: [String] {
    get { box?.details.actions ?? [] }
    set { details.actions = newValue }
  }
  /// Other names voice control accepts (`.accessibilityInputLabels`).
  public var inputLabels: [String] {
    get { box?.details.inputLabels ?? [] }
    set { details.inputLabels = newValue }
  }
  /// The SF Symbol a nameless image or icon-only control shows, so that a report can say what
  /// a screen reader would otherwise read as nothing (e.g. `xmark`).
  public var symbol: String? {
    get { box?.details.symbol }
    set { details.symbol = newValue }
  }
  /// The audit rules waived for this element, with the reason given in code.
  public var waivers: [AccessibilityAuditWaiver] {
    get { box?.details.waivers ?? [] }
    set { details.waivers = newValue }
  }
  /// Where the text drawn for it came from: a localized key, a `String` shown as it is, or
  /// `Text(verbatim:)`; empty when it drew no text. Kept through merging and relabelling, for
  /// the audit's `unlocalized-text` rule.
  public var textSources: TextSources
  /// Each text drawn for it from a `String` (`Text(title)`), which never passed through
  /// localization, as drawn; empty when it drew none.
  public var unlocalizedTexts: [String] {
    get { box?.details.unlocalizedTexts ?? [] }
    set { details.unlocalizedTexts = newValue }
  }

  /// The element's rarer properties.
  private struct Details: Sendable, Equatable {
    var value: String? = nil
    var hint: String? = nil
    var identifier: String? = nil
    var actions: [String] = []
    var inputLabels: [String] = []
    var symbol: String? = nil
    var waivers: [AccessibilityAuditWaiver] = []
    var unlocalizedTexts: [String] = []

    /// Whether they add nothing to an element's ``line``: the texts kept for the audit are
    /// never written there.
    var saysOnlyItsName: Bool {
      var spoken = self
      spoken.unlocalizedTexts = []
      return spoken == Details()
    }
  }

  /// An element's ``Details``, never changed: setting a property boxes the changed details
  /// anew, which only the modifiers that set them do.
  private final class DetailsBox: Sendable {
    let details: Details
    init(_ details: Details) { self.details = details }
  }

  /// The rarer properties, boxed when any is set and dropped when none is.
  private var details: Details {
    get { box?.details ?? Details() }
    set { box = newValue == Details() ? nil : DetailsBox(newValue) }
  }

  /// An element of `role` named `name`, drawn in `frame`; everything else at its default.
  public init(role: Role, name: String, frame: Rect) {
    self.role = role
    self.name = name
    self.frame = frame
    self.traits = AccessibilityTraits(rawValue: 0)
    self.sortPriority = 0
    self.headingLevel = 0
    self.isHidden = false
    self.isDecorative = false
    self.isFocusable = role.isInteractive
    self.isEnabled = true
    self.textSources = TextSources(rawValue: 0)
    self.box = nil
  }

  /// Whether the two elements say the same: every property is compared, boxed or not.
  public static func == (left: AccessibilityElement, right: AccessibilityElement) -> Bool {
    left.role == right.role && left.name == right.name && left.frame == right.frame && left.traits == right.traits
      && left.sortPriority == right.sortPriority && left.headingLevel == right.headingLevel
      && left.isHidden == right.isHidden && left.isDecorative == right.isDecorative
      && left.isFocusable == right.isFocusable && left.isEnabled == right.isEnabled
      && left.textSources == right.textSources
      && (left.box === right.box || left.details == right.details)
  }

  /// Whether the element has nothing but a role, a name and where it was drawn to say: no
  /// value, hint, actions or symbol, no traits or heading level, not disabled. Such an
  /// element's ``line`` is its role and quoted name, which an encoder can write directly.
  package var isPlain: Bool {
    traits.rawValue == 0 && headingLevel == 0 && isEnabled && (box == nil || box!.details.saysOnlyItsName)
  }

  /// ``isPlain`` for the element at `element`, read in place: the getter called on
  /// `element.pointee` copies the whole element first (retaining its name and its other
  /// references) in a debug build, where the snapshot encoder asks for every element.
  package static func isPlain(at element: UnsafePointer<AccessibilityElement>) -> Bool {
    guard element.pointee.traits.rawValue == 0, element.pointee.headingLevel == 0, element.pointee.isEnabled else {
      return false
    }
    guard let box = element.pointee.box else { return true }
    return box.details.saysOnlyItsName
  }

  /// Whether a person acts on it.
  public var isInteractive: Bool { role.isInteractive }

  /// What a screen reader says for its name: the name, or the symbol's name when there is no
  /// other (as VoiceOver reads an unlabelled SF Symbol by its name).
  public var spokenName: String { name.isEmpty ? (symbol ?? "") : name }

  /// Whether the audit rule `rule` is waived for this element.
  public func waives(_ rule: String) -> Bool { waivers.contains { $0.rule == rule } }

  /// The element as one line of text: role, name in quotes, then `value=`, the traits and
  /// `hint=` when present, `disabled` for a disabled control, e.g. `toggle "Wi-Fi" value="on"` or `button symbol="xmark"`.
  /// Quoted strings escape `\`, `"` and control characters (see ``quoted(_:)``), so a line is
  /// always one line of visible text.
  public var line: String {
    var line = role.rawValue
    line.reserveCapacity(line.utf8.count + name.utf8.count + 8)
    if !name.isEmpty || symbol == nil { Self.appendQuoted(name, after: " ", to: &line) }
    if name.isEmpty, let symbol { Self.appendQuoted(symbol, after: " symbol=", to: &line) }
    if let value { Self.appendQuoted(value, after: " value=", to: &line) }
    if traits.rawValue != 0 { line += " traits=" + traits.names.joined(separator: ",") }
    if headingLevel > 0 { line += " level=\(headingLevel)" }
    if let hint { Self.appendQuoted(hint, after: " hint=", to: &line) }
    if !actions.isEmpty { line += " actions=" + actions.map(Self.quoted).joined(separator: ",") }
    if !isEnabled { line += " disabled" }
    return line
  }

  /// Appends `prefix`, then `text` quoted, to `line`, with no string in between when `text`
  /// needs no escape.
  private static func appendQuoted(_ text: String, after prefix: String, to line: inout String) {
    line.append(prefix)
    if needsEscape(text) {
      line.append(quoted(text))
    } else {
      line.append("\"")
      line.append(text)
      line.append("\"")
    }
  }

  /// The element as one line: ``line``.
  public var description: String { line }

  /// Whether `text` has a `\`, a `"` or a control character, scanned with plain pointers:
  /// a closure per byte is a call per byte in an unoptimised build, which the runner is.
  private static func needsEscape(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { EscapedText.needsEscape($0, also: 0x22) }
  }

  /// `text` in double quotes, escaped as snapshot files escape text: `\` as `\\`, `"` as
  /// `\"`, newlines, tabs and carriage returns as `\n`, `\t`, `\r`, and any other control
  /// character (ESC, DEL, a C1 control) as `\u{1B}` with its code point, so a line is always
  /// one line and never carries a live escape sequence.
  public static func quoted(_ text: String) -> String {
    // Most names need no escape: one concatenation.
    if !needsEscape(text) { return "\"" + text + "\"" }
    return "\"" + EscapedText.escaped(text) { scalar, _, _ in scalar == "\"" } + "\""
  }
}

/// An audit rule switched off for one element, with the reason, given in code by
/// `.accessibilityAuditWaiver(_:reason:)`; reports list waived findings with their reason.
public struct AccessibilityAuditWaiver: Sendable, Hashable {
  /// The rule's name, as the audit reports it (e.g. `contrast`, `unnamed-control`).
  public var rule: String
  /// Why the rule does not apply here.
  public var reason: String

  /// Waives `rule` for a `reason`.
  public init(rule: String, reason: String) {
    self.rule = rule
    self.reason = reason
  }
}
