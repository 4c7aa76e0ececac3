import Foundation
import PreviewSnapshots
import Testing

@testable import PreviewRunner

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("Worker answer channel")
struct WorkerAnswerChannelTests {
  private static let secret = WorkerProtocol.makeSecret()

  /// A close-on-exec pipe (these tests never wait for its end, which a process another test
  /// starts meanwhile could hold open).
  private static func makePipe() throws -> (read: Int32, write: Int32) {
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    return (ends[0], ends[1])
  }

  /// Whether `descriptor` has bytes to read within `milliseconds`.
  private static func readable(_ descriptor: Int32, within milliseconds: Int32) -> Bool {
    var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    return poll(&entry, 1, milliseconds) == 1
  }

  /// The answers that one read of `descriptor` returns.
  private static func readOnce(_ descriptor: Int32) throws -> [WorkerProtocol.Answer] {
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    try #require(count > 0)
    var decoder = WorkerProtocol.FrameDecoder()
    decoder.append(chunk[..<count])
    var answers: [WorkerProtocol.Answer] = []
    while let payload = try decoder.nextPayload() {
      answers.append(try WorkerProtocol.unseal(payload, secret: Array(secret.utf8)))
    }
    #expect(!decoder.hasPartialFrame)
    return answers
  }

  private static let rendering = WorkerProtocol.Answer.rendered(
    snapshot: RenderedSnapshot(step: nil, text: "[ Go ]", placeholders: [], cutRows: 0))

  @Test("the answers of a first render are held and go out with finished, in one write")
  func heldUntilFinished() throws {
    let (input, output) = try Self.makePipe()
    defer { close(input) }
    let channel = WorkerAnswerChannel(output: output, secret: Self.secret, holdLimit: .seconds(3600))
    let held: [WorkerProtocol.Answer] = [
      .phase(name: "building the view", step: nil), .phase(name: "rendering the first frame", step: nil),
      Self.rendering,
    ]
    for answer in held { channel.send(answer, now: false) }
    #expect(!Self.readable(input, within: 0))
    channel.send(.finished(failure: nil), now: true)
    #expect(try Self.readOnce(input) == held + [.finished(failure: nil)])
    channel.close()
    close(output)
  }

  @Test("a step's phase goes out at once, with what was held before it")
  func stepPhaseAtOnce() throws {
    let (input, output) = try Self.makePipe()
    defer { close(input) }
    let channel = WorkerAnswerChannel(output: output, secret: Self.secret, holdLimit: .seconds(3600))
    channel.send(Self.rendering, now: false)
    channel.send(.phase(name: "running step \"1 tap Go\"", step: "1 tap Go"), now: true)
    #expect(try Self.readOnce(input) == [Self.rendering, .phase(name: "running step \"1 tap Go\"", step: "1 tap Go")])
    channel.send(.phase(name: "rendering the first frame", step: nil), now: false)
    channel.close()
    #expect(try Self.readOnce(input) == [.phase(name: "rendering the first frame", step: nil)])
    close(output)
  }

  @Test("a phase that lasts past the hold limit reaches the runner without anything sent after it")
  func heldPhaseFlushed() throws {
    let (input, output) = try Self.makePipe()
    defer { close(input) }
    let channel = WorkerAnswerChannel(output: output, secret: Self.secret, holdLimit: .milliseconds(5))
    for round in 0..<3 {
      let phase = WorkerProtocol.Answer.phase(name: "building the view \(round)", step: nil)
      channel.send(phase, now: false)
      // Written by the channel's own thread, however long this one waits: 60 s is only the
      // bound past which the test fails instead of hanging.
      try #require(Self.readable(input, within: 60_000))
      #expect(try Self.readOnce(input) == [phase])
    }
    channel.close()
    close(output)
  }
}
