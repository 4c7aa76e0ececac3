import Foundation
import PreviewSnapshots
import Testing

@testable import PreviewRunner

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The faulty-previews runner serves as the pool's worker executable: its StopsAtExit state
/// writes the process id of the worker that renders it to `TEXTPREVIEWS_FAULTY_PID_FILE`.
private let workerExecutable = ProcessRun.executable("textpreviews-faulty-previews")

@Suite("Worker pool", .serialized)
struct WorkerPoolTests {
  private let pidFile = FileManager.default.temporaryDirectory
    .appendingPathComponent("worker-pool-\(UUID().uuidString).pid").path

  private func makePool(size: Int) -> WorkerPool {
    WorkerPool(
      executable: workerExecutable, size: size, environment: ["TEXTPREVIEWS_FAULTY_PID_FILE": pidFile], timeout: 5)
  }

  /// Reads the StopsAtExit provider's declarations on `pool`, keeping its workers.
  private func describe(on pool: WorkerPool) async throws -> PreviewDescription {
    let results = pool.run(["StopsAtExitPreviews"], keepingWorkers: true) { pool.describe(preview: $0, on: $1) }
    let described = await results.take(0)
    await results.workersFinished()
    return try described.get()
  }

  /// Renders the provider's one state on `pool`; returns the outcome and the process id of
  /// the worker that rendered it.
  private func render(_ description: PreviewDescription, on pool: WorkerPool) async throws -> (StateOutcome, pid_t?) {
    let state = try #require(description.states.first)
    let item = PlannedState(
      component: description.component, preview: description.preview, stateName: state.name, stateIndex: 0,
      steps: state.steps, width: state.widths[0], height: state.height, includesWidthInName: false)
    let results = pool.run([RenderRequest(item, output: .plain, timeout: 5)]) { pool.render($0, on: $1) }
    let outcome = await results.take(0)
    await results.workersFinished()
    let text = try? String(contentsOfFile: pidFile, encoding: .utf8)
    return (outcome, text.flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) })
  }

  private static func isGone(_ pid: pid_t) -> Bool {
    kill(pid, 0) == -1 && errno == ESRCH
  }

  @Test("the worker that read the declarations renders the states; the rest of the pool starts meanwhile and is reaped")
  func describingWorkerRenders() async throws {
    defer { unlink(pidFile) }
    #expect(FileManager.default.isExecutableFile(atPath: workerExecutable), "build first: swift build --build-tests")
    let pool = makePool(size: 2)
    let description = try await describe(on: pool)
    let parked = [pool.takeParked(), pool.takeParked(), pool.takeParked()].compactMap { $0 }
    try #require(parked.count == 2)
    let describing = try #require(parked.first { $0.isReady })
    let started = try #require(parked.first { !$0.isReady })
    // The render run takes the worker parked last.
    pool.park(started)
    pool.park(describing)
    let (outcome, renderer) = try await render(description, on: pool)
    #expect(outcome.failure == nil)
    #expect(outcome.steps.map { $0.text.contains("answered") } == [true])
    #expect(renderer == describing.processID)
    #expect(pool.takeParked() == nil)
    #expect(Self.isGone(describing.processID) && Self.isGone(started.processID))
  }

  @Test("a pool that keeps its workers between runs parks no more workers than its size")
  func keptWorkersStayWithinTheSize() async throws {
    let pool = makePool(size: 2)
    for _ in 0..<4 { _ = try await describe(on: pool) }
    var parked: [WorkerProcess] = []
    while let worker = pool.takeParked() { parked.append(worker) }
    #expect(parked.count == 2)
    for worker in parked { worker.finish() }
  }

  @Test("a parked worker that died while it waited is replaced quietly: no state fails for it")
  func deadParkedWorkerReplaced() async throws {
    defer { unlink(pidFile) }
    let pool = makePool(size: 1)
    let description = try await describe(on: pool)
    let parked = try #require(pool.takeParked())
    #expect(pool.takeParked() == nil)
    #expect(kill(parked.processID, SIGKILL) == 0)
    // Until it has exited, its end of the pipe may still be open; it stays unreaped.
    var info = siginfo_t()
    #expect(waitid(P_PID, id_t(parked.processID), &info, WEXITED | WNOWAIT) == 0)
    pool.park(parked)
    let (outcome, renderer) = try await render(description, on: pool)
    #expect(outcome.failure == nil, "\(String(describing: outcome.failure))")
    #expect(outcome.steps.map { $0.text.contains("answered") } == [true])
    #expect(renderer != nil && renderer != parked.processID)
    #expect(Self.isGone(parked.processID))
  }
}

@Suite("Ordered results")
struct OrderedResultsTests {
  @Test(
    "results that arrive in any order from several threads are all taken in order, the last ones once the threads finish",
    arguments: [1, 2, 5, 100])
  func takenInOrder(count: Int) async {
    let results = OrderedResults<Int>(count: count, threads: 2)
    // Two producers, each with its half in reverse order.
    for indices in [(0..<count).filter { $0 % 2 == 0 }, (0..<count).filter { $0 % 2 == 1 }] {
      Thread {
        for index in indices.reversed() { results.put(index, index * 10) }
        results.threadFinished()
      }.start()
    }
    var taken: [Int] = []
    for index in 0..<count { taken.append(await results.take(index)) }
    await results.workersFinished()
    #expect(taken == (0..<count).map { $0 * 10 })
  }
}
