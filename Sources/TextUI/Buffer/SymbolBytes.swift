/// Reads a cell's `Character` without asking `String` for it: nearly every symbol on a screen
/// is one Unicode scalar of at most four UTF-8 bytes, stored inline in the `Character`, and the
/// encoders and the snapshot writer only need that scalar or those bytes. Asking the
/// `Character` for its `utf8` or `unicodeScalars` costs a hundred instructions or more per
/// cell; reading the inline form costs a few. Cells keep symbols packed (`CellSymbol`), so this
/// is paid once per symbol drawn rather than once per symbol encoded.
///
/// On 64-bit little-endian platforms the standard library's ABI fixes the inline ("small")
/// form of a string of at most 15 UTF-8 bytes: the bytes in order from the first word's low
/// byte, the count in the low nibble of the second word's top byte, whose high nibble is
/// `0xE` for ASCII content and `0xA` otherwise. Any other representation (a native or bridged
/// buffer, another platform) takes the general path, so the answers are right either way; a
/// test checks them against `unicodeScalars` and `utf8` for every kind of symbol.
enum SymbolBytes {
  /// The symbol's only scalar when it is one scalar, else `nil`.
  @inline(__always)
  static func singleScalar(of symbol: Character) -> Unicode.Scalar? {
    #if (arch(x86_64) || arch(arm64)) && _endian(little)
      if MemoryLayout<Character>.size == 16 {
        let (bytes, high) = unsafeBitCast(symbol, to: (UInt64, UInt64).self)
        let discriminator = high >> 56
        if high & 0x00FF_FFFF_FFFF_FFFF == 0 && discriminator & 0xB0 == 0xA0 {
          return scalar(inlineBytes: bytes, count: Int(discriminator & 0x0F))
        }
      }
    #endif
    let scalars = symbol.unicodeScalars
    guard let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex else { return nil }
    return first
  }

  /// The scalar encoded by the `count` inline UTF-8 bytes in `bytes` when they are exactly one
  /// scalar, else `nil`.
  @inline(__always)
  private static func scalar(inlineBytes bytes: UInt64, count: Int) -> Unicode.Scalar? {
    let lead = UInt32(truncatingIfNeeded: bytes)
    let byte0 = lead & 0xFF
    var value: UInt32
    switch count {
    case 1:
      return byte0 < 0x80 ? Unicode.Scalar(byte0) : nil
    case 2:
      guard byte0 & 0xE0 == 0xC0 else { return nil }
      value = (byte0 & 0x1F) << 6 | (lead >> 8 & 0x3F)
    case 3:
      guard byte0 & 0xF0 == 0xE0 else { return nil }
      value = (byte0 & 0x0F) << 12 | (lead >> 8 & 0x3F) << 6 | (lead >> 16 & 0x3F)
    case 4:
      guard byte0 & 0xF8 == 0xF0 else { return nil }
      value = (byte0 & 0x07) << 18 | (lead >> 8 & 0x3F) << 12 | (lead >> 16 & 0x3F) << 6 | (lead >> 24 & 0x3F)
    default:
      return nil
    }
    return Unicode.Scalar(value)
  }

  /// The byte of `symbol` when it is one ASCII byte, else `nil`.
  @inline(__always)
  static func asciiByte(of symbol: Character) -> UInt8? {
    #if (arch(x86_64) || arch(arm64)) && _endian(little)
      if MemoryLayout<Character>.size == 16 {
        let words = unsafeBitCast(symbol, to: (UInt64, UInt64).self)
        return words.1 == 0xE100_0000_0000_0000 && words.0 < 0x80 ? UInt8(truncatingIfNeeded: words.0) : nil
      }
    #endif
    let utf8 = symbol.utf8
    return utf8.count == 1 && utf8[utf8.startIndex] < 0x80 ? utf8[utf8.startIndex] : nil
  }
}
