/// The tools `preview-runner mcp` offers, each declared once: its name, what it is for, the
/// JSON Schema of its arguments and of its structured result. `tools/list` lists this table,
/// and the arguments a call may pass are read from its input schema.
enum AgentTool: String, CaseIterable, Sendable {
  case listPreviews = "list_previews"
  case render, verify, pending, accept, reject, audit
  case liveStart = "live_start"
  case liveSend = "live_send"
  case liveScreen = "live_screen"
  case liveSteps = "live_steps"
  case liveStop = "live_stop"

  /// What `tools/list` says about the tool.
  var declaration: JSONValue {
    .object([
      "name": .string(rawValue), "title": .string(title), "description": .string(summary),
      "inputSchema": inputSchema, "outputSchema": outputSchema,
      "annotations": .object([
        "readOnlyHint": .bool(isReadOnly), "destructiveHint": .bool(false), "openWorldHint": .bool(false),
      ]),
    ])
  }

  /// The names of the arguments the tool takes, from its input schema.
  var argumentNames: [String] {
    inputSchema["properties"]?.members?.map(\.0) ?? []
  }

  /// Whether the tool only reads (verify keeps renderings pending, accept and reject write
  /// snapshots, live sessions change state: these are not read-only).
  private var isReadOnly: Bool {
    switch self {
    case .listPreviews, .render, .pending, .audit, .liveScreen, .liveSteps: true
    case .verify, .accept, .reject, .liveStart, .liveSend, .liveStop: false
    }
  }

  private var title: String {
    switch self {
    case .listPreviews: "List previews"
    case .render: "Render a preview state"
    case .verify: "Verify snapshots"
    case .pending: "List pending renderings"
    case .accept: "Accept pending renderings"
    case .reject: "Reject pending renderings"
    case .audit: "Audit accessibility"
    case .liveStart: "Start a live session"
    case .liveSend: "Act on a live session"
    case .liveScreen: "Read a live session's screen"
    case .liveSteps: "A live session's steps as Swift"
    case .liveStop: "Stop a live session"
    }
  }

  private var summary: String {
    switch self {
    case .listPreviews:
      "The previews this package declares: each preview's component and states, with each state's widths, "
        + "height, scripted steps, variants and snapshot resource URIs. Filter by a name or glob."
    case .render:
      "Renders one preview state with its mocks, exactly as the snapshot would, and returns the screen as text "
        + "(one row a line, inside a frame that shows the canvas edge), its style runs and what a screen reader "
        + "gets. A state with scripted steps gives one rendering per step."
    case .verify:
      "Renders the matching states and compares each with its snapshot: pass or fail per snapshot, and the "
        + "unified diff of each failure. Renderings that changed, or of states with no snapshot, are kept pending "
        + "for accept or reject (unless CI is set)."
    case .pending:
      "The renderings a verify run kept for review, each with its id, whether it is new or changed, and the diff "
        + "from the snapshot (or the whole rendering for a new state)."
    case .accept:
      "Writes pending renderings as their snapshots, by id (from pending), never over a snapshot that changed "
        + "since the rendering was made."
    case .reject: "Drops pending renderings by id, keeping the snapshots."
    case .audit:
      "Checks what a screen reader gets in every matching state (and step) against the accessibility rules; "
        + "returns the findings, waived ones marked."
    case .liveStart:
      "Starts a preview state live, with its mocks, in a process of its own, and returns a session id and the "
        + "first screen, whose controls carry refs such as e3 to act on."
    case .liveSend:
      "Acts on a live session as a person would: keys (Tab, Enter, Down, Esc, Ctrl-U, a character), text typed "
        + "into the focused field, or steps (tap \"Fetch\", tap e3, type \"Ada\" into e4, toggle e2, dismiss). "
        + "Returns the new screen and what changed."
    case .liveScreen:
      "The live session's screen now: text, optionally styles, and the accessibility tree with element refs."
    case .liveSteps: "What was done in the live session so far, as preview steps in Swift, ready to paste."
    case .liveStop: "Stops a live session and its process, returning the steps it recorded."
    }
  }

