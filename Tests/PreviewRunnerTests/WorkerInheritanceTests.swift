import Foundation
import Testing

@testable import PreviewRunner

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A worker inherits from the runner nothing but its channel and standard streams: not a
/// descriptor some other part of the process opened without close-on-exec (a pipe to a
/// process started with Foundation's `Process`, say), which the worker would hold open for
/// as long as it lives, so that the process at the other end never sees the end of its input;
/// and not the signal mask of the thread that started it, which would let it ignore SIGTERM.
@Suite("What a worker inherits")
struct WorkerInheritanceTests {
  private static let sampleRunner = ProcessRun.executable("preview-runner")

  /// Starts a worker and waits for its `ready`.
  private static func startWorker() throws -> WorkerProcess? {
    let worker = try WorkerProcess.start(
      executable: sampleRunner, environment: ProcessInfo.processInfo.environment)
    guard case .answer(.ready) = worker.receive(until: ContinuousClock().now.advanced(by: .seconds(60))) else {
      Issue.record("the worker did not start")
      worker.stop()
      return nil
    }
    return worker
  }

  #if os(Linux)
    @Test("a pipe the runner holds open without close-on-exec is not held open by its workers")
    func noStrayDescriptors() throws {
      var ends: [Int32] = [0, 0]
      try #require(pipe(&ends) == 0)
      defer { ends.forEach { _ = close($0) } }
      let target = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(ends[1])")
      guard let worker = try Self.startWorker() else { return }
      defer { worker.stop() }
      let descriptors = try FileManager.default.contentsOfDirectory(atPath: "/proc/\(worker.processID)/fd")
      let held = descriptors.filter {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(worker.processID)/fd/\($0)")) == target
      }
      #expect(held == [], "the worker holds \(target) open on descriptors \(held)")
    }

    @Test("a worker started from a thread that blocks SIGTERM does not block it")
    func noInheritedSignalMask() throws {
      var blocked = sigset_t()
      sigemptyset(&blocked)
      sigaddset(&blocked, SIGTERM)
      var previous = sigset_t()
      // Put back before this synchronous test returns, so the thread is left as it was.
      pthread_sigmask(SIG_BLOCK, &blocked, &previous)
      let started = Result { try Self.startWorker() }
      pthread_sigmask(SIG_SETMASK, &previous, nil)
      guard let worker = try started.get() else { return }
      defer { worker.stop() }
      let status = try String(contentsOfFile: "/proc/\(worker.processID)/status", encoding: .utf8)
      let mask = status.split(separator: "\n").first { $0.hasPrefix("SigBlk:") }?.split(separator: "\t").last
      let bits = try #require(mask.flatMap { UInt64($0, radix: 16) })
      #expect(bits & (1 << (UInt64(SIGTERM) - 1)) == 0, "SigBlk \(String(bits, radix: 16))")
    }
  #endif
}
