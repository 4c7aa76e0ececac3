import Foundation
import PreviewSnapshots

/// One worker process seen from the runner: its pipes, the frames it sent, and the last
/// lines of its standard error. Used by one thread at a time: a ``WorkerPool`` hands it from
/// one thread to another under a lock.
final class WorkerProcess: @unchecked Sendable {
  /// What ``receive(until:)`` got.
  enum Received {
    /// A whole message.
    case answer(WorkerProtocol.Answer)
    /// The worker's output ended: it died or exited.
    case ended
    /// Nothing arrived before the deadline.
    case timedOut
    /// The worker sent something that is not a frame.
    case broken(String)
  }

  /// The worker's process id.
  let pid: POSIX.ProcessID
  private var input: Int32
  private var output: Int32
  private var errors: Int32
  private var decoder = WorkerProtocol.FrameDecoder()
  private var errorText: [UInt8] = []
  private var reaped = false
  /// The secret every answer of this worker carries (see ``WorkerProtocol``).
  private let secret = WorkerProtocol.makeSecret()
  /// The secret's UTF-8, which starts every answer's payload.
  private lazy var sealBytes = Array(secret.utf8)
  /// Where reads from the worker land before the decoder takes them.
  private var readBuffer = [UInt8](repeating: 0, count: 64 * 1024)

  /// The standard error kept, at most this many bytes (the tail).
  private static let errorLimit = 16 * 1024

  /// The descriptors the worker finds its channel on, before it moves them out of reach.
  private static let requestsDescriptor: Int32 = 3
  private static let answersDescriptor: Int32 = 4

  private init(pid: POSIX.ProcessID, input: Int32, output: Int32, errors: Int32) {
    self.pid = pid
    self.input = input
    self.output = output
    self.errors = errors
  }

  /// The worker's process id.
  var processID: POSIX.ProcessID { pid }

  /// Whether the worker said `ready` in the protocol's version.
  var isReady = false

  /// Whether the worker, serving no request, has closed its answers pipe: it died or exited
  /// while it waited (reaped then), so it can serve no more.
  func endedWhileIdle() -> Bool {
    guard output >= 0 else { return true }
    var descriptor = POSIX.PollDescriptor(fd: output, events: Int16(POSIX.POLLIN), revents: 0)
    guard POSIX.poll(&descriptor, 1, 0) == 1, descriptor.revents & Int16(POSIX.POLLHUP) != 0 else { return false }
    stop()
    return true
  }

  /// Starts `executable` as a worker with `environment` plus the worker switch and its
  /// channel, and sends it the secret its answers must carry.
  static func start(executable: String, environment: [String: String]) throws(WorkerStartError) -> WorkerProcess {
    var environment = environment
    environment[WorkerProtocol.environmentKey] = "1"
    environment[WorkerProtocol.channelKey] = "\(requestsDescriptor),\(answersDescriptor)"
    // A crashing worker should die at once with the runtime's one-line message, not spend
    // seconds symbolicating a backtrace nobody reads.
    environment["SWIFT_BACKTRACE"] = "enable=no"
    // Pipes are made and the worker spawned under one lock: a worker spawned by another
    // thread in between would inherit these pipes before they are marked close-on-exec, and
    // hold this worker's output open after it died. It is the lock the runner takes as it
    // stops, so no worker is started behind its back.
    let started = try RunningWorkers.start { () throws(WorkerStartError) in
      let worker = try spawn(executable: executable, environment: environment)
      return (worker, worker.pid)
    }
    guard let worker = started else {
      throw WorkerStartError(description: "cannot start a worker (\(executable)): the runner is stopping")
    }
    // A worker that died at once fails its first read, which reports how it ended.
    _ = worker.send(.start(secret: worker.secret))
    return worker
  }

