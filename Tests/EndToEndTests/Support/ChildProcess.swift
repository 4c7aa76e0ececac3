import Foundation

/// Runs a program and waits for it, or starts one on a pseudo-terminal, giving it no file
/// descriptor of this process but its standard streams, and no blocked or ignored signal.
///
/// Foundation's `Process` hands each child one end of a socket and takes the child to have
/// ended when that socket closes. A `tmux` client that starts a server forks the server from
/// itself, so the server would keep that socket (and any other descriptor open here at the
/// time, such as another test's) for as long as it runs, and a wait for the client would
/// never end. tmux is run through this instead.
enum ChildProcess {
  /// Runs `executable` with `arguments` and `environment`, its standard input empty and its
  /// output and errors written to the files at `output` and `errors`; returns its exit status.
  static func run(
    _ executable: String, _ arguments: [String], environment: [String: String], output: String, errors: String
  ) throws -> Int32 {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, errors, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    let pid = try spawn(executable, arguments, environment: environment, actions: &actions)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
      guard errno == EINTR else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .ECHILD) }
    }
    return exitStatus(status)
  }

  /// Starts `executable` with `arguments` and `environment`, its standard input, output and
  /// errors the terminal open at `terminal` (the device side of a pseudo-terminal); returns
  /// its process id, for the caller to wait for.
  static func start(
    _ executable: String, _ arguments: [String], environment: [String: String], terminal: Int32
  ) throws -> pid_t {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for stream: Int32 in 0...2 { posix_spawn_file_actions_adddup2(&actions, terminal, stream) }
    return try spawn(executable, arguments, environment: environment, actions: &actions)
  }

  /// The exit status a wait reported: the status, or 128 + the signal that ended the process
  /// (WIFEXITED / WEXITSTATUS, which Swift does not import).
  static func exitStatus(_ status: Int32) -> Int32 {
    status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
  }

  private static func spawn(
    _ executable: String, _ arguments: [String], environment: [String: String],
    actions: inout posix_spawn_file_actions_t
  ) throws -> pid_t {
    closeInheritedDescriptors(&actions)
    // The calling thread blocks most signals (Dispatch's threads do), and a child inherits
    // that mask: a tmux server started so could never reap a pane or be killed. The child
    // starts with no signal blocked and every signal's default action.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    var all = sigset_t()
    sigfillset(&all)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
    guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }
    return pid
  }

  private typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32

  /// Every descriptor above the standard streams closed in the child: with glibc's
  /// `posix_spawn_file_actions_addclosefrom_np` where there is one (2.34 on), which Swift
  /// does not import, else one by one as listed in /proc/self/fd.
  private static func closeInheritedDescriptors(_ actions: inout posix_spawn_file_actions_t) {
    if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np") {
      let closeFrom = unsafeBitCast(symbol, to: CloseFrom.self)
      if closeFrom(&actions, 3) == 0 { return }
    }
    let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
    for descriptor in open.compactMap({ Int32($0) }) where descriptor > 2 {
      posix_spawn_file_actions_addclose(&actions, descriptor)
    }
  }
}
