import Foundation

/// The messages between the runner and its worker processes, and their framing.
///
/// A worker is the user's own runner executable started again with the environment variable
/// `TEXTPREVIEWS_WORKER=1` (``WorkerProtocol/environmentKey``), so that it links the same
/// previews. The runner writes requests to the worker's standard input; the worker answers on
/// its standard output. Anything a preview prints goes to standard error instead (the worker
/// moves its standard output aside before running user code), where the runner keeps the last
/// lines to explain a crash.
///
/// **Framing.** Every message, both ways, is one frame:
///
/// ```
/// <length>\n<payload>
/// ```
///
/// `<length>` is the payload's size in bytes as ASCII decimal digits (1 to 9 digits, no sign,
/// no leading zero unless it is `0`), followed by one line feed; `<payload>` is exactly that
/// many bytes of UTF-8 JSON holding one object with a single key, the message kind, whose value
/// holds its fields. Anything else (a missing line feed, a non-digit, a length over
/// ``maximumPayload``, invalid JSON or an unknown kind) is a protocol error: the runner kills
/// the worker and reports the state it was rendering as crashed, quoting the error.
///
/// **Conversation.** The worker starts by sending `{"ready":{"version":1}}`. The runner then
/// sends one request at a time and reads frames until the request's last answer:
///
/// | runner sends | worker answers |
/// | --- | --- |
/// | `{"describe":{"preview":"ItemListPreviews"}}` | `{"described":{"preview":{…PreviewDescription…}}}` |
/// | `{"render":{"request":{…RenderRequest…}}}` | any number of `{"phase":{"name":"rendering the first frame","step":null}}` and `{"rendered":{"snapshot":{…RenderedSnapshot…}}}`, then `{"finished":{"failure":null}}` (or a ``StateFailure``) |
///
/// A `phase` frame says what the worker is about to run; the runner's watchdog allows each
/// phase `--timeout` plus a grace period, then kills the worker and reports "timed out after
/// 5 s while rendering the first frame". When the worker's output ends before the last answer,
/// the runner reaps it and reports its signal or exit status with the trap message from its
/// standard error. Closing the worker's standard input asks it to exit.
public enum WorkerProtocol {
  /// The environment variable that makes a runner executable serve as a worker.
  public static let environmentKey = "TEXTPREVIEWS_WORKER"
  /// The protocol version sent in `ready`; a worker of another version is refused.
  public static let version = 1
  /// The largest payload accepted, 64 MiB: far above any rendering (the canvas is capped).
  public static let maximumPayload = 64 << 20

  /// What the runner asks a worker.
  enum Request: Codable, Equatable {
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
      do {
        return try JSONDecoder().decode(Message.self, from: payload)
      } catch {
        let text = String(decoding: payload.prefix(200), as: UTF8.self)
        throw ProtocolError(description: "frame is not a valid \(Message.self) message (\(error)): \(text)")
      }
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
  }

  /// The snapshot id of the rendering after `step`.
  func id(step: String?) -> SnapshotID {
    SnapshotID(
      component: component, preview: preview, state: stateName, width: width,
      includesWidthInName: includesWidthInName, step: step)
  }
}
