import TextUI

/// The snapshot encoder, the only one: writes a ``SnapshotFile``, or a buffer as the file of
/// it would be, into one byte array reserved up front, with no `String` per line, run or
/// cell, in the format described on ``SnapshotFile``.
extension SnapshotFile {
  static let magic = "textui-snapshot"

  /// The file's full text: LF line ends and a final newline, in the format described on the
  /// type.
  package func encoded() -> String {
    String(decoding: encodedBytes(), as: UTF8.self)
  }

  /// The file's bytes, exactly what ``encoded()`` returns as UTF-8: what the runner compares
  /// with the recorded file and writes, built once per state.
  package func encodedBytes() -> [UInt8] {
    // Runs from `StyleEncoding.runs(of:)` are already ordered; sorting is only for hand-built
    // files, so the text never depends on the order runs were added in.
    var runs = styles
    if zip(runs, runs.dropFirst()).contains(where: { Self.runOrder($1, $0) }) {
      runs.sort(by: Self.runOrder)
    }
    var bytes = Self.encode(
      id: id, width: width, height: height, unicodePolicy: unicodePolicy, terminal: terminal, runs: runs,
      spare: 64 + accessibility.count * 32
    ) { bytes in
      for line in lines {
        Self.appendBar(to: &bytes)
        Self.appendRow(line, to: &bytes)
        Self.appendBar(to: &bytes)
        bytes.append(0x0A)
      }
    }
    bytes.append(contentsOf: AccessibilitySection.bytes(accessibility))
    return bytes
  }

