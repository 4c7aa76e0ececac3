import TextUI

extension SnapshotFile {
  /// Reads a snapshot file, checking every part against the format so that a damaged or
  /// hand-edited file is reported with the line at fault instead of showing up as a
  /// confusing difference. `path` is used in errors and to recover `id.includesWidthInName`.
  package static func decode(
    _ bytes: some Collection<UInt8>, path: String
  ) throws(SnapshotReadError) -> SnapshotFile {
    var reader = Reader(path: path)
    return try reader.read(Array(bytes))
  }

  /// The identity the header of a snapshot file names, read from the file's first bytes
  /// (`prefix` may end anywhere after the header): what `review` needs to select and place a
  /// pending rendering without reading the rest. `id.includesWidthInName` says whether `path`
  /// is the file name with the width. A damaged header throws as ``decode(_:path:)`` does.
  package static func identity(ofPrefix prefix: [UInt8], path: String) throws(SnapshotReadError) -> SnapshotID {
    var reader = Reader(path: path)
    var pieces = prefix.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    // The last piece is what follows the last newline: a line cut by the prefix, or nothing.
    pieces.removeLast()
    for (number, piece) in pieces.prefix(12).enumerated() {
      guard let line = validUTF8(piece) else { throw reader.failure("line \(number + 1) is not valid UTF-8") }
      reader.lines.append(Substring(line))
    }
    try reader.checkCharacters()
    let header = try reader.readHeader()
    var id = SnapshotID(
      component: header.component, preview: header.preview, state: header.state, width: header.width,
      includesWidthInName: true, step: header.step, variant: header.variant)
    let named = id.relativePath
    id.includesWidthInName = path == named || path.hasSuffix("/" + named)
    return id
  }

  /// `bytes` as a string when they are valid UTF-8.
  ///
  /// Written with `String(decoding:as:)` because `String(validating:as:)` needs macOS 15 and
  /// the package supports macOS 14: decoding repairs invalid sequences, so a repaired string
  /// no longer matches the bytes.
  static func validUTF8(_ bytes: some Collection<UInt8>) -> String? {
    let text = String(decoding: bytes, as: UTF8.self)
    return text.utf8.elementsEqual(bytes) ? text : nil
  }

  /// The decoder: walks the lines once, front to back, keeping the line number for errors.
  struct Reader {
    let path: String
    var lines: [Substring] = []
    var index = 0

    init(path: String) { self.path = path }

    func failure(_ reason: String) -> SnapshotReadError {
      SnapshotReadError(path: path, reason: reason)
    }

    /// The 1-based number of the line at `index`.
    var lineNumber: Int { index + 1 }

    mutating func read(_ bytes: [UInt8]) throws(SnapshotReadError) -> SnapshotFile {
      let text = try checkedText(bytes)
      lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        .map { Substring($0) }
      // The text ends with a newline (checked), so the split leaves an empty last piece.
      lines.removeLast()
      try checkCharacters()

      let header = try readHeader()
      let top = try readRule(opening: "┌", closing: "┐", name: "top")
      guard top == header.width else {
        throw failure(
          "the top of the frame (line \(index)) is \(counted(top, "cell")) wide but the header says width "
            + "\(header.width)")
      }
      let rows = try readRows(header)
      guard rows.count == header.height else {
        throw failure(
          "the header says height \(header.height) but the frame has \(counted(rows.count, "row"))")
      }
      let bottom = try readRule(opening: "└", closing: "┘", name: "bottom")
      guard bottom == header.width else {
        throw failure(
          "the bottom of the frame (line \(index)) is \(counted(bottom, "cell")) wide but the header says "
            + "width \(header.width)")
      }
      let styles = try readStyles(header)
      let accessibility = try AccessibilitySection.read(lines, from: &index, version: header.version, failure: failure)

      var id = SnapshotID(
        component: header.component, preview: header.preview, state: header.state,
        width: header.width, includesWidthInName: true, step: header.step, variant: header.variant)
      let named = id.relativePath
      id.includesWidthInName = path == named || path.hasSuffix("/" + named)
      var file = SnapshotFile(
        id: id, width: header.width, height: header.height, unicodePolicy: header.policy,
        lines: rows, styles: styles, accessibility: accessibility)
      file.terminal = header.terminal
      let current =
        header.version == formatVersion
        ? text : AccessibilitySection.currentForm(ofOldText: text, magic: magic, version: formatVersion)
      try checkCanonical(file, current)
      return file
    }

