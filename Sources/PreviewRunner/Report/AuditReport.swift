import Foundation

/// The audit's `--report json` and `--report junit` files: every finding with its component,
/// preview, state, step, element, rule, message and waiver; deterministic, so the same run
/// writes the same bytes.
enum AuditReport {
  /// `{"renderings": N, "failing": N, "findings": […]}` with sorted keys.
  static func json(_ findings: [AuditFinding], renderings: Int) -> Data {
    struct Report: Encodable {
      var renderings: Int
      var failing: Int
      var findings: [AuditFinding]
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
    let report = Report(renderings: renderings, failing: findings.count(where: \.fails), findings: findings)
    return ((try? encoder.encode(report)) ?? Data("{}".utf8)) + Data("\n".utf8)
  }

  /// A `testsuite` named "accessibility audit", a `testcase` per finding (named by location,
  /// rule and element), failed unless waived, and a waived one skipped with its reason.
  static func junit(_ findings: [AuditFinding]) -> Data {
    let failing = findings.count(where: \.fails)
    let skipped = findings.count - failing
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    xml += "<testsuites name=\"preview-runner audit\" tests=\"\(findings.count)\" failures=\"\(failing)\">\n"
    xml +=
      "  <testsuite name=\"accessibility audit\" tests=\"\(findings.count)\" failures=\"\(failing)\" "
      + "skipped=\"\(skipped)\">\n"
    for finding in findings {
      let name = escape("\(finding.location): \(finding.rule.rawValue): \(finding.element)")
      let className = escape("\(finding.component).\(finding.preview)")
      xml += "    <testcase classname=\"\(className)\" name=\"\(name)\">\n"
      if let waiver = finding.waiver {
        xml += "      <skipped message=\"\(escape("waived: " + waiver))\"/>\n"
      } else {
        xml += "      <failure type=\"\(finding.rule.rawValue)\" message=\"\(escape(finding.message))\">"
        xml += escape(finding.description) + "</failure>\n"
      }
      xml += "    </testcase>\n"
    }
    xml += "  </testsuite>\n</testsuites>\n"
    return Data(xml.utf8)
  }

  private static func escape(_ text: String) -> String { JUnitReport.escape(text) }
}
