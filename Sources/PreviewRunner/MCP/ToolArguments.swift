/// Why a tool call did not give a result: arguments the tool cannot take (a JSON-RPC error,
/// `-32602`, as MCP asks for invalid arguments), or a call that failed (a result with
/// `isError`, which the agent reads: an unknown preview, a crashed state, a stopped session).
enum ToolProblem: Error, Equatable {
  case invalidArguments(String)
  case failed(String)
}

/// A tool call's arguments, read by name with the type the tool's input schema declares; a
/// missing required argument, one of the wrong type or out of range, or one the tool does not
/// take is an ``ToolProblem/invalidArguments(_:)`` that names the tool and the argument.
struct ToolArguments {
  let tool: AgentTool
  private let values: [(String, JSONValue)]

  /// The arguments of a call of `tool`; every name must be one the tool's schema declares.
  init(_ tool: AgentTool, arguments: JSONValue?) throws(ToolProblem) {
    self.tool = tool
    switch arguments {
    case nil, .null?: values = []
    case .object(let members)?: values = members
    case let other?:
      throw .invalidArguments("\(tool.rawValue): arguments must be an object, not \(other.kind)")
    }
    let known = tool.argumentNames
    if let unknown = values.map(\.0).first(where: { !known.contains($0) }) {
      let suggestion = PreviewPlan.closest(to: unknown, among: known).map { "did you mean '\($0)'? " } ?? ""
      throw .invalidArguments(
        "\(tool.rawValue) takes no argument '\(unknown)'; \(suggestion)its arguments are "
          + (known.isEmpty ? "none" : known.joined(separator: ", ")))
    }
  }

  private func value(_ name: String) -> JSONValue? {
    guard let value = values.first(where: { $0.0 == name })?.1, value != .null else { return nil }
    return value
  }

  private func wrong(_ name: String, _ expected: String, _ value: JSONValue) -> ToolProblem {
    .invalidArguments("\(tool.rawValue): argument '\(name)' must be \(expected), not \(value.kind)")
  }

  /// Whether the call passes `name`.
  func has(_ name: String) -> Bool { value(name) != nil }

  /// The string argument `name`, `nil` when it is left out.
  func string(_ name: String) throws(ToolProblem) -> String? {
    guard let value = value(name) else { return nil }
    guard case .string(let text) = value else { throw wrong(name, "a string", value) }
    return text
  }

  /// The string argument `name`, which the call must pass (and not empty).
  func requiredString(_ name: String) throws(ToolProblem) -> String {
    guard let text = try string(name) else {
      throw .invalidArguments("\(tool.rawValue) needs the argument '\(name)'")
    }
    guard !text.isEmpty else { throw .invalidArguments("\(tool.rawValue): argument '\(name)' is empty") }
    return text
  }

  /// The integer argument `name` within `range`, `nil` when it is left out.
  func integer(_ name: String, in range: ClosedRange<Int>) throws(ToolProblem) -> Int? {
    guard let value = value(name) else { return nil }
    let number: Int
    switch value {
    case .integer(let integer): number = integer
    case .number(let double) where double == double.rounded() && abs(double) < 1e15: number = Int(double)
    default: throw wrong(name, "an integer from \(range.lowerBound) to \(range.upperBound)", value)
    }
    guard range.contains(number) else {
      throw .invalidArguments(
        "\(tool.rawValue): argument '\(name)' must be from \(range.lowerBound) to \(range.upperBound), not \(number)")
    }
    return number
  }

  /// The list-of-strings argument `name`, `nil` when it is left out.
  func strings(_ name: String) throws(ToolProblem) -> [String]? {
    guard let value = value(name) else { return nil }
    guard case .array(let items) = value else { throw wrong(name, "an array of strings", value) }
    var strings: [String] = []
    for item in items {
      guard case .string(let text) = item else { throw wrong(name, "an array of strings (one item is not)", item) }
      strings.append(text)
    }
    return strings
  }

  /// The screen sections `include` asks for; text and accessibility when it is left out.
  func sections() throws(ToolProblem) -> Set<ScreenSection> {
    guard let names = try strings("include") else { return [.text, .accessibility] }
    var sections = Set<ScreenSection>()
    for name in names {
      guard let section = ScreenSection(rawValue: name) else {
        throw .invalidArguments(
          "\(tool.rawValue): 'include' takes text, styles and accessibility, not '\(name)'")
      }
      sections.insert(section)
    }
    return sections
  }

  /// The variant asked for by name (`default`, the default variant, unless given): which
  /// variants exist is the preview's to say (``PreviewCatalog/variant(named:of:)``).
  func variant() throws(ToolProblem) -> String {
    try string("variant") ?? ScreenSection.defaultVariant
  }
}
