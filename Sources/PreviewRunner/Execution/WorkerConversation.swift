import PreviewSnapshots

/// What the runner expects to hear from a worker while it serves one request, and the check
/// of every answer against it (see ``WorkerProtocol``).
///
/// A rendering is filed under the name of the request it answers, so an answer that belongs
/// to no request — a rendering of another state, a step out of order, a second description,
/// a `ready` in mid-conversation — must never be taken as a result: it ends the request as a
/// protocol error, which fails the state by name. A rendering of the state asked for starts
/// with that state's own snapshot header (component, preview, state, step, width), which the
/// check compares byte for byte.
struct WorkerConversation {
  private let request: WorkerProtocol.Request
  /// How many renderings have arrived.
  private var renderings = 0
  /// The index of the last announced phase's step: 0 for the first render, n for step n.
  private var phaseIndex = 0

  init(_ request: WorkerProtocol.Request) {
    self.request = request
  }

  /// Checks `answer`; returns whether it ends the request, or throws for one that does not
  /// belong to it.
  mutating func check(_ answer: WorkerProtocol.Answer) throws(WorkerProtocol.ProtocolError) -> Bool {
    switch (request, answer) {
    case (.describe(let preview), .described(let description)):
      guard description.preview == preview else {
        throw Self.mismatch("a description of \(description.preview) arrived for \(preview)")
      }
      return true
    case (.render(let request), .phase(_, let step)):
      let index = try stepIndex(step, in: request, arriving: "a phase of")
      // A phase announces the rendering due next, or one after the last announced.
      guard index >= phaseIndex, index <= renderings else {
        throw Self.mismatch("a phase of \(Self.name(step)) arrived out of order")
      }
      phaseIndex = index
      return false
    case (.render(let request), .rendered(let snapshot)):
      let expected: [String?] = [nil] + request.steps
      guard renderings < expected.count else {
        throw Self.mismatch("a rendering of \(Self.name(snapshot.step)) arrived after every rendering was in")
      }
      guard snapshot.step == expected[renderings] else {
        throw Self.mismatch(
          "a rendering of \(Self.name(snapshot.step)) arrived where \(Self.name(expected[renderings])) was due")
      }
      if request.output == .snapshot {
        let header = SnapshotFile.identityHeader(id: request.id(step: snapshot.step), width: request.width)
        guard snapshot.bytes.starts(with: header) else {
          throw Self.mismatch(
            "a rendering arrived whose header names another state than \(request.id(step: snapshot.step))")
        }
      }
      renderings += 1
      return false
    case (.render(let request), .finished(let failure)):
      if let step = failure?.step { _ = try stepIndex(step, in: request, arriving: "a failure of") }
      return true
    case (.start, .ready):
      return true
    case (.liveStart, .phase), (.liveInput, .phase), (.liveScreen, .phase):
      // A live session's phases name what runs; nothing is filed under them.
      return false
    case (.liveStart, .liveScreen), (.liveInput, .liveScreen), (.liveScreen, .liveScreen), (.liveStart, .finished):
      return true
    default:
      throw Self.mismatch("the worker answered \(Self.kind(of: answer)) to a \(Self.kind(of: request)) request")
    }
  }

  /// The position of `step` among the request's renderings, thrown out when it is not one.
  private func stepIndex(
    _ step: String?, in request: RenderRequest, arriving what: String
  ) throws(WorkerProtocol.ProtocolError) -> Int {
    guard let step else { return 0 }
    guard let index = request.steps.firstIndex(of: step) else {
      throw Self.mismatch("\(what) \(Self.name(step)) arrived, a step the state does not have")
    }
    return index + 1
  }

  private static func mismatch(_ what: String) -> WorkerProtocol.ProtocolError {
    WorkerProtocol.ProtocolError(
      description: TerminalText.escaped(
        "an answer out of turn: \(what) (did something in the preview write to the worker's channel?)"))
  }

  private static func name(_ step: String?) -> String {
    step.map { "step \"\($0)\"" } ?? "the first render"
  }

  private static func kind(of answer: WorkerProtocol.Answer) -> String {
    switch answer {
    case .ready: "ready"
    case .described: "described"
    case .phase: "phase"
    case .rendered: "rendered"
    case .finished: "finished"
    case .liveScreen: "screen"
    }
  }

  private static func kind(of request: WorkerProtocol.Request) -> String {
    switch request {
    case .start: "start"
    case .describe: "describe"
    case .render: "render"
    case .liveStart: "live start"
    case .liveInput: "live input"
    case .liveScreen: "live screen"
    }
  }
}
