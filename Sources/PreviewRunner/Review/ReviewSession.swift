import PreviewSnapshots
import TextUI

/// `preview-runner review [FILTER...]`: goes through the pending renderings (see
/// ``PendingStore``) one at a time on a terminal, or all at once with `--accept`/`--reject`.
///
/// Accepting moves the rendering into place with one atomic rename, and only when the
/// snapshot is still the one the rendering was compared with: a snapshot re-recorded since is
/// never overwritten; that rendering is refused and stays pending until the next run replaces
/// it. A rendering equal to the current snapshot (an accept interrupted after the rename, or
/// a run that recorded the same) is accepted quietly. The snapshot written is the one at the
/// pending file's own place (`.pending/<Component>/<file>.txt` → `<Component>/<file>.txt`),
/// and a rendering whose header names another state is refused. A pair that an interrupted
/// run left half-written is ignored and removed. Rejecting reads no rendering at all.
///
/// Every name printed comes from a file, so every one goes through ``TerminalText``.
struct ReviewSession {
  let store: SnapshotStore
  let pending: PendingStore
  /// The snapshots folder as the user named it, for the paths printed.
  let shownFolder: String
  let filters: [String]
  let action: ReviewAction?
  let colored: Bool
  let output: Console
  let keys: KeySource
  /// The pending renderings to go through, by path; `nil` for every one (`review --from`
  /// goes through those it brought in).
  var only: Set<String>? = nil

  /// A decision for one rendering.
  private enum Decision {
    case accept, reject, skip
  }

  private struct Tally {
    var accepted = 0
    var rejected = 0
    var skipped = 0
    var refused = 0

    var line: String {
      "\(accepted) accepted, \(rejected) rejected, \(skipped) skipped" + (refused > 0 ? ", \(refused) refused" : "")
    }
  }

  /// One pending rendering and the identity its header names, read once.
  private struct Item {
    var entry: PendingStore.Entry
    var identity: Result<SnapshotID, SnapshotReadError>?
  }

  func run() -> Int32 {
    let lists = action == nil && !(keys.isInteractive && output.isTerminal)
    var items: [Item] = []
    do {
      for entry in try pending.entries() where only?.contains(entry.relativePath) ?? true {
        var item = Item(entry: entry)
        if !filters.isEmpty {
          item.identity = try pending.identity(of: entry)
          guard selected(item) else { continue }
        }
        // Rejecting needs nothing from a rendering: a large one is never read.
        if action != .reject, try !pending.isComplete(entry) {
          output.print(
            "ignored: \(shown(entry)): a run was interrupted while keeping this rendering; run the previews "
              + "again to review it")
          if !lists { try pending.drop(relativePath: entry.relativePath) }
          continue
        }
        items.append(item)
      }
    } catch {
      output.printError("error: \(error)")
      return 1
    }
    guard !items.isEmpty else {
      if filters.isEmpty {
        output.print(
          "nothing to review: no pending renderings in \(TerminalText.escaped(shownFolder))/\(PendingStore.folderName)")
      } else {
        let names = filters.map { "'\(TerminalText.escaped($0))'" }.joined(separator: ", ")
        output.print("nothing to review: no pending rendering matches \(names)")
      }
      return 0
    }
    if lists {
      for item in items {
        output.print("pending: \(shown(item.entry)) (\(kind(of: item.entry)))")
      }
      output.print(
        "\(items.count) pending: review them on a terminal, or run: swift run preview-runner review --accept "
          + "(or --reject) [<filter> ...]")
      return 1
    }
    var tally = Tally()
    var bulk: Decision? = action.map { $0 == .accept ? .accept : .reject }
    for (index, item) in items.enumerated() {
      let decision: Decision
      var decoded: Result<SnapshotFile, SnapshotReadError>?
      if let bulk {
        decision = bulk
      } else {
        decoded = show(item, number: index + 1, of: items.count)
        guard let answer = ask() else {
          // Quit (or the end of input): everything left stays pending, as do the renderings
          // skipped or refused before, so the count agrees with the summary and the folder.
          tally.skipped += items.count - index
          output.print("quit: \(tally.skipped + tally.refused) left pending")
          break
        }
        switch answer {
        case "A": bulk = .accept
        case "R": bulk = .reject
        default: break
        }
        decision = bulk ?? (answer == "a" ? .accept : answer == "r" ? .reject : .skip)
      }
      apply(decision, to: item, decoded: decoded, tally: &tally)
    }
    output.print(tally.line)
    return tally.refused > 0 ? 1 : 0
  }

