#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The C library calls this module makes, and no more: the one file of the module that imports
/// Glibc, Musl or Darwin, so every system call the module makes is listed here, and a new one
/// shows here first. Each keeps its C name, so its manual page applies; the store (the
/// directory handle and its locks) and the whole-buffer reads and writes are its users.
enum POSIX {
  typealias FileMode = mode_t
  typealias FileStatus = stat

  /// The calling thread's `errno`.
  static var errno: Int32 {
    get { cErrno() }
    set { setCErrno(newValue) }
  }

  static let close = c_close
  static let closedir = c_closedir
  static let dirfd = c_dirfd
  static let fdopendir = c_fdopendir
  static let flock = c_flock
  static let free = c_free
  static let fstat = c_fstat
  static let fstatat = c_fstatat
  static let fsync = c_fsync
  static let lstat = c_lstat
  static let memcmp = c_memcmp
  static let mkdir = c_mkdir
  static let mkdirat = c_mkdirat
  static func open(_ path: UnsafePointer<CChar>, _ flags: Int32, _ mode: mode_t = 0) -> Int32 {
    c_open(path, flags, mode)
  }
  static func openat(_ directory: Int32, _ path: UnsafePointer<CChar>, _ flags: Int32, _ mode: mode_t = 0) -> Int32 {
    c_openat(directory, path, flags, mode)
  }
  static let read = c_read
  static let readdir = c_readdir
  static let readlink = c_readlink
  static let readlinkat = c_readlinkat
  static let realpath = c_realpath
  static let renameat = c_renameat
  static let stat = c_stat
  static func strerror(_ code: Int32) -> UnsafeMutablePointer<CChar> {
    c_strerror(code)!
  }
  static let unlinkat = c_unlinkat
  static let write = c_write

  static let AT_REMOVEDIR = c_AT_REMOVEDIR
  static let AT_SYMLINK_NOFOLLOW = c_AT_SYMLINK_NOFOLLOW
  static let DT_DIR = c_DT_DIR
  static let DT_LNK = c_DT_LNK
  static let DT_REG = c_DT_REG
  static let EEXIST = c_EEXIST
  static let EINTR = c_EINTR
  static let EISDIR = c_EISDIR
  static let ENOENT = c_ENOENT
  static let ENOTDIR = c_ENOTDIR
  static let ENOTEMPTY = c_ENOTEMPTY
  static let EWOULDBLOCK = c_EWOULDBLOCK
  static let LOCK_EX = c_LOCK_EX
  static let LOCK_NB = c_LOCK_NB
  static let O_CLOEXEC = c_O_CLOEXEC
  static let O_CREAT = c_O_CREAT
  static let O_DIRECTORY = c_O_DIRECTORY
  static let O_EXCL = c_O_EXCL
  static let O_NOFOLLOW = c_O_NOFOLLOW
  static let O_RDONLY = c_O_RDONLY
  static let O_WRONLY = c_O_WRONLY
  static let S_IFDIR = c_S_IFDIR
  static let S_IFLNK = c_S_IFLNK
  static let S_IFMT = c_S_IFMT
  static let S_IFREG = c_S_IFREG
}

// The C library's names, taken here at file scope, where no member of POSIX hides them.
private func cErrno() -> Int32 { errno }
private func setCErrno(_ value: Int32) { errno = value }
private let c_close = close
private let c_closedir = closedir
private let c_dirfd = dirfd
private let c_fdopendir = fdopendir
private let c_flock = flock
private let c_free = free
private let c_fstat: @Sendable (Int32, UnsafeMutablePointer<stat>) -> Int32 = fstat
private let c_fstatat = fstatat
private let c_fsync = fsync
private let c_lstat: @Sendable (UnsafePointer<CChar>, UnsafeMutablePointer<stat>) -> Int32 = lstat
private let c_memcmp = memcmp
private let c_mkdir = mkdir
private let c_mkdirat = mkdirat
private let c_open: @Sendable (UnsafePointer<CChar>, Int32, mode_t) -> Int32 = open
private let c_openat: @Sendable (Int32, UnsafePointer<CChar>, Int32, mode_t) -> Int32 = openat
private let c_read = read
private let c_readdir = readdir
private let c_readlink = readlink
private let c_readlinkat = readlinkat
private let c_realpath = realpath
private let c_renameat = renameat
private let c_stat: @Sendable (UnsafePointer<CChar>, UnsafeMutablePointer<stat>) -> Int32 = stat
private let c_strerror: @Sendable (Int32) -> UnsafeMutablePointer<CChar>? = strerror
private let c_unlinkat = unlinkat
private let c_write = write
private let c_AT_REMOVEDIR = AT_REMOVEDIR
private let c_AT_SYMLINK_NOFOLLOW = AT_SYMLINK_NOFOLLOW
private let c_DT_DIR = DT_DIR
private let c_DT_LNK = DT_LNK
private let c_DT_REG = DT_REG
private let c_EEXIST = EEXIST
private let c_EINTR = EINTR
private let c_EISDIR = EISDIR
private let c_ENOENT = ENOENT
private let c_ENOTDIR = ENOTDIR
private let c_ENOTEMPTY = ENOTEMPTY
private let c_EWOULDBLOCK = EWOULDBLOCK
private let c_LOCK_EX = LOCK_EX
private let c_LOCK_NB = LOCK_NB
private let c_O_CLOEXEC = O_CLOEXEC
private let c_O_CREAT = O_CREAT
private let c_O_DIRECTORY = O_DIRECTORY
private let c_O_EXCL = O_EXCL
private let c_O_NOFOLLOW = O_NOFOLLOW
private let c_O_RDONLY = O_RDONLY
private let c_O_WRONLY = O_WRONLY
private let c_S_IFDIR = S_IFDIR
private let c_S_IFLNK = S_IFLNK
private let c_S_IFMT = S_IFMT
private let c_S_IFREG = S_IFREG
