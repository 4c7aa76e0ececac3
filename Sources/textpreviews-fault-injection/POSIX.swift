#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The C library calls this executable makes, and no more: the one file of it that imports
/// Glibc, Musl or Darwin, so every system call it makes is listed here, and a new one shows
/// here first. Each keeps its C name, so its manual page applies; the harness that starts, stops and kills
/// runners, workers and live apps (and sends them signals), and the files it breaks are its users.
enum POSIX {
  typealias FileMode = mode_t
  typealias ProcessID = pid_t
  typealias SpawnFileActions = posix_spawn_file_actions_t
  typealias FileStatus = stat
  typealias TimeSpec = timespec

  /// The calling thread's `errno`.
  static var errno: Int32 {
    get { cErrno() }
    set { setCErrno(newValue) }
  }

  static let close = c_close
  static let exit = c_exit
  static let free = c_free
  static let getpid = c_getpid
  static let kill = c_kill
  static let lstat = c_lstat
  static func open(_ path: UnsafePointer<CChar>, _ flags: Int32, _ mode: mode_t = 0) -> Int32 {
    c_open(path, flags, mode)
  }
  static let posix_spawn = c_posix_spawn
  static let posix_spawn_file_actions_addopen = c_posix_spawn_file_actions_addopen
  static let posix_spawn_file_actions_destroy = c_posix_spawn_file_actions_destroy
  static let posix_spawn_file_actions_init = c_posix_spawn_file_actions_init
  static let read = c_read
  static let stat = c_stat
  static let strdup = c_strdup
  static let unlink = c_unlink
  static let usleep = c_usleep
  static let waitpid = c_waitpid

  static let AT_FDCWD = c_AT_FDCWD
  static let EINTR = c_EINTR
  static let O_CREAT = c_O_CREAT
  static let O_NONBLOCK = c_O_NONBLOCK
  static let O_RDONLY = c_O_RDONLY
  static let O_TRUNC = c_O_TRUNC
  static let O_WRONLY = c_O_WRONLY
  static let SIGALRM = c_SIGALRM
  static let SIGCONT = c_SIGCONT
  static let SIGHUP = c_SIGHUP
  static let SIGILL = c_SIGILL
  static let SIGINT = c_SIGINT
  static let SIGIO = c_SIGIO
  static let SIGKILL = c_SIGKILL
  static let SIGPIPE = c_SIGPIPE
  static let SIGPROF = c_SIGPROF
  static let SIGQUIT = c_SIGQUIT
  static let SIGSEGV = c_SIGSEGV
  static let SIGSTOP = c_SIGSTOP
  static let SIGSYS = c_SIGSYS
  static let SIGTERM = c_SIGTERM
  static let SIGTRAP = c_SIGTRAP
  static let SIGUSR1 = c_SIGUSR1
  static let SIGUSR2 = c_SIGUSR2
  static let SIGVTALRM = c_SIGVTALRM
  static let SIGXCPU = c_SIGXCPU
  static let SIGXFSZ = c_SIGXFSZ
  static let S_IFCHR = c_S_IFCHR
  static let S_IFIFO = c_S_IFIFO
  static let S_IFMT = c_S_IFMT
  static let S_IFREG = c_S_IFREG
}

// The C library's names, taken here at file scope, where no member of POSIX hides them.
private func cErrno() -> Int32 { errno }
private func setCErrno(_ value: Int32) { errno = value }
private let c_close = close
private let c_exit = exit
private let c_free = free
private let c_getpid = getpid
private let c_kill = kill
private let c_lstat: @Sendable (UnsafePointer<CChar>, UnsafeMutablePointer<stat>) -> Int32 = lstat
private let c_open: @Sendable (UnsafePointer<CChar>, Int32, mode_t) -> Int32 = open
private let c_posix_spawn = posix_spawn
private let c_posix_spawn_file_actions_addopen = posix_spawn_file_actions_addopen
private let c_posix_spawn_file_actions_destroy = posix_spawn_file_actions_destroy
private let c_posix_spawn_file_actions_init = posix_spawn_file_actions_init
private let c_read = read
private let c_stat: @Sendable (UnsafePointer<CChar>, UnsafeMutablePointer<stat>) -> Int32 = stat
private let c_strdup = strdup
private let c_unlink = unlink
private let c_usleep = usleep
private let c_waitpid = waitpid
private let c_AT_FDCWD = AT_FDCWD
private let c_EINTR = EINTR
private let c_O_CREAT = O_CREAT
private let c_O_NONBLOCK = O_NONBLOCK
private let c_O_RDONLY = O_RDONLY
private let c_O_TRUNC = O_TRUNC
private let c_O_WRONLY = O_WRONLY
private let c_SIGALRM = SIGALRM
private let c_SIGCONT = SIGCONT
private let c_SIGHUP = SIGHUP
private let c_SIGILL = SIGILL
private let c_SIGINT = SIGINT
private let c_SIGIO = SIGIO
private let c_SIGKILL = SIGKILL
private let c_SIGPIPE = SIGPIPE
private let c_SIGPROF = SIGPROF
private let c_SIGQUIT = SIGQUIT
private let c_SIGSEGV = SIGSEGV
private let c_SIGSTOP = SIGSTOP
private let c_SIGSYS = SIGSYS
private let c_SIGTERM = SIGTERM
private let c_SIGTRAP = SIGTRAP
private let c_SIGUSR1 = SIGUSR1
private let c_SIGUSR2 = SIGUSR2
private let c_SIGVTALRM = SIGVTALRM
private let c_SIGXCPU = SIGXCPU
private let c_SIGXFSZ = SIGXFSZ
private let c_S_IFCHR = S_IFCHR
private let c_S_IFIFO = S_IFIFO
private let c_S_IFMT = S_IFMT
private let c_S_IFREG = S_IFREG

#if os(Linux)
  // The real-time signals, and the ones only Linux has, which end a process by default too.
  extension POSIX {
    static let SIGPWR = c_SIGPWR
    static let SIGSTKFLT = c_SIGSTKFLT
    static func SIGRTMIN() -> Int32 { __libc_current_sigrtmin() }
    static func SIGRTMAX() -> Int32 { __libc_current_sigrtmax() }
  }

  private let c_SIGPWR = SIGPWR
  private let c_SIGSTKFLT = SIGSTKFLT
#endif
