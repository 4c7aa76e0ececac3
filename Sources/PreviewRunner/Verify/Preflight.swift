import Foundation
import PreviewSnapshots

/// What would make a verify run claim something that cannot happen, found before anything is
/// rendered: a report or `.new` directory that cannot be written, a snapshots directory that
/// does not exist, a `--record --width` that would record an undeclared width.
struct Preflight {
  let options: RunnerOptions
  let recordMode: SnapshotRecordMode
  let plan: PreviewPlan
  let store: SnapshotStore
  let workingDirectory: String

  /// The first problem, as a message for `error:`; `nil` when the run can go ahead.
  func problem() -> String? {
    if let problem = Self.reportProblem(options.reports, workingDirectory: workingDirectory) { return problem }
    if recordMode == .never, let directory = options.newDirectory {
      let path = PackagePaths.resolve(directory, in: workingDirectory)
      if let reason = Self.unwritableDirectory(path) {
        return "cannot write new renderings to \(path): \(reason) — check --new-dir"
      }
    }
    let explicit = options.snapshotsDirectory != RunnerOptions.defaultSnapshotsDirectory
    do {
      // A file or a link where the directory should be is refused in every mode; a link
      // inside it (a component folder, `.pending`, the lock file) too, before anything is
      // read through it or written.
      let exists = try store.directory.exists()
      if !exists && (recordMode == .never || (explicit && !recordMode.recordsChanged)) {
        return "the snapshots directory \(TerminalText.escaped(store.root)) does not exist — check --snapshots, or "
          + "create it by recording: swift run preview-runner --record"
      }
      try store.checkForLinks()
    } catch {
      return "\(error)"
    }
    return undeclaredRecordingWidth()
  }

  /// `--record --width N` for a state whose layout does not declare N.
  private func undeclaredRecordingWidth() -> String? {
    guard recordMode.recordsChanged, let width = options.width else { return nil }
    let undeclared = plan.items.first { item in
      !(plan.allItems.contains { $0.preview == item.preview && $0.stateIndex == item.stateIndex && $0.width == width })
    }
    guard let undeclared else { return nil }
    let declared = plan.allItems.filter {
      $0.preview == undeclared.preview && $0.stateIndex == undeclared.stateIndex
    }.map { String($0.width) }
    return
      "'--record --width \(width)' would record \(TerminalText.escaped(undeclared.displayName)) at a width its "
      + "layout does not declare (it declares \(declared.joined(separator: ", "))); add \(width) to its "
      + "PreviewLayout, or record without --width"
  }

  /// The first report of `reports` that cannot be written, as a message for `error:` (not
  /// escaped for a terminal yet); `nil` when every one can.
  static func reportProblem(_ reports: [RunnerOptions.Report], workingDirectory: String) -> String? {
    for report in reports {
      if let reason = ReportTarget.problem(writing: report.path, workingDirectory: workingDirectory) {
        let path = PackagePaths.resolve(report.path, in: workingDirectory)
        return "cannot write the \(report.format.rawValue) report to \(path): \(reason) — check --report"
      }
    }
    return nil
  }

  /// Why `path` cannot be used (and created, if missing) as a directory to write into.
  static func unwritableDirectory(_ path: String) -> String? {
    var candidate = path
    var isDirectory: ObjCBool = false
    while !FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory) {
      let parent = (candidate as NSString).deletingLastPathComponent
      if parent == candidate || parent.isEmpty { return "no part of it exists" }
      candidate = parent
    }
    guard isDirectory.boolValue else { return "\(candidate) is not a directory" }
    return POSIX.access(candidate, POSIX.W_OK | POSIX.X_OK) == 0
      ? nil : "\(candidate): \(String(cString: POSIX.strerror(POSIX.errno)))"
  }
}