  /// The format around the rows, which `appendRows` writes between the top and bottom rules,
  /// into one array with room for the file and `spare` bytes more.
  private static func encode(
    id: SnapshotID, width: Int, height: Int, unicodePolicy: String, terminal: String?, runs: [StyleRun],
    spare: Int, appendRows: (inout [UInt8]) -> Void
  ) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(256 + (height + 2) * (width * 3 + 8) + runs.count * 40 + spare)
    appendHeader(id: id, width: width, height: height, unicodePolicy: unicodePolicy, to: &bytes)
    if let terminal { appendField("terminal: ", terminal, to: &bytes) }
    appendRule(opening: 0x8C, closing: 0x90, width: width, to: &bytes)
    appendRows(&bytes)
    appendRule(opening: 0x94, closing: 0x98, width: width, to: &bytes)
    appendStylesSection(runs, to: &bytes)
    return bytes
  }

  /// Appends the header: the magic line and every field, each line ending in a newline.
  private static func appendHeader(
    id: SnapshotID, width: Int, height: Int, unicodePolicy: String, to bytes: inout [UInt8]
  ) {
    appendIdentityHeader(id: id, width: width, to: &bytes)
    bytes.append(contentsOf: "height: ".utf8)
    StyleEncoding.appendDecimal(height, to: &bytes)
    bytes.append(0x0A)
    if unicodePolicy == GraphemeWidth.policy {
      bytes.append(contentsOf: policyField)
    } else {
      appendField("width-policy: ", unicodePolicy, to: &bytes)
    }
  }

  /// The value of the `terminal` field for a rendering resolved for `appearance`, or `nil`
  /// for the light terminal with colour, which files written before variants were drawn for
  /// and which therefore has no field: `dark #e5e5e5 on #000000`, with `, no colour` for a
  /// terminal without colour.
  package static func terminalField(of appearance: TerminalAppearance) -> String? {
    guard !appearance.keepsCells else { return nil }
    let scheme = appearance.colorScheme == .dark ? "dark" : "light"
    return "\(scheme) \(appearance.foreground.hex) on \(appearance.background.hex)"
      + (appearance.showsColor ? "" : ", no colour")
  }

  /// The `width-policy` field of this process's `GraphemeWidth.policy`, escaped once: every
  /// file the runner renders has it.
  static let policyField: [UInt8] = {
    var bytes: [UInt8] = []
    appendField("width-policy: ", GraphemeWidth.policy, to: &bytes)
    return bytes
  }()

  /// The first lines of every file of the snapshot `id` at `width`: the magic line and the
  /// fields that name it, through `width: N`. A worker's rendering must start with these
  /// bytes for the state the runner asked for, so a rendering can never be filed under
  /// another state's name.
  package static func identityHeader(id: SnapshotID, width: Int) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(256)
    appendIdentityHeader(id: id, width: width, to: &bytes)
    return bytes
  }

  /// Appends ``identityHeader(id:width:)`` to `bytes`.
  private static func appendIdentityHeader(id: SnapshotID, width: Int, to bytes: inout [UInt8]) {
    bytes.append(contentsOf: magic.utf8)
    bytes.append(UInt8(ascii: " "))
    StyleEncoding.appendDecimal(formatVersion, to: &bytes)
    bytes.append(0x0A)
    appendField("component: ", id.component, to: &bytes)
    appendField("preview: ", id.preview, to: &bytes)
    appendField("state: ", id.state, to: &bytes)
    if let step = id.step { appendField("step: ", step, to: &bytes) }
    if let variant = id.variant { appendField("variant: ", variant, to: &bytes) }
    bytes.append(contentsOf: "width: ".utf8)
    StyleEncoding.appendDecimal(width, to: &bytes)
    bytes.append(0x0A)
  }

  /// Appends `styles:` and one line per row with runs; `runs` are ordered by row, then
  /// column. Written in one block, appended with one copy.
  private static func appendStylesSection(_ runs: [StyleRun], to bytes: inout [UInt8]) {
    let capacity = 8 + runs.count * (StyleEncoding.maximumRunBytes + 1)
    StyleEncoding.appendWritten(capacity, to: &bytes) { out in
      var count = StyleEncoding.write("styles:\n", to: out)
      var start = 0
      while start < runs.count {
        var end = start + 1
        while end < runs.count && runs[end].row == runs[start].row { end += 1 }
        count += StyleEncoding.writeLine(row: runs[start].row, runs: runs[start..<end], to: out + count)
        out[count] = 0x0A
        count += 1
        start = end
      }
      return count
    }
  }

  /// Appends a row given as text: as it is, except that a control character, which a row
  /// of a rendering never holds (a terminal shows none: TextUI draws one in text as its
  /// Control Pictures symbol, and one left in a cell as U+FFFD), is written as U+FFFD, as a
  /// rendering's row writes it, so that no file carries a live control character.
  private static func appendRow(_ line: String, to bytes: inout [UInt8]) {
    var line = line
    // As a buffer: appending the UTF-8 view is a call per byte in an unoptimised build.
    let written = line.withUTF8 { utf8 in
      guard !EscapedText.needsEscape(utf8) else { return false }
      bytes.append(contentsOf: utf8)
      return true
    }
    guard !written else { return }
    for scalar in line.unicodeScalars {
      bytes.append(contentsOf: (isControl(scalar) ? "\u{FFFD}" : String(scalar)).utf8)
    }
  }

  /// Appends the frame's bar `│` (U+2502): three bytes as numbers, where a stored array
  /// would be a once-check and a retain per row.
  private static func appendBar(to bytes: inout [UInt8]) {
    bytes.append(0xE2)
    bytes.append(0x94)
    bytes.append(0x82)
  }

  /// Appends `name`, `value` escaped (see ``escape(_:)``) and a newline. A value of printable
  /// ASCII without a backslash or a space at either end, which is every usual name, is copied
  /// as it is, without asking `String` for its scalars.
  private static func appendField(_ name: String, _ value: String, to bytes: inout [UInt8]) {
    bytes.append(contentsOf: name.utf8)
    let utf8 = value.utf8
    // Over the string's own storage where it has one (a native string): `allSatisfy` on the
    // UTF-8 view is a closure call and an index step per byte.
    let plain =
      utf8.withContiguousStorageIfAvailable { Self.isPlainField($0) }
      ?? (utf8.first != 0x20 && utf8.last != 0x20 && utf8.allSatisfy { $0 >= 0x20 && $0 <= 0x7E && $0 != 0x5C })
    if plain {
      bytes.append(contentsOf: utf8)
    } else {
      bytes.append(contentsOf: escape(value).utf8)
    }
    bytes.append(0x0A)
  }

  /// Whether a field's value, as `utf8`, is printable ASCII without a backslash or a space
  /// at either end, so that it is written as it is.
  static func isPlainField(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
    // An index loop over the base pointer: iterating the buffer is a call per byte in a
    // debug build, as is the right side of each `||` and `&&` (a closure there).
    guard let bytes = utf8.baseAddress, utf8.count > 0 else { return true }
    let count = utf8.count
    guard bytes[0] != 0x20, bytes[count - 1] != 0x20 else { return false }
    var index = 0
    while index < count {
      let byte = bytes[index]
      // Below 0x20 or above 0x7E, in one test.
      if byte &- 0x20 >= 0x5F { return false }
      if byte == 0x5C { return false }
      index += 1
    }
    return true
  }

  /// Appends a rule of the frame (see ``writeRule(opening:closing:width:into:)``), written in
  /// a block and appended with one copy.
  private static func appendRule(opening: UInt8, closing: UInt8, width: Int, to bytes: inout [UInt8]) {
    StyleEncoding.appendWritten(ruleLength(width: width), to: &bytes) { out in
      writeRule(opening: opening, closing: closing, width: width, into: out)
    }
  }

  /// The UTF-8 length of a rule of the frame `width` cells wide.
  static func ruleLength(width: Int) -> Int { 3 * max(0, width) + 7 }

  /// Writes a rule of the frame at `out` and returns its length: the corner whose last UTF-8
  /// byte is `opening`, `─` × `width`, the corner ending in `closing`, a newline. The corners
  /// and `─` (U+2500) are box drawing, E2 94 xx in UTF-8.
  static func writeRule(opening: UInt8, closing: UInt8, width: Int, into out: UnsafeMutablePointer<UInt8>) -> Int {
    let count = ruleLength(width: width)
    // One `─`, then what is written copied after itself, doubling: three stores a cell cost
    // a debug build some forty instructions a cell. The copies start at a whole `─`.
    out[0] = 0xE2
    out[1] = 0x94
    out[2] = 0x80
    var written = 3
    let dashes = count - 1
    while written < dashes {
      let chunk = written < dashes - written ? written : dashes - written
      (out + written).initialize(from: out, count: chunk)
      written += chunk
    }
    out[2] = opening
    out[count - 2] = closing
    out[count - 1] = 0x0A
    return count
  }

  static func runOrder(_ left: StyleRun, _ right: StyleRun) -> Bool {
    (left.row, left.columns.lowerBound) < (right.row, right.columns.lowerBound)
  }
}
