/// The Model Context Protocol server behind `preview-runner mcp`: reads JSON-RPC 2.0 messages
/// and answers them as MCP revision 2025-06-18 says, with the runner's tools and the snapshots
/// as resources.
///
/// | method | answer |
/// | --- | --- |
/// | `initialize` | protocol `2025-06-18`, the `tools` and `resources` capabilities, the server's name and version, instructions |
/// | `ping` | an empty result |
/// | `tools/list` | every ``AgentTool`` with its input and output schema |
/// | `tools/call` | the tool's `content` (text the agent reads) and `structuredContent` (which its output schema describes), or `isError` with the reason |
/// | `resources/list`, `resources/templates/list`, `resources/read` | the snapshot files, by ``SnapshotURI`` |
/// | `notifications/initialized`, `notifications/cancelled` | nothing (notifications get no answer) |
///
/// Requests are answered one at a time, in order. A line that is not a message, an unknown
/// method, a request before `initialize`, or arguments a tool cannot take get a JSON-RPC error;
/// a call that fails (an unknown preview, a preview that crashed or hung, an ended session)
/// gets a result with `isError`. The server never exits on either: only the end of its input
/// ends it. Long calls (`verify`, `audit`) send `notifications/progress` when the request
/// carries a progress token.
@MainActor
final class AgentServer {
  /// The protocol revision the server speaks.
  static let protocolVersion = "2025-06-18"

  let workspace: AgentWorkspace
  private let send: (JSONValue) -> Void
  private var initialized = false

  /// A server over `workspace` that writes each outgoing message with `send`.
  init(workspace: AgentWorkspace, send: @escaping (JSONValue) -> Void) {
    self.workspace = workspace
    self.send = send
  }

  /// Handles one line of input, sending its answer, if it gets one.
  func receive(_ line: TransportLine) async {
    switch line {
    case .tooLong(let bytes):
      send(
        RPCError(
          .invalidRequest,
          "a message of \(bytes) bytes is over the \(StdioTransport.maximumLineLength)-byte limit; it was skipped"
        ).response)
    case .message(let bytes):
      switch RPCMessage.parse(bytes) {
      case .failure(let error): send(error.response)
      case .success(.request(let id, let method, let params)):
        send(await answer(id: id, method: method, params: params))
      case .success(.notification), .success(.response):
        // Nothing to answer: `initialized` and `cancelled` need nothing from a server that
        // answers in order, and it sends no requests whose responses would matter.
        break
      }
    }
  }

  /// The response to one request.
  func answer(id: JSONValue, method: String, params: JSONValue?) async -> JSONValue {
    guard initialized || method == "initialize" || method == "ping" else {
      return RPCError(
        .invalidRequest, "the server is not initialized: send initialize first (MCP's lifecycle)", id: id
      ).response
    }
    let result: Result<JSONValue, RPCError>
    switch method {
    case "initialize": result = initialize(params)
    case "ping": result = .success(.object([]))
    case "tools/list": result = .success(.object(["tools": .array(AgentTool.allCases.map(\.declaration))]))
    case "tools/call": result = await callTool(params, id: id)
    case "resources/list": result = .success(await workspace.resourceList())
    case "resources/templates/list": result = .success(SnapshotResources.templates)
    case "resources/read": result = await readResource(params)
    default:
      result = .failure(
        RPCError(
          .methodNotFound,
          "unknown method '\(method)'; this server answers initialize, ping, tools/list, tools/call, "
            + "resources/list, resources/templates/list and resources/read"))
    }
    switch result {
    case .success(let value): return .object(["jsonrpc": .string("2.0"), "id": id, "result": value])
    case .failure(var error):
      error.id = id
      return error.response
    }
  }

  private func initialize(_ params: JSONValue?) -> Result<JSONValue, RPCError> {
    guard params?["protocolVersion"]?.string != nil else {
      return .failure(RPCError(.invalidParams, "initialize needs \"protocolVersion\", a string"))
    }
    // The server speaks one revision: a client asking for another is answered with it, and
    // disconnects if it cannot speak it (MCP's version negotiation).
    initialized = true
    return .success(
      .object([
        "protocolVersion": .string(Self.protocolVersion),
        "capabilities": .object([
          "tools": .object(["listChanged": .bool(false)]),
          "resources": .object(["subscribe": .bool(false), "listChanged": .bool(false)]),
        ]),
        "serverInfo": .object([
          "name": .string("preview-runner"), "title": .string("TextPreviews preview runner"),
          "version": .string(RunnerVersion.current),
        ]),
        "instructions": .string(Self.instructions),
      ]))
  }

