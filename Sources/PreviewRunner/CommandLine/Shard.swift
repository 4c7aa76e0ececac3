/// One part of a run split across CI jobs (`--shard K/N`): the states whose full name hashes
/// to part K of N.
///
/// The hash is FNV-1a over the UTF-8 bytes of the state's snapshot path, the same on every
/// machine and in every run, so the N shards are disjoint and together cover every state,
/// however the jobs are scheduled. A shard is not a filter: it only divides what the filters
/// selected.
///
/// ```sh
/// swift run preview-runner --ci --shard 1/3   # job 1 of a 3-job matrix
/// ```
package struct Shard: Equatable, Sendable, CustomStringConvertible {
  /// Which part this is, from 1 to ``count``.
  package var index: Int
  /// How many parts the states are divided into.
  package var count: Int

  /// Part `index` of `count`; `nil` unless `1 <= index <= count`.
  package init?(index: Int, count: Int) {
    guard count >= 1, (1...count).contains(index) else { return nil }
    self.index = index
    self.count = count
  }

  /// Parses `"K/N"`, digits only, as `--shard` takes it.
  package init?(_ text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2,
      parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { ("0"..."9").contains($0) } }),
      let index = Int(parts[0]), let count = Int(parts[1])
    else { return nil }
    self.init(index: index, count: count)
  }

  /// Whether the state named `fullName` (its snapshot path) belongs to this shard.
  package func contains(_ fullName: String) -> Bool {
    Int(Self.hash(fullName) % UInt64(count)) == index - 1
  }

  /// `K/N`, as written on the command line and in reports.
  package var description: String { "\(index)/\(count)" }

  /// 64-bit FNV-1a: tiny, stable across platforms and Swift versions (unlike `Hasher`,
  /// which is seeded per process).
  static func hash(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash &*= 0x0000_0100_0000_01b3
    }
    return hash
  }
}