    /// The bytes as text, after the checks that need bytes: emptiness, binary content,
    /// UTF-8 and the final newline.
    func checkedText(_ bytes: [UInt8]) throws(SnapshotReadError) -> String {
      guard !bytes.isEmpty else { throw failure("the file is empty") }
      if let nul = bytes.firstIndex(of: 0) {
        let line = bytes[..<nul].count(where: { $0 == UInt8(ascii: "\n") }) + 1
        throw failure("line \(line) contains a NUL byte: this is binary data, not a snapshot")
      }
      guard let text = validUTF8(bytes) else {
        var line = 1
        for piece in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
          if validUTF8(piece) == nil { break }
          line += 1
        }
        throw failure("line \(line) is not valid UTF-8")
      }
      if text.unicodeScalars.first == "\u{FEFF}" {
        throw failure("line 1 starts with a byte-order mark; snapshots are UTF-8 without one")
      }
      guard bytes.last == UInt8(ascii: "\n") else {
        let line = bytes.count(where: { $0 == UInt8(ascii: "\n") }) + 1
        throw failure(
          "line \(line) does not end with a newline: the file looks truncated")
      }
      return text
    }

    /// Rejects carriage returns and other controls, which the encoder never writes.
    func checkCharacters() throws(SnapshotReadError) {
      for (offset, line) in lines.enumerated() {
        for scalar in line.unicodeScalars where isControl(scalar) {
          if scalar == "\r" && line.unicodeScalars.last == "\r" {
            throw failure(
              "line \(offset + 1) ends with CRLF (\\r\\n); snapshots use LF — was it checked out "
                + "with autocrlf?")
          }
          let code = String(scalar.value, radix: 16, uppercase: true)
          throw failure(
            "line \(offset + 1) contains the control character U+"
              + String(repeating: "0", count: max(0, 4 - code.count)) + code)
        }
      }
    }

    struct Header {
      var component = ""
      var preview = ""
      var state = ""
      var step: String?
      var variant: String?
      var width = 0
      var height = 0
      var policy = ""
      var terminal: String?
      var version = SnapshotFile.formatVersion
    }

    mutating func readHeader() throws(SnapshotReadError) -> Header {
      let expected = "\(magic) \(formatVersion)"
      guard let first = lines.first, first.hasPrefix(magic + " ") else {
        throw failure("line 1 is not a snapshot header (expected `\(expected)`)")
      }
      var header = Header()
      if first == "\(magic) \(AccessibilitySection.versionWithoutSection)" {
        header.version = AccessibilitySection.versionWithoutSection
      } else if first != expected {
        let version = first.dropFirst(magic.count + 1)
        throw failure(
          "format version `\(version)` is not supported (this runner reads version "
            + "\(formatVersion)) — update the runner, or re-record")
      }
      index = 1
      header.component = try field("component")
      header.preview = try field("preview")
      header.state = try field("state")
      if index < lines.count && lines[index].utf8.starts(with: "step: ".utf8) {
        header.step = try field("step")
      }
      if index < lines.count && lines[index].utf8.starts(with: "variant: ".utf8) {
        header.variant = try field("variant")
      }
      header.width = try number("width")
      header.height = try number("height")
      header.policy = try field("width-policy")
      if index < lines.count && lines[index].utf8.starts(with: "terminal: ".utf8) {
        header.terminal = try field("terminal")
      }
      return header
    }

    /// The value of the header field `name`, which must be the next line.
    mutating func field(_ name: String) throws(SnapshotReadError) -> String {
      guard index < lines.count else {
        throw failure(
          "the file ends inside the header: line \(lineNumber) should be `\(name): …` — it looks "
            + "truncated")
      }
      let line = lines[index]
      // Bytes, not characters: a value starting with a combining mark joins the space before it.
      let prefix = (name + ": ").utf8
      guard line.utf8.starts(with: prefix) else {
        throw failure("line \(lineNumber) should be the header field `\(name): …` but is `\(line)`")
      }
      guard let value = unescape(Substring(line.utf8.dropFirst(prefix.count))) else {
        throw failure("line \(lineNumber): the \(name) has a malformed `\\` escape")
      }
      index += 1
      return value
    }

    mutating func number(_ name: String) throws(SnapshotReadError) -> Int {
      let value = try field(name)
      guard let number = StyleEncoding.decimal(Substring(value)) else {
        index -= 1
        throw failure("line \(lineNumber): the \(name) `\(value)` is not a whole number of cells")
      }
      return number
    }

