import Foundation
import PreviewKit
import PreviewRunner
import Testing
import TextUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

private struct ReportedPreviews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(width: 12, height: 1) }
  static var states: [PreviewState] { [PreviewState("one") { Text("reported") }] }
}

/// What the path names, without following a link: "link", "fifo", "file", "device"…
private func kind(_ path: String) -> String {
  var status = stat()
  guard lstat(path, &status) == 0 else { return "missing" }
  switch status.st_mode & S_IFMT {
  case S_IFLNK: return "link"
  case S_IFIFO: return "fifo"
  case S_IFREG: return "file"
  case S_IFCHR: return "device"
  case S_IFDIR: return "directory"
  default: return "other"
  }
}

/// The link's target as written in it.
private func linkTarget(_ path: String) -> String? {
  try? FileManager.default.destinationOfSymbolicLink(atPath: path)
}

/// Whether `text` is a JSON report of one passing state.
private func isReport(_ text: String) -> Bool {
  guard let json = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else { return false }
  return (json["summary"] as? [String: Any])?["passed"] as? Int == 1
}

@Suite("--report writes where it points and leaves what the path names as it was", .serialized)
@MainActor
struct ReportTargetTests {
  private let providers: [any PreviewProvider.Type] = [ReportedPreviews.self]

  /// A sandbox whose one state is recorded, so a run passes.
  private func recorded() async throws -> RunnerSandbox {
    let sandbox = try RunnerSandbox()
    let record = await sandbox.run(["--record"], providers: providers)
    #expect(record.code == 0, "\(record.output)\(record.error)")
    return sandbox
  }

  @Test("a report through a symbolic link replaces the link's target; the link stays a link")
  func throughLink() async throws {
    let sandbox = try await recorded()
    try FileManager.default.createDirectory(atPath: sandbox.path("real"), withIntermediateDirectories: true)
    try Data("old".utf8).write(to: URL(fileURLWithPath: sandbox.path("real/report.json")))
    chmod(sandbox.path("real/report.json"), 0o640)
    try FileManager.default.createSymbolicLink(
      atPath: sandbox.path("report.json"), withDestinationPath: "real/report.json")
    let run = await sandbox.run(["--report", "json", "report.json"], providers: providers)
    #expect(run.code == 0, "\(run.output)\(run.error)")
    #expect(kind(sandbox.path("report.json")) == "link")
    #expect(linkTarget(sandbox.path("report.json")) == "real/report.json")
    #expect(isReport(try String(contentsOfFile: sandbox.path("real/report.json"), encoding: .utf8)))
    // The file replaced keeps its mode.
    let mode = try FileManager.default.attributesOfItem(atPath: sandbox.path("real/report.json"))[.posixPermissions]
    #expect(mode as? Int == 0o640)
  }

  @Test("a link to nothing yet comes to name the new report")
  func danglingLink() async throws {
    let sandbox = try await recorded()
    try FileManager.default.createSymbolicLink(atPath: sandbox.path("report.json"), withDestinationPath: "later.json")
    let run = await sandbox.run(["--report", "json", "report.json"], providers: providers)
    #expect(run.code == 0, "\(run.output)\(run.error)")
    #expect(kind(sandbox.path("report.json")) == "link")
    #expect(isReport(try String(contentsOfFile: sandbox.path("later.json"), encoding: .utf8)))
  }

  @Test("a report to a link to /dev/null goes into the device; the link stays a link")
  func linkToDevice() async throws {
    let sandbox = try await recorded()
    try FileManager.default.createSymbolicLink(atPath: sandbox.path("null"), withDestinationPath: "/dev/null")
    let run = await sandbox.run(["--report", "junit", sandbox.path("null")], providers: providers)
    #expect(run.code == 0, "\(run.output)\(run.error)")
    #expect(kind(sandbox.path("null")) == "link")
    #expect(linkTarget(sandbox.path("null")) == "/dev/null")
    #expect(kind("/dev/null") == "device")
  }

