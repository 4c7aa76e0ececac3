import PreviewSnapshots
import TextUI

/// The worker side of ``WorkerProtocol``: serves requests from its channel until the runner
/// closes it, answering with the previews of `host`.
@MainActor
enum Worker {
  /// Serves the channel the runner passed in ``WorkerProtocol/channelKey``. Before any
  /// preview code runs, both pipes move to high, close-on-exec descriptors and the originals
  /// are closed, so a preview that writes to descriptor 4, or starts a process, never reaches
  /// them. Returns the exit code.
  static func serveChannel(_ host: PreviewHost, environment: [String: String]) async -> Int32 {
    let numbers = (environment[WorkerProtocol.channelKey] ?? "").split(separator: ",").compactMap { Int32($0) }
    _ = POSIX.unsetenv(WorkerProtocol.channelKey)
    guard numbers.count == 2, let input = moveOutOfReach(numbers[0]), let output = moveOutOfReach(numbers[1]) else {
      report(
        "worker: started without its channel; the runner starts workers itself — run it without \(WorkerProtocol.environmentKey)"
      )
      return 3
    }
    // The string tables are read once a process, when the first localized text is drawn: read
    // them before serving, so that no state's first render pays for it inside its timeout and
    // the answers' hold-back window (a worker started after a crash would, for its first state).
    _ = LocalizationResources.problems
    return await serve(host, input: input, output: output)
  }

  /// `descriptor` moved to a close-on-exec descriptor at a number chosen at random between
  /// 100 and 999 (or the lowest free one, when the process may not have that many), with the
  /// original closed; `nil` when it is not open.
  private static func moveOutOfReach(_ descriptor: Int32) -> Int32? {
    var moved = POSIX.fcntl(descriptor, POSIX.F_DUPFD_CLOEXEC, Int32.random(in: 100...999))
    if moved < 0 { moved = POSIX.fcntl(descriptor, POSIX.F_DUPFD_CLOEXEC, 5) }
    guard moved >= 0 else { return nil }
    _ = POSIX.close(descriptor)
    return moved
  }

  /// Serves requests from `input`, answering on `output`; returns 0 when `input` closes and
  /// 3 on a protocol error (which it reports on standard error). The first request must be
  /// `start`, whose secret seals every answer.
  static func serve(_ host: PreviewHost, input: Int32, output: Int32) async -> Int32 {
    var decoder = WorkerProtocol.FrameDecoder()
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    /// The next request, the end of input, or a broken frame (reported).
    enum Next {
      case request(WorkerProtocol.Request)
      case end
      case broken
    }
    func next() -> Next {
      while true {
        do {
          if let request = try decoder.nextRequest() { return .request(request) }
        } catch {
          report("worker: \(error)")
          return .broken
        }
        var count = 0
        repeat {
          count = chunk.withUnsafeMutableBytes { POSIX.read(input, $0.baseAddress, $0.count) }
        } while count < 0 && POSIX.errno == POSIX.EINTR
        guard count > 0 else {
          guard !decoder.hasPartialFrame else {
            report("worker: the runner's request was cut off")
            return .broken
          }
          return .end
        }
        decoder.append(chunk[..<count])
      }
    }
    let secret: String
    switch next() {
    case .request(.start(let given)): secret = given
    case .end: return 0
    case .request, .broken:
      report("worker: the first request was not start")
      return 3
    }
    let answers = WorkerAnswerChannel(output: output, secret: secret)
    defer { answers.close() }
    answers.send(.ready(version: WorkerProtocol.version), now: true)
    // The live session this worker serves, from `live start` on.
    var live: LiveStateSession?
    while true {
      switch next() {
      case .end:
        live?.stop()
        return 0
      case .broken:
        return 3
      case .request(.start):
        report("worker: start arrived twice")
        return 3
      case .request(.describe(let preview)):
        guard let description = host.describe(preview: preview) else {
          report("worker: no preview named \(preview)")
          return 3
        }
        answers.send(.described(preview: description), now: true)
      case .request(.render(let renderRequest)):
        // A step's phase goes out before the step runs: a crash in it is filed under it.
        let failure = await host.render(
          renderRequest, phase: { answers.send(.phase(name: $0, step: $1), now: $1 != nil) },
          rendered: { answers.send(.rendered(snapshot: $0), now: false) })
        answers.send(.finished(failure: failure), now: true)
      case .request(let request):
        if let code = await serveLive(request, host: host, session: &live, answers: answers) { return code }
      }
    }
  }

  /// Serves a live request, keeping the session `live start` made in `session`; the code to
  /// exit with when the request breaks the protocol (a live request before `live start`).
  private static func serveLive(
    _ request: WorkerProtocol.Request, host: PreviewHost, session: inout LiveStateSession?,
    answers: WorkerAnswerChannel
  ) async -> Int32? {
    // A live session's phases go out at once: its hang or crash is named by the input.
    let phase: (String, String?) -> Void = { answers.send(.phase(name: $0, step: $1), now: true) }
    switch request {
    case .liveStart(let start):
      switch await host.startLive(start, phase: phase) {
      case .success(let (started, screen)):
        session = started
        answers.send(.liveScreen(screen: screen), now: true)
      case .failure(let failure):
        answers.send(.finished(failure: failure), now: true)
      }
    case .liveInput(let inputs):
      guard let session else { return noSession() }
      answers.send(.liveScreen(screen: await session.apply(inputs, phase: phase)), now: true)
    case .liveScreen:
      guard let session else { return noSession() }
      answers.send(.liveScreen(screen: await session.screen(phase: phase)), now: true)
    case .start, .describe, .render:
      break
    }
    return nil
  }

  /// A live request before `live start` breaks the protocol.
  private static func noSession() -> Int32 {
    report("worker: a live request arrived before live start")
    return 3
  }

  private static func report(_ line: String) {
    _ = FileDescriptorIO.writeAll(Array((line + "\n").utf8), to: POSIX.STDERR_FILENO)
  }
}
