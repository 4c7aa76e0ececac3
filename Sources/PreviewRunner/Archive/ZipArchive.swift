import PreviewSnapshots
/// A strict reader of `.zip` files, as GitHub Actions hands an artifact out: it reads the
/// central directory, checks every entry against ``Limits`` and the layout rules below, and
/// only then decodes the entries, each no larger than it declared.
///
/// Why a reader of its own rather than `unzip`: `unzip` is not on every machine, its listing
/// is meant for people, and it writes what it extracts; here nothing is written until the whole
/// archive has been read and checked, and the limits hold while decoding, whatever the headers
/// claim. The format is small when only what an artifact needs is read: stored and DEFLATE
/// entries (``Inflate``), on one disk, without encryption or ZIP64. Anything else is refused
/// with its reason.
///
/// Refused, each naming the entry: a name that is absolute, has a `..`, `.` or empty part, a
/// backslash or a NUL (it would escape the folder, or mean another file on another system);
/// a symbolic link (a Unix mode of `S_IFLNK`), which the snapshot store never follows either;
/// two entries of one name; entries whose data overlap (the classic zip bomb); a CRC-32 or a
/// size that does not match; more entries, or more bytes in one entry or in all, than
/// ``Limits`` allows.
struct ZipArchive {
  /// How much an archive may hold once decoded.
  struct Limits: Sendable, Equatable {
    /// Entries, folders included.
    var entries = 100_000
    /// Bytes of one decoded entry.
    var entrySize = 32 << 20
    /// Bytes of every decoded entry together.
    var totalSize = 256 << 20
  }

  /// Why an archive is refused, in words for a message that names the archive.
  struct Refusal: Error, Equatable {
    var reason: String
  }

  /// One file of the archive (folders are not listed).
  struct Entry: Equatable {
    /// The path inside the archive, `/`-separated.
    var name: String
    /// The decoded bytes.
    var bytes: [UInt8]
  }

  private struct Header {
    var name: String
    var method: Int
    var flags: Int
    var crc: UInt32
    var compressedSize: Int
    var size: Int
    var localOffset: Int
    var isFolder: Bool
  }

  /// Every file of the archive `data`, in the central directory's order.
  static func entries(of data: [UInt8], limits: Limits = Limits()) throws(Refusal) -> [Entry] {
    let headers = try centralDirectory(data, limits: limits)
    var located: [(header: Header, range: Range<Int>)] = []
    for header in headers { located.append((header, try dataRange(of: header, in: data))) }
    let spans = located.map { (span: $0.header.localOffset..<$0.range.upperBound, name: $0.header.name) }
      .sorted { $0.span.lowerBound < $1.span.lowerBound }
    for (earlier, later) in zip(spans, spans.dropFirst()) where earlier.span.overlaps(later.span) {
      throw Refusal(
        reason: "the entries \(TerminalText.escaped(earlier.name)) and \(TerminalText.escaped(later.name)) share "
          + "their data (a zip bomb?)")
    }
    var entries: [Entry] = []
    for (header, range) in located where !header.isFolder {
      entries.append(Entry(name: header.name, bytes: try decode(header, data: data, range: range)))
    }
    return entries
  }

  // MARK: - Central directory

  /// The central directory's entries, checked against the limits and the name rules before
  /// any data is decoded.
  private static func centralDirectory(_ data: [UInt8], limits: Limits) throws(Refusal) -> [Header] {
    guard let end = endRecord(data) else {
      throw Refusal(reason: "it is not a zip archive (no end of central directory record)")
    }
    let disk = word(data, end + 4)
    let count = word(data, end + 10)
    let size = Int(long(data, end + 12))
    let offset = Int(long(data, end + 16))
    guard disk == 0, word(data, end + 6) == 0, word(data, end + 8) == count else {
      throw Refusal(reason: "it spans several disks, which is not read")
    }
    guard count != 0xFFFF, offset != 0xFFFF_FFFF, size != 0xFFFF_FFFF else {
      throw Refusal(reason: "it is a ZIP64 archive, which is not read; make one under 4 GiB and 65535 entries")
    }
    guard count <= limits.entries else {
      throw Refusal(reason: "it holds \(count) entries, more than the \(limits.entries) allowed")
    }
    guard offset + size <= end else { throw Refusal(reason: "its central directory lies outside it") }
    var headers: [Header] = []
    var names: Set<String> = []
    var total = 0
    var position = offset
    for _ in 0..<count {
      let header = try centralHeader(data, at: &position, limit: offset + size)
      try check(header, limits: limits)
      guard names.insert(header.name).inserted else { throw Refusal(reason: "it holds \(header.name) twice") }
      total += header.size
      guard total <= limits.totalSize else {
        throw Refusal(reason: "its entries hold more than \(limits.totalSize >> 20) MiB together once extracted")
      }
      headers.append(header)
    }
    return headers
  }

  /// The end of central directory record's offset: the last signature that leaves room for
  /// the record and its comment.
  private static func endRecord(_ data: [UInt8]) -> Int? {
    guard data.count >= 22 else { return nil }
    var position = data.count - 22
    let lowest = max(0, data.count - 22 - 0xFFFF)
    while position >= lowest {
      if long(data, position) == 0x0605_4B50 && position + 22 + word(data, position + 20) == data.count {
        return position
      }
      position -= 1
    }
    return nil
  }

