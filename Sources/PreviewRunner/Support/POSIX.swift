#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The C library calls this module makes, and no more: the one file of the module that imports
/// Glibc, Musl or Darwin, so every system call the module makes is listed here, and a new one
/// shows here first. Each keeps its C name, so its manual page applies; workers (spawn, pipes,
/// poll, signals), the report writer, the runner's rebuild (a build in a process group of its
/// own), the live canvas's relaunch and inotify are its users.
enum POSIX {
  typealias ProcessID = pid_t
  typealias PollDescriptor = pollfd
  typealias SpawnFileActions = posix_spawn_file_actions_t
  typealias FileStatus = stat
  typealias FileOffset = off_t
  typealias SignalSet = sigset_t
  typealias SpawnAttributes = posix_spawnattr_t

  /// The environment this process passes on to the processes it starts.
  static var environ: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> { cEnviron() }

  /// The calling thread's `errno`.
  static var errno: Int32 {
    get { cErrno() }
    set { setCErrno(newValue) }
  }

  static let _exit = c__exit
  static let access = c_access
  static let close = c_close
  static let dup2 = c_dup2
  static let execv = c_execv
  static let exit = c_exit
  static let fchmod = c_fchmod
  static func fcntl(_ descriptor: Int32, _ command: Int32, _ value: Int32 = 0) -> Int32 {
    c_fcntl(descriptor, command, value)
  }
  static let free = c_free
  static let fstat = c_fstat
  static let fsync = c_fsync
  static let isatty = c_isatty
  static let kill = c_kill
  static let lstat = c_lstat
  static let mkstemp = c_mkstemp
  static func open(_ path: UnsafePointer<CChar>, _ flags: Int32, _ mode: mode_t = 0) -> Int32 {
    c_open(path, flags, mode)
  }
  static let pipe = c_pipe
  static let poll = c_poll
  static let posix_spawn = c_posix_spawn
  static let posix_spawn_file_actions_adddup2 = c_posix_spawn_file_actions_adddup2
  static let posix_spawn_file_actions_addopen = c_posix_spawn_file_actions_addopen
  static let posix_spawn_file_actions_destroy = c_posix_spawn_file_actions_destroy
  static let posix_spawn_file_actions_init = c_posix_spawn_file_actions_init
  static let posix_spawnattr_destroy = c_posix_spawnattr_destroy
  static let posix_spawnattr_init = c_posix_spawnattr_init
  static let posix_spawnattr_setflags = c_posix_spawnattr_setflags
  static let posix_spawnattr_setpgroup = c_posix_spawnattr_setpgroup
  static let posix_spawnattr_setsigdefault = c_posix_spawnattr_setsigdefault
  static let posix_spawnattr_setsigmask = c_posix_spawnattr_setsigmask
  static let pread = c_pread
  static let read = c_read
  static let readlink = c_readlink
  static let realpath = c_realpath
  static let rename = c_rename
  static let setenv = c_setenv
  static let sigemptyset = c_sigemptyset
  static let sigfillset = c_sigfillset
  static let signal = c_signal
  static let stat = c_stat
  static let strdup = c_strdup
  static func strerror(_ code: Int32) -> UnsafeMutablePointer<CChar> {
    c_strerror(code)!
  }
  /// The width in cells of the terminal on `descriptor` (`ioctl(TIOCGWINSZ)`), or `nil` when
  /// it is not a terminal or says 0.
  static func windowColumns(_ descriptor: Int32) -> Int? {
    var size = winsize()
    guard cWindowSize(descriptor, &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }
  static let unlink = c_unlink
  static let unsetenv = c_unsetenv
  static let waitpid = c_waitpid

  static let EEXIST = c_EEXIST
  static let F_DUPFD_CLOEXEC = c_F_DUPFD_CLOEXEC
  static let F_SETFD = c_F_SETFD
  static let FD_CLOEXEC = c_FD_CLOEXEC
  static let EINTR = c_EINTR
  static let ELOOP = c_ELOOP
  static let ENOENT = c_ENOENT
  static let ENOTDIR = c_ENOTDIR
  static let EPIPE = c_EPIPE
  static let F_OK = c_F_OK
  static let O_CLOEXEC = c_O_CLOEXEC
  static let O_CREAT = c_O_CREAT
  static let O_EXCL = c_O_EXCL
  static let O_NOCTTY = c_O_NOCTTY
  static let O_NOFOLLOW = c_O_NOFOLLOW
  static let O_RDONLY = c_O_RDONLY
  static let O_WRONLY = c_O_WRONLY
  static let PATH_MAX = c_PATH_MAX
  static let POLLHUP = c_POLLHUP
  static let POLLIN = c_POLLIN
  static let POSIX_SPAWN_SETPGROUP = Int32(c_POSIX_SPAWN_SETPGROUP)
  static let POSIX_SPAWN_SETSIGDEF = Int32(c_POSIX_SPAWN_SETSIGDEF)
  static let POSIX_SPAWN_SETSIGMASK = Int32(c_POSIX_SPAWN_SETSIGMASK)
  static let SIGABRT = c_SIGABRT
  static let SIGBUS = c_SIGBUS
  static let SIGFPE = c_SIGFPE
  static let SIGILL = c_SIGILL
  static let SIGINT = c_SIGINT
  static let SIGKILL = c_SIGKILL
  static let SIGPIPE = c_SIGPIPE
  static let SIGSEGV = c_SIGSEGV
  static let SIGTERM = c_SIGTERM
  static let SIGTRAP = c_SIGTRAP
  static let SIG_IGN = c_SIG_IGN
  static let STDERR_FILENO = c_STDERR_FILENO
  static let STDIN_FILENO = c_STDIN_FILENO
  static let STDOUT_FILENO = c_STDOUT_FILENO
  static let S_IFDIR = c_S_IFDIR
  static let S_IFLNK = c_S_IFLNK
  static let S_IFMT = c_S_IFMT
  static let S_IFREG = c_S_IFREG
  static let S_IFSOCK = c_S_IFSOCK
  static let W_OK = c_W_OK
  static let X_OK = c_X_OK
}

// The C library's names, taken here at file scope, where no member of POSIX hides them.
private func cErrno() -> Int32 { errno }
private func setCErrno(_ value: Int32) { errno = value }
private func cWindowSize(_ descriptor: Int32, _ size: inout winsize) -> Int32 {
  ioctl(descriptor, UInt(TIOCGWINSZ), &size)
}
private func cEnviron() -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> { environ }
private let c__exit = _exit
private let c_access = access
private let c_close = close
private let c_dup2 = dup2
private let c_execv = execv
private let c_exit = exit
private let c_fchmod = fchmod
private let c_fcntl: @Sendable (Int32, Int32, Int32) -> Int32 = fcntl
private let c_free = free
private let c_fstat: @Sendable (Int32, UnsafeMutablePointer<stat>) -> Int32 = fstat
private let c_fsync = fsync
private let c_isatty = isatty
private let c_kill = kill
private let c_lstat: @Sendable (UnsafePointer<CChar>, UnsafeMutablePointer<stat>) -> Int32 = lstat
private let c_mkstemp = mkstemp
private let c_open: @Sendable (UnsafePointer<CChar>, Int32, mode_t) -> Int32 = open
private let c_pipe = pipe
private let c_poll = poll
private let c_posix_spawn = posix_spawn
private let c_posix_spawn_file_actions_adddup2 = posix_spawn_file_actions_adddup2
private let c_posix_spawn_file_actions_addopen = posix_spawn_file_actions_addopen
private let c_posix_spawn_file_actions_destroy = posix_spawn_file_actions_destroy
private let c_posix_spawn_file_actions_init = posix_spawn_file_actions_init
private let c_posix_spawnattr_destroy = posix_spawnattr_destroy
private let c_posix_spawnattr_init = posix_spawnattr_init
private let c_posix_spawnattr_setflags = posix_spawnattr_setflags
private let c_posix_spawnattr_setpgroup = posix_spawnattr_setpgroup
private let c_posix_spawnattr_setsigdefault = posix_spawnattr_setsigdefault
private let c_posix_spawnattr_setsigmask = posix_spawnattr_setsigmask
private let c_pread = pread
private let c_read = read
private let c_readlink = readlink
private let c_realpath = realpath
private let c_rename = rename
private let c_setenv = setenv
private let c_sigemptyset = sigemptyset
private let c_sigfillset = sigfillset
private let c_signal = signal
private let c_stat: @Sendable (UnsafePointer<CChar>, UnsafeMutablePointer<stat>) -> Int32 = stat
private let c_strdup = strdup
private let c_strerror: @Sendable (Int32) -> UnsafeMutablePointer<CChar>? = strerror
private let c_unlink = unlink
private let c_unsetenv = unsetenv
private let c_waitpid = waitpid
private let c_EEXIST = EEXIST
private let c_F_DUPFD_CLOEXEC = F_DUPFD_CLOEXEC
private let c_F_SETFD = F_SETFD
private let c_FD_CLOEXEC = FD_CLOEXEC
private let c_EINTR = EINTR
private let c_ELOOP = ELOOP
private let c_ENOENT = ENOENT
private let c_ENOTDIR = ENOTDIR
private let c_EPIPE = EPIPE
private let c_F_OK = F_OK
private let c_O_CLOEXEC = O_CLOEXEC
private let c_O_CREAT = O_CREAT
private let c_O_EXCL = O_EXCL
private let c_O_NOCTTY = O_NOCTTY
private let c_O_NOFOLLOW = O_NOFOLLOW
private let c_O_RDONLY = O_RDONLY
private let c_O_WRONLY = O_WRONLY
private let c_PATH_MAX = PATH_MAX
private let c_POLLHUP = POLLHUP
private let c_POLLIN = POLLIN
private let c_POSIX_SPAWN_SETPGROUP = POSIX_SPAWN_SETPGROUP
private let c_POSIX_SPAWN_SETSIGDEF = POSIX_SPAWN_SETSIGDEF
private let c_POSIX_SPAWN_SETSIGMASK = POSIX_SPAWN_SETSIGMASK
private let c_SIGABRT = SIGABRT
private let c_SIGBUS = SIGBUS
private let c_SIGFPE = SIGFPE
private let c_SIGILL = SIGILL
private let c_SIGINT = SIGINT
private let c_SIGKILL = SIGKILL
private let c_SIGPIPE = SIGPIPE
private let c_SIGSEGV = SIGSEGV
private let c_SIGTERM = SIGTERM
private let c_SIGTRAP = SIGTRAP
private let c_SIG_IGN = SIG_IGN
private let c_STDERR_FILENO = STDERR_FILENO
private let c_STDIN_FILENO = STDIN_FILENO
private let c_STDOUT_FILENO = STDOUT_FILENO
private let c_S_IFDIR = S_IFDIR
private let c_S_IFLNK = S_IFLNK
private let c_S_IFMT = S_IFMT
private let c_S_IFREG = S_IFREG
private let c_S_IFSOCK = S_IFSOCK
private let c_W_OK = W_OK
private let c_X_OK = X_OK

#if canImport(Glibc)
  // inotify, which tells the live canvas when a source file is saved, and closing every
  // descriptor above a number in a spawned process are Linux's alone.
  extension POSIX {
    typealias InotifyEvent = inotify_event

