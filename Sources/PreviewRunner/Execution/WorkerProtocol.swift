import Foundation

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
/// | secret | the runner's first request, `{"start":{"secret":"<32 hex digits>"}}`, gives the worker a secret made fresh for each worker from the system's random source; every answer frame carries it | a frame written by anything but the worker's own answering code is refused |
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
/// many bytes of UTF-8 JSON. A request holds one object with a single key, the message kind,
/// whose value holds its fields; an answer is sealed: `{"answer":{<kind>:{…}},"secret":"…"}`.
/// Anything else (a missing line feed, a non-digit, a length over ``maximumPayload``, invalid
/// JSON, an unknown kind, a missing or wrong secret, an answer out of turn) is a protocol
/// error: the runner kills the worker and reports the state it was rendering as crashed,
/// quoting the error.
///
/// **Conversation.** The runner starts a worker by sending `start`; the worker answers
/// `ready`. The runner then sends one request at a time and reads frames until the request's
/// last answer:
///
/// | runner sends | worker answers |
/// | --- | --- |
/// | `{"start":{"secret":"…"}}` | `{"ready":{"version":2}}` |
/// | `{"describe":{"preview":"ItemListPreviews"}}` | `{"described":{"preview":{…PreviewDescription…}}}` |
/// | `{"render":{"request":{…RenderRequest…}}}` | any number of `{"phase":{"name":"rendering the first frame","step":null}}` and `{"rendered":{"snapshot":{…RenderedSnapshot…}}}` (the first render, then each step in order), then `{"finished":{"failure":null}}` (or a ``StateFailure``) |
///
/// A `phase` frame says what the worker is about to run; the runner's watchdog allows each
/// phase, and the start, `--timeout` plus a grace period, then kills the worker and reports
/// "timed out after 5 s while rendering the first frame". When the worker's output ends
/// before the last answer, the runner reaps it and reports its signal or exit status with
/// the trap message from its standard error. Closing the requests pipe asks the worker to
/// exit; one that has not exited a second later (stopped, say) is killed, so no worker
/// outlives its run.
public enum WorkerProtocol {
  /// The environment variable that makes a runner executable serve as a worker.
  public static let environmentKey = "TEXTPREVIEWS_WORKER"
  /// The environment variable holding the worker's channel: the descriptor numbers of the
  /// requests pipe and the answers pipe, `"3,4"`.
  static let channelKey = "TEXTPREVIEWS_WORKER_CHANNEL"
  /// The protocol version sent in `ready`; a worker of another version is refused.
  public static let version = 2
  /// The largest payload accepted, 64 MiB: far above any rendering (the canvas is capped).
  public static let maximumPayload = 64 << 20

  /// What the runner asks a worker.
  enum Request: Codable, Equatable {
    /// Seal every answer with `secret`; the first request, and only the first.
    case start(secret: String)
    /// Read the declarations of the provider named `preview`.
    case describe(preview: String)
    /// Render one planned state.
    case render(request: RenderRequest)
  }

  /// What a worker tells the runner.
  enum Answer: Codable, Equatable {
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
  }

  /// An answer with the secret that proves the worker's own answering code sent it.
  struct Sealed: Codable, Equatable {
    var answer: Answer
    var secret: String
  }

  /// A fresh secret: 128 bits from the system's random source, as 32 hex digits.
  static func makeSecret() -> String {
    var generator = SystemRandomNumberGenerator()
    return [generator.next(), generator.next()].map { (half: UInt64) in
      let digits = String(half, radix: 16)
      return String(repeating: "0", count: 16 - digits.count) + digits
    }.joined()
  }

  /// Encodes `message` as one frame.
  static func frame(_ message: some Encodable) -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // The messages hold only strings, numbers and arrays: encoding cannot fail.
    let payload = (try? encoder.encode(message)) ?? Data("{}".utf8)
    return Array("\(payload.count)\n".utf8) + payload
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
      }
      buffer.append(contentsOf: bytes)
    }

    /// Whether bytes of an unfinished frame are waiting.
    var hasPartialFrame: Bool { start < buffer.count }

    /// The next complete message, `nil` until one has fully arrived.
    mutating func next<Message: Decodable>(_ type: Message.Type) throws(ProtocolError) -> Message? {
      guard let payload = try nextPayload() else { return nil }
      return try Self.decode(Message.self, from: payload)
    }

    /// `payload` decoded as a `Message`, or a protocol error quoting it.
    static func decode<Message: Decodable>(_ type: Message.Type, from payload: Data) throws(ProtocolError) -> Message {
      do {
        return try JSONDecoder().decode(Message.self, from: payload)
      } catch {
        let text = TerminalText.escaped(String(decoding: payload.prefix(200), as: UTF8.self))
        throw ProtocolError(description: "frame is not a valid \(Message.self) message (\(error)): \(text)")
      }
    }

    /// The payload of the next complete frame, `nil` until one has fully arrived.
    mutating func nextPayload() throws(ProtocolError) -> Data? {
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
      let payload = Data(buffer[payloadStart..<(payloadStart + length)])
      start = payloadStart + length
      return payload
    }
  }
}

/// One state to render, as the runner sends it to a worker: enough to find the state in the
/// worker's providers and to name its snapshots.
struct RenderRequest: Codable, Equatable, Sendable {
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
  }

  /// The snapshot id of the rendering after `step`.
  func id(step: String?) -> SnapshotID {
    SnapshotID(
      component: component, preview: preview, state: stateName, width: width,
      includesWidthInName: includesWidthInName, step: step)
  }
}