  @Test("a report to a FIFO reaches its reader, and the FIFO stays a FIFO")
  func fifo() async throws {
    let sandbox = try await recorded()
    let path = sandbox.path("report.fifo")
    #expect(mkfifo(path, 0o600) == 0)
    // The reader opens the FIFO and reads it to the end while the run writes it.
    let received = Task.detached { () -> String in
      let descriptor = open(path, O_RDONLY)
      defer { close(descriptor) }
      var bytes: [UInt8] = []
      var chunk = [UInt8](repeating: 0, count: 4096)
      while true {
        let count = read(descriptor, &chunk, chunk.count)
        if count <= 0 { break }
        bytes += chunk[..<count]
      }
      return String(decoding: bytes, as: UTF8.self)
    }
    // A second name for the FIFO, through which a writer can still reach a reader left
    // waiting if the run put something else at `path`: the test then fails rather than hangs.
    #expect(link(path, path + ".same") == 0)
    let run = await sandbox.run(["--report", "json", path], providers: providers)
    #expect(run.code == 0, "\(run.output)\(run.error)")
    let release = open(path + ".same", O_WRONLY | O_NONBLOCK)
    if release >= 0 { close(release) }
    #expect(isReport(await received.value))
    #expect(kind(path) == "fifo")
  }

  @Test("'-' puts the report alone on standard output and the run's lines on standard error")
  func standardOutput() async throws {
    let sandbox = try await recorded()
    let run = await sandbox.run(["--report", "json", "-"], providers: providers)
    #expect(run.code == 0, "\(run.output)\(run.error)")
    #expect(isReport(run.output), "\(run.output)")
    #expect(summaryLine(run.error) == "1 passed, 0 failed", "\(run.error)")
    #expect(!FileManager.default.fileExists(atPath: sandbox.path("-")))
  }

  @Test("only one report can go to standard output")
  func oneReportOnStandardOutput() {
    #expect(throws: UsageError("only one '--report' can go to standard output ('-')")) {
      try RunnerOptions.parse(["--report", "json", "-", "--report", "junit", "-"])
    }
  }

  @Test("a path through a file says that file is not a directory, before anything is rendered")
  func pathThroughFile() async throws {
    let sandbox = try await recorded()
    try Data("<html>".utf8).write(to: URL(fileURLWithPath: sandbox.path("x.html")))
    for arguments in [["--report", "html", "x.html/y"], ["audit", "--report", "json", "x.html/y/z.json"]] {
      let run = await sandbox.run(arguments, providers: providers)
      #expect(run.code == 2)
      #expect(
        run.error.contains(
          "report to \(sandbox.path(arguments.last ?? "")): \(sandbox.path("x.html")) is not a directory — check --report"
        ),
        "\(run.error)")
      #expect(!run.output.contains("passed"), "\(run.output)")
    }
    #expect(try String(contentsOfFile: sandbox.path("x.html"), encoding: .utf8) == "<html>")
  }

  @Test("--new-dir through a link writes into the linked directory, and the link stays a link")
  func newDirectoryThroughLink() async throws {
    let sandbox = try await recorded()
    try FileManager.default.createDirectory(atPath: sandbox.path("real-new"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: sandbox.path("new"), withDestinationPath: "real-new")
    try sandbox.write("textui-snapshot 2\nchanged by hand\n", to: "Reported/ReportedPreviews.one.txt")
    let run = await sandbox.run(["--ci", "--new-dir", sandbox.path("new")], providers: providers)
    #expect(run.code == 1)
    #expect(kind(sandbox.path("new")) == "link")
    #expect(
      sandbox.listing(sandbox.path("real-new")) == [
        "Reported/ReportedPreviews.one.txt.base", "Reported/ReportedPreviews.one.txt.new",
      ])
  }

  @Test("--new-dir naming a pipe says it is not a directory")
  func newDirectoryNotADirectory() async throws {
    let sandbox = try await recorded()
    #expect(mkfifo(sandbox.path("pipe"), 0o600) == 0)
    let run = await sandbox.run(["--ci", "--new-dir", sandbox.path("pipe")], providers: providers)
    #expect(run.code == 2)
    #expect(
      run.error.contains(
        "cannot write new renderings to \(sandbox.path("pipe")): \(sandbox.path("pipe")) is not a directory — check --new-dir"
      ),
      "\(run.error)")
    #expect(kind(sandbox.path("pipe")) == "fifo")
  }

  @Test("a directory, or a link to one, is refused by name")
  func directory() async throws {
    let sandbox = try await recorded()
    try FileManager.default.createDirectory(atPath: sandbox.path("out"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: sandbox.path("out-link"), withDestinationPath: "out")
    for path in ["out", "out-link"] {
      let run = await sandbox.run(["--report", "json", path], providers: providers)
      #expect(run.code == 2)
      #expect(run.error.contains("report to \(sandbox.path(path)): it is a directory"), "\(run.error)")
    }
    #expect(kind(sandbox.path("out-link")) == "link")
  }
}