  // MARK: - One rendering

  private func apply(
    _ decision: Decision, to item: Item, decoded: Result<SnapshotFile, SnapshotReadError>?, tally: inout Tally
  ) {
    let entry = item.entry
    switch decision {
    case .skip:
      tally.skipped += 1
      output.print("skipped: \(shown(entry))")
    case .reject:
      do {
        try pending.drop(relativePath: entry.relativePath)
        tally.rejected += 1
        output.print("rejected: \(shown(entry))")
      } catch {
        tally.refused += 1
        output.print("refused: \(error)")
      }
    case .accept:
      if case .failure(let error) = decoded {
        tally.refused += 1
        output.print(
          "refused: \(shown(entry)): the pending rendering cannot be read (\(TerminalText.escaped(error.reason))); "
            + "run the previews again")
        return
      }
      switch accept(item) {
      case .failure(let refusal):
        tally.refused += 1
        output.print("refused: \(shown(entry)): \(refusal.reason)")
      case .success(let alreadyThere):
        tally.accepted += 1
        output.print("accepted: \(shown(entry))" + (alreadyThere ? " (already the snapshot)" : ""))
      }
    }
  }

  /// Why a rendering must not be accepted, in words for the terminal.
  private typealias Refusal = PendingRefusal

  /// Moves the rendering into place; `true` when the snapshot already was the rendering.
  private func accept(_ item: Item) -> Result<Bool, Refusal> {
    pending.accept(item.entry, identity: item.identity)
  }

  /// Prints one pending rendering: its name and file, then the coloured diff from the
  /// snapshot, or the whole rendering for a new state; returns the decoded rendering.
  private func show(_ item: Item, number: Int, of total: Int) -> Result<SnapshotFile, SnapshotReadError> {
    let entry = item.entry
    let decoded: Result<SnapshotFile, SnapshotReadError>
    do {
      decoded = try pending.file(of: entry)
    } catch {
      decoded = .failure(SnapshotReadError(path: pending.root + "/" + entry.relativePath, reason: error.reason))
    }
    let name: String
    if case .success(let file) = decoded {
      name = TerminalText.escaped(file.id.description)
    } else {
      name = shown(entry)
    }
    let title = "── [\(number)/\(total)] " + name + " · " + kind(of: entry)
    output.print((colored ? "\u{1B}[1m" + title + "\u{1B}[0m" : title) + "\n" + shown(entry))
    let file: SnapshotFile
    switch decoded {
    case .success(let decodedFile): file = decodedFile
    case .failure(let error):
      output.print(error.description)
      return decoded
    }
    switch try? store.load(relativePath: entry.relativePath) {
    case .found(let bytes):
      let path = shownFolder + "/" + entry.relativePath
      var report: String
      switch Judge.verdict(recorded: .found(bytes), rendered: file.encodedBytes(), path: path, shownPath: path) {
      case .match: report = "identical to the snapshot"
      case .changed(let change): report = change.report(colored: colored)
      case .new, .unreadable:
        output.print("the snapshot cannot be read; the new rendering:")
        output.print(rendering(file))
        return decoded
      }
      while report.hasSuffix("\n") { report.removeLast() }
      output.print(report)
    default:
      output.print(rendering(file))
    }
    return decoded
  }

  private func rendering(_ file: SnapshotFile) -> String {
    colored ? ANSIRenderer().render(file.buffer()) : PlainTextRenderer().render(file.buffer())
  }

  /// Reads keys until one is an answer; `nil` for quit, Ctrl-C, Ctrl-D or the end of input.
  private func ask() -> Character? {
    let prompt = "a accept · r reject · s skip · A accept all · R reject all · q quit › "
    output.write(prompt)
    while let key = keys.next() {
      switch key {
      case "a", "r", "s", "A", "R":
        output.print(String(key))
        return key
      case "q", "\u{3}", "\u{4}":
        output.print(key == "q" ? "q" : "")
        return nil
      default:
        continue
      }
    }
    output.print("")
    return nil
  }

  // MARK: - Names

  private func selected(_ item: Item) -> Bool {
    item.entry.matches(filters, identity: item.identity)
  }

  /// The pending rendering's snapshot path as the user names the folder, safe to print.
  private func shown(_ entry: PendingStore.Entry) -> String {
    TerminalText.escaped(shownFolder + "/" + entry.relativePath)
  }

  private func kind(of entry: PendingStore.Entry) -> String {
    entry.base == PendingStore.Base.none ? "new" : "changed"
  }
}
