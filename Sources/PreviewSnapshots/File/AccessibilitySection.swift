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

  /// Writes the section for `tree`: what ``bytes(_:)`` writes for its lines, written
  /// straight from the elements, so that a plain element (no value, traits, hint or actions,
  /// no character to escape) makes no `String`: the runner writes one section per state.
  static func write(_ tree: AccessibilityTree, to block: inout SnapshotBlock) {
    block.write("accessibility:\n")
    // Read in place through a pointer: iterating the array copies every element (its name
    // retained and released) and is a generic call per element in a debug build.
    tree.elements.withUnsafeBufferPointer { elements in
      guard var element = elements.baseAddress else { return }
      let end = element + elements.count
      while element < end {
        if !element.pointee.isHidden && !writePlain(element, to: &block) {
          // Not plain, or its name has a character to escape: its line as it writes it.
          block.writeLine(element.pointee.line)
        }
        element += 1
      }
    }
  }

  /// Writes `role "name"` and a newline for the element at `element` when it has nothing
  /// else to say (`AccessibilityElement/isPlain`) and its name no character to escape;
  /// false, having written nothing, otherwise. Transparent: called, a debug build zeroed
  /// its seven stack slots with a call each, for every element.
  @_transparent
  private static func writePlain(
    _ element: UnsafePointer<AccessibilityElement>, to block: inout SnapshotBlock
  ) -> Bool {
    guard AccessibilityElement.isPlain(at: element) else { return false }
    let role = element.pointee.role.snapshotName
    var name = element.pointee.name
    let roleLength = role.utf8CodeUnitCount
    let length = name.utf8.count
    block.reserve(roleLength + length + 4)
    let out = block.cursor
    let written = name.withUTF8 { name -> Int in
      if EscapedText.needsEscape(name, also: 0x22) { return 0 }
      out.initialize(from: role.utf8Start, count: roleLength)
      out[roleLength] = 0x20
      out[roleLength + 1] = 0x22
      if let source = name.baseAddress { (out + roleLength + 2).initialize(from: source, count: length) }
      out[roleLength + 2 + length] = 0x22
      out[roleLength + 3 + length] = 0x0A
      return roleLength + length + 4
    }
    block.advance(by: written)
    return written > 0
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
