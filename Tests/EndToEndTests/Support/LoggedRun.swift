import Foundation

/// An executable run as a CI job runs it: no terminal anywhere, nothing on standard input,
/// standard output and error written to log files.
struct LoggedRun {
  var status: Int32
  var output: String
  var error: String

  /// Runs `executable`; a run longer than the deadline is killed (a guard against a hang).
  static func run(_ executable: String, _ arguments: [String] = []) async throws -> LoggedRun {
    try await TmuxSession.offPool {
      let process = Process()
      process.executableURL = URL(filePath: executable)
      process.arguments = arguments
      let folder = FileManager.default.temporaryDirectory
      let output = folder.appending(path: "textui-live-\(UUID().uuidString).out")
      let error = folder.appending(path: "textui-live-\(UUID().uuidString).err")
      for file in [output, error] { _ = FileManager.default.createFile(atPath: file.path, contents: nil) }
      defer { for file in [output, error] { try? FileManager.default.removeItem(at: file) } }
      process.standardOutput = try FileHandle(forWritingTo: output)
      process.standardError = try FileHandle(forWritingTo: error)
      process.standardInput = FileHandle.nullDevice
      let exited = DispatchSemaphore(value: 0)
      process.terminationHandler = { _ in exited.signal() }
      try process.run()
      if exited.wait(timeout: .now() + 20) == .timedOut {
        kill(process.processIdentifier, SIGKILL)
        exited.wait()
      }
      return LoggedRun(
        status: process.terminationStatus, output: (try? String(contentsOf: output, encoding: .utf8)) ?? "",
        error: (try? String(contentsOf: error, encoding: .utf8)) ?? "")
    }
  }
}
