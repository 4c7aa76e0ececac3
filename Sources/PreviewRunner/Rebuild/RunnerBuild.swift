import Dispatch
import Foundation
import Synchronization

/// `swift build --product <runner>` in a child process, awaited without holding any thread:
/// the live canvas keeps handling keys while it runs (Ctrl-C quits, F2/F3 act on the build
/// that is running), and `--watch` keeps its main actor free.
///
/// The build runs with standard input from `/dev/null` (it never reads the terminal, which
/// the canvas holds in raw mode), default signal handling and an empty signal mask whatever
/// the thread starting it blocks, and its output in an unlinked file read once it ends. A
/// thread of its own waits for it to exit (no thread of the cooperative pool or of the main
/// queue is held). For the live canvas it runs in a process group of its own, and
/// cancelling the task that awaits it ends the whole group (the compiler jobs too) and waits
/// for it: nothing is left building after Ctrl-C.
enum RunnerBuild {
  /// Builds `product` (in release when `release`) in the package at `root`, in a process
  /// group of its own when `inOwnGroup`.
  static func run(product: String, release: Bool, in root: String, inOwnGroup: Bool) async
    -> PackageBuild.Result
  {
    let arguments =
      ["swift", "build", "--package-path", root, "--product", product] + (release ? ["-c", "release"] : [])
    let child: Child
    do {
      child = try Child.start("/usr/bin/env", arguments, inOwnGroup: inOwnGroup)
    } catch {
      return .failed("cannot run swift build: \(error.description)")
    }
    let status = await withTaskCancellationHandler {
      await child.exit()
    } onCancel: {
      child.stop()
    }
    let output = child.output()
    if status == 0 { return .succeeded }
    return .failed(diagnostics(in: output))
  }

  /// Removes the object files the last build made from `paths` (files saved while it ran),
  /// so that the next build compiles them again. A build can record a file as built in the
  /// state a save during the build left it, although the compiler read it before that save:
  /// the next build then finds nothing to do, and the save would never reach the runner.
  /// Only objects named after a saved file, in the package's own build folder, are removed.
  static func forgetObjects(compiledFrom paths: [String], in root: String, release: Bool) {
    let names = Set(paths.map { ($0 as NSString).lastPathComponent + ".o" })
    let build = root + "/.build"
    let manager = FileManager.default
    for triple in (try? manager.contentsOfDirectory(atPath: build)) ?? [] {
      let configuration = build + "/" + triple + (release ? "/release" : "/debug")
      for folder in (try? manager.contentsOfDirectory(atPath: configuration)) ?? [] where folder.hasSuffix(".build") {
        for name in names where manager.fileExists(atPath: configuration + "/" + folder + "/" + name) {
          try? manager.removeItem(atPath: configuration + "/" + folder + "/" + name)
        }
      }
    }
  }

