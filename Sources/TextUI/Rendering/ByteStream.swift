/// The bytes an encoder writes, kept in one block of memory it reserves up front and grows
/// only when a write would not fit: every byte is a store through a pointer.
///
/// Appending to an `Array` checks its capacity and uniqueness on every byte, about as much
/// work as the byte itself, and in a debug build each append is a call. An encoder instead
/// asks for room once per row (`reserve`) and then writes without checks.
struct ByteStream: ~Copyable {
  private var start: UnsafeMutablePointer<UInt8>
  private var end: UnsafeMutablePointer<UInt8>
  /// Where the next byte goes.
  private(set) var cursor: UnsafeMutablePointer<UInt8>

  /// An empty stream with room for `capacity` bytes.
  init(capacity: Int) {
    let capacity = max(capacity, 64)
    start = .allocate(capacity: capacity)
    end = start + capacity
    cursor = start
  }

  deinit { start.deallocate() }

  /// The number of bytes written.
  var count: Int { cursor - start }

  /// Makes room for at least `bytes` more bytes, moving the written bytes to a larger block
  /// when they would not fit.
  @inline(__always)
  mutating func reserve(_ bytes: Int) {
    if end - cursor < bytes { grow(to: count + bytes) }
  }

  private mutating func grow(to needed: Int) {
    let written = count
    let capacity = max(needed, (end - start) * 2)
    let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    larger.update(from: start, count: written)
    start.deallocate()
    start = larger
    end = larger + capacity
    cursor = larger + written
  }

  /// Writes `byte`; the caller has reserved room for it.
  @inline(__always)
  mutating func write(_ byte: UInt8) {
    cursor.initialize(to: byte)
    cursor += 1
  }

  /// Moves the cursor to `position`, after bytes a writer stored itself from ``cursor`` on,
  /// into room it reserved: a loop writing through a pointer of its own keeps it in a
  /// register, where writing through the stream stores the cursor back for every byte.
  @inline(__always)
  mutating func moveCursor(to position: UnsafeMutablePointer<UInt8>) {
    assert(position >= cursor && position <= end, "the cursor moves forward within the block")
    cursor = position
  }

  /// Writes `bytes`, making room for them.
  mutating func write(_ bytes: [UInt8]) {
    reserve(bytes.count)
    bytes.withUnsafeBufferPointer { source in
      guard let base = source.baseAddress else { return }
      cursor.initialize(from: base, count: source.count)
      cursor += source.count
    }
  }

  /// Writes the UTF-8 of `symbol` into room the caller reserved for four bytes or more. A
  /// cluster of several scalars, longer than that, makes room for itself and `spare` more
  /// bytes, so room the caller reserved for the rest of a row is still there.
  @inline(__always)
  mutating func write(_ symbol: CellSymbol, keeping spare: Int) {
    let value = symbol.rawValue
    if value < 0x80 {
      write(UInt8(truncatingIfNeeded: value))
    } else if value < CellSymbol.clusterFlag {
      writeMultibyte(scalar: value)
    } else {
      let bytes = Array(symbol.character.utf8)
      reserve(bytes.count + spare)
      write(bytes)
    }
  }

  /// Writes the two to four UTF-8 bytes of the scalar `value` (at least 0x80); the caller has
  /// reserved four bytes.
  @inline(__always)
  private mutating func writeMultibyte(scalar value: UInt32) {
    if value < 0x800 {
      write(UInt8(truncatingIfNeeded: 0xC0 | value >> 6))
    } else {
      if value < 0x1_0000 {
        write(UInt8(truncatingIfNeeded: 0xE0 | value >> 12))
      } else {
        write(UInt8(truncatingIfNeeded: 0xF0 | value >> 18))
        write(UInt8(truncatingIfNeeded: 0x80 | value >> 12 & 0x3F))
      }
      write(UInt8(truncatingIfNeeded: 0x80 | value >> 6 & 0x3F))
    }
    write(UInt8(truncatingIfNeeded: 0x80 | value & 0x3F))
  }

  /// Takes back the last byte while it is `byte`, but never before `floor` bytes.
  mutating func trim(_ byte: UInt8, downTo floor: Int) {
    while count > floor && (cursor - 1).pointee == byte { cursor -= 1 }
  }

  /// Appends what was written to `bytes` with one copy; when `bytes` is empty, it becomes
  /// exactly the written bytes.
  consuming func append(to bytes: inout [UInt8]) {
    let source = UnsafeBufferPointer(start: start, count: count)
    if bytes.isEmpty {
      bytes = Array(source)
    } else {
      bytes.append(contentsOf: source)
    }
  }

  /// What was written, as a string (one UTF-8 validation pass, no other copy of the bytes).
  consuming func string() -> String {
    String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
  }
}