  var inputSchema: JSONValue {
    switch self {
    case .listPreviews:
      Schema.object(["filter": Schema.string("A component, preview or state name, or a glob such as Item*.")])
    case .render:
      Schema.object(
        [
          "preview": Schema.previewName, "state": Schema.string("The state's name, as list_previews gives it."),
          "width": Schema.integer(
            "Columns to render at (1-1000); the state's first declared width when left out.", in: 1...1000),
          "variant": Schema.variant, "include": Schema.include,
        ], required: ["preview", "state"])
    case .verify, .audit:
      Schema.object([
        "filters": Schema.strings("Component, preview or state names or globs; every state when left out."),
        "states": Schema.strings("Only states with these names."),
      ])
    case .pending:
      Schema.object(["filters": Schema.strings("Component, preview or state names or globs.")])
    case .accept, .reject:
      Schema.object(
        ["ids": Schema.strings("Pending ids, as pending lists them (the snapshot's path).", minimum: 1)],
        required: ["ids"])
    case .liveStart:
      Schema.object(
        [
          "preview": Schema.previewName, "state": Schema.string("The state's name, as list_previews gives it."),
          "width": Schema.integer("Columns (1-1000); the state's first declared width when left out.", in: 1...1000),
          "height": Schema.integer(
            "Rows (1-500); the state's declared height, or as tall as the content (as its snapshot), when left out.",
            in: 1...500),
          "variant": Schema.variant,
        ], required: ["preview", "state"])
    case .liveSend:
      Schema.object(
        [
          "session": Schema.session,
          "keys": Schema.strings("Keys to press in order: Tab, Shift-Tab, Enter, Space, Esc, Up, Down, Ctrl-U, a, …"),
          "text": Schema.string("Text to type into the focused field."),
          "steps": Schema.strings(
            "Steps to play in order: tap \"Fetch\", tap e3, type \"Ada\" into e4, toggle e2, select, open, increment, "
              + "decrement, submit, dismiss; .tap(\"Fetch\") as Swift too."),
          "include": Schema.include,
        ], required: ["session"])
    case .liveScreen:
      Schema.object(["session": Schema.session, "include": Schema.include], required: ["session"])
    case .liveSteps, .liveStop:
      Schema.object(["session": Schema.session], required: ["session"])
    }
  }

  var outputSchema: JSONValue {
    switch self {
    case .listPreviews: ToolOutput.previewList
    case .render: ToolOutput.rendering
    case .verify: ToolOutput.verification
    case .pending: ToolOutput.pendingList
    case .accept, .reject: ToolOutput.decisions
    case .audit: ToolOutput.audit
    case .liveStart, .liveSend, .liveScreen: ToolOutput.liveScreen
    case .liveSteps, .liveStop: ToolOutput.liveSteps
    }
  }
}

/// JSON Schema for the tools' arguments and results, built as values.
enum Schema {
  static func object(_ properties: KeyValuePairs<String, JSONValue>, required: [String] = []) -> JSONValue {
    .object([
      "type": .string("object"),
      "properties": .object(properties.map { ($0.key, $0.value) }),
      "required": required.isEmpty ? nil : .strings(required),
    ])
  }

  static func string(_ description: String) -> JSONValue {
    .object(["type": .string("string"), "description": .string(description)])
  }

  static func integer(_ description: String, in range: ClosedRange<Int>? = nil) -> JSONValue {
    .object([
      "type": .string("integer"), "description": .string(description),
      "minimum": range.map { .integer($0.lowerBound) }, "maximum": range.map { .integer($0.upperBound) },
    ])
  }

  static func strings(_ description: String, minimum: Int? = nil) -> JSONValue {
    .object([
      "type": .string("array"), "items": .object(["type": .string("string")]), "description": .string(description),
      "minItems": minimum.map { .integer($0) },
    ])
  }

  static func array(of items: JSONValue) -> JSONValue {
    .object(["type": .string("array"), "items": items])
  }

  static func nullable(_ type: String) -> JSONValue {
    .object(["type": .strings([type, "null"])])
  }

  static let previewName = string(
    "The preview: its PreviewProvider type name (ItemListPreviews) or its component (ItemList).")
  static let session = string("The session id live_start returned, such as s1.")
  static let variant = string(
    "The variant to render, by name (dark, monochrome, a locale such as ja, pseudo, rtl: list_previews lists a "
      + "preview's). \"default\", the default variant, is what leaving this out renders.")
  static let include = JSONValue.object([
    "type": .string("array"),
    "items": .object(["type": .string("string"), "enum": .strings(ScreenSection.allCases.map(\.rawValue))]),
    "description": .string(
      "What to return of each screen: text, styles, accessibility. text and accessibility when left out."),
  ])
}
