import Foundation

/// What the path of `--report FORMAT PATH` names, and so how the report gets there without
/// replacing it: a report must arrive where it was pointed, and what the path names must still
/// be what it was afterwards.
///
/// - `-`, or a path that is the runner's own standard output or error (`/dev/stdout`, the file
///   or pipe it is redirected to): written through that stream, before the summary line.
/// - A regular file, or nothing yet: written to a new temporary file beside it, which is then
///   renamed over it, so a reader never sees half a report. Through a symbolic link, the link's
///   target is the file written; the link stays a link.
/// - A pipe or a device (a FIFO, `/dev/null`, a terminal): opened and written in place, never
///   renamed over, which would put a regular file where the pipe or device was. A FIFO is
///   opened as a shell's `>` opens it, waiting for a reader.
enum ReportTarget: Equatable {
  case standardOutput
  case standardError
  /// A regular file, or the name a new one gets; the path is the one written, links resolved.
  case file(String)
  /// A FIFO or a device, written through its path as given.
  case inPlace(String)

  /// The argument that sends a report to standard output.
  static let standardOutputArgument = RunnerOptions.Report.standardOutputPath

  /// What `argument` (a `--report` path, relative to `workingDirectory`) names; throws why it
  /// cannot take a report, in words for a message ("it is a directory").
  static func resolve(_ argument: String, workingDirectory: String) throws(Problem) -> ReportTarget {
    if argument == standardOutputArgument { return .standardOutput }
    let path = PackagePaths.resolve(argument, in: workingDirectory)
    var status = POSIX.FileStatus()
    guard POSIX.stat(path, &status) == 0 else {
      let code = POSIX.errno
      guard code == POSIX.ENOENT else { throw Problem(reason: reason(for: code, at: path)) }
      return .file(try newFileName(path))
    }
    if let stream = standardStream(matching: status) { return stream }
    switch status.st_mode & POSIX.S_IFMT {
    case POSIX.S_IFREG: return .file(try linkTarget(path))
    case POSIX.S_IFDIR: throw Problem(reason: "it is a directory")
    case POSIX.S_IFSOCK: throw Problem(reason: "it is a socket; name a file, a pipe or a device")
    default: return .inPlace(path)
    }
  }

  /// Why a report cannot be written to `argument`, `nil` when it can: checked before anything
  /// is rendered, so a run never renders everything only to lose its report.
  static func problem(writing argument: String, workingDirectory: String) -> String? {
    let target: ReportTarget
    do {
      target = try resolve(argument, workingDirectory: workingDirectory)
    } catch {
      return error.reason
    }
    switch target {
    case .standardOutput, .standardError:
      return nil
    case .inPlace(let path):
      return POSIX.access(path, POSIX.W_OK) == 0 ? nil : String(cString: POSIX.strerror(POSIX.errno))
    case .file(let path):
      if POSIX.access(path, POSIX.F_OK) == 0 && POSIX.access(path, POSIX.W_OK) != 0 {
        return String(cString: POSIX.strerror(POSIX.errno))
      }
      // The temporary file is made beside it.
      let folder = (path as NSString).deletingLastPathComponent
      return POSIX.access(folder, POSIX.W_OK | POSIX.X_OK) == 0
        ? nil : "the directory \(folder): \(String(cString: POSIX.strerror(POSIX.errno)))"
    }
  }

  /// Why a path cannot take a report.
  struct Problem: Error, Equatable {
    var reason: String
  }

  /// The runner's standard output or error when `status` is the same file as it.
  private static func standardStream(matching status: stat) -> ReportTarget? {
    for (descriptor, stream) in [
      (POSIX.STDOUT_FILENO, ReportTarget.standardOutput), (POSIX.STDERR_FILENO, .standardError),
    ] {
      var open = POSIX.FileStatus()
      if POSIX.fstat(descriptor, &open) == 0 && open.st_dev == status.st_dev && open.st_ino == status.st_ino {
        return stream
      }
    }
    return nil
  }

  /// The file a regular file's path names, its symbolic links followed: the name a rename
  /// must replace so that a link stays a link.
  private static func linkTarget(_ path: String) throws(Problem) -> String {
    guard let resolved = POSIX.realpath(path, nil) else {
      throw Problem(reason: String(cString: POSIX.strerror(POSIX.errno)))
    }
    defer { POSIX.free(resolved) }
    return String(cString: resolved)
  }

  /// Where a report that does not exist yet is created: `path`, or, when `path` is a
  /// symbolic link to nothing, the name it points to (so the link comes to name the report).
  /// The folder it goes in must exist.
  private static func newFileName(_ path: String) throws(Problem) -> String {
    var current = path
    // As many links as the kernel follows (`MAXSYMLINKS` on Linux) before `ELOOP`.
    for _ in 0..<40 {
      var status = POSIX.FileStatus()
      guard POSIX.lstat(current, &status) == 0, status.st_mode & POSIX.S_IFMT == POSIX.S_IFLNK else {
        try checkFolder(of: current)
        return current
      }
      var buffer = [CChar](repeating: 0, count: Int(POSIX.PATH_MAX) + 1)
      let count = POSIX.readlink(current, &buffer, buffer.count - 1)
      guard count >= 0 else { throw Problem(reason: String(cString: POSIX.strerror(POSIX.errno))) }
      let target = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      let folder = (current as NSString).deletingLastPathComponent as NSString
      current = target.hasPrefix("/") ? target : folder.appendingPathComponent(target)
    }
    throw Problem(reason: String(cString: POSIX.strerror(POSIX.ELOOP)))
  }

  /// Checks that the folder `path` would be created in is a directory.
  private static func checkFolder(of path: String) throws(Problem) {
    let folder = (path as NSString).deletingLastPathComponent
    var status = POSIX.FileStatus()
    if POSIX.stat(folder, &status) == 0 {
      guard status.st_mode & POSIX.S_IFMT == POSIX.S_IFDIR else {
        throw Problem(reason: "\(folder) is not a directory")
      }
      return
    }
    throw Problem(reason: reason(for: POSIX.errno, at: path))
  }

  /// What `stat` failing with `code` at `path` means, saying what is true: which part of the
  /// path is missing, or which is a file where a directory should be.
  private static func reason(for code: Int32, at path: String) -> String {
    guard code == POSIX.ENOENT || code == POSIX.ENOTDIR else { return String(cString: POSIX.strerror(code)) }
    // The deepest existing part decides: a directory whose child is missing, or a file used
    // as a directory.
    var part = (path as NSString).deletingLastPathComponent
    var status = POSIX.FileStatus()
    while !part.isEmpty && part != "/" && POSIX.stat(part, &status) != 0 {
      part = (part as NSString).deletingLastPathComponent
    }
    if POSIX.stat(part, &status) == 0 && status.st_mode & POSIX.S_IFMT != POSIX.S_IFDIR {
      return "\(part) is not a directory"
    }
    return "the directory \((path as NSString).deletingLastPathComponent) does not exist"
  }
}
