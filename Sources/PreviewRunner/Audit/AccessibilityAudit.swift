import PreviewSnapshots
import TextUI

/// The accessibility audit of one rendering: every rule of `AuditRule` over its
/// accessibility tree, its cells' colours and its focus order.
enum AccessibilityAudit {
  /// The colour depths contrast is checked in, each as the runner maps colours to it.
  static let depths: [ColorDepth] = [.truecolor, .palette256, .ansi16]

  /// What is wrong in `frame`, in reading order, waived findings included; contrast is
  /// checked on the terminal the frame was resolved for, or on `background` when given
  /// (`audit --background`).
  /// `colourOnly` remembers the renderings of the state seen before, so a step that changes a
  /// control's state is compared with the drawing before it.
  @MainActor
  static func findings(
    in frame: SettledFrame, background: TerminalAppearance? = nil, colourOnly: inout ColourOnlyCheck
  ) -> [AuditFinding] {
    var findings: [AuditFinding] = []
    let buffers = depths.map { ($0, $0.map(frame.buffer)) }
    let appearance = background ?? frame.appearance
    for element in frame.accessibility.elements {
      for (rule, message) in problems(of: element, buffers: buffers, on: appearance) {
        findings.append(
          AuditFinding(
            rule: rule, element: element.line, message: message,
            waiver: element.waivers.first { $0.rule == rule.rawValue }?.reason))
      }
    }
    for (element, message) in colourOnly.problems(in: frame) {
      findings.append(
        AuditFinding(
          rule: .colourOnly, element: element.line, message: message,
          waiver: element.waivers.first { $0.rule == AuditRule.colourOnly.rawValue }?.reason))
    }
    if let finding = focusOrderFinding(frame) { findings.append(finding) }
    return findings
  }

  /// ``findings(in:background:colourOnly:)`` of a frame seen alone.
  @MainActor
  static func findings(in frame: SettledFrame, background: TerminalAppearance? = nil) -> [AuditFinding] {
    var colourOnly = ColourOnlyCheck()
    return findings(in: frame, background: background, colourOnly: &colourOnly)
  }

  /// The rules `element` breaks, each with its message.
  static func problems(
    of element: AccessibilityElement, buffers: [(ColorDepth, Buffer)], on appearance: TerminalAppearance = .light
  ) -> [(AuditRule, String)] {
    if element.isHidden {
      guard element.isInteractive && element.isEnabled && element.isFocusable else { return [] }
      return [
        (
          .hiddenControl,
          "it is hidden from screen readers but can still be focused and used; show it, or remove the control"
        )
      ]
    }
    var problems: [(AuditRule, String)] = []
    if element.isInteractive && element.name.isEmpty {
      problems.append((.unnamedControl, unnamedMessage(element)))
    }
    if element.role == .image && element.name.isEmpty && !element.isDecorative {
      let shows = element.symbol.map { "the symbol `\($0)`" } ?? "an image"
      problems.append(
        (
          .unlabelledImage,
          "it shows \(shows) with no label; give it .accessibilityLabel, or mark it decorative "
            + "(Image(decorative:), .accessibilityHidden(true))"
        ))
    }
    if element.isEnabled, let message = contrastMessage(element, buffers: buffers, on: appearance) {
      problems.append((.contrast, message))
    }
    for text in element.unlocalizedTexts {
      problems.append((.unlocalizedText, unlocalizedMessage(text)))
    }
    return problems
  }

  /// Why `text`, drawn from a `String`, is a finding, and the two ways out.
  static func unlocalizedMessage(_ text: String) -> String {
    "\(AccessibilityElement.quoted(text)) is drawn from a String, which is never localized; write it as a "
      + "string literal or LocalizedStringKey to translate it, or Text(verbatim:) if it is not meant to be "
      + "(a name, user data)"
  }

  private static func unnamedMessage(_ element: AccessibilityElement) -> String {
    if element.role == .textField || element.role == .secureTextField {
      return "a text field with neither a label nor a prompt; give it a title, a prompt or .accessibilityLabel"
    }
    let shows = element.symbol.map { "it shows only the symbol `\($0)`" } ?? "it shows no text"
    let role = element.role.rawValue
    let article = role.first.map { "aeiou".contains($0) } == true ? "an" : "a"
    return "\(article) \(role) with no name: \(shows); give it .accessibilityLabel"
  }

  /// Why the text of `element` is too faint, naming the depths it fails in, or `nil`.
  static func contrastMessage(
    _ element: AccessibilityElement, buffers: [(ColorDepth, Buffer)], on appearance: TerminalAppearance = .light
  ) -> String? {
    var failing: [String] = []
    var worst: (ratio: Double, minimum: Double, foreground: TerminalPalette.RGB, background: TerminalPalette.RGB)?
    for (depth, buffer) in buffers {
      guard
        let failure = Contrast.worstFailure(
          in: buffer, frame: element.frame, isHeader: element.traits.contains(.isHeader), on: appearance)
      else { continue }
      failing.append(depth == .truecolor ? "truecolor" : "\(depth.rawValue) colours")
      // The colours quoted are those of the first depth that fails, truecolor when it does.
      if worst == nil { worst = failure }
    }
    guard let worst else { return nil }
    func format(_ ratio: Double) -> String {
      let tenths = Int((ratio * 10).rounded(.down))
      return "\(tenths / 10).\(tenths % 10)"
    }
    return
      "contrast \(format(worst.ratio)):1 is below WCAG AA's \(format(worst.minimum)):1 "
      + "(\(worst.foreground.hex) on \(worst.background.hex), default colours \(defaultColours(appearance))) in "
      + failing.joined(separator: ", ")
  }

  /// How a contrast message names the terminal's default colours: "black on white" for the
  /// light terminal findings have always named, else the two colours.
  static func defaultColours(_ appearance: TerminalAppearance) -> String {
    appearance.foreground == TerminalAppearance.light.foreground
      && appearance.background == TerminalAppearance.light.background
      ? "black on white" : "\(appearance.foreground.hex) on \(appearance.background.hex)"
  }

  /// A finding when Tab's order differs from reading order: on the first control where they
  /// part.
  static func focusOrderFinding(_ frame: SettledFrame) -> AuditFinding? {
    let controls = frame.accessibility.elements.filter {
      !$0.isHidden && $0.isInteractive && $0.isFocusable && frame.focusOrder.contains($0.frame)
    }
    let focus = frame.focusOrder.filter { frame in controls.contains { $0.frame == frame } }
    guard let index = (0..<min(controls.count, focus.count)).first(where: { controls[$0].frame != focus[$0] }) else {
      return nil
    }
    let element = controls[index]
    let instead = controls.first { $0.frame == focus[index] }
    let message =
      "a screen reader reads it as control \(index + 1), but Tab reaches "
      + (instead.map { $0.line } ?? "another control") + " there; "
      + "make the reading order (.accessibilitySortPriority, .accessibilityElement(children:)) follow the layout"
    return AuditFinding(
      rule: .focusOrder, element: element.line, message: message,
      waiver: element.waivers.first { $0.rule == AuditRule.focusOrder.rawValue }?.reason)
  }
}
