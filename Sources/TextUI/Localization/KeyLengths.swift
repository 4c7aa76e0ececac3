/// The UTF-8 lengths of the keys a locale's tables hold: a key of another length is not in
/// them, and its look-up is skipped without the key being made or hashed.
///
/// In a package whose String Catalog has text in the development language (an English
/// plural), every localized `Text` of every render was looked up; most keys are not in the
/// catalog, and their lengths say so for a few instructions. Lengths below 256 are kept one
/// bit each; a key of 256 bytes or more is always looked up when any table has one.
struct KeyLengths: Sendable {
  private var low: UInt64 = 0
  private var midLow: UInt64 = 0
  private var midHigh: UInt64 = 0
  private var high: UInt64 = 0
  private var hasLonger = false

  /// Lengths of no key: every look-up is skipped.
  init() {}

  /// The lengths of every key of `tables`.
  init<Tables: Sequence<StringTable>>(of tables: Tables) {
    for table in tables {
      for key in table.entries.keys { insert(key.utf8.count) }
    }
  }

  /// Notes a key of `length` bytes.
  mutating func insert(_ length: Int) {
    let bit = UInt64(1) << UInt64(length & 63)
    switch length >> 6 {
    case 0: low |= bit
    case 1: midLow |= bit
    case 2: midHigh |= bit
    case 3: high |= bit
    default: hasLonger = true
    }
  }

  /// Whether a key of `length` bytes may be in the tables.
  func mayContain(_ length: Int) -> Bool {
    let bit = UInt64(1) << UInt64(length & 63)
    switch length >> 6 {
    case 0: return low & bit != 0
    case 1: return midLow & bit != 0
    case 2: return midHigh & bit != 0
    case 3: return high & bit != 0
    default: return hasLonger
    }
  }
}
