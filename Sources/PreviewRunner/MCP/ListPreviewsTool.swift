import PreviewSnapshots

extension AgentWorkspace {
  /// `list_previews`: every preview and state the filter selects, with widths, height, steps,
  /// variants and the URIs of their snapshots.
  func listPreviews(_ arguments: ToolArguments) async throws(ToolProblem) -> ToolResult {
    let filter = try arguments.string("filter")
    let catalog = await previews()
    let plan: PreviewPlan
    do {
      plan = try PreviewPlan.make(
        previews: catalog.previews, filters: filter.map { [$0] } ?? [],
        unreadablePreviews: catalog.unreadable.map(\.preview))
    } catch {
      throw .failed(error.description)
    }
    var lines: [String] = []
    var previews: [JSONValue] = []
    for preview in catalog.previews {
      let states = preview.states.enumerated().filter { index, state in
        plan.items.contains { $0.preview == preview.preview && $0.stateIndex == index }
      }
      guard !states.isEmpty else { continue }
      lines.append("\(preview.component)/\(preview.preview)")
      var stateValues: [JSONValue] = []
      for (index, state) in states {
        let uris = plan.allItems.filter { $0.preview == preview.preview && $0.stateIndex == index }.flatMap { item in
          [SnapshotURI(item).text] + item.steps.indices.map { SnapshotURI(item, step: $0 + 1).text }
        }
        let steps = state.steps.isEmpty ? "" : " · steps: " + state.steps.joined(separator: ", ")
        lines.append(
          "  \(state.name) · width \(state.widths.map(String.init).joined(separator: ", "))"
            + (state.height.map { " · height \($0)" } ?? "") + steps)
        stateValues.append(
          .object([
            "name": .string(state.name), "widths": .array(state.widths.map { .integer($0) }),
            "height": state.height.map { .integer($0) } ?? .null, "steps": .strings(state.steps),
            "variants": .strings(preview.variants.map(\.name)), "snapshots": .strings(uris),
          ]))
      }
      previews.append(
        .object([
          "component": .string(preview.component), "preview": .string(preview.preview),
          "states": .array(stateValues),
        ]))
    }
    let unreadable = catalog.unreadable.filter { plan.unreadablePreviews.contains($0.preview) }
    for failure in unreadable { lines.append("cannot read \(failure.message)") }
    let variantNames = Array(Set(catalog.previews.flatMap { $0.variants.map(\.name) })).sorted()
    lines.append(
      "\(counted(previews.count, "preview")), \(counted(plan.items.count, "state")); variants: "
        + variantNames.joined(separator: ", "))
    return ToolResult(
      text: lines.joined(separator: "\n"),
      structured: .object([
        "previews": .array(previews),
        "unreadable": .array(
          unreadable.map { .object(["preview": .string($0.preview), "reason": .string($0.reason)]) }),
      ]))
  }
}
