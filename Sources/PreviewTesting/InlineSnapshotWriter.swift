import Foundation
import Synchronization

/// Writes recorded inline snapshots into test sources, one file at a time.
///
/// The test binary was compiled from the file as it was, so every call's `#line` is a line
/// of that original text. Each rewrite remembers how many lines it added or removed after
/// its call; a later call in the same file is found at its original line plus what the
/// rewrites above it added. Tests that run in parallel take turns through one lock, and each
/// file is replaced atomically (a temporary file renamed over it).
final class InlineSnapshotWriter: Sendable {
  /// The writer of this test process.
  static let shared = InlineSnapshotWriter()

  /// Per file, per original call line: its lines before the first rewrite, and now.
  private let edits = Mutex<[String: [Int: (original: Int, current: Int)]]>([:])

  /// Rewrites the trailing closure of the `assertInlineSnapshot` call at `line` and `column`
  /// of `path` to return `text`; returns why it could not, or `nil`.
  func write(_ text: String, path: String, line: Int, column: Int, function: String) -> String? {
    edits.withLock { edits in
      var fileEdits = edits[path] ?? [:]
      let shift = fileEdits.filter { $0.key < line }.reduce(0) { $0 + $1.value.current - $1.value.original }
      guard let data = FileManager.default.contents(atPath: path) else {
        return "cannot read \(path) to write the inline snapshot into it"
      }
      let source = InlineSnapshotSource(bytes: Array(data))
      guard let call = source.call(named: function, line: line + shift, column: column) else {
        return "cannot find the \(function) call at \(path):\(line + shift) to write the inline snapshot into it"
      }
      let edit = source.rewriting(call, with: text)
      do {
        try Data(edit.bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
      } catch {
        return "cannot write the inline snapshot into \(path): \(error.localizedDescription)"
      }
      let original = fileEdits[line]?.original ?? edit.linesBefore
      fileEdits[line] = (original, edit.linesAfter)
      edits[path] = fileEdits
      return nil
    }
  }
}
