import PreviewSnapshots

/// The snapshot files as MCP resources: each recorded snapshot of a state the previews declare,
/// by its ``SnapshotURI``, read as text.
enum SnapshotResources {
  /// The MIME type of a snapshot file.
  static let mimeType = "text/plain"

  /// What `resources/templates/list` answers.
  static let templates = JSONValue.object([
    "resourceTemplates": .array([
      .object([
        "uriTemplate": .string(SnapshotURI.template), "name": .string("snapshot"), "title": .string("Snapshot file"),
        "description": .string(
          "A state's recorded snapshot: component, preview and state; width when the state declares several, "
            + "step for the rendering after a scripted step; the variant (dark, a locale, …) for a variant other than "
            + "the default."),
        "mimeType": .string(mimeType),
      ])
    ])
  ])
}

extension AgentWorkspace {
  /// What `resources/list` answers: every snapshot recorded for a declared state and step.
  func resourceList() async -> JSONValue {
    let store = SnapshotStore(root: snapshots.path)
    var resources: [JSONValue] = []
    for item in await previews().plannedStates {
      for (index, step) in ([nil] + item.stepNames).enumerated() {
        let id = item.id(step: step)
        guard case .found(let bytes)? = try? store.load(relativePath: id.relativePath) else { continue }
        resources.append(
          .object([
            "uri": .string(SnapshotURI(item, step: index == 0 ? nil : index).text), "name": .string(id.relativePath),
            "title": .string(item.displayName + (step.map { " › \($0)" } ?? "")),
            "mimeType": .string(SnapshotResources.mimeType),
            "size": .integer(bytes.count),
          ]))
      }
    }
    return .object(["resources": .array(resources)])
  }

  /// What `resources/read` answers for `uri`: the snapshot file's text.
  func readResource(_ text: String) async throws(ToolProblem) -> JSONValue {
    let uri = try SnapshotURI(parsing: text)
    let catalog = await previews()
    let preview = try catalog.preview(named: "\(uri.component)/\(uri.preview)")
    let (_, state) = try catalog.state(named: uri.state, of: preview)
    let item = try catalog.plannedState(
      preview: preview.preview, state: state.name, width: uri.width,
      variant: uri.variant ?? ScreenSection.defaultVariant)
    guard uri.width == nil || state.widths.count > 1 && state.widths.contains(item.width) else {
      throw .failed("\(text): \(preview.preview) \(state.name) declares no width \(uri.width ?? 0) of its own")
    }
    guard uri.width != nil || state.widths.count == 1 else {
      throw .failed(
        "\(text): \(state.name) declares several widths; add ?width= one of "
          + state.widths.map(String.init).joined(separator: ", "))
    }
    var stepName: String?
    if let step = uri.step {
      guard step <= item.stepNames.count else {
        throw .failed("\(text): \(state.name) has \(counted(item.stepNames.count, "step")), no step \(step)")
      }
      stepName = item.stepNames[step - 1]
    }
    let path = item.id(step: stepName).relativePath
    let store = SnapshotStore(root: snapshots.path)
    guard case .found(let bytes)? = try? store.load(relativePath: path) else {
      throw .failed("\(text): no snapshot is recorded at \(snapshots.shown)/\(path); verify keeps one pending")
    }
    return .object([
      "contents": .array([
        .object([
          "uri": .string(text), "mimeType": .string(SnapshotResources.mimeType),
          "text": .string(String(decoding: bytes, as: UTF8.self)),
        ])
      ])
    ])
  }
}
