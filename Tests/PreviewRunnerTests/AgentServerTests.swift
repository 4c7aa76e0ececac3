import Foundation
import PreviewKit
import Testing
import TextUI

@testable import PreviewRunner

// The agent server (`preview-runner mcp`) driven in process, line by line, as a client's
// lines arrive: the protocol's lifecycle, every tool, and every error path.

/// A counter with a button, a field, and a label that a narrow canvas cuts.
private struct CounterView: View {
  @State private var count = 0
  @State private var name = ""
  var body: some View {
    VStack(alignment: .leading) {
      Text("Count \(count)")
      Button("Add") { count += 1 }
      TextField("Name", text: $name)
      Text("Hello \(name)")
    }
  }
}

private struct CounterPreviews: PreviewProvider {
  static var component: String { "Counter" }
  static var layout: PreviewLayout { PreviewLayout(width: 30) }
  static var states: [PreviewState] {
    [
      PreviewState("zero") { CounterView() },
      PreviewState("added once", steps: [.tap("Add")]) { CounterView() },
    ]
  }
}

private struct BannerPreviews: PreviewProvider {
  static var component: String { "Banner" }
  static var layout: PreviewLayout { PreviewLayout(widths: [12, 40]) }
  static var states: [PreviewState] {
    [PreviewState("long") { Text("Subscription renews tomorrow").lineLimit(1) }]
  }
}

/// A server over the test providers, with its snapshots in a sandbox, and every message it sent.
@MainActor
final class AgentHarness {
  let sandbox: RunnerSandbox
  let server: AgentServer
  private(set) var sent: [JSONValue] = []
  private var nextID = 100

  init(
    settings: AgentWorkspace.Settings = AgentWorkspace.Settings(), initialize: Bool = true,
    variants: [PreviewVariant] = [.light]
  ) async throws {
    let sandbox = try RunnerSandbox()
    self.sandbox = sandbox
    var settings = settings
    settings.snapshotsDirectory = sandbox.snapshots
    let workspace = AgentWorkspace(
      providers: [CounterPreviews.self, BannerPreviews.self], execution: .inProcess, environment: [:],
      workingDirectory: sandbox.root.path, settings: settings, variants: variants)
    let box = Outbox()
    server = AgentServer(workspace: workspace) { box.messages.append($0) }
    self.box = box
    if initialize {
      let answer = await request("initialize", ["protocolVersion": .string("2025-06-18")])
      #expect(answer["result"]?["protocolVersion"] == .string("2025-06-18"))
    }
  }

  private let box: Outbox
  private final class Outbox {
    var messages: [JSONValue] = []
  }

  /// Sends one line; returns what the server sent in answer.
  func line(_ text: String) async -> [JSONValue] {
    let start = box.messages.count
    var splitter = LineSplitter(maximumLength: StdioTransport.maximumLineLength)
    for line in splitter.append(Array((text + "\n").utf8)) { await server.receive(line) }
    return Array(box.messages[start...])
  }

  /// Sends a request; returns its response.
  func request(_ method: String, _ params: KeyValuePairs<String, JSONValue>? = nil) async -> JSONValue {
    nextID += 1
    let message = JSONValue.object([
      "jsonrpc": .string("2.0"), "id": .integer(nextID), "method": .string(method),
      "params": params.map { JSONValue.object($0.map { ($0.key, $0.value) }) },
    ])
    let answers = await line(message.serialized)
    return answers.last ?? .null
  }

  /// Calls `tool`; returns the response.
  func call(_ tool: String, _ arguments: KeyValuePairs<String, JSONValue> = [:]) async -> JSONValue {
    await request("tools/call", ["name": .string(tool), "arguments": .object(arguments.map { ($0.key, $0.value) })])
  }

  /// Every message sent so far.
  var messages: [JSONValue] { box.messages }
}

extension JSONValue {
  /// A tool result's text content.
  var toolText: String {
    guard case .array(let items)? = self["result"]?["content"] else { return "" }
    return items.first?["text"]?.string ?? ""
  }
  /// A tool result's structured content.
  var structuredContent: JSONValue? { self["result"]?["structuredContent"] }
  /// Whether a tool result says it is an error.
  var isToolError: Bool { self["result"]?["isError"] == .bool(true) }
  /// An error response's code.
  var errorCode: Int? { if case .integer(let code)? = self["error"]?["code"] { code } else { nil } }
  /// An error response's message.
  var errorMessage: String { self["error"]?["message"]?.string ?? "" }
}

