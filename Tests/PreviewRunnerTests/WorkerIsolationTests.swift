import Foundation
import Testing

/// The faulty-previews runner, started as a real process in a sandbox.
private let faultyRunner = ProcessRun.executable("textpreviews-faulty-previews")

@Suite("Worker isolation", .serialized)
struct WorkerIsolationTests {
  /// Records the good previews, then runs everything with both reports.
  private func verifyFaulty(
    _ sandbox: RunnerSandbox, jobs: Int, extra: [String] = []
  ) async throws -> (run: ProcessRun, junit: String, json: String) {
    let recorded = try await ProcessRun.run(
      faultyRunner, ["--record", "Good", "TrapInBody", "--snapshots", sandbox.snapshots], in: sandbox.root.path)
    #expect(recorded.code == 1, "\(recorded.output)\(recorded.error)")
    let run = try await ProcessRun.run(
      faultyRunner,
      [
        "--ci", "--timeout", "1", "--jobs", "\(jobs)", "--snapshots", sandbox.snapshots, "--new-dir",
        sandbox.path("new"), "--report", "junit", sandbox.path("junit.xml"), "--report", "json",
        sandbox.path("report.json"),
      ] + extra, in: sandbox.root.path)
    let junit = (try? String(contentsOfFile: sandbox.path("junit.xml"), encoding: .utf8)) ?? ""
    let json = (try? String(contentsOfFile: sandbox.path("report.json"), encoding: .utf8)) ?? ""
    return (run, junit, json)
  }

  @Test("each faulty preview fails by name with its reason; the others pass; summary and reports exist")
  func faultsFailAlone() async throws {
    #expect(FileManager.default.isExecutableFile(atPath: faultyRunner), "build first: swift build --build-tests")
    let sandbox = try RunnerSandbox()
    let (run, junit, json) = try await verifyFaulty(sandbox, jobs: 2)
    #expect(!run.hung)
    #expect(run.code == 1)
    let output = run.output
    let expectations = [
      "FAIL TrapInBody/TrapInBodyPreviews index out of range\nTrapInBodyPreviews index out of range: crashed: SIGILL (Fatal error: Index out of range)",
      "FAIL TrapInStatesPreviews (reading its states)\ncrashed: SIGILL (Fatal error: Index out of range)",
      "FAIL ForceUnwrapMock/ForceUnwrapMockPreviews nil response\nForceUnwrapMockPreviews nil response: crashed: SIGILL (Fatal error: Unexpectedly found nil while unwrapping an Optional value, at textpreviews_faulty_previews/FaultyPreviews.swift:56)",
      "FAIL EndlessLoop/EndlessLoopPreviews spins\nEndlessLoopPreviews spins: timed out after 1 s while rendering the first frame",
      "FAIL EndlessWait/EndlessWaitPreviews waits\nEndlessWaitPreviews waits could not be rendered: did not settle after the first render within 1s",
      "FAIL HostileTrap/HostileTrapPreviews clears \\e[2J the screen\nHostileTrapPreviews clears \\e[2J the screen: crashed: SIGILL (Fatal error: \\e]0;pwned\\u{7} \\u{202e}txt.exe, at textpreviews_faulty_previews/FaultyPreviews.swift:",
    ]
    for expected in expectations {
      #expect(output.contains(expected), "\(expected)\n--- in ---\n\(output)")
    }
    // The six good states and the fine state beside the trap pass; the tall one, the one that
    // stops at exit and the three whose buttons fail only when tapped (ordinary states here)
    // are missing in CI.
    #expect(summaryLine(output) == "7 passed, 14 failed", "\(output)")
    #expect(junit.contains("<testsuites name=\"preview-runner\" tests=\"21\" failures=\"6\" errors=\"8\" time=\""))
    #expect(junit.contains("<error type=\"crashed\" message=\"TrapInBodyPreviews index out of range: crashed: SIGILL"))
    #expect(junit.contains("<error type=\"timed-out\""))
    #expect(junit.contains("<error type=\"discovery\""))
    #expect(json.contains("\"status\" : \"crashed\""))
    #expect(json.contains("\"text\" : \"7 passed, 14 failed\""))
    #expect(json.contains("\"crashed\" : 8,") && json.contains("\"failed\" : 6,") && json.contains("\"passed\" : 7,"))
    // The reports carry the reason as printed, with where the preview's code trapped.
    let trapped = "Optional value, at textpreviews_faulty_previews/FaultyPreviews.swift:56"
    #expect(junit.contains(trapped))
    #expect(json.contains(trapped))
  }

