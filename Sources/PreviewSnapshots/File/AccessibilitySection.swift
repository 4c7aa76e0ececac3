import TextUI

/// The `accessibility:` section of a snapshot file: what a screen reader gets from the
/// rendering, one element a line in reading order, after the styles.
///
/// ```text
/// accessibility:
/// text "Reading list" traits=header
/// button "Fetch" hint="Loads the list"
/// toggle "Wi-Fi" value="on"
/// button symbol="xmark"
/// ```
///
/// Each line is `AccessibilityElement/line`: the role (`text`, `button`, `link`,
/// `text-field`, `toggle`, `adjustable`, `image`, `progress`, `group`), the name in double
/// quotes — or, for an element with no name that shows an SF Symbol, `symbol="…"` — then
/// `value="…"`, `traits=…` (comma-separated), `level=N`, `hint="…"` and `actions="…",…` when
/// present. Quoted text is escaped as the whole file is (`EscapedText`), with `"` as `\"`: `\`
/// as `\\`, newlines, tabs and carriage returns as `\n`, `\t`, `\r`, any other control
/// character as `\u{1B}`; the decoder reads every escape back and refuses a malformed one.
/// Hidden elements are not written. The section is always present, empty when nothing is
/// readable.
enum AccessibilitySection {
  /// The line that opens the section.
  static let title = "accessibility:"

  /// The format version that had no accessibility section.
  static let versionWithoutSection = 1

  /// The section's bytes for `lines`: the title line, then each line.
  static func bytes(_ lines: [String]) -> [UInt8] {
    var bytes = Array((title + "\n").utf8)
    for var line in lines {
      // As a buffer: appending the UTF-8 view is a call per byte in an unoptimised build.
      line.withUTF8 { bytes.append(contentsOf: $0) }
      bytes.append(0x0A)
    }
    return bytes
  }

  /// The section's bytes for `tree`: what ``bytes(_:)`` writes for its lines, written
  /// straight from the elements, so that a plain element (no value, traits, hint or actions,
  /// no character to escape) makes no `String`: the runner writes one section per state.
  static func bytes(of tree: AccessibilityTree) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(roomEstimate(for: tree))
    append(tree, to: &bytes)
    return bytes
  }

  /// About how many bytes ``bytes(of:)`` takes for `tree`, for a writer reserving room.
  static func roomEstimate(for tree: AccessibilityTree) -> Int { 16 + tree.elements.count * 32 }

  /// Appends ``bytes(of:)`` to `bytes`.
  static func append(_ tree: AccessibilityTree, to bytes: inout [UInt8]) {
    bytes.append(contentsOf: titleLine)
    // Read in place through a pointer: iterating the array copies every element (its name
    // retained and released) and is a generic call per element in a debug build.
    tree.elements.withUnsafeBufferPointer { elements in
      guard var element = elements.baseAddress else { return }
      let end = element + elements.count
      while element < end {
        // The plain elements from here, written in one block with one copy, up to the first
        // that is not plain or whose name has a character to escape.
        var room = 0
        var plainEnd = element
        while plainEnd < end && (plainEnd.pointee.isHidden || plainEnd.pointee.isPlain) {
          if !plainEnd.pointee.isHidden {
            room += plainEnd.pointee.role.snapshotName.utf8CodeUnitCount + plainEnd.pointee.name.utf8.count + 4
          }
          plainEnd += 1
        }
        if room > 0 {
          StyleEncoding.appendWritten(room, to: &bytes) { out in
            var written = 0
            while element < plainEnd {
              if !element.pointee.isHidden {
                guard let count = writePlain(role: element.pointee.role, name: element.pointee.name, to: out + written)
                else { break }
                written += count
              }
              element += 1
            }
            return written
          }
        } else {
          element = plainEnd
        }
        guard element < end else { return }
        // Not plain, or its name has a character to escape: its line as it writes it.
        var line = element.pointee.line
        line.withUTF8 { bytes.append(contentsOf: $0) }
        bytes.append(0x0A)
        element += 1
      }
    }
  }

  /// ``title`` and a newline.
  private static let titleLine = Array((title + "\n").utf8)

  /// Writes `role "name"` and a newline at `out` for an element with nothing else to say, and
  /// returns the bytes written; `nil`, having written nothing, when its name has a character
  /// to escape. `out` has room for the role's name, the name's UTF-8 and four bytes.
  private static func writePlain(role: AccessibilityElement.Role, name: String, to out: UnsafeMutablePointer<UInt8>)
    -> Int?
  {
    var name = name
    return name.withUTF8 { name in
      if EscapedText.needsEscape(name, also: 0x22) { return nil }
      let roleName = role.snapshotName
      out.initialize(from: roleName.utf8Start, count: roleName.utf8CodeUnitCount)
      var written = roleName.utf8CodeUnitCount
      out[written] = 0x20
      out[written + 1] = 0x22
      written += 2
      if let source = name.baseAddress { (out + written).initialize(from: source, count: name.count) }
      written += name.count
      out[written] = 0x22
      out[written + 1] = 0x0A
      return written + 2
    }
  }

  /// Whether `line` opens the section (so the styles end before it).
  static func opens(_ line: Substring) -> Bool { line == title }

  /// Reads the section from `lines` at `index` to the end; a file of the version before the
  /// section has none. A line that cannot be an element (one that does not start with a
  /// role) is an error naming it.
  static func read(
    _ lines: [Substring], from index: inout Int, version: Int, failure: (String) -> SnapshotReadError
  ) throws(SnapshotReadError) -> [String] {
    if version == versionWithoutSection { return [] }
    guard index < lines.count, opens(lines[index]) else {
      let found = index < lines.count ? "`\(lines[index])`" : "the end of the file"
      throw failure(
        "line \(index + 1) should be `\(title)` (the accessibility section) but is \(found) — re-record it")
    }
    index += 1
    var elements: [String] = []
    let roles = Set(AccessibilityElement.Role.allCases.map(\.rawValue))
    while index < lines.count {
      let line = lines[index]
      let role = line.prefix { $0 != " " }
      guard roles.contains(String(role)) else {
        throw failure(
          "line \(index + 1): `\(line)` is not an accessibility element (a line starts with a role: "
            + AccessibilityElement.Role.allCases.map(\.rawValue).joined(separator: ", ") + ")")
      }
      guard EscapedText.unescaped(line, quotes: true) != nil else {
        throw failure("line \(index + 1): the accessibility element has a malformed `\\` escape — re-record it")
      }
      elements.append(String(line))
      index += 1
    }
    return elements
  }

  /// The text a file of the version without the section would have in the current version:
  /// the version line bumped and an empty section added, which is what the decoder checks an
  /// old file against, so that an old file reads as a rendering with nothing readable and
  /// shows up as a change to re-record.
  static func currentForm(ofOldText text: String, magic: String, version: Int) -> String {
    let old = "\(magic) \(versionWithoutSection)\n"
    guard text.hasPrefix(old) else { return text }
    return "\(magic) \(version)\n" + text.dropFirst(old.count) + title + "\n"
  }
}
