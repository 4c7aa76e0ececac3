import Foundation
import PreviewSnapshots

/// Writes a report where `--report FORMAT PATH` asked for it, as ``ReportTarget`` says for
/// what the path names: a regular file atomically, a pipe or device in place, standard output
/// through the console. A relative path starts from the working directory, and a failure is
/// said on standard error rather than thrown, so the other reports are still written.
enum ReportFile {
  /// Writes `data` as the `format` report at `path`; false, having said why, when it cannot.
  static func write(
    _ data: Data, format: RunnerOptions.ReportFormat, to path: String, workingDirectory: String, output: Console
  ) -> Bool {
    let failure: String
    do throws(ReportTarget.Problem) {
      switch try ReportTarget.resolve(path, workingDirectory: workingDirectory) {
      case .standardOutput:
        output.writeReport(String(decoding: data, as: UTF8.self))
        return true
      case .standardError:
        output.writeError(String(decoding: data, as: UTF8.self))
        return true
      case .file(let file):
        try replace(file, with: data)
        return true
      case .inPlace(let device):
        try writeInPlace(device, data)
        return true
      }
    } catch {
      failure = error.reason
    }
    let shown = path == ReportTarget.standardOutputArgument ? path : PackagePaths.resolve(path, in: workingDirectory)
    output.printError(
      "error: cannot write the \(format.rawValue) report to \(TerminalText.escaped(shown)): "
        + TerminalText.escaped(failure))
    return false
  }

  /// Writes `data` to a new temporary file beside `path`, makes it reach the disk, gives it
  /// the mode of the file it replaces, and renames it over `path`.
  private static func replace(_ path: String, with data: Data) throws(ReportTarget.Problem) {
    let folder = (path as NSString).deletingLastPathComponent
    let name = (path as NSString).lastPathComponent
    var descriptor: Int32 = -1
    var temporary = ""
    // A random name, created exclusively, so two runs never share a temporary file.
    for _ in 0..<8 where descriptor < 0 {
      temporary = (folder as NSString).appendingPathComponent(
        ".\(name).\(String(UInt64.random(in: .min ... .max), radix: 36)).tmp")
      descriptor = POSIX.open(
        temporary, POSIX.O_WRONLY | POSIX.O_CREAT | POSIX.O_EXCL | POSIX.O_NOFOLLOW | POSIX.O_CLOEXEC, 0o666)
      if descriptor < 0 && POSIX.errno != POSIX.EEXIST { break }
    }
    guard descriptor >= 0 else { throw problem(POSIX.errno) }
    var existing = POSIX.FileStatus()
    var failure: Int32 = 0
    if POSIX.stat(path, &existing) == 0 && POSIX.fchmod(descriptor, existing.st_mode & 0o7777) != 0 {
      failure = POSIX.errno
    }
    if failure == 0 { failure = data.withUnsafeBytes { FileDescriptorIO.writeAll($0, to: descriptor) } }
    if failure == 0 && POSIX.fsync(descriptor) != 0 { failure = POSIX.errno }
    if POSIX.close(descriptor) != 0 && failure == 0 { failure = POSIX.errno }
    if failure == 0 && POSIX.rename(temporary, path) != 0 { failure = POSIX.errno }
    guard failure == 0 else {
      _ = POSIX.unlink(temporary)
      throw problem(failure)
    }
  }

  /// Opens the FIFO or device at `path` for writing, as it is, and writes `data` to it.
  private static func writeInPlace(_ path: String, _ data: Data) throws(ReportTarget.Problem) {
    var descriptor: Int32
    repeat {
      descriptor = POSIX.open(path, POSIX.O_WRONLY | POSIX.O_NOCTTY | POSIX.O_CLOEXEC)
    } while descriptor < 0 && POSIX.errno == POSIX.EINTR
    guard descriptor >= 0 else { throw problem(POSIX.errno) }
    var failure = data.withUnsafeBytes { FileDescriptorIO.writeAll($0, to: descriptor) }
    if POSIX.close(descriptor) != 0 && failure == 0 && POSIX.errno != POSIX.EINTR { failure = POSIX.errno }
    if failure == POSIX.EPIPE { throw ReportTarget.Problem(reason: "the pipe's reader went away before the end") }
    if failure != 0 { throw problem(failure) }
  }

  private static func problem(_ code: Int32) -> ReportTarget.Problem {
    ReportTarget.Problem(reason: String(cString: POSIX.strerror(code)))
  }
}
