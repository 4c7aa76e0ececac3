import TextUI

/// What `review --accept` or `review --reject` does to every pending rendering it selects.
public enum ReviewAction: String, Equatable, Sendable {
  /// Write each pending rendering as its snapshot.
  case accept
  /// Drop each pending rendering, keeping the snapshot.
  case reject
}

/// `preview-runner review [FILTER...]`: goes through the pending renderings (see
/// ``PendingStore``) one at a time on a terminal, or all at once with `--accept`/`--reject`.
///
/// Accepting writes the snapshot with the store's atomic write, and only when the snapshot is
/// still the one the rendering was compared with: a snapshot re-recorded since is never
/// overwritten; that rendering is refused and stays pending until the next run replaces it.
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

  func run() -> Int32 {
    let entries: [PendingStore.Entry]
    do {
      entries = try pending.entries().filter(selected)
    } catch {
      output.printError("error: \(error)")
      return 1
    }
    guard !entries.isEmpty else {
      if filters.isEmpty {
        output.print("nothing to review: no pending renderings in \(shownFolder)/\(PendingStore.folderName)")
      } else {
        let names = filters.map { "'\($0)'" }.joined(separator: ", ")
        output.print("nothing to review: no pending rendering matches \(names)")
      }
      return 0
    }
    if action == nil && !(keys.isInteractive && output.isTerminal) {
      for entry in entries {
        output.print("pending: \(shown(entry)) (\(kind(of: entry)))")
      }
      output.print(
        "\(entries.count) pending: review them on a terminal, or run: preview-runner review --accept "
          + "(or --reject) [<filter> ...]")
      return 1
    }
    var tally = Tally()
    var bulk: Decision? = action.map { $0 == .accept ? .accept : .reject }
    for (index, entry) in entries.enumerated() {
      let decision: Decision
      if let bulk {
        decision = bulk
      } else {
        show(entry, number: index + 1, of: entries.count)
        guard let answer = ask() else {
          // Quit (or the end of input): everything left stays pending, as do the renderings
          // skipped or refused before, so the count agrees with the summary and the folder.
          tally.skipped += entries.count - index
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
      apply(decision, to: entry, tally: &tally)
    }
    output.print(tally.line)
    return tally.refused > 0 ? 1 : 0
  }

  // MARK: - One rendering

  private func apply(_ decision: Decision, to entry: PendingStore.Entry, tally: inout Tally) {
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
      if let reason = accept(entry) {
        tally.refused += 1
        output.print("refused: \(shown(entry)): \(reason)")
      } else {
        tally.accepted += 1
        output.print("accepted: \(shown(entry))")
      }
    }
  }

  /// Writes the rendering as the snapshot; returns why not when it must not.
  private func accept(_ entry: PendingStore.Entry) -> String? {
    let file: SnapshotFile
    switch entry.file {
    case .success(let decoded): file = decoded
    case .failure(let error):
      return "the pending rendering cannot be read (\(error.reason)); run the previews again"
    }
    guard let base = entry.base else {
      return "the pending rendering has no readable .base file; run the previews again"
    }
    do {
      let current: PendingStore.Base
      switch try store.load(file.id) {
      case .missing: current = .none
      case .found(let bytes): current = PendingStore.Base(bytes: bytes)
      }
      guard current == base else {
        return base == .none
          ? "the snapshot was recorded after this rendering was made; run the previews again"
          : "the snapshot changed after this rendering was made (re-recorded?); run the previews again"
      }
      try store.write(file)
      try pending.drop(relativePath: entry.relativePath)
    } catch {
      return "\(error)"
    }
    return nil
  }

  /// Prints one pending rendering: its name and file, then the coloured diff from the
  /// snapshot, or the whole rendering for a new state.
  private func show(_ entry: PendingStore.Entry, number: Int, of total: Int) {
    let title = "── [\(number)/\(total)] " + name(of: entry) + " · " + kind(of: entry)
    output.print((colored ? "\u{1B}[1m" + title + "\u{1B}[0m" : title) + "\n" + shown(entry))
    guard case .success(let file) = entry.file else {
      if case .failure(let error) = entry.file { output.print(error.description) }
      return
    }
    switch try? store.load(file.id) {
    case .found(let bytes):
      let path = shown(entry)
      if let recorded = try? SnapshotFile.decode(bytes, path: path) {
        var report: String
        switch SnapshotComparison.compare(recorded: recorded, actual: file, path: path) {
        case .match: report = "identical to the snapshot"
        case .changed(let change): report = change.report(colored: colored)
        }
        while report.hasSuffix("\n") { report.removeLast() }
        output.print(report)
      } else {
        output.print("the snapshot cannot be read; the new rendering:")
        output.print(rendering(file))
      }
    default:
      output.print(rendering(file))
    }
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

  private func selected(_ entry: PendingStore.Entry) -> Bool {
    guard !filters.isEmpty else { return true }
    let names: [String]
    switch entry.file {
    case .success(let file):
      let id = file.id
      names = [id.component, id.preview, id.state, "\(id.component)/\(id.preview).\(id.state)"]
    case .failure:
      names = [entry.relativePath]
    }
    return filters.contains { filter in names.contains { NameFilter(filter).matches($0) } }
  }

  private func shown(_ entry: PendingStore.Entry) -> String {
    shownFolder + "/" + entry.relativePath
  }

  private func name(of entry: PendingStore.Entry) -> String {
    if case .success(let file) = entry.file { return file.id.description }
    return entry.relativePath
  }

  private func kind(of entry: PendingStore.Entry) -> String {
    entry.base == PendingStore.Base.none ? "new" : "changed"
  }
}
