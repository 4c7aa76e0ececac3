import Foundation

/// Display clusters and wrapped lines of recently shown texts, shared by every `TextNode`:
/// a screen renders again and again with mostly the same strings, and segmenting graphemes
/// and breaking lines is the bulk of the work of laying text out. Both depend on the
/// characters only (and the width), never on styles or the environment.
///
/// The table is bounded. When it is full, what is shown next is laid out without being
/// kept, rather than the table being emptied: a render showing more distinct texts than the
/// table holds (a list of 20,000 rows) would otherwise empty it again and again and find
/// nothing, render after render. A full table that has missed `renewalMisses` texts since it
/// filled up is emptied and refilled, so a long run whose screens change (a verify of many
/// states) still caches what it shows now.
@MainActor
final class TextLayoutCache {
  /// The cache every `TextNode` uses.
  static let shared = TextLayoutCache()

  /// The strings a text's clusters are made from: one string, or the runs of a concatenation
  /// (each run is sanitised on its own, so the split matters).
  enum Content: Hashable {
    case single(String)
    case runs([String])

    // Compared and hashed by UTF-8 bytes: `String`'s own hashing normalises non-ASCII text
    // first, which costs more than the lookup saves; equal bytes give equal clusters anyway.
    static func == (lhs: Content, rhs: Content) -> Bool {
      switch (lhs, rhs) {
      case (.single(let a), .single(let b)): return sameBytes(a, b)
      case (.runs(let a), .runs(let b)):
        guard a.count == b.count else { return false }
        for index in a.indices where !sameBytes(a[index], b[index]) { return false }
        return true
      default: return false
      }
    }

    private static func sameBytes(_ a: String, _ b: String) -> Bool {
      if let first = inlineWords(a), let second = inlineWords(b) { return first == second }
      var a = a
      var b = b
      return a.withUTF8 { first in
        b.withUTF8 { second in
          first.count == second.count
            && (first.isEmpty || memcmp(first.baseAddress!, second.baseAddress!, first.count) == 0)
        }
      }
    }

    func hash(into hasher: inout Hasher) {
      switch self {
      case .single(let string): Self.hashBytes(of: string, into: &hasher)
      case .runs(let strings):
        hasher.combine(strings.count)
        for string in strings { Self.hashBytes(of: string, into: &hasher) }
      }
    }

    private static func hashBytes(of string: String, into hasher: inout Hasher) {
      if let words = inlineWords(string) {
        hasher.combine(words.0)
        hasher.combine(words.1)
        return
      }
      var string = string
      string.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
      hasher.combine(string.utf8.count)
    }

    /// The two words of a string stored inline (at most 15 UTF-8 bytes, the standard library's
    /// "small" form on 64-bit little-endian platforms, as `SymbolBytes` reads a `Character`),
    /// which hold its bytes and count and nothing else: equal words are equal bytes, so most
    /// texts hash and compare in a few instructions. `nil` for any other representation, which
    /// hashes its bytes; a string of at most 15 bytes in another representation is rare, and
    /// is hashed by the same words built from its bytes, so equal bytes always hash equally.
    // Transparent, as the table lookups below: a debug build inlines them into `entry(for:)`,
    // where each call zeroed its locals with a call each, for every text looked up.
    @_transparent
    static func inlineWords(_ string: String) -> (UInt64, UInt64)? {
      #if (arch(x86_64) || arch(arm64)) && _endian(little)
        if MemoryLayout<String>.size == 16 {
          if let words = smallStringWords(string) { return (words.low, words.high) }
          // The count first: reading the bytes is a generic call with a closure in a debug
          // build, for every longer text looked up.
          guard string.utf8.count <= 15 else { return nil }
          var copy = string
          return copy.withUTF8 { bytes -> (UInt64, UInt64)? in
            guard bytes.count <= 15 else { return nil }
            var low: UInt64 = 0
            var high: UInt64 = 0
            var ascii = true
            for (index, byte) in bytes.enumerated() {
              if byte >= 0x80 { ascii = false }
              if index < 8 {
                low |= UInt64(byte) &<< (8 * UInt64(index))
              } else {
                high |= UInt64(byte) &<< (8 * UInt64(index - 8))
              }
            }
            let discriminator: UInt64 = ascii ? 0xE0 : 0xA0
            high |= (discriminator | UInt64(bytes.count)) &<< 56
            return (low, high)
          }
        }
      #endif
      return nil
    }
  }

