import PreviewSnapshots

extension AgentWorkspace {
  /// `render`: one state rendered as its snapshot would be, the first render and one rendering
  /// per scripted step, each as the sections asked for.
  func render(_ arguments: ToolArguments) async throws(ToolProblem) -> ToolResult {
    let previewName = try arguments.requiredString("preview")
    let stateName = try arguments.requiredString("state")
    let width = try arguments.integer("width", in: 1...1000)
    let sections = try arguments.sections()
    let variant = try arguments.variant()
    let item = try await previews().plannedState(
      preview: previewName, state: stateName, width: width, variant: variant)
    var outcome = StateOutcome()
    await makeExecutor().render([item], output: .snapshot) { _, rendered in outcome = rendered }
    var parts = [
      "\(item.component)/\(item.preview) \(item.stateName) · width \(item.width) · variant \(item.variant.name)"
    ]
    var renderings: [JSONValue] = []
    for (index, rendered) in outcome.steps.enumerated() {
      let screen = ScreenText(snapshot: rendered.text)
      let uri = SnapshotURI(item, step: index == 0 ? nil : index).text
      if let step = rendered.step { parts.append("after step \(step):") }
      parts.append(screen.text(sections))
      if rendered.cutRows > 0 { parts.append("(\(rendered.cutRows) rows cut at the canvas cap)") }
      renderings.append(
        .object([("step", .optional(rendered.step)), ("uri", .string(uri))] + screen.members(sections)))
    }
    if let failure = outcome.failure {
      let reason = "\(item.displayName): \(failure)"
      guard outcome.steps.isEmpty else {
        return ToolResult(failure: parts.joined(separator: "\n") + "\nthen it failed: " + reason)
      }
      throw .failed(reason + (failure.isCrash ? " (the preview's process was lost; the server goes on)" : ""))
    }
    return ToolResult(
      text: parts.joined(separator: "\n"),
      structured: .object([
        "component": .string(item.component), "preview": .string(item.preview), "state": .string(item.stateName),
        "width": .integer(item.width), "variant": .string(item.variant.name), "renderings": .array(renderings),
      ]))
  }
}
