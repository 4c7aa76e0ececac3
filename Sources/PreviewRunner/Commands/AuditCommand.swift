import Foundation
import PreviewSnapshots
import TextUI

/// `preview-runner audit [<filter>]`: renders every planned state (and step), checks each
/// rendering with `AccessibilityAudit`, prints the findings and writes the JSON or JUnit
/// reports asked for. Exit code 0 when nothing fails (waived findings are listed, not
/// failed), 1 when a finding fails or a state could not render.
struct AuditCommand: RunnerCommand {
  func run(in context: CommandContext) async -> Int32 {
    // A report that cannot be written is said before anything is rendered, as verify says it.
    if let problem = Preflight.reportProblem(
      context.options.reports, workingDirectory: context.configuration.workingDirectory)
    {
      context.output.printError("error: \(TerminalText.escaped(problem))")
      return 2
    }
    let executor = context.makeExecutor()
    guard let planned = await context.makePlan(executor: executor) else { return 2 }
    context.printUnreadable(planned.unreadable)
    return await Self.audit(
      planned.plan, failed: !planned.unreadable.isEmpty, executor: executor, options: context.options,
      workingDirectory: context.configuration.workingDirectory, output: context.output)
  }

  /// Renders and checks every state of `plan`; `failed` when the run has already failed.
  static func audit(
    _ plan: PreviewPlan, failed: Bool, executor: any StateExecutor, options: RunnerOptions,
    workingDirectory: String, output: Console
  ) async -> Int32 {
    var failed = failed
    var findings: [AuditFinding] = []
    var renderings = 0
    await executor.render(plan.items, output: .audit(background: options.background)) { index, outcome in
      let item = plan.items[index]
      for rendered in outcome.steps {
        renderings += 1
        do {
          for finding in try AuditFinding.findings(in: rendered, of: item) {
            findings.append(finding)
            output.print(TerminalText.escapedLines((finding.fails ? "✗ " : "~ ") + finding.description))
          }
        } catch {
          output.printError("error: \(TerminalText.escaped(item.displayName)): the audit's findings cannot be read")
          failed = true
        }
      }
      if let failure = outcome.failure {
        output.printError(
          "error: \(TerminalText.escaped(item.displayName)): \(TerminalText.escapedLines(failure.description))")
        failed = true
      }
    }
    let failing = findings.count(where: \.fails)
    output.print(
      "audit: \(renderings) rendering\(renderings == 1 ? "" : "s") of \(plan.items.count) state"
        + "\(plan.items.count == 1 ? "" : "s"), \(failing) finding\(failing == 1 ? "" : "s")"
        + " (\(findings.count - failing) waived)")
    if !writeReports(
      findings, renderings: renderings, options: options, workingDirectory: workingDirectory, output: output)
    {
      failed = true
    }
    return failed || failing > 0 ? 1 : 0
  }

  /// Writes each `--report`; false (an error printed) when one could not be written.
  private static func writeReports(
    _ findings: [AuditFinding], renderings: Int, options: RunnerOptions, workingDirectory: String, output: Console
  ) -> Bool {
    var written = true
    for report in options.reports {
      let data: Data =
        switch report.format {
        case .json: AuditReport.json(findings, renderings: renderings)
        // The parser lets audit write json and junit only.
        case .junit, .html, .github, .markdown: AuditReport.junit(findings)
        }
      if !ReportFile.write(
        data, format: report.format, to: report.path, workingDirectory: workingDirectory, output: output)
      {
        written = false
      }
    }
    return written
  }
}