  /// What is known about one content: its clusters and its wrappings at recent widths.
  final class Entry {
    let paragraphs: [[DisplayCluster]]
    /// The width of the only paragraph, or `nil` when there are several: lets a text that
    /// fits on one line be measured without wrapping.
    let singleParagraphWidth: Int?
    /// The number of clusters of the first paragraph, which a text on one line draws.
    let firstParagraphCount: Int
    /// For concatenated runs: per run, the number of clusters it put in each paragraph it
    /// touches, so that styles can be laid over the clusters; empty for a single string.
    let runClusterCounts: [[Int]]
    /// Whether a paragraph holds a right-to-left letter (Arabic, Hebrew…), so its lines are
    /// drawn in visual order (see `BidiOrder`); found once per content, never for ASCII.
    let hasRightToLeft: Bool
    // `Array()` rather than `[]` here and below: a debug build makes an empty literal with
    // two generic calls, for every text laid out.
    private var wrappings: [TextNode.Wrapping] = Array()
    // Unchecked: set once, on the main actor, by the node that finds it out.
    /// The number of lines at a width of one cell, once every paragraph has been wrapped at
    /// it: a text's height for the zero width stacks propose to find each child's minimum.
    @exclusivity(unchecked) var linesAtWidthOne: Int?
    /// How many lines the text is known to have at least at a width of one cell, as far as
    /// a minimum was counted before `linesAtWidthOne` was known: a text limited to one line
    /// counts one line and stops, and then never counts again.
    @exclusivity(unchecked) var linesAtWidthOneAtLeast = 0

    init(paragraphs: [[DisplayCluster]], runClusterCounts: [[Int]] = []) {
      self.paragraphs = paragraphs
      self.runClusterCounts = runClusterCounts
      hasRightToLeft = paragraphs.contains { BidiOrder.hasRightToLeft($0) }
      singleParagraphWidth =
        paragraphs.count == 1 ? LineBreaker.width(of: paragraphs[0], in: 0..<paragraphs[0].count) : nil
      firstParagraphCount = paragraphs.first?.count ?? 0
    }

    /// The entry of a text of lone scalars, with the width `DisplayText.simpleLine` summed:
    /// no right-to-left letter is among those scalars, so its clusters are not walked again.
    init(simpleLine line: DisplayText.SimpleLine) {
      paragraphs = [line.clusters]
      runClusterCounts = Array()
      hasRightToLeft = false
      singleParagraphWidth = line.width
      firstParagraphCount = line.clusters.count
    }

    /// The wrapping at `width`; the most recent few widths are kept.
    func wrapping(width: Int?) -> TextNode.Wrapping {
      for wrapping in wrappings where wrapping.width == width { return wrapping }
      let created = TextNode.Wrapping(width: width)
      if wrappings.count == 8 { wrappings.removeFirst() }
      wrappings.append(created)
      return created
    }
  }

  /// The most entries the table keeps: by default enough for every text of a 10,000-row
  /// list, a few MiB of clusters for short texts.
  let capacity: Int
  /// The most UTF-8 bytes of content the table keeps, all entries together.
  let byteBudget: Int
  /// Contents longer than this (in UTF-8 bytes) are not kept, so one huge text cannot pin a
  /// lot of memory.
  let longestCachedContent: Int
  /// How many texts a full table misses before it is emptied and refilled.
  let renewalMisses: Int

  // Unchecked: only this class touches its tables, on the main actor, and no lookup or
  // insertion calls back into the cache; the run-time exclusivity checks cost more than a
  // whole lookup of a short text.
  /// Texts of one string of at most 15 UTF-8 bytes (most texts on a screen), by their words.
  @exclusivity(unchecked) private var inlineTable = InlineTable()
  /// Texts of one longer string, by a hash of their bytes.
  @exclusivity(unchecked) private var longTable = LongTable()
  /// Texts of one longer string, by the storage holding their bytes, in front of `longTable`.
  @exclusivity(unchecked) private var storageTable = StorageTable()
  /// Concatenations.
  @exclusivity(unchecked) private var table: [Content: Entry] = [:]
  @exclusivity(unchecked) private var cachedBytes = 0
  @exclusivity(unchecked) private var missesWhileFull = 0
  /// The last few texts too long for the tables, most recent last: a screen showing a long
  /// text (a pasted log, what a field holds) shows it render after render, and laying it out
  /// again each time would make every frame cost as much as the text is long.
  private var recentLong: [(hash: UInt64, string: String, entry: Entry)] = []
  /// How many long texts `recentLong` keeps.
  static let recentLongCount = 2
  /// The longest text `recentLong` keeps, in UTF-8 bytes: a bound on the memory its
  /// clusters take.
  static let longestRecentContent = 4 << 20

