import Foundation
import PreviewSnapshots

/// `merge-reports <dir or file>... --report FORMAT PATH`: reads the JSON reports of a sharded
/// run's shards (a folder gives every `.json` file in it and its subfolders), joins them
/// (``ReportMerge``) and writes the reports and the summary line one unsharded run would have.
///
/// Every input is read and checked before anything is written: a file that is not a report,
/// a file given twice, shards that are not the parts of one run are each an error naming the
/// files (exit 2), and no report is written. The HTML report draws each state from the
/// snapshots folder (`--snapshots`), and a failing state's new rendering from the `.new` file
/// beside its shard's report (the artifact a CI shard leaves, see ``CIArtifact``).
struct MergeReportsCommand: RunnerCommand {
  func run(in context: CommandContext) async -> Int32 {
    let options = context.options
    let output = context.output
    let workingDirectory = context.configuration.workingDirectory
    if let problem = Preflight.reportProblem(options.reports, workingDirectory: workingDirectory) {
      output.printError("error: \(TerminalText.escaped(problem))")
      return 2
    }
    let inputs: [ReportMerge.Input]
    let summary: RunSummary
    let files: [String]
    do throws(ReportMerge.Refusal) {
      files = try Self.reportFiles(options.reportInputs, workingDirectory: workingDirectory)
      inputs = try files.map { path throws(ReportMerge.Refusal) in
        try Self.read(path, workingDirectory: workingDirectory)
      }
      summary = try ReportMerge.merge(inputs)
    } catch {
      output.printError("error: \(TerminalText.escaped(error.message))")
      return 2
    }
    let snapshots = SnapshotsFolder.resolve(options.snapshotsDirectory, workingDirectory: workingDirectory)
    let store = SnapshotStore(root: snapshots.path)
    let snapshotsArgument =
      options.snapshotsDirectory == RunnerOptions.defaultSnapshotsDirectory
      ? "" : " --snapshots " + SnapshotReadError.shellQuoted(options.snapshotsDirectory)
    var record = RunRecord(
      summary: summary, acceptHint: RunRecord.acceptHint(summary, snapshotsArgument: snapshotsArgument),
      snapshotsFolder: SnapshotsFolder.fromPackageRoot(store.root, workingDirectory: workingDirectory))
    if options.reports.contains(where: { $0.format == .html }) {
      let folders = Set(files.map { ($0 as NSString).deletingLastPathComponent }).sorted()
      record.renderings = Self.renderings(summary, store: store, newFolders: folders)
      record.staleFiles = Self.staleFiles(summary.stale, store: store)
    }
    var written = true
    for report in options.reports {
      let data = report.format.report.encode(record)
      if !ReportFile.write(
        data, format: report.format, to: report.path, workingDirectory: workingDirectory, output: output)
      {
        written = false
      }
    }
    output.print(summary.summaryLine)
    return summary.failureCount > 0 || !written ? 1 : 0
  }

  /// The report files `arguments` name, absolute, in the order given (a folder's sorted), each
  /// once: a file named twice, directly or through a folder, is refused.
  static func reportFiles(_ arguments: [String], workingDirectory: String) throws(ReportMerge.Refusal) -> [String] {
    var files: [String] = []
    var seen: [FileIdentity: String] = [:]
    for argument in arguments {
      let path = PackagePaths.resolve(argument, in: workingDirectory)
      var status = POSIX.FileStatus()
      guard POSIX.stat(path, &status) == 0 else {
        throw ReportMerge.Refusal(message: "cannot read \(argument): \(String(cString: strerror(errno)))")
      }
      var found = [path]
      if status.st_mode & POSIX.S_IFMT == POSIX.S_IFDIR {
        found = jsonFiles(in: path)
        guard !found.isEmpty else {
          throw ReportMerge.Refusal(
            message: "\(argument) holds no .json report; name the folder the shards' reports were downloaded to")
        }
      }
      for file in found {
        var fileStatus = POSIX.FileStatus()
        guard POSIX.stat(file, &fileStatus) == 0 else {
          throw ReportMerge.Refusal(message: "cannot read \(file): \(String(cString: strerror(errno)))")
        }
        let identity = FileIdentity(device: UInt64(fileStatus.st_dev), inode: UInt64(fileStatus.st_ino))
        if let earlier = seen[identity] {
          throw ReportMerge.Refusal(
            message: earlier == file
              ? "\(file) is listed twice; name each shard's report once"
              : "\(file) is listed twice (also as \(earlier)); name each shard's report once")
        }
        seen[identity] = file
        files.append(file)
      }
    }
    return files
  }

