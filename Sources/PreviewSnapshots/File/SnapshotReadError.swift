/// A snapshot file that cannot be read: what is wrong, where, and how to fix it.
package struct SnapshotReadError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file, as the runner was asked to read it.
  package var path: String
  /// What is wrong, usually with the line number.
  package var reason: String

  /// An error for `path` saying `reason`.
  package init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  /// `cannot read snapshot <path>: <reason> — re-record it with: swift run preview-runner
  /// --record <Component>`, the component taken from the file's folder when it is known.
  package var description: String {
    var command = "swift run preview-runner --record"
    let parts = path.split(separator: "/")
    if parts.count >= 2, let component = SnapshotID.originalName(fromSafeName: String(parts[parts.count - 2])),
      !component.isEmpty
    {
      command += " " + Self.shellQuoted(component)
    }
    // The reason can quote a line of the file: nothing in it reaches a terminal raw.
    return TerminalText.escaped("cannot read snapshot \(path): \(reason) — re-record it with: \(command)")
  }

  /// `word` as one shell argument, quoted only when it has to be.
  package static func shellQuoted(_ word: String) -> String {
    let plain = word.unicodeScalars.allSatisfy {
      ($0.properties.isAlphabetic && $0.isASCII) || ("0"..."9").contains($0) || "_-./+:@,".unicodeScalars.contains($0)
    }
    if plain { return word }
    return "'" + word.replacing("'", with: "'\\''") + "'"
  }
}