  private static func spawn(executable: String, environment: [String: String]) throws(WorkerStartError) -> WorkerProcess
  {
    let (requestsRead, requestsWrite) = try makePipe()
    let (answersRead, answersWrite) = try makePipe()
    let (stderrRead, stderrWrite) = try makePipe()
    defer {
      _ = POSIX.close(requestsRead)
      _ = POSIX.close(answersWrite)
      _ = POSIX.close(stderrWrite)
    }
    #if canImport(Darwin)
      var actions: POSIX.SpawnFileActions? = nil
    #else
      var actions = POSIX.SpawnFileActions()
    #endif
    _ = POSIX.posix_spawn_file_actions_init(&actions)
    defer { _ = POSIX.posix_spawn_file_actions_destroy(&actions) }
    // Every pipe end is above descriptor 9 (see `makePipe`), so no dup2 here overwrites a
    // source another one still needs.
    _ = POSIX.posix_spawn_file_actions_addopen(&actions, POSIX.STDIN_FILENO, "/dev/null", POSIX.O_RDONLY, 0)
    _ = POSIX.posix_spawn_file_actions_adddup2(&actions, stderrWrite, POSIX.STDOUT_FILENO)
    _ = POSIX.posix_spawn_file_actions_adddup2(&actions, stderrWrite, POSIX.STDERR_FILENO)
    _ = POSIX.posix_spawn_file_actions_adddup2(&actions, requestsRead, requestsDescriptor)
    _ = POSIX.posix_spawn_file_actions_adddup2(&actions, answersWrite, answersDescriptor)
    #if os(Linux)
      // Nothing else: a descriptor some other part of this process opened without
      // close-on-exec (a pipe to a process started with Foundation's `Process`) would stay
      // open in the worker as long as it lives, and the process at its other end would never
      // see the end of its input.
      _ = POSIX.posix_spawn_file_actions_addclosefrom_np?(&actions, answersDescriptor + 1)
    #endif
    // An empty signal mask, whatever the starting thread blocks (a dispatch thread blocks
    // SIGTERM, among others): stopping a worker must reach it.
    #if canImport(Darwin)
      var attributes: POSIX.SpawnAttributes? = nil
    #else
      var attributes = POSIX.SpawnAttributes()
    #endif
    _ = POSIX.posix_spawnattr_init(&attributes)
    defer { _ = POSIX.posix_spawnattr_destroy(&attributes) }
    var noSignal = POSIX.SignalSet()
    _ = POSIX.sigemptyset(&noSignal)
    _ = POSIX.posix_spawnattr_setsigmask(&attributes, &noSignal)
    _ = POSIX.posix_spawnattr_setflags(&attributes, Int16(POSIX.POSIX_SPAWN_SETSIGMASK))
    let arguments = [executable]
    let environmentLines = environment.map { "\($0.key)=\($0.value)" }
    var pid: POSIX.ProcessID = 0
    let code = withCStrings(arguments) { argv in
      withCStrings(environmentLines) { envp in
        POSIX.posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
      }
    }
    guard code == 0 else {
      _ = POSIX.close(requestsWrite)
      _ = POSIX.close(answersRead)
      _ = POSIX.close(stderrRead)
      throw WorkerStartError(
        description: "cannot start a worker (\(executable)): \(String(cString: POSIX.strerror(code)))")
    }
    return WorkerProcess(pid: pid, input: requestsWrite, output: answersRead, errors: stderrRead)
  }

  /// Sends `request`; false when the worker is gone.
  func send(_ request: WorkerProtocol.Request) -> Bool {
    FileDescriptorIO.writeAll(WorkerProtocol.frame(request), to: input)
  }

  /// The next message, or why none came before `deadline`. A frame without this worker's
  /// secret was not written by its answering code: it breaks the protocol.
  func receive(until deadline: ContinuousClock.Instant) -> Received {
    let clock = ContinuousClock()
    while true {
      do {
        if let payload = try decoder.nextPayload() {
          return .answer(try WorkerProtocol.unseal(payload, secret: sealBytes))
        }
      } catch {
        return .broken(error.description)
      }
      if output < 0 { return .ended }
      let remaining = deadline - clock.now
      if remaining <= .zero { return .timedOut }
      let milliseconds = Int32(
        min(remaining.components.seconds * 1000 + remaining.components.attoseconds / 1_000_000_000_000_000 + 1, 60_000))
      var descriptors = [POSIX.PollDescriptor(fd: output, events: Int16(POSIX.POLLIN), revents: 0)]
      if errors >= 0 { descriptors.append(POSIX.PollDescriptor(fd: errors, events: Int16(POSIX.POLLIN), revents: 0)) }
      let ready = POSIX.poll(&descriptors, nfds_t(descriptors.count), milliseconds)
      if ready < 0 && POSIX.errno != POSIX.EINTR {
        return .broken("poll failed: \(String(cString: POSIX.strerror(POSIX.errno)))")
      }
      guard ready > 0 else { continue }
      if descriptors.count > 1 && descriptors[1].revents != 0 { drainErrors() }
      if descriptors[0].revents != 0 { readAnswers() }
    }
  }

