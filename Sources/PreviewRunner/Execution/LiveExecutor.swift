import Foundation
import PreviewKit
import PreviewSnapshots

/// What a live request came back with: the session's screen, or how the session was lost
/// (its preview crashed or hung, or its state could not be started).
enum LiveOutcome: Sendable {
  case screen(LiveScreenAnswer)
  case failed(StateFailure)
}

/// Where one live session's preview code runs: in a worker process of its own, so that a
/// preview that crashes or hangs ends that session and nothing else, or in this process, for
/// providers no executable links (tests). Requests come one at a time.
@MainActor
protocol LiveExecutor: AnyObject {
  /// Starts the session on the state `request` names.
  func start(_ request: LiveStartRequest) async -> LiveOutcome
  /// Applies `inputs` to the session.
  func send(_ inputs: [LiveInput]) async -> LiveOutcome
  /// The session's screen now.
  func screen() async -> LiveOutcome
  /// Ends the session (and its worker).
  func stop() async
}

extension Execution {
  /// A new executor for one live session of `providers`' states, whose phases may each take
  /// `timeout` seconds to settle (a worker is stopped after that plus a grace period).
  @MainActor
  func makeLiveExecutor(
    providers: [any PreviewProvider.Type], environment: [String: String], timeout: Double
  ) -> any LiveExecutor {
    switch self {
    case .inProcess: InProcessLiveExecutor(host: PreviewHost(providers))
    case .workers(let executable):
      WorkerLiveExecutor(pool: WorkerPool(executable: executable, size: 1, environment: environment, timeout: timeout))
    }
  }
}

/// Runs a live session in this process.
@MainActor
final class InProcessLiveExecutor: LiveExecutor {
  private let host: PreviewHost
  private var session: LiveStateSession?

  init(host: PreviewHost) { self.host = host }

  func start(_ request: LiveStartRequest) async -> LiveOutcome {
    switch await host.startLive(request, phase: { _, _ in }) {
    case .success(let (session, screen)):
      self.session = session
      return .screen(screen)
    case .failure(let failure):
      return .failed(failure)
    }
  }

  func send(_ inputs: [LiveInput]) async -> LiveOutcome {
    guard let session else { return .failed(Self.notStarted) }
    return .screen(await session.apply(inputs, phase: { _, _ in }))
  }

  func screen() async -> LiveOutcome {
    guard let session else { return .failed(Self.notStarted) }
    return .screen(await session.screen(phase: { _, _ in }))
  }

  func stop() async {
    session?.stop()
    session = nil
  }

  private static let notStarted = StateFailure.crashed(step: nil, reason: "the live session was not started")
}

/// Runs a live session in a worker process of its own, with the watchdog a run's workers have.
@MainActor
final class WorkerLiveExecutor: LiveExecutor {
  private let pool: WorkerPool
  private let slot: WorkerSlot

  init(pool: WorkerPool) {
    self.pool = pool
    slot = WorkerSlot(pool: pool)
  }

  func start(_ request: LiveStartRequest) async -> LiveOutcome {
    await exchange(.liveStart(request: request))
  }

  func send(_ inputs: [LiveInput]) async -> LiveOutcome {
    await exchange(.liveInput(inputs: inputs))
  }

  func screen() async -> LiveOutcome {
    await exchange(.liveScreen)
  }

  func stop() async {
    let slot = slot
    // Asking the worker to exit waits for it (a second at most): off the main actor.
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      Thread {
        slot.finish()
        continuation.resume()
      }.start()
    }
  }

  /// Sends `request` on a thread of its own (the exchange blocks until the last answer or the
  /// watchdog) and returns what came back.
  private func exchange(_ request: WorkerProtocol.Request) async -> LiveOutcome {
    let slot = slot
    return await withCheckedContinuation { continuation in
      Thread {
        let outcome: LiveOutcome =
          switch slot.exchange(request, progress: { _ in }) {
          case .answer(.liveScreen(let screen)): .screen(screen)
          case .answer(.finished(let failure?)): .failed(failure)
          case .answer: .failed(.crashed(step: nil, reason: "crashed: the worker answered out of turn"))
          case .failed(let failure): .failed(failure)
          }
        continuation.resume(returning: outcome)
      }.start()
    }
  }
}
