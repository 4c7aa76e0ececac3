/// One JSON-RPC 2.0 message as the agent server receives it, read from one line of the
/// stdio transport.
///
/// MCP 2025-06-18 sends one message a line (a request, a notification or a response) and no
/// batches. A line that is not one message of these kinds gets an error response, never a
/// silent drop: the client is told what was wrong with its line.
enum RPCMessage: Equatable {
  /// A call that expects an answer with the same `id` (a string or an integer).
  case request(id: JSONValue, method: String, params: JSONValue?)
  /// A call that expects none.
  case notification(method: String, params: JSONValue?)
  /// An answer to a request the server sent (it sends none, so these are dropped).
  case response(id: JSONValue)

  /// Reads a line; the error response to send when it is not a message.
  static func parse(_ line: some Collection<UInt8>) -> Result<RPCMessage, RPCError> {
    let value: JSONValue
    do {
      value = try JSONValue(parsing: line)
    } catch {
      return .failure(RPCError(.parseError, "malformed JSON: \(error)"))
    }
    if case .array = value {
      return .failure(
        RPCError(.invalidRequest, "a batch (a JSON array) is not part of MCP 2025-06-18: send one message a line"))
    }
    guard value.members != nil else {
      return .failure(RPCError(.invalidRequest, "a message must be a JSON object, not \(value.kind)"))
    }
    let id = value["id"]
    if let id, !Self.isValidID(id) {
      return .failure(RPCError(.invalidRequest, "the id must be a string or an integer, not \(id.kind)"))
    }
    guard value["jsonrpc"] == .string("2.0") else {
      return .failure(RPCError(.invalidRequest, "\"jsonrpc\" must be \"2.0\"", id: id))
    }
    guard let methodValue = value["method"] else {
      if let id, value["result"] != nil || value["error"] != nil { return .success(.response(id: id)) }
      return .failure(RPCError(.invalidRequest, "a request needs a \"method\"", id: id))
    }
    guard let method = methodValue.string else {
      return .failure(RPCError(.invalidRequest, "\"method\" must be a string, not \(methodValue.kind)", id: id))
    }
    let params = value["params"]
    if let params, params.members == nil {
      return .failure(RPCError(.invalidParams, "\"params\" must be an object, not \(params.kind)", id: id))
    }
    guard let id else { return .success(.notification(method: method, params: params)) }
    return .success(.request(id: id, method: method, params: params))
  }

  private static func isValidID(_ id: JSONValue) -> Bool {
    switch id {
    case .string, .integer: true
    default: false
    }
  }
}

/// A JSON-RPC error response: a code from JSON-RPC's table, and a message that says what was
/// wrong and what to send instead.
struct RPCError: Error, Equatable {
  /// JSON-RPC's error codes, the ones MCP uses.
  enum Code: Int, Sendable {
    /// The line is not valid JSON.
    case parseError = -32700
    /// The JSON is not a JSON-RPC request (or it came before `initialize`).
    case invalidRequest = -32600
    /// No such method.
    case methodNotFound = -32601
    /// The parameters are missing or of the wrong type, the tool is unknown, or the resource
    /// does not exist.
    case invalidParams = -32602
    /// The server failed.
    case internalError = -32603
  }

  var code: Code
  var message: String
  /// The id of the request answered: `null` when it could not be read.
  var id: JSONValue?
  /// More about the error, for a program.
  var data: JSONValue?

  init(_ code: Code, _ message: String, id: JSONValue? = nil, data: JSONValue? = nil) {
    self.code = code
    self.message = message
    self.id = id
    self.data = data
  }

  /// The error response.
  var response: JSONValue {
    .object([
      "jsonrpc": .string("2.0"), "id": id ?? .null,
      "error": .object(["code": .integer(code.rawValue), "message": .string(message), "data": data]),
    ])
  }
}