@Suite("Agent server: the protocol")
@MainActor
struct AgentProtocolTests {
  @Test("initialize answers with the 2025-06-18 revision, the tools and resources capabilities and the server's name")
  func initializeAnswers() async throws {
    let harness = try await AgentHarness(initialize: false)
    let answer = await harness.request(
      "initialize", ["protocolVersion": .string("2025-11-25"), "capabilities": .object([])])
    #expect(answer["result"]?["protocolVersion"] == .string("2025-06-18"))
    #expect(answer["result"]?["serverInfo"]?["name"] == .string("preview-runner"))
    #expect(answer["result"]?["capabilities"]?["tools"] != nil)
    #expect(answer["result"]?["capabilities"]?["resources"] != nil)
    #expect(await harness.line(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#) == [])
  }

  @Test("a request before initialize is refused, ping is answered, and the server goes on")
  func beforeInitialize() async throws {
    let harness = try await AgentHarness(initialize: false)
    let early = await harness.request("tools/list")
    #expect(early.errorCode == -32600)
    #expect(early.errorMessage.contains("send initialize first"))
    #expect(await harness.request("ping")["result"] == .object([]))
    let missing = await harness.request("initialize", ["capabilities": .object([])])
    #expect(missing.errorCode == -32602)
    #expect(await harness.request("initialize", ["protocolVersion": .string("2025-06-18")])["result"] != nil)
    #expect(await harness.request("tools/list")["result"]?["tools"] != nil)
  }

  @Test(
    "malformed JSON gets a parse error with no id, and the next line is answered",
    arguments: [
      "garbage", #"{"jsonrpc":"2.0","id":1,"method":"ping""#, #"{"jsonrpc":"2.0","id":1,"id":2,"method":"ping"}"#,
      "{\"a\":\"\u{1}\"}", #"{"jsonrpc":"2.0","id":01,"method":"ping"}"#,
    ])
  func malformedJSON(line: String) async throws {
    let harness = try await AgentHarness()
    let answers = await harness.line(line)
    #expect(answers.count == 1)
    #expect(answers.first?.errorCode == -32700, "\(answers)")
    #expect(answers.first?["id"] == .null)
    #expect(answers.first?.errorMessage.hasPrefix("malformed JSON: ") == true)
    #expect(await harness.request("ping")["result"] == .object([]))
  }