  /// Reads what the answers pipe has into the decoder; closes it at end of file (or on an
  /// error, which ends the worker's output all the same).
  private func readAnswers() {
    var count = 0
    repeat {
      count = readBuffer.withUnsafeMutableBytes { POSIX.read(output, $0.baseAddress, $0.count) }
    } while count < 0 && POSIX.errno == POSIX.EINTR
    guard count > 0 else {
      _ = POSIX.close(output)
      output = -1
      return
    }
    decoder.append(readBuffer[..<count])
  }

  /// Reads what standard error has, keeping the tail; closes it at end of file.
  private func drainErrors() {
    let bytes = FileDescriptorIO.readSome(from: errors) ?? []
    if bytes.isEmpty {
      _ = POSIX.close(errors)
      errors = -1
      return
    }
    errorText += bytes
    if errorText.count > Self.errorLimit { errorText.removeFirst(errorText.count - Self.errorLimit) }
  }

  /// Forgets the standard error written so far: a crash is explained by what the state that
  /// crashed wrote, not by earlier states.
  func clearErrors() {
    errorText.removeAll(keepingCapacity: true)
  }

  /// Waits for the worker to exit after its output ended (reading the rest of its standard
  /// error for up to two seconds) and describes how it ended, with the trap message.
  func crashReport() -> String {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: .seconds(2))
    while errors >= 0 && clock.now < deadline {
      var descriptor = POSIX.PollDescriptor(fd: errors, events: Int16(POSIX.POLLIN), revents: 0)
      if POSIX.poll(&descriptor, 1, 100) > 0 { drainErrors() }
    }
    if errors < 0 || clock.now >= deadline {
      // The pipe may be held open by a grandchild; the process itself is what is reaped.
      _ = POSIX.kill(pid, POSIX.SIGKILL)
    }
    let status = reap()
    return CrashReport.describe(status: status, standardError: String(decoding: errorText, as: UTF8.self))
  }

  /// Kills the worker (a watchdog decision) and reaps it.
  func stop() {
    _ = POSIX.kill(pid, POSIX.SIGKILL)
    _ = reap()
  }

  /// Asks the worker to exit by closing its requests pipe, and reaps it. A worker that has
  /// not closed its answers pipe (by exiting) within `grace` — stopped by a signal, or busy
  /// in code that ignores its input — is killed, so no worker outlives the run.
  func finish(grace: Duration = .seconds(1)) {
    if input >= 0 {
      _ = POSIX.close(input)
      input = -1
    }
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: grace)
    while output >= 0 {
      let remaining = deadline - clock.now
      guard remaining > .zero else {
        _ = POSIX.kill(pid, POSIX.SIGKILL)
        break
      }
      let milliseconds = Int32(
        remaining.components.seconds * 1000 + remaining.components.attoseconds / 1_000_000_000_000_000 + 1)
      var descriptor = POSIX.PollDescriptor(fd: output, events: Int16(POSIX.POLLIN), revents: 0)
      let ready = POSIX.poll(&descriptor, 1, milliseconds)
      if ready < 0 && POSIX.errno != POSIX.EINTR { break }
      // Whatever the worker still says is of no use now; its end of file is what is waited for.
      if ready > 0, (FileDescriptorIO.readSome(from: output) ?? []).isEmpty {
        _ = POSIX.close(output)
        output = -1
      }
    }
    _ = reap()
  }

  private func reap() -> Int32 {
    closeDescriptors()
    guard !reaped else { return 0 }
    reaped = true
    var status: Int32 = 0
    while POSIX.waitpid(pid, &status, 0) < 0 && POSIX.errno == POSIX.EINTR {}
    RunningWorkers.reaped(pid)
    return status
  }

  private func closeDescriptors() {
    for descriptor in [input, output, errors] where descriptor >= 0 { _ = POSIX.close(descriptor) }
    (input, output, errors) = (-1, -1, -1)
  }

  deinit {
    if !reaped { stop() }
  }

  /// A pipe whose ends are close-on-exec and above descriptor 9, clear of the numbers the
  /// worker is given (0 to 4).
  private static func makePipe() throws(WorkerStartError) -> (read: Int32, write: Int32) {
    var descriptors: [Int32] = [0, 0]
    guard POSIX.pipe(&descriptors) == 0 else {
      throw WorkerStartError(
        description: "cannot create a pipe for a worker: \(String(cString: POSIX.strerror(POSIX.errno)))")
    }
    var ends: [Int32] = []
    for descriptor in descriptors {
      let moved = POSIX.fcntl(descriptor, POSIX.F_DUPFD_CLOEXEC, 10)
      let code = POSIX.errno
      _ = POSIX.close(descriptor)
      guard moved >= 0 else {
        for end in ends { _ = POSIX.close(end) }
        throw WorkerStartError(
          description: "cannot create a pipe for a worker: \(String(cString: POSIX.strerror(code)))")
      }
      ends.append(moved)
    }
    return (ends[0], ends[1])
  }

  private static func withCStrings<Result>(
    _ strings: [String], _ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>) -> Result
  ) -> Result {
    var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { POSIX.strdup($0) }
    pointers.append(nil)
    defer { pointers.forEach { POSIX.free($0) } }
    return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
  }
}

