#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The C library calls this executable makes, and no more: the one file of it that imports
/// Glibc, Musl or Darwin, so every system call it makes is listed here, and a new one shows
/// here first. Each keeps its C name, so its manual page applies; the processor clock and the pseudo-terminal
/// app are its users.
enum POSIX {
  typealias TimeSpec = timespec

  /// The calling thread's `errno`.
  static var errno: Int32 {
    get { cErrno() }
    set { setCErrno(newValue) }
  }

  static let clock_gettime = c_clock_gettime
  static let exit = c_exit
  static func fcntl(_ descriptor: Int32, _ command: Int32, _ value: Int32 = 0) -> Int32 {
    c_fcntl(descriptor, command, value)
  }
  static let kill = c_kill
  static let read = c_read
  static let write = c_write

  static let CLOCK_PROCESS_CPUTIME_ID = c_CLOCK_PROCESS_CPUTIME_ID
  static let EAGAIN = c_EAGAIN
  static let EINTR = c_EINTR
  static let FD_CLOEXEC = c_FD_CLOEXEC
  static let F_SETFD = c_F_SETFD
  static let SIGKILL = c_SIGKILL
}

// The C library's names, taken here at file scope, where no member of POSIX hides them.
private func cErrno() -> Int32 { errno }
private func setCErrno(_ value: Int32) { errno = value }
private let c_clock_gettime = clock_gettime
private let c_exit = exit
private let c_fcntl: @Sendable (Int32, Int32, Int32) -> Int32 = fcntl
private let c_kill = kill
private let c_read = read
private let c_write = write
private let c_CLOCK_PROCESS_CPUTIME_ID = CLOCK_PROCESS_CPUTIME_ID
private let c_EAGAIN = EAGAIN
private let c_EINTR = EINTR
private let c_FD_CLOEXEC = FD_CLOEXEC
private let c_F_SETFD = F_SETFD
private let c_SIGKILL = SIGKILL
