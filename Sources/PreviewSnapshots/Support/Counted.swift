/// `count` followed by `noun`, made plural with an "s" unless `count` is exactly one:
/// "1 stale snapshot", "2 stale snapshots", "0 rows". Messages count things with it, so
/// that none says "1 rows".
package func counted(_ count: Int, _ noun: String) -> String {
  "\(count) \(noun)" + (count == 1 ? "" : "s")
}
