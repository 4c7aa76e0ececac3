import Foundation
import PreviewKit
import PreviewSnapshots
import Testing
import TextUI

@testable import PreviewRunner

private struct ServedPreviews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(width: 12, height: 1) }
  static var states: [PreviewState] {
    [PreviewState("hello", steps: [.tap("Go")]) { Button("Go") {} }]
  }
}

@Suite("Worker protocol")
struct WorkerProtocolTests {
  /// A secret as the runner makes them.
  private static let secret = WorkerProtocol.makeSecret()

  @Test("sealed frames split anywhere decode to the same messages")
  func framesAcrossChunks() throws {
    let messages: [WorkerProtocol.Answer] = [
      .ready(version: 1), .phase(name: "rendering the first frame", step: nil),
      .rendered(snapshot: RenderedSnapshot(step: "1 tap Go", text: "a\nb\n", placeholders: ["X"], cutRows: 0)),
      .finished(failure: .timedOut(step: nil, seconds: 5, phase: "rendering")),
    ]
    let seal = Array(Self.secret.utf8)
    let bytes = messages.flatMap { WorkerProtocol.frame($0, sealedWith: seal) }
    for chunk in [1, 3, 7, bytes.count] {
      var decoder = WorkerProtocol.FrameDecoder()
      var decoded: [WorkerProtocol.Answer] = []
      var offset = 0
      while offset < bytes.count {
        decoder.append(bytes[offset..<min(offset + chunk, bytes.count)])
        offset += chunk
        while let payload = try decoder.nextPayload() {
          decoded.append(try WorkerProtocol.unseal(payload, secret: seal))
        }
      }
      #expect(decoded == messages)
      #expect(!decoder.hasPartialFrame)
    }
  }

  @MainActor
  @Test("every request and answer reads back as it was written, a rendering's bytes as they were")
  func roundTrip() throws {
    var item = PlannedState(
      component: "Served", preview: "ServedPreviews", stateName: "héllo \"quoted\"", stateIndex: 3,
      steps: ["tap Go", "type \n"], width: 80, height: nil, includesWidthInName: true)
    var requests: [WorkerProtocol.Request] = [.start(secret: Self.secret), .describe(preview: "ServedPreviews")]
    for output in [
      RenderOutput.snapshot, .plain, .ansi(depth: .palette256), .audit(),
      .audit(background: AuditBackground(rawValue: "#1e1e1e")),
    ] {
      requests.append(.render(request: RenderRequest(item, output: output, timeout: 2.5)))
    }
    item.height = 24
    item.variant = PreviewVariant(
      name: "night ☾", colorScheme: .dark, showsColor: false, localeIdentifier: "ja", layoutDirection: .rightToLeft)
    requests.append(.render(request: RenderRequest(item, output: .snapshot, timeout: 0.001)))
    requests += [
      .liveStart(
        request: LiveStartRequest(
          component: "Served", preview: "ServedPreviews", stateName: "héllo", stateIndex: 3, width: 40, height: nil,
          timeoutSeconds: 1.5)),
      .liveInput(inputs: [
        .key("Shift-Tab"), .text("Ada\n"), .step(.type("Ada", into: "Name"), ref: 4), .step(.dismiss, ref: nil),
      ]),
      .liveScreen,
    ]
    for request in requests {
      #expect(try WorkerProtocol.Request(payload: request.payload[...]) == request)
    }
    // Bytes a JSON string could not hold (invalid UTF-8, a NUL, an escape) travel as they are.
    var snapshot = RenderedSnapshot(
      step: nil, bytes: [0xFF, 0x00, 0x1B, 0x5B, 0x0A, 0xC3], placeholders: ["Clock", "API"], cutRows: 1_000_000)
    snapshot.unknownSymbols = ["star.fill"]
    snapshot.pendingMocks = 2
    snapshot.missingTranslations = [MissingTranslation(key: "%lld books", locale: "ja", table: "Localizable")]
    let description = PreviewDescription(ServedPreviews.self)
    let answers: [WorkerProtocol.Answer] = [
      .ready(version: WorkerProtocol.version), .described(preview: description),
      .phase(name: "running step \"1 tap Go\"", step: "1 tap Go"), .rendered(snapshot: snapshot),
      .finished(failure: nil), .finished(failure: .stepTargetNotFound(step: "1 tap Go", available: ["a", "b"])),
      .liveScreen(
        screen: LiveScreenAnswer(
          snapshot: [0xFF, 0x0A], elements: [#"e1 button "Go" focused"#], focusedRef: 1, steps: [#".tap("Go"),"#],
          source: "PreviewState(…)", applied: 2, problem: "e9 is not on the screen now")),
    ]
    let seal = Array(Self.secret.utf8)
    for answer in answers {
      var decoder = WorkerProtocol.FrameDecoder()
      decoder.append(WorkerProtocol.frame(answer, sealedWith: seal))
      let payload = try #require(try decoder.nextPayload())
      #expect(try WorkerProtocol.unseal(payload, secret: seal) == answer)
    }
    #expect(description.states.count == 1)
  }

  @Test(
    "malformed frames are protocol errors that say what is wrong",
    arguments: [
      ("x\n{}", "frame header is not a decimal length"),
      ("\n{}", "frame header is empty"),
      ("012\n", "frame length has a leading zero"),
      ("1234567890\n", "frame header is not a decimal length"),
    ])
  func malformed(frame: String, message: String) {
    var decoder = WorkerProtocol.FrameDecoder()
    decoder.append(Array(frame.utf8))
    #expect {
      _ = try decoder.nextPayload()
    } throws: { error in
      "\(error)".contains(message)
    }
  }

