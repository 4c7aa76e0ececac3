import Foundation
import PreviewKit
import PreviewRunner

/// A temporary directory for driving the real runner in-process, with `--snapshots` inside
/// it; deleted when the sandbox goes away.
final class RunnerSandbox {
  let root: URL

  init() throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("runner-sandbox-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    // `--snapshots` names a directory that must exist unless recording, as in a real project.
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("Snapshots"), withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: root) }

  var snapshots: String { root.appendingPathComponent("Snapshots").path }

  func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

  /// Every file under `directory` (default: the snapshots), relative to it, sorted; hidden
  /// folders included.
  func listing(_ directory: String? = nil) -> [String] {
    let base = URL(fileURLWithPath: directory ?? snapshots).standardizedFileURL.path
    guard let enumerator = FileManager.default.enumerator(atPath: base) else { return [] }
    return enumerator.compactMap { $0 as? String }.filter { relative in
      var isDirectory: ObjCBool = false
      return FileManager.default.fileExists(atPath: base + "/" + relative, isDirectory: &isDirectory)
        && !isDirectory.boolValue
    }.sorted()
  }

  func read(_ relative: String) throws -> String {
    try String(contentsOfFile: snapshots + "/" + relative, encoding: .utf8)
  }

  func write(_ text: String, to relative: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: snapshots + "/" + relative))
  }

  /// Runs the runner over `providers` with `--snapshots` pointing into the sandbox, writing to
  /// `console` (a capturing, non-terminal one by default) and reading `keys`.
  @MainActor
  func run(
    _ arguments: [String], providers: [any PreviewProvider.Type], environment: [String: String] = [:],
    console: Console = .capturing(), keys: KeySource = .none, variants: [PreviewVariant] = [.light]
  ) async -> (code: Int32, output: String, error: String) {
    let code = await PreviewRunnerCommand.run(
      arguments: arguments + ["--snapshots", snapshots], environment: environment, providers: providers,
      appChecks: [], workingDirectory: root.path, output: console, keys: keys, variants: variants)
    return (code, console.standardOutput, console.standardError)
  }
}

/// The last line of `text`: where the runner prints its summary.
func summaryLine(_ text: String) -> String {
  text.split(separator: "\n").last.map(String.init) ?? ""
}
