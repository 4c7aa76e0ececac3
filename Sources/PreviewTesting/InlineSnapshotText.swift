import PreviewRunner

/// The text an inline snapshot holds: a snapshot file without its header — the framed
/// screen, then `styles:` and its lines when anything is styled — and no final newline.
enum InlineSnapshotText {
  static func text(of file: SnapshotFile) -> String {
    var lines = file.encoded().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    if let frame = lines.firstIndex(where: { $0.hasPrefix("┌") }) { lines.removeFirst(frame) }
    if lines.last == "styles:" { lines.removeLast() }
    return lines.joined(separator: "\n")
  }
}