  /// One central directory header at `position`, which moves past it.
  private static func centralHeader(_ data: [UInt8], at position: inout Int, limit: Int) throws(Refusal) -> Header {
    guard position + 46 <= limit, long(data, position) == 0x0201_4B50 else {
      throw Refusal(reason: "its central directory is damaged")
    }
    let nameLength = word(data, position + 28)
    let extraLength = word(data, position + 30)
    let commentLength = word(data, position + 32)
    let next = position + 46 + nameLength + extraLength + commentLength
    guard next <= limit else { throw Refusal(reason: "its central directory is damaged") }
    let nameBytes = Array(data[position + 46..<position + 46 + nameLength])
    guard let name = String(validating: nameBytes, as: UTF8.self) else {
      throw Refusal(reason: "an entry's name is not UTF-8")
    }
    let madeBy = word(data, position + 4) >> 8
    let mode = long(data, position + 38) >> 16
    // Unix (3) and macOS (19) keep the file's mode in the high half of the attributes.
    if (madeBy == 3 || madeBy == 19) && mode & 0o170000 == 0o120000 {
      throw Refusal(
        reason: "the entry \(TerminalText.escaped(name)) is a symbolic link; the runner never follows one, so "
          + "an artifact must hold plain files")
    }
    let header = Header(
      name: name, method: word(data, position + 10), flags: word(data, position + 8), crc: long(data, position + 16),
      compressedSize: Int(long(data, position + 20)), size: Int(long(data, position + 24)),
      localOffset: Int(long(data, position + 42)), isFolder: name.hasSuffix("/"))
    position = next
    return header
  }

  /// Refuses an entry whose name could escape the folder, or whose kind or size is not read.
  private static func check(_ header: Header, limits: Limits) throws(Refusal) {
    let shown = TerminalText.escaped(header.name)
    let parts = (header.isFolder ? String(header.name.dropLast()) : header.name).split(
      separator: "/", omittingEmptySubsequences: false)
    if header.name.hasPrefix("/") || header.name.contains("\\") || header.name.contains("\0")
      || parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." })
    {
      throw Refusal(
        reason: "the entry \(shown) is not a plain relative path (it is absolute, or has a '..', '.' or empty "
          + "part, a backslash or a NUL) and could escape the folder")
    }
    guard header.flags & 1 == 0 else { throw Refusal(reason: "the entry \(shown) is encrypted") }
    guard header.method == 0 || header.method == 8 else {
      throw Refusal(
        reason: "the entry \(shown) is compressed with method \(header.method); only stored and deflate are read")
    }
    guard header.size <= limits.entrySize else {
      throw Refusal(reason: "the entry \(shown) is larger than \(limits.entrySize >> 20) MiB once extracted")
    }
  }

  // MARK: - Data

  /// Where the entry's data lies, after its local header, which must name it as the central
  /// directory does.
  private static func dataRange(of header: Header, in data: [UInt8]) throws(Refusal) -> Range<Int> {
    let at = header.localOffset
    guard at + 30 <= data.count, long(data, at) == 0x0403_4B50 else {
      throw Refusal(reason: "the entry \(TerminalText.escaped(header.name))'s local header is missing")
    }
    let nameLength = word(data, at + 26)
    let start = at + 30 + nameLength + word(data, at + 28)
    guard start + header.compressedSize <= data.count,
      Array(data[at + 30..<at + 30 + nameLength]) == Array(header.name.utf8)
    else {
      throw Refusal(reason: "the entry \(TerminalText.escaped(header.name))'s local header does not match it")
    }
    return start..<start + header.compressedSize
  }

  /// The entry's bytes, never more than it declared, checked against its size and CRC-32.
  private static func decode(_ header: Header, data: [UInt8], range: Range<Int>) throws(Refusal) -> [UInt8] {
    let shown = TerminalText.escaped(header.name)
    let bytes: [UInt8]
    if header.method == 0 {
      bytes = Array(data[range])
    } else {
      do {
        bytes = try Inflate.decode(data, range: range, limit: header.size)
      } catch .tooLarge {
        throw Refusal(
          reason: "the entry \(shown) expands past the \(header.size) bytes it declares (a zip bomb?); nothing is "
            + "extracted")
      } catch {
        throw Refusal(reason: "the entry \(shown) is damaged: \(error)")
      }
    }
    guard bytes.count == header.size else {
      throw Refusal(reason: "the entry \(shown) holds \(bytes.count) bytes, not the \(header.size) it declares")
    }
    guard CRC32.checksum(bytes) == header.crc else {
      throw Refusal(reason: "the entry \(shown) is damaged (its CRC-32 does not match)")
    }
    return bytes
  }

  private static func word(_ data: [UInt8], _ at: Int) -> Int {
    Int(data[at]) | Int(data[at + 1]) << 8
  }

  private static func long(_ data: [UInt8], _ at: Int) -> UInt32 {
    UInt32(data[at]) | UInt32(data[at + 1]) << 8 | UInt32(data[at + 2]) << 16 | UInt32(data[at + 3]) << 24
  }
}

/// The CRC-32 of zip (and gzip, PNG): the reflected polynomial 0xEDB88320, a table of 256.
enum CRC32 {
  private static let table: [UInt32] = (0..<256).map { index in
    var value = UInt32(index)
    for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
    return value
  }

  /// The checksum of `bytes`.
  static func checksum(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    return crc ^ 0xFFFF_FFFF
  }
}