  /// What `swift build` printed, without its progress lines ("[12/40] Compiling …",
  /// "Building for debugging..."), which hide the errors.
  static func diagnostics(in output: String) -> String {
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
    let kept = lines.filter { line in
      !(line.hasPrefix("[") && line.contains("]")) && !line.hasPrefix("Building for")
        && !line.hasPrefix("Planning build")
    }
    return kept.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Why a child could not be started.
  struct StartFailure: Error {
    var description: String
  }

  /// A child process, in a group of its own or in this process's, reaped by a thread that
  /// waits for it.
  final class Child: Sendable {
    let pid: POSIX.ProcessID
    /// Whether the child leads a process group of its own, which stopping it ends whole.
    private let ownsGroup: Bool
    private let outputFile: Int32
    private let state = Mutex<(status: Int32?, waiters: [CheckedContinuation<Int32, Never>])>((nil, []))

    private init(pid: POSIX.ProcessID, ownsGroup: Bool, outputFile: Int32) {
      self.pid = pid
      self.ownsGroup = ownsGroup
      self.outputFile = outputFile
    }

    deinit { _ = POSIX.close(outputFile) }

    static func start(_ executable: String, _ arguments: [String], inOwnGroup: Bool) throws(StartFailure) -> Child {
      let output = unlinkedFile()
      guard output >= 0 else { throw StartFailure(description: "cannot make a file for its output") }
      #if canImport(Darwin)
        var actions: POSIX.SpawnFileActions? = nil
        var attributes: POSIX.SpawnAttributes? = nil
      #else
        var actions = POSIX.SpawnFileActions()
        var attributes = POSIX.SpawnAttributes()
      #endif
      _ = POSIX.posix_spawn_file_actions_init(&actions)
      defer { _ = POSIX.posix_spawn_file_actions_destroy(&actions) }
      _ = POSIX.posix_spawn_file_actions_addopen(&actions, POSIX.STDIN_FILENO, "/dev/null", POSIX.O_RDONLY, 0)
      _ = POSIX.posix_spawn_file_actions_adddup2(&actions, output, POSIX.STDOUT_FILENO)
      _ = POSIX.posix_spawn_file_actions_adddup2(&actions, output, POSIX.STDERR_FILENO)
      _ = POSIX.posix_spawnattr_init(&attributes)
      defer { _ = POSIX.posix_spawnattr_destroy(&attributes) }
      var everySignal = POSIX.SignalSet()
      _ = POSIX.sigfillset(&everySignal)
      var noSignal = POSIX.SignalSet()
      _ = POSIX.sigemptyset(&noSignal)
      _ = POSIX.posix_spawnattr_setsigdefault(&attributes, &everySignal)
      _ = POSIX.posix_spawnattr_setsigmask(&attributes, &noSignal)
      _ = POSIX.posix_spawnattr_setpgroup(&attributes, 0)
      let flags =
        POSIX.POSIX_SPAWN_SETSIGDEF | POSIX.POSIX_SPAWN_SETSIGMASK | (inOwnGroup ? POSIX.POSIX_SPAWN_SETPGROUP : 0)
      _ = POSIX.posix_spawnattr_setflags(&attributes, Int16(flags))
      let argv = ([executable] + arguments).map { POSIX.strdup($0) } + [nil]
      defer { argv.forEach { POSIX.free($0) } }
      var pid: POSIX.ProcessID = 0
      let code = POSIX.posix_spawn(&pid, executable, &actions, &attributes, argv, POSIX.environ)
      guard code == 0 else {
        _ = POSIX.close(output)
        throw StartFailure(description: String(cString: POSIX.strerror(code)))
      }
      let child = Child(pid: pid, ownsGroup: inOwnGroup, outputFile: output)
      Thread { child.reap() }.start()
      return child
    }

    private static func unlinkedFile() -> Int32 {
      var template = Array((NSTemporaryDirectory() + "/preview-runner-build-XXXXXX").utf8CString)
      let fd = template.withUnsafeMutableBufferPointer { POSIX.mkstemp($0.baseAddress!) }
      guard fd >= 0 else { return -1 }
      template.withUnsafeBufferPointer { _ = POSIX.unlink($0.baseAddress!) }
      _ = POSIX.fcntl(fd, POSIX.F_SETFD, POSIX.FD_CLOEXEC)
      return fd
    }

    private func reap() {
      var status: Int32 = 0
      while POSIX.waitpid(pid, &status, 0) < 0 && POSIX.errno == POSIX.EINTR {}
      let waiters = state.withLock { state in
        state.status = status
        defer { state.waiters = [] }
        return state.waiters
      }
      for waiter in waiters { waiter.resume(returning: status) }
    }

    /// Waits for the child to end; its wait status.
    func exit() async -> Int32 {
      await withCheckedContinuation { continuation in
        let status = state.withLock { state in
          if state.status == nil { state.waiters.append(continuation) }
          return state.status
        }
        if let status { continuation.resume(returning: status) }
      }
    }

    /// Ends the child (its whole process group, if it has one): SIGTERM, and SIGKILL if it
    /// has not ended a second later.
    func stop() {
      guard state.withLock({ $0.status == nil }) else { return }
      let target = ownsGroup ? -pid : pid
      _ = POSIX.kill(target, POSIX.SIGTERM)
      DispatchQueue.global().asyncAfter(deadline: .now() + 1) { [self] in
        if state.withLock({ $0.status == nil }) { _ = POSIX.kill(target, POSIX.SIGKILL) }
      }
    }

    /// Everything the child wrote, once it has ended.
    func output() -> String {
      var bytes: [UInt8] = []
      var chunk = [UInt8](repeating: 0, count: 1 << 16)
      var offset: POSIX.FileOffset = 0
      while true {
        let count = chunk.withUnsafeMutableBytes { POSIX.pread(outputFile, $0.baseAddress, $0.count, offset) }
        if count < 0 && POSIX.errno == POSIX.EINTR { continue }
        guard count > 0 else { break }
        bytes += chunk[0..<count]
        offset += POSIX.FileOffset(count)
      }
      return String(decoding: bytes, as: UTF8.self)
    }
  }
}
