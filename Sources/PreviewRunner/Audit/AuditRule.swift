/// One thing `preview-runner audit` checks in every state, by the name findings, waivers
/// (`.accessibilityAuditWaiver("contrast", reason: …)`) and reports use.
package enum AuditRule: String, Codable, Sendable, CaseIterable {
  /// A control (button, link, text field, toggle, stepper, slider) a screen reader has no
  /// name for: an icon-only button, an image button, a text field with neither a label nor a
  /// prompt.
  case unnamedControl = "unnamed-control"
  /// An image with neither a label (`Image(_:label:)`, `.accessibilityLabel`) nor
  /// `Image(decorative:)` / `.accessibilityHidden(true)`.
  case unlabelledImage = "unlabelled-image"
  /// Text whose contrast with its background is below WCAG 2.x AA (4.5:1, or 3:1 for bold
  /// or header text) in truecolor, the 256-colour or the 16-colour palette.
  case contrast
  /// Tab moves through the controls in another order than a screen reader reads them.
  case focusOrder = "focus-order"
  /// A control hidden from a screen reader that can still be tapped or focused.
  case hiddenControl = "hidden-control"
  /// Text drawn from a `String` (`Text(title)`, a control titled with a `String` variable),
  /// which never passes through localization: it stays in the development language in every
  /// locale (and unbracketed in the pseudo-locale). `Text(verbatim:)` is exempt, as in
  /// SwiftUI: it says the text is not meant to be translated (a name, a code, user data).
  case unlocalizedText = "unlocalized-text"
  /// A control whose states differ in colour alone (a toggle's on and off, the selected
  /// segment or row), so a terminal without colour draws them alike (see ``ColourOnlyCheck``).
  case colourOnly = "colour-only"
}