  /// A cache of at most `capacity` contents and `byteBudget` UTF-8 bytes, keeping no content
  /// longer than `longestCachedContent` bytes, and renewed once full and `renewalMisses`
  /// contents later. By default, twice as many misses as it holds: a render that shows a
  /// few more texts than the table holds keeps its hits render after render.
  init(
    capacity: Int = 16_384, byteBudget: Int = 256 * 1_024, longestCachedContent: Int = 4_096,
    renewalMisses: Int? = nil
  ) {
    self.capacity = capacity
    self.byteBudget = byteBudget
    self.longestCachedContent = longestCachedContent
    self.renewalMisses = renewalMisses ?? 2 * capacity
  }

  /// The number of contents the table keeps now.
  var count: Int { inlineTable.count + longTable.count + table.count }

  /// The entry for `content`, made (and remembered unless it is huge or the table is full)
  /// on first use.
  func entry(for content: Content) -> Entry {
    let strings: [String]
    switch content {
    case .single(let string): return entry(for: string)
    case .runs(let runs): strings = runs
    }
    if let hit = table[content] { return hit }
    // Each run is sanitised on its own, but a tab counts columns from the start of the
    // line, not of the run (SwiftUI lays concatenated text out as one string); a line
    // separator inside a run starts a new paragraph of the whole text.
    var paragraphs: [[DisplayCluster]] = [[]]
    var counts: [[Int]] = []
    var column = 0
    let length = strings.reduce(0) { $0 + $1.utf8.count }
    for string in strings {
      var runCounts: [Int] = []
      for (index, paragraph) in DisplayText.paragraphs(string, startColumn: column).enumerated() {
        if index > 0 {
          paragraphs.append([])
          column = 0
        }
        paragraphs[paragraphs.count - 1].append(contentsOf: paragraph)
        runCounts.append(paragraph.count)
        for cluster in paragraph { column += cluster.width }
      }
      counts.append(runCounts)
    }
    let entry = Entry(paragraphs: paragraphs, runClusterCounts: counts)
    if admit(length: length) { table[content] = entry }
    return entry
  }

  /// The entry of a text of one string: short strings by their words, longer ones by a
  /// hash of their bytes. What `entry(for: .single(string))` gives, without making and
  /// matching the enum, which a debug build does with calls for every text looked up.
  func entry(for string: String) -> Entry {
    if let words = Content.inlineWords(string) {
      if let hit = inlineTable.entry(for: words) { return hit }
      let entry = Self.makeEntry(for: string)
      if admit(length: string.utf8.count) { inlineTable.insert(entry, for: words) }
      return entry
    }
    let storage = StorageTable.words(of: string)
    if let storage, let hit = storageTable.entry(for: storage) { return hit }
    let hash = LongTable.hash(of: string)
    if let hit = longTable.entry(for: string, hash: hash) {
      if let storage { storageTable.insert(hit, for: string, words: storage) }
      return hit
    }
    let length = string.utf8.count
    if length > longestCachedContent { return recentLongEntry(for: string, hash: hash) }
    let entry = Self.makeEntry(for: string)
    // Its storage is remembered when it is found by its bytes, the second time it is shown:
    // a string shown once (a state verified, a row scrolled past) takes no storage slot.
    if admit(length: length) { longTable.insert(entry, for: string, hash: hash) }
    return entry
  }

  /// The entry of a text too long for the tables, from the last few such texts if it is one.
  private func recentLongEntry(for string: String, hash: UInt64) -> Entry {
    if let index = recentLong.firstIndex(where: { $0.hash == hash && LongTable.sameBytes($0.string, string) }) {
      let found = recentLong.remove(at: index)
      recentLong.append(found)
      return found.entry
    }
    let entry = Self.makeEntry(for: string)
    guard string.utf8.count <= Self.longestRecentContent else { return entry }
    if recentLong.count == Self.recentLongCount { recentLong.removeFirst() }
    recentLong.append((hash, string, entry))
    return entry
  }

