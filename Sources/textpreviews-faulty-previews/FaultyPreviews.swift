import Foundation
import PreviewKit
import TextUI

// Deliberately broken previews, for the integration tests of worker isolation: each one fails
// in a way a user's code can, and the runner must report it by name while the good ones pass.
// Never part of the sample app.

/// Previews that work, to show that the others' faults do not touch them. Their word is
/// `TEXTPREVIEWS_FAULTY_LABEL` when set ("fine" otherwise), so the fault-injection suite can
/// make two runs render differently.
struct GoodPreviews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(width: 24, height: 2) }
  static var states: [PreviewState] {
    let label = ProcessInfo.processInfo.environment["TEXTPREVIEWS_FAULTY_LABEL"] ?? "fine"
    return (1...6).map { number in PreviewState("good \(number)") { Text("\(label) \(number)") } }
  }
}

/// Indexes past the end of an array in `body`.
struct TrapInBodyPreviews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(width: 24, height: 2) }
  static var states: [PreviewState] {
    [
      PreviewState("fine") { Text("before the trap") },
      PreviewState("index out of range") { OutOfRangeView(items: ["only"]) },
    ]
  }
}

struct OutOfRangeView: View {
  var items: [String]
  var body: some View {
    Text(items[items.count + 2])
  }
}

/// Traps while listing its states: discovery must contain it.
struct TrapInStatesPreviews: PreviewProvider {
  static var states: [PreviewState] {
    let names: [String] = []
    return [PreviewState(names[0]) { Text("never") }]
  }
}

/// A mock whose canned response is force-unwrapped from nothing.
struct ForceUnwrapMockPreviews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(width: 24, height: 2) }
  static var states: [PreviewState] {
    [PreviewState("nil response") { GreetingView(client: FaultyClient(greeting: nil)) }]
  }
}

struct FaultyClient {
  var greeting: String?
  func fetch() -> String { greeting! }
}

struct GreetingView: View {
  var client: FaultyClient
  var body: some View { Text(client.fetch()) }
}

/// Spins forever without suspending, in `body`: only the watchdog can stop it.
struct EndlessLoopPreviews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(width: 24, height: 2) }
  static var states: [PreviewState] {
    [PreviewState("spins") { SpinningView() }]
  }
}

struct SpinningView: View {
  var body: some View {
    var counter = 0
    while counter >= 0 { counter = (counter &+ 1) & 0xFFFF }
    return Text("unreachable \(counter)")
  }
}

/// Waits forever on something that never answers: the settle limit reports it.
struct EndlessWaitPreviews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(width: 24, height: 2) }
  static var states: [PreviewState] {
    [PreviewState("waits") { WaitingView() }]
  }
}

struct WaitingView: View {
  @State private var text = "waiting"
  var body: some View {
    Text(text).task {
      while !Task.isCancelled {
        try? await Task.sleep(for: .seconds(60))
      }
      text = "done"
    }
  }
}

/// A column taller than the canvas cap.
struct TallPreviews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(width: 24) }
  static var states: [PreviewState] {
    [PreviewState("tall") { VStack(alignment: .leading) { ForEach(0..<1_200) { Text("row \($0)") } } }]
  }
}

/// Writes to every pipe the worker process has open, as preview code that found the worker's
/// channel would: a frame that is well formed for the protocol, but sent by the preview (it
/// names another state and says the state finished), and bytes that are no frame at all. The
/// runner must fail the state that wrote, and file nothing under another state's name.
struct ChannelWriterPreviews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(width: 24, height: 2) }
  static var states: [PreviewState] {
    [
      PreviewState("forges a frame") { ChannelWriter(bytes: forgedFrames) },
      PreviewState("writes garbage") { ChannelWriter(bytes: Array("garbage\n\u{1B}]0;pwned\u{7}".utf8)) },
    ]
  }

  /// A rendering of a good state and a `finished`, as the protocol frames them, unsealed and
  /// sealed with a guessed secret.
  static var forgedFrames: [UInt8] {
    let rendering =
      #"{"snapshot":{"cutRows":0,"placeholders":[],"step":null,"text":"textui-snapshot 2\ncomponent: Good\n"}}"#
    var bytes: [UInt8] = []
    for payload in [
      #"{"rendered":\#(rendering)}"#, #"{"finished":{"failure":null}}"#,
      #"{"answer":{"finished":{"failure":null}},"secret":"00000000000000000000000000000000"}"#,
    ] {
      bytes += Array("\(payload.utf8.count)\n\(payload)".utf8)
    }
    return bytes
  }
}

