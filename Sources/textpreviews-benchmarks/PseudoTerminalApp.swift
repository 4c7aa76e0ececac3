import Foundation

/// A live app running in a pseudo-terminal this process holds the other side of: what it
/// writes is read as a terminal would read it, and keys are typed into it as bytes. The
/// benchmarks' one seam to the pseudo-terminal, `/proc` and the clock ticks.
///
/// A frame is over when its synchronized-output end (`ESC[?2026l`) arrives: the differ wraps
/// every frame in it, so the count of those marks is the count of frames the app wrote.
final class PseudoTerminalApp: @unchecked Sendable {
  private static let frameEnd = Array("\u{1B}[?2026l".utf8)

  let process = Process()
  private let controller: Int32
  private let condition = NSCondition()
  // Guarded by `condition`.
  private var frames = 0
  private var lastFrameEnd = ContinuousClock.now
  private var lastOutput = ContinuousClock.now
  private var bytes = 0
  private var tail: [UInt8] = []
  private var ended = false

  /// Starts `executable` with a `columns` × `rows` pseudo-terminal as its standard input,
  /// output and error.
  init(_ executable: String, columns: Int, rows: Int) throws {
    var controller: Int32 = 0
    var device: Int32 = 0
    var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    guard openpty(&controller, &device, nil, nil, &size) == 0 else {
      throw POSIXError(POSIXErrorCode(rawValue: POSIX.errno) ?? .EIO)
    }
    _ = POSIX.fcntl(controller, POSIX.F_SETFD, POSIX.FD_CLOEXEC)
    self.controller = controller
    let terminal = FileHandle(fileDescriptor: device, closeOnDealloc: true)
    process.executableURL = URL(filePath: executable)
    var environment = ProcessInfo.processInfo.environment
    environment["TERM"] = "xterm-256color"
    process.environment = environment
    process.standardInput = terminal
    process.standardOutput = terminal
    process.standardError = terminal
    try process.run()
    try terminal.close()
    Thread { [self] in readOutput() }.start()
  }

  private func readOutput() {
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = buffer.withUnsafeMutableBytes { POSIX.read(controller, $0.baseAddress, $0.count) }
      let now = ContinuousClock.now
      if count < 0 && POSIX.errno == POSIX.EINTR { continue }
      condition.lock()
      defer {
        condition.broadcast()
        condition.unlock()
      }
      guard count > 0 else {
        ended = true
        return
      }
      bytes += count
      lastOutput = now
      // A mark may be split between two reads: keep the end of the one before.
      let scanned = tail + buffer[0..<count]
      var index = 0
      while index + Self.frameEnd.count <= scanned.count {
        if scanned[index] == 0x1B, scanned[index..<index + Self.frameEnd.count].elementsEqual(Self.frameEnd) {
          frames += 1
          lastFrameEnd = now
          index += Self.frameEnd.count
        } else {
          index += 1
        }
      }
      tail = Array(scanned.suffix(Self.frameEnd.count - 1))
    }
  }

  /// Frames written so far, and bytes read so far.
  var counts: (frames: Int, bytes: Int) {
    condition.lock()
    defer { condition.unlock() }
    return (frames, bytes)
  }

  /// Types `keys`.
  func type(_ keys: [UInt8]) {
    keys.withUnsafeBytes { _ = POSIX.write(controller, $0.baseAddress, $0.count) }
  }

  /// Types every byte of `keys`, waiting while the app has not read what went before (a
  /// terminal's input queue holds a few kilobytes).
  func typeAll(_ keys: [UInt8]) {
    keys.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = POSIX.write(controller, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if POSIX.errno == POSIX.EINTR || POSIX.errno == POSIX.EAGAIN { continue }
          return
        }
        offset += written
      }
    }
  }

  /// When the last frame ended.
  var lastFrame: ContinuousClock.Instant {
    condition.lock()
    defer { condition.unlock() }
    return lastFrameEnd
  }

  /// Waits until more than `frames` frames were written; returns when the last one ended, or
  /// `nil` after `timeout`.
  func waitForFrame(after frames: Int, timeout: Duration = .seconds(10)) -> ContinuousClock.Instant? {
    let deadline = Date(timeIntervalSinceNow: Self.seconds(timeout))
    condition.lock()
    defer { condition.unlock() }
    while self.frames <= frames && !ended {
      if !condition.wait(until: deadline) { return nil }
    }
    return self.frames > frames ? lastFrameEnd : nil
  }

  /// Waits until the app has written nothing for `quiet`; `false` after `timeout`.
  func waitUntilQuiet(for quiet: Duration, timeout: Duration = .seconds(10)) -> Bool {
    let clock = ContinuousClock()
    let end = clock.now + timeout
    while clock.now < end {
      condition.lock()
      let since = clock.now - lastOutput
      condition.unlock()
      if since >= quiet { return true }
      Thread.sleep(forTimeInterval: Self.seconds(quiet - since))
    }
    return false
  }

  /// The processor time the app has used so far, in seconds (user and system, from
  /// /proc/PID/stat, in clock ticks).
  var processorTime: Double? {
    guard let stat = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/stat", encoding: .utf8),
      let afterName = stat.range(of: ") ", options: .backwards)
    else { return nil }
    // Fields from the state on (field 3); utime and stime are fields 14 and 15.
    let fields = stat[afterName.upperBound...].split(separator: " ")
    guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
    return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
  }

  /// Ctrl-C, then waits for the app to end (killing it if it does not within 10 s); returns
  /// its exit status.
  @discardableResult
  func quit() -> Int32 {
    type([0x03])
    let deadline = Date(timeIntervalSinceNow: 10)
    while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
    if process.isRunning { _ = POSIX.kill(process.processIdentifier, POSIX.SIGKILL) }
    process.waitUntilExit()
    return process.terminationStatus
  }

  static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }
}

extension PseudoTerminalApp {
  /// `app` started at 80×24 once it has drawn its first frame and then been quiet for
  /// `quiet`, as every live benchmark begins; `nil` after saying why on standard output.
  static func started(_ app: String, quietFor quiet: Duration = .milliseconds(300)) -> PseudoTerminalApp? {
    let running: PseudoTerminalApp
    do {
      running = try PseudoTerminalApp(app, columns: 80, rows: 24)
    } catch {
      print("error: cannot start \(app) in a pseudo-terminal: \(error)")
      return nil
    }
    guard running.waitForFrame(after: 0) != nil, running.waitUntilQuiet(for: quiet) else {
      print("error: \(app) drew no first frame, or did not stop drawing, within 10 s")
      running.quit()
      return nil
    }
    return running
  }
}
