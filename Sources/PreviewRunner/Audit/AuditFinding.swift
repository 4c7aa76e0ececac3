import Foundation
import PreviewSnapshots
import TextUI

/// One problem the accessibility audit found: which rule, on which element of which state,
/// and why; waived in code when `waiver` holds the reason.
package struct AuditFinding: Codable, Sendable, Equatable {
  /// The rule broken.
  package var rule: AuditRule
  /// The element, as its snapshot line (`button symbol="xmark"`).
  package var element: String
  /// What is wrong and how to fix it.
  package var message: String
  /// The reason given by `.accessibilityAuditWaiver`, when the finding is waived.
  package var waiver: String?
  /// The component, preview, state and step the finding is in; filled in by the runner.
  package var component = ""
  /// The preview provider's name.
  package var preview = ""
  /// The state's name.
  package var state = ""
  /// The scripted step rendered, `nil` for the first render.
  package var step: String?
  /// The variant of the rendering, or `nil` for the default.
  package var variant: String?

  /// A finding of `rule` on `element`.
  package init(rule: AuditRule, element: String, message: String, waiver: String? = nil) {
    self.rule = rule
    self.element = element
    self.message = message
    self.waiver = waiver
  }

  /// Whether the finding fails the audit (it is not waived).
  package var fails: Bool { waiver == nil }

  /// `Component/Preview state › step`: where the finding is.
  package var location: String {
    "\(component)/\(preview) \(state)" + (step.map { " › \($0)" } ?? "") + (variant.map { " [\($0)]" } ?? "")
  }

  /// The finding as the audit prints it.
  package var description: String {
    var text = "\(location): \(rule.rawValue): \(element) — \(message)"
    if let waiver { text += " (waived: \(waiver))" }
    return text
  }

  /// Findings as the worker sends them to the runner: JSON.
  static func encoded(_ findings: [AuditFinding]) -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return Array((try? encoder.encode(findings)) ?? Data("[]".utf8))
  }

  /// Findings from what `encoded(_:)` wrote.
  static func decoded(_ bytes: [UInt8]) throws -> [AuditFinding] {
    try JSONDecoder().decode([AuditFinding].self, from: Data(bytes))
  }

  /// The findings of one rendering of `item`, named after it and the step it follows.
  static func findings(in rendered: RenderedSnapshot, of item: PlannedState) throws -> [AuditFinding] {
    try decoded(rendered.bytes).map { finding in
      var finding = finding
      (finding.component, finding.preview, finding.state, finding.step) =
        (item.component, item.preview, item.stateName, rendered.step)
      finding.variant = item.variant.isDefault ? nil : item.variant.name
      return finding
    }
  }
}