struct ChannelWriter: View {
  var bytes: [UInt8]
  var body: some View {
    var written = 0
    for descriptor in Int32(0)..<1024 where Self.isPipe(descriptor) && descriptor != STDERR_FILENO {
      if bytes.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) > 0 { written += 1 }
    }
    return Text("wrote to \(written)")
  }

  static func isPipe(_ descriptor: Int32) -> Bool {
    var status = stat()
    return fstat(descriptor, &status) == 0 && (status.st_mode & S_IFMT) == S_IFIFO
  }
}

/// A preview whose worker stops itself (SIGSTOP) as it exits, after it answered everything,
/// when `TEXTPREVIEWS_FAULTY_STOP_AT_EXIT` is set; it writes the worker's process id to the
/// file `TEXTPREVIEWS_FAULTY_PID_FILE` names. The runner must not leave the stopped worker
/// behind when it exits. Without the variables it is an ordinary state.
struct StopsAtExitPreviews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(width: 24, height: 2) }
  static var states: [PreviewState] {
    [PreviewState("stops at exit") { StopsAtExit() }]
  }
}

struct StopsAtExit: View {
  var body: some View {
    let environment = ProcessInfo.processInfo.environment
    if let file = environment["TEXTPREVIEWS_FAULTY_PID_FILE"] {
      try? "\(getpid())\n".write(toFile: file, atomically: true, encoding: .utf8)
    }
    if environment["TEXTPREVIEWS_FAULTY_STOP_AT_EXIT"] != nil {
      atexit { kill(getpid(), SIGSTOP) }
    }
    return Text("answered")
  }
}

/// Traps with a message and a state name that a terminal would obey (set the title, clear the
/// screen): the failure shows both escaped.
struct HostileTrapPreviews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(width: 24, height: 2) }
  static var states: [PreviewState] {
    [PreviewState("clears \u{1B}[2J the screen") { HostileTrap() }]
  }
}

struct HostileTrap: View {
  var body: some View {
    Text(Self.trapping("\u{1B}]0;pwned\u{7} \u{202E}txt.exe"))
  }

  static func trapping(_ message: String) -> String {
    fatalError(message)
  }
}

/// Renders, then traps as its view disappears, which the worker runs after the rendering and
/// before saying the state finished. A worker holds a simple state's answers to write them
/// with `finished` in one go, or writes them once held for a moment: this view takes longer
/// than that to disappear (a slow teardown), so its rendering has been sent when it traps —
/// the path where a machine's timing decided what the run printed. The state must count
/// once, as failed, and read the same however its rendering travelled.
struct DiesOnDisappearPreviews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(width: 24, height: 2) }
  static var states: [PreviewState] {
    [
      PreviewState("dies after rendering") {
        Text("rendered").onDisappear {
          // Past the worker's hold on answers (20 ms), so the rendering is written first.
          Thread.sleep(forTimeInterval: 0.1)
          fatalError("gone")
        }
      }
    ]
  }
}

/// Buttons whose action fails the way preview code can, for the agent server's live sessions:
/// a session must end alone, with the reason, when its preview crashes or hangs on a tap, and
/// a preview that prints must not reach the server's protocol stream.
struct TapFaultPreviews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(width: 24, height: 3) }
  static var states: [PreviewState] {
    [
      PreviewState("crashes on tap") { Button("Crash") { fatalError("tapped to crash") } },
      PreviewState("hangs on tap") { Button("Hang") { SpinningView.spin() } },
      PreviewState("prints") { PrintingView() },
    ]
  }
}

extension SpinningView {
  /// Spins forever without suspending.
  static func spin() {
    var counter = 0
    while counter >= 0 { counter = (counter &+ 1) & 0xFFFF }
  }
}

/// Writes to standard output when drawn and when tapped, as a debugging `print` does.
struct PrintingView: View {
  @State private var taps = 0
  var body: some View {
    print("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{}} printed by the preview")
    return Button("Print \(taps)") {
      print("tapped\n{\"broken\"")
      taps += 1
    }
  }
}