    /// Reads a frame rule such as `┌───┐` and returns its width in cells.
    mutating func readRule(
      opening: Unicode.Scalar, closing: Unicode.Scalar, name: String
    ) throws(SnapshotReadError) -> Int {
      guard index < lines.count else {
        throw failure(
          "the \(name) of the frame (`\(opening)───\(closing)`) is missing after line \(index) — "
            + "the file looks truncated")
      }
      let scalars = lines[index].unicodeScalars
      guard scalars.count >= 2, scalars.first == opening, scalars.last == closing,
        scalars.dropFirst().dropLast().allSatisfy({ $0 == "─" })
      else {
        throw failure(
          "line \(lineNumber) should be the \(name) of the frame `\(opening)───\(closing)` but is "
            + "`\(lines[index])`")
      }
      index += 1
      return scalars.count - 2
    }

    /// The rows between the rules; stops before the bottom rule.
    mutating func readRows(_ header: Header) throws(SnapshotReadError) -> [String] {
      var rows: [String] = []
      rows.reserveCapacity(min(header.height, lines.count))
      let bar = "│".utf8
      // A rendering measured with other width rules cannot be measured again with these; the
      // comparison reports the policy change instead.
      let measures = header.policy == GraphemeWidth.policy
      while true {
        guard index < lines.count else {
          let last = rows.isEmpty ? "the top of the frame" : "row \(rows.count - 1)"
          throw failure(
            "the frame is not closed: no `└───┘` after \(last) (line \(index)) — the file looks "
              + "truncated")
        }
        let line = lines[index]
        if line.unicodeScalars.first == "└" { return rows }
        let utf8 = line.utf8
        guard utf8.count >= 2 * bar.count, utf8.starts(with: bar),
          utf8.suffix(bar.count).elementsEqual(bar)
        else {
          throw failure(
            "line \(lineNumber) should be row \(rows.count) framed as `│…│` but is `\(line)`")
        }
        let row = Substring(utf8.dropFirst(bar.count).dropLast(bar.count))
        if measures {
          let cells = GraphemeWidth.width(of: row)
          guard cells == header.width else {
            throw failure(
              "row \(rows.count) (line \(lineNumber)) is \(counted(cells, "cell")) wide but the header says "
                + "width \(header.width)")
          }
        }
        rows.append(String(row))
        index += 1
      }
    }

    mutating func readStyles(_ header: Header) throws(SnapshotReadError) -> [StyleRun] {
      guard index < lines.count else {
        throw failure(
          "the `styles:` section is missing after the frame (line \(index)) — the file looks "
            + "truncated")
      }
      guard lines[index] == "styles:" else {
        throw failure("line \(lineNumber) should be `styles:` but is `\(lines[index])`")
      }
      index += 1
      var runs: [StyleRun] = []
      var lastRow = -1
      while index < lines.count && !AccessibilitySection.opens(lines[index]) {
        let decoded: (row: Int, runs: [StyleRun])
        do {
          decoded = try StyleEncoding.decodeLine(
            lines[index], width: header.width, height: header.height)
        } catch {
          throw failure("line \(lineNumber): \(error.reason)")
        }
        guard decoded.row != lastRow else {
          throw failure(
            "line \(lineNumber): row \(decoded.row) has a second style line; a row has one at most")
        }
        guard decoded.row > lastRow else {
          throw failure(
            "line \(lineNumber): row \(decoded.row) comes after row \(lastRow); style lines are in "
              + "row order")
        }
        lastRow = decoded.row
        runs += decoded.runs
        index += 1
      }
      return runs
    }

    /// The last check: the file must be exactly what the encoder writes for what was read,
    /// so that equal renderings always mean equal bytes (and a diff never shows noise).
    func checkCanonical(_ file: SnapshotFile, _ text: String) throws(SnapshotReadError) {
      let expected = file.encoded()
      guard !expected.utf8.elementsEqual(text.utf8) else { return }
      let expectedLines = expected.utf8.split(
        separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      for (offset, line) in lines.enumerated()
      where offset >= expectedLines.count - 1 || !line.utf8.elementsEqual(expectedLines[offset]) {
        guard offset < expectedLines.count - 1 else {
          throw failure("line \(offset + 1) should not be there: the file should end before it")
        }
        throw failure(
          "line \(offset + 1) is not written the way the runner writes it: expected "
            + "`\(Substring(expectedLines[offset]))`")
      }
      throw failure("the file ends early: line \(lines.count + 1) is missing")
    }
  }
}
