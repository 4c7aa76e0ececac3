import Foundation

/// A terminal the test plays itself: an app runs on the device side of a pseudo-terminal and
/// the test holds the other side, so it sees every byte the app writes (a query, a frame) and
/// answers or types exactly when it chooses. tmux answers a query at once, before anything
/// could be typed; this terminal can be slow, silent, or typed into while a question is out.
///
/// Answers are scripted (``Answer``): when the app's output shows the bytes an answer waits
/// for, the thread that reads the output writes the answer's bytes at once, one write each,
/// without waiting for the test to look.
final class PseudoTerminal: @unchecked Sendable {
  /// What to write when the output shows `after` (looked for in what came after the previous
  /// answer's trigger): each of `writes` in turn, as separate writes, as keys are typed.
  struct Answer {
    var after: String
    var writes: [String]
  }

  private let controller: Int32
  private let pid: pid_t
  private let condition = NSCondition()
  // Guarded by `condition`.
  private var received: [UInt8] = []
  private var answers: [Answer]
  /// Where in `received` the next answer's trigger is looked for.
  private var searchedFrom = 0
  private var exitStatus: Int32?
  private var closed = false

  /// Starts `command` (an executable and its arguments) in `directory` on an 80×24
  /// pseudo-terminal, with `environment`, answering as `answers` say.
  init(_ command: [String], in directory: String, environment: [String: String], answers: [Answer]) throws {
    var controller: Int32 = 0
    var device: Int32 = 0
    var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
    guard openpty(&controller, &device, nil, nil, &size) == 0 else {
      throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
    defer { _ = Foundation.close(device) }
    for descriptor in [controller, device] { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
    self.controller = controller
    self.answers = answers
    // posix_spawn has no portable way to change directory: a shell changes it, then is replaced.
    pid = try ChildProcess.start(
      "/bin/sh", ["-c", "cd \"$0\" && exec \"$@\"", directory] + command, environment: environment,
      terminal: device)
    Thread { [self] in readOutput() }.start()
  }

  deinit { close() }

  /// What the app wrote so far, as text, line ends as `\n`.
  var output: String {
    condition.lock()
    defer { condition.unlock() }
    return String(decoding: received, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
  }

  /// Types `text` as one write.
  func type(_ text: String) {
    Self.write(Array(text.utf8), to: controller)
  }

  /// Waits until the output contains `text`; fails after ``TmuxSession/deadline`` with what
  /// came last.
  func waitFor(_ text: String) async throws {
    try await waitUntil("the output to show \(text.debugDescription)") { self.output.contains(text) }
  }

  /// Waits for the app to end and returns its exit status.
  func waitForExit() async throws -> Int32 {
    try await waitUntil("the app to exit") { self.reap() != nil }
    return reap()!
  }

  /// Ends the app if it still runs; the thread reading its output then closes this side of
  /// the terminal (closed here, its descriptor could be reused while that thread reads it).
  func close() {
    if reap() == nil {
      kill(pid, SIGKILL)
      var status: Int32 = 0
      _ = waitpid(pid, &status, 0)
    }
    condition.lock()
    closed = true
    condition.unlock()
  }

  private func waitUntil(_ what: String, _ condition: () -> Bool) async throws {
    let clock = ContinuousClock()
    let end = clock.now + TmuxSession.deadline
    var attempt = 0
    while !condition() {
      guard clock.now < end else {
        throw LiveTerminalError.timedOut(waitingFor: what, screen: visible(output))
      }
      try await TmuxSession.pause(&attempt)
    }
  }

  /// The app's exit status, once it has ended.
  private func reap() -> Int32? {
    condition.lock()
    defer { condition.unlock() }
    if let exitStatus { return exitStatus }
    var status: Int32 = 0
    guard waitpid(pid, &status, WNOHANG) == pid else { return nil }
    exitStatus = ChildProcess.exitStatus(status)
    return exitStatus
  }

  private func readOutput() {
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    defer { _ = Foundation.close(controller) }
    while true {
      // Woken now and then to see whether the terminal was closed.
      var ready = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
      let polled = poll(&ready, 1, 100)
      condition.lock()
      let isClosed = closed
      condition.unlock()
      if isClosed { return }
      if polled <= 0 { continue }
      let count = buffer.withUnsafeMutableBytes { Foundation.read(controller, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      // EIO once every holder of the device side has closed it: the app has ended.
      guard count > 0 else { return }
      condition.lock()
      received += buffer[0..<count]
      while let answer = answers.first,
        let found = received[searchedFrom...].firstRange(of: Array(answer.after.utf8))
      {
        answers.removeFirst()
        searchedFrom = found.upperBound
        for text in answer.writes { Self.write(Array(text.utf8), to: controller) }
      }
      condition.unlock()
    }
  }

  private static func write(_ bytes: [UInt8], to descriptor: Int32) {
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR || errno == EAGAIN { continue }
          return
        }
        offset += written
      }
    }
  }
}

/// `text` with escape bytes shown as `⎋`, for a failure message.
private func visible(_ text: String) -> String {
  text.replacingOccurrences(of: "\u{1B}", with: "⎋")
}