  @Test(
    "a payload without the secret, or a sealed one that is not an answer, is a protocol error saying so",
    arguments: [
      ([], "without the worker's secret"),
      (Array(#"{"answer":{"finished":{"failure":null}},"secret":"0"}"#.utf8), "without the worker's secret"),
      (seal + [9], "not a valid answer: unknown answer kind 9"),
      (seal + [4, 0, 200], "not a valid answer: the message is cut short"),
      (seal + [1, 6, 0], "not a valid answer: 1 bytes are left over"),
      (seal + [3, 1, 0xFF, 0], "not a valid answer: a string field is not valid UTF-8"),
      (seal + [5, 1, 2] + Array("{}".utf8), "not a valid answer: a failure is not a valid StateFailure"),
    ] as [([UInt8], String)])
  func unsealed(payload: [UInt8], message: String) {
    #expect {
      _ = try WorkerProtocol.unseal(payload[...], secret: Self.seal)
    } throws: { error in
      "\(error)".contains(message)
    }
  }

  /// The secret's UTF-8, as answers start with it.
  private static let seal = Array(secret.utf8)

  @Test("a crash report names the signal and the trap message, and quotes what was printed")
  func crashReport() {
    let report = CrashReport.describe(
      status: SIGILL,
      standardError:
        "loading\nSwift/Array.swift:12: Fatal error: Index out of range\nCurrent stack trace:\n0 libswiftCore\n")
    #expect(
      report == "crashed: SIGILL (Fatal error: Index out of range)\nlast lines of its standard error:\n  loading")
    #expect(CrashReport.describe(status: 3 << 8, standardError: "") == "crashed: the worker exited with code 3")
  }