  /// The entry of a text of one string.
  private static func makeEntry(for string: String) -> Entry {
    // Printable ASCII included: one pass, where a scan for ASCII first read a Latin text
    // up to its first accent for nothing.
    if let line = DisplayText.simpleLine(string) { return Entry(simpleLine: line) }
    return Entry(paragraphs: DisplayText.walkedParagraphs(string, startColumn: 0))
  }

  /// Whether a new content of `length` UTF-8 bytes is kept, making room for it by emptying
  /// the tables when a full table has missed `renewalMisses` contents.
  private func admit(length: Int) -> Bool {
    guard length <= longestCachedContent else { return false }
    if count >= capacity || cachedBytes + length > byteBudget {
      missesWhileFull += 1
      guard missesWhileFull >= renewalMisses else { return false }
      inlineTable.removeAll()
      longTable.removeAll()
      storageTable.removeAll()
      table.removeAll(keepingCapacity: true)
      cachedBytes = 0
      missesWhileFull = 0
    }
    cachedBytes += length
    return true
  }

  /// An open-addressing table of entries keyed by the two words of a string stored inline,
  /// which are its bytes and length: a multiply and a compare or two find most texts, where
  /// `Hasher` and `Dictionary` took longer than laying most short texts out again.
  struct InlineTable {
    /// The keys by slot; `(0, 0)`, which no inline string is (its top byte says it is
    /// inline), marks an empty slot, so a second word of 0 is one.
    private var keys: [(UInt64, UInt64)] = Array(repeating: (0, 0), count: 64)
    private var entries: [Entry?] = Array(repeating: nil, count: 64)
    private(set) var count = 0

    /// The slot a key is looked for first: the high bits of a multiplicative hash of both
    /// words, so that texts differing in one character spread over the table.
    // Transparent: a debug build calls an always-inlined function, for every lookup.
    @_transparent
    private func home(of key: (UInt64, UInt64)) -> Int {
      var hash = key.0 &* 0x9E37_79B9_7F4A_7C15
      hash ^= (key.1 ^ (hash &>> 31)) &* 0xBF58_476D_1CE4_E5B9
      hash ^= hash &>> 29
      return Int(truncatingIfNeeded: hash) & (keys.count - 1)
    }

    // Mutating only so that a debug build passes the table in place: it copies a table it
    // calls a non-mutating method on, retaining and releasing each of its arrays.
    mutating func entry(for key: (UInt64, UInt64)) -> Entry? {
      var slot = home(of: key)
      // Word by word: `==` on tuples is a generic call in a debug build.
      while true {
        let found = keys[slot]
        if found.0 == key.0, found.1 == key.1 { return entries[slot] }
        if found.1 == 0 { return nil }
        slot = (slot + 1) & (keys.count - 1)
      }
    }

    /// Adds `entry` for `key`, which is not in the table.
    mutating func insert(_ entry: Entry, for key: (UInt64, UInt64)) {
      // At most half full, so that a miss ends at an empty slot after a probe or two.
      if (count + 1) * 2 > keys.count { grow() }
      var slot = home(of: key)
      while keys[slot].1 != 0 { slot = (slot + 1) & (keys.count - 1) }
      keys[slot] = key
      entries[slot] = entry
      count += 1
    }

    private mutating func grow() {
      let oldKeys = keys
      let oldEntries = entries
      keys = Array(repeating: (0, 0), count: oldKeys.count * 2)
      entries = Array(repeating: nil, count: oldKeys.count * 2)
      count = 0
      // An index loop: `enumerated()` is generic calls per slot in a debug build.
      var slot = 0
      while slot < oldKeys.count {
        let key = oldKeys[slot]
        if key != (0, 0), let entry = oldEntries[slot] { insert(entry, for: key) }
        slot &+= 1
      }
    }

