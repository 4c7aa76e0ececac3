import Foundation
import PreviewSnapshots

/// Writes a report where `--report FORMAT PATH` asked for it: atomically, a relative path
/// taken from the working directory, and a failure said on standard error rather than thrown,
/// so the other reports are still written.
enum ReportFile {
  /// Writes `data` as the `format` report at `path`; false, having said why, when it cannot.
  static func write(
    _ data: Data, format: RunnerOptions.ReportFormat, to path: String, workingDirectory: String, output: Console
  ) -> Bool {
    let path = PackagePaths.resolve(path, in: workingDirectory)
    do {
      try data.write(to: URL(fileURLWithPath: path), options: .atomic)
      return true
    } catch {
      output.printError(
        "error: cannot write the \(format.rawValue) report to \(TerminalText.escaped(path)): "
          + TerminalText.escaped("\(error)"))
      return false
    }
  }
}
