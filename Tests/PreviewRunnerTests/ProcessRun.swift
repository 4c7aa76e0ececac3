import Foundation

/// A runner executable of this package started as a real process, for the tests that need
/// real workers: a trap in a preview would end the test process itself.
struct ProcessRun {
  var code: Int32
  var output: String
  var error: String
  /// Whether the process was still running at the deadline (then it was killed).
  var hung: Bool

  /// An output stream given to the process as a pipe whose reading end is already closed,
  /// as `preview-runner | head -1` leaves it once `head` has exited.
  enum ClosedPipe: Sendable {
    case standardOutput
    case standardError
  }

  /// The built executable `name`, beside this package's other build products.
  static func executable(_ name: String) -> String {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    return root.appendingPathComponent(".build/debug/\(name)").path
  }

  /// Runs `body`, which blocks, on a thread of its own: blocking one of the few threads of
  /// Swift's cooperative pool would stall every async test running beside it.
  static func offPool<Result: Sendable>(_ body: @escaping @Sendable () throws -> Result) async throws -> Result {
    try await withCheckedThrowingContinuation { continuation in
      Thread { continuation.resume(with: Swift.Result { try body() }) }.start()
    }
  }

  /// Runs `executable` with `arguments` in `directory`, killing it after `deadline` (a guard
  /// against a hang, never expected to fire). `closedPipe`, when given, is a stream nobody
  /// reads (its captured text is then empty).
  static func run(
    _ executable: String, _ arguments: [String], in directory: String, environment: [String: String] = [:],
    closedPipe: ClosedPipe? = nil, deadline: TimeInterval = 120
  ) async throws -> ProcessRun {
    try await offPool {
      try runBlocking(
        executable, arguments, in: directory, environment: environment, closedPipe: closedPipe, deadline: deadline)
    }
  }

  private static func runBlocking(
    _ executable: String, _ arguments: [String], in directory: String, environment: [String: String],
    closedPipe: ClosedPipe?, deadline: TimeInterval
  ) throws -> ProcessRun {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    var base = ProcessInfo.processInfo.environment
    base["CI"] = nil
    process.environment = base.merging(environment) { $1 }
    let outputFile = directory + "/.process-\(UUID().uuidString).out"
    let errorFile = directory + "/.process-\(UUID().uuidString).err"
    _ = FileManager.default.createFile(atPath: outputFile, contents: nil)
    _ = FileManager.default.createFile(atPath: errorFile, contents: nil)
    defer {
      try? FileManager.default.removeItem(atPath: outputFile)
      try? FileManager.default.removeItem(atPath: errorFile)
    }
    process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: outputFile))
    process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errorFile))
    switch closedPipe {
    case .standardOutput: process.standardOutput = try writingEndOfClosedPipe()
    case .standardError: process.standardError = try writingEndOfClosedPipe()
    case nil: break
    }
    let done = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in done.signal() }
    try process.run()
    let hung = done.wait(timeout: .now() + deadline) == .timedOut
    if hung {
      process.interrupt()
      kill(process.processIdentifier, SIGKILL)
      done.wait()
    }
    return ProcessRun(
      code: process.terminationStatus,
      output: (try? String(contentsOfFile: outputFile, encoding: .utf8)) ?? "",
      error: (try? String(contentsOfFile: errorFile, encoding: .utf8)) ?? "", hung: hung)
  }

  /// The writing end of a pipe whose reading end is closed: every write to it fails.
  private static func writingEndOfClosedPipe() throws -> FileHandle {
    // The reading end is closed at once, so that no process another test starts meanwhile
    // inherits it and keeps the pipe open; the writing end is marked close-on-exec likewise
    // (the child gets it as a stream all the same).
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    close(ends[0])
    _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
    return FileHandle(fileDescriptor: ends[1], closeOnDealloc: true)
  }
}
