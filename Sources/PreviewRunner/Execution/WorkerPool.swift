import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs requests on up to `size` worker processes at once, one thread per worker, and hands
/// the answers back in request order.
///
/// A worker that crashes or hangs fails only the request it was serving; the next request on
/// that thread starts a fresh worker.
final class WorkerPool: Sendable {
  let executable: String
  let size: Int
  let environment: [String: String]
  /// `--timeout`: what each phase of a request may take before the watchdog steps in.
  let timeout: Double

  init(executable: String, size: Int, environment: [String: String], timeout: Double) {
    self.executable = executable
    self.size = max(1, size)
    self.environment = environment
    self.timeout = timeout
    // A write to a worker that just died must fail with EPIPE, not kill the runner.
    BrokenPipe.ignoreSignal()
  }

  /// How long the watchdog waits for one phase: the settle limit plus a grace period, so a
  /// preview's own async time-out is always reported before the watchdog fires.
  var phaseLimit: Duration {
    .milliseconds(Int64(((timeout + max(1, timeout / 2)) * 1000).rounded()))
  }

  /// Starts `jobs` and returns their results in order as they become available.
  func run<Job: Sendable, Result: Sendable>(
    _ jobs: [Job], perform: @escaping @Sendable (Job, WorkerSlot) -> Result
  ) -> OrderedResults<Result> {
    let results = OrderedResults<Result>()
    let next = Mutex(0)
    for _ in 0..<min(size, jobs.count) {
      let slot = WorkerSlot(pool: self)
      let thread = Thread {
        while true {
          let index = next.withLock { value -> Int in
            defer { value += 1 }
            return value
          }
          guard index < jobs.count else { break }
          results.put(index, perform(jobs[index], slot))
        }
        slot.finish()
      }
      thread.start()
    }
    return results
  }

  /// Reads one provider's declarations in a worker.
  func describe(preview: String, on slot: WorkerSlot) -> Swift.Result<PreviewDescription, DiscoveryFailure> {
    let outcome = slot.exchange(.describe(preview: preview)) { _ in }
    switch outcome {
    case .answer(.described(let description)): return .success(description)
    case .answer(let other): return .failure(DiscoveryFailure(preview: preview, reason: "the worker answered \(other)"))
    case .failed(let failure): return .failure(DiscoveryFailure(preview: preview, reason: failure.description))
    }
  }

  /// Renders one state in a worker.
  func render(_ request: RenderRequest, on slot: WorkerSlot) -> StateOutcome {
    var outcome = StateOutcome()
    let result = slot.exchange(.render(request: request)) { answer in
      if case .rendered(let snapshot) = answer { outcome.steps.append(snapshot) }
    }
    switch result {
    case .answer(.finished(let failure)): outcome.failure = failure
    case .answer(let other):
      outcome.failure = .crashed(step: nil, reason: "crashed: the worker answered \(other)")
    case .failed(let failure): outcome.failure = failure
    }
    return outcome
  }
}

/// One thread's worker: started on first use and again after one was lost.
final class WorkerSlot: @unchecked Sendable {
  // Used only by the thread that owns it.
  private let pool: WorkerPool
  private var worker: WorkerProcess?

  init(pool: WorkerPool) { self.pool = pool }

  enum Exchange {
    case answer(WorkerProtocol.Answer)
    case failed(StateFailure)
  }

  /// Sends `request`, passes every `phase` and `rendered` answer to `progress`, and returns
  /// the last answer (`described` or `finished`), or how the worker was lost.
  func exchange(
    _ request: WorkerProtocol.Request, progress: (WorkerProtocol.Answer) -> Void
  ) -> Exchange {
    let clock = ContinuousClock()
    let worker: WorkerProcess
    do {
      worker = try started()
    } catch {
      return .failed(.crashed(step: nil, reason: "crashed: \(error)"))
    }
    worker.clearErrors()
    var phase = request.isDescribe ? "reading the preview's states" : "starting"
    var step: String?
    guard worker.send(request) else { return lost(worker, step: step) }
    var deadline = clock.now.advanced(by: pool.phaseLimit)
    while true {
      switch worker.receive(until: deadline) {
      case .answer(.phase(let name, let newStep)):
        (phase, step) = (name, newStep)
        deadline = clock.now.advanced(by: pool.phaseLimit)
      case .answer(let answer) where answer.isFinal:
        return .answer(answer)
      case .answer(let answer):
        progress(answer)
      case .ended:
        return lost(worker, step: step)
      case .timedOut:
        worker.stop()
        self.worker = nil
        return .failed(.timedOut(step: step, seconds: pool.timeout, phase: phase))
      case .broken(let problem):
        worker.stop()
        self.worker = nil
        return .failed(.crashed(step: step, reason: "crashed: the worker broke the protocol: \(problem)"))
      }
    }
  }

  private func lost(_ worker: WorkerProcess, step: String?) -> Exchange {
    let reason = worker.crashReport()
    self.worker = nil
    return .failed(.crashed(step: step, reason: reason))
  }

  /// The running worker, or a new one that said `ready`.
  private func started() throws(WorkerStartError) -> WorkerProcess {
    if let worker { return worker }
    let worker = try WorkerProcess.start(executable: pool.executable, environment: pool.environment)
    let deadline = ContinuousClock().now.advanced(by: .seconds(30) + pool.phaseLimit)
    switch worker.receive(until: deadline) {
    case .answer(.ready(let version)) where version == WorkerProtocol.version:
      self.worker = worker
      return worker
    case .answer(.ready(let version)):
      worker.stop()
      throw WorkerStartError(
        description: "\(pool.executable) speaks worker protocol \(version), not \(WorkerProtocol.version)")
    case .ended:
      throw WorkerStartError(description: "the worker did not start: \(worker.crashReport())")
    case .answer, .broken, .timedOut:
      worker.stop()
      throw WorkerStartError(description: "\(pool.executable) did not answer as a worker")
    }
  }

  /// Lets the worker exit.
  func finish() {
    worker?.finish()
    worker = nil
  }
}

extension WorkerProtocol.Request {
  var isDescribe: Bool {
    if case .describe = self { return true }
    return false
  }
}

extension WorkerProtocol.Answer {
  /// Whether this answer ends a request.
  var isFinal: Bool {
    switch self {
    case .described, .finished: true
    case .ready, .phase, .rendered: false
    }
  }
}

/// Results that arrive in any order and are taken in index order.
final class OrderedResults<Value: Sendable>: Sendable {
  private struct State {
    var values: [Int: Value] = [:]
    var waiter: (index: Int, continuation: CheckedContinuation<Value, Never>)?
  }
  private let state = Mutex(State())

  /// Stores the result of request `index`, waking whoever waits for it.
  func put(_ index: Int, _ value: Value) {
    let waiter = state.withLock { state -> CheckedContinuation<Value, Never>? in
      if let waiter = state.waiter, waiter.index == index {
        state.waiter = nil
        return waiter.continuation
      }
      state.values[index] = value
      return nil
    }
    waiter?.resume(returning: value)
  }

  /// The result of request `index`, once it is there. One caller at a time.
  func take(_ index: Int) async -> Value {
    await withCheckedContinuation { continuation in
      let value = state.withLock { state -> Value? in
        if let value = state.values.removeValue(forKey: index) { return value }
        state.waiter = (index, continuation)
        return nil
      }
      if let value { continuation.resume(returning: value) }
    }
  }
}
