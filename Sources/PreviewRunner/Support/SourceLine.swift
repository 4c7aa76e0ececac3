/// A line of a source file, as annotations and reports point at it: the file from the root of
/// the repository the package is in (or from the package root outside a repository), with `/`
/// between folders, and a 1-based line.
package struct SourceLine: Sendable, Equatable, Codable {
  /// The file, from the repository root: `Previews/ItemListPreviews.swift`.
  package var file: String
  /// The line, from 1.
  package var line: Int

  package init(file: String, line: Int) {
    self.file = file
    self.line = line
  }
}
