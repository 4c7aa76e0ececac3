import PreviewSnapshots

/// The text an inline snapshot holds: a snapshot file without its header — the framed
/// screen, then `styles:` and its lines when anything is styled, then `accessibility:` and
/// the tree's lines when it has any — and no final newline; in the ``InlineSnapshotFormat/lines``
/// format, the framed screen alone.
enum InlineSnapshotText {
  static func text(of file: SnapshotFile, as format: InlineSnapshotFormat = .snapshot) -> String {
    var lines = file.encoded().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    if let frame = lines.firstIndex(where: { $0.hasPrefix("┌") }) { lines.removeFirst(frame) }
    if !format.includesSections, let bottom = lines.firstIndex(where: { $0.hasPrefix("└") }) {
      return lines[...bottom].joined(separator: "\n")
    }
    // Empty sections are left out: the accessibility section when nothing is readable, then
    // the styles when nothing is styled, whether or not an accessibility section follows.
    if lines.last == "accessibility:" {
      lines.removeLast()
      if lines.last == "styles:" { lines.removeLast() }
    } else if let styles = lines.lastIndex(of: "styles:"), lines.index(after: styles) < lines.count,
      lines[lines.index(after: styles)] == "accessibility:"
    {
      lines.remove(at: styles)
    }
    return lines.joined(separator: "\n")
  }
}