  /// A file, however it is named.
  private struct FileIdentity: Hashable {
    var device: UInt64
    var inode: UInt64
  }

  /// Every `.json` file in `folder` and its subfolders, sorted; links are not followed.
  private static func jsonFiles(in folder: String) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
    var files: [String] = []
    for case let relative as String in enumerator where relative.hasSuffix(".json") {
      let path = folder + "/" + relative
      var status = POSIX.FileStatus()
      if POSIX.lstat(path, &status) == 0 && status.st_mode & POSIX.S_IFMT == POSIX.S_IFREG { files.append(path) }
    }
    return files.sorted()
  }

  /// One report, read and decoded; refused, naming it, when it is not a report.
  static func read(_ path: String, workingDirectory: String) throws(ReportMerge.Refusal) -> ReportMerge.Input {
    let name = shown(path, workingDirectory: workingDirectory)
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw ReportMerge.Refusal(message: "cannot read \(name): \(String(cString: strerror(errno)))")
    }
    defer { try? handle.close() }
    let data = (try? handle.read(upToCount: JSONReport.maximumSize + 1)) ?? Data()
    guard data.count <= JSONReport.maximumSize else {
      throw ReportMerge.Refusal(message: "\(name) is larger than \(JSONReport.maximumSize >> 20) MiB: it is no report")
    }
    do {
      return ReportMerge.Input(name: name, summary: try JSONReport.decode(data))
    } catch {
      throw ReportMerge.Refusal(message: "\(name): \(error.reason)")
    }
  }

  /// `path` as messages name it: from the working directory when it is inside it.
  static func shown(_ path: String, workingDirectory: String) -> String {
    let base = URL(fileURLWithPath: workingDirectory).standardizedFileURL.pathComponents
    let parts = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
    guard parts.count > base.count, Array(parts.prefix(base.count)) == base else { return path }
    return TerminalText.escaped(parts.dropFirst(base.count).joined(separator: "/"))
  }

  /// What the HTML report draws, as the unsharded run would have drawn it: a state that did
  /// not fail from its snapshot; a failing one from the `.new` file a shard left beside its
  /// report, against the snapshot when it differed from one.
  static func renderings(
    _ summary: RunSummary, store: SnapshotStore, newFolders: [String]
  ) -> [String: HTMLReport.Rendering] {
    var renderings: [String: HTMLReport.Rendering] = [:]
    for result in summary.results {
      guard let path = result.id?.relativePath else { continue }
      let recorded = try? store.load(relativePath: path)
      var snapshot: SnapshotFile?
      if case .found(let bytes) = recorded { snapshot = try? SnapshotFile.decode(bytes, path: path) }
      switch (result.status, result.kind) {
      case (.passed, _), (.new, _), (.recorded, _):
        if let snapshot { renderings[path] = HTMLReport.Rendering(rendered: snapshot) }
      case (_, .changed), (_, .missing), (_, .unreadable):
        let new = newFolders.lazy.compactMap { folder in
          try? SnapshotStore(root: folder).directory.read(path + ".new", action: "read new rendering")
        }.first
        guard let new, let file = try? SnapshotFile.decode(new, path: path) else { continue }
        renderings[path] = HTMLReport.Rendering(
          reference: result.kind == .missing ? nil : snapshot, rendered: file)
      default:
        continue
      }
    }
    return renderings
  }

  /// The stale snapshot files that can be decoded, for the HTML report.
  static func staleFiles(_ stale: [String], store: SnapshotStore) -> [String: SnapshotFile] {
    var files: [String: SnapshotFile] = [:]
    for path in stale {
      guard case .found(let bytes) = try? store.load(relativePath: path) else { continue }
      files[path] = try? SnapshotFile.decode(bytes, path: path)
    }
    return files
  }
}
