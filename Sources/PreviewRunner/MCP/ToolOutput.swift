/// The JSON Schema of each tool's structured result (`structuredContent`), declared beside
/// each other so the shapes read alike: a rendering and a live screen share their fields.
enum ToolOutput {
  private static let string = JSONValue.object(["type": .string("string")])
  private static let integer = JSONValue.object(["type": .string("integer")])
  private static let strings = Schema.array(of: string)
  private static let optionalString = Schema.nullable("string")

  private static func object(_ properties: KeyValuePairs<String, JSONValue>, required: [String]) -> JSONValue {
    .object([
      "type": .string("object"), "properties": .object(properties.map { ($0.key, $0.value) }),
      "required": .strings(required),
    ])
  }

  /// Where output was cut at the server's limit: how many characters of how many were left out.
  private static let cut = object(["omitted": integer, "total": integer], required: ["omitted", "total"])

  static let previewList = object(
    [
      "previews": Schema.array(
        of: object(
          [
            "component": string, "preview": string,
            "states": Schema.array(
              of: object(
                [
                  "name": string, "widths": Schema.array(of: integer), "height": Schema.nullable("integer"),
                  "steps": strings, "variants": strings, "snapshots": strings,
                ], required: ["name", "widths", "height", "steps", "variants", "snapshots"])),
          ], required: ["component", "preview", "states"])),
      "unreadable": Schema.array(of: object(["preview": string, "reason": string], required: ["preview", "reason"])),
    ], required: ["previews", "unreadable"])

  static let rendering = object(
    [
      "component": string, "preview": string, "state": string, "width": integer, "variant": string,
      "renderings": Schema.array(
        of: object(
          [
            "step": optionalString, "uri": string, "text": string, "styles": strings, "accessibility": strings,
          ], required: ["step", "uri"])),
      "cut": cut,
    ], required: ["component", "preview", "state", "width", "variant", "renderings"])

  static let verification = object(
    [
      "summary": string, "passed": integer, "failed": integer, "new": integer, "recorded": integer,
      "pending": integer,
      "results": Schema.array(
        of: object(
          [
            "snapshot": string, "uri": optionalString, "status": string, "kind": optionalString,
            "message": optionalString,
          ], required: ["snapshot", "uri", "status", "kind", "message"])),
      "cut": cut,
    ], required: ["summary", "passed", "failed", "new", "recorded", "pending", "results"])

  static let pendingList = object(
    [
      "pending": Schema.array(
        of: object(
          ["id": string, "uri": optionalString, "kind": string, "diff": string],
          required: ["id", "uri", "kind", "diff"])),
      "cut": cut,
    ], required: ["pending"])

  static let decisions = object(
    [
      "decisions": Schema.array(
        of: object(
          ["id": string, "outcome": string, "reason": optionalString], required: ["id", "outcome", "reason"])),
      "summary": string,
    ], required: ["decisions", "summary"])

  static let audit = object(
    [
      "summary": string, "renderings": integer, "failing": integer, "waived": integer,
      "findings": Schema.array(
        of: object(
          [
            "rule": string, "element": string, "message": string, "waiver": optionalString, "component": string,
            "preview": string, "state": string, "step": optionalString, "fails": .object(["type": .string("boolean")]),
          ], required: ["rule", "element", "message", "waiver", "component", "preview", "state", "step", "fails"])),
      "errors": strings, "cut": cut,
    ], required: ["summary", "renderings", "failing", "waived", "findings", "errors"])

  static let liveScreen = object(
    [
      "session": string, "state": string, "width": integer, "height": integer, "text": string, "styles": strings,
      "accessibility": strings, "focused": optionalString,
      "changed": object(
        ["rows": Schema.array(of: integer), "diff": string, "focus": optionalString], required: ["rows", "diff"]),
      "cut": cut,
    ], required: ["session", "state", "width", "height", "focused"])

  static let liveSteps = object(
    ["session": string, "steps": strings, "source": string, "stopped": .object(["type": .string("boolean")])],
    required: ["session", "steps", "source", "stopped"])
}
