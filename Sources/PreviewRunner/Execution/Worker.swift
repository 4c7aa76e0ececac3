#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The worker side of ``WorkerProtocol``: serves requests from `input` until it closes,
/// answering on `output`, with the previews of `host`.
@MainActor
enum Worker {
  /// Serves the process's standard input and output. Standard output is moved to a new
  /// descriptor for the protocol and replaced by standard error, so a preview's `print`
  /// never corrupts a frame. Returns the exit code.
  static func serveStandardStreams(_ host: PreviewHost) async -> Int32 {
    let output = dup(STDOUT_FILENO)
    guard output >= 0, dup2(STDERR_FILENO, STDOUT_FILENO) >= 0 else { return 3 }
    return await serve(host, input: STDIN_FILENO, output: output)
  }

  /// Serves requests from `input`, answering on `output`; returns 0 when `input` closes and
  /// 3 on a protocol error (which it reports on standard error).
  static func serve(_ host: PreviewHost, input: Int32, output: Int32) async -> Int32 {
    func send(_ answer: WorkerProtocol.Answer) {
      if !FileDescriptorIO.writeAll(WorkerProtocol.frame(answer), to: output) {
        // The runner is gone: nobody is left to answer.
        exit(0)
      }
    }
    send(.ready(version: WorkerProtocol.version))
    var decoder = WorkerProtocol.FrameDecoder()
    while true {
      let request: WorkerProtocol.Request
      do {
        guard let next = try decoder.next(WorkerProtocol.Request.self) else {
          guard let bytes = FileDescriptorIO.readSome(from: input), !bytes.isEmpty else {
            return decoder.hasPartialFrame ? 3 : 0
          }
          decoder.append(bytes)
          continue
        }
        request = next
      } catch {
        _ = FileDescriptorIO.writeAll(Array("worker: \(error)\n".utf8), to: STDERR_FILENO)
        return 3
      }
      switch request {
      case .describe(let preview):
        guard let description = host.describe(preview: preview) else {
          _ = FileDescriptorIO.writeAll(Array("worker: no preview named \(preview)\n".utf8), to: STDERR_FILENO)
          return 3
        }
        send(.described(preview: description))
      case .render(let renderRequest):
        let failure = await host.render(
          renderRequest, phase: { send(.phase(name: $0, step: $1)) }, rendered: { send(.rendered(snapshot: $0)) })
        send(.finished(failure: failure))
      }
    }
  }
}
