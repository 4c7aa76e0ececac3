import TextUI

/// The snapshot encoder: writes a ``SnapshotFile`` into one preallocated byte buffer, with no
/// `String` per line, run or cell, in the format described on ``SnapshotFile``.
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
    var bytes: [UInt8] = []
    let ruleBytes = width * 3 + 8
    bytes.reserveCapacity(256 + (height + 2) * ruleBytes + styles.count * 24)
    bytes.append(contentsOf: Self.magic.utf8)
    bytes.append(UInt8(ascii: " "))
    StyleEncoding.appendDecimal(Self.formatVersion, to: &bytes)
    bytes.append(0x0A)
    Self.appendField("component: ", id.component, to: &bytes)
    Self.appendField("preview: ", id.preview, to: &bytes)
    Self.appendField("state: ", id.state, to: &bytes)
    if let step = id.step { Self.appendField("step: ", step, to: &bytes) }
    bytes.append(contentsOf: "width: ".utf8)
    StyleEncoding.appendDecimal(width, to: &bytes)
    bytes.append(contentsOf: "\nheight: ".utf8)
    StyleEncoding.appendDecimal(height, to: &bytes)
    bytes.append(0x0A)
    Self.appendField("width-policy: ", unicodePolicy, to: &bytes)
    Self.appendRule(opening: Self.topLeft, closing: Self.topRight, width: width, to: &bytes)
    for line in lines {
      bytes.append(contentsOf: Self.bar)
      bytes.append(contentsOf: line.utf8)
      bytes.append(contentsOf: Self.bar)
      bytes.append(0x0A)
    }
    Self.appendRule(opening: Self.bottomLeft, closing: Self.bottomRight, width: width, to: &bytes)
    bytes.append(contentsOf: "styles:\n".utf8)
    // Runs from `StyleEncoding.runs(of:)` are already ordered; sorting is only for hand-built
    // files, so the text never depends on the order runs were added in.
    var runs = styles
    if zip(runs, runs.dropFirst()).contains(where: { Self.runOrder($1, $0) }) {
      runs.sort(by: Self.runOrder)
    }
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

  private static func appendField(_ name: String, _ value: String, to bytes: inout [UInt8]) {
    bytes.append(contentsOf: name.utf8)
    bytes.append(contentsOf: escape(value).utf8)
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