  @Test("output and reports are byte-identical for any number of jobs", arguments: [1, 3])
  func jobsDoNotChangeOutput(jobs: Int) async throws {
    let reference = try RunnerSandbox()
    let sandbox = try RunnerSandbox()
    let one = try await verifyFaulty(reference, jobs: 4)
    let other = try await verifyFaulty(sandbox, jobs: jobs)
    // JUnit's `time` attributes are the one thing that differs from run to run.
    func normalized(_ text: String, _ box: RunnerSandbox) -> String {
      text.replacingOccurrences(of: box.root.path, with: "<root>")
        .replacing(/time="[0-9.]+"/, with: "time=\"…\"")
    }
    #expect(normalized(other.run.output, sandbox) == normalized(one.run.output, reference))
    #expect(normalized(other.junit, sandbox) == normalized(one.junit, reference))
    #expect(normalized(other.json, sandbox) == normalized(one.json, reference))
  }

  @Test("the sample's previews verify the same with one or two workers, reports included")
  func sampleWithWorkers() async throws {
    let sample = ProcessRun.executable("preview-runner")
    let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Snapshots").path
    let sandbox = try RunnerSandbox()
    var outputs: [String] = []
    var reports: [Data] = []
    for jobs in [1, 2] {
      let run = try await ProcessRun.run(
        sample,
        ["--ci", "--jobs", "\(jobs)", "--snapshots", snapshots, "--report", "json", sandbox.path("r\(jobs).json")],
        in: sandbox.root.path)
      #expect(run.code == 0, "\(run.output)\(run.error)")
      outputs.append(run.output)
      reports.append((try? Data(contentsOf: URL(fileURLWithPath: sandbox.path("r\(jobs).json")))) ?? Data())
    }
    #expect(outputs[0] == outputs[1])
    #expect(reports[0] == reports[1])
    #expect(!reports[0].isEmpty)
  }

  @Test("kill -9 during --record leaves each snapshot old or new, and the next run removes stray files")
  func killDuringRecord() async throws {
    let sandbox = try RunnerSandbox()
    _ = try await ProcessRun.run(
      faultyRunner, ["--record", "Good", "--snapshots", sandbox.snapshots], in: sandbox.root.path)
    let files = sandbox.listing().filter { $0.hasSuffix(".txt") }
    #expect(files.count == 6)
    var new: [String: String] = [:]
    for file in files { new[file] = try sandbox.read(file) }
    // Older snapshots, so that a recording run rewrites every one of them.
    var old: [String: String] = [:]
    for file in files {
      old[file] = new[file]!.replacingOccurrences(of: "fine", with: "FINE")
      try sandbox.write(old[file]!, to: file)
    }
    let root = sandbox.root
    let snapshots = sandbox.snapshots
    try await ProcessRun.offPool {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: faultyRunner)
      process.arguments = ["--record", "Good", "--snapshots", snapshots]
      process.currentDirectoryURL = root
      let pipe = Pipe()
      process.standardOutput = pipe
      process.standardError = FileHandle.nullDevice
      try process.run()
      // Killed as soon as it says it recorded something: mid-run, with writes under way.
      var seen = Data()
      while !String(decoding: seen, as: UTF8.self).contains("recorded: ") {
        let chunk = pipe.fileHandleForReading.availableData
        if chunk.isEmpty { break }
        seen += chunk
      }
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }
    // What a write interrupted between creating its temporary file and renaming it leaves.
    try sandbox.write("half a snap", to: "Good/.snapshot-interrupted.tmp")
    for file in files {
      let text = try sandbox.read(file)
      #expect(text == old[file] || text == new[file], "\(file) is neither the old nor the new snapshot")
    }
    let next = try await ProcessRun.run(
      faultyRunner, ["--record", "Good", "--snapshots", sandbox.snapshots], in: sandbox.root.path)
    #expect(next.code == 0, "\(next.output)\(next.error)")
    #expect(next.output.contains("removed an interrupted write: Good/.snapshot-interrupted.tmp"))
    #expect(sandbox.listing().filter { !$0.hasSuffix(".txt") } == [])
    for file in files { #expect(try sandbox.read(file) == new[file]) }
  }
}