  @Test("a message that is not a JSON-RPC request is refused by what is wrong with it")
  func invalidRequests() async throws {
    let harness = try await AgentHarness()
    let cases: [(String, String)] = [
      (
        #"[{"jsonrpc":"2.0","id":1,"method":"ping"}]"#,
        "a batch (a JSON array) is not part of MCP 2025-06-18: send one message a line"
      ),
      ("42", "a message must be a JSON object, not a number"),
      (#"{"jsonrpc":"1.0","id":1,"method":"ping"}"#, "\"jsonrpc\" must be \"2.0\""),
      (#"{"jsonrpc":"2.0","id":[1],"method":"ping"}"#, "the id must be a string or an integer, not an array"),
      (#"{"jsonrpc":"2.0","id":1,"method":7}"#, "\"method\" must be a string, not a number"),
      (#"{"jsonrpc":"2.0","id":1}"#, "a request needs a \"method\""),
    ]
    for (line, message) in cases {
      let answers = await harness.line(line)
      #expect(answers.first?.errorCode == -32600, "\(line)")
      #expect(answers.first?.errorMessage == message, "\(line)")
    }
    let params = await harness.line(#"{"jsonrpc":"2.0","id":"x","method":"ping","params":[1]}"#)
    #expect(params.first?.errorCode == -32602)
    #expect(params.first?["id"] == .string("x"))
  }

  @Test("an unknown method is answered -32601 naming the methods; an unknown notification gets nothing")
  func unknownMethod() async throws {
    let harness = try await AgentHarness()
    let answer = await harness.request("prompts/list")
    #expect(answer.errorCode == -32601)
    #expect(answer.errorMessage.hasPrefix("unknown method 'prompts/list'; this server answers initialize, ping"))
    #expect(await harness.line(#"{"jsonrpc":"2.0","method":"notifications/whatever"}"#) == [])
    #expect(await harness.line(#"{"jsonrpc":"2.0","id":3,"result":{}}"#) == [])
  }

  @Test("an id comes back as it was sent, string or integer")
  func idsEchoed() async throws {
    let harness = try await AgentHarness()
    #expect(await harness.line(#"{"jsonrpc":"2.0","id":"abc","method":"ping"}"#).first?["id"] == .string("abc"))
    #expect(await harness.line(#"{"jsonrpc":"2.0","id":-7,"method":"ping"}"#).first?["id"] == .integer(-7))
  }

  @Test("a line over the limit is answered and skipped without being kept")
  func overLongLine() async throws {
    var splitter = LineSplitter(maximumLength: 16)
    #expect(splitter.append(Array("0123456789".utf8)) == [])
    #expect(splitter.append(Array("0123456789\n{}\n".utf8)) == [.tooLong(bytes: 20), .message(Array("{}".utf8))])
    let harness = try await AgentHarness()
    await harness.server.receive(.tooLong(bytes: 20_000_000))
    #expect(harness.messages.last?.errorCode == -32600)
    #expect(harness.messages.last?.errorMessage.contains("20000000 bytes is over the") == true)
  }

  @Test("tools/list lists every tool with an input and an output schema")
  func toolsList() async throws {
    let harness = try await AgentHarness()
    guard case .array(let tools)? = await harness.request("tools/list")["result"]?["tools"] else {
      Issue.record("no tools")
      return
    }
    #expect(tools.compactMap { $0["name"]?.string } == AgentTool.allCases.map(\.rawValue))
    for tool in tools {
      #expect(tool["inputSchema"]?["type"] == .string("object"))
      #expect(tool["outputSchema"]?["type"] == .string("object"))
      #expect(tool["description"]?.string?.isEmpty == false)
    }
  }
}

@Suite("Agent server: framing")
struct AgentFramingTests {
  @Test("lines split wherever the bytes are cut; CR LF ends a line; blank lines are skipped")
  func lineSplitting() {
    let stream = Array("{\"a\":1}\r\n\n  \n{\"b\":\"é\"}\n{\"c\"".utf8)
    for cut in 0...stream.count {
      var splitter = LineSplitter(maximumLength: 100)
      var lines = splitter.append(stream[..<cut])
      lines += splitter.append(stream[cut...])
      lines += splitter.finish()
      #expect(
        lines == [
          .message(Array("{\"a\":1}".utf8)), .message(Array("{\"b\":\"é\"}".utf8)), .message(Array("{\"c\"".utf8)),
        ],
        "cut at \(cut)")
    }
  }

  @Test("a JSON value is written on one line and read back as it was")
  func roundTrip() throws {
    let value = JSONValue.object([
      "text": .string("line\nbreak \"quoted\" \\ tab\t \u{1} \u{2028} é 🙂"), "int": .integer(-42),
      "double": .number(0.5), "list": .array([.null, .bool(true), .bool(false)]), "nested": .object(["k": .integer(1)]),
    ])
    let text = value.serialized
    #expect(!text.contains("\n"))
    #expect(try JSONValue(parsing: Array(text.utf8)) == value)
    #expect(text.hasPrefix(#"{"text":"line\nbreak \"quoted\" \\ tab\t \u0001 \u2028 é 🙂","int":-42"#))
  }

  @Test(
    "the reader is strict and says where it stopped",
    arguments: [
      ("{\"a\":1,}", "expected a key in quotes at byte 7"),
      ("[1,]", "expected a value (an object, array, string, number, true, false or null) at byte 3"),
      ("\"\\ud800\"", "a high surrogate is not followed by a low one at byte 7"),
      ("1 2", "unexpected text after the JSON value at byte 2"),
      ("-", "a number needs a digit at byte 1"), ("\"\\q\"", "unknown escape '\\q' at byte 3"),
    ])
  func strictReader(text: String, message: String) {
    #expect(throws: JSONValue.ParseError.self) { try JSONValue(parsing: Array(text.utf8)) }
    do {
      _ = try JSONValue(parsing: Array(text.utf8))
    } catch {
      #expect(error.description == message)
    }
  }

  @Test("nesting deeper than the limit is refused, not a crash")
  func deepNesting() {
    let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
    #expect(throws: JSONValue.ParseError.self) { try JSONValue(parsing: Array(deep.utf8)) }
  }

  @Test("surrogate pairs and escapes decode to their characters")
  func escapes() throws {
    #expect(try JSONValue(parsing: Array(#""\ud83d\ude42 \u00e9 \/""#.utf8)) == .string("🙂 é /"))
    #expect(try JSONValue(parsing: Array("12345678901234567890".utf8)) == .number(1.234_567_890_123_456_8e19))
    #expect(try JSONValue(parsing: Array("1e3".utf8)) == .number(1000))
  }
}

@Suite("Agent server: command line")
struct AgentCommandLineTests {
  @Test("mcp takes the snapshots, timeout, jobs and idle-timeout options, and no filter")
  func options() throws {
    let options = try RunnerOptions.parse([
      "mcp", "--snapshots", "Shots", "--timeout", "2", "--jobs", "1", "--idle-timeout", "30",
    ])
    #expect(options.mode == .mcp)
    #expect(options.snapshotsDirectory == "Shots")
    #expect(options.idleTimeout == 30)
    #expect(throws: UsageError("unexpected argument 'ItemList': 'mcp' does not take filters")) {
      try RunnerOptions.parse(["mcp", "ItemList"])
    }
    #expect(throws: UsageError("'--idle-timeout' can only be used with 'mcp'")) {
      try RunnerOptions.parse(["--idle-timeout", "30"])
    }
    #expect(throws: UsageError("'mcp' cannot be used with '--record'")) {
      try RunnerOptions.parse(["mcp", "--record"])
    }
  }
}
