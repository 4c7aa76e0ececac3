import Synchronization

/// The renderings each inline-snapshot call site produced in this test run, and who produced
/// them: one literal can hold one rendering, so a site that renders differently for the cases
/// of a parameterized test (or the turns of a loop) must fail rather than keep whichever case
/// came last.
package final class InlineSnapshotRenderings: Sendable {
  /// The renderings of this test process.
  static let shared = InlineSnapshotRenderings()

  /// A call site, as compiled.
  struct Site: Hashable {
    var path: String
    var line: Int
    var column: Int
  }

  /// A rendering and the first one to produce it.
  struct Seen: Equatable {
    var rendering: String
    var producer: String
  }

  private struct Record {
    var seen: [Seen] = []
    var turns: [String: Int] = [:]
  }

  private let sites = Mutex<[Site: Record]>([:])

  package init() {}

  /// Notes that `producer` (a test case, `x → 1`) rendered `rendering` at `site`; returns the
  /// producer as it is to be named (with its turn when it renders there more than once) and
  /// the different renderings seen there, each with the first producer that made it.
  func note(_ rendering: String, at site: Site, by producer: String) -> (name: String, differing: [Seen]) {
    sites.withLock { sites in
      var record = sites[site] ?? Record()
      let turn = (record.turns[producer] ?? 0) + 1
      record.turns[producer] = turn
      let name = turn == 1 ? producer : "\(producer) (its call number \(turn) here)"
      if !record.seen.contains(where: { $0.rendering == rendering }) {
        record.seen.append(Seen(rendering: rendering, producer: name))
      }
      sites[site] = record
      return (name, record.seen.filter { $0.rendering != rendering })
    }
  }
}