    static let inotify_init1 = c_inotify_init1
    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later): closes every
    /// descriptor from a number on in the spawned process. Its header declares it only for
    /// `_GNU_SOURCE`, which Swift's Glibc module is not built with, so it is looked up by
    /// name; `nil` on an older glibc.
    static let posix_spawn_file_actions_addclosefrom_np = c_posix_spawn_file_actions_addclosefrom_np
    static let inotify_add_watch = c_inotify_add_watch

    static let IN_CLOEXEC = c_IN_CLOEXEC
    static let IN_CLOSE_WRITE = c_IN_CLOSE_WRITE
    static let IN_CREATE = c_IN_CREATE
    static let IN_DELETE = c_IN_DELETE
    static let IN_ISDIR = c_IN_ISDIR
    static let IN_MOVED_TO = c_IN_MOVED_TO
    static let IN_NONBLOCK = c_IN_NONBLOCK
  }

  private let c_inotify_init1 = inotify_init1
  private let c_posix_spawn_file_actions_addclosefrom_np:
    (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, Int32) -> Int32)? =
      dlsym(nil, "posix_spawn_file_actions_addclosefrom_np").map {
        unsafeBitCast($0, to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, Int32) -> Int32).self)
      }
  private let c_inotify_add_watch = inotify_add_watch
  private let c_IN_CLOEXEC = IN_CLOEXEC
  private let c_IN_CLOSE_WRITE = IN_CLOSE_WRITE
  private let c_IN_CREATE = IN_CREATE
  private let c_IN_DELETE = IN_DELETE
  private let c_IN_ISDIR = IN_ISDIR
  private let c_IN_MOVED_TO = IN_MOVED_TO
  private let c_IN_NONBLOCK = IN_NONBLOCK
#endif
