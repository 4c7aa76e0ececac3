import Foundation
import PreviewSnapshots
import Synchronization

/// Runs requests on up to `size` worker processes at once, one thread per worker, and hands
/// the answers back in request order.
///
/// A worker that crashes or hangs fails only the request it was serving; the next request on
/// that thread starts a fresh worker. A run that keeps its workers (reading the providers'
/// declarations) leaves them, and as many more started meanwhile as the pool has room for,
/// to the next run (rendering the states), which finishes every worker: a run pays for
/// starting its workers once, and the start of those the first run did not need overlaps it.
final class WorkerPool: Sendable {
  let executable: String
  let size: Int
  let environment: [String: String]
  /// `--timeout`: what each phase of a request may take before the watchdog steps in.
  let timeout: Double
  /// Workers between runs, serving no request: ready, or started and not yet ready.
  private let parked = Mutex<[WorkerProcess]>([])

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

  /// Starts `jobs` and returns their results in order as they become available; once every
  /// result is taken, ``OrderedResults/workersFinished()`` waits until every worker is reaped
  /// — or, when `keepingWorkers`, parked for the next run, with the rest of the pool started.
  func run<Job: Sendable, Result: Sendable>(
    _ jobs: [Job], keepingWorkers: Bool = false, perform: @escaping @Sendable (Job, WorkerSlot) -> Result
  ) -> OrderedResults<Result> {
    let threads = min(size, jobs.count)
    let results = OrderedResults<Result>(count: jobs.count, threads: threads)
    let next = Mutex(0)
    for _ in 0..<threads {
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
        if keepingWorkers {
          slot.park()
        } else {
          slot.finish()
          self.finishParked()
        }
        results.threadFinished()
      }
      thread.start()
    }
    if keepingWorkers {
      // The workers the next run will want besides these start while these work, as many as
      // the pool has room for beside those parked already.
      let parkedAlready = parked.withLock { $0.count }
      for _ in 0..<max(0, size - threads - parkedAlready) {
        guard let worker = try? WorkerProcess.start(executable: executable, environment: environment) else { break }
        park(worker)
      }
    } else if threads == 0 {
      finishParked()
    }
    return results
  }

  /// A parked worker for the next request, if there is one.
  func takeParked() -> WorkerProcess? {
    parked.withLock { $0.popLast() }
  }

  /// Leaves `worker`, serving no request, to the next run.
  func park(_ worker: WorkerProcess) {
    parked.withLock { $0.append(worker) }
  }

  /// Asks every parked worker to exit, and reaps it.
  func finishParked() {
    let workers = parked.withLock { parked in
      defer { parked.removeAll() }
      return parked
    }
    for worker in workers { worker.finish() }
  }

  deinit {
    finishParked()
  }

  /// Reads one provider's declarations in a worker.
  func describe(preview: String, on slot: WorkerSlot) -> Swift.Result<PreviewDescription, DiscoveryFailure> {
    let outcome = slot.exchange(.describe(preview: preview)) { _ in }
    switch outcome {
    case .answer(.described(let description)): return .success(description)
    case .answer: return .failure(DiscoveryFailure(preview: preview, reason: "the worker answered out of turn"))
    case .failed(let failure): return .failure(DiscoveryFailure(preview: preview, reason: failure.description))
    }
  }

  /// The seconds from `start` to now.
  nonisolated static func seconds(since start: ContinuousClock.Instant) -> Double {
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  }

  /// Renders one state in a worker.
  func render(_ request: RenderRequest, on slot: WorkerSlot) -> StateOutcome {
    var outcome = StateOutcome()
    let started = ContinuousClock.now
    let result = slot.exchange(.render(request: request)) { answer in
      if case .rendered(let snapshot) = answer { outcome.steps.append(snapshot) }
    }
    switch result {
    case .answer(.finished(let failure)): outcome.failure = failure
    case .answer: outcome.failure = .crashed(step: nil, reason: "crashed: the worker answered out of turn")
    case .failed(let failure):
      outcome.failure = failure
      // A worker holds the renderings of the phase it is in until that phase ends, or for a
      // moment (``WorkerAnswerChannel``): a crash in that phase (a trap as the view
      // disappears) arrives with or without them, by timing alone. They are dropped either
      // way, so a crash reads the same with any number of jobs on any machine; renderings of
      // earlier phases were written as the next phase began and are kept.
      if case .crashed(let step, _) = failure { outcome.steps.removeAll { $0.step == step } }
    }
    outcome.seconds = Self.seconds(since: started)
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
  /// the last answer (`described` or `finished`), or how the worker was lost. Every answer is
  /// checked against the request (``WorkerConversation``): one out of turn kills the worker
  /// and fails the request.
  func exchange(
    _ request: WorkerProtocol.Request, progress: (WorkerProtocol.Answer) -> Void
  ) -> Exchange {
    let clock = ContinuousClock()
    let worker: WorkerProcess
    switch started() {
    case .running(let running): worker = running
    case .failed(let failure): return .failed(failure)
    }
    worker.clearErrors()
    var phase = request.isDescribe ? "reading the preview's states" : "starting"
    var step: String?
    var conversation = WorkerConversation(request)
    guard worker.send(request) else { return lost(worker, step: step) }
    var deadline = clock.now.advanced(by: pool.phaseLimit)
    while true {
      var received = worker.receive(until: deadline)
      if case .answer(let answer) = received {
        do {
          if try conversation.check(answer) { return .answer(answer) }
        } catch {
          received = .broken(error.description)
        }
      }
      switch received {
      case .answer(.phase(let name, let newStep)):
        (phase, step) = (name, newStep)
        deadline = clock.now.advanced(by: pool.phaseLimit)
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

  /// A worker ready for a request, or why none could be started.
  private enum Start {
    case running(WorkerProcess)
    case failed(StateFailure)
  }

  /// The running worker, a parked one, or a new one that said `ready` within the phase limit
  /// (`--timeout` plus the grace period, as any phase); how starting one failed otherwise. A
  /// parked worker that ended while it waited is reaped quietly: it was serving no state.
  private func started() -> Start {
    if let worker { return .running(worker) }
    var taken = pool.takeParked()
    while let parked = taken, parked.isReady && parked.endedWhileIdle() { taken = pool.takeParked() }
    if let parked = taken, parked.isReady {
      worker = parked
      return .running(parked)
    }
    let worker: WorkerProcess
    if let parked = taken {
      worker = parked
    } else {
      do {
        worker = try WorkerProcess.start(executable: pool.executable, environment: pool.environment)
      } catch {
        return .failed(.crashed(step: nil, reason: "crashed: \(error)"))
      }
    }
    let deadline = ContinuousClock().now.advanced(by: pool.phaseLimit)
    switch worker.receive(until: deadline) {
    case .answer(.ready(let version)) where version == WorkerProtocol.version:
      worker.isReady = true
      self.worker = worker
      return .running(worker)
    case .answer(.ready(let version)):
      worker.stop()
      return .failed(
        .crashed(
          step: nil,
          reason: "crashed: \(pool.executable) speaks worker protocol \(version), not \(WorkerProtocol.version)"))
    case .ended:
      return .failed(.crashed(step: nil, reason: "the worker ended before it was ready: \(worker.crashReport())"))
    case .timedOut:
      worker.stop()
      return .failed(.timedOut(step: nil, seconds: pool.timeout, phase: StateFailure.startingPhase))
    case .answer, .broken:
      worker.stop()
      return .failed(.crashed(step: nil, reason: "crashed: \(pool.executable) did not answer as a worker"))
    }
  }

  /// Lets the worker exit.
  func finish() {
    worker?.finish()
    worker = nil
  }

  /// Leaves the worker to the pool's next run.
  func park() {
    if let worker { pool.park(worker) }
    worker = nil
  }
}

extension WorkerProtocol.Request {
  var isDescribe: Bool {
    if case .describe = self { return true }
    return false
  }
}

/// Results that arrive in any order and are taken in index order, and the threads that
/// produce them, which can be waited for once every result is in.
///
/// Waking the taker costs both threads a system call and a context switch, a fair share of
/// what a fast state costs, so while results come quickly (less than ``slowArrival`` apart)
/// the taker is woken once ``batch`` of them are ready in order, or the last one is; results
/// that come slowly wake it one by one. A batch held back waits at most for the next result
/// of any thread, or for the threads to finish.
final class OrderedResults<Value: Sendable>: Sendable {
  private struct State {
    var values: [Int: Value] = [:]
    var waiter: (index: Int, continuation: CheckedContinuation<Value, Never>)?
    var threadsRunning: Int
    var threadsWaiter: CheckedContinuation<Void, Never>?
    /// When the last result arrived.
    var lastArrival: ContinuousClock.Instant?
  }
  private let state: Mutex<State>
  /// How many results there will be.
  private let count: Int

  /// How many results in order wake the taker while results come quickly.
  static var batch: Int { 16 }
  /// Results that come further apart than this wake the taker one by one.
  static var slowArrival: Duration { .milliseconds(1) }

  /// `count` results produced by `threads` threads, each of which calls
  /// ``threadFinished()`` last.
  init(count: Int, threads: Int) {
    self.count = count
    state = Mutex(State(threadsRunning: threads))
  }

  /// Notes that a producing thread is done (its worker reaped or parked).
  func threadFinished() {
    let (waiter, taker) = state.withLock {
      state -> (CheckedContinuation<Void, Never>?, (CheckedContinuation<Value, Never>, Value)?) in
      state.threadsRunning -= 1
      // Nothing more arrives from this thread: a batch held back goes out now.
      let taker = Self.wakeTaker(&state)
      guard state.threadsRunning == 0 else { return (nil, taker) }
      defer { state.threadsWaiter = nil }
      return (state.threadsWaiter, taker)
    }
    if let (continuation, value) = taker { continuation.resume(returning: value) }
    waiter?.resume()
  }

  /// Returns once every producing thread is done: its workers asked to exit and reaped.
  func workersFinished() async {
    await withCheckedContinuation { continuation in
      let done = state.withLock { state -> Bool in
        if state.threadsRunning == 0 { return true }
        state.threadsWaiter = continuation
        return false
      }
      if done { continuation.resume() }
    }
  }

  /// Stores the result of request `index`, waking whoever waits for it (see the batching
  /// above).
  func put(_ index: Int, _ value: Value) {
    let now = ContinuousClock.now
    let taker = state.withLock { state -> (CheckedContinuation<Value, Never>, Value)? in
      state.values[index] = value
      let slow = state.lastArrival.map { now - $0 > Self.slowArrival } ?? true
      state.lastArrival = now
      guard let waiter = state.waiter, state.values[waiter.index] != nil else { return nil }
      var ready = 1
      while ready < Self.batch, state.values[waiter.index + ready] != nil { ready += 1 }
      guard slow || ready == Self.batch || waiter.index + ready == count else { return nil }
      return Self.wakeTaker(&state)
    }
    if let (continuation, value) = taker { continuation.resume(returning: value) }
  }

  /// The waiting taker and its result, taken out of `state`, when the result is there.
  private static func wakeTaker(_ state: inout State) -> (CheckedContinuation<Value, Never>, Value)? {
    guard let waiter = state.waiter, let value = state.values.removeValue(forKey: waiter.index) else { return nil }
    state.waiter = nil
    return (waiter.continuation, value)
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