  /// What the server tells the agent about itself at the start.
  static let instructions =
    "Component previews rendered to text. list_previews shows the previews and states; render shows one "
    + "state's screen exactly as its snapshot records it (rows inside a frame that marks the canvas edge, so "
    + "text cut at the edge shows as cut); verify compares every state with its snapshot and keeps what "
    + "changed pending; pending, accept and reject review those renderings; audit checks accessibility. "
    + "live_start runs a state with its mocks; live_send presses keys, types, and plays steps such as "
    + "tap e3 on the refs the screen lists; live_steps gives what was done as preview steps in Swift. "
    + "After a code change, run swift build: the next call uses the new build."

  private func callTool(_ params: JSONValue?, id: JSONValue) async -> Result<JSONValue, RPCError> {
    guard let name = params?["name"]?.string else {
      return .failure(RPCError(.invalidParams, "tools/call needs \"name\", a string"))
    }
    guard let tool = AgentTool(rawValue: name) else {
      let names = AgentTool.allCases.map(\.rawValue)
      let suggestion = PreviewPlan.closest(to: name, among: names).map { "did you mean '\($0)'? " } ?? ""
      return .failure(
        RPCError(.invalidParams, "unknown tool '\(name)'; \(suggestion)the tools are \(names.joined(separator: ", "))"))
    }
    let progress = ProgressReporter(token: params?["_meta"]?["progressToken"], send: send)
    await workspace.sessions.stopIdle()
    do throws(ToolProblem) {
      let arguments = try ToolArguments(tool, arguments: params?["arguments"])
      return .success(limited(try await workspace.call(tool, arguments, progress: progress)))
    } catch {
      switch error {
      case .invalidArguments(let message): return .failure(RPCError(.invalidParams, message))
      case .failed(let message): return .success(limited(ToolResult(failure: message)))
      }
    }
  }

  /// `result` as MCP's `CallToolResult`, within the output limit.
  private func limited(_ result: ToolResult) -> JSONValue {
    let limit = workspace.settings.outputLimit
    let (text, _) = limit.apply(to: result.text)
    var members: [(String, JSONValue)] = [
      ("content", .array([.object(["type": .string("text"), "text": .string(text)])]))
    ]
    if var structured = result.structured {
      let (value, cut) = limit.apply(to: structured)
      structured = value
      if let cut, case .object(var fields) = structured {
        fields.append(("cut", cut.member))
        structured = .object(fields)
      }
      members.append(("structuredContent", structured))
    }
    members.append(("isError", .bool(result.isError)))
    return .object(members)
  }

  private func readResource(_ params: JSONValue?) async -> Result<JSONValue, RPCError> {
    guard let uri = params?["uri"]?.string else {
      return .failure(RPCError(.invalidParams, "resources/read needs \"uri\", a string"))
    }
    do throws(ToolProblem) {
      return .success(try await workspace.readResource(uri))
    } catch {
      switch error {
      case .invalidArguments(let message), .failed(let message):
        return .failure(RPCError(.invalidParams, message, data: .object(["uri": .string(uri)])))
      }
    }
  }
}

/// What a tool call gives the agent: text it reads directly and, on success, the same as a
/// value its output schema describes.
struct ToolResult {
  var text: String
  var structured: JSONValue?
  var isError = false

  init(text: String, structured: JSONValue) {
    self.text = text
    self.structured = structured
  }

  /// A failed call: its reason and nothing structured (an output schema describes successes).
  init(failure text: String) {
    self.text = text
    structured = nil
    isError = true
  }
}

/// Sends `notifications/progress` for a request that asked for them with a progress token;
/// does nothing for one that did not.
struct ProgressReporter {
  let token: JSONValue?
  let send: (JSONValue) -> Void

  /// Says that `done` of `total` are done, `message` being the last.
  func report(_ done: Int, of total: Int, _ message: String) {
    guard let token else { return }
    send(
      .object([
        "jsonrpc": .string("2.0"), "method": .string("notifications/progress"),
        "params": .object([
          "progressToken": token, "progress": .integer(done), "total": .integer(total), "message": .string(message),
        ]),
      ]))
  }
}

extension AgentWorkspace {
  /// Runs `tool`.
  func call(_ tool: AgentTool, _ arguments: ToolArguments, progress: ProgressReporter) async throws(ToolProblem)
    -> ToolResult
  {
    switch tool {
    case .listPreviews: try await listPreviews(arguments)
    case .render: try await render(arguments)
    case .verify: try await verify(arguments, progress: progress)
    case .pending: try await pending(arguments)
    case .accept: try await decide(.accept, arguments)
    case .reject: try await decide(.reject, arguments)
    case .audit: try await audit(arguments, progress: progress)
    case .liveStart: try await liveStart(arguments)
    case .liveSend: try await liveSend(arguments)
    case .liveScreen: try await liveScreen(arguments)
    case .liveSteps: try liveSteps(arguments)
    case .liveStop: try await liveStop(arguments)
    }
  }
}
