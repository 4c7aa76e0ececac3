import Foundation
import Testing

@testable import PreviewRunner

/// The sample's runner, started as a real process: only a real process has standard streams
/// that can be closed pipes.
private let sampleRunner = ProcessRun.executable("preview-runner")

/// This repository's snapshots, which the sample's previews match.
private let repositorySnapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Snapshots").path

/// The ids of the live processes whose environment holds `entry` (`NAME=value`): a runner's
/// workers inherit its environment, so a marker given to the runner finds them. Zombies have
/// no environment left and are not counted.
private func processes(carrying entry: String) -> [String] {
  #if os(Linux)
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.filter { !$0.isEmpty && $0.allSatisfy(\.isNumber) }.filter { pid in
      let descriptor = open("/proc/\(pid)/environ", O_RDONLY)
      guard descriptor >= 0 else { return false }
      defer { close(descriptor) }
      var bytes: [UInt8] = []
      var chunk = [UInt8](repeating: 0, count: 4096)
      while true {
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count <= 0 { break }
        bytes += chunk[..<count]
      }
      return bytes.split(separator: 0).contains { String(decoding: $0, as: UTF8.self) == entry }
    }
  #else
    return []
  #endif
}

@Suite("Closed pipes", .serialized)
struct BrokenPipeTests {
  @Test(
    "a closed standard output stops the runner silently with 141, leaving no worker behind",
    arguments: ["help", "list", "show", "verify"])
  func closedStandardOutput(command: String) async throws {
    #expect(FileManager.default.isExecutableFile(atPath: sampleRunner), "build first: swift build --build-tests")
    let sandbox = try RunnerSandbox()
    let arguments: [String] =
      switch command {
      case "help": ["--help"]
      case "list": ["--list"]
      case "show": ["show", "--jobs", "2"]
      default: ["--ci", "--jobs", "2", "--snapshots", repositorySnapshots]
      }
    let (name, value) = ("TEXTPREVIEWS_CLOSED_PIPE_TEST", UUID().uuidString)
    let run = try await ProcessRun.run(
      sampleRunner, arguments, in: sandbox.root.path, environment: [name: value], closedPipe: .standardOutput)
    #expect(!run.hung)
    #expect(run.code == 141, "\(run.error)")
    #expect(run.error == "")
    #expect(processes(carrying: "\(name)=\(value)") == [])
  }

  @Test("stopping kills and reaps every worker still running, busy or not")
  func runningWorkersAreKilled() throws {
    let (name, value) = ("TEXTPREVIEWS_CLOSED_PIPE_TEST", UUID().uuidString)
    var environment = ProcessInfo.processInfo.environment
    environment[name] = value
    let worker = try WorkerProcess.start(executable: sampleRunner, environment: environment)
    // Once it said `ready`, the worker runs this executable, with the marker.
    guard case .answer(.ready) = worker.receive(until: ContinuousClock().now.advanced(by: .seconds(60))) else {
      Issue.record("the worker did not start")
      return
    }
    #expect(processes(carrying: "\(name)=\(value)").count == 1)
    // Only this test's worker: killing every worker in the test process would kill those of
    // the runs other tests make at the same time.
    RunningWorkers.killAll { $0 == worker.pid }
    #expect(processes(carrying: "\(name)=\(value)") == [])
    withExtendedLifetime(worker) {}
  }

  @Test("a closed standard error stops the runner silently with 141 too")
  func closedStandardError() async throws {
    let sandbox = try RunnerSandbox()
    let run = try await ProcessRun.run(
      sampleRunner, ["--frobnicate"], in: sandbox.root.path, closedPipe: .standardError)
    #expect(run.code == 141)
    #expect(run.output == "")
  }
}
