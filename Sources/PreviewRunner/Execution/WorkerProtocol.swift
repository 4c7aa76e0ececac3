import Foundation
import PreviewSnapshots
import TextUI

/// The messages between the runner and its worker processes, their framing, and what keeps
/// preview code from speaking for a worker.
///
/// A worker is the user's own runner executable started again with the environment variable
/// `TEXTPREVIEWS_WORKER=1` (``WorkerProtocol/environmentKey``), so that it links the same
/// previews. It runs preview code, and preview code can write anywhere the process can, so
/// the channel is kept out of its way and every answer is sealed:
///
/// | what | how | so that |
/// | --- | --- | --- |
/// | channel | two pipes, not the standard streams: the runner passes their descriptor numbers in `TEXTPREVIEWS_WORKER_CHANNEL` (`"3,4"`: requests, answers); the worker moves both to high, close-on-exec descriptors before any preview code runs, closes the originals and forgets the variable | a `print`, a write to standard output or to descriptor 3 or 4 never lands in the channel, and no process a preview starts inherits it |
/// | standard streams | standard input is `/dev/null`; standard output and error both go to a pipe whose last lines the runner keeps to explain a crash | a preview that reads its input gets nothing; what it prints is quoted, never parsed |
/// | secret | the runner's first request, `start`, gives the worker a secret made fresh for each worker from the system's random source (32 hex digits); every answer's payload starts with it | a frame written by anything but the worker's own answering code is refused |
/// | identity | every answer is checked against the request it answers (`WorkerConversation`): a rendering must be of the state asked for (its snapshot header names it) and of the next step due; a description must be of the provider asked for | a well-formed answer out of turn, or for another state, fails the state; it is never filed as a result |
///
/// **Framing.** Every message, both ways, is one frame:
///
/// ```
/// <length>\n<payload>
/// ```
///
/// `<length>` is the payload's size in bytes as ASCII decimal digits (1 to 9 digits, no sign,
/// no leading zero unless it is `0`), followed by one line feed; `<payload>` is exactly that
/// many bytes: a request's kind and fields or, for an answer, the 32 ASCII digits of the
/// secret followed by the answer's kind and fields. Kinds and fields are binary, so that a
/// rendering travels as its own bytes, neither escaped nor validated:
///
/// | field | bytes |
/// | --- | --- |
/// | kind, tag (the case of an enumeration) | one byte |
/// | boolean | one byte, 0 or 1 |
/// | count, length | LEB128: 7 bits a byte, low bits first, the high bit set on all but the last byte |
/// | integer | zigzag-mapped (0, -1, 1, -2 … as 0, 1, 2, 3 …), then as a count |
/// | double | its IEEE 754 bit pattern, 8 bytes, little-endian |
/// | bytes | a length, then that many bytes |
/// | string | as bytes: its UTF-8, which must be valid |
/// | optional | a boolean, `true` followed by the value |
/// | list | a count, then each element |
///
/// Anything else (a missing line feed, a non-digit, a length over ``maximumPayload``, an
/// answer without the secret, a payload cut short or with bytes left over, an unknown kind,
/// an answer out of turn) is a protocol error: the runner kills the worker and reports the
/// state it was rendering as crashed, quoting the error.
///
/// **Conversation.** The runner starts a worker by sending `start`; the worker answers
/// `ready`. The runner then sends one request at a time and reads frames until the request's
/// last answer:
///
/// | runner sends | fields | worker answers | fields |
/// | --- | --- | --- | --- |
/// | `start` (1) | secret | `ready` (1) | protocol version |
/// | `describe` (2) | preview | `described` (2) | component, preview, each state's name, steps, widths and height |
/// | `render` (3) | component, preview, state name and index, width, height, whether the width is in the name, output (a tag: snapshot 0, plain 1, ANSI 2 followed by the colour depth's name, audit 3), `--timeout`, step names | any number of `phase` (3), `rendered` (4) (the first render, then each step in order), then `finished` (5) | phase: name, step; rendered: step, bytes, placeholders, cut rows, unknown symbols, calls waiting on a pending mock, missing translations (locale, table, key); finished: the ``StateFailure`` as JSON, if any |
/// | `live start` (4) | component, preview, state name and index, width, height, `--timeout` | any number of `phase`, then `screen` (6), or `finished` with the failure when the state cannot be found | screen: the screen as a snapshot file's bytes, the spoken elements with their refs, the focused ref, each recorded step as Swift, the whole as a `PreviewState`, how many inputs were applied, the problem that stopped them, if any |
/// | `live input` (5) | a list of inputs, each a tag (key 0, text 1, step 2) then its key name, its text, or the optional ref followed by the `PreviewStep` as JSON | any number of `phase` (one before each input, naming it as its step), then `screen` | as above |
/// | `live screen` (6) | nothing | `phase`, then `screen` | as above |
///
/// A `phase` frame says what the worker is about to run; the runner's watchdog allows each
/// phase, and the start, `--timeout` plus a grace period, then kills the worker and reports
/// "timed out after 5 s while rendering the first frame". The worker writes its answers in as
/// few writes as it can, since each write wakes the runner: what it says while the first
/// render runs waits for `finished`, or for 20 to 40 ms (so a phase that hangs is still
/// named), while a step's phase, which changes the step a crash is filed under, goes out at
/// once with everything before it (a worker that dies after its last rendering, before
/// `finished`, takes that rendering with it: the state fails as crashed all the same). A
/// worker that serves a live session (an agent's, see `preview-runner mcp`) keeps the session
/// from `live start` on and serves only `live input` and `live screen` for it; the runner
/// gives each session a worker of its own, so a crash or hang ends that session alone. When
/// the worker's output ends before the last answer,
/// the runner reaps it and reports its signal or exit status with the trap message from its
/// standard error. Closing the requests pipe asks the worker to exit; one that has not exited
/// a second later (stopped, say) is killed, so no worker outlives its run.
package enum WorkerProtocol {
  /// The environment variable that makes a runner executable serve as a worker.
  package static let environmentKey = "TEXTPREVIEWS_WORKER"
  /// The environment variable holding the worker's channel: the descriptor numbers of the
  /// requests pipe and the answers pipe, `"3,4"`.
  static let channelKey = "TEXTPREVIEWS_WORKER_CHANNEL"
  /// The protocol version sent in `ready`; a worker of another version is refused.
  package static let version = 6
  /// The largest payload accepted, 64 MiB: far above any rendering (the canvas is capped).
  package static let maximumPayload = 64 << 20
  /// How long a worker holds answers back to write them together: a phase that lasts longer
  /// reaches the runner after at most twice this, far within any phase's limit.
  static let answerHoldLimit = Duration.milliseconds(20)

  /// What the runner asks a worker.
  enum Request: Equatable {
    /// Seal every answer with `secret`; the first request, and only the first.
    case start(secret: String)
    /// Read the declarations of the provider named `preview`.
    case describe(preview: String)
    /// Render one planned state.
    case render(request: RenderRequest)
    /// Start a live session on one state, kept until the worker exits.
    case liveStart(request: LiveStartRequest)
    /// Apply inputs to the live session, in order.
    case liveInput(inputs: [LiveInput])
    /// Settle and send the live session's screen.
    case liveScreen
  }

  /// What a worker tells the runner.
  enum Answer: Equatable {
    /// The worker started and speaks `version`.
    case ready(version: Int)
    /// The declarations asked for.
    case described(preview: PreviewDescription)
    /// The worker is about to run `name` (during `step`, `nil` for the first render).
    case phase(name: String, step: String?)
    /// One rendering finished.
    case rendered(snapshot: RenderedSnapshot)
    /// The request is done; `failure` says why it stopped early.
    case finished(failure: StateFailure?)
    /// A live session's screen: the last answer to a live request.
    case liveScreen(screen: LiveScreenAnswer)
  }

  /// A fresh secret: 128 bits from the system's random source, as 32 hex digits.
  static func makeSecret() -> String {
    var generator = SystemRandomNumberGenerator()
    return [generator.next(), generator.next()].map { (half: UInt64) in
      let digits = String(half, radix: 16)
      return String(repeating: "0", count: 16 - digits.count) + digits
    }.joined()
  }

  /// `payload` as one frame.
  static func frame(payload: [UInt8]) -> [UInt8] {
    var frame = Array("\(payload.count)\n".utf8)
    frame.append(contentsOf: payload)
    return frame
  }

  /// `request` as one frame.
  static func frame(_ request: Request) -> [UInt8] {
    frame(payload: request.payload)
  }

  /// `answer` as one frame, sealed with `secret` (its UTF-8).
  static func frame(_ answer: Answer, sealedWith secret: [UInt8]) -> [UInt8] {
    var writer = WorkerWire.Writer(capacity: 64)
    answer.write(to: &writer)
    var frame = Array("\(secret.count + writer.bytes.count)\n".utf8)
    frame.reserveCapacity(frame.count + secret.count + writer.bytes.count)
    frame.append(contentsOf: secret)
    frame.append(contentsOf: writer.bytes)
    return frame
  }

  /// The answer in `payload`, which must start with `secret` (its UTF-8); a payload that does
  /// not was written by something other than the worker's answering code.
  static func unseal(_ payload: ArraySlice<UInt8>, secret: [UInt8]) throws(ProtocolError) -> Answer {
    var reader = WorkerWire.Reader(payload)
    guard reader.skip(secret) else {
      throw ProtocolError(
        description: "a frame without the worker's secret arrived on its channel: something other than the "
          + "worker's own answering code (code in the preview?) wrote it")
    }
    do {
      let answer = try Answer(from: &reader)
      try reader.end()
      return answer
    } catch {
      throw ProtocolError(description: "the frame is not a valid answer: \(error.description)")
    }
  }

  /// A broken frame or message, with what was wrong.
  struct ProtocolError: Error, CustomStringConvertible {
    var description: String
  }

  /// Splits a byte stream into frames as the bytes arrive.
  struct FrameDecoder {
    private var buffer: [UInt8] = []
    private var start = 0

    /// Adds bytes read from the stream.
    mutating func append(_ bytes: some Collection<UInt8>) {
      if start > 0 && start == buffer.count {
        buffer.removeAll(keepingCapacity: true)
        start = 0
      } else if start >= 1 << 16 {
        // Frames read while a partial one waits: drop them, so the buffer does not grow.
        buffer.removeFirst(start)
        start = 0
      }
      buffer.append(contentsOf: bytes)
    }

    /// Whether bytes of an unfinished frame are waiting.
    var hasPartialFrame: Bool { start < buffer.count }

    /// The next complete request, `nil` until one has fully arrived.
    mutating func nextRequest() throws(ProtocolError) -> Request? {
      guard let payload = try nextPayload() else { return nil }
      return try Request(payload: payload)
    }

    /// The payload of the next complete frame, `nil` until one has fully arrived. It shares
    /// the decoder's storage: read it before appending more.
    mutating func nextPayload() throws(ProtocolError) -> ArraySlice<UInt8>? {
      var index = start
      var length = 0
      while index < buffer.count, buffer[index] != UInt8(ascii: "\n") {
        let byte = buffer[index]
        guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte), index - start < 9 else {
          throw ProtocolError(
            description: "frame header is not a decimal length (byte \(byte) at offset \(index - start))")
        }
        guard !(index > start && buffer[start] == UInt8(ascii: "0")) else {
          throw ProtocolError(description: "frame length has a leading zero")
        }
        length = length * 10 + Int(byte - UInt8(ascii: "0"))
        index += 1
      }
      guard index < buffer.count else { return nil }
      guard index > start else { throw ProtocolError(description: "frame header is empty") }
      guard length <= WorkerProtocol.maximumPayload else {
        throw ProtocolError(
          description: "frame of \(length) bytes is over the \(WorkerProtocol.maximumPayload)-byte limit")
      }
      let payloadStart = index + 1
      guard buffer.count - payloadStart >= length else { return nil }
      start = payloadStart + length
      return buffer[payloadStart..<start]
    }
  }
}

/// One state to render, as the runner sends it to a worker: enough to find the state in the
/// worker's providers and to name its snapshots.
struct RenderRequest: Equatable, Sendable {
  var component: String
  var preview: String
  var stateName: String
  var stateIndex: Int
  var width: Int
  var height: Int?
  var includesWidthInName: Bool
  var output: RenderOutput
  var timeoutSeconds: Double
  /// The names of the steps after the first render, in order ("1 tap Fetch"): the renderings
  /// the runner expects, and checks each answer against.
  var steps: [String]
  /// The variant the state is rendered in.
  var variant: PreviewVariant

  init(_ item: PlannedState, output: RenderOutput, timeout: Double) {
    component = item.component
    preview = item.preview
    stateName = item.stateName
    stateIndex = item.stateIndex
    width = item.width
    height = item.height
    includesWidthInName = item.includesWidthInName
    self.output = output
    timeoutSeconds = timeout
    steps = item.stepNames
    variant = item.variant
  }

  /// The snapshot id of the rendering after `step`.
  func id(step: String?) -> SnapshotID {
    SnapshotID(
      component: component, preview: preview, state: stateName, width: width,
      includesWidthInName: includesWidthInName, step: step, variant: variant.isDefault ? nil : variant.name)
  }
}
