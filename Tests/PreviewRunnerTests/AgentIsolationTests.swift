import Foundation
import Testing

@testable import PreviewRunner

#if canImport(Glibc)
  import Glibc
#endif

/// `preview-runner mcp` over the faulty previews, started as a real process and spoken to over
/// its standard input and output, one line a message.
private final class ServerProcess: @unchecked Sendable {
  private let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  private var buffer: [UInt8] = []
  private var nextID = 0

  init(_ executable: String, _ arguments: [String], in directory: String, environment: [String: String] = [:]) throws {
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    var base = ProcessInfo.processInfo.environment
    base["CI"] = nil
    process.environment = base.merging(environment) { $1 }
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle(forWritingAtPath: "/dev/null")
    try process.run()
  }

  /// Writes one line.
  func send(_ line: String) {
    input.fileHandleForWriting.write(Data((line + "\n").utf8))
  }

  /// The next line the server writes, as JSON: a line that is not JSON fails the test, since
  /// nothing but messages may reach standard output.
  func receive() throws -> JSONValue {
    while true {
      if let end = buffer.firstIndex(of: UInt8(ascii: "\n")) {
        let line = Array(buffer[..<end])
        buffer.removeFirst(end + 1)
        return try JSONValue(parsing: line)
      }
      let data = output.fileHandleForReading.availableData
      guard !data.isEmpty else { throw ServerEnded() }
      buffer += data
    }
  }

  struct ServerEnded: Error {}

  /// Calls `tool` and returns its response, skipping notifications.
  func call(_ tool: String, _ arguments: KeyValuePairs<String, JSONValue>) throws -> JSONValue {
    nextID += 1
    let id = nextID
    send(
      JSONValue.object([
        "jsonrpc": .string("2.0"), "id": .integer(id), "method": .string("tools/call"),
        "params": .object([
          "name": .string(tool), "arguments": .object(arguments.map { ($0.key, $0.value) }),
        ]),
      ]).serialized)
    while true {
      let message = try receive()
      if message["id"] == .integer(id) { return message }
    }
  }

  func initialize() throws {
    send(#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-06-18"}}"#)
    _ = try receive()
  }

  /// Closes standard input and waits for the server to exit; its status.
  func finish() -> Int32 {
    try? input.fileHandleForWriting.close()
    process.waitUntilExit()
    return process.terminationStatus
  }
}

@Suite("Agent server: a crashing or hanging preview fails the call and the server goes on", .serialized)
struct AgentIsolationTests {
  private static let runner = ProcessRun.executable("textpreviews-faulty-previews")

  /// Runs `body` against a server over the faulty previews with a one-second settle limit.
  private func withServer(
    environment: [String: String] = [:], _ body: @escaping @Sendable (ServerProcess) throws -> Void
  ) async throws -> Int32 {
    let sandbox = try RunnerSandbox()
    let directory = sandbox.root.path
    let snapshots = sandbox.snapshots
    return try await ProcessRun.offPool {
      let server = try ServerProcess(
        Self.runner, ["mcp", "--timeout", "1", "--snapshots", snapshots], in: directory, environment: environment)
      try server.initialize()
      try body(server)
      return server.finish()
    }
  }

  @Test("render of a state that traps or hangs is an error naming it, and the next render works")
  func renderFaults() async throws {
    let status = try await withServer { server in
      let trap = try server.call(
        "render", ["preview": .string("TrapInBodyPreviews"), "state": .string("index out of range")])
      #expect(trap.isToolError)
      #expect(
        trap.toolText.hasPrefix(
          "TrapInBody/TrapInBodyPreviews index out of range: crashed: SIGILL (Fatal error: Index out of range)"),
        "\(trap.toolText)")
      #expect(trap.toolText.hasSuffix("(the preview's process was lost; the server goes on)"))
      let hang = try server.call("render", ["preview": .string("EndlessLoopPreviews"), "state": .string("spins")])
      #expect(hang.toolText.contains("timed out after 1 s while rendering the first frame"), "\(hang.toolText)")
      let fine = try server.call("render", ["preview": .string("TrapInBodyPreviews"), "state": .string("fine")])
      #expect(!fine.isToolError)
      #expect(fine.toolText.contains("│    before the trap     │"))
    }
    #expect(status == 0)
  }

  @Test("a live session whose preview crashes or hangs on a tap ends alone, with the reason")
  func liveFaults() async throws {
    let status = try await withServer { server in
      let crashStart = try server.call(
        "live_start", ["preview": .string("TrapInBodyPreviews"), "state": .string("index out of range")])
      #expect(crashStart.toolText.contains("could not start live: crashed: SIGILL"), "\(crashStart.toolText)")
      _ = try server.call("live_start", ["preview": .string("TapFaultPreviews"), "state": .string("crashes on tap")])
      _ = try server.call("live_start", ["preview": .string("TapFaultPreviews"), "state": .string("hangs on tap")])
      let crashed = try server.call("live_send", ["session": .string("s1"), "steps": .strings(["tap \"Crash\""])])
      #expect(crashed.isToolError)
      #expect(
        crashed.toolText.hasPrefix(
          "TapFault/TapFaultPreviews crashes on tap: crashed: SIGILL (Fatal error: tapped to crash"),
        "\(crashed.toolText)")
      #expect(crashed.toolText.hasSuffix("session s1 has ended (the server goes on): start another with live_start"))
      let afterCrash = try server.call("live_screen", ["session": .string("s1")])
      #expect(afterCrash.toolText.hasPrefix("session s1 has ended: TapFault/TapFaultPreviews crashes on tap: crashed"))
      let hung = try server.call("live_send", ["session": .string("s2"), "steps": .strings(["tap e1"])])
      #expect(hung.toolText.contains("timed out after 1 s while running tap e1"), "\(hung.toolText)")
      let other = try server.call("live_start", ["preview": .string("GoodPreviews"), "state": .string("good 1")])
      #expect(other.toolText.contains("│         fine 1         │"), "\(other.toolText)")
    }
    #expect(status == 0)
  }

  @Test("what a preview prints never reaches the protocol stream")
  func printingPreview() async throws {
    let status = try await withServer { server in
      let started = try server.call("live_start", ["preview": .string("TapFaultPreviews"), "state": .string("prints")])
      #expect(started.toolText.contains("[ Print 0 ]"), "\(started.toolText)")
      let tapped = try server.call("live_send", ["session": .string("s1"), "steps": .strings(["tap e1"])])
      #expect(tapped.toolText.contains("[ Print 1 ]"), "\(tapped.toolText)")
      let rendered = try server.call("render", ["preview": .string("TapFaultPreviews"), "state": .string("prints")])
      #expect(!rendered.isToolError)
    }
    #expect(status == 0)
  }

  @Test("closing standard input ends every session and its process")
  func inputClosed() async throws {
    let sandbox = try RunnerSandbox()
    let pidFile = sandbox.path("worker.pid")
    let status = try await withServer(environment: ["TEXTPREVIEWS_FAULTY_PID_FILE": pidFile]) { server in
      let started = try server.call(
        "live_start", ["preview": .string("StopsAtExitPreviews"), "state": .string("stops at exit")])
      #expect(!started.isToolError, "\(started.toolText)")
    }
    #expect(status == 0)
    let pid = try #require(
      Int32(String(contentsOfFile: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
    #expect(kill(pid, 0) != 0, "the live session's worker \(pid) outlived the server")
  }
}
