import PreviewSnapshots
/// Why a pending rendering was not accepted, in words for the person or agent reviewing it.
struct PendingRefusal: Error, Equatable {
  var reason: String
}

extension PendingStore {
  /// Moves `entry`'s rendering into place as its snapshot; `true` when the snapshot already
  /// was that rendering (it is dropped quietly). `identity` is what the rendering's header
  /// names, when already read.
  ///
  /// Refused, leaving the rendering pending: a rendering whose header cannot be read or names
  /// another state than its file's place, and one whose snapshot changed (or was recorded)
  /// after the rendering was compared with it — work done since is never overwritten.
  func accept(
    _ entry: Entry, identity: Result<SnapshotID, SnapshotReadError>? = nil
  ) -> Result<Bool, PendingRefusal> {
    do {
      switch try identity ?? self.identity(of: entry) {
      case .failure(let error):
        return .failure(
          PendingRefusal(
            reason:
              "the pending rendering cannot be read (\(TerminalText.escaped(error.reason))); run the previews again"
          ))
      case .success(let id) where id.relativePath != entry.relativePath:
        // The file's own place decides where it goes; a header naming another state means
        // the file was moved or written by something else.
        return .failure(
          PendingRefusal(
            reason: "its header names \(TerminalText.escaped(id.description)), whose snapshot is "
              + "\(TerminalText.escaped(id.relativePath)), not this file's; run the previews again"))
      case .success:
        break
      }
      let current = try digest(of: entry.relativePath)
      if let current, current == entry.rendering {
        try drop(relativePath: entry.relativePath)
        return .success(true)
      }
      guard Base(digest: current) == entry.base else {
        return .failure(
          PendingRefusal(
            reason: entry.base == Base.none
              ? "the snapshot was recorded after this rendering was made; run the previews again"
              : "the snapshot changed after this rendering was made (re-recorded?); run the previews again"))
      }
      try promote(entry)
      return .success(false)
    } catch {
      return .failure(PendingRefusal(reason: "\(error)"))
    }
  }
}

extension PendingStore.Entry {
  /// Whether any of `filters` (none: every rendering) matches the component, preview or state
  /// the rendering's header names (`identity`), or, when it cannot be read, its path.
  func matches(_ filters: [String], identity: Result<SnapshotID, SnapshotReadError>?) -> Bool {
    guard !filters.isEmpty else { return true }
    let names: [String]
    switch identity {
    case .success(let id):
      names = [id.component, id.preview, id.state, "\(id.component)/\(id.preview).\(id.state)"]
    case .failure, nil:
      names = [relativePath]
    }
    return filters.contains { filter in names.contains { NameFilter(filter).matches($0) } }
  }
}