/// A worker could not be started at all (no such executable, out of processes).
struct WorkerStartError: Error, CustomStringConvertible {
  var description: String
}

/// Turns a worker's wait status and standard error into one reason:
/// "crashed: SIGILL (Fatal error: boom, at MyApp/Broken.swift:7)", then the last lines it
/// wrote.
enum CrashReport {
  /// How many lines of standard error, besides the trap message, the reason quotes.
  static let tailLines = 5

  static func describe(status: Int32, standardError: String) -> String {
    // The runtime's stack trace follows the message and says nothing about the user's code
    // that the message does not; what the preview printed before it does.
    var lines = standardError.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    if let trace = lines.firstIndex(where: { $0.hasPrefix("Current stack trace:") }) {
      lines.removeSubrange(trace...)
    }
    let fatal = lines.last { trapKind(in: $0) != nil }
    let message = fatal.map(trapMessage(_:))
    var reason: String
    let signal = status & 0x7F
    if signal != 0 && signal != 0x7F {
      reason = "crashed: \(name(ofSignal: signal))"
    } else {
      reason = "crashed: the worker exited with code \((status >> 8) & 0xFF)"
    }
    if let message { reason += " (\(TerminalText.escaped(message)))" }
    let tail = lines.filter { $0 != fatal }.suffix(tailLines)
    if !tail.isEmpty {
      reason +=
        "\nlast lines of its standard error:\n" + tail.map { "  " + TerminalText.escaped($0) }.joined(separator: "\n")
    }
    return reason
  }

  /// How the runtime starts the message of a trap: `fatalError`, `preconditionFailure` and
  /// the runtime's own checks (force unwrap, index out of range) say "Fatal error",
  /// `precondition` "Precondition failed" (with no colon when it has no message), `assert`
  /// "Assertion failed".
  static let trapKinds = ["Fatal error", "Precondition failed", "Assertion failed"]

  /// Where the trap message starts in `line`, if the line is the runtime's trap line.
  static func trapKind(in line: String) -> Range<String.Index>? {
    for kind in trapKinds {
      if let range = line.range(of: kind) { return range }
    }
    return nil
  }

  /// The runtime's trap line, `MyApp/Broken.swift:7: Fatal error: boom`, as
  /// `Fatal error: boom, at MyApp/Broken.swift:7`: the message first, then where the user's
  /// code trapped. A location in the standard library (`Swift/…`, as for "Index out of
  /// range") is left out: it names no line of the user's and changes with the toolchain.
  static func trapMessage(_ line: String) -> String {
    guard let start = trapKind(in: line)?.lowerBound else { return line }
    let message = String(line[start...])
    guard line[..<start].hasSuffix(": ") else { return message }
    let location = line[..<start].dropLast(2)
    // `<file>.swift:<line>`, the form the runtime writes; anything else is not a location.
    guard let colon = location.lastIndex(of: ":"), location[..<colon].hasSuffix(".swift"),
      !location[location.index(after: colon)...].isEmpty,
      location[location.index(after: colon)...].allSatisfy({ ("0"..."9").contains($0) })
    else { return message }
    if location.hasPrefix("Swift/") { return message }
    return message + ", at " + location
  }

  static func name(ofSignal signal: Int32) -> String {
    let names: [Int32: String] = [
      POSIX.SIGILL: "SIGILL", POSIX.SIGTRAP: "SIGTRAP", POSIX.SIGABRT: "SIGABRT", POSIX.SIGBUS: "SIGBUS",
      POSIX.SIGFPE: "SIGFPE",
      POSIX.SIGKILL: "SIGKILL", POSIX.SIGSEGV: "SIGSEGV", POSIX.SIGPIPE: "SIGPIPE", POSIX.SIGTERM: "SIGTERM",
      POSIX.SIGINT: "SIGINT",
    ]
    return names[signal] ?? "signal \(signal)"
  }
}
