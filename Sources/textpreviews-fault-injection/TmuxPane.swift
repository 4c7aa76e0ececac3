import Foundation

/// A real terminal for the live faults: a tmux server of its own (a unique socket, no
/// configuration) with one 80×24 pane running a command through a small wrapper, which
/// writes the command's process id first and, once it has ended, the terminal's modes as the
/// pane has them (`stty -a`, run in the pane) and `[exit STATUS]`, then keeps the pane open.
/// What a fault must leave is read from there: `icanon` and `echo` in the modes, the pane off
/// the alternate screen (`#{alternate_on}` 0), and an end within a deadline (no hang).
final class TmuxPane {
  let folder: String
  private let socket: String
  private static let pane = "faults:app"

  /// Starts `command` (an executable and its arguments) in `directory`, with `environment`
  /// added; `nil` when tmux cannot be started, with the reason in `failure`.
  init(_ command: [String], in directory: String, environment: [String: String] = [:]) throws {
    let token = String(UInt64.random(in: .min ... .max), radix: 36)
    socket = "textpreviews-faults-\(POSIX.getpid())-\(token)"
    folder = NSTemporaryDirectory() + socket
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let exports = environment.sorted { $0.key < $1.key }.map { "export \($0.key)=\(Self.quoted($0.value))\n" }
      .joined()
    let wrapper = """
      #!/bin/sh
      ulimit -c 0
      \(exports)sh -c 'echo $$ > "$0/pid"; exec "$@"' \(Self.quoted(folder)) \
      \(command.map(Self.quoted).joined(separator: " "))
      status=$?
      stty -a > \(Self.quoted(folder + "/stty"))
      echo "[exit $status]"
      exec sleep 3600

      """
    try Data(wrapper.utf8).write(to: URL(fileURLWithPath: folder + "/run.sh"))
    try tmux([
      "new-session", "-d", "-s", "faults", "-n", "app", "-x", "80", "-y", "24", "-c", directory,
      "sh " + Self.quoted(folder + "/run.sh"), ";", "set-option", "-g", "status", "off", ";", "set-option", "-g",
      "window-size", "manual",
    ])
  }

  /// Kills the server and its pane and removes the folder.
  func close() {
    _ = try? tmux(["kill-server"])
    try? FileManager.default.removeItem(atPath: folder)
  }

  /// The pane's screen, one line per row; with `history`, the lines scrolled off too.
  func screen(history: Bool = false) -> String {
    (try? tmux(["capture-pane", "-p", "-t", Self.pane] + (history ? ["-S", "-", "-J"] : []))) ?? ""
  }

  /// Whether the pane shows the alternate screen.
  var alternateScreen: Bool {
    ((try? tmux(["display-message", "-p", "-t", Self.pane, "#{alternate_on}"])) ?? "")
      .trimmingCharacters(in: .whitespacesAndNewlines) == "1"
  }

  /// Sends tmux key names (`Enter`, `BTab`, `C-c`), one write each.
  func press(_ keys: String...) {
    for key in keys { _ = try? tmux(["send-keys", "-t", Self.pane, key]) }
  }

  /// Types `text` literally.
  func type(_ text: String) {
    _ = try? tmux(["send-keys", "-t", Self.pane, "-l", text])
  }

  /// Writes `bytes` to the app's terminal as they are, in one paste of the buffer: no
  /// bracketed-paste marks and no line-end replacement.
  func send(_ bytes: [UInt8]) {
    let file = folder + "/bytes-\(UInt64.random(in: .min ... .max))"
    guard FileManager.default.createFile(atPath: file, contents: Data(bytes)) else { return }
    _ = try? tmux(["load-buffer", "-b", "burst", file, ";", "paste-buffer", "-r", "-d", "-b", "burst", "-t", Self.pane])
    try? FileManager.default.removeItem(atPath: file)
  }

  /// Waits until `condition` holds for the screen, up to `deadline` seconds; whether it did.
  @discardableResult
  func wait(seconds deadline: Double, history: Bool = false, until condition: (String) -> Bool) -> Bool {
    let end = Date().addingTimeInterval(deadline)
    var pause = 10_000
    while true {
      if condition(screen(history: history)) { return true }
      if Date() > end { return false }
      _ = POSIX.usleep(UInt32(pause))
      pause = min(250_000, pause * 3 / 2)
    }
  }

  /// The app's process id, once the wrapper has written it.
  func pid(within seconds: Double = 20) -> POSIX.ProcessID? {
    let end = Date().addingTimeInterval(seconds)
    while Date() < end {
      if let text = try? String(contentsOfFile: folder + "/pid", encoding: .utf8),
        let pid = POSIX.ProcessID(text.trimmingCharacters(in: .whitespacesAndNewlines))
      {
        return pid
      }
      _ = POSIX.usleep(10_000)
    }
    return nil
  }

  /// How the app ended, once the wrapper says so within `seconds`; `nil` for a hang.
  func exit(within seconds: Double) -> (status: Int32, modes: Set<String>, alternateScreen: Bool, screen: String)? {
    guard wait(seconds: seconds, history: true, until: { $0.contains("[exit ") }) else { return nil }
    let shown = screen(history: true)
    guard let range = shown.range(of: #"\[exit (\d+)\]"#, options: .regularExpression),
      let status = Int32(shown[range].dropFirst(6).dropLast())
    else { return nil }
    var modes = ""
    let end = Date().addingTimeInterval(5)
    while !modes.contains("opost") && Date() < end {
      modes = (try? String(contentsOfFile: folder + "/stty", encoding: .utf8)) ?? ""
      _ = POSIX.usleep(10_000)
    }
    let words = Set(modes.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" }).map(String.init))
    return (status, words, alternateScreen, shown)
  }

  /// What is wrong with the terminal an app left: modes not restored, the alternate screen.
  static func restoreProblems(modes: Set<String>, alternateScreen: Bool) -> [String] {
    var problems = ["icanon", "echo"].filter { !modes.contains($0) }.map { "stty shows -\($0)" }
    if alternateScreen { problems.append("the pane is still on the alternate screen") }
    return problems
  }

  @discardableResult
  private func tmux(_ arguments: [String]) throws -> String {
    try Self.run(["-u", "-L", socket, "-f", "/dev/null"] + arguments)
  }

  /// Runs tmux with `arguments`; its standard output. Started and waited for as the
  /// harness starts the runner (Foundation's `Process` can miss the end of a tmux client
  /// whose server it left behind).
  static func run(_ arguments: [String]) throws -> String {
    let ended = Running.start(
      "/usr/bin/env", ["tmux"] + arguments, in: NSTemporaryDirectory(),
      environment: ["TMUX": "", "TERM": ProcessInfo.processInfo.environment["TERM"] ?? "xterm-256color"]
    ).wait(deadline: 30)
    guard ended.code == 0 else { throw TmuxFailure(arguments: arguments, status: ended.code) }
    return ended.output
  }

  /// Whether tmux can be run here.
  static var isInstalled: Bool { (try? run(["-V"])) != nil }

  /// `value` as one word for `sh`.
  static func quoted(_ value: String) -> String {
    "'" + value.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}

/// A tmux command that failed.
struct TmuxFailure: Error, CustomStringConvertible {
  var arguments: [String]
  var status: Int32
  var description: String { "tmux \(arguments.joined(separator: " ")) exited with \(status)" }
}
