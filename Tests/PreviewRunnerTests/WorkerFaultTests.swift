import Foundation
import PreviewKit
import PreviewRunner
import PreviewSnapshots
import Testing
import TextUI

/// The faulty-previews runner, started as a real process in a sandbox.
private let faultyRunner = ProcessRun.executable("textpreviews-faulty-previews")

private struct SlowStartPreviews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(width: 12, height: 1) }
  static var states: [PreviewState] { [PreviewState("any") { Text("any") }] }
}

@Suite("Faulty workers", .serialized)
struct WorkerFaultTests {
  @Test("a preview that writes frames to the worker's channel fails alone; nothing is filed under another state")
  func forgedFrames() async throws {
    let sandbox = try RunnerSandbox()
    let run = try await ProcessRun.run(
      faultyRunner, ["--record", "Good", "ChannelWriter", "--jobs", "1", "--snapshots", sandbox.snapshots],
      in: sandbox.root.path)
    #expect(!run.hung)
    #expect(run.code == 1)
    #expect(summaryLine(run.output) == "0 passed, 2 failed, 6 new", "\(run.output)")
    #expect(
      run.output.contains(
        "FAIL ChannelWriter/ChannelWriterPreviews forges a frame\nChannelWriterPreviews forges a frame: crashed: the "
          + "worker broke the protocol: a frame without the worker's secret arrived on its channel: something other "
          + "than the worker's own answering code (code in the preview?) wrote it"))
    #expect(
      run.output.contains(
        "ChannelWriterPreviews writes garbage: crashed: the worker broke the protocol: frame header is not a decimal "
          + "length"))
    // Every file is where its own header says, and the writers recorded nothing.
    let files = sandbox.listing()
    #expect(files == (1...6).map { "Good/GoodPreviews.good-\($0).txt" })
    for file in files {
      let text = try sandbox.read(file)
      let decoded = try SnapshotFile.decode(Array(text.utf8), path: file)
      #expect(decoded.id.relativePath == file)
    }
  }

  @Test("a worker that does not start within --timeout (plus the grace period) times out as any phase does")
  @MainActor
  func startUpDeadline() async throws {
    let sandbox = try RunnerSandbox()
    let script = sandbox.path("silent-worker")
    try Data("#!/bin/sh\nexec sleep 60\n".utf8).write(to: URL(fileURLWithPath: script))
    #expect(chmod(script, 0o755) == 0)
    let console = Console.capturing()
    let code = await PreviewRunnerCommand.run(
      arguments: ["--timeout", "0.2", "--snapshots", sandbox.snapshots], environment: [:],
      providers: [SlowStartPreviews.self], appChecks: [], workingDirectory: sandbox.root.path, output: console,
      execution: .workers(executable: script))
    #expect(code == 1)
    #expect(
      console.standardOutput.contains(
        "FAIL SlowStartPreviews (reading its states)\ntimed out after 0.2 s while starting the worker"),
      "\(console.standardOutput)")
  }

  @Test("a provider whose worker dies while reading its states leaves its snapshots alone: they are not stale")
  func unreadableIsNotStale() async throws {
    let sandbox = try RunnerSandbox()
    _ = try await ProcessRun.run(
      faultyRunner, ["--record", "Good", "--snapshots", sandbox.snapshots], in: sandbox.root.path)
    try FileManager.default.createDirectory(
      atPath: sandbox.snapshots + "/TrapInStates", withIntermediateDirectories: true)
    try sandbox.write(
      try sandbox.read("Good/GoodPreviews.good-1.txt"), to: "TrapInStates/TrapInStatesPreviews.once.txt")
    // Unfiltered: a filtered run looks for stale files only in the components it covers.
    let run = try await ProcessRun.run(
      faultyRunner, ["--timeout", "1", "--snapshots", sandbox.snapshots], in: sandbox.root.path)
    #expect(run.code == 1)
    #expect(run.output.contains("FAIL TrapInStatesPreviews (reading its states)"))
    #expect(!run.output.contains("stale"), "\(run.output)")
    #expect(sandbox.listing().contains("TrapInStates/TrapInStatesPreviews.once.txt"))
  }

  @Test("a worker lost after its state rendered but before it finished counts that state once, as failed")
  func lostBeforeFinished() async throws {
    let sandbox = try RunnerSandbox()
    let run = try await ProcessRun.run(
      faultyRunner, ["Good", "DiesOnDisappear", "--snapshots", sandbox.snapshots], in: sandbox.root.path)
    #expect(run.code == 1)
    #expect(
      run.output.contains(
        "FAIL DiesOnDisappear/DiesOnDisappearPreviews dies after rendering\nDiesOnDisappearPreviews dies after "
          + "rendering: crashed: SIGILL (Fatal error: gone"), "\(run.output)")
    #expect(summaryLine(run.output) == "0 passed, 1 failed, 6 new")
    // Its rendering reached the runner before the worker died: it is not verified on its own
    // (a timing-dependent second failure), whatever arrived.
    #expect(!run.output.contains("DiesOnDisappearPreviews.dies-after-rendering.txt"), "\(run.output)")
    let report = sandbox.path("report.json")
    _ = try await ProcessRun.run(
      faultyRunner, ["--ci", "Good", "DiesOnDisappear", "--snapshots", sandbox.snapshots, "--report", "json", report],
      in: sandbox.root.path)
    let json = try String(contentsOfFile: report, encoding: .utf8)
    #expect(json.components(separatedBy: "DiesOnDisappearPreviews.dies-after-rendering.txt").count - 1 == 1)
  }

  @Test("a worker that stops itself after answering everything is not left behind when the run exits")
  func stoppedWorkerIsReaped() async throws {
    let sandbox = try RunnerSandbox()
    let pidFile = sandbox.path("worker.pid")
    let run = try await ProcessRun.run(
      faultyRunner, ["--record", "StopsAtExit", "--jobs", "1", "--snapshots", sandbox.snapshots],
      in: sandbox.root.path,
      environment: ["TEXTPREVIEWS_FAULTY_STOP_AT_EXIT": "1", "TEXTPREVIEWS_FAULTY_PID_FILE": pidFile], deadline: 30)
    #expect(!run.hung)
    #expect(run.code == 0, "\(run.output)\(run.error)")
    let text = try String(contentsOfFile: pidFile, encoding: .utf8)
    let pid = try #require(Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)))
    // The runner killed and reaped it before exiting: no such process, not even a zombie.
    #expect(kill(pid, 0) == -1 && errno == ESRCH, "worker \(pid) is still there")
  }
}