  @Test("a crash report keeps where the user's code trapped, but not a place in the standard library")
  func crashReportLocation() {
    let report = CrashReport.describe(
      status: SIGILL, standardError: "MyApp/Broken.swift:7: Fatal error: boom from Crasher\nCurrent stack trace:\n")
    #expect(report == "crashed: SIGILL (Fatal error: boom from Crasher, at MyApp/Broken.swift:7)")
    #expect(
      CrashReport.trapMessage("Swift/ContiguousArrayBuffer.swift:691: Fatal error: Index out of range")
        == "Fatal error: Index out of range")
    #expect(CrashReport.trapMessage("Fatal error: no location") == "Fatal error: no location")
    #expect(CrashReport.trapMessage("said: Fatal error: quoted") == "Fatal error: quoted")
  }

  @Test(
    "a crash report names the trap of a failed precondition or assertion as the runtime words it",
    arguments: [
      (
        "MyApp/Cart.swift:12: Precondition failed: count must be zero",
        "crashed: SIGILL (Precondition failed: count must be zero, at MyApp/Cart.swift:12)"
      ),
      ("MyApp/Cart.swift:13: Precondition failed", "crashed: SIGILL (Precondition failed, at MyApp/Cart.swift:13)"),
      (
        "MyApp/Cart.swift:14: Assertion failed: asserted",
        "crashed: SIGILL (Assertion failed: asserted, at MyApp/Cart.swift:14)"
      ),
    ])
  func crashReportPreconditionAndAssertion(line: String, expected: String) {
    let report = CrashReport.describe(
      status: SIGILL, standardError: "loading\n\(line)\nCurrent stack trace:\n0 libswiftCore\n")
    #expect(report == expected + "\nlast lines of its standard error:\n  loading")
  }

  @MainActor
  @Test("a worker describes and renders what it reads, sealing every answer, then exits at the end of its input")
  func servesRequests() async throws {
    // Files, not pipes: a process another test starts meanwhile would inherit a pipe's write
    // end and hold the worker's input open.
    let base = FileManager.default.temporaryDirectory.appendingPathComponent("worker-\(UUID().uuidString)").path
    defer {
      unlink(base + ".in")
      unlink(base + ".out")
    }
    let item = PlannedState(
      component: "Served", preview: "ServedPreviews", stateName: "hello", stateIndex: 0, steps: ["tap Go"], width: 12,
      height: 1, includesWidthInName: false)
    let requests: [WorkerProtocol.Request] = [
      .start(secret: "s3cret"), .describe(preview: "ServedPreviews"),
      .render(request: RenderRequest(item, output: .plain, timeout: 120)),
    ]
    try Data(requests.flatMap { WorkerProtocol.frame($0) }).write(to: URL(fileURLWithPath: base + ".in"))
    let input = open(base + ".in", O_RDONLY | O_CLOEXEC)
    let output = open(base + ".out", O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
    let code = await Worker.serve(PreviewHost([ServedPreviews.self]), input: input, output: output)
    close(input)
    close(output)
    #expect(code == 0)
    var decoder = WorkerProtocol.FrameDecoder()
    decoder.append(try Data(contentsOf: URL(fileURLWithPath: base + ".out")))
    var answers: [WorkerProtocol.Answer] = []
    while let payload = try decoder.nextPayload() {
      answers.append(try WorkerProtocol.unseal(payload, secret: Array("s3cret".utf8)))
    }
    #expect(answers.first == .ready(version: WorkerProtocol.version))
    #expect(
      answers.contains(
        .described(
          preview: PreviewDescription(ServedPreviews.self))))
    let rendered = answers.compactMap { answer -> String? in
      if case .rendered(let snapshot) = answer { return "\(snapshot.step ?? "-"): \(snapshot.text)" }
      return nil
    }
    #expect(rendered == ["-:    [ Go ]   ", "1 tap Go:    [ Go ]   "])
    #expect(answers.last == .finished(failure: nil))
  }

  /// A render request for a state with one step, as the runner sends it.
  private static let request: RenderRequest = {
    let item = PlannedState(
      component: "Served", preview: "ServedPreviews", stateName: "hello", stateIndex: 0, steps: ["tap Go"], width: 12,
      height: 1, includesWidthInName: false)
    return RenderRequest(item, output: .snapshot, timeout: 5)
  }()

  /// A description of the provider `preview`, with no states.
  private static func description(of preview: String) -> PreviewDescription {
    let json = #"{"component":"Served","preview":"\#(preview)","states":[]}"#
    return try! JSONDecoder().decode(PreviewDescription.self, from: Data(json.utf8))
  }

  /// A rendering of the request's state after `step` (of `state`, when another one).
  private static func rendering(_ step: String?, state: String = "hello") -> WorkerProtocol.Answer {
    let id = SnapshotID(component: "Served", preview: "ServedPreviews", state: state, width: 12, step: step)
    let file = SnapshotFile(id: id, buffer: Buffer(width: 12, height: 1))
    return .rendered(snapshot: RenderedSnapshot(step: step, text: file.encoded(), placeholders: [], cutRows: 0))
  }

  @Test("a render request's answers are taken in turn: phases, the first render, each step, then finished")
  func conversationInTurn() throws {
    var conversation = WorkerConversation(.render(request: Self.request))
    let answers: [WorkerProtocol.Answer] = [
      .phase(name: "reading the preview's states", step: nil), .phase(name: "rendering the first frame", step: nil),
      Self.rendering(nil), .phase(name: "running step", step: "1 tap Go"), Self.rendering("1 tap Go"),
    ]
    for answer in answers { #expect(try conversation.check(answer) == false) }
    #expect(try conversation.check(.finished(failure: nil)) == true)
    var describing = WorkerConversation(.describe(preview: "ServedPreviews"))
    #expect(try describing.check(.described(preview: Self.description(of: "ServedPreviews"))) == true)
  }

  @Test(
    "an answer out of turn or for another state fails the request, naming what arrived",
    arguments: [
      ([rendering("1 tap Go")], "a rendering of step \"1 tap Go\" arrived where the first render was due"),
      ([rendering(nil, state: "other")], "a rendering arrived whose header names another state"),
      ([rendering(nil), rendering("1 tap Go"), rendering("1 tap Go")], "arrived after every rendering was in"),
      ([rendering(nil), rendering(nil)], "a rendering of the first render arrived where step \"1 tap Go\" was due"),
      ([.phase(name: "running step", step: "2 tap Gone")], "a phase of step \"2 tap Gone\" arrived, a step"),
      ([.phase(name: "running step", step: "1 tap Go")], "a phase of step \"1 tap Go\" arrived out of order"),
      ([.ready(version: 2)], "the worker answered ready to a render request"),
      ([.described(preview: description(of: "ServedPreviews"))], "the worker answered described to a render"),
      ([.finished(failure: .crashed(step: "9 tap X", reason: "x"))], "a failure of step \"9 tap X\" arrived"),
    ] as [([WorkerProtocol.Answer], String)])
  func conversationOutOfTurn(answers: [WorkerProtocol.Answer], message: String) {
    var conversation = WorkerConversation(.render(request: Self.request))
    #expect {
      for answer in answers { _ = try conversation.check(answer) }
    } throws: { error in
      "\(error)".contains(message) && "\(error)".hasPrefix("an answer out of turn: ")
    }
  }

  @Test("a description of another provider than the one asked for is refused")
  func describedAnother() {
    var conversation = WorkerConversation(.describe(preview: "OtherPreviews"))
    #expect(throws: WorkerProtocol.ProtocolError.self) {
      _ = try conversation.check(.described(preview: Self.description(of: "ServedPreviews")))
    }
  }
}
