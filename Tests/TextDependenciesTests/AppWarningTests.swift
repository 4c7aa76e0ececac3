import Foundation
import Testing

@Suite("Unimplemented dependencies in an app")
struct AppWarningTests {
  @Test("an app that calls an unimplemented endpoint gets a runtime warning on stderr and carries on")
  func appPrintsWarningAndContinues() async throws {
    let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let probe = root.appending(path: ".build/debug/textpreviews-dependencies-probe")
    #expect(FileManager.default.isExecutableFile(atPath: probe.path), "build first: swift build --build-tests")
    let (status, output, errors) = try await run(probe)
    #expect(status == 0, "\(output)\(errors)")
    #expect(errors.hasPrefix("warning: "), "\(errors)")
    #expect(errors.contains("ProbeClient.fetch"), "\(errors)")
    #expect(output.hasPrefix("threw "), "\(output)")
    #expect(output.hasSuffix("still running\n"), "\(output)")
  }

  /// Runs `executable` in the live context (no test framework, no forced context) on a thread
  /// of its own, so the blocking wait never holds one of the cooperative pool's threads.
  private func run(_ executable: URL) async throws -> (Int32, String, String) {
    try await withCheckedThrowingContinuation { continuation in
      Thread {
        continuation.resume(
          with: Result {
            let process = Process()
            process.executableURL = executable
            var environment = ProcessInfo.processInfo.environment
            environment["TEXT_DEPENDENCIES_CONTEXT"] = nil
            process.environment = environment
            let output = Pipe()
            let errors = Pipe()
            process.standardOutput = output
            process.standardError = errors
            try process.run()
            let out = output.fileHandleForReading.readDataToEndOfFile()
            let err = errors.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (
              process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self)
            )
          })
      }.start()
    }
  }
}