    /// Empties the table, keeping its slots.
    mutating func removeAll() {
      for slot in keys.indices { keys[slot] = (0, 0) }
      for slot in entries.indices { entries[slot] = nil }
      count = 0
    }
  }
  /// The entries of the long strings looked up last, by the two words of each string (its
  /// length and flags, and its storage object), one per slot: a screen shows the same
  /// strings render after render (they come from the same model values), so most are found
  /// with a multiply and a compare instead of hashing their bytes.
  ///
  /// Equal words are equal bytes because the table keeps each string it holds: its storage
  /// stays alive, so no other string's storage can take its address, and is shared, so it
  /// is copied rather than changed in place.
  struct StorageTable {
    private static let slotCount = 128
    /// The words of each slot's string; `(0, 0)`, which no string is, marks an empty slot.
    private var keys: [(UInt64, UInt64)] = Array(repeating: (0, 0), count: slotCount)
    /// The strings, kept so that their storage stays theirs (see above).
    private var strings: [String] = Array(repeating: "", count: slotCount)
    private var entries: [Entry?] = Array(repeating: nil, count: slotCount)

    /// The two words of `string`, or `nil` on a platform where a string is not two words.
    @_transparent
    nonisolated static func words(of string: String) -> (UInt64, UInt64)? {
      #if (arch(x86_64) || arch(arm64)) && _endian(little)
        if MemoryLayout<String>.size == 16 { return unsafeBitCast(string, to: (UInt64, UInt64).self) }
      #endif
      return nil
    }

    // Transparent: a debug build calls an always-inlined function, for every lookup.
    @_transparent
    private func slot(of key: (UInt64, UInt64)) -> Int {
      var hash = key.1 &* 0x9E37_79B9_7F4A_7C15
      hash ^= (key.0 ^ (hash &>> 31)) &* 0xBF58_476D_1CE4_E5B9
      return Int(truncatingIfNeeded: hash &>> 40) & (Self.slotCount - 1)
    }

    // Mutating only so that a debug build passes the table in place: it copies a table it
    // calls a non-mutating method on, retaining and releasing each of its arrays.
    @_transparent
    mutating func entry(for key: (UInt64, UInt64)) -> Entry? {
      let slot = slot(of: key)
      // Word by word: `==` on tuples is a generic call in a debug build.
      let found = keys[slot]
      if found.0 != key.0 { return nil }
      if found.1 != key.1 { return nil }
      return entries[slot]
    }

    /// Keeps `entry` for `string`, whose words are `key`, in place of what its slot held.
    mutating func insert(_ entry: Entry, for string: String, words key: (UInt64, UInt64)) {
      let slot = slot(of: key)
      keys[slot] = key
      strings[slot] = string
      entries[slot] = entry
    }

    /// Empties the table, keeping its slots.
    mutating func removeAll() {
      var slot = 0
      while slot < Self.slotCount {
        keys[slot] = (0, 0)
        strings[slot] = ""
        entries[slot] = nil
        slot &+= 1
      }
    }
  }

  /// An open-addressing table of entries keyed by strings longer than 15 UTF-8 bytes, found
  /// by a multiplicative hash of their bytes a word at a time and compared by their bytes:
  /// `Hasher` and `Dictionary` cost more than a thousand instructions for a title of a few
  /// dozen bytes, several times what the rest of laying it out again from the table costs.
  struct LongTable {
    /// The hash of each slot's string, with the top bit set so that 0 marks an empty slot: an
    /// array of its own, which a probe reads alone (a debug build reads an array of plain
    /// integers through a specialised call, where reading a slot copies its string and entry).
    private var hashes: [UInt64] = Array(repeating: 0, count: 64)
    /// Each slot's string and entry, moved over whole when the table grows.
    private var slots = [Slot](repeating: Slot(), count: 64)
    private(set) var count = 0

    private struct Slot {
      var key = ""
      var entry: Entry?
    }

    /// A hash of the UTF-8 bytes of `string`, never 0. Masking shifts (`&>>`), as in every
    /// hash here: a debug build checks a smart shift's amount, some twenty instructions each.
    @_transparent
    nonisolated static func hash(of string: String) -> UInt64 {
      var string = string
      return string.withUTF8 { bytes -> UInt64 in
        let count = bytes.count
        var hash = UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15
        guard let base = bytes.baseAddress else { return hash | 1 &<< 63 }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        while offset + 8 <= count {
          hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0xBF58_476D_1CE4_E5B9
          hash ^= hash &>> 31
          offset += 8
        }
        var last: UInt64 = 0
        if offset < count && count >= 8 {
          // The last eight bytes, overlapping the words already mixed in, rather than the
          // few left a byte at a time: the count is mixed in, so the overlap loses nothing.
          last = raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        } else {
          var shift: UInt64 = 0
          while offset < count {
            last |= UInt64(base[offset]) &<< shift
            shift += 8
            offset += 1
          }
        }
        hash = (hash ^ last) &* 0x94D0_49BB_1331_11EB
        hash ^= hash &>> 29
        return hash | 1 &<< 63
      }
    }

