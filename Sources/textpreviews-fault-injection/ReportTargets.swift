import Foundation

extension FaultSuite {
  /// One path a `--report` can name that is not a plain regular file: how to make it in a
  /// workspace, the argument naming it, and, once the run ended, the report it received (from
  /// the run's standard output, a reader, or a file) or why there is none.
  struct ReportTargetCase {
    var name: String
    /// Makes what the path names; returns the `--report` argument and a reader to start.
    var prepare: (_ workspace: String) -> (argument: String, reader: FIFOReader?)
    /// What the path names (see ``FaultSuite/describe(_:)``): the same before and after.
    var describe: (_ workspace: String) -> String
    /// The report that arrived, from the run's output, the reader or a file.
    var received: (_ workspace: String, _ ended: Ended, _ reader: FIFOReader?) -> String
  }

  /// Reports to what a path names that is not a regular file: the run's `/dev/stdout` (a
  /// regular file here, the harness's output file), standard output (`-`), a FIFO with a
  /// reader, a symbolic link to a regular file and one to `/dev/null`, and the device
  /// `/dev/null` itself. After each, the run passed, the report arrived whole, and what the
  /// path names is what it was: a FIFO still a FIFO, a link still the same link, a device
  /// still the same device; no temporary file is left beside it.
  func reportsToNonRegularPaths() {
    let template = template("reports", snapshots: "fine")
    // What the system's own names are before any run: a runner that renames over them would
    // change them for every program on the machine.
    let system = ["/dev/stdout", "/dev/null"].map { ($0, Self.describe($0)) }
    let standardOutputLink = try? FileManager.default.destinationOfSymbolicLink(atPath: "/dev/stdout")
    beginFaults()
    // A machine whose /dev/stdout is not a link (something removed it) would have every case
    // write a regular file there and blame the runner: say what is wrong with the machine.
    guard standardOutputLink != nil else {
      record(
        "reports to non-regular paths", "/dev/stdout",
        problems: [
          "this machine's /dev/stdout is \(Self.describe("/dev/stdout")), not a link; the cases were not run."
            + " Restore it with `ln -sfn /proc/self/fd/1 /dev/stdout` and run the suite again"
        ])
      return
    }
    for target in reportTargetCases() {
      let workspace = workspace(from: template)
      let (argument, reader) = target.prepare(workspace)
      let before = target.describe(workspace)
      let ended = run(["Good", "--snapshots", "Snapshots", "--report", "json", argument], in: workspace)
      reader?.finish()
      var problems: [String] = []
      if ended.code != 0 || ended.hung {
        problems.append("the run did not pass: \(tail(ended.output + ended.error))")
      }
      let report = target.received(workspace, ended, reader)
      if let reason = Self.reportProblem(report) { problems.append("the report \(reason)") }
      let after = target.describe(workspace)
      if after != before {
        problems.append("the path named \(before) and now names \(after)")
      }
      for (path, was) in system where Self.describe(path) != was {
        problems.append("\(path) was \(was) and is now \(Self.describe(path))")
        if path == "/dev/stdout", let standardOutputLink { Self.restoreLink(path, to: standardOutputLink) }
      }
      let leftovers = Tree(workspace).entries.keys.filter { $0.hasSuffix(".tmp") }
      if !leftovers.isEmpty { problems.append("temporary files were left: \(leftovers.sorted())") }
      problems += workersLeft()
      record("reports to non-regular paths", target.name, problems: problems)
      remove(workspace)
    }
  }

  /// The cases, each with its checks.
  private func reportTargetCases() -> [ReportTargetCase] {
    let fromOutput: (String, Ended, FIFOReader?) -> String = { _, ended, _ in Self.jsonObject(in: ended.output) }
    return [
      ReportTargetCase(
        name: "/dev/stdout", prepare: { _ in ("/dev/stdout", nil) }, describe: { _ in Self.describe("/dev/stdout") },
        received: fromOutput),
      ReportTargetCase(
        name: "- (standard output)", prepare: { _ in ("-", nil) }, describe: { Self.describe($0 + "/-") },
        received: { _, ended, _ in ended.output }),
      ReportTargetCase(
        name: "a FIFO with a reader",
        prepare: { workspace in
          let path = workspace + "/report.fifo"
          precondition(mkfifo(path, 0o600) == 0, "cannot make a FIFO: \(String(cString: strerror(errno)))")
          return (path, FIFOReader(path: path))
        },
        describe: { Self.describe($0 + "/report.fifo") },
        received: { _, _, reader in reader?.text ?? "" }),
      ReportTargetCase(
        name: "a symbolic link to a regular file",
        prepare: { workspace in
          _ = FileManager.default.createFile(atPath: workspace + "/decoy/report.json", contents: Data("old\n".utf8))
          self.link("report.json", "decoy/report.json", workspace)
          return ("report.json", nil)
        },
        describe: { Self.describe($0 + "/report.json") },
        received: { workspace, _, _ in
          (try? String(contentsOfFile: workspace + "/decoy/report.json", encoding: .utf8)) ?? ""
        }),
      ReportTargetCase(
        name: "a symbolic link to /dev/null",
        prepare: { workspace in
          try! FileManager.default.createSymbolicLink(atPath: workspace + "/null", withDestinationPath: "/dev/null")
          return ("null", nil)
        },
        describe: { Self.describe($0 + "/null") + ", " + Self.describe("/dev/null") },
        received: { _, _, _ in Self.emptyReport }),
      ReportTargetCase(
        name: "the device /dev/null", prepare: { _ in ("/dev/null", nil) },
        describe: { _ in Self.describe("/dev/null") },
        received: { _, _, _ in Self.emptyReport }),
    ]
  }

