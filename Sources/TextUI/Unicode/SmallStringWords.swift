/// The two words of a `String` stored in the standard library's small form (at most 15 UTF-8
/// bytes inline, on 64-bit little-endian platforms): the first holds bytes 0–7, the second
/// bytes 8–14 and, in its top byte, the form's discriminator and the count. Bytes past the
/// count are zero, so equal words are equal bytes, and a byte test of both words is a test
/// of the string's bytes without a call into the standard library, which a debug build
/// makes as an unspecialised generic call with a closure for every short literal.
///
/// `nil` for any other form (and on other platforms): callers then read the bytes the usual way.
@inline(__always)
func smallStringWords(_ string: String) -> (low: UInt64, high: UInt64)? {
  #if (arch(x86_64) || arch(arm64)) && _endian(little)
    if MemoryLayout<String>.size == 16 {
      let words = unsafeBitCast(string, to: (UInt64, UInt64).self)
      if (words.1 >> 56) & 0xB0 == 0xA0 { return (words.0, words.1) }
    }
  #endif
  return nil
}
