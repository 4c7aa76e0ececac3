import PreviewSnapshots

extension AgentWorkspace {
  /// `pending`: the renderings a verify run kept, each with its id (the snapshot's path), its
  /// kind and the diff from its snapshot (the whole rendering for a new state).
  func pending(_ arguments: ToolArguments) async throws(ToolProblem) -> ToolResult {
    let filters = try arguments.strings("filters") ?? []
    let folder = snapshots
    let store = SnapshotStore(root: folder.path)
    let pending = PendingStore(snapshots: store)
    var lines: [String] = []
    var items: [JSONValue] = []
    do {
      for entry in try pending.entries() {
        let identity = try pending.identity(of: entry)
        guard entry.matches(filters, identity: identity), try pending.isComplete(entry) else { continue }
        let kind = entry.base == PendingStore.Base.none ? "new" : "changed"
        let diff = Self.difference(of: entry, in: pending, shownFolder: folder.shown)
        lines.append("\(entry.relativePath) (\(kind))\n\(diff)")
        items.append(
          .object([
            "id": .string(entry.relativePath), "uri": .optional((try? identity.get()).map { SnapshotURI($0).text }),
            "kind": .string(kind), "diff": .string(diff),
          ]))
      }
    } catch {
      throw .failed("cannot read the pending renderings in \(folder.shown)/\(PendingStore.folderName): \(error)")
    }
    lines.append(
      items.isEmpty
        ? "nothing pending in \(folder.shown)/\(PendingStore.folderName)"
        : "\(items.count) pending: accept or reject them by id")
    return ToolResult(text: lines.joined(separator: "\n"), structured: .object(["pending": .array(items)]))
  }

  /// The diff of a pending rendering from its snapshot, or the whole rendering when the state
  /// has none (or it cannot be read).
  private static func difference(of entry: PendingStore.Entry, in pending: PendingStore, shownFolder: String) -> String
  {
    let path = shownFolder + "/" + entry.relativePath
    guard case .success(let file)? = try? pending.file(of: entry) else {
      return "the pending rendering cannot be read; run verify again"
    }
    guard case .found(let bytes)? = try? pending.snapshots.load(relativePath: entry.relativePath) else {
      return ScreenText(snapshot: file.encoded()).text([.text])
    }
    switch Judge.verdict(recorded: .found(bytes), rendered: file.encodedBytes(), path: path, shownPath: path) {
    case .match: return "identical to the snapshot"
    case .changed(let change): return change.report(colored: false).trimmingCharacters(in: .newlines)
    case .new, .unreadable: return ScreenText(snapshot: file.encoded()).text([.text])
    }
  }

  /// `accept` and `reject`: decides each pending rendering named by id, holding the snapshots'
  /// lock as `review` does, so it never writes while a run records.
  func decide(_ action: ReviewAction, _ arguments: ToolArguments) async throws(ToolProblem) -> ToolResult {
    guard let ids = try arguments.strings("ids"), !ids.isEmpty else {
      throw .invalidArguments("\(arguments.tool.rawValue) needs 'ids': the ids pending lists")
    }
    let folder = snapshots
    let store = SnapshotStore(root: folder.path)
    let pending = PendingStore(snapshots: store)
    let lock: SnapshotLock
    let entries: [PendingStore.Entry]
    do {
      try store.checkForLinks()
      lock = try SnapshotLock.acquire(store, description: SnapshotLock.holderDescription(of: "review"))
      entries = try pending.entries()
    } catch {
      throw .failed("cannot review the pending renderings in \(folder.shown): \(error)")
    }
    defer { lock.release() }
    var decisions: [(id: String, outcome: String, reason: String?)] = []
    for id in ids {
      guard let entry = entries.first(where: { $0.relativePath == id }) else {
        let known = entries.map(\.relativePath)
        let suggestion = PreviewPlan.closest(to: id, among: known).map { "; did you mean '\($0)'?" } ?? ""
        decisions.append((id, "unknown", "no pending rendering has this id\(suggestion) (pending lists them)"))
        continue
      }
      decisions.append(Self.decide(action, entry, in: pending))
    }
    let count = { (outcome: String) in decisions.count { $0.outcome == outcome } }
    let summary =
      "\(count("accepted")) accepted, \(count("rejected")) rejected, \(count("refused") + count("unknown")) refused"
    let lines = decisions.map { "\($0.outcome): \($0.id)" + ($0.reason.map { ": \($0)" } ?? "") } + [summary]
    let result = ToolResult(
      text: lines.joined(separator: "\n"),
      structured: .object([
        "decisions": .array(
          decisions.map {
            .object(["id": .string($0.id), "outcome": .string($0.outcome), "reason": .optional($0.reason)])
          }),
        "summary": .string(summary),
      ]))
    guard decisions.contains(where: { $0.outcome == "accepted" || $0.outcome == "rejected" }) else {
      throw .failed(result.text)
    }
    return result
  }

  private static func decide(
    _ action: ReviewAction, _ entry: PendingStore.Entry, in pending: PendingStore
  ) -> (id: String, outcome: String, reason: String?) {
    switch action {
    case .reject:
      do {
        try pending.drop(relativePath: entry.relativePath)
        return (entry.relativePath, "rejected", nil)
      } catch {
        return (entry.relativePath, "refused", "\(error)")
      }
    case .accept:
      guard (try? pending.isComplete(entry)) == true else {
        return (entry.relativePath, "refused", "a run was interrupted while keeping this rendering; run verify again")
      }
      switch pending.accept(entry) {
      case .success(let already): return (entry.relativePath, "accepted", already ? "already the snapshot" : nil)
      case .failure(let refusal): return (entry.relativePath, "refused", refusal.reason)
      }
    }
  }
}
