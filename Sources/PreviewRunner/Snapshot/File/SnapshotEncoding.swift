import TextUI

/// The snapshot encoder, the only one: writes a ``SnapshotFile``, or a buffer as the file of
/// it would be, into one byte array reserved up front, with no `String` per line, run or
/// cell, in the format described on ``SnapshotFile``.
extension SnapshotFile {
  static let magic = "textui-snapshot"

  /// The file's full text: LF line ends and a final newline, in the format described on the
  /// type.
  public func encoded() -> String {
    String(decoding: encodedBytes(), as: UTF8.self)
  }

  /// The file's bytes, exactly what ``encoded()`` returns as UTF-8: what the runner compares
  /// with the recorded file and writes, built once per state.
  public func encodedBytes() -> [UInt8] {
    // Runs from `StyleEncoding.runs(of:)` are already ordered; sorting is only for hand-built
    // files, so the text never depends on the order runs were added in.
    var runs = styles
    if zip(runs, runs.dropFirst()).contains(where: { Self.runOrder($1, $0) }) {
      runs.sort(by: Self.runOrder)
    }
    var bytes = Self.encode(id: id, width: width, height: height, unicodePolicy: unicodePolicy, runs: runs) { bytes in
      for line in lines {
        bytes.append(contentsOf: Self.bar)
        bytes.append(contentsOf: line.utf8)
        bytes.append(contentsOf: Self.bar)
        bytes.append(0x0A)
      }
    }
    bytes.append(contentsOf: AccessibilitySection.bytes(accessibility))
    return bytes
  }

  /// The bytes of `SnapshotFile(id: id, buffer: buffer, accessibility: accessibility)
  /// .encodedBytes()`, written straight from the buffer: no row becomes a `String` and no
  /// model is built. The same writer as the model's, fed the rows' display text and the
  /// buffer's style runs.
  public static func encodedBytes(id: SnapshotID, buffer: Buffer, accessibility: [String] = []) -> [UInt8] {
    var bytes = encodedScreen(id: id, buffer: buffer)
    bytes.append(contentsOf: AccessibilitySection.bytes(accessibility))
    return bytes
  }

  /// ``encodedBytes(id:buffer:accessibility:)`` with the lines of `tree`, written from its
  /// elements: what the runner writes for every state it renders.
  public static func encodedBytes(id: SnapshotID, buffer: Buffer, tree: AccessibilityTree) -> [UInt8] {
    var bytes = encodedScreen(id: id, buffer: buffer)
    bytes.append(contentsOf: AccessibilitySection.bytes(of: tree))
    return bytes
  }

  /// The file's bytes up to the accessibility section: header, frame and styles.
  private static func encodedScreen(id: SnapshotID, buffer: Buffer) -> [UInt8] {
    encode(
      id: id, width: buffer.width, height: buffer.height, unicodePolicy: GraphemeWidth.policy,
      runs: StyleEncoding.runs(of: buffer)
    ) { bytes in
      for y in 0..<buffer.height {
        bytes.append(contentsOf: bar)
        appendDisplayText(ofRow: y, in: buffer, to: &bytes)
        bytes.append(contentsOf: bar)
        bytes.append(0x0A)
      }
    }
  }

  /// The format around the rows, which `appendRows` writes between the top and bottom rules.
  private static func encode(
    id: SnapshotID, width: Int, height: Int, unicodePolicy: String, runs: [StyleRun],
    appendRows: (inout [UInt8]) -> Void
  ) -> [UInt8] {
    var bytes = header(id: id, width: width, height: height, unicodePolicy: unicodePolicy)
    bytes.reserveCapacity(bytes.count + (height + 2) * (width * 3 + 8) + runs.count * 24 + 16)
    appendRule(opening: topLeft, closing: topRight, width: width, to: &bytes)
    appendRows(&bytes)
    appendRule(opening: bottomLeft, closing: bottomRight, width: width, to: &bytes)
    bytes.append(contentsOf: stylesSection(runs))
    return bytes
  }

