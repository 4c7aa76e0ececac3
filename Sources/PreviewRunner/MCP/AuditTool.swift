import PreviewSnapshots

extension AgentWorkspace {
  /// `audit`: what a screen reader gets in every selected state and step, checked against the
  /// audit's rules, as `preview-runner audit` checks it.
  func audit(_ arguments: ToolArguments, progress: ProgressReporter) async throws(ToolProblem) -> ToolResult {
    let planned = try await previews().plan(
      filters: try arguments.strings("filters") ?? [], states: try arguments.strings("states") ?? [])
    let plan = planned.plan
    var findings: [AuditFinding] = []
    var errors = planned.unreadable.map(\.message)
    var renderings = 0
    await ProgressExecutor(base: makeExecutor(), progress: progress).render(plan.items, output: .audit()) {
      index, outcome in
      let item = plan.items[index]
      for rendered in outcome.steps {
        renderings += 1
        do {
          findings += try AuditFinding.findings(in: rendered, of: item)
        } catch {
          errors.append("\(item.displayName): the audit's findings cannot be read")
        }
      }
      if let failure = outcome.failure { errors.append("\(item.displayName): \(failure)") }
    }
    let failing = findings.count(where: \.fails)
    let summary =
      "audit: \(counted(renderings, "rendering")) of \(counted(plan.items.count, "state")), "
      + "\(counted(failing, "finding")) (\(findings.count - failing) waived)"
    let lines = findings.map { ($0.fails ? "✗ " : "~ ") + $0.description } + errors.map { "error: \($0)" } + [summary]
    return ToolResult(
      text: lines.joined(separator: "\n"),
      structured: .object([
        "summary": .string(summary), "renderings": .integer(renderings), "failing": .integer(failing),
        "waived": .integer(findings.count - failing),
        "findings": .array(
          findings.map { finding in
            .object([
              "rule": .string(finding.rule.rawValue), "element": .string(finding.element),
              "message": .string(finding.message), "waiver": .optional(finding.waiver),
              "component": .string(finding.component), "preview": .string(finding.preview),
              "state": .string(finding.state), "step": .optional(finding.step), "fails": .bool(finding.fails),
            ])
          }),
        "errors": .strings(errors),
      ]))
  }
}
