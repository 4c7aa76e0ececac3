import Foundation
import PreviewSnapshots

/// The worker's end of the answers pipe: seals each answer and writes them in as few writes as
/// the protocol allows (see ``WorkerProtocol``).
///
/// Each write wakes the runner, so the answers of a state that renders in a fraction of a
/// millisecond — its phases, its rendering, `finished` — go out together. An answer that
/// must reach the runner before the worker goes on is written at once with everything held
/// before it: the last answer of a request, and the phase of a step, whose step a crash
/// that follows is filed under. What is held otherwise — the phases of the first render and
/// the renderings — only names the phase a hang is reported in, so a thread writes it once
/// it has waited ``WorkerProtocol/answerHoldLimit`` (at most twice that), and the runner's
/// watchdog still names the phase that hung.
final class WorkerAnswerChannel: @unchecked Sendable {
  private let output: Int32
  private let seal: [UInt8]
  private let holdLimit: TimeInterval
  /// Guards everything below.
  private let condition = NSCondition()
  /// Frames not written yet.
  private var pending: [UInt8] = []
  /// How many writes were made: the flushing thread writes what it saw held only when no
  /// write was made while it waited.
  private var writes = 0
  /// Whether the flushing thread waits for frames to be held (it found none).
  private var flusherIdle = false
  private var closed = false

  /// A channel writing to `output`, sealing every answer with `secret`; its flushing thread
  /// runs until ``close()``.
  init(output: Int32, secret: String, holdLimit: Duration = WorkerProtocol.answerHoldLimit) {
    self.output = output
    seal = Array(secret.utf8)
    self.holdLimit = Double(holdLimit.components.seconds) + Double(holdLimit.components.attoseconds) / 1e18
    let thread = Thread { [self] in flushHeld() }
    thread.name = "worker answers"
    thread.start()
  }

  /// Sends `answer`: written now, with everything held before it, when `now` is true (or the
  /// answer ends a request); held for the next write otherwise.
  func send(_ answer: WorkerProtocol.Answer, now: Bool) {
    let frame = WorkerProtocol.frame(answer, sealedWith: seal)
    condition.lock()
    defer { condition.unlock() }
    pending.append(contentsOf: frame)
    if now {
      writePending()
    } else if flusherIdle {
      flusherIdle = false
      condition.signal()
    }
  }

  /// Writes what is held and stops the flushing thread.
  func close() {
    condition.lock()
    defer { condition.unlock() }
    writePending()
    closed = true
    condition.signal()
  }

  /// The flushing thread: writes frames that were held for a whole hold period.
  private func flushHeld() {
    condition.lock()
    defer { condition.unlock() }
    while !closed {
      if pending.isEmpty {
        flusherIdle = true
        while flusherIdle && !closed { condition.wait() }
        continue
      }
      let seen = writes
      _ = condition.wait(until: Date(timeIntervalSinceNow: holdLimit))
      if !closed && writes == seen { writePending() }
    }
  }

  /// Writes the held frames; the caller holds the lock. A runner that is gone leaves nobody
  /// to answer: the worker exits.
  private func writePending() {
    guard !pending.isEmpty else { return }
    guard FileDescriptorIO.writeAll(pending, to: output) else { POSIX.exit(0) }
    pending.removeAll(keepingCapacity: true)
    writes += 1
  }
}