  /// Puts the link `path` back, pointing to `target`, when a run replaced it with something
  /// else: a runner that renames over `/dev/stdout` would otherwise leave every later program
  /// on the machine without it.
  static func restoreLink(_ path: String, to target: String) {
    guard (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != target else { return }
    _ = POSIX.unlink(path)
    symlink(target, path)
  }

  /// What a device swallows: nothing can be read back, so only the run and the path are
  /// checked.
  static let emptyReport = "(written to a device)"

  /// Why `report` is not a whole JSON report of the six passing Good states; `nil` when it is.
  static func reportProblem(_ report: String) -> String? {
    if report == emptyReport { return nil }
    guard let json = try? JSONSerialization.jsonObject(with: Data(report.utf8)) as? [String: Any] else {
      return "did not arrive whole: \(tail(report))"
    }
    let passed = (json["summary"] as? [String: Any])?["passed"] as? Int
    return passed == 6 ? nil : "counts \(passed.map(String.init) ?? "no") passed states, not 6"
  }

  /// The JSON object in a run's standard output: the lines from a `{` alone on its line to
  /// a `}` alone on its line.
  static func jsonObject(in output: String) -> String {
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(of: "{"), let end = lines.lastIndex(of: "}"), start <= end else { return output }
    return lines[start...end].joined(separator: "\n")
  }

  /// What `path` names, without following a link: `link -> target`, `fifo`, `file`,
  /// `device major:minor` or `nothing`.
  static func describe(_ path: String) -> String {
    if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) { return "link -> " + target }
    var status = POSIX.FileStatus()
    guard POSIX.lstat(path, &status) == 0 else { return "nothing" }
    switch status.st_mode & POSIX.S_IFMT {
    case POSIX.S_IFIFO: return "fifo"
    case POSIX.S_IFREG: return "file"
    case POSIX.S_IFCHR: return "device \(status.st_rdev)"
    default: return "something else"
    }
  }
}

/// Reads a FIFO to its end on a thread of its own, as a `cat report.fifo` would, so the run
/// writing it finds a reader. If the run put something else at the path, ``finish()``
/// releases the waiting reader through a second name for the FIFO, so the suite fails
/// rather than hangs.
final class FIFOReader: @unchecked Sendable {
  private let path: String
  private let spare: String
  private let done = DispatchSemaphore(value: 0)
  private var bytes: [UInt8] = []

  init(path: String) {
    self.path = path
    spare = path + ".same"
    precondition(link(path, spare) == 0, "cannot link the FIFO: \(String(cString: strerror(errno)))")
    Thread.detachNewThread { [self] in
      let descriptor = POSIX.open(path, POSIX.O_RDONLY)
      var chunk = [UInt8](repeating: 0, count: 64 * 1024)
      while descriptor >= 0 {
        let count = POSIX.read(descriptor, &chunk, chunk.count)
        if count < 0 && POSIX.errno == POSIX.EINTR { continue }
        if count <= 0 { break }
        bytes += chunk[..<count]
      }
      if descriptor >= 0 { _ = POSIX.close(descriptor) }
      done.signal()
    }
  }

  /// Waits for the reader to reach the end of what was written. A reader still waiting for a
  /// writer (the run wrote somewhere else) is given one that writes nothing.
  func finish() {
    while done.wait(timeout: .now() + 0.1) == .timedOut {
      let release = POSIX.open(spare, POSIX.O_WRONLY | POSIX.O_NONBLOCK)
      if release >= 0 { _ = POSIX.close(release) }
    }
    _ = POSIX.unlink(spare)
  }

  /// What the reader received; call after ``finish()``.
  var text: String { String(decoding: bytes, as: UTF8.self) }
}