  /// The header: the magic line and every field, each line ending in a newline.
  private static func header(id: SnapshotID, width: Int, height: Int, unicodePolicy: String) -> [UInt8] {
    var bytes = identityHeader(id: id, width: width)
    bytes.append(contentsOf: "height: ".utf8)
    StyleEncoding.appendDecimal(height, to: &bytes)
    bytes.append(0x0A)
    if unicodePolicy == GraphemeWidth.policy {
      bytes.append(contentsOf: policyField)
    } else {
      appendField("width-policy: ", unicodePolicy, to: &bytes)
    }
    return bytes
  }

  /// The `width-policy` field of this process's `GraphemeWidth.policy`, escaped once: every
  /// file the runner renders has it.
  private static let policyField: [UInt8] = {
    var bytes: [UInt8] = []
    appendField("width-policy: ", GraphemeWidth.policy, to: &bytes)
    return bytes
  }()

  /// The first lines of every file of the snapshot `id` at `width`: the magic line and the
  /// fields that name it, through `width: N`. A worker's rendering must start with these
  /// bytes for the state the runner asked for, so a rendering can never be filed under
  /// another state's name.
  static func identityHeader(id: SnapshotID, width: Int) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(256)
    bytes.append(contentsOf: magic.utf8)
    bytes.append(UInt8(ascii: " "))
    StyleEncoding.appendDecimal(formatVersion, to: &bytes)
    bytes.append(0x0A)
    appendField("component: ", id.component, to: &bytes)
    appendField("preview: ", id.preview, to: &bytes)
    appendField("state: ", id.state, to: &bytes)
    if let step = id.step { appendField("step: ", step, to: &bytes) }
    bytes.append(contentsOf: "width: ".utf8)
    StyleEncoding.appendDecimal(width, to: &bytes)
    bytes.append(0x0A)
    return bytes
  }

  /// `styles:` and one line per row with runs; `runs` are ordered by row, then column.
  private static func stylesSection(_ runs: [StyleRun]) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(8 + runs.count * 24)
    bytes.append(contentsOf: "styles:\n".utf8)
    var start = 0
    while start < runs.count {
      var end = start + 1
      while end < runs.count && runs[end].row == runs[start].row { end += 1 }
      StyleEncoding.appendLine(row: runs[start].row, runs: runs[start..<end], to: &bytes)
      bytes.append(0x0A)
      start = end
    }
    return bytes
  }

  private static let bar = Array("│".utf8)
  private static let horizontal = Array("─".utf8)
  private static let topLeft = Array("┌".utf8)
  private static let topRight = Array("┐".utf8)
  private static let bottomLeft = Array("└".utf8)
  private static let bottomRight = Array("┘".utf8)

  /// Appends `name`, `value` escaped (see ``escape(_:)``) and a newline. A value of printable
  /// ASCII without a backslash or a space at either end, which is every usual name, is copied
  /// as it is, without asking `String` for its scalars.
  private static func appendField(_ name: String, _ value: String, to bytes: inout [UInt8]) {
    bytes.append(contentsOf: name.utf8)
    let utf8 = value.utf8
    let plain =
      utf8.first != 0x20 && utf8.last != 0x20 && utf8.allSatisfy { $0 >= 0x20 && $0 <= 0x7E && $0 != 0x5C }
    if plain {
      bytes.append(contentsOf: utf8)
    } else {
      bytes.append(contentsOf: escape(value).utf8)
    }
    bytes.append(0x0A)
  }

  private static func appendRule(opening: [UInt8], closing: [UInt8], width: Int, to bytes: inout [UInt8]) {
    bytes.append(contentsOf: opening)
    for _ in 0..<max(0, width) { bytes.append(contentsOf: horizontal) }
    bytes.append(contentsOf: closing)
    bytes.append(0x0A)
  }

  static func runOrder(_ left: StyleRun, _ right: StyleRun) -> Bool {
    (left.row, left.columns.lowerBound) < (right.row, right.columns.lowerBound)
  }
}