    /// Whether two strings have the same UTF-8 bytes.
    nonisolated static func sameBytes(_ first: String, _ second: String) -> Bool {
      // The same storage and count, as a screen's texts are from one render to the next
      // (they come from the same model values): equal without reading the bytes.
      // Word by word: `==` on tuples is a generic call in a debug build.
      if MemoryLayout<String>.size == 16 {
        let a = unsafeBitCast(first, to: (UInt64, UInt64).self)
        let b = unsafeBitCast(second, to: (UInt64, UInt64).self)
        if a.0 == b.0, a.1 == b.1 { return true }
      }
      var first = first
      var second = second
      return first.withUTF8 { a in
        second.withUTF8 { b in
          a.count == b.count && (a.isEmpty || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0)
        }
      }
    }

    /// The slot a hash is looked for first, in a table of `mask + 1` slots. Transparent: a
    /// debug build calls an always-inlined function, for every lookup.
    @_transparent
    private static func home(of hash: UInt64, mask: Int) -> Int {
      Int(truncatingIfNeeded: hash &>> 7) & mask
    }

    /// The entry of `string`, whose hash is `hash`.
    // Mutating only so that a debug build passes the table in place: it copies a table it
    // calls a non-mutating method on, retaining and releasing each of its arrays.
    @_transparent
    mutating func entry(for string: String, hash: UInt64) -> Entry? {
      // The hashes in a local: a debug build retains and releases the array for every read
      // of the property; and `if`s, not `&&`, whose right side it makes a closure.
      let hashes = self.hashes
      let mask = hashes.count &- 1
      var index = Self.home(of: hash, mask: mask)
      while true {
        let found = hashes[index]
        if found == 0 { return nil }
        if found == hash {
          let slot = slots[index]
          if Self.sameBytes(slot.key, string) { return slot.entry }
        }
        index = (index &+ 1) & mask
      }
    }

    /// Adds `entry` for `string`, which is not in the table and whose hash is `hash`.
    /// Transparent, as `place` and `emptySlot`: a debug build inlines them into the cache's
    /// insertion, where each call zeroed its locals with a call each.
    @_transparent
    mutating func insert(_ entry: Entry, for string: String, hash: UInt64) {
      // At most half full, so that a miss ends at an empty slot after a probe or two.
      if (count + 1) * 2 > hashes.count { grow() }
      place(Slot(key: string, entry: entry), hash: hash)
      count += 1
    }

    /// Puts `slot`, whose string's hash is `hash`, in the first empty slot from its home.
    @_transparent
    private mutating func place(_ slot: consuming Slot, hash: UInt64) {
      let index = emptySlot(for: hash)
      hashes[index] = hash
      slots[index] = slot
    }

    /// The first empty slot from the home of `hash`: a function of its own, so that the
    /// local copy of the hashes is gone before `place` writes to them.
    @_transparent
    private func emptySlot(for hash: UInt64) -> Int {
      let hashes = self.hashes
      let mask = hashes.count &- 1
      var index = Self.home(of: hash, mask: mask)
      while hashes[index] != 0 { index = (index &+ 1) & mask }
      return index
    }

    /// Doubles the slots. Each slot is swapped out of the old array and moved into the new
    /// one: copying it retained its string and entry, and freeing the old array released them.
    private mutating func grow() {
      let oldHashes = hashes
      var old = [Slot](repeating: Slot(), count: hashes.count * 2)
      swap(&old, &slots)
      hashes = Array(repeating: 0, count: oldHashes.count * 2)
      // An index loop: `enumerated()` is generic calls per slot in a debug build.
      var index = 0
      while index < oldHashes.count {
        let hash = oldHashes[index]
        if hash != 0 {
          var moved = Slot()
          swap(&moved, &old[index])
          place(moved, hash: hash)
        }
        index &+= 1
      }
    }

    /// Empties the table, keeping its slots.
    mutating func removeAll() {
      var index = 0
      while index < hashes.count {
        hashes[index] = 0
        slots[index] = Slot()
        index &+= 1
      }
      count = 0
    }
  }
}
