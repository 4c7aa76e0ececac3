import Foundation
import PreviewRunner

/// How a process of the runner ended.
struct Ended {
  var status: Int32
  var output: String
  var error: String
  /// Whether it was still running at its deadline (it was killed then).
  var hung: Bool

  /// The exit code, or 128 + the signal, as a shell reports it.
  var code: Int32 {
    let signal = status & 0x7F
    return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
  }

  /// The last line of its standard output: the runner's summary.
  var summary: String {
    output.split(separator: "\n").last.map(String.init) ?? ""
  }
}

/// A runner process the harness started: spawned directly (not through `Process`) so that it
/// stays unreaped until the harness has decided whether to kill it — a reaped process's id
/// could belong to someone else by then.
final class Running {
  let pid: POSIX.ProcessID
  private let outputFile: String
  private let errorFile: String
  private var reaped: Int32?

  private init(pid: POSIX.ProcessID, outputFile: String, errorFile: String) {
    self.pid = pid
    self.outputFile = outputFile
    self.errorFile = errorFile
  }

  /// Starts `executable` with `arguments` in `directory`, its output and error in files there.
  static func start(
    _ executable: String, _ arguments: [String], in directory: String, environment: [String: String]
  ) -> Running {
    let token = String(UInt64.random(in: .min ... .max), radix: 36)
    let outputFile = NSTemporaryDirectory() + "fault-\(token).out"
    let errorFile = NSTemporaryDirectory() + "fault-\(token).err"
    #if canImport(Darwin)
      var actions: POSIX.SpawnFileActions? = nil
    #else
      var actions = POSIX.SpawnFileActions()
    #endif
    _ = POSIX.posix_spawn_file_actions_init(&actions)
    defer { _ = POSIX.posix_spawn_file_actions_destroy(&actions) }
    _ = POSIX.posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", POSIX.O_RDONLY, 0)
    _ = POSIX.posix_spawn_file_actions_addopen(
      &actions, 1, outputFile, POSIX.O_WRONLY | POSIX.O_CREAT | POSIX.O_TRUNC, 0o644)
    _ = POSIX.posix_spawn_file_actions_addopen(
      &actions, 2, errorFile, POSIX.O_WRONLY | POSIX.O_CREAT | POSIX.O_TRUNC, 0o644)
    var base = ProcessInfo.processInfo.environment
    base["CI"] = nil
    let lines = base.merging(environment) { $1 }.map { "\($0.key)=\($0.value)" }
    let argv = ([executable] + arguments).map { POSIX.strdup($0) } + [nil]
    let envp = lines.map { POSIX.strdup($0) } + [nil]
    defer {
      argv.forEach { POSIX.free($0) }
      envp.forEach { POSIX.free($0) }
    }
    var pid: POSIX.ProcessID = 0
    // The child starts in `directory`: the harness is one thread, so changing its own
    // directory around the spawn is safe (and portable, unlike `addchdir_np`).
    let here = FileManager.default.currentDirectoryPath
    _ = FileManager.default.changeCurrentDirectoryPath(directory)
    let code = POSIX.posix_spawn(&pid, executable, &actions, nil, argv, envp)
    _ = FileManager.default.changeCurrentDirectoryPath(here)
    precondition(code == 0, "cannot start \(executable): \(String(cString: strerror(code)))")
    return Running(pid: pid, outputFile: outputFile, errorFile: errorFile)
  }

  /// Whether it has exited (it is then reaped).
  var hasExited: Bool {
    if reaped != nil { return true }
    var status: Int32 = 0
    guard POSIX.waitpid(pid, &status, WNOHANG) == pid else { return false }
    reaped = status
    return true
  }

  /// The processes it started that are still its children: its workers.
  var children: [POSIX.ProcessID] {
    guard let tasks = try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task") else { return [] }
    return tasks.flatMap { task in
      ((try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/children", encoding: .utf8)) ?? "")
        .split(separator: " ").compactMap { POSIX.ProcessID($0) }
    }
  }

  /// The children that have become workers: their environment says so. A child caught
  /// between `posix_spawn`'s clone and its exec is still the runner's own memory and
  /// environment; stopped there, it holds `posix_spawn` in the kernel (vfork semantics), which
  /// no process can time out, so it is not a worker a fault can stop.
  var workers: [POSIX.ProcessID] {
    children.filter { child in
      guard let environment = FileManager.default.contents(atPath: "/proc/\(child)/environ") else { return false }
      return environment.split(separator: 0).contains { Array($0) == Array("\(WorkerProtocol.environmentKey)=1".utf8) }
    }
  }

  /// Sends it `signal` unless it already exited (an unreaped process keeps its id); whether
  /// it was sent.
  @discardableResult
  func send(_ signal: Int32) -> Bool {
    guard !hasExited else { return false }
    return POSIX.kill(pid, signal) == 0
  }

  /// Waits until it exits, killing it at `deadline` (seconds) if it has not.
  func wait(deadline: Double) -> Ended {
    let start = Date()
    var hung = false
    while !hasExited {
      if Date().timeIntervalSince(start) > deadline {
        hung = true
        _ = POSIX.kill(pid, POSIX.SIGKILL)
        var status: Int32 = 0
        _ = POSIX.waitpid(pid, &status, 0)
        reaped = status
        break
      }
      usleep(2_000)
    }
    defer {
      _ = POSIX.unlink(outputFile)
      _ = POSIX.unlink(errorFile)
    }
    return Ended(
      status: reaped ?? 0,
      output: (try? String(contentsOfFile: outputFile, encoding: .utf8)) ?? "",
      error: (try? String(contentsOfFile: errorFile, encoding: .utf8)) ?? "", hung: hung)
  }
}

/// The processes running `executable` right now (its workers, once their runner is gone).
func processes(running executable: String) -> [POSIX.ProcessID] {
  guard let names = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
  return names.compactMap(POSIX.ProcessID.init).filter { pid in
    (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/exe")) == executable
  }
}

/// The state of a process (`R`, `S`, `T` stopped, `Z` zombie), `nil` when it is gone.
func processState(_ pid: POSIX.ProcessID) -> Character? {
  guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
    let close = stat.lastIndex(of: ")")
  else { return nil }
  return stat[stat.index(close, offsetBy: 2)...].first
}
