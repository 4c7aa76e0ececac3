/// A snapshot file's bytes as the encoder writes a rendering: one block of memory, grown only
/// when a part would not fit, written through a pointer, made an array once at the end.
///
/// An unoptimised build (what `swift run preview-runner` is) makes every append to an array
/// an unspecialised generic call costing more than a row's symbols; with this a file is a
/// few calls a row. The block belongs to the value (which cannot be copied) and is freed by
/// its deinit; ``cursor`` is valid until the next ``reserve(_:)``.
struct SnapshotBlock: ~Copyable {
  private var start: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  /// The bytes written.
  private(set) var count = 0

  /// An empty block with room for `capacity` bytes.
  init(capacity: Int) {
    self.capacity = max(capacity, 256)
    start = .allocate(capacity: self.capacity)
  }

  deinit { start.deallocate() }

  /// Where the next byte goes, for a writer that then says how many it wrote with
  /// ``advance(by:)``.
  var cursor: UnsafeMutablePointer<UInt8> { start + count }

  /// Makes room for at least `bytes` more bytes.
  mutating func reserve(_ bytes: Int) {
    if capacity - count < bytes { grow(to: count + bytes) }
  }

  private mutating func grow(to needed: Int) {
    let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: max(needed, capacity * 2))
    larger.update(from: start, count: count)
    start.deallocate()
    start = larger
    capacity = max(needed, capacity * 2)
  }

  /// Counts `bytes` more bytes written at ``cursor``, into room reserved for them.
  mutating func advance(by bytes: Int) {
    count += bytes
  }

  /// Writes the UTF-8 of `text`.
  mutating func write(_ text: StaticString) {
    reserve(text.utf8CodeUnitCount)
    cursor.initialize(from: text.utf8Start, count: text.utf8CodeUnitCount)
    count += text.utf8CodeUnitCount
  }

  /// Writes the UTF-8 of `text`, then a newline.
  mutating func writeLine(_ text: String) {
    var text = text
    let length = text.utf8.count
    reserve(length + 1)
    let out = cursor
    text.withUTF8 { utf8 in
      if let source = utf8.baseAddress { out.initialize(from: source, count: length) }
    }
    out[length] = 0x0A
    count += length + 1
  }

  /// Writes `bytes`.
  mutating func write(_ bytes: [UInt8]) {
    let length = bytes.count
    reserve(length)
    let out = cursor
    bytes.withUnsafeBufferPointer { source in
      if let base = source.baseAddress { out.initialize(from: base, count: length) }
    }
    count += length
  }

  /// What was written.
  consuming func bytes() -> [UInt8] {
    Array(UnsafeBufferPointer(start: start, count: count))
  }
}
