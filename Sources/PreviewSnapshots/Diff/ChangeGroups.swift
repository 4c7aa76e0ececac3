/// The changed snapshots of one run, grouped by change: when a shared header changes, twelve
/// snapshots fail with the same hunks, and the person at the terminal should read that diff
/// once, with the list of snapshots it applies to.
///
/// Two changes are the same when they have the same kind, the same cell-level style changes
/// and the same hunk lines (context included, line numbers not: a state with a step has one
/// more header line, which moves the numbers but not the change). Groups keep the order in
/// which their first member was added, and members keep theirs.
package struct ChangeGroups {
  /// One failed snapshot.
  struct Member {
    /// The failure's title, e.g. `FAIL Greeting/GreetingPreviews plain`.
    var title: String
    /// The snapshot's path as shown in the diff.
    var path: String
    /// This snapshot's own change, with its own line numbers.
    var change: SnapshotChange
  }

  /// Snapshots that changed in the same way.
  struct Group {
    /// Every snapshot with this change, in the order they were added; never empty.
    var members: [Member]
  }

  private(set) var groups: [Group] = []
  private var indexByKey: [String: Int] = [:]

  /// No changes yet.
  package init() {}

  /// Whether nothing was added.
  package var isEmpty: Bool { groups.isEmpty }

  /// Adds one failed snapshot with its change.
  package mutating func add(_ change: SnapshotChange, title: String, path: String) {
    let key = Self.key(change)
    let member = Member(title: title, path: path, change: change)
    if let index = indexByKey[key] {
      groups[index].members.append(member)
    } else {
      indexByKey[key] = groups.count
      groups.append(Group(members: [member]))
    }
  }

  /// The blocks to print, one per group, each without a trailing newline.
  ///
  /// A group of one prints as any failure does: the title, then the change. A larger group
  /// prints every member's title, then `same change in N snapshots: a, b, …`, then the first
  /// member's change. With `verbose`, every member prints its own block.
  package func blocks(colored: Bool, verbose: Bool) -> [String] {
    var blocks: [String] = []
    for group in groups {
      if verbose || group.members.count == 1 {
        for member in group.members {
          blocks.append(member.title + "\n" + Self.trimmed(member.change.report(colored: colored)))
        }
        continue
      }
      var block = group.members.map(\.title).joined(separator: "\n") + "\n"
      block += "same change in \(group.members.count) snapshots: "
      block += group.members.map { TerminalText.escaped($0.path) }.joined(separator: ", ") + "\n"
      block += Self.trimmed(group.members[0].change.report(colored: colored))
      blocks.append(block)
    }
    return blocks
  }

  private static func trimmed(_ text: String) -> String {
    var text = text
    while text.hasSuffix("\n") { text.removeLast() }
    return text
  }

  private static func key(_ change: SnapshotChange) -> String {
    var key = change.kind.rawValue + "\u{0}" + change.headerChanges.joined(separator: ",") + "\u{0}"
    key += change.styleChanges.joined(separator: "\n") + "\u{0}"
    // Changed lines only: the context around a change in the accessibility section is the
    // rest of each state's own tree, which differs between states that changed alike.
    for hunk in change.diff.hunks {
      key += "@@\n"
      for line in hunk.lines {
        let prefix =
          switch line.kind {
          case .context: ""
          case .removed: "-"
          case .added: "+"
          }
        if prefix.isEmpty { continue }
        key += prefix + line.text + (line.endsWithoutNewline ? "\\\n" : "\n")
      }
    }
    return key
  }
}
